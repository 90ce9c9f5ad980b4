import { randomUUID } from "node:crypto";
import { loadCart } from "~/cart/cart.server";
import type { CartLine, CartSummary } from "~/cart/cart-lines";
import { type CheckoutDelivery, type DeliveryChoiceOption, deliveryOffer } from "~/delivery/delivery-offer.server";
import type { DeliveryMethodId, LoadType } from "~/delivery/fees";
import type { Database } from "~/platform/db.server";
import { DEFAULT_LANGUAGE, type Language } from "~/platform/language";
import { isPlaceholderEmail } from "~/platform/placeholder-email";
import { readSection } from "~/shop/shop-settings.server";
import { formatSouthAfricanMobile, southAfricanMobileOrNull } from "~/sms/phone-number";
import type { CheckoutChoice } from "./checkout-form.server";
import { type CheckoutPayment, checkoutPayment } from "./checkout-payment";
import {
  cartLoadType,
  deliveryDiscountCents,
  type OrderTotals,
  orderTotals,
  savedLocationAddress,
  savedLocationInputType,
} from "./checkout-rules";

export type SavedDeliveryLocation = {
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  inputType: "address" | "coordinates";
  preferredMethod: DeliveryMethodId | null;
};

export type { CheckoutDelivery, DeliveryChoiceOption };

export type CheckoutContact = {
  name: string;
  email: string;
  phone: string;
  /** How the customer last chose to hear about orders, the cellphone for it, and the marketing SMS consent. */
  newsChannel: "email" | "sms" | "both";
  newsPhone: string;
  offersBySms: boolean;
  /** The cellphone proved on the account, as shown; SMS go only to it (decision 0089). */
  provedPhone: string | null;
};

export type CheckoutReview = {
  fulfilment: "collect" | "delivery";
  method: DeliveryChoiceOption | null;
  lines: CartLine[];
  totals: OrderTotals;
  deliveryDay: string | null;
  /** "productId:quantity,..." of the lines reviewed; placing the order checks the cart still matches. */
  linesToken: string;
  idempotencyKey: string;
  /** The ways to pay offered for this order, and the one ticked (decision 0096). */
  payment: CheckoutPayment;
};

export type CheckoutPage = {
  cart: CartSummary;
  contact: CheckoutContact;
  location: SavedDeliveryLocation | null;
  discountPercentage: number;
  load: { loadType: LoadType; weightKg: number | null };
  delivery: CheckoutDelivery | null;
  fulfilment: "collect" | "delivery";
  method: DeliveryMethodId;
  review: CheckoutReview | null;
};

/** The customer's contact details for the order and their client delivery discount. */
export async function customerDetails(db: Database, userId: string) {
  const user = await db
    .selectFrom("users")
    .leftJoin("client_profiles", "client_profiles.user_id", "users.id")
    .select([
      "users.email",
      "users.first_name",
      "users.last_name",
      "users.phone",
      "users.order_news_channel",
      (eb) =>
        eb
          .selectFrom("phone_proofs as proof")
          .select("proof.phone")
          .whereRef("proof.user_id", "=", "users.id")
          .as("proved_phone"),
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom("phone_proofs as proof")
              .innerJoin("sms_consents as consent", "consent.phone", "proof.phone")
              .select("proof.phone")
              .whereRef("proof.user_id", "=", "users.id"),
          )
          .as("offers_by_sms"),
      "client_profiles.first_name as client_first_name",
      "client_profiles.last_name as client_last_name",
      "client_profiles.phone as client_phone",
      "client_profiles.delivery_discount_percentage",
      "client_profiles.is_active as client_active",
    ])
    .where("users.id", "=", userId)
    .executeTakeFirstOrThrow();
  const name = [user.client_first_name ?? user.first_name, user.client_last_name ?? user.last_name]
    .filter(Boolean)
    .join(" ");
  // An account made with a cellphone code has no address (placeholder-email.ts): its news go by SMS.
  const noEmail = isPlaceholderEmail(user.email);
  return {
    contact: {
      name,
      email: noEmail ? "" : user.email,
      phone: user.client_phone ?? user.phone ?? "",
      newsChannel:
        noEmail && user.proved_phone && user.order_news_channel === "email" ? "sms" : user.order_news_channel,
      // The cellphone for order news: the proved one, else the first of the customer's numbers that is one.
      newsPhone:
        [user.proved_phone, user.phone, user.client_phone]
          .map((phone) => (phone ? southAfricanMobileOrNull(phone) : null))
          .map((phone) => (phone ? formatSouthAfricanMobile(phone) : ""))
          .find(Boolean) ?? "",
      offersBySms: Boolean(user.offers_by_sms),
      provedPhone: user.proved_phone ? formatSouthAfricanMobile(user.proved_phone) : null,
    },
    // A suspended client profile keeps its record but not its discount.
    discountPercentage: user.client_active === 0 ? 0 : (user.delivery_discount_percentage ?? 0),
  };
}

