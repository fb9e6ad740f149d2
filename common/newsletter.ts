import { z } from "zod";

const name = z.string().trim().min(1).max(100).optional();

/** POST /api/newsletter/subscribe (SPEC §5, §7): a valid email; names optional but not empty when given. */
export const NewsletterSubscribeInput = z.object({
  email: z.email(),
  firstName: name,
  lastName: name,
  /** Where the signup came from; the landing page sends `landing_page`. */
  source: z.string().optional(),
});
export type NewsletterSubscribeInput = z.infer<typeof NewsletterSubscribeInput>;

/** The answer of POST /api/newsletter/subscribe: the message the signup toast shows. */
export const NewsletterSubscribed = z.object({ success: z.literal(true), message: z.string() });
export type NewsletterSubscribed = z.infer<typeof NewsletterSubscribed>;
