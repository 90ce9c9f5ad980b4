import type { Translate } from "~/ui/translation";

/**
 * A loyalty entry's reason as the customer reads it (issue 49). The shop stores the reasons it
 * writes in English (REVIEW_BONUS_REASON, the accounts spec's "Review Bonus"); My Account shows
 * them from the `account` catalogue in the page's language. A reason staff typed is shown as
 * written, like other staff-written text.
 */
const REASON_IDS: Readonly<Record<string, string>> = {
  "Review Bonus": "account:loyalty.reviewBonus",
};

export function loyaltyReasonText(reason: string, t: Translate): string {
  const id = REASON_IDS[reason];
  return id ? t(id) : reason;
}
