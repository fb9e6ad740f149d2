import { SlidingWindowThrottle } from "./sliding-window";

/** Wrong passwords (sign-in and change-password) per account and address, per account over every address, failed sign-ins per address, and password-reset requests per email and per address (decisions 008, 011, 029). One instance per budget name (services/accounts/throttles.ts). */
export class SignInThrottle extends SlidingWindowThrottle {}

/** The SignInThrottle instance of one budget name. */
export const signInThrottleFor = (env: Env, name: string): DurableObjectStub<SignInThrottle> =>
  env.SIGN_IN_THROTTLE.get(env.SIGN_IN_THROTTLE.idFromName(name));
