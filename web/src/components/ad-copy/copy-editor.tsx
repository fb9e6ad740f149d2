import { useId, useState } from "react";
import { History, Pencil, RefreshCw, Undo2 } from "lucide-react";
import {
  type CopyEdit,
  type CopyFieldSet,
  type CopyVersion,
  editProblems,
  REGENERATE_COST_NOTE,
  type RegenerateCopyRequest,
} from "@common/concept-copy";
import { graphemeCount, limitsFor, type PlatformCopy } from "@common/copy";
import { isRtl, languageByCode } from "@common/languages";
import { platformById, type PlatformId } from "@common/platforms";
import { Button } from "@web/components/ui/button";
import { Input, Textarea } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-error";
import { cn } from "@web/lib/cn";
import type { CopyEditorApi } from "@web/lib/concept-copy";
import { type PreviewCopy, previewCopyOf } from "./post-preview";

/** The editable fields of one post as the form holds them (hashtags as one line of text). */
export interface CopyDraft {
  title: string;
  body: string;
  hashtags: string;
  cta: string;
}

export const draftOf = (item: PreviewCopy): CopyDraft => ({
  title: item.title,
  body: item.body,
  hashtags: item.hashtags.join(" "),
  cta: item.cta ?? "",
});

const hashtagsOf = (text: string) =>
  text
    .split(/\s+/u)
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => (t.startsWith("#") ? t : `#${t}`));

/** The post as the preview draws it while the draft is typed. */
export function draftItem(item: PreviewCopy, draft: CopyDraft): PreviewCopy {
  return {
    ...item,
    title: draft.title,
    body: draft.body,
    hashtags: hashtagsOf(draft.hashtags),
    ...(draft.cta.trim() ? { cta: draft.cta.trim() } : { cta: undefined }),
  };
}

/** A stored field set as the view's item. */
export const itemOf = previewCopyOf;

function Counter({ label, count, limit }: { label: string; count: number; limit: number }) {
  const over = count > limit;
  return (
    <span
      className={cn(
        "font-mono text-[11px] tabular-nums",
        over ? "font-bold text-destructive" : "text-muted-foreground",
      )}
    >
      <span className="sr-only">{`${label}: ${count} of ${limit} characters`}</span>
      <span aria-hidden>
        {count}/{limit}
      </span>
    </span>
  );
}

/**
 * One post's fields in place, each with its count against the platform's limit as the platform counts it
 * (graphemes); the preview beside it draws the draft as it is typed. Save is refused, with the reason, while a field
 * breaks a limit.
 */
