const names: Record<string, string> = { free: "Free Trial", basic: "Basic", pro: "Pro", enterprise: "Enterprise" };

/** The display name of a plan id, for messages. */
export function planById(plan: string): string {
  return names[plan] ?? plan;
}
