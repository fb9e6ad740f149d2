/** The signed-out buyer's details, kept for the trip to the card provider so registration can prefill them. */
const KEY = "reachgen-checkout-buyer";

export interface CheckoutBuyer {
  email: string;
  firstName: string;
  lastName: string;
}

export function rememberBuyer(buyer: CheckoutBuyer): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(buyer));
  } catch {
    // Prefill is a convenience only.
  }
}

export function recallBuyer(): Partial<CheckoutBuyer> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Partial<CheckoutBuyer>;
  } catch {
    return {};
  }
}
