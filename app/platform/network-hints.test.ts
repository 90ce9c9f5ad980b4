import { isSlowNetwork, liteModeFor, readNetworkHints } from "./network-hints";

const hints = (values: Record<string, string>) => readNetworkHints(new Headers(values));

describe("Lite mode on a slow network", () => {
  it("reads the network client hints, ignoring what is not a number", () => {
    expect(hints({ ECT: "2G", RTT: "2000", Downlink: "0.4", "Save-Data": "on" })).toEqual({
      saveData: true,
      ect: "2g",
      rtt: 2000,
      downlink: 0.4,
    });
    expect(hints({ RTT: "fast", Downlink: "-1" })).toEqual({ saveData: false });
  });

  it("calls a 2G-like round trip with at most 1 Mbps slow, and nothing else", () => {
    // The Slow 3G profile of our measurements: 2 s round trip, 400 kbps.
    expect(isSlowNetwork(hints({ ECT: "2g", RTT: "2000", Downlink: "0.4" }))).toBe(true);
    expect(isSlowNetwork(hints({ ECT: "slow-2g" }))).toBe(true);
    expect(isSlowNetwork(hints({ RTT: "1400", Downlink: "1" }))).toBe(true);
    // Ordinary 3G and better.
    expect(isSlowNetwork(hints({ ECT: "3g", RTT: "600", Downlink: "1.6" }))).toBe(false);
    expect(isSlowNetwork(hints({ ECT: "4g", RTT: "50", Downlink: "10" }))).toBe(false);
    expect(isSlowNetwork(hints({ RTT: "1375", Downlink: "0.3" }))).toBe(false);
    // A long round trip with a fast downlink (a busy server seen from a fast network).
    expect(isSlowNetwork(hints({ ECT: "2g", RTT: "1500", Downlink: "8.5" }))).toBe(false);
    // No hints at all (a browser that sends none, or a first visit).
    expect(isSlowNetwork(hints({}))).toBe(false);
  });

  it("lets the visitor's footer choice win, then Save-Data, then the network", () => {
    const slow = hints({ ECT: "2g", Downlink: "0.4" });
    expect(liteModeFor(false, slow)).toEqual({ lite: false });
    expect(liteModeFor(true, hints({}))).toEqual({ lite: true, reason: "chosen" });
    expect(liteModeFor(undefined, hints({ "Save-Data": "on" }))).toEqual({ lite: true, reason: "save-data" });
    expect(liteModeFor(undefined, slow)).toEqual({ lite: true, reason: "slow-network" });
    expect(liteModeFor(undefined, hints({ ECT: "4g" }))).toEqual({ lite: false });
  });
});
