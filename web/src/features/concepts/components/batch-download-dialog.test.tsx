import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { platformIds } from "@common/platforms";
import { resetToasts } from "@web/components/ui/toast";
import { renderWithProviders } from "@web/test/render";
import { callsTo, makeConcept, stubFetch } from "../test-utils";
import { BatchDownloadDialog } from "./batch-download-dialog";

let saved: { href: string; download: string }[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => "blob:reachgen/1");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => resetToasts());
});

const concepts = [makeConcept({ id: 11, title_en: "Harbor Brew" }), makeConcept({ id: 12, title_en: "Clay Corner" })];

function renderDialog() {
  const onOpenChange = vi.fn();
  renderWithProviders(<BatchDownloadDialog concepts={concepts} open onOpenChange={onOpenChange} />);
  return { dialog: screen.getByRole("dialog", { name: "Download 2 concepts" }), onOpenChange, user: userEvent.setup() };
}

const pdfResponse = () =>
  new Response("%PDF-1.7", {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="reachgen-batch-20261122-1530-2-concepts.pdf"',
    },
  });

describe("batch download dialog", () => {
  it("lists the selected concepts in a scrolling region and starts from the SPEC defaults, images at all sizes", () => {
    stubFetch(() => undefined);
    const { dialog } = renderDialog();
    const region = within(dialog).getByRole("region", { name: "Selected concepts" });
    expect(within(region).getAllByRole("listitem")).toHaveLength(2);
    expect(within(region).getByText("Harbor Brew")).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "ZIP package" })).toBeChecked();
    // What was made is the default: every size with its creatives; the SPEC's "original" stays a choice.
    expect(within(dialog).getByRole("radio", { name: "All sizes" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Original" })).not.toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "All sizes" })).toHaveAccessibleDescription(
      "The photo, every platform size and its creatives (the finished ad in each language).",
    );
    expect(within(dialog).getByRole("checkbox", { name: "Include A/B variants" })).not.toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Include metadata" })).toBeChecked();
    expect(
      within(dialog)
        .getAllByRole("checkbox", { checked: false })
        .map((c) => c.getAttribute("id")?.split("-platform-")[1])
        .filter(Boolean),
    ).toEqual(platformIds.filter((p) => p !== "quora"));
    expect(within(dialog).queryByRole("checkbox", { name: "Quora" })).toBeNull();
    for (const name of ["Instagram", "TikTok", "X"])
      expect(within(dialog).getByRole("checkbox", { name })).not.toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Optimized" })).toHaveAccessibleDescription(
      "One web-ready rendition per platform.",
    );
    // The SPEC's choice says what it leaves out, and the PDF promises no page count it cannot keep.
    expect(within(dialog).getByRole("radio", { name: "Original" })).toHaveAccessibleDescription(
      "The uploaded photo only, as it was: no platform-sized images.",
    );
    expect(within(dialog).getByRole("radio", { name: "PDF contact sheet" })).toHaveAccessibleDescription(
      /each concept starts on a new page/,
    );
  });

  it("sends the chosen options and saves the file under the Content-Disposition name", async () => {
    const fetchMock = stubFetch((url) => (url === "/api/batch-download" ? pdfResponse() : undefined));
    const { dialog, user, onOpenChange } = renderDialog();
    await user.click(within(dialog).getByLabelText(/pdf/i));
    await user.click(within(dialog).getByRole("radio", { name: "Optimized" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Pinterest" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Facebook" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Include A/B variants" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Include metadata" }));
    await user.click(within(dialog).getByRole("button", { name: "Download" }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [, init] = callsTo(fetchMock, "POST", "/api/batch-download")[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      conceptIds: [11, 12],
      options: {
        format: "pdf",
        includeVariants: true,
        platforms: ["facebook", "pinterest"],
        imageFormat: "optimized",
        includeMetadata: false,
      },
    });
    expect(saved).toEqual([{ href: "blob:reachgen/1", download: "reachgen-batch-20261122-1530-2-concepts.pdf" }]);
  });

  it("sends the defaults untouched (all sizes, whatever the API's own default), and names the file batch-download-{timestamp}.zip without a Content-Disposition", async () => {
    vi.spyOn(Date, "now").mockReturnValue(1_790_000_000_000);
    const fetchMock = stubFetch((url) =>
      url === "/api/batch-download"
        ? new Response("PK", { headers: { "Content-Type": "application/zip" } })
        : undefined,
    );
    const { dialog, user } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Download" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [, init] = callsTo(fetchMock, "POST", "/api/batch-download")[0]!;
    expect(JSON.parse(String(init!.body)).options).toEqual({
      format: "zip",
      includeVariants: false,
      platforms: [],
      imageFormat: "all-sizes",
      includeMetadata: true,
    });
    expect(saved[0]!.download).toBe("batch-download-1790000000000.zip");
  });

  it("toasts 'Download Failed' / 'Failed to create download' and stays open on failure", async () => {
    stubFetch((url) => (url === "/api/batch-download" ? new Response("boom", { status: 500 }) : undefined));
    const { dialog, user, onOpenChange } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Download" }));
    expect(await screen.findByText("Download Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to create download")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(saved).toHaveLength(0);
  });
});
