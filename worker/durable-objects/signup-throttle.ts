import { SlidingWindowThrottle } from "./sliding-window";

/** Registrations per address and newsletter signups per email and per address (decisions 008, 012): each may send a mail. One instance per budget name (services/accounts/throttles.ts). */
export class SignupThrottle extends SlidingWindowThrottle {}

/** The SignupThrottle instance of one budget name. */
export const signupThrottleFor = (env: Env, name: string): DurableObjectStub<SignupThrottle> =>
  env.SIGNUP_THROTTLE.get(env.SIGNUP_THROTTLE.idFromName(name));
