/**
 * Lite mode by itself where the network is slow. Browsers that support network client hints
 * (Chromium: Android's Chrome, Samsung Internet, Opera) send them once the shop has asked for
 * them in `Accept-CH`: `ECT` (the effective connection type: slow-2g, 2g, 3g, 4g), `RTT` (the
 * round trip in ms, rounded to 25 ms), `Downlink` (Mbps, rounded to 25 kbps) and `Save-Data`.
 *
 * The threshold: a connection is slow when its round trip is that of 2G or worse (ECT slow-2g or
 * 2g, i.e. an RTT of 1,400 ms or more, Chromium's own 2G boundary) and its throughput is at most
 * 1 Mbps. Both must hold: a busy server on a fast network can make the browser's RTT estimate
 * climb, but its throughput estimate stays high, and a fast-downlink phone is not worth stripping
 * down. The 400 kbps, 2 s round-trip "Slow 3G" profile of our measurements is slow by this rule;
 * ordinary 3G (RTT 300-1,000 ms, 1.5 Mbps and up) is not.
 */
export const NETWORK_HINTS = ["Save-Data", "ECT", "RTT", "Downlink"] as const;

export const SLOW_RTT_MS = 1400;
export const SLOW_DOWNLINK_MBPS = 1;

export type NetworkHints = { saveData: boolean; ect?: string; rtt?: number; downlink?: number };

function numberHint(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

export function readNetworkHints(headers: Headers): NetworkHints {
  const ect = headers.get("ECT")?.trim().toLowerCase();
  return {
    saveData: headers.get("Save-Data")?.trim().toLowerCase() === "on",
    ect: ect || undefined,
    rtt: numberHint(headers.get("RTT")),
    downlink: numberHint(headers.get("Downlink")),
  };
}

/** True when the hints say the connection is slow (the rule above); no hints: not slow. */
export function isSlowNetwork(hints: NetworkHints): boolean {
  const slowRoundTrip =
    hints.ect === "slow-2g" || hints.ect === "2g" || (hints.rtt !== undefined && hints.rtt >= SLOW_RTT_MS);
  if (!slowRoundTrip) return false;
  return hints.downlink === undefined || hints.downlink <= SLOW_DOWNLINK_MBPS;
}

export type LiteReason = "chosen" | "save-data" | "slow-network";

/**
 * Whether a page is served in Lite mode, and why: the visitor's own choice in the footer wins
 * (on or off), then the browser's Save-Data, then a slow network.
 */
export function liteModeFor(choice: boolean | undefined, hints: NetworkHints): { lite: boolean; reason?: LiteReason } {
  if (choice !== undefined) return choice ? { lite: true, reason: "chosen" } : { lite: false };
  if (hints.saveData) return { lite: true, reason: "save-data" };
  if (isSlowNetwork(hints)) return { lite: true, reason: "slow-network" };
  return { lite: false };
}
