import { recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { sendEmail } from "~/platform/mailer.server";
import { writeSetting } from "~/platform/settings.server";
import { shopNotificationEmail } from "~/shop/shop-settings.server";
import { BANK_DETAILS_KEY, BankDetails, DEFAULT_BANK_DETAILS, readBankDetails } from "./bank-details.server";

type Actor = { id: string; email: string };

const FIELDS = ["bankName", "accountHolder", "accountNumber", "accountType", "branchCode"] as const;

function sameAsDemo(bank: BankDetails): boolean {
  return FIELDS.every((field) => bank[field] === DEFAULT_BANK_DETAILS[field]);
}

/**
 * What customers see in the EFT box now, and who saved it when. `showsDemo` is also true when a
 * stored value is malformed: `readBankDetails` then falls back to the demo account too.
 */
export async function loadBankDetailsScreen(db: Database) {
  const [bank, row] = await Promise.all([
    readBankDetails(db),
    db
      .selectFrom("shop_settings")
      .leftJoin("users", "users.id", "shop_settings.updated_by_id")
      .select(["shop_settings.updated_at", "users.email"])
      .where("shop_settings.key", "=", BANK_DETAILS_KEY)
      .executeTakeFirst(),
  ]);
  return {
    bank,
    showsDemo: sameAsDemo(bank),
    savedAt: row?.updated_at ?? null,
    savedBy: row?.email ?? null,
  };
}

/**
 * Saves the bank details and records who changed what: the account customers pay into is what a
 * fraudster would change, so the audit log keeps every old and new value, and the store's own
 * address is told of every change at once (a change nobody made on purpose is then noticed).
 */
export async function saveBankDetails(
  db: Database,
  actor: Actor,
  details: BankDetails,
  options: { ipAddress?: string } = {},
): Promise<void> {
  const checked = BankDetails.parse(details);
  await db.transaction().execute(async (trx) => {
    const before = await readBankDetails(trx);
    const changes = Object.fromEntries(
      FIELDS.filter((field) => before[field] !== checked[field]).map((field) => [
        field,
        { from: before[field], to: checked[field] },
      ]),
    );
    await writeSetting(trx, BANK_DETAILS_KEY, checked, actor.id);
    await recordAudit(trx, {
      actor,
      action: "settings.bank_details.update",
      entityType: "shop_setting",
      entityId: BANK_DETAILS_KEY,
      details: { changes },
      ipAddress: options.ipAddress,
    });
    const changed = Object.keys(changes);
    if (changed.length > 0) {
      await sendEmail(trx, {
        to: await shopNotificationEmail(trx),
        kind: "bank-details-changed",
        subject: "The EFT bank details customers pay into were changed",
        text: [
          `${actor.email} changed the EFT bank details on the shop on ${formatDateTime(new Date())} (South African time).`,
          "",
          ...changed.map((field) => {
            const change = changes[field] as { from: string; to: string };
            return `${field}: ${change.from} -> ${change.to}`;
          }),
          "",
          "If nobody at the co-op meant to change them, set them back on /admin/bank-details at once",
          "and tell the bank: customers are shown these details with every order.",
        ].join("\n"),
      });
    }
  });
}
