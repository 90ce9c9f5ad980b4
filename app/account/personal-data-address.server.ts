import { type ExpressionBuilder, sql } from "kysely";
import type { DB } from "~/platform/db-schema";

/**
 * Contact messages and e-mail copies keep the address as it was typed (no NOCASE column), so
 * "Thandi@Example.com" must match "thandi@example.com".
 */
export function sameAddress<T extends "contact_messages" | "outgoing_emails">(
  eb: ExpressionBuilder<DB, T>,
  column: "email" | "to_address",
  email: string,
) {
  return eb(sql`lower(${sql.ref(column)})`, "=", email.toLowerCase());
}
