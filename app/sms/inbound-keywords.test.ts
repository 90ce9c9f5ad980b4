import { classifyReply, isStopRequest, replyWords } from "./inbound-keywords";

describe("replies that opt out (STOP)", () => {
  it.each([
    "STOP",
    "stop",
    "Stop",
    " sToP ",
    "STOP.",
    "Stop!",
    "STOP!!!",
    "STOP 🛑",
    "🙏 stop",
    "STOP   ALL",
    "STOP ALL",
    "stop all",
    "STOPALL",
    "UNSUBSCRIBE",
    "unsubscribe",
    "Unsubscribe.",
    "CANCEL",
    "cancel",
    "END",
    "End.",
    "QUIT",
    "quit",
    "OPT OUT",
    "opt out",
    "OPT-OUT",
    "opt-out",
    "Opt out.",
    "OPTOUT",
    "optout",
    "stop please",
    "Stop please",
    "STOP PLEASE!",
    "please stop",
    "Please STOP.",
    "stop asseblief",
    "Stop asseblief",
    "STOP ASSEBLIEF",
    "asseblief stop",
    "stop asb",
    "kanselleer",
    "Kanselleer",
    "KANSELLEER.",
    "bedank",
    "Bedank",
    "stop sms",
    "Stop SMS",
    "STOP SMS PLEASE",
    "stop, thanks",
    "Stop dankie",
    "stop stop",
  ])("%j opts out", (reply) => {
    expect(classifyReply(reply)).toBe("stop");
    expect(isStopRequest(reply)).toBe(true);
  });

  it.each([
    "",
    "   ",
    "Thanks",
    "please",
    "SMS",
    "Don't stop the deliveries",
    "Don’t stop the deliveries",
    "when does the shop end?",
    "When do you stop",
    "STOPPED",
    "stop by tomorrow?",
    "Cancel my order",
    "the end",
    "bedankt vir die bestelling",
    "yes stop",
  ])("%j does not opt out", (reply) => {
    expect(classifyReply(reply)).not.toBe("stop");
    expect(isStopRequest(reply)).toBe(false);
  });
});

describe("replies that agree to offers (YES)", () => {
  it.each([
    "YES",
    "yes",
    "Yes!",
    " yes. ",
    "JA",
    "ja",
    "Ja!",
    "yes please",
    "Yes please 👍",
    "ja asseblief",
    "Ja asseblief.",
    "ja asb",
    "Ja dankie",
    "START",
    "start",
    "UNSTOP",
  ])("%j agrees", (reply) => {
    expect(classifyReply(reply)).toBe("yes");
  });

  it.each(["Yes, but only for feed", "no", "No thanks", "ja nee", "Yesterday", "Start my order"])(
    "%j is another reply",
    (reply) => {
      expect(classifyReply(reply)).toBe("other");
    },
  );
});

describe("the words of a reply", () => {
  it("ignores case, punctuation, emoji and spacing, and reads opt-out as one word", () => {
    expect(replyWords("  Opt-Out, please!! 🙏 ")).toEqual(["OPTOUT", "PLEASE"]);
    expect(replyWords("stop\n\tasseblief")).toEqual(["STOP", "ASSEBLIEF"]);
  });
});
