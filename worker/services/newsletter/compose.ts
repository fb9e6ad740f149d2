import type { GeneratedNewsletter, NewsletterPreview } from "@common/newsletter";
import { paths } from "@common/paths";
import { escapeHtml } from "../../lib/html";
import { htmlToPlainText, preheaderHtml, sanitizeCampaignHtml, sanitisingRemoves } from "../../lib/mail-html";
import type { AppContext } from "../context";

export const unsubscribePage = (origin: string, token: string) =>
  `${origin}${paths.newsletterUnsubscribe}?token=${token}`;
/** The RFC 8058 one-click address: mail clients POST `List-Unsubscribe=One-Click` to it. */
const oneClickUnsubscribe = (origin: string, token: string) => `${origin}/api/newsletter/unsubscribe?token=${token}`;

/** A campaign as one subscriber receives it: the campaign's HTML, a plain-text part, a visible unsubscribe link. */
export function campaignMail(campaign: { subject: string; content: string }, origin: string, unsubscribeToken: string) {
  const link = unsubscribePage(origin, unsubscribeToken);
  const footer = "You receive this because you subscribed to the ReachGen newsletter.";
  const text = `${htmlToPlainText(campaign.content)}\n\n--\n${footer}\nUnsubscribe: ${link}\n`;
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111;max-width:640px">`,
    campaign.content,
    `<hr style="border:0;border-top:1px solid #ddd;margin:32px 0 16px">`,
    `<p style="font-size:12px;color:#555">${escapeHtml(footer)} <a href="${escapeHtml(link)}">Unsubscribe</a></p>`,
    "</body></html>",
  ].join("\n");
  return {
    subject: campaign.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${oneClickUnsubscribe(origin, unsubscribeToken)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The admin's "GENERATE WITH AI": the configured copy engine writes it, the server sanitises it. */
export async function generateNewsletter(
  ctx: Pick<AppContext, "copy">,
  prompt: string,
  origin: string,
): Promise<GeneratedNewsletter> {
  const draft = await ctx.copy.newsletter(prompt, { siteUrl: origin });
  return {
    success: true,
    subject: oneLine(draft.subject),
    ...(draft.preheader?.trim() ? { preheader: oneLine(draft.preheader) } : {}),
    content: sanitizeCampaignHtml(draft.html),
    provider: draft.provider,
    ...(draft.notice ? { notice: draft.notice } : {}),
  };
}

/** COMPOSE's PREVIEW: the HTML exactly as DEPLOY NEWSLETTER would store and send it. */
export function previewNewsletter(content: string, preheader?: string): NewsletterPreview {
  return { content: withPreheader(sanitizeCampaignHtml(content), preheader), changed: sanitisingRemoves(content) };
}

/** The campaign's HTML with its preheader, hidden, in front: stored so, and so every subscriber receives it. */
export const withPreheader = (content: string, preheader: string | undefined) =>
  content ? `${preheaderHtml(preheader)}${content}` : content;

/** A subject is one header line: no line breaks (header injection), no runs of spaces. */
export const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();
