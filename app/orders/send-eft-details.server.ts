import { greeting } from "~/accounts/greeting";
import { linkIn } from "~/locales/message-links";
import { translatorFor } from "~/locales/translator.server";
import { recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db.server";
import type { Language } from "~/platform/language";
import { sendEmail } from "~/platform/mailer.server";
import { emailSignature } from "~/shop/shop-settings";
import { readShopDetails } from "~/shop/shop-settings.server";
import { southAfricanMobileOrNull } from "~/sms/phone-number";
import { isProvedFor } from "~/sms/phone-proof.server";
import { readBankDetails } from "./bank-details.server";
import { eftBoxText } from "./eft-text";
import {
  EFT_DETAILS_SENT_TITLE,
  EFT_SEND_NO_CELLPHONE,
  EFT_SEND_NO_EMAIL,
  EFT_SEND_NOT_EFT,
  EFT_SEND_NOT_PROVED,
  eftDetailsSentDescription,
} from "./messages";
import { customerOrderUrl, sendOrderSms } from "./order-news.server";

export type EftSendChannel = "sms" | "email" | "both";

type Outcome = { ok: true; title: string; description: string } | { ok: false; status: 400 | 404; message: string };

/**
 * Staff send a customer the EFT details of an order again (issue 32): by SMS to the order's news
 * phone (or its contact phone when that is a cellphone), by e-mail, or both, whatever the
 * order's news channel; audited. Only for an order paid by EFT.
 */
export async function sendEftDetails(
  db: Database,
  actor: { id: string; email: string },
  orderNumber: string,
  channel: EftSendChannel,
  meta: { ipAddress?: string | undefined },
): Promise<Outcome> {
  return db.transaction().execute(async (trx): Promise<Outcome> => {
    const order = await trx
      .selectFrom("orders")
      .select([
        "id",
        "order_number",
        "payment_method",
        "total_cents",
        "contact_email",
        "contact_name",
        "contact_phone",
        "news_channel",
        "news_phone",
        "user_id",
        "language",
      ])
      .where("order_number", "=", orderNumber)
      .executeTakeFirst();
    if (!order) return { ok: false, status: 404, message: "Order not found" };
    if (order.payment_method !== "eft") return { ok: false, status: 400, message: EFT_SEND_NOT_EFT };
    const phone = order.news_phone ?? (order.contact_phone ? southAfricanMobileOrNull(order.contact_phone) : null);
    const bySms = channel !== "email";
    const byEmail = channel !== "sms";
    if (bySms && !phone) return { ok: false, status: 400, message: EFT_SEND_NO_CELLPHONE };
    if (byEmail && !order.contact_email) return { ok: false, status: 400, message: EFT_SEND_NO_EMAIL };

    // What staff send goes in the order's language (issue 49).
    const language: Language = order.language === "af" ? "af" : "en";
    const sent: { phone?: string; email?: string } = {};
    if (bySms && phone) {
      const news = {
        id: order.id,
        orderNumber,
        channel: order.news_channel,
        phone,
        userId: order.user_id,
        proved: await isProvedFor(trx, order.user_id, phone),
        language,
      };
      if (!news.proved) return { ok: false, status: 400, message: EFT_SEND_NOT_PROVED };
      const id = await sendOrderSms(
        trx,
        news,
        { event: "eft_details", totalCents: order.total_cents },
        { force: true },
      );
      if (!id) return { ok: false, status: 400, message: EFT_SEND_NO_CELLPHONE };
      sent.phone = phone;
    }
    if (byEmail && order.contact_email) {
      const shop = await readShopDetails(trx);
      const t = translatorFor(language, ["email"]);
      await sendEmail(trx, {
        to: order.contact_email,
        kind: "eft-details",
        subject: t("email:eftDetails.subject", { order: orderNumber }),
        text:
          [
            greeting(order.contact_name, language),
            "",
            eftBoxText(await readBankDetails(trx), orderNumber, order.total_cents, language),
            "",
            t("email:eftDetails.upload", { url: linkIn(customerOrderUrl(orderNumber), language) }),
          ].join("\n") + emailSignature(shop),
      });
      sent.email = order.contact_email;
    }
    await recordAudit(trx, {
      actor,
      action: "order.eft_details_sent",
      entityType: "order",
      entityId: order.id,
      details: { orderNumber, channel, phone: bySms ? phone : null, email: byEmail ? order.contact_email : null },
      ipAddress: meta.ipAddress ?? undefined,
    });
    return { ok: true, title: EFT_DETAILS_SENT_TITLE, description: eftDetailsSentDescription(sent) };
  });
}
