/**
 * Inbound replies that opt the number out of marketing SMS: "STOP" in any case, "STOP ALL",
 * "UNSUBSCRIBE" and "OPT OUT" (also "OPT-OUT" and "OPTOUT"), as the whole reply, with any
 * spacing and trailing punctuation. A sentence that merely contains the word ("don't stop the
 * deliveries") is not an opt-out: staff read it in the inbound list.
 */
const STOP_REPLIES = new Set(["STOP", "STOP ALL", "STOPALL", "UNSUBSCRIBE", "OPT OUT", "OPTOUT"]);

export function isStopRequest(text: string): boolean {
  const words = text
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[-_]/g, " ")
    .replace(/[^\p{L}\p{N}\s]/gu, "")
    .trim()
    .split(/\s+/)
    .join(" ");
  return STOP_REPLIES.has(words);
}
