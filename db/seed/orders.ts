import type { Insertable, Selectable } from "kysely";
import type { Database } from "../../app/platform/db.server";
import type { OrderItems, OrderStatusHistory, Orders, ProductReviews } from "../../app/platform/db-schema";
import { newStorageKey, saveFile } from "../../app/platform/storage.server";
import { createPendingReviewsForOrder } from "../../app/reviews/pending-reviews.server";
import type { SeededProduct } from "./catalog";
import { renderPaymentProof } from "./images";
import { daysBefore, insertInBatches, minutesAfter, type SeedContext, vatIncluded } from "./support";
import type { SeededUser, SeededUsers } from "./users";

type Status = Selectable<Orders>["status"];
type PaymentStatus = Selectable<Orders>["payment_status"];

interface OrderPlan {
  status: Status;
  fulfilment: "collect" | "delivery";
  placedDaysAgo: number;
  items: [stockCode: string, quantity: number][];
  discountCents?: number;
  notes?: string;
}

// The older an order, the further along it is. Together they cover every status in the
// orders.status CHECK list.
const PLANS: OrderPlan[] = [
  {
    status: "delivered",
    fulfilment: "delivery",
    placedDaysAgo: 75,
    items: [
      ["FEED-LM-50", 4],
      ["FEED-SCR-25", 2],
      ["POUL-FD-TUBE-10", 1],
    ],
    discountCents: 5_000,
    notes: "Please deliver before 12:00 if possible.",
  },
  {
    status: "cancelled",
    fulfilment: "collect",
    placedDaysAgo: 60,
    items: [["POUL-INC-48", 1]],
  },
  {
    status: "delivered",
    fulfilment: "collect",
    placedDaysAgo: 40,
    items: [
      ["GDN-SD-CHARD", 3],
      ["GDN-PS-COMPOST-30", 6],
      ["GDN-FT-BONEMEAL-2", 2],
      ["WAT-IR-DRIP-50", 1],
    ],
  },
  {
    status: "shipped",
    fulfilment: "delivery",
    placedDaysAgo: 8,
    items: [
      ["WAT-TK-2500", 1],
      ["WAT-PF-FLOAT-20", 1],
    ],
  },
  {
    status: "ready_for_pickup",
    fulfilment: "collect",
    placedDaysAgo: 6,
    items: [
      ["PET-DF-ADL-20", 1],
      ["PET-HG-TICK-M", 2],
    ],
  },
  {
    status: "preparing",
    fulfilment: "collect",
    placedDaysAgo: 5,
    items: [["FEED-LM-50", 3]],
  },
  {
    status: "processing",
    fulfilment: "delivery",
    placedDaysAgo: 4,
    items: [
      ["FNC-WR-CHICKEN-50", 2],
      ["FNC-DP-YSTD-1.8", 20],
      ["HW-HT-FENCEPLIERS", 1],
    ],
  },
  {
    status: "payment_received",
    fulfilment: "collect",
    placedDaysAgo: 3,
    items: [
      ["VET-VAC-ND-1000", 1],
      ["POUL-DR-FOUNT-5", 2],
    ],
  },
  {
    status: "confirmed",
    fulfilment: "delivery",
    placedDaysAgo: 2,
    items: [
      ["FEED-LM-50", 5],
      ["FEED-CHS-5", 2],
    ],
    notes: "Gate code is 4410.",
  },
  {
    status: "pending",
    fulfilment: "collect",
    placedDaysAgo: 0.2,
    items: [
      ["WW-BT-GUMBOOT-9", 1],
      ["WW-GS-LEATHER", 2],
    ],
  },
];

const PATH_BEFORE_DISPATCH: Status[] = ["pending", "confirmed", "payment_received", "processing", "preparing"];

/** The statuses an order passed through to reach its current one, in order. */
function statusPath(plan: OrderPlan): Status[] {
  switch (plan.status) {
    case "pending":
    case "confirmed":
    case "payment_received":
    case "processing":
    case "preparing":
      return PATH_BEFORE_DISPATCH.slice(0, PATH_BEFORE_DISPATCH.indexOf(plan.status) + 1);
    case "ready_for_pickup":
      return [...PATH_BEFORE_DISPATCH, "ready_for_pickup"];
    case "shipped":
      return [...PATH_BEFORE_DISPATCH, "shipped"];
    case "delivered":
      return [...PATH_BEFORE_DISPATCH, plan.fulfilment === "delivery" ? "shipped" : "ready_for_pickup", "delivered"];
    case "cancelled":
      return ["pending", "confirmed", "payment_received", "cancelled"];
  }
}

