import type { MailProvider } from "./provider";

/**
 * The embedded default: the mail is delivered by being stored in the outbox table (services/mail/outbox.ts writes every mail
 * there whatever the provider), where administrators read it at /admin. Nothing leaves the Worker.
 */
export const outboxProvider: MailProvider = {
  name: "outbox",
  async send() {
    return { providerId: `outbox_${crypto.randomUUID()}` };
  },
};
