import { sql } from "kysely";
import type { Database } from "~/platform/db.server";

/** What one order's back-office page reads beside the order: its proofs of payment and the staff's notes. */

export async function loadOrderProofs(db: Database, orderId: string) {
  return db
    .selectFrom("payment_proofs as p")
    .leftJoin("users as u", "u.id", "p.reviewed_by_id")
    .select([
      "p.id",
      "p.original_filename",
      "p.content_type",
      "p.size_bytes",
      "p.status",
      "p.review_note",
      "p.reviewed_at",
      "p.created_at",
      "u.email as reviewedBy",
    ])
    .where("p.order_id", "=", orderId)
    .orderBy("p.created_at", "desc")
    .execute();
}

export type StaffNote = { id: string; body: string; authorEmail: string | null; createdAt: string };

/** The staff's notes on an order, oldest first, as a conversation reads. */
export async function loadStaffNotes(db: Database, orderId: string): Promise<StaffNote[]> {
  const rows = await db
    .selectFrom("order_staff_notes")
    .select(["id", "body", "author_email", "created_at"])
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy(sql`rowid`)
    .execute();
  return rows.map((row) => ({ id: row.id, body: row.body, authorEmail: row.author_email, createdAt: row.created_at }));
}

/**
 * Who made each change in an order's status history, for the staff's order page: "the customer"
 * (with their e-mail) when the order's own customer did (placed it, sent a proof, cancelled it,
 * decision 0095), else the staff member's e-mail. Rows with nobody recorded are left out.
 */
export async function historyAuthors(db: Database, orderId: string): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom("order_status_history as h")
    .innerJoin("orders as o", "o.id", "h.order_id")
    .innerJoin("users as u", "u.id", "h.changed_by_id")
    .select(["h.id", "u.email", sql<number>`h.changed_by_id = o.user_id`.as("byCustomer")])
    .where("h.order_id", "=", orderId)
    .execute();
  return Object.fromEntries(
    rows.map((row) => [row.id, row.byCustomer ? `the customer (${row.email})` : row.email] as const),
  );
}
