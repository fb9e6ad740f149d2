import { z } from "./zod";
import { CopyProvider } from "./copy";

/** What the newsletter's pages and toasts say (SPEC §5, §8; decision 012 for the ones SPEC leaves open). */
export const newsletterMessages = {
  invalidEmail: "Please enter a valid email address.",
  emptyName: "Names cannot be empty when given.",
  longName: "Names can be at most 100 characters.",
  /** The one answer to every valid signup, whatever the address's state: it never tells who is subscribed. */
  checkInbox: "Check your inbox: the link we sent you confirms your subscription.",
  confirmed: "Your subscription is confirmed. Welcome to the ReachGen newsletter!",
  alreadyConfirmed: "Your subscription is already confirmed.",
  confirmInvalid: "This confirmation link is not valid any more. Subscribe again to get a new one.",
  confirmExpired: "This confirmation link has expired. Subscribe again to get a new one.",
  unsubscribed: "You are unsubscribed: ReachGen will send no more newsletters to this address.",
  unsubscribeInvalid: "This unsubscribe link is not valid. Use the link in the latest newsletter you received.",
  linkDamaged: "The link is incomplete or damaged.",
  tooMany: "Too many newsletter signups.",
  noRecipients: "There are no confirmed subscribers to send to yet.",
  notQueued: "The newsletter could not be queued for sending. Nothing was sent; please try again.",
  alreadySending: "This newsletter is already being sent; it goes out once.",
} as const;

const name = /* @__PURE__ */ z
  .string()
  .trim()
  .min(1, newsletterMessages.emptyName)
  .max(100, newsletterMessages.longName)
  .optional();

/** POST /api/newsletter/subscribe (SPEC §5, §7): a valid email; names optional but not empty when given. */
export const NewsletterSubscribeInput = /* @__PURE__ */ z.object({
  email: z
    .string({ error: newsletterMessages.invalidEmail })
    .trim()
    .max(254, newsletterMessages.invalidEmail)
    .pipe(z.email({ error: newsletterMessages.invalidEmail }))
    .transform((e) => e.toLowerCase()),
  firstName: name,
  lastName: name,
  /** Where the signup came from; the landing page sends `landing_page`. */
  source: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9_-]+$/, "source must be lowercase letters, digits, _ or -")
    .optional(),
});
export type NewsletterSubscribeInput = z.infer<typeof NewsletterSubscribeInput>;

/** The answer of POST /api/newsletter/subscribe, /confirm and /unsubscribe: the message the page or toast shows. */
export const NewsletterSubscribed = /* @__PURE__ */ z.object({ success: z.literal(true), message: z.string() });
export type NewsletterSubscribed = z.infer<typeof NewsletterSubscribed>;

/** The token of a confirmation or unsubscribe link (43 base64url characters). */
export const NewsletterTokenInput = /* @__PURE__ */ z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, newsletterMessages.linkDamaged),
});
export type NewsletterTokenInput = z.infer<typeof NewsletterTokenInput>;

/**
 * A subscriber's state (decision 012): `pending` until the confirmation link is opened, `active` once confirmed (only
 * active subscribers receive campaigns), `unsubscribed` after the unsubscribe link. SPEC §2 shows active green, the
 * others grey.
 */
export const subscriberStatuses = ["pending", "active", "unsubscribed"] as const;
export const SubscriberStatus = /* @__PURE__ */ z.enum(subscriberStatuses);
export type SubscriberStatus = z.infer<typeof SubscriberStatus>;

/** GET /api/newsletter/subscribers lists the newest this many; the admin stats count them all. */
export const SUBSCRIBER_LIST_LIMIT = 2000;

/** One row of GET /api/newsletter/subscribers (administrators). */
export const NewsletterSubscriber = /* @__PURE__ */ z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  source: z.string().nullable(),
  status: SubscriberStatus,
  confirmedAt: z.iso.datetime().nullable(),
  unsubscribedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriber>;
export const NewsletterSubscriberList = /* @__PURE__ */ z.array(NewsletterSubscriber);
export type NewsletterSubscriberList = z.infer<typeof NewsletterSubscriberList>;

/**
 * A campaign's status follows from its recipient rows: `sending` while any recipient is still queued, then `sent` (all
 * delivered), `partial` (some failed) or `failed` (none delivered, or no recipients could be reached).
 */
export const campaignStatuses = ["sending", "sent", "partial", "failed"] as const;
export const CampaignStatus = /* @__PURE__ */ z.enum(campaignStatuses);
export type CampaignStatus = z.infer<typeof CampaignStatus>;

