/**
 * Who is asking, for per-address rate limits and the sign-in log. A header that names the client
 * is believed only when a proxy we run sets it (TRUST_PROXY): anyone can send X-Forwarded-For or
 * Fly-Client-IP themselves, and believing them would let one person dodge every limit.
 *
 * - none: the address of the connection (`npm start` on a machine, no proxy in front).
 * - fly: Fly's proxy sets Fly-Client-IP and overwrites any the client sent.
 * - x-forwarded-for: a proxy that appends the client to X-Forwarded-For; the last hop is the one
 *   it added (the earlier ones are the client's own words).
 *
 * The HTTP guard (scripts/http-guard.ts) works the address out once per request and passes it
 * to the app in CLIENT_ADDRESS_HEADER, overwriting any copy the client sent.
 */
export const TRUST_PROXY_VALUES = ["none", "fly", "x-forwarded-for"] as const;
export type TrustProxy = (typeof TRUST_PROXY_VALUES)[number];

export const CLIENT_ADDRESS_HEADER = "x-shop-client-address";

type HeaderLookup = (name: string) => string | null | undefined;

export function clientAddress(header: HeaderLookup, socketAddress: string | undefined, trust: TrustProxy): string {
  if (trust === "fly") {
    const fly = header("fly-client-ip")?.trim();
    if (fly) return fly;
  }
  if (trust === "x-forwarded-for") {
    const hops = (header("x-forwarded-for") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    const added = hops.at(-1);
    if (added) return added;
  }
  return socketAddress || "local";
}

/** X-Forwarded-Host names the host the browser asked for only when our own proxy sets it. */
export function trustsForwardedHost(trust: TrustProxy): boolean {
  return trust !== "none";
}
