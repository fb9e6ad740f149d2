import { z } from "./zod";
import { PlanName } from "./plans";

const planId = z
  .union([z.string(), z.number()], { error: "Plan selection is required" })
  .transform((v) => String(v).trim().toLowerCase())
  .pipe(z.string().min(1, "Plan selection is required"));

const optionalUrl = /* @__PURE__ */ z.url({ error: "Must be a valid URL" }).optional();

/** POST /api/create-stripe-checkout. Signed out, the buyer's email and first name are required (plans page). */
export const CheckoutInput = /* @__PURE__ */ z.object({
  planId,
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Please enter a valid email address" }))
    .optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  successUrl: optionalUrl,
  cancelUrl: optionalUrl,
});
export type CheckoutInput = z.input<typeof CheckoutInput>;

export const CheckoutResult = /* @__PURE__ */ z.object({
  sessionId: z.string(),
  url: z.url(),
  /** Same as url; the subscription page reads sessionUrl (SPEC §7). */
  sessionUrl: z.url(),
  provider: z.enum(["stripe", "sandbox"]),
});
export type CheckoutResult = z.infer<typeof CheckoutResult>;

export const cryptoCurrencies = ["BTC", "ETH", "USDT", "SOL"] as const;
export const CryptoCurrency = /* @__PURE__ */ z.enum(cryptoCurrencies, { error: "Choose BTC, ETH, USDT or SOL" });
export type CryptoCurrency = z.infer<typeof CryptoCurrency>;

/**
 * Transaction hash shapes: Bitcoin 64 hex; Ethereum and USDT (ERC-20) 64 hex with or without `0x`; Solana a base58
 * signature. Hex is case-insensitive, base58 is not.
 */
export const txHashPatterns: Record<CryptoCurrency, RegExp> = {
  BTC: /^[0-9a-fA-F]{64}$/,
  ETH: /^(0[xX])?[0-9a-fA-F]{64}$/,
  USDT: /^(0[xX])?[0-9a-fA-F]{64}$/,
  SOL: /^[1-9A-HJ-NP-Za-km-z]{64,90}$/,
};

/** The one spelling of a hash that is stored and compared: hex lower-case, ETH/USDT with `0x`; Solana as sent. */
export function normaliseTxHash(currency: CryptoCurrency, hash: string): string {
  if (currency === "SOL") return hash;
  const hex = hash.toLowerCase().replace(/^0x/, "");
  return currency === "BTC" ? hex : `0x${hex}`;
}

export const CryptoPaymentInput = z
  .object({
    planId,
    cryptoCurrency: CryptoCurrency,
    amount: z.string({ error: "Amount is required" }).trim().min(1, "Amount is required").max(40),
    txHash: z.string({ error: "Transaction hash is required" }).trim().min(1, "Transaction hash is required").max(120),
  })
  .refine((v) => txHashPatterns[v.cryptoCurrency].test(v.txHash), {
    path: ["txHash"],
    message: "That does not look like a transaction hash for the chosen currency",
  })
  .transform((v) => ({ ...v, txHash: normaliseTxHash(v.cryptoCurrency, v.txHash) }));
export type CryptoPaymentInput = z.input<typeof CryptoPaymentInput>;

export const CryptoAddress = /* @__PURE__ */ z.object({ currency: CryptoCurrency, address: z.string() });
export const CryptoAddressList = /* @__PURE__ */ z.array(CryptoAddress);

export const PaymentTransaction = /* @__PURE__ */ z.object({
  id: z.number().int(),
  userId: z.number().int(),
  email: z.string().optional(),
  type: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  subscriptionPlan: PlanName.or(z.string()),
  paymentMethod: z.enum(["stripe", "sandbox", "crypto"]),
  cryptoCurrency: z.string().nullable(),
  cryptoTxHash: z.string().nullable(),
  cryptoAmount: z.string().nullable(),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
});
export type PaymentTransaction = z.infer<typeof PaymentTransaction>;

/** The paid plans a card subscription can change to (POST /api/subscription/change). */
export const paidPlanNames = ["basic", "pro", "enterprise"] as const;

/**
 * POST /api/subscription/change. The name is read as given (trimmed, any case); an unknown or free plan is a clear 400
 * from the service rather than a schema error, so the message can say what to do instead.
 */
export const ChangePlanInput = /* @__PURE__ */ z.object({
  plan: z
    .string({ error: "Choose the plan to change to: basic, pro or enterprise" })
    .trim()
    .toLowerCase()
    .min(1, "Choose the plan to change to: basic, pro or enterprise")
    .max(40),
});
export type ChangePlanInput = z.input<typeof ChangePlanInput>;

/**
 * GET /api/subscription/checkout/{sessionId}: what the server knows of a checkout, for the payment success page.
 * `pending`: started, its payment not confirmed yet; `done`: paid and the plan granted; `failed`: the provider's
 * confirmation did not match (nothing granted); `unknown`: no checkout with this id exists here.
 */
export const CheckoutState = /* @__PURE__ */ z.enum(["pending", "done", "failed", "unknown"]);
export type CheckoutState = z.infer<typeof CheckoutState>;
export const CheckoutStatus = /* @__PURE__ */ z.object({
  sessionId: z.string(),
  state: CheckoutState,
  plan: PlanName.nullable(),
});
export type CheckoutStatus = z.infer<typeof CheckoutStatus>;
