import { isStopRequest } from "./inbound-keywords";

describe("STOP replies", () => {
  it.each([
    "STOP",
    "stop",
    "Stop",
    " sToP ",
    "STOP.",
    "Stop!",
    "STOP ALL",
    "stop all",
    "UNSUBSCRIBE",
    "unsubscribe",
    "OPT OUT",
    "opt-out",
    "Opt out.",
    "OPTOUT",
  ])("%j opts out", (reply) => {
    expect(isStopRequest(reply)).toBe(true);
  });

  it.each(["", "Thanks", "Don't stop the deliveries", "STOPPED", "when do you stop", "stop by tomorrow?"])(
    "%j does not",
    (reply) => {
      expect(isStopRequest(reply)).toBe(false);
    },
  );
});
