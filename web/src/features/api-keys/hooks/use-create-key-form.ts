import { useState, type FormEvent } from "react";
import {
  ApiKeyCreate,
  type ApiKeyCreated,
  type ApiPermission,
  DEFAULT_PERMISSIONS,
  type ApiPlan,
  keyMessages,
  planApiBudget,
} from "@common/api";
import { ApiError } from "@web/lib/api-error";
import { useCreateApiKey } from "../api/create-api-key";
import { endOfDayUtc } from "../format";

export type KeyField = "name" | "description" | "permissions" | "rateLimit" | "expiresAt" | "allowedOrigins";
export type KeyFieldErrors = Partial<Record<KeyField, string>>;

export const NO_PERMISSION = "Choose at least one permission";

export interface KeyFormValues {
  name: string;
  description: string;
  permissions: ApiPermission[];
  rateLimit: string;
  /** A date input's value, YYYY-MM-DD, or "" for a key that never expires. */
  expiry: string;
  /** Browser origins that may use the key, one per line (or separated by commas or spaces); "" for none. */
  allowedOrigins: string;
}

/** A new key starts with its plan's whole hourly budget (the account's, which all its keys share). */
const initialValues = (plan: ApiPlan): KeyFormValues => ({
  name: "",
  description: "",
  permissions: [...DEFAULT_PERMISSIONS],
  rateLimit: String(planApiBudget[plan]),
  expiry: "",
  allowedOrigins: "",
});

const fields: readonly KeyField[] = ["name", "description", "permissions", "rateLimit", "expiresAt", "allowedOrigins"];

/** The origins typed in the form, in order, each once (origins are case-insensitive: the schema lower-cases them). */
export const originsOf = (text: string) => [
  ...new Set(
    text
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean),
  ),
];
const fieldOf = (path: PropertyKey | undefined): KeyField | undefined =>
  fields.find((f) => f === String(path ?? "").split(".")[0]);

/** The form as the request body (as the shared schema parses it), or the first message of each field that fails. */
export function toRequest(
  values: KeyFormValues,
  now: number = Date.now(),
): { body: ApiKeyCreate; errors: null } | { body: null; errors: KeyFieldErrors } {
  const origins = originsOf(values.allowedOrigins);
  const body: ApiKeyCreate = {
    name: values.name,
    permissions: values.permissions,
    rateLimit: values.rateLimit.trim() === "" ? Number.NaN : Number(values.rateLimit),
    ...(values.description.trim() ? { description: values.description } : {}),
    ...(values.expiry ? { expiresAt: endOfDayUtc(values.expiry) } : {}),
    ...(origins.length > 0 ? { allowedOrigins: origins } : {}),
  };
  const errors: KeyFieldErrors = {};
  const parsed = ApiKeyCreate.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path[0]);
      // An origin's message names the one that is wrong.
      const at = issue.path[1];
      const message =
        field === "allowedOrigins" && typeof at === "number" ? `“${origins[at]}”: ${issue.message}` : issue.message;
      if (field) errors[field] ??= message;
    }
  }
  if (values.permissions.length === 0) errors.permissions ??= NO_PERMISSION;
  if (values.expiry && !errors.expiresAt && !(Date.parse(endOfDayUtc(values.expiry)) > now))
    errors.expiresAt = keyMessages.expiryPast;
  if (!parsed.success || Object.keys(errors).length > 0) return { body: null, errors };
  // What the schema made of it: the name and description trimmed, each permission once.
  return { body: parsed.data, errors: null };
}

/** The server's refusal: its message for the form, and its field issues (validation) beside their fields. */
function serverErrors(error: unknown): { message: string; fields: KeyFieldErrors } {
  const fields: KeyFieldErrors = {};
  if (error instanceof ApiError) {
    for (const issue of error.envelope?.error.issues ?? []) {
      const field = fieldOf(issue.path);
      if (field) fields[field] ??= issue.message;
    }
    return { message: error.serverMessage ?? error.message, fields };
  }
  return { message: "The key could not be created. Check your connection and try again.", fields };
}

/**
 * The create-key form: values, per-field errors (the shared schema's messages, SPEC §5), the server's message when it
 * refuses, and submit, which hands the created key (with its one-time secret) to `onCreated`.
 */
export function useCreateKeyForm(plan: ApiPlan, onCreated: (key: ApiKeyCreated) => void) {
  const [values, setValues] = useState<KeyFormValues>(() => initialValues(plan));
  const [errors, setErrors] = useState<KeyFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateApiKey();

  const set = <K extends keyof KeyFormValues>(key: K, value: KeyFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    const field: KeyField = key === "expiry" ? "expiresAt" : key;
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const togglePermission = (permission: ApiPermission, on: boolean) =>
    set(
      "permissions",
      on ? [...new Set([...values.permissions, permission])] : values.permissions.filter((p) => p !== permission),
    );

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setServerError(null);
    const { body, errors: invalid } = toRequest(values);
    if (!body) {
      setErrors(invalid);
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: (key) => {
        // The secret leaves the mutation cache at once; only the caller's state holds it, until "Done".
        create.reset();
        onCreated(key);
      },
      onError: (error) => {
        const { message, fields: byField } = serverErrors(error);
        setServerError(message);
        setErrors(byField);
      },
    });
  };

  return { values, errors, serverError, set, togglePermission, submit, pending: create.isPending };
}
