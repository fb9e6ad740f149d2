import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { CopyFieldSet, CopyVersion } from "@common/concept-copy";
import type { PlatformCopy } from "@common/copy";
import type { CopyEditorApi } from "@web/lib/concept-copy";
import { AdCopyView, type AdCopyItem } from "./ad-copy-view";

const items: AdCopyItem[] = [
  {
    platform: "facebook",
    language: "ja",
    title: "手びねりの器",
    body: "毎日の食卓に、手びねりの器を。今すぐ注文。",
    hashtags: ["#器"],
    cta: "今すぐ注文",
  },
  {
    platform: "instagram",
    language: "ar",
    title: "أوعية مصنوعة يدويًا",
    body: "أوعية من الحجر لمطبخك. اطلبها الآن.",
    hashtags: ["#فخار"],
  },
];

/**
 * A concept's editor kept in memory the way the server keeps it (each write a version, a restore a new version), so
 * the view's behaviour is checked end to end in the browser test layer without a server.
 */
function memoryEditor() {
  const sets = new Map<string, { copy: PlatformCopy; versions: CopyVersion[] }>();
  for (const i of items)
    sets.set(`${i.platform}/${i.language}`, {
      copy: { title: i.title, body: i.body, hashtags: i.hashtags, ...(i.cta ? { cta: i.cta } : {}) },
      versions: [],
    });
  let nextId = 1;
  const answer = (platform: string, language: string): CopyFieldSet => {
    const s = sets.get(`${platform}/${language}`)!;
    return { platform, language, copy: s.copy, versions: [...s.versions].reverse() } as CopyFieldSet;
  };
  const write = (platform: string, language: string, copy: PlatformCopy, source: CopyVersion["source"]) => {
    const s = sets.get(`${platform}/${language}`)!;
    if (!s.versions.length)
      s.versions.push({ id: nextId++, source: "generated", copy: s.copy, createdAt: new Date(0).toISOString() });
    s.copy = copy;
    s.versions.push({ id: nextId++, source, copy, createdAt: new Date().toISOString() });
  };
  const api: CopyEditorApi = {
    versions: vi.fn(async (p, l) => answer(p, l)),
    save: vi.fn(async (p, l, edit) => {
      write(p, l, { ...sets.get(`${p}/${l}`)!.copy, ...edit }, "edit");
      return answer(p, l);
    }),
    restore: vi.fn(async (p, l, id) => {
      const s = sets.get(`${p}/${l}`)!;
      write(p, l, s.versions.find((v) => v.id === id)!.copy, "restore");
      return answer(p, l);
    }),
    regenerate: vi.fn(async () => ({ changed: [] })),
    draftCreative: vi.fn(async () => new Blob([], { type: "image/jpeg" })),
  };
  return { api, sets };
}

const view = (editor: CopyEditorApi) =>
  render(
    <AdCopyView
      items={items}
      provider="template"
      brand="Kiln & Co"
      editor={editor}
      image={(_platform, sizeKey, className) => <img src={`/${sizeKey}.jpg`} alt="" className={className} />}
    />,
  );

describe("the concept editor on the post preview", () => {
  it("edits a Japanese headline in place: the preview follows as you type, the limit holds, save and undo", async () => {
    const user = userEvent.setup();
    const { api, sets } = memoryEditor();
    view(api);
    const post = screen.getByRole("article", { name: "Facebook · Japanese" });
    await user.click(within(post).getByRole("button", { name: "Edit Facebook copy in Japanese" }));
    const form = within(post).getByRole("form", { name: "Edit Facebook copy in Japanese" });
    const title = within(form).getByLabelText("Headline");
    await user.clear(title);
    await user.type(title, "土の器を食卓へ");
    // The preview draws the draft as it is typed.
    expect(within(within(post).getByRole("figure")).getByText("土の器を食卓へ")).toBeInTheDocument();
    expect(within(form).getByText("Headline: 7 of 40 characters")).toBeInTheDocument();

    // Over the limit: Save is refused with the reason.
    await user.type(title, "あ".repeat(40));
    expect(within(form).getByRole("alert")).toHaveTextContent("is 47 characters; the limit is 40");
    expect(within(form).getByRole("button", { name: "Save" })).toBeDisabled();
    await user.clear(title);
    await user.type(title, "土の器を食卓へ");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.save).toHaveBeenCalledWith("facebook", "ja", expect.objectContaining({ title: "土の器を食卓へ" })),
    );
    expect(await within(post).findByText(/Saved\./)).toBeInTheDocument();
    expect(within(post).getAllByText("土の器を食卓へ").length).toBeGreaterThan(0);

    // Undo restores the exact previous text.
    await user.click(within(post).getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(sets.get("facebook/ja")!.copy.title).toBe("手びねりの器"));
    expect(await within(post).findByText(/Undone/)).toBeInTheDocument();
    expect(within(post).getAllByText("手びねりの器").length).toBeGreaterThan(0);
  });

  it("edits an Arabic text right to left and lists its versions to restore", async () => {
    const user = userEvent.setup();
    const { api, sets } = memoryEditor();
    view(api);
    await user.click(screen.getByRole("tab", { name: "العربية" }));
    const post = screen.getByRole("article", { name: "Instagram · Arabic" });
    await user.click(within(post).getByRole("button", { name: "Edit Instagram copy in Arabic" }));
    const body = within(post).getByLabelText("Caption");
    expect(body).toHaveAttribute("dir", "rtl");
    await user.clear(body);
    await user.type(body, "أوعية للطاولة. اطلبها اليوم.");
    await user.click(within(post).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sets.get("instagram/ar")!.copy.body).toBe("أوعية للطاولة. اطلبها اليوم."));

    await user.click(within(post).getByText("VERSIONS"));
    // Each version says what it changed against the one before it.
    expect(await within(post).findByText(/Edited · .* · current · changed: caption/)).toBeInTheDocument();
    const restore = await within(post).findByRole("button", { name: /Restore the version/ });
    await user.click(restore);
    await waitFor(() => expect(sets.get("instagram/ar")!.copy.body).toBe("أوعية من الحجر لمطبخك. اطلبها الآن."));
  });
});
