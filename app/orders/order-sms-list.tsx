import { formatDateTime } from "~/platform/format";
import { smsKindWords } from "~/sms/kind-words";
import { formatSouthAfricanMobile } from "~/sms/phone-number";
import { SMS_STATUS_WORDS } from "./messages";

export type OrderSmsRow = {
  id: string;
  kind: string;
  to_number: string;
  body: string;
  status: keyof typeof SMS_STATUS_WORDS;
  error: string | null;
  created_at: string;
  sent_at: string | null;
  delivered_at: string | null;
  failed_at: string | null;
};

/** When the SMS last changed: delivered, failed, sent or queued. */
function lastTime(sms: OrderSmsRow): string {
  return sms.delivered_at ?? sms.failed_at ?? sms.sent_at ?? sms.created_at;
}

/**
 * The SMS sent about an order, for the back office (with the network's error) and the customer
 * (status in words). A list, not a table: it fits a phone.
 */
export function OrderSmsList({ messages, showErrors }: { messages: OrderSmsRow[]; showErrors: boolean }) {
  if (messages.length === 0) return <p className="text-sm text-stone-700">No SMS sent about this order.</p>;
  return (
    <ul className="space-y-2" data-testid="order-sms">
      {messages.map((sms) => (
        <li key={sms.id} className="rounded-md border border-stone-200 bg-white p-3 text-sm">
          <p className="font-semibold">
            {smsKindWords(sms.kind)} to {formatSouthAfricanMobile(sms.to_number)}
          </p>
          <p>
            {SMS_STATUS_WORDS[sms.status]}
            {showErrors && sms.status === "failed" && sms.error ? ` (${sms.error})` : ""},{" "}
            {formatDateTime(lastTime(sms))}
          </p>
          <p className="break-words text-stone-700">{sms.body}</p>
        </li>
      ))}
    </ul>
  );
}
