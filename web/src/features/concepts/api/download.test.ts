import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, stubFetch } from "../test-utils";
import { filenameFromDisposition, requestBatchDownload } from "./batch-download";
import { downloadConcept, downloadInFrame } from "@web/lib/download-concept";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const f of document.querySelectorAll("iframe")) f.remove();
});

describe("filenameFromDisposition", () => {
  it.each([
    [
      'attachment; filename="reachgen-batch-20261122-1530-2-concepts.pdf"',
      "reachgen-batch-20261122-1530-2-concepts.pdf",
    ],
    ["attachment; filename=batch.zip", "batch.zip"],
    ["attachment; filename=\"a.zip\"; filename*=UTF-8''caf%C3%A9%20ads.zip", "café ads.zip"],
    ['attachment; filename="../../etc/x.zip"', "x.zip"],
  ])("%s → %s", (header, name) => expect(filenameFromDisposition(header, 5)).toBe(name));

  it("falls back to batch-download-{timestamp}.zip", () => {
    expect(filenameFromDisposition(null, 1234)).toBe("batch-download-1234.zip");
    expect(filenameFromDisposition("attachment", 1234)).toBe("batch-download-1234.zip");
    expect(filenameFromDisposition('attachment; filename=""', 1234)).toBe("batch-download-1234.zip");
  });

  it("reads the header of the batch response", async () => {
    stubFetch(() => new Response("PK", { headers: { "Content-Disposition": 'attachment; filename="pack.zip"' } }));
    const { filename, blob } = await requestBatchDownload([1], {
      format: "zip",
      includeVariants: false,
      platforms: [],
      imageFormat: "original",
      includeMetadata: true,
    });
    expect(filename).toBe("pack.zip");
    expect(await blob.text()).toBe("PK");
  });
});

describe("single downloads through a hidden frame", () => {
  it("removes the frame after 2 seconds", () => {
    vi.useFakeTimers();
    const frame = downloadInFrame("/api/concepts/5/download");
    expect(document.body.contains(frame)).toBe(true);
    expect(frame.style.display).toBe("none");
    expect(frame.getAttribute("src")).toBe("/api/concepts/5/download");
    vi.advanceTimersByTime(1999);
    expect(document.body.contains(frame)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.body.contains(frame)).toBe(false);
  });

  it("an example downloads from its path; an owner's concept asks for a signed link first", async () => {
    const fetchMock = stubFetch((url) =>
      url === "/api/concepts/9/download-link"
        ? Response.json({ url: "/api/concepts/9/download?u=1&exp=2&sig=ab", expiresAt: new Date().toISOString() })
        : undefined,
    );
    await downloadConcept({ id: 4, isExample: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector("iframe")?.getAttribute("src")).toBe("/api/concepts/4/download");

    await downloadConcept({ id: 9, isExample: false });
    expect(callsTo(fetchMock, "POST", "/api/concepts/9/download-link")).toHaveLength(1);
    expect([...document.querySelectorAll("iframe")].map((f) => f.getAttribute("src"))).toContain(
      "/api/concepts/9/download?u=1&exp=2&sig=ab",
    );
  });

  it("fails when the link cannot be made", async () => {
    stubFetch(() => undefined);
    await expect(downloadConcept({ id: 9, isExample: false })).rejects.toThrow(/^404: /);
    expect(document.querySelector("iframe")).toBeNull();
  });
});
