import { db } from "~/platform/db.server";
import { logger } from "~/platform/logger.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { clientIp } from "~/platform/request.server";

// Outside services are shared and have usage limits (Nominatim's public service allows about one
// request a second for a whole site): one visitor gets this many lookups per window, then the
// pages fall back as if the service were down.
export const LOOKUP_WINDOW_MS = 10 * 60 * 1000;
export const GEOCODER_LOOKUPS_PER_WINDOW = 20;
export const ROUTING_LOOKUPS_PER_WINDOW = 60;
/** "What will delivery cost?" answers per visitor (IP address) in the same window (decision 0093). */
export const FEE_QUOTES_PER_WINDOW = 30;

/** One more geocoder or routing lookup for this visitor, if the window allows it. */
export async function withinLookupLimit(request: Request, service: "geocoder" | "routing"): Promise<boolean> {
  const limit = service === "geocoder" ? GEOCODER_LOOKUPS_PER_WINDOW : ROUTING_LOOKUPS_PER_WINDOW;
  const result = await hitRateLimit(db(), `delivery:${service}:ip:${clientIp(request)}`, limit, LOOKUP_WINDOW_MS);
  if (!result.allowed) logger.warn("Delivery lookup limit reached", { service });
  return result.allowed;
}

/** One more fee quote for this visitor; when refused, the minutes until one is allowed again. */
export async function feeQuoteAllowed(
  request: Request,
): Promise<{ allowed: true } | { allowed: false; minutes: number }> {
  const result = await hitRateLimit(
    db(),
    `delivery:quote:ip:${clientIp(request)}`,
    FEE_QUOTES_PER_WINDOW,
    LOOKUP_WINDOW_MS,
  );
  if (result.allowed) return { allowed: true };
  logger.warn("Delivery quote limit reached");
  return { allowed: false, minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) };
}
