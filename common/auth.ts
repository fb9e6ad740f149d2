import { z } from "./zod";
import { PlanName } from "./plans";

const email = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .max(254, "Please enter a valid email address")
  .pipe(z.email({ error: "Please enter a valid email address" }))
  .transform((e) => e.toLowerCase());

/**
 * The one password rule, for registration, sign-in and change-password (SPEC §5's login message; NIST 800-63B's
 * minimum of 8). The upper bound keeps PBKDF2 input sane; far above any real password.
 */
export const Password = z
  .string({ error: "Password must be at least 8 characters" })
  .min(8, "Password must be at least 8 characters")
  .max(256, "Password must be at most 256 characters");

export const LoginInput = /* @__PURE__ */ z.object({ email, password: Password });
export type LoginInput = z.infer<typeof LoginInput>;

export const paymentMethods = ["stripe", "crypto", "free"] as const;
export const PaymentMethod = /* @__PURE__ */ z.enum(paymentMethods);

const name = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, "Names must be at most 100 characters");

export const RegisterInput = /* @__PURE__ */ z.object({
  email,
  password: Password,
  firstName: name("First name is required"),
  lastName: name("Last name is required"),
  subscriptionPlan: PlanName.default("free"),
  paymentMethod: PaymentMethod.default("free"),
  paymentTransactionId: z.string().trim().max(255).optional().nullable(),
  /** The claim token of a signed-out checkout, from its success URL: only the paying browser has it (decision 003). */
  claimToken: z.string().trim().max(255).optional().nullable(),
});
export type RegisterInput = z.input<typeof RegisterInput>;

const required = /* @__PURE__ */ z
  .string({ error: "All password fields are required." })
  .min(1, "All password fields are required.");

/** The current password is only compared, so it is not held to the rule: one set before it can still be replaced. */
export const ChangePasswordInput = /* @__PURE__ */ z.object({
  currentPassword: required.max(256, "Password must be at most 256 characters"),
  newPassword: required.pipe(Password),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

export const AuthResult = /* @__PURE__ */ z.object({
  success: z.boolean(),
  sessionId: z.string(),
  message: z.string(),
});
export type AuthResult = z.infer<typeof AuthResult>;

export const AuthUser = /* @__PURE__ */ z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type AuthUser = z.infer<typeof AuthUser>;

export const SuccessMessage = /* @__PURE__ */ z.object({ success: z.literal(true), message: z.string() });

/** A free account may generate during this many days after sign-up (its plan's concepts, not per month). */
export const TRIAL_DAYS = 7;

/**
 * Whether paid actions (generate, Generate Assets, improve-copy) are open now, and if not, why, in words for the user.
 * `trial`: a free account within TRIAL_DAYS of sign-up.
 */
export const Access = /* @__PURE__ */ z.discriminatedUnion("state", [
  z.object({ state: z.literal("active") }),
  z.object({ state: z.literal("trial"), trialEndsAt: z.string() }),
  z.object({ state: z.enum(["trial-ended", "inactive", "expired"]), message: z.string() }),
]);
export type Access = z.infer<typeof Access>;

export const Subscription = /* @__PURE__ */ z.object({
  plan: PlanName,
  status: z.string(),
  conceptsGenerated: z.number().int(),
  conceptsLimit: z.number().int(),
  subscriptionEndDate: z.string().nullable(),
  access: Access,
  /** A crypto payment an administrator has not confirmed yet: its plan waits for that (absent when there is none). */
  pendingPayment: z
    .object({ plan: PlanName, currency: z.string(), amount: z.string(), submittedAt: z.string() })
    .optional(),
  /** The paid plan ends at currentPeriodEnd and does not renew (cancelled by its owner; resumable until then). */
  cancelAtPeriodEnd: z.boolean().default(false),
  /** When the paid period ends (a renewal, or the plan's end when it does not renew); null on the free plan. */
  currentPeriodEnd: z.string().nullable().default(null),
  /**
   * How the plan is paid, so the page knows what it can offer: `stripe` and `sandbox` (TEST MODE) are card plans that
   * can be cancelled, resumed and changed; `crypto` plans end at their end date; `none`: free, or nothing to manage.
   * The three fields of issue 29 read as "nothing to manage" when an older answer lacks them.
   */
  billing: z.enum(["stripe", "sandbox", "crypto", "none"]).default("none"),
});
export type Subscription = z.infer<typeof Subscription>;

/** Messages shown to the user (SPEC §8 and the product's own where the SPEC is silent). */
export const authMessages = {
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  loggedIn: "Login successful",
  registered: "Account created successfully",
  passwordChanged: "Password changed successfully",
  wrongCurrentPassword: "Current password is incorrect",
  paymentNotVerified: "Payment could not be verified for this plan and email. Complete checkout first.",
  /** The one answer to a reset request, whether or not the address has an account (decision 011). */
  resetRequested: "If an account exists for that address, a reset link is on its way. It works for one hour.",
  /** Expired, used, superseded and forged reset tokens all answer this. */
  resetLinkInvalid: "This reset link is invalid or has expired. Ask for a new one.",
  passwordReset: "Your password has been reset. Every session was signed out; sign in with the new password.",
  /** Said after passwordReset when the reset also revoked the account's API keys. */
  keysRevoked: (n: number) =>
    n === 0
      ? "The account had no active API keys."
      : `${n} API key${n === 1 ? " was" : "s were"} revoked; make new ones on the API Keys page.`,
} as const;

/** POST /api/auth/forgot-password: answers SuccessMessage with authMessages.resetRequested, account or not. */
export const ForgotPasswordInput = /* @__PURE__ */ z.object({ email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

/** The token from the reset link (43 URL-safe characters as issued); anything else is refused like a forged one. */
const resetToken = z
  .string({ error: authMessages.resetLinkInvalid })
  .trim()
  .min(1, authMessages.resetLinkInvalid)
  .max(128, authMessages.resetLinkInvalid);

/** POST /api/auth/reset-password: the new password follows the one password rule; answers SuccessMessage. */
export const ResetPasswordInput = /* @__PURE__ */ z.object({
  token: resetToken,
  newPassword: Password,
  /** Also revoke every API key of the account (issue 29, decision 029): off when left out, so old clients keep them. */
  revokeApiKeys: z.boolean({ error: "revokeApiKeys must be true or false" }).default(false),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;
