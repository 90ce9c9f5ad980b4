import { z } from "zod";
import { logger } from "~/platform/logger.server";
import type { LatLng } from "./fees";

/** The accounts spec's calculate-route-distance falls back on failure; a customer waits no longer than this. */
export const ROUTING_TIMEOUT_MS = 3000;

// The part of an OSRM `route` answer we use: the first route's length in metres.
const RouteAnswer = z.object({
  code: z.string(),
  routes: z.array(z.object({ distance: z.number().nonnegative() })).optional(),
});

/**
 * The road distance in km between two points from an OSRM-compatible routing service, or null
 * when it fails, finds no route or takes longer than the timeout: the caller then falls back to
 * the straight line (docs/delivery.md).
 */
export async function roadDistanceKm(
  from: LatLng,
  to: LatLng,
  options: { baseUrl: string; timeoutMs?: number },
): Promise<number | null> {
  const base = options.baseUrl.replace(/\/$/, "");
  // OSRM takes longitude first.
  const url = `${base}/route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}?overview=false`;
  try {
    const response = await fetch(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(options.timeoutMs ?? ROUTING_TIMEOUT_MS),
    });
    if (!response.ok) {
      logger.warn("Routing service refused", { status: response.status });
      return null;
    }
    const answer = RouteAnswer.safeParse(await response.json());
    const metres = answer.success && answer.data.code === "Ok" ? answer.data.routes?.[0]?.distance : undefined;
    if (metres === undefined) {
      logger.warn("Routing service found no route", { code: answer.success ? answer.data.code : "malformed" });
      return null;
    }
    return metres / 1000;
  } catch (error) {
    logger.warn("Routing service unavailable", { error: error instanceof Error ? error.name : String(error) });
    return null;
  }
}
