import { type Dispatch, type SetStateAction, useId, useState } from "react";
import { Eye, Pencil, Send, Sparkles } from "lucide-react";
import { copyProviderNames } from "@common/copy";
import {
  type GeneratedNewsletter,
  GenerateNewsletterInput,
  NEWSLETTER_CONTENT_MAX,
  NEWSLETTER_PREHEADER_MAX,
  NEWSLETTER_PROMPT_MAX,
  NEWSLETTER_SUBJECT_MAX,
  SendNewsletterInput,
} from "@common/newsletter";
import { Button } from "@web/components/ui/button";
import { ConfirmFooter } from "@web/components/ui/confirm-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Field } from "@web/components/ui/field";
import { Textarea } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api-error";
import { cn } from "@web/lib/cn";
import { useGenerateNewsletter } from "../api/generate-newsletter";
import { useNewsletterPreview } from "../api/preview-newsletter";
import { useSendNewsletter } from "../api/send-newsletter";
import { formatCount, previewDocument } from "../format";
import { Panel } from "./terminal-ui";

export interface NewsletterDraft {
  prompt: string;
  subject: string;
  /** The inbox's line after the subject; optional. */
  preheader: string;
  content: string;
}
export const emptyDraft: NewsletterDraft = { prompt: "", subject: "", preheader: "", content: "" };

/** What DEPLOY NEWSLETTER sends: the preheader only when there is one. */
const sendable = (d: NewsletterDraft) => ({
  subject: d.subject,
  content: d.content,
  ...(d.preheader.trim() ? { preheader: d.preheader } : {}),
});

const withNotice = (text: string, notice: string | undefined) => (notice ? `${text} ${notice}` : text);

/**
 * The toast after GENERATE WITH AI names the engine that wrote the draft: the SPEC's "AI-powered newsletter content is
 * ready for review." only when an AI model wrote it; the phrase library's draft says it is the phrase library's.
 */
export function generatedMessage(result: Pick<GeneratedNewsletter, "provider" | "notice">): string {
  const written =
    result.provider === "template"
      ? `Draft written by the ${copyProviderNames.template}. Review it before sending.`
      : "AI-powered newsletter content is ready for review.";
  return withNotice(written, result.notice);
}

/** A fallback and, when the server said why, its reason after it. */
const withReason = (fallback: string, error: unknown) => {
  const reason = errorMessage(error, "");
  return reason && reason !== fallback ? `${fallback} ${reason}` : fallback;
};

/**
 * The draft as the subscribers will see it: the server's sanitised HTML (what DEPLOY NEWSLETTER would send), in a frame
 * with no permissions at all (`sandbox=""`: no scripts, an opaque origin, no forms or popups) whose document also
 * carries a CSP that loads nothing but images.
 */
