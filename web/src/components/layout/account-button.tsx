import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { ChevronDown, User } from "lucide-react";
import { buttonClasses } from "@web/components/ui/button";

/** The header's account button: the account menu's trigger, and its look while the menu's code loads. */
export const AccountButton = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<"button"> & { email: string | null | undefined }
>(function AccountButton({ email, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      className={buttonClasses("outline", "md", "max-w-48 lg:max-w-64")}
      aria-label={`Account menu for ${email || "User"}`}
      {...props}
    >
      <User aria-hidden className="h-4 w-4" />
      <span className="truncate">{email || "User"}</span>
      <ChevronDown aria-hidden className="h-4 w-4" />
    </button>
  );
});
