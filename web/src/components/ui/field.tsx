import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { Eye, EyeOff } from "lucide-react";
import { cn } from "@web/lib/cn";
import { Input } from "./input";
import { Label } from "./label";

export { inputClasses } from "./input";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
}

/** A labelled input; the label text is the input's accessible name. */
export function Field({ label, hint, id, className, ...props }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} {...props} />
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, id, className, ...props }: Omit<FieldProps, "type">) {
  const auto = useId();
  const inputId = id ?? auto;
  const [shown, setShown] = useState(false);
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Input id={inputId} type={shown ? "text" : "password"} className="pr-11" {...props} />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted-foreground hover:text-foreground"
        >
          {shown ? <EyeOff aria-hidden className="h-4 w-4" /> : <Eye aria-hidden className="h-4 w-4" />}
        </button>
      </div>
    </div>
  );
}

/** A field's error under it, referenced by the input's aria-describedby; nothing when there is none. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;
}