/** One row of GET /api/newsletter/campaigns (administrators), newest first. `content` is the sanitised HTML. */
export const NewsletterCampaign = /* @__PURE__ */ z.object({
  id: z.number().int(),
  subject: z.string(),
  content: z.string(),
  sentBy: z.number().int(),
  totalRecipients: z.number().int(),
  successfulSends: z.number().int(),
  failedSends: z.number().int(),
  /** Recipients not yet delivered or failed: totalRecipients − successfulSends − failedSends. */
  pendingSends: z.number().int(),
  status: CampaignStatus,
  createdAt: z.iso.datetime(),
});
export type NewsletterCampaign = z.infer<typeof NewsletterCampaign>;
export const NewsletterCampaignList = /* @__PURE__ */ z.array(NewsletterCampaign);
export type NewsletterCampaignList = z.infer<typeof NewsletterCampaignList>;

export const NEWSLETTER_PROMPT_MAX = 2000;
export const NEWSLETTER_SUBJECT_MAX = 200;
export const NEWSLETTER_CONTENT_MAX = 100_000;
/** The preheader: the line an inbox shows after the subject. */
export const NEWSLETTER_PREHEADER_MAX = 200;

const preheader = /* @__PURE__ */ z
  .string()
  .trim()
  .max(NEWSLETTER_PREHEADER_MAX, `The preheader can be at most ${NEWSLETTER_PREHEADER_MAX} characters.`)
  .optional()
  .describe("The line an inbox shows after the subject; sent as a hidden line at the top of the mail");

/** POST /api/admin/generate-newsletter (SPEC §5): the prompt is not empty after trimming. */
export const GenerateNewsletterInput = /* @__PURE__ */ z.object({
  prompt: z
    .string()
    .trim()
    .min(1, "Please enter a prompt for the newsletter content.")
    .max(NEWSLETTER_PROMPT_MAX, `The prompt can be at most ${NEWSLETTER_PROMPT_MAX} characters.`),
});
export type GenerateNewsletterInput = z.infer<typeof GenerateNewsletterInput>;

/** SPEC §3 'Newsletter generation response'. `content` is sanitised HTML. */
export const GeneratedNewsletter = /* @__PURE__ */ z.object({
  success: z.literal(true),
  subject: z.string(),
  /** The inbox's preview line after the subject, when the engine wrote one. */
  preheader: z.string().optional(),
  content: z.string(),
  /** Who wrote it: the built-in template (no AI key) or the configured AI provider. */
  provider: CopyProvider,
  /** Said when the AI provider failed and the template wrote it instead. */
  notice: z.string().optional(),
});
export type GeneratedNewsletter = z.infer<typeof GeneratedNewsletter>;

const bothRequired = "Please provide both subject and content for the newsletter.";

/** POST /api/admin/send-newsletter (SPEC §5): subject and content both non-empty. */
export const SendNewsletterInput = /* @__PURE__ */ z.object({
  subject: z
    .string()
    .trim()
    .min(1, bothRequired)
    .max(NEWSLETTER_SUBJECT_MAX, `The subject can be at most ${NEWSLETTER_SUBJECT_MAX} characters.`),
  content: z
    .string()
    .trim()
    .min(1, bothRequired)
    .max(NEWSLETTER_CONTENT_MAX, `The content can be at most ${NEWSLETTER_CONTENT_MAX} characters.`),
  preheader,
});
export type SendNewsletterInput = z.infer<typeof SendNewsletterInput>;

/** SPEC §3 'Send response': the number of confirmed subscribers the campaign was queued for, and its id. */
export const NewsletterSent = /* @__PURE__ */ z.object({
  success: z.literal(true),
  sentCount: z.number().int(),
  campaignId: z.number().int(),
});
export type NewsletterSent = z.infer<typeof NewsletterSent>;

/** POST /api/admin/preview-newsletter: the HTML as the server will store and send it. */
export const PreviewNewsletterInput = /* @__PURE__ */ z.object({
  content: z.string().max(NEWSLETTER_CONTENT_MAX, `The content can be at most ${NEWSLETTER_CONTENT_MAX} characters.`),
  preheader,
});
export type PreviewNewsletterInput = z.infer<typeof PreviewNewsletterInput>;

export const NewsletterPreview = /* @__PURE__ */ z.object({
  /** The sanitised HTML: exactly what DEPLOY NEWSLETTER would send. */
  content: z.string(),
  /** True when the sanitiser removed something (a script, an event handler, a tag or style mail cannot carry). */
  changed: z.boolean(),
});
export type NewsletterPreview = z.infer<typeof NewsletterPreview>;
