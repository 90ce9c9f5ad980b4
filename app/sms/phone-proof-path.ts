/**
 * The address of /account/phone with what it carries (issue 43): where to go once the number is
 * proved (`next`), the "offers by SMS" tick, and where the person came from. A plain module: the
 * account screen, checkout and the page itself build links with it.
 */
export type PhoneProofCarried = { next?: string; offers?: "on"; for: "account" | "checkout" };

export function phoneProofPath(carried: PhoneProofCarried, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  if (carried.next) query.set("next", carried.next);
  if (carried.offers) query.set("offers", "on");
  if (carried.for !== "account") query.set("for", carried.for);
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  const search = query.toString();
  return `/account/phone${search ? `?${search}` : ""}`;
}
