import { type FormEvent, useState } from "react";
import type { BrandColors, BrandKit } from "@common/brand-kits";
import { ApiError } from "@web/lib/api-error";
import { useBrandKitMutations } from "../api/brand-kit-mutations";
import {
  emptyKit,
  type KitField,
  type KitFieldErrors,
  type KitFormValues,
  logoFileProblem,
  toKitBody,
  valuesOf,
} from "../kit-form";

const fieldOf = (path: string): KitField | undefined =>
  (["name", "logoData", "colors", "fontPairing", "voice"] as const).find((f) => f === path.split(".")[0]);

/** The server's refusal: its message for the form, and its field issues beside their fields. */
function serverErrors(error: unknown): { message: string; fields: KitFieldErrors } {
  const fields: KitFieldErrors = {};
  if (error instanceof ApiError) {
    for (const issue of error.envelope?.error.issues ?? []) {
      const field = fieldOf(issue.path);
      if (field) fields[field] ??= issue.message;
    }
    return { message: error.serverMessage ?? error.message, fields };
  }
  return { message: "The brand kit could not be saved. Check your connection and try again.", fields };
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * One kit's form: a new kit, or an edit of `kit`. Checked with the shared schema and the contrast rule before anything
 * is sent; the server's refusal is shown in the form, its field issues beside their fields.
 */
export function useKitForm(kit: BrandKit | null, onSaved: (kit: BrandKit) => void) {
  const [values, setValues] = useState<KitFormValues>(() => (kit ? valuesOf(kit) : emptyKit()));
  const [errors, setErrors] = useState<KitFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const { create, update } = useBrandKitMutations();

  const set = <K extends keyof KitFormValues>(key: K, value: KitFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const setColor = (key: keyof BrandColors, value: string) =>
    setValues((v) => ({ ...v, colors: { ...v.colors, [key]: value } }));

  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    const problem = logoFileProblem(file);
    setErrors((e) => ({ ...e, logoData: problem ?? undefined }));
    if (problem) return;
    set("logo", { kind: "new", dataUrl: await readAsDataUrl(file) });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const checked = toKitBody(values);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const saved = kit
        ? await update.mutateAsync({ id: kit.id, body: checked.body })
        : await create.mutateAsync(checked.body);
      onSaved(saved);
    } catch (err) {
      const { message, fields } = serverErrors(err);
      setServerError(message);
      setErrors(fields);
    }
  };

  return {
    values,
    errors,
    serverError,
    set,
    setColor,
    chooseLogo,
    submit,
    pending: create.isPending || update.isPending,
  };
}
