import { randomUUID } from "node:crypto";
import { accountLanguage } from "~/accounts/account-language.server";
import { keepLastVisitItems, loadCart } from "~/cart/cart.server";
import { moveStock } from "~/catalog/stock.server";
import type { DeliveryMethodId } from "~/delivery/fees";
import { notFeasibleText } from "~/delivery/messages";
import { translatorFor } from "~/locales/translator.server";
import type { Database } from "~/platform/db.server";
import type { Language } from "~/platform/language";
import { readShopDetails } from "~/shop/shop-settings.server";
import { isProvedFor } from "~/sms/phone-proof.server";
import { readBankDetails } from "./bank-details.server";
import {
  cartWeightsFor,
  customerDetails,
  deliveryForCheckout,
  payAtCounterOffered,
  savedDeliveryLocation,
} from "./checkout.server";
import { type CheckoutPaymentMethod, refusedPayment } from "./checkout-payment";
import { deliveryDiscountCents, orderTotals } from "./checkout-rules";
import {
  CART_CHANGED,
  confirmEmailBeforeAnotherOrder,
  NO_SAVED_LOCATION,
  NO_WAY_TO_TELL,
  notEnoughStock,
  outOfStockAtCheckout,
  PAY_AT_COUNTER_COLLECT_ONLY,
  PAY_AT_COUNTER_NOT_OFFERED,
  unavailableAtCheckout,
} from "./checkout-texts";
import {
  callTheStore,
  SEE_YOUR_ORDERS,
  SEE_YOUR_ORDERS_HREF,
  tooManyUnpaidOrders,
  tooMuchUnpaid,
} from "./hold-messages";
import { sendNewOrderEmails } from "./order-emails.server";
import { byEmail, type NewsChannel, orderNewsFor, sendOrderSms } from "./order-news.server";
import { rememberOrderNewsChoice } from "./order-news-choice.server";
import { nextOrderNumber } from "./order-number.server";
import { startHold, unpaidRefusalFor } from "./stock-hold.server";

export type PlaceOrderInput = {
  userId: string;
  idempotencyKey: string;
  fulfilment: "collect" | "delivery";
  method?: DeliveryMethodId | undefined;
  contact: { name: string; email: string; phone?: string | undefined };
  notes?: string | undefined;
  /** EFT (the default), or paying at the counter for an order to collect (decision 0096). */
  paymentMethod?: CheckoutPaymentMethod;
  /** How the customer hears about this order, and the cellphone (E.164) for SMS. */
  news?: { channel: NewsChannel; phone: string | null; offersBySms?: boolean };
  /** The total the review step showed; a different total now means something changed. */
  expectedTotalCents: number;
  /** The lines the review step showed. */
  lines: { productId: string; quantity: number }[];
  /**
   * The language of the page the order was placed from (issue 49): its refusals, its e-mails and
   * SMS, and what staff send about it are written in it. Without it, the account's (users.language).
   */
  language?: Language;
  now?: Date;
};

export type PlaceOrderOutcome =
  | { ok: true; orderNumber: string; alreadyPlaced: boolean }
  /** `link`: where the refusal's way out is (an unpaid order to pay first, the store's phone). */
  | { ok: false; status: 400 | 409; message: string; link?: { href: string; label: string } };

async function orderWithKey(db: Database, idempotencyKey: string) {
  return db
    .selectFrom("orders")
    .select(["order_number", "user_id"])
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
}