function paymentStatusAt(status: Status): PaymentStatus {
  if (status === "pending") return "pending_payment";
  if (status === "confirmed") return "proof_uploaded";
  if (status === "cancelled") return "refunded";
  return "paid";
}

const STATUS_NOTES: Record<Status, string> = {
  pending: "Order placed online; awaiting EFT payment.",
  confirmed: "Proof of payment received; order confirmed.",
  payment_received: "Payment reflected in the co-op account.",
  processing: "Order sent to the warehouse.",
  preparing: "Being picked and packed.",
  ready_for_pickup: "Ready for collection at the Donkerhoek store.",
  shipped: "Loaded on the delivery truck.",
  delivered: "Delivered and signed for.",
  cancelled: "Cancelled at the customer's request; refund paid by EFT.",
};

/** Who on the staff makes each change; the first step is always the customer placing the order. */
function changedBy(status: Status, people: SeededUsers["users"]): SeededUser {
  if (status === "pending") return people.customer;
  if (status === "payment_received") return people.financialOfficer;
  if (status === "cancelled") return people.customerSupport;
  return people.orderProcessor;
}

const SAST_OFFSET_MINUTES = 120;
const OPENS_AT_MINUTES = 8 * 60;
const CLOSES_AT_MINUTES = 17 * 60;

function isWeekend(date: Date): boolean {
  return date.getUTCDay() === 0 || date.getUTCDay() === 6;
}

/**
 * Staff move orders on during trading hours on weekdays (Africa/Johannesburg, UTC+2), so each
 * history step lands `hours` later in working time, and deliveries never fall on a weekend.
 */
function workingTimeAfter(iso: string, hours: number): string {
  // Work in "SAST as if UTC" so the day and hour arithmetic below stays simple.
  const local = new Date(new Date(iso).getTime() + SAST_OFFSET_MINUTES * 60_000);
  local.setUTCMinutes(local.getUTCMinutes() + hours * 60);
  const minuteOfDay = () => local.getUTCHours() * 60 + local.getUTCMinutes();
  while (isWeekend(local) || minuteOfDay() < OPENS_AT_MINUTES || minuteOfDay() >= CLOSES_AT_MINUTES) {
    if (minuteOfDay() >= CLOSES_AT_MINUTES || isWeekend(local)) local.setUTCDate(local.getUTCDate() + 1);
    local.setUTCHours(8, 30, 0, 0);
  }
  return new Date(local.getTime() - SAST_OFFSET_MINUTES * 60_000).toISOString();
}

function nextWeekdayDate(from: Date): string {
  const date = new Date(from);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (isWeekend(date));
  return date.toISOString().slice(0, 10);
}

/**
 * The order's history, one step per status, in working time. An order placed just before a
 * weekend could otherwise be "processed" after the seed's clock, so it moves back a day at a time.
 */
function scheduleSteps(
  path: Status[],
  placedAt: string,
  now: Date,
): { placedAt: string; steps: { status: Status; at: string }[] } {
  let placed = placedAt;
  for (;;) {
    const steps: { status: Status; at: string }[] = [];
    for (const status of path) {
      const previous = steps[steps.length - 1];
      steps.push({ status, at: previous ? workingTimeAfter(previous.at, 3) : placed });
    }
    const last = steps[steps.length - 1];
    if (!last || last.at <= now.toISOString()) return { placedAt: placed, steps };
    placed = minutesAfter(placed, -24 * 60);
  }
}

/** ORD-YYYY-NNNNNN, numbered per calendar year in the order the orders were placed. */
function numberOrders(orders: Omit<Insertable<Orders>, "order_number">[]): {
  numbered: Insertable<Orders>[];
  lastByYear: Map<number, number>;
} {
  const lastByYear = new Map<number, number>();
  const numbered = [...orders]
    .sort((a, b) => (a.created_at ?? "").localeCompare(b.created_at ?? ""))
    .map((order) => {
      const year = new Date(order.created_at ?? "").getUTCFullYear();
      const sequence = (lastByYear.get(year) ?? 0) + 1;
      lastByYear.set(year, sequence);
      return { ...order, order_number: `ORD-${year}-${String(sequence).padStart(6, "0")}` };
    });
  return { numbered, lastByYear };
}