/** The customer's saved delivery location (one per customer; the default one first). */
export async function savedDeliveryLocation(db: Database, userId: string): Promise<SavedDeliveryLocation | null> {
  const row = await db
    .selectFrom("client_delivery_locations")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("is_default", "desc")
    .orderBy("updated_at", "desc")
    .executeTakeFirst();
  if (!row) return null;
  const method = row.delivery_method as DeliveryMethodId | null;
  return {
    id: row.id,
    name: row.location_name,
    address: savedLocationAddress(row),
    latitude: row.latitude,
    longitude: row.longitude,
    inputType: savedLocationInputType(row),
    preferredMethod: method && ["simple", "terrain", "load", "premium"].includes(method) ? method : null,
  };
}

/** The load the cart's in-stock lines make, from their products' sizes. */
export async function cartWeightsFor(db: Database, lines: CartLine[]) {
  const counted = lines.filter((line) => line.problem === null);
  if (counted.length === 0) return cartLoadType([]);
  const sizes = await db
    .selectFrom("products")
    .select(["id", "product_size", "product_unit"])
    .where(
      "id",
      "in",
      counted.map((line) => line.productId),
    )
    .execute();
  const byId = new Map(sizes.map((row) => [row.id, row]));
  return cartLoadType(
    counted.map((line) => ({
      quantity: line.quantity,
      size: byId.get(line.productId)?.product_size ?? null,
      unit: byId.get(line.productId)?.product_unit ?? null,
    })),
  );
}

/**
 * Delivery to the saved location, priced by the delivery engine for this cart's load and value
 * (`deliveryOffer`, the same calculation the cart and product pages quote).
 */
export function deliveryForCheckout(
  db: Database,
  input: { location: SavedDeliveryLocation; loadType: LoadType; subtotalCents: number; now: Date },
): Promise<CheckoutDelivery> {
  return deliveryOffer(db, input);
}

export function linesToken(lines: CartLine[]): string {
  return lines
    .filter((line) => line.problem === null)
    .map((line) => `${line.productId}:${line.quantity}`)
    .join(",");
}

/** The shop setting "Offer 'Pay when you collect' at checkout" (decision 0096). */
export async function payAtCounterOffered(db: Database): Promise<boolean> {
  return (await readSection(db, "features")).payAtCounter;
}

/** The checkout page: the cart, the customer's details, the delivery offer and, on the review step, the totals. */
export async function loadCheckout(
  db: Database,
  userId: string,
  choice: CheckoutChoice,
  now: Date = new Date(),
  language: Language = DEFAULT_LANGUAGE,
): Promise<CheckoutPage> {
  const cart = await loadCart(db, { userId }, language);
  const { contact, discountPercentage } = await customerDetails(db, userId);
  const location = await savedDeliveryLocation(db, userId);
  const load = await cartWeightsFor(db, cart.lines);
  const delivery =
    location && cart.canCheckout
      ? await deliveryForCheckout(db, {
          location,
          loadType: load.loadType,
          subtotalCents: cart.subtotalCents,
          now,
        })
      : null;

  const canDeliver = delivery?.available === true;
  // Delivery is preselected when it is offered; when it is not, collection is the only choice.
  const fulfilment = canDeliver ? (choice.fulfilment ?? "delivery") : "collect";
  const offered = delivery?.available ? delivery.options : [];
  const method =
    offered.find((option) => option.id === choice.method)?.id ??
    offered.find((option) => option.id === location?.preferredMethod)?.id ??
    offered[0]?.id ??
    "simple";

  let review: CheckoutReview | null = null;
  // Asking to review a delivery that cannot be made shows the first step, with the reason.
  const undeliverable = choice.fulfilment === "delivery" && !canDeliver;
  if (choice.step === "review" && cart.canCheckout && !undeliverable) {
    const option = fulfilment === "delivery" ? (offered.find((candidate) => candidate.id === method) ?? null) : null;
    const shippingCents = option?.feeCents ?? 0;
    review = {
      fulfilment,
      method: option,
      lines: cart.lines.filter((line) => line.problem === null),
      totals: orderTotals({
        subtotalCents: cart.subtotalCents,
        shippingCents,
        discountCents: deliveryDiscountCents(shippingCents, discountPercentage),
      }),
      deliveryDay: option && delivery?.available ? delivery.earliestDay : null,
      linesToken: linesToken(cart.lines),
      idempotencyKey: randomUUID(),
      payment: checkoutPayment({ fulfilment, payAtCounterOffered: await payAtCounterOffered(db) }),
    };
  }
  return { cart, contact, location, discountPercentage, load, delivery, fulfilment, method, review };
}
