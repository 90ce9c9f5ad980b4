import type { Kysely } from "kysely";
import type { DB } from "~/platform/db-schema";
import { formatOrderNumber, orderNumberCounter } from "./order-number";

/**
 * The next order number for the year of `at` (Africa/Johannesburg), taken inside the caller's
 * transaction so two orders placed at once never share one.
 */
export async function nextOrderNumber(trx: Kysely<DB>, at: Date = new Date()): Promise<string> {
  const year = Number(
    new Intl.DateTimeFormat("en-ZA", { timeZone: "Africa/Johannesburg", year: "numeric" }).format(at),
  );
  const row = await trx
    .insertInto("counters")
    .values({ name: orderNumberCounter(year), value: 1 })
    .onConflict((oc) => oc.column("name").doUpdateSet((eb) => ({ value: eb("counters.value", "+", 1) })))
    .returning("value")
    .executeTakeFirstOrThrow();
  return formatOrderNumber(year, row.value);
}
