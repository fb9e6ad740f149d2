import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@web/components/ui/toast";
import { renderWithProviders } from "@web/test/render";
import { callsTo, envelope, makeConcept, stubFetch } from "../test-utils";
import { EditConceptDialog } from "./edit-dialog";

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

const concept = makeConcept({
  id: 7,
  title_en: "Cosy candles",
  title_es: "Velas acogedoras",
  body_en: "Warm light.",
  body_es: "Luz cálida.",
});

function renderDialog() {
  const onOpenChange = vi.fn();
  renderWithProviders(<EditConceptDialog concept={concept} open onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole("dialog", { name: "Edit concept" });
  return { dialog, onOpenChange, user: userEvent.setup() };
}

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByLabelText(name) as HTMLInputElement | HTMLTextAreaElement;

describe("edit concept dialog", () => {
  it("has the four texts, filled from the concept", () => {
    stubFetch(() => undefined);
    const { dialog } = renderDialog();
    expect(field(dialog, "English title")).toHaveValue("Cosy candles");
    expect(field(dialog, "Spanish title")).toHaveValue("Velas acogedoras");
    expect(field(dialog, "English body")).toHaveValue("Warm light.");
    expect(field(dialog, "Spanish body")).toHaveValue("Luz cálida.");
  });

  it("shows an error under each empty field and does not save", async () => {
    const fetchMock = stubFetch(() => undefined);
    const { dialog, user, onOpenChange } = renderDialog();
    await user.clear(field(dialog, "English title"));
    await user.clear(field(dialog, "Spanish body"));
    await user.type(field(dialog, "Spanish title"), "{Control>}a{/Control}   ");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));

    expect(within(dialog).getByText("English title is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Spanish title is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Spanish body is required")).toBeInTheDocument();
    expect(within(dialog).queryByText("English body is required")).toBeNull();
    expect(field(dialog, "English title")).toHaveAttribute("aria-invalid", "true");
    expect(field(dialog, "English title")).toHaveAccessibleDescription("English title is required");
    expect(field(dialog, "English title")).toHaveFocus();
    expect(callsTo(fetchMock, "PATCH", "/api/concepts/7")).toHaveLength(0);
    expect(onOpenChange).not.toHaveBeenCalled();

    // Typing clears that field's error.
    await user.type(field(dialog, "English title"), "Back");
    expect(within(dialog).queryByText("English title is required")).toBeNull();
  });

  it("saves with PATCH, then closes", async () => {
    const fetchMock = stubFetch((url, init) =>
      init.method === "PATCH"
        ? Response.json({ ...concept, ...JSON.parse(String(init.body)) })
        : url.startsWith("/api/concepts")
          ? Response.json([])
          : undefined,
    );
    const { dialog, user, onOpenChange } = renderDialog();
    await user.clear(field(dialog, "English title"));
    await user.type(field(dialog, "English title"), "  Brighter candles ");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [, init] = callsTo(fetchMock, "PATCH", "/api/concepts/7")[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      title_en: "Brighter candles",
      title_es: "Velas acogedoras",
      body_en: "Warm light.",
      body_es: "Luz cálida.",
    });
  });

  it("toasts 'Update Failed' with the server's message", async () => {
    stubFetch((_url, init) =>
      init.method === "PATCH" ? envelope(400, "English title must be at most 200 characters") : undefined,
    );
    const { dialog, user, onOpenChange } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Update Failed")).toBeInTheDocument();
    expect(screen.getByText("English title must be at most 200 characters")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("falls back to the standard update message when the body is not the envelope", async () => {
    stubFetch((_url, init) =>
      init.method === "PATCH" ? new Response("<html>oops</html>", { status: 502 }) : undefined,
    );
    const { dialog, user } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Failed to update concept. Please try again.")).toBeInTheDocument();
  });
});

describe("Ask AI to Improve", () => {
  it("is a collapsible: the request box appears when it is opened", async () => {
    stubFetch(() => undefined);
    const { dialog, user } = renderDialog();
    const trigger = within(dialog).getByRole("button", { name: "Ask AI to Improve" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(within(dialog).queryByRole("textbox", { name: "What should AI improve?" })).toBeNull();
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(within(dialog).getByRole("textbox", { name: "What should AI improve?" })).toBeInTheDocument();
  });

  it("refuses a blank request with 'Request Required'", async () => {
    const fetchMock = stubFetch(() => undefined);
    const { dialog, user } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Ask AI to Improve" }));
    await user.type(within(dialog).getByRole("textbox", { name: "What should AI improve?" }), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Improve with AI" }));
    expect(await screen.findByText("Request Required")).toBeInTheDocument();
    expect(screen.getByText("Please describe what you'd like AI to improve.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", "/api/ai/improve-copy")).toHaveLength(0);
  });

  it("fills in the fields the answer has, keeps the ones it leaves out, and shows the summary", async () => {
    const fetchMock = stubFetch((url) =>
      url === "/api/ai/improve-copy"
        ? Response.json({
            title_en: "Cosy candles — today only",
            body_es: "Luz cálida, hoy.",
            summary: "Made the copy more urgent.",
          })
        : undefined,
    );
    const { dialog, user } = renderDialog();
    await user.type(field(dialog, "English body"), " Edited");
    await user.click(within(dialog).getByRole("button", { name: "Ask AI to Improve" }));
    await user.type(within(dialog).getByRole("textbox", { name: "What should AI improve?" }), "  Make it more urgent ");
    await user.click(within(dialog).getByRole("button", { name: "Improve with AI" }));

    await waitFor(() => expect(field(dialog, "English title")).toHaveValue("Cosy candles — today only"));
    expect(field(dialog, "Spanish body")).toHaveValue("Luz cálida, hoy.");
    expect(field(dialog, "Spanish title")).toHaveValue("Velas acogedoras");
    expect(field(dialog, "English body")).toHaveValue("Warm light. Edited");
    expect(within(dialog).getByRole("status")).toHaveTextContent("Made the copy more urgent.");

    const [, init] = callsTo(fetchMock, "POST", "/api/ai/improve-copy")[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      conceptId: 7,
      currentCopy: {
        title_en: "Cosy candles",
        title_es: "Velas acogedoras",
        body_en: "Warm light. Edited",
        body_es: "Luz cálida.",
      },
      improvementRequest: "Make it more urgent",
    });
  });

  it("shows what changed, before and after, and Undo puts the four texts back as they were before the answer", async () => {
    stubFetch((url) =>
      url === "/api/ai/improve-copy"
        ? Response.json({
            title_en: "Don't wait: cosy candles",
            body_en: "Warm light. Edited. Shop today!",
            summary: "Made it more urgent.",
            changes: [
              { field: "title_en", before: "Cosy candles", after: "Don't wait: cosy candles" },
              { field: "body_en", before: "Warm light. Edited", after: "Warm light. Edited. Shop today!" },
            ],
            couldNot: ["“make it rhyme”: the phrase library cannot do that."],
          })
        : undefined,
    );
    const { dialog, user } = renderDialog();
    // A hand edit made before asking is part of what Undo restores.
    await user.type(field(dialog, "English body"), " Edited");
    await user.click(within(dialog).getByRole("button", { name: "Ask AI to Improve" }));
    await user.type(
      within(dialog).getByRole("textbox", { name: "What should AI improve?" }),
      "more urgent and make it rhyme",
    );
    await user.click(within(dialog).getByRole("button", { name: "Improve with AI" }));

    const changes = await within(dialog).findByRole("region", { name: "What changed" });
    const items = within(changes).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("English title");
    expect(within(items[0]!).getByRole("deletion")).toHaveTextContent("Before: Cosy candles");
    expect(within(items[0]!).getByRole("insertion")).toHaveTextContent("After: Don't wait: cosy candles");
    expect(within(items[1]!).getByRole("deletion")).toHaveTextContent("Warm light. Edited");
    const couldNot = within(dialog).getByRole("region", { name: "What it could not do" });
    expect(couldNot).toHaveTextContent("“make it rhyme”: the phrase library cannot do that.");
    expect(field(dialog, "English title")).toHaveValue("Don't wait: cosy candles");

    await user.click(within(changes).getByRole("button", { name: "Undo" }));
    expect(field(dialog, "English title")).toHaveValue("Cosy candles");
    expect(field(dialog, "English body")).toHaveValue("Warm light. Edited");
    expect(field(dialog, "Spanish title")).toHaveValue("Velas acogedoras");
    expect(field(dialog, "Spanish body")).toHaveValue("Luz cálida.");
    expect(within(dialog).queryByRole("region", { name: "What changed" })).toBeNull();
    expect(within(dialog).getByRole("status")).toHaveTextContent("The AI's changes were undone.");
  });

  it("says plainly what it could not do when nothing changed, with nothing to undo", async () => {
    stubFetch((url) =>
      url === "/api/ai/improve-copy"
        ? Response.json({
            summary: "Nothing was changed.",
            changes: [],
            couldNot: ["“make it sound like Shakespeare”: the phrase library can make the copy shorter or longer."],
          })
        : undefined,
    );
    const { dialog, user } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Ask AI to Improve" }));
    await user.type(
      within(dialog).getByRole("textbox", { name: "What should AI improve?" }),
      "make it sound like Shakespeare",
    );
    await user.click(within(dialog).getByRole("button", { name: "Improve with AI" }));
    expect(await within(dialog).findByRole("region", { name: "What it could not do" })).toHaveTextContent(
      "“make it sound like Shakespeare”: the phrase library can make the copy shorter or longer.",
    );
    expect(within(dialog).getByRole("status")).toHaveTextContent("Nothing was changed.");
    expect(within(dialog).queryByRole("button", { name: "Undo" })).toBeNull();
    expect(field(dialog, "English body")).toHaveValue("Warm light.");
  });

  it("toasts 'AI Enhancement Failed' with the server's message, or the standard one", async () => {
    let answer = () => envelope(503, "The copy engine is busy");
    stubFetch((url) => (url === "/api/ai/improve-copy" ? answer() : undefined));
    const { dialog, user } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Ask AI to Improve" }));
    await user.type(within(dialog).getByRole("textbox", { name: "What should AI improve?" }), "shorter");
    await user.click(within(dialog).getByRole("button", { name: "Improve with AI" }));
    expect(await screen.findByText("AI Enhancement Failed")).toBeInTheDocument();
    expect(screen.getByText("The copy engine is busy")).toBeInTheDocument();

    answer = () => new Response("", { status: 500, statusText: "Internal Server Error" });
    await user.click(within(dialog).getByRole("button", { name: "Improve with AI" }));
    expect(await screen.findByText("Failed to improve copy. Please try again.")).toBeInTheDocument();
    expect(field(dialog, "English title")).toHaveValue("Cosy candles");
  });

  it("offers no English/Spanish improvement for a concept in neither language, and says where to edit instead", () => {
    stubFetch(() => undefined);
    const ja = makeConcept({
      id: 9,
      platforms: ["facebook"],
      selectedLanguages: ["ja", "ar"],
      title_en: "手びねりの器",
      title_es: "手びねりの器",
      body_en: "毎日の食卓に。",
      body_es: "毎日の食卓に。",
      aiGeneratedCopy: {
        ja: { facebook: { title: "手びねりの器", body: "毎日の食卓に。" } },
        ar: { facebook: { title: "أوعية", body: "لمطبخك." } },
      },
    });
    renderWithProviders(<EditConceptDialog concept={ja} open onOpenChange={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Edit concept" });
    // One pair of fields, labelled with the language and post they stand for.
    expect(within(dialog).getByLabelText("Japanese title")).toHaveValue("手びねりの器");
    expect(within(dialog).queryByLabelText(/Spanish/)).toBeNull();
    expect(within(dialog).getByText("The Facebook headline, up to 40 characters")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Ask AI to Improve" })).toBeNull();
    expect(within(dialog).getByText(/Ask AI to Improve works on English and Spanish copy/)).toBeInTheDocument();
  });
});