function NewsletterPreview({ html, subject, preheader }: { html: string; subject: string; preheader: string }) {
  const preview = useNewsletterPreview(html, preheader);
  if (!html.trim()) {
    return (
      <p className="grid h-80 place-items-center border border-dashed border-border text-sm text-muted-foreground">
        Nothing to preview yet
      </p>
    );
  }
  if (preview.isError && !preview.data) {
    return (
      <p role="alert" className="grid h-80 place-items-center border border-destructive/60 p-4 text-sm">
        {errorMessage(preview.error, "The preview could not be made. Check your connection and try again.")}
      </p>
    );
  }
  if (!preview.data) {
    return (
      <p role="status" className="grid h-80 place-items-center border border-border text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-2">
          <Spinner /> Preparing the preview…
        </span>
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      {preview.data.changed ? (
        <p role="note" className="border border-warning bg-warning-soft p-3 text-sm">
          Parts that a newsletter cannot carry (scripts, event handlers, forms, frames or unsupported styles) were
          removed. This is what subscribers will receive.
        </p>
      ) : null}
      <fieldset aria-label="In the inbox" className="border border-border bg-surface-2 p-3 text-sm">
        <strong>{subject.trim() || "(no subject)"}</strong>
        {preheader.trim() ? <span className="text-muted-foreground"> — {preheader.trim()}</span> : null}
      </fieldset>
      <iframe
        title="Newsletter preview"
        sandbox=""
        srcDoc={previewDocument(preview.data.content)}
        referrerPolicy="no-referrer"
        className="h-[32rem] w-full border border-border bg-white"
      />
    </div>
  );
}

function ModeToggle({ preview, onChange }: { preview: boolean; onChange: (preview: boolean) => void }) {
  const item = (on: boolean) =>
    cn(
      "inline-flex h-8 items-center gap-1.5 border px-3 font-mono text-xs font-bold tracking-wide",
      on ? "border-accent bg-accent text-accent-foreground" : "border-border-strong text-foreground hover:bg-surface-2",
    );
  return (
    <fieldset className="flex">
      <legend className="sr-only">Content view</legend>
      <button type="button" aria-pressed={!preview} onClick={() => onChange(false)} className={item(!preview)}>
        <Pencil aria-hidden className="h-3 w-3" />
        EDIT
      </button>
      <button
        type="button"
        aria-pressed={preview}
        onClick={() => onChange(true)}
        className={cn(item(preview), "-ml-px")}
      >
        <Eye aria-hidden className="h-3 w-3" />
        PREVIEW
      </button>
    </fieldset>
  );
}

/**
 * SPEC §2 COMPOSE: an AI prompt that drafts subject and HTML content, the composer with an EDIT/PREVIEW toggle, and
 * DEPLOY NEWSLETTER, which asks first how many active subscribers it is about to reach. The draft lives with the
 * caller, so it survives switching tabs.
 */
export function ComposeTab({
  draft,
  setDraft,
  activeSubscribers,
}: {
  draft: NewsletterDraft;
  setDraft: Dispatch<SetStateAction<NewsletterDraft>>;
  activeSubscribers: number;
}) {
  const promptId = useId();
  const contentId = useId();
  const [preview, setPreview] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [drafted, setDrafted] = useState<Pick<GeneratedNewsletter, "provider" | "notice"> | null>(null);
  const generate = useGenerateNewsletter();
  const send = useSendNewsletter();
  const set = (patch: Partial<NewsletterDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const onGenerate = () => {
    const parsed = GenerateNewsletterInput.safeParse({ prompt: draft.prompt });
    if (!parsed.success) {
      const empty = !draft.prompt.trim();
      toast({
        title: empty ? "INPUT REQUIRED" : "INVALID INPUT",
        description: empty
          ? "Please enter a prompt for the newsletter content."
          : (parsed.error.issues[0]?.message ?? "Invalid prompt."),
        variant: "destructive",
      });
      return;
    }
    generate.mutate(parsed.data, {
      onSuccess: (result) => {
        set({ subject: result.subject, preheader: result.preheader ?? "", content: result.content });
        setDrafted({ provider: result.provider, notice: result.notice });
        toast({ title: "EMAIL GENERATED", description: generatedMessage(result) });
      },
      onError: (error) =>
        toast({
          title: "GENERATION FAILED",
          description: withReason("Failed to generate newsletter content.", error),
          variant: "destructive",
        }),
    });
  };

  const onDeploy = () => {
    if (!draft.subject.trim() || !draft.content.trim()) {
      toast({
        title: "CONTENT REQUIRED",
        description: "Please provide both subject and content for the newsletter.",
        variant: "destructive",
      });
      return;
    }
    const parsed = SendNewsletterInput.safeParse(sendable(draft));
    if (!parsed.success) {
      toast({
        title: "INVALID NEWSLETTER",
        description: parsed.error.issues[0]?.message ?? "Invalid newsletter.",
        variant: "destructive",
      });
      return;
    }
    setConfirming(true);
  };

  const onConfirmDeploy = () => {
    const parsed = SendNewsletterInput.safeParse(sendable(draft));
    if (!parsed.success) return;
    send.mutate(parsed.data, {
      onSuccess: (result) => {
        toast({
          title: "NEWSLETTER DEPLOYED",
          description: `Successfully sent to ${formatCount(result.sentCount)} ${result.sentCount === 1 ? "subscriber" : "subscribers"}.`,
        });
        setDraft(emptyDraft);
        setPreview(false);
      },
      onError: (error) =>
        toast({
          title: "DEPLOYMENT FAILED",
          description: withReason("Failed to send newsletter.", error),
          variant: "destructive",
        }),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <Panel title="AI ASSISTANT">
        <div className="grid gap-1.5">
          <Label htmlFor={promptId}>PROMPT</Label>
          <Textarea
            id={promptId}
            value={draft.prompt}
            maxLength={NEWSLETTER_PROMPT_MAX}
            placeholder="e.g. Announce Quora support and three tips for better product photos, friendly tone"
            onChange={(e) => set({ prompt: e.target.value })}
          />
        </div>
        <Button className="mt-4" onClick={onGenerate} disabled={generate.isPending}>
          {generate.isPending ? <Spinner /> : <Sparkles aria-hidden className="h-4 w-4" />}
          {generate.isPending ? "GENERATING…" : "GENERATE WITH AI"}
        </Button>
        {drafted ? (
          <p className="mt-3 text-sm text-muted-foreground">
            Last draft written by the {copyProviderNames[drafted.provider]}.{drafted.notice ? ` ${drafted.notice}` : ""}
          </p>
        ) : null}
      </Panel>

      <Panel title="COMPOSER" actions={<ModeToggle preview={preview} onChange={setPreview} />}>
        <div className="grid gap-4">
          <Field
            label="SUBJECT"
            value={draft.subject}
            maxLength={NEWSLETTER_SUBJECT_MAX}
            onChange={(e) => set({ subject: e.target.value })}
          />
          <Field
            label="PREHEADER"
            value={draft.preheader}
            maxLength={NEWSLETTER_PREHEADER_MAX}
            hint="The line an inbox shows after the subject. Hidden in the opened mail."
            onChange={(e) => set({ preheader: e.target.value })}
          />
          {preview ? (
            <div className="grid gap-1.5">
              <p className="font-mono text-xs font-bold tracking-widest">PREVIEW</p>
              <NewsletterPreview html={draft.content} subject={draft.subject} preheader={draft.preheader} />
            </div>
          ) : (
            <div className="grid gap-1.5">
              <Label htmlFor={contentId}>HTML CONTENT</Label>
              <Textarea
                id={contentId}
                value={draft.content}
                maxLength={NEWSLETTER_CONTENT_MAX}
                spellCheck={false}
                className="min-h-80 font-mono text-sm"
                placeholder="<h1>Hello</h1><p>…</p>"
                onChange={(e) => set({ content: e.target.value })}
              />
            </div>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">
              Goes to {formatCount(activeSubscribers)} active {activeSubscribers === 1 ? "subscriber" : "subscribers"}.
            </p>
            <Button onClick={onDeploy} disabled={send.isPending}>
              {send.isPending ? <Spinner /> : <Send aria-hidden className="h-4 w-4" />}
              DEPLOY NEWSLETTER
            </Button>
          </div>
        </div>
      </Panel>

      <Dialog open={confirming} onOpenChange={(open) => (send.isPending || open ? undefined : setConfirming(false))}>
        {confirming ? (
          <DialogContent size="sm" busy={send.isPending}>
            <DialogHeader>
              <DialogTitle>
                Send to {formatCount(activeSubscribers)} active {activeSubscribers === 1 ? "subscriber" : "subscribers"}
                ?
              </DialogTitle>
              <DialogDescription className="break-words">“{draft.subject.trim()}”</DialogDescription>
            </DialogHeader>
            <p className="mt-4 text-sm">
              {activeSubscribers === 0
                ? "No subscriber is active yet, so nobody would receive it."
                : "Each one gets this mail now. A sent newsletter cannot be recalled."}
            </p>
            <ConfirmFooter
              busy={send.isPending}
              onConfirm={onConfirmDeploy}
              icon={<Send aria-hidden className="h-4 w-4" />}
              label="Send now"
              busyLabel="Deploying…"
              variant="accent"
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
