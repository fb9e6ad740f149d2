import { useEffect, useId, useRef } from "react";
import { KeyRound } from "lucide-react";
import { FieldError } from "@web/components/ui/field";
import {
  type ApiKeyCreated,
  type ApiPlan,
  apiPermissions,
  KEY_NAME_MAX,
  MAX_ALLOWED_ORIGINS,
  permissionLabels,
  planApiBudget,
  RATE_LIMIT_MAX,
  RATE_LIMIT_MIN,
} from "@common/api";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Input, Textarea } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { planLabels } from "../access";
import { formatCount, todayUtc } from "../format";
import { useCreateKeyForm } from "../hooks/use-create-key-form";

/**
 * The inline 'New API key' card: name, optional description, permissions (concept:create and concept:read ticked),
 * rate limit (the plan's whole budget to start with), optional expiry and allowed browser origins. Checked with the shared ApiKeyCreate schema before anything is sent; a refusal shows
 * the server's message in the card.
 */
export function CreateKeyForm({
  plan,
  onCreated,
  onCancel,
}: {
  plan: ApiPlan;
  onCreated: (key: ApiKeyCreated) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const { values, errors, serverError, set, togglePermission, submit, pending } = useCreateKeyForm(plan, onCreated);
  const cap = planApiBudget[plan];

  useEffect(() => nameRef.current?.focus(), []);

  const described = (field: string, hint?: boolean) =>
    [hint ? `${id}-${field}-hint` : "", errors[field as keyof typeof errors] ? `${id}-${field}-error` : ""]
      .filter(Boolean)
      .join(" ") || undefined;

  return (
    <section aria-labelledby={`${id}-title`} className="border border-border-strong bg-surface p-5 sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-mono text-lg font-bold">
        <KeyRound aria-hidden className="h-5 w-5 text-accent-text" />
        New API key
      </h2>
      <form noValidate onSubmit={submit} className="mt-5 grid gap-5">
        {serverError ? <Alert title="KEY NOT CREATED">{serverError}</Alert> : null}

        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            ref={nameRef}
            id={`${id}-name`}
            value={values.name}
            required
            autoComplete="off"
            placeholder="e.g. Shop backend"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={described("name", true)}
            onChange={(e) => set("name", e.target.value)}
          />
          <p id={`${id}-name-hint`} className="text-xs text-muted-foreground">
            Up to {KEY_NAME_MAX} characters, so you can tell your keys apart.
          </p>
          <FieldError id={`${id}-name-error`} error={errors.name} />
        </div>

        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-description`}>Description (optional)</Label>
          <Textarea
            id={`${id}-description`}
            value={values.description}
            rows={2}
            className="min-h-0"
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={described("description")}
            onChange={(e) => set("description", e.target.value)}
          />
          <FieldError id={`${id}-description-error`} error={errors.description} />
        </div>

        <fieldset className="grid min-w-0 gap-2" aria-describedby={described("permissions")}>
          <legend className="font-mono text-xs font-bold tracking-widest">Permissions</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {apiPermissions.map((permission) => {
              const boxId = `${id}-perm-${permission}`;
              return (
                <li key={permission} className="flex items-start gap-3 border border-border bg-background p-3">
                  <Checkbox
                    id={boxId}
                    className="mt-0.5"
                    checked={values.permissions.includes(permission)}
                    onCheckedChange={(on) => togglePermission(permission, on === true)}
                    aria-describedby={`${boxId}-label`}
                  />
                  <div className="grid gap-0.5">
                    <Label htmlFor={boxId} className="cursor-pointer text-sm tracking-normal">
                      {permission}
                    </Label>
                    <p id={`${boxId}-label`} className="text-xs text-muted-foreground">
                      {permissionLabels[permission]}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          <FieldError id={`${id}-permissions-error`} error={errors.permissions} />
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-rateLimit`}>Rate limit (requests per hour)</Label>
            <Input
              id={`${id}-rateLimit`}
              type="number"
              inputMode="numeric"
              min={RATE_LIMIT_MIN}
              max={RATE_LIMIT_MAX}
              step={1}
              value={values.rateLimit}
              aria-invalid={errors.rateLimit ? true : undefined}
              aria-describedby={described("rateLimit", true)}
              onChange={(e) => set("rateLimit", e.target.value)}
            />
            <p id={`${id}-rateLimit-hint`} className="text-xs text-muted-foreground">
              {formatCount(RATE_LIMIT_MIN)}–{formatCount(RATE_LIMIT_MAX)}. Your {planLabels[plan]} plan gives your
              account {formatCount(cap)} requests per hour, shared by all its keys; this key's limit lies within that (a
              higher number is held to it).
            </p>
            <FieldError id={`${id}-rateLimit-error`} error={errors.rateLimit} />
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-expiry`}>Expires (optional)</Label>
            <Input
              id={`${id}-expiry`}
              type="date"
              min={todayUtc()}
              value={values.expiry}
              aria-invalid={errors.expiresAt ? true : undefined}
              aria-describedby={described("expiresAt", true)}
              onChange={(e) => set("expiry", e.target.value)}
            />
            <p id={`${id}-expiresAt-hint`} className="text-xs text-muted-foreground">
              The key stops working at the end of that day (UTC). Leave empty for a key that does not expire.
            </p>
            <FieldError id={`${id}-expiresAt-error`} error={errors.expiresAt} />
          </div>
        </div>

        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-origins`}>Allowed browser origins (optional)</Label>
          <Textarea
            id={`${id}-origins`}
            value={values.allowedOrigins}
            rows={2}
            className="min-h-0 font-mono text-sm"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://shop.example.com"
            aria-invalid={errors.allowedOrigins ? true : undefined}
            aria-describedby={described("allowedOrigins", true)}
            onChange={(e) => set("allowedOrigins", e.target.value)}
          />
          <p id={`${id}-allowedOrigins-hint`} className="text-xs text-muted-foreground">
            One per line, up to {MAX_ALLOWED_ORIGINS}: scheme, host and optional port, no path. Only these websites may
            call with this key from a browser; servers need none. Leave empty to refuse every browser on another site.
          </p>
          <FieldError id={`${id}-allowedOrigins-error`} error={errors.allowedOrigins} />
        </div>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner /> : <KeyRound aria-hidden className="h-4 w-4" />}
            {pending ? "Creating…" : "Create key"}
          </Button>
        </div>
      </form>
    </section>
  );
}
