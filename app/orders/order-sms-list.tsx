import { formatDateTime } from "~/platform/format";
import type { Language } from "~/platform/language";
import { smsKindWords } from "~/sms/kind-words";
import { formatSouthAfricanMobile } from "~/sms/phone-number";
import type { Translate } from "~/ui/translation";
import { ORDER_SMS_KIND_WORDS, SMS_STATUS_WORDS } from "./messages";

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

/** The customer's words (issue 49): the page's `t` and language; without them, the staff's English. */
type CustomerWords = { t: Translate; language: Language };

function kindText(kind: string, words: CustomerWords | undefined): string {
  return words && kind in ORDER_SMS_KIND_WORDS ? words.t(`orders:sms.kind.${kind}`) : smsKindWords(kind);
}

/**
 * The SMS sent about an order, for the back office (with the network's error, in English) and the
 * customer (status in words, in the page's language when `words` is given). A list, not a table:
 * it fits a phone.
 */
export function OrderSmsList({
  messages,
  showErrors,
  words,
}: {
  messages: OrderSmsRow[];
  showErrors: boolean;
  words?: CustomerWords;
}) {
  if (messages.length === 0)
    return (
      <p className="text-sm text-stone-700">{words ? words.t("orders:sms.none") : "No SMS sent about this order."}</p>
    );
  return (
    <ul className="space-y-2" data-testid="order-sms">
      {messages.map((sms) => (
        <li key={sms.id} className="rounded-md border border-stone-200 bg-white p-3 text-sm">
          <p className="font-semibold">
            {words
              ? words.t("orders:sms.to", {
                  kind: kindText(sms.kind, words),
                  number: formatSouthAfricanMobile(sms.to_number),
                })
              : `${smsKindWords(sms.kind)} to ${formatSouthAfricanMobile(sms.to_number)}`}
          </p>
          <p>
            {words ? words.t(`orders:sms.status.${sms.status}`) : SMS_STATUS_WORDS[sms.status]}
            {showErrors && sms.status === "failed" && sms.error ? ` (${sms.error})` : ""},{" "}
            {formatDateTime(lastTime(sms), words?.language)}
          </p>
          <p className="break-words text-stone-700">{sms.body}</p>
        </li>
      ))}
    </ul>
  );
}
