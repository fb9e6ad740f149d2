import { useState, type FormEvent } from "react";
import { WebhookEndpointCreate, type WebhookEndpointWithSecret, type WebhookEventType } from "@common/webhooks";
import { ApiError } from "@web/lib/api-error";
import { useCreateWebhook } from "../api/manage-webhooks";

export type WebhookField = "url" | "description" | "events";
export type WebhookFieldErrors = Partial<Record<WebhookField, string>>;

export const WEBHOOK_URL_FORMAT = "Enter a full URL starting with https://, e.g. https://example.com/webhooks/reachgen";

export interface WebhookFormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
}

export const emptyWebhookForm = (): WebhookFormValues => ({ url: "", description: "", events: [] });

const fields: readonly WebhookField[] = ["url", "description", "events"];
const fieldOf = (path: PropertyKey | undefined): WebhookField | undefined =>
  fields.find((f) => f === String(path ?? "").split(".")[0]);

/** An absolute http(s) URL; whether it must be https and may be local is the server's rule (it depends on where it runs). */
function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The form as the request body (as the shared schema parses it), or the first message of each field that fails. */
export function toWebhookRequest(
  values: WebhookFormValues,
): { body: WebhookEndpointCreate; errors: null } | { body: null; errors: WebhookFieldErrors } {
  const body: WebhookEndpointCreate = {
    url: values.url,
    events: values.events,
    ...(values.description.trim() ? { description: values.description } : {}),
  };
  const errors: WebhookFieldErrors = {};
  const parsed = WebhookEndpointCreate.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path[0]);
      if (field) errors[field] ??= issue.message;
    }
  }
  if (values.url.trim() && !errors.url && !isWebUrl(values.url.trim())) errors.url = WEBHOOK_URL_FORMAT;
  if (!parsed.success || Object.keys(errors).length > 0) return { body: null, errors };
  return { body: parsed.data, errors: null };
}

/** The server's refusal: its message for the form, and its field issues beside their fields. */
function serverErrors(error: unknown): { message: string; fields: WebhookFieldErrors } {
  const byField: WebhookFieldErrors = {};
  if (error instanceof ApiError) {
    for (const issue of error.envelope?.error.issues ?? []) {
      const field = fieldOf(issue.path);
      if (field) byField[field] ??= issue.message;
    }
    return { message: error.serverMessage ?? error.message, fields: byField };
  }
  return { message: "The endpoint could not be added. Check your connection and try again.", fields: byField };
}

/**
 * The add-endpoint form: values, per-field errors (the shared schema's messages), the server's message when it refuses
 * (a URL rule, the endpoint limit), and submit, which hands the new endpoint with its one-time secret to `onCreated`.
 */
export function useWebhookForm(onCreated: (endpoint: WebhookEndpointWithSecret) => void) {
  const [values, setValues] = useState<WebhookFormValues>(emptyWebhookForm);
  const [errors, setErrors] = useState<WebhookFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateWebhook();

  const set = <K extends keyof WebhookFormValues>(key: K, value: WebhookFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const toggleEvent = (event: WebhookEventType, on: boolean) =>
    set("events", on ? [...new Set([...values.events, event])] : values.events.filter((e) => e !== event));

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setServerError(null);
    const { body, errors: invalid } = toWebhookRequest(values);
    if (!body) {
      setErrors(invalid);
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: (endpoint) => {
        // The secret leaves the mutation cache at once; only the caller's state holds it, until "Done".
        create.reset();
        onCreated(endpoint);
      },
      onError: (error) => {
        const { message, fields: byField } = serverErrors(error);
        setServerError(message);
        setErrors(byField);
      },
    });
  };

  return { values, errors, serverError, set, toggleEvent, submit, pending: create.isPending };
}
