import { SlidingWindowThrottle } from "./sliding-window";

/** Uploads the image rules refused, per account and per address (decision 018). One instance per budget name (services/accounts/throttles.ts). */
export class UploadThrottle extends SlidingWindowThrottle {}

/** The UploadThrottle instance of one budget name. */
export const uploadThrottleFor = (env: Env, name: string): DurableObjectStub<UploadThrottle> =>
  env.UPLOAD_THROTTLE.get(env.UPLOAD_THROTTLE.idFromName(name));
