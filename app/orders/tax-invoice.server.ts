import { sql } from "kysely";
import type { Database } from "~/platform/db.server";
import type { Language } from "~/platform/language";
import type { PageTexts } from "~/platform/translate";
import { readShopDetails } from "~/shop/shop-settings.server";
import { findOrderByNumber, type OrderDetail } from "./orders.server";
import { ordersMessages } from "./orders-messages.server";
import {
  addressLinesOf,
  type InvoiceDate,
  type InvoiceLine,
  type InvoiceTotals,
  invoiceDateFor,
  invoiceLines,
  invoiceNumberFor,
  invoiceTotals,
  type PackingLine,
  packingLines,
  unitCount,
} from "./tax-invoice";

export type InvoiceSupplier = {
  name: string;
  addressLines: string[];
  phone: string;
  email: string;
  vatNumber: string;
};

export type InvoiceCustomer = {
  name: string;
  companyName: string | null;
  email: string | null;
  phone: string | null;
  /** Where the goods went, or the customer's saved location for an order collected at the store. */
  addressLines: string[];
  /** Only when the customer gave one on their client profile. */
  vatNumber: string | null;
};

export type TaxInvoice = {
  orderNumber: string;
  invoiceNumber: string;
  invoiceDate: InvoiceDate;
  orderDate: string;
  status: string;
  paymentStatus: string;
  /** The order's language (migration 0036): the document's headings, dates and amounts are in it. */
  language: Language;
  supplier: InvoiceSupplier;
  customer: InvoiceCustomer;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
};

export type PackingSlip = {
  orderNumber: string;
  orderDate: string;
  status: string;
  fulfilmentMethod: "collect" | "delivery";
  deliveryAddress: string | null;
  deliveryDate: string | null;
  notes: string | null;
  customer: { name: string; phone: string | null };
  lines: PackingLine[];
  unitCount: number;
};

/** The co-op as the invoice's supplier: its legal name, address and VAT number (/admin/settings). */
export async function invoiceSupplier(db: Database): Promise<InvoiceSupplier> {
  const shop = await readShopDetails(db);
  return {
    name: shop.legalName,
    addressLines: shop.addressLines,
    phone: shop.phone,
    email: shop.email,
    vatNumber: shop.vatNumber,
  };
}

const joinName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");

/** Who bought: the order's own contact details first, then the client profile, then the account. */
async function customerOf(db: Database, order: OrderDetail): Promise<InvoiceCustomer> {
  const row = await db
    .selectFrom("orders")
    .leftJoin("users", "users.id", "orders.user_id")
    .leftJoin("client_profiles", "client_profiles.user_id", "orders.user_id")
    .select([
      "orders.user_id",
      "orders.contact_name",
      "orders.contact_phone",
      "users.first_name as user_first_name",
      "users.last_name as user_last_name",
      "users.phone as user_phone",
      "users.company_name as user_company_name",
      "users.email as user_email",
      "client_profiles.first_name as profile_first_name",
      "client_profiles.last_name as profile_last_name",
      "client_profiles.phone as profile_phone",
      "client_profiles.company_name as profile_company_name",
      "client_profiles.vat_number",
    ])
    .where("orders.id", "=", order.id)
    .executeTakeFirstOrThrow();
  let addressLines: string[] = [];
  if (order.fulfilmentMethod === "delivery" && order.deliveryAddress?.trim()) {
    addressLines = [order.deliveryAddress.trim()];
  } else if (row.user_id) {
    const location = await db
      .selectFrom("client_delivery_locations")
      .select(["address_line_1", "address_line_2", "city", "province", "postal_code"])
      .where("user_id", "=", row.user_id)
      .orderBy("is_default", "desc")
      .orderBy("updated_at", "desc")
      .executeTakeFirst();
    if (location) addressLines = addressLinesOf(location);
  }
  const name =
    row.contact_name?.trim() ||
    joinName(row.profile_first_name, row.profile_last_name) ||
    joinName(row.user_first_name, row.user_last_name) ||
    order.contactEmail ||
    "Customer";
  return {
    name,
    companyName: row.profile_company_name?.trim() || row.user_company_name?.trim() || null,
    email: order.contactEmail ?? row.user_email ?? null,
    phone: row.contact_phone?.trim() || row.profile_phone?.trim() || row.user_phone?.trim() || null,
    addressLines,
    vatNumber: row.vat_number?.trim() || null,
  };
}

/**
 * When the payment was received: the verification of the (first) verified proof of payment; for a
 * payment marked paid another way, the first status-history row that saw it paid. Null if neither.
 */
async function paidAtOf(db: Database, orderId: string): Promise<string | null> {
  const proof = await db
    .selectFrom("payment_proofs")
    .select("reviewed_at")
    .where("order_id", "=", orderId)
    .where("status", "=", "verified")
    .where("reviewed_at", "is not", null)
    .orderBy("reviewed_at")
    .executeTakeFirst();
  if (proof?.reviewed_at) return proof.reviewed_at;
  const history = await db
    .selectFrom("order_status_history")
    .select("created_at")
    .where("order_id", "=", orderId)
    .where("payment_status", "=", "paid")
    .orderBy("created_at")
    .orderBy(sql`rowid`)
    .executeTakeFirst();
  return history?.created_at ?? null;
}

async function orderLanguageOf(db: Database, orderId: string): Promise<Language> {
  const row = await db.selectFrom("orders").select("language").where("id", "=", orderId).executeTakeFirst();
  return row?.language === "af" ? "af" : "en";
}

/**
 * The tax invoice's own texts in the order's language (issue 49): its headings and the payment
 * status only, so the page that shows the document (the customer's, or the staff's in English
 * around it) carries just these.
 */
export function invoiceMessages(language: Language): PageTexts {
  return ordersMessages(language, "invoiceDocument");
}

/** An order's tax invoice by its order number; undefined for an unknown or malformed number. */
export async function loadTaxInvoice(db: Database, orderNumber: string | undefined): Promise<TaxInvoice | undefined> {
  const order = await findOrderByNumber(db, orderNumber);
  if (!order) return undefined;
  const [customer, paidAt, supplier, language] = await Promise.all([
    customerOf(db, order),
    paidAtOf(db, order.id),
    invoiceSupplier(db),
    orderLanguageOf(db, order.id),
  ]);
  return {
    orderNumber: order.orderNumber,
    invoiceNumber: invoiceNumberFor(order.orderNumber),
    invoiceDate: invoiceDateFor({ createdAt: order.createdAt, paymentStatus: order.paymentStatus, paidAt }),
    orderDate: order.createdAt,
    status: order.status,
    paymentStatus: order.paymentStatus,
    language,
    supplier,
    customer,
    lines: invoiceLines(order.items),
    totals: invoiceTotals(order),
  };
}

/** An order's packing slip by its order number; undefined for an unknown or malformed number. */
export async function loadPackingSlip(db: Database, orderNumber: string | undefined): Promise<PackingSlip | undefined> {
  const order = await findOrderByNumber(db, orderNumber);
  if (!order) return undefined;
  const customer = await customerOf(db, order);
  const lines = packingLines(order.items);
  return {
    orderNumber: order.orderNumber,
    orderDate: order.createdAt,
    status: order.status,
    fulfilmentMethod: order.fulfilmentMethod,
    deliveryAddress: order.deliveryAddress,
    deliveryDate: order.deliveryDate,
    notes: order.notes,
    customer: { name: customer.name, phone: customer.phone },
    lines,
    unitCount: unitCount(lines),
  };
}
