import { randomToken } from "../lib/crypto";
import type { CardPaymentProvider } from "./provider";

/** The keyless checkout: a TEST MODE page served by this Worker at /api/sandbox/checkout/{sessionId}. */
export function sandboxProvider(origin: string): CardPaymentProvider {
  return {
    name: "sandbox",
    async createCheckout({ claimToken }) {
      const sessionId = `cs_sandbox_${randomToken(24)}`;
      const claim = claimToken ? `?claim=${encodeURIComponent(claimToken)}` : "";
      return { sessionId, url: `${origin}/api/sandbox/checkout/${sessionId}${claim}` };
    },
  };
}