export interface SeededOrders {
  orders: number;
  reviews: number;
  pendingReviews: number;
}

export async function seedOrders(
  db: Database,
  ctx: SeedContext,
  seededUsers: SeededUsers,
  products: readonly SeededProduct[],
): Promise<SeededOrders> {
  const byStockCode = new Map(products.map((product) => [product.stockCode, product]));
  const productFor = (stockCode: string): SeededProduct => {
    const product = byStockCode.get(stockCode);
    if (!product?.isActive || !product.inStock) {
      throw new Error(`Demo orders need ${stockCode} to be an active, in-stock product`);
    }
    return product;
  };
  const { users, customerAddress } = seededUsers;
  const customer = users.customer;

  const drafts: Omit<Insertable<Orders>, "order_number">[] = [];
  const items: Insertable<OrderItems>[] = [];
  const history: Insertable<OrderStatusHistory>[] = [];
  const deliveries: { orderId: string; at: string }[] = [];

  for (const plan of PLANS) {
    const id = crypto.randomUUID();
    const { placedAt, steps } = scheduleSteps(
      statusPath(plan),
      daysBefore(ctx.now, plan.placedDaysAgo, ctx.random.int(-120, 120)),
      ctx.now,
    );

    let subtotal = 0;
    const lines = plan.items.map(([stockCode, quantity]) => {
      const product = productFor(stockCode);
      const total = product.unitPriceCents * quantity;
      subtotal += total;
      return { product, quantity, total };
    });
    for (const line of lines) {
      items.push({
        id: crypto.randomUUID(),
        order_id: id,
        product_id: line.product.id,
        product_name: line.product.name,
        ws_code: line.product.wsCode,
        quantity: line.quantity,
        product_price_cents: line.product.unitPriceCents,
        item_total_cents: line.total,
      });
    }

    const delivery = plan.fulfilment === "delivery";
    const shipping = delivery ? customerAddress.deliveryFeeCents : 0;
    const discount = plan.discountCents ?? 0;
    const total = subtotal + shipping - discount;

    const lastStep = steps[steps.length - 1] ?? { status: plan.status, at: placedAt };
    const shippedAt = steps.find((step) => step.status === "shipped")?.at;
    for (const step of steps) {
      history.push({
        id: crypto.randomUUID(),
        order_id: id,
        status: step.status,
        payment_status: paymentStatusAt(step.status),
        note: step.status === "delivered" && !delivery ? "Collected at the store." : STATUS_NOTES[step.status],
        changed_by_id: changedBy(step.status, users).id,
        created_at: step.at,
      });
    }

    const deliveryDate = shippedAt
      ? shippedAt.slice(0, 10)
      : delivery && plan.status !== "pending" && plan.status !== "confirmed"
        ? nextWeekdayDate(ctx.now)
        : null;
    drafts.push({
      id,
      user_id: customer.id,
      status: plan.status,
      payment_method: "eft",
      payment_status: paymentStatusAt(plan.status),
      fulfilment_method: plan.fulfilment,
      subtotal_cents: subtotal,
      shipping_cost_cents: shipping,
      discount_amount_cents: discount,
      total_cents: total,
      vat_cents: vatIncluded(total),
      notes: plan.notes ?? null,
      contact_name: customer.fullName,
      contact_email: customer.email,
      contact_phone: customer.phone,
      delivery_location_id: delivery ? customerAddress.locationId : null,
      delivery_address: delivery ? customerAddress.address : null,
      delivery_latitude: delivery ? customerAddress.latitude : null,
      delivery_longitude: delivery ? customerAddress.longitude : null,
      delivery_method: delivery ? "Simple Distance" : null,
      delivery_distance_km: delivery ? customerAddress.distanceKm : null,
      delivery_date: deliveryDate,
      idempotency_key: null,
      created_at: placedAt,
      updated_at: lastStep.at,
    });

    if (plan.status === "delivered") deliveries.push({ orderId: id, at: lastStep.at });
  }

  const { numbered: orders, lastByYear } = numberOrders(drafts);
  await insertInBatches(db, "orders", orders);
  await insertInBatches(db, "order_items", items);
  await insertInBatches(db, "order_status_history", history);
  // Delivered orders invite their customer to review, exactly as the back office's delivery will.
  let pendingReviews = 0;
  for (const delivery of deliveries) {
    pendingReviews += await createPendingReviewsForOrder(db, delivery.orderId, delivery.at);
  }
  for (const [year, last] of lastByYear) {
    await db
      .insertInto("counters")
      .values({ name: `order_number:${year}`, value: last })
      .onConflict((conflict) => conflict.column("name").doUpdateSet({ value: last }))
      .execute();
  }

  const awaitingVerification = orders.find((order) => order.payment_status === "proof_uploaded");
  if (awaitingVerification) await seedPaymentProof(db, awaitingVerification, customer);

  const reviews = reviewRows(ctx, users.secondCustomer, users.customerSupport, productFor);
  await insertInBatches(db, "product_reviews", reviews);

  return { orders: orders.length, reviews: reviews.length, pendingReviews };
}