/**
 * Places an order from the customer's cart in one transaction: the lines are checked against what
 * the customer reviewed and against stock, prices and names are copied into order_items, stock
 * goes down with a movement per product, the ordered lines leave the cart, the first status row
 * and the e-mails are written. The idempotency key makes a repeated submission return the order
 * the first one placed.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const now = input.now ?? new Date();
  const language = input.language ?? (await accountLanguage(db, input.userId));
  // The refusals in the customer's language: ids are translated, built texts pass through.
  const t = translatorFor(language, ["cart"]);
  const refuse = (message: string, status: 400 | 409 = 409): PlaceOrderOutcome => ({
    ok: false,
    status,
    message: message.startsWith("cart:") ? t(message) : message,
  });
  const earlier = await orderWithKey(db, input.idempotencyKey);
  if (earlier) {
    return earlier.user_id === input.userId
      ? { ok: true, orderNumber: earlier.order_number, alreadyPlaced: true }
      : refuse(CART_CHANGED, 400);
  }

  // Paying at the counter: only for an order to collect, and only while the shop offers it.
  const paymentMethod = input.paymentMethod ?? "eft";
  const refused = refusedPayment(paymentMethod, {
    fulfilment: input.fulfilment,
    payAtCounterOffered: paymentMethod === "eft" ? false : await payAtCounterOffered(db),
  });
  if (refused === "collect-only") return refuse(PAY_AT_COUNTER_COLLECT_ONLY, 400);
  if (refused === "not-offered") return refuse(PAY_AT_COUNTER_NOT_OFFERED);

  // The delivery quote may ask a routing service: worked out before the transaction, never inside it.
  let delivery: {
    location: NonNullable<Awaited<ReturnType<typeof savedDeliveryLocation>>>;
    method: { id: DeliveryMethodId; name: string; feeCents: number; distanceKm: number };
    day: string;
  } | null = null;
  if (input.fulfilment === "delivery") {
    const location = await savedDeliveryLocation(db, input.userId);
    if (!location) return refuse(NO_SAVED_LOCATION, 400);
    const cart = await loadCart(db, { userId: input.userId });
    const load = await cartWeightsFor(db, cart.lines);
    const offer = await deliveryForCheckout(db, {
      location,
      loadType: load.loadType,
      subtotalCents: cart.subtotalCents,
      now,
    });
    if (!offer.available) return refuse(notFeasibleText(t, offer).reason, 400);
    const option = offer.options.find((candidate) => candidate.id === input.method) ?? offer.options[0];
    if (!option) return refuse(CART_CHANGED);
    delivery = { location, method: option, day: offer.earliestDay };
  }

  const { discountPercentage } = await customerDetails(db, input.userId);

  return db.transaction().execute(async (trx): Promise<PlaceOrderOutcome> => {
    const again = await orderWithKey(trx, input.idempotencyKey);
    if (again) {
      return again.user_id === input.userId
        ? { ok: true, orderNumber: again.order_number, alreadyPlaced: true }
        : refuse(CART_CHANGED, 400);
    }

    // Without an e-mail address the order's news go by SMS, so they need a number proved on the account.
    if (
      !input.contact.email &&
      !(input.news && input.news.channel !== "email" && (await isProvedFor(trx, input.userId, input.news.phone)))
    )
      return refuse(NO_WAY_TO_TELL, 400);
    // An account whose address is not confirmed (and with no proved cellphone) places its first
    // order only (decision 0097).
    const owner = await trx
      .selectFrom("users")
      .leftJoin("phone_proofs", "phone_proofs.user_id", "users.id")
      .select(["users.email", "users.email_confirmed_at", "phone_proofs.phone"])
      .where("users.id", "=", input.userId)
      .executeTakeFirstOrThrow();
    if (!owner.email_confirmed_at && !owner.phone) {
      const earlier = await trx
        .selectFrom("orders")
        .select("id")
        .where("user_id", "=", input.userId)
        .where("status", "!=", "cancelled")
        .executeTakeFirst();
      if (earlier) return refuse(confirmEmailBeforeAnotherOrder(t, owner.email), 400);
    }
    const cart = await loadCart(trx, { userId: input.userId });
    const inCart = new Map(cart.lines.map((line) => [line.productId, line]));
    for (const reviewed of input.lines) {
      const line = inCart.get(reviewed.productId);
      if (!line || line.quantity !== reviewed.quantity) return refuse(CART_CHANGED);
      if (line.problem === "unavailable") return refuse(unavailableAtCheckout(t, line.name));
      if (line.problem === "out_of_stock") return refuse(outOfStockAtCheckout(t, line.name));
    }
    const reviewedIds = new Set(input.lines.map((line) => line.productId));
    const lines = cart.lines.filter((line) => line.problem === null);
    if (lines.length !== reviewedIds.size || lines.some((line) => !reviewedIds.has(line.productId))) {
      return refuse(CART_CHANGED);
    }

    const levels = await trx
      .selectFrom("product_stock_levels")
      .select(["product_id", "quantity"])
      .where(
        "product_id",
        "in",
        lines.map((line) => line.productId),
      )
      .execute();
    const levelOf = new Map(levels.map((level) => [level.product_id, level.quantity]));
    for (const line of lines) {
      const level = levelOf.get(line.productId);
      if (level !== undefined && level < line.quantity) {
        return refuse(notEnoughStock(t, line.name, Math.max(0, Math.floor(level))));
      }
    }

    // Stock is held for paying customers only (decision 0103): every order placed here is unpaid,
    // so an account has a few open at most, and together they take at most half of a product.
    const unpaid = await unpaidRefusalFor(trx, input.userId, lines, levelOf);
    if (unpaid?.kind === "too-many-orders")
      return {
        ok: false,
        status: 409,
        message: tooManyUnpaidOrders(t, unpaid.openOrders),
        link: { href: SEE_YOUR_ORDERS_HREF, label: t(SEE_YOUR_ORDERS) },
      };
    if (unpaid?.kind === "too-much-of-product") {
      const shop = await readShopDetails(trx);
      return {
        ok: false,
        status: 409,
        message: tooMuchUnpaid(t, { ...unpaid, shopPhone: shop.phone }),
        link: { href: `tel:${shop.phone.replace(/[^+\d]/g, "")}`, label: callTheStore(t, shop.phone) },
      };
    }

    const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
    const shippingCents = delivery?.method.feeCents ?? 0;
    const totals = orderTotals({
      subtotalCents,
      shippingCents,
      discountCents: deliveryDiscountCents(shippingCents, discountPercentage),
    });
    if (totals.totalCents !== input.expectedTotalCents) return refuse(CART_CHANGED);

    const orderId = randomUUID();
    const orderNumber = await nextOrderNumber(trx, now);
    const placedAt = now.toISOString();
    await trx
      .insertInto("orders")
      .values({
        id: orderId,
        order_number: orderNumber,
        user_id: input.userId,
        status: "pending",
        payment_method: paymentMethod,
        payment_status: "pending_payment",
        fulfilment_method: input.fulfilment,
        subtotal_cents: totals.subtotalCents,
        shipping_cost_cents: totals.shippingCents,
        discount_amount_cents: totals.discountCents,
        total_cents: totals.totalCents,
        vat_cents: totals.vatCents,
        notes: input.notes || null,
        contact_name: input.contact.name,
        contact_email: input.contact.email || null,
        contact_phone: input.contact.phone || null,
        delivery_location_id: delivery?.location.id ?? null,
        delivery_address: delivery ? `${delivery.location.name}, ${delivery.location.address}` : null,
        delivery_latitude: delivery?.location.latitude ?? null,
        delivery_longitude: delivery?.location.longitude ?? null,
        delivery_method: delivery?.method.name ?? null,
        delivery_distance_km: delivery?.method.distanceKm ?? null,
        delivery_date: delivery?.day ?? null,
        idempotency_key: input.idempotencyKey,
        news_channel: input.news?.channel ?? "email",
        news_phone: input.news?.phone ?? null,
        language,
        created_at: placedAt,
        updated_at: placedAt,
      })
      .execute();
    const items = lines.map((line) => ({
      id: randomUUID(),
      order_id: orderId,
      product_id: line.productId,
      product_name: line.name,
      ws_code: line.wsCode,
      quantity: line.quantity,
      product_price_cents: line.unitPriceCents,
      item_total_cents: line.lineTotalCents,
    }));
    await trx.insertInto("order_items").values(items).execute();
    // The order holds its stock until this deadline, unless paid or a proof comes (decision 0103).
    const holdUntil = await startHold(trx, { id: orderId, paymentMethod }, now);
    await trx
      .insertInto("order_status_history")
      .values({
        id: randomUUID(),
        order_id: orderId,
        status: "pending",
        payment_status: "pending_payment",
        note:
          paymentMethod === "eft"
            ? "Order placed by the customer."
            : "Order placed by the customer, to pay at the counter when collecting (cash or card).",
        changed_by_id: input.userId,
        created_at: placedAt,
      })
      .execute();

    // Products without a stock level are not counted (the shop never said how many it has).
    for (const line of lines) {
      if (!levelOf.has(line.productId)) continue;
      await moveStock(trx, {
        productId: line.productId,
        by: -line.quantity,
        reason: "order_placed",
        userId: input.userId,
        reference: orderNumber,
      });
    }

    await trx
      .deleteFrom("cart_items")
      .where("cart_items.cart_id", "in", (eb) =>
        eb.selectFrom("carts").select("carts.id").where("carts.user_id", "=", input.userId),
      )
      .where(
        "product_id",
        "in",
        lines.map((line) => line.productId),
      )
      .execute();
    // What stays in the cart (out of stock) is no longer news from the last visit (decision 0094).
    await keepLastVisitItems(trx, { userId: input.userId });

    if (input.news) await rememberOrderNewsChoice(trx, input.userId, input.news);
    const news = await orderNewsFor(trx, orderId);
    if (!news) throw new Error("The order just placed was not found");
    const smsId = await sendOrderSms(trx, news, {
      event: "order_placed",
      totalCents: totals.totalCents,
      payAtCounter: paymentMethod !== "eft",
    });
    await sendNewOrderEmails(
      trx,
      {
        orderNumber,
        placedAt,
        contact: input.contact,
        items,
        totals,
        fulfilment: input.fulfilment,
        delivery: delivery
          ? {
              address: `${delivery.location.name}, ${delivery.location.address}`,
              methodName: delivery.method.name,
              day: delivery.day,
            }
          : null,
        notes: input.notes || null,
        paymentMethod,
        bank: await readBankDetails(trx),
        holdUntil,
        language,
      },
      byEmail(news) || smsId === null,
    );
    return { ok: true, orderNumber, alreadyPlaced: false };
  });
}
