/**
 * Delivery receipts: a deliver_sm the aggregator sends with esm_class "MC delivery receipt".
 * SMPP 3.4 carries the outcome in optional fields (receipted_message_id, message_state) and, by
 * the convention of Appendix B every aggregator follows, in the text:
 *   id:IIIIIIIIII sub:SSS dlvrd:DDD submit date:YYMMDDhhmm done date:YYMMDDhhmm stat:DDDDDDD err:E text: ...
 * The optional fields win when present.
 */

export type ReceiptOutcome = "delivered" | "failed" | "pending";

export type DeliveryReceipt = {
  messageId: string;
  /** The final state's name, e.g. DELIVRD, UNDELIV, EXPIRED. */
  state: string;
  outcome: ReceiptOutcome;
  /** The network's error code, when the receipt gives one (not "000"). */
  error: string | null;
};

/** esm_class bits 2-5: message type; 0x04 is an MC delivery receipt. */
export function isDeliveryReceipt(esmClass: number): boolean {
  return (esmClass & 0x3c) === 0x04;
}

/** SMPP 3.4 message_state values, by number. */
const STATE_NAMES: Record<number, string> = {
  1: "ENROUTE",
  2: "DELIVRD",
  3: "EXPIRED",
  4: "DELETED",
  5: "UNDELIV",
  6: "ACCEPTD",
  7: "UNKNOWN",
  8: "REJECTD",
  9: "SKIPPED",
};

export function outcomeOf(state: string): ReceiptOutcome {
  const upper = state.toUpperCase();
  if (upper === "DELIVRD" || upper === "DELIVERED") return "delivered";
  if (upper === "ENROUTE" || upper === "ACCEPTD" || upper === "SCHEDULED") return "pending";
  return "failed";
}

export function parseDeliveryReceipt(input: {
  text: string;
  receiptedMessageId?: string | null;
  messageState?: number | null;
}): DeliveryReceipt | null {
  const fields = new Map<string, string>();
  for (const match of input.text.matchAll(/(id|sub|dlvrd|submit date|done date|stat|err):(\S*)/gi)) {
    const [, name = "", value = ""] = match;
    fields.set(name.toLowerCase(), value);
  }
  const messageId = input.receiptedMessageId || fields.get("id");
  const state =
    (input.messageState != null ? STATE_NAMES[input.messageState] : undefined) ?? fields.get("stat")?.toUpperCase();
  if (!messageId || !state) return null;
  const err = fields.get("err");
  const outcome = outcomeOf(state);
  const error = outcome === "failed" ? `${state}${err && !/^0+$/.test(err) ? ` (err ${err})` : ""}` : null;
  return { messageId, state, outcome, error };
}
