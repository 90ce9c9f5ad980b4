/**
 * What a reply from a phone asks for (decision 0090), read from its words alone:
 * - `stop`: the number wants no more marketing SMS. The whole reply is one or more opt-out words
 *   (STOP, UNSUBSCRIBE, CANCEL, END, QUIT, OPT OUT, and the Afrikaans KANSELLEER and BEDANK),
 *   with at most some courtesy around them ("please", "asseblief", "asb", "all", "sms",
 *   "thanks", "dankie"): "Stop please", "STOP ALL", "stop asseblief", "Stop SMS".
 * - `yes`: the number agrees to offers. The whole reply is YES, JA, START or UNSTOP (the
 *   industry's opt-back-in words), with the same courtesy: "Yes please", "Ja asseblief". It
 *   counts only when the shop asked the number (app/sms/inbound-replies.server.ts).
 * - `other`: everything else, for customer support to read in the SMS inbox. A sentence that
 *   merely contains an opt-out word ("Don't stop the deliveries", "When does the shop end?") is
 *   not an opt-out, and a reply that mixes both ("yes stop") is neither.
 *
 * Any case, punctuation, emoji and spacing are ignored.
 */
export type ReplyWording = "stop" | "yes" | "other";

const OPT_OUT_WORDS = new Set([
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "OPTOUT",
  "KANSELLEER",
  "BEDANK",
]);

const CONSENT_WORDS = new Set(["YES", "JA", "START", "UNSTOP"]);

/** Words that only make a reply polite or explicit; they never decide what it asks. */
const COURTESY_WORDS = new Set(["PLEASE", "PLS", "PLZ", "ASSEBLIEF", "ASB", "ALL", "SMS", "THANKS", "DANKIE"]);

/** The reply's words, in capitals, without punctuation, emoji or extra spaces ("opt-out" → OPTOUT). */
export function replyWords(text: string): string[] {
  return text
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\bOPT[\s-]*OUT\b/g, "OPTOUT")
    .replace(/-/g, " ")
    .split(/\s+/)
    .filter((word) => word !== "");
}

export function classifyReply(text: string): ReplyWording {
  const words = replyWords(text).filter((word) => !COURTESY_WORDS.has(word));
  if (words.length === 0) return "other";
  if (words.every((word) => OPT_OUT_WORDS.has(word))) return "stop";
  if (words.every((word) => CONSENT_WORDS.has(word))) return "yes";
  return "other";
}

/** True when the reply opts the number out of marketing SMS. */
export function isStopRequest(text: string): boolean {
  return classifyReply(text) === "stop";
}