async function seedPaymentProof(db: Database, order: Insertable<Orders>, customer: SeededUser): Promise<void> {
  const image = await renderPaymentProof([
    "Paid to: Donkerhoek Farm Supplies",
    `Reference: ${order.order_number}`,
    `Amount: R ${(order.total_cents / 100).toFixed(2)}`,
    "From: T MOKOENA",
    "Status: Successful",
  ]);
  const storageKey = newStorageKey("payment-proofs", "png");
  await saveFile(storageKey, image);
  await db
    .insertInto("payment_proofs")
    .values({
      id: crypto.randomUUID(),
      order_id: order.id,
      user_id: customer.id,
      storage_key: storageKey,
      original_filename: "payment-notification.png",
      content_type: "image/png",
      size_bytes: image.length,
      status: "pending",
      reviewed_by_id: null,
      reviewed_at: null,
      review_note: null,
      created_at: minutesAfter(order.created_at ?? "", 90),
    })
    .execute();
}

function reviewRows(
  ctx: SeedContext,
  reviewer: SeededUser,
  responder: SeededUser,
  productFor: (stockCode: string) => SeededProduct,
): Insertable<ProductReviews>[] {
  const reviews: {
    stockCode: string;
    rating: number;
    text: string;
    approved: boolean;
    daysAgo: number;
    response?: string;
  }[] = [
    {
      stockCode: "FEED-HC-40",
      rating: 5,
      text: "My two geldings look great on these cubes. Good quality, no dust, and they finish every scoop.",
      approved: true,
      daysAgo: 50,
    },
    {
      stockCode: "WAT-TK-2500",
      rating: 4,
      text: "Solid tank and the delivery was on time. Took a while to get the stand level, but no complaints about the tank itself.",
      approved: true,
      daysAgo: 38,
      response: "Thank you, Pieter! Our water counter can recommend a tank stand next time to make levelling easier.",
    },
    {
      stockCode: "GDN-TL-WHEELBARROW-65",
      rating: 5,
      text: "Tough barrow. Carries two 50 kg feed bags without a problem.",
      approved: true,
      daysAgo: 30,
    },
    {
      stockCode: "HW-HT-FENCEPLIERS",
      rating: 4,
      text: "Does everything on the fence line. Cuts high-tensile wire easily.",
      approved: true,
      daysAgo: 21,
    },
    {
      stockCode: "FNC-EF-ENERGISER-8J",
      rating: 3,
      text: "Works well on 12 km of fence but the manual could be clearer about earthing.",
      approved: false,
      daysAgo: 4,
    },
    { stockCode: "PET-DF-ADL-20", rating: 5, text: "", approved: false, daysAgo: 2 },
  ];
  return reviews.map((review) => {
    const createdAt = daysBefore(ctx.now, review.daysAgo, ctx.random.int(0, 600));
    const respondedAt = review.response ? minutesAfter(createdAt, 26 * 60) : null;
    return {
      id: crypto.randomUUID(),
      product_id: productFor(review.stockCode).id,
      user_id: reviewer.id,
      rating: review.rating,
      review_text: review.text,
      is_approved: review.approved ? 1 : 0,
      admin_response: review.response ? `${review.response} – ${responder.fullName.split(" ")[0]}` : null,
      admin_response_date: respondedAt,
      created_at: createdAt,
      updated_at: respondedAt ?? createdAt,
    };
  });
}