export function CopyEditForm({
  item,
  draft,
  onDraft,
  onSaved,
  onCancel,
  editor,
}: {
  item: PreviewCopy;
  draft: CopyDraft;
  onDraft: (draft: CopyDraft) => void;
  onSaved: (answer: CopyFieldSet) => void;
  onCancel: () => void;
  editor: CopyEditorApi;
}) {
  const id = useId();
  const facts = platformById(item.platform);
  const limits = limitsFor(item.platform, item.language);
  const dir = isRtl(item.language) ? "rtl" : "ltr";
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const next = draftItem(item, draft);
  const problems = editProblems(item.platform, item.language, {
    title: next.title,
    body: next.body,
    hashtags: next.hashtags,
  });
  const set = (key: keyof CopyDraft) => (e: { target: { value: string } }) =>
    onDraft({ ...draft, [key]: e.target.value });

  const save = async () => {
    if (problems.length) return;
    const edit: CopyEdit = { title: draft.title.trim(), body: draft.body.trim() };
    if (limits.hashtags > 0 || item.hashtags.length) edit.hashtags = next.hashtags;
    if (draft.cta.trim() || item.cta) edit.cta = draft.cta.trim();
    setSaving(true);
    setError(null);
    try {
      onSaved(await editor.save(item.platform, item.language, edit));
    } catch (err) {
      setError(errorMessage(err, "The copy could not be saved. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  const field = (key: keyof CopyDraft, label: string, limit: number | null, multiline = false, hint?: string) => {
    const value = draft[key];
    const common = {
      id: `${id}-${key}`,
      value,
      lang: item.language,
      dir,
      onChange: set(key),
      "aria-describedby": hint ? `${id}-${key}-hint` : undefined,
    };
    return (
      <div className="grid gap-1">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-${key}`} className="font-mono text-[11px] text-muted-foreground">
            {label}
          </Label>
          {limit !== null ? <Counter label={label} count={graphemeCount(value)} limit={limit} /> : null}
        </div>
        {multiline ? <Textarea rows={4} {...common} /> : <Input {...common} />}
        {hint ? (
          <p id={`${id}-${key}-hint`} className="text-[11px] text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      noValidate
      aria-label={`Edit ${facts.name} copy in ${languageByCode(item.language)?.name ?? item.language}`}
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {field("title", facts.fieldNames.title, limits.title)}
      {field("body", facts.fieldNames.body, limits.body, !facts.limits.bodyIsName)}
      {limits.hashtags > 0
        ? field("hashtags", "Hashtags", null, false, `Up to ${limits.hashtags}, separated by spaces`)
        : null}
      {field("cta", "Call to action", null)}
      {problems.length ? (
        <ul role="alert" className="grid list-disc gap-1 border border-destructive p-3 pl-7 text-sm text-destructive">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={saving || problems.length > 0}>
          {saving ? <Spinner /> : null}
          {saving ? "Saving…" : "Save"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <p className="text-[11px] text-muted-foreground">
          The creative beside it shows the typed headline a moment after you stop typing.
        </p>
      </div>
    </form>
  );
}

const sourceNames: Record<CopyVersion["source"], string> = {
  generated: "Generated",
  edit: "Edited",
  improve: "Improved",
  regenerate: "Regenerated",
  restore: "Restored",
};

/** Which fields a version changed against the one before it ("headline, text"), by the platform's own names. */
export function changedFields(item: PreviewCopy, version: CopyVersion, before: CopyVersion | undefined): string {
  if (!before) return "";
  const facts = platformById(item.platform);
  const changed = [
    version.copy.title !== before.copy.title ? facts.fieldNames.title.toLowerCase() : null,
    version.copy.body !== before.copy.body ? facts.fieldNames.body.toLowerCase() : null,
    (version.copy.hashtags ?? []).join(" ") !== (before.copy.hashtags ?? []).join(" ") ? "hashtags" : null,
    (version.copy.cta ?? "") !== (before.copy.cta ?? "") ? "call to action" : null,
  ].filter(Boolean);
  return changed.length ? `changed: ${changed.join(", ")}` : "no change";
}

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });

/** The versions of one post, newest first, each restorable (the newest is what the post says now). */
export function VersionsPanel({
  item,
  editor,
  onRestored,
}: {
  item: PreviewCopy;
  editor: CopyEditorApi;
  onRestored: (answer: CopyFieldSet) => void;
}) {
  const [versions, setVersions] = useState<CopyVersion[] | null>(null);
  const [busy, setBusy] = useState<number | "load" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dir = isRtl(item.language) ? "rtl" : "ltr";
  const load = async () => {
    setBusy("load");
    setError(null);
    try {
      setVersions((await editor.versions(item.platform, item.language)).versions);
    } catch (err) {
      setError(errorMessage(err, "The versions could not be loaded."));
    } finally {
      setBusy(null);
    }
  };
  const restore = async (versionId: number) => {
    setBusy(versionId);
    setError(null);
    try {
      const answer = await editor.restore(item.platform, item.language, versionId);
      setVersions(answer.versions);
      onRestored(answer);
    } catch (err) {
      setError(errorMessage(err, "That version could not be restored."));
    } finally {
      setBusy(null);
    }
  };
  return (
    <details
      className="border border-border p-3"
      onToggle={(e) => {
        if ((e.currentTarget as HTMLDetailsElement).open) void load();
      }}
    >
      <summary className="flex cursor-pointer items-center gap-2 font-mono text-xs font-bold tracking-widest">
        <History aria-hidden className="h-3.5 w-3.5" />
        VERSIONS
      </summary>
      <div className="mt-3 grid gap-2">
        {busy === "load" && !versions ? <Spinner /> : null}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {versions?.length === 1 ? (
          <p className="text-sm text-muted-foreground">Only the generated text so far; each save adds a version.</p>
        ) : null}
        <ol className="grid gap-2">
          {versions?.map((v, i) => (
            <li key={v.id || `generated-${i}`} className="grid gap-1 border border-border p-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-mono text-[11px] text-muted-foreground">
                  {sourceNames[v.source]} · {timeOf(v.createdAt)}
                  {i === 0 ? " · current" : ""}
                  {changedFields(item, v, versions[i + 1]) ? ` · ${changedFields(item, v, versions[i + 1])}` : ""}
                </span>
                {i > 0 && v.id ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={busy !== null}
                    onClick={() => void restore(v.id)}
                    aria-label={`Restore the version of ${timeOf(v.createdAt)}`}
                  >
                    {busy === v.id ? <Spinner /> : <Undo2 aria-hidden className="h-4 w-4" />}
                    Restore
                  </Button>
                ) : null}
              </div>
              <p lang={item.language} dir={dir} className="font-bold break-words">
                {v.copy.title}
              </p>
              <p lang={item.language} dir={dir} className="line-clamp-3 break-words whitespace-pre-line">
                {v.copy.body}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </details>
  );
}

type RegenerateChoice = "post" | "title" | "body" | "hashtags" | "platform" | "language";

/** Regenerate a part (this post, one of its fields, the platform in every language, or the language on every platform). */
export function RegeneratePanel({
  item,
  editor,
  onRegenerated,
}: {
  item: PreviewCopy;
  editor: CopyEditorApi;
  onRegenerated: (changed: { platform: PlatformId; language: string; copy: PlatformCopy }[]) => void;
}) {
  const id = useId();
  const facts = platformById(item.platform);
  const language = languageByCode(item.language);
  const [choice, setChoice] = useState<RegenerateChoice>("post");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const options: { value: RegenerateChoice; label: string }[] = [
    { value: "post", label: `This post (${facts.name}, ${language?.name ?? item.language})` },
    { value: "title", label: `Only its ${facts.fieldNames.title.toLowerCase()}` },
    { value: "body", label: `Only its ${facts.fieldNames.body.toLowerCase()}` },
    ...(limitsFor(item.platform, item.language).hashtags > 0
      ? [{ value: "hashtags" as const, label: "Only its hashtags" }]
      : []),
    { value: "platform", label: `${facts.name} in every language` },
    { value: "language", label: `Every platform in ${language?.name ?? item.language}` },
  ];
  const requestOf = (c: RegenerateChoice): RegenerateCopyRequest =>
    c === "platform"
      ? { platform: item.platform }
      : c === "language"
        ? { language: item.language as RegenerateCopyRequest["language"] & string }
        : {
            platform: item.platform,
            language: item.language as RegenerateCopyRequest["language"] & string,
            ...(c === "post" ? {} : { field: c }),
          };
  const run = async () => {
    setBusy(true);
    setStatus(null);
    try {
      const { changed } = await editor.regenerate(requestOf(choice));
      onRegenerated(changed);
      setStatus({
        text: `Regenerated ${changed.length === 1 ? "1 post" : `${changed.length} posts`}. The earlier text is kept under Versions.`,
      });
    } catch (err) {
      setStatus({ text: errorMessage(err, "The copy could not be regenerated. Please try again."), error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-2 border border-dashed border-border p-3">
      <Label htmlFor={`${id}-what`} className="font-mono text-xs font-bold tracking-widest">
        REGENERATE
      </Label>
      <div className="flex flex-wrap items-center gap-2">
        <select
          id={`${id}-what`}
          value={choice}
          onChange={(e) => setChoice(e.target.value as RegenerateChoice)}
          aria-describedby={`${id}-cost`}
          className="min-h-9 max-w-full border border-border bg-background px-2 text-sm"
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <Button type="button" size="sm" variant="outline" onClick={() => void run()} disabled={busy}>
          {busy ? <Spinner /> : <RefreshCw aria-hidden className="h-4 w-4" />}
          {busy ? "Regenerating…" : "Regenerate"}
        </Button>
      </div>
      <p id={`${id}-cost`} className="text-[11px] text-muted-foreground">
        {REGENERATE_COST_NOTE}
      </p>
      {status ? (
        <p role={status.error ? "alert" : "status"} className={cn("text-sm", status.error ? "text-destructive" : null)}>
          {status.text}
        </p>
      ) : null}
    </div>
  );
}

/** The Edit button of a post. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={onClick} aria-label={label}>
      <Pencil aria-hidden className="h-4 w-4" />
      Edit
    </Button>
  );
}
