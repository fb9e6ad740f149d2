import { SlidingWindowThrottle } from "./sliding-window";

/** Checkouts created per address and per account (decision 008). One instance per budget name (services/accounts/throttles.ts). */
export class CheckoutThrottle extends SlidingWindowThrottle {}

/** The CheckoutThrottle instance of one budget name. */
export const checkoutThrottleFor = (env: Env, name: string): DurableObjectStub<CheckoutThrottle> =>
  env.CHECKOUT_THROTTLE.get(env.CHECKOUT_THROTTLE.idFromName(name));
