import { testDb } from "./e2e-helpers";
import { expect, type Page } from "./e2e-test";

/**
 * Shared by the browser tests of paying at the counter (decisions 0092 and 0096): the page fits a
 * 360 px phone, as a clerk's at the counter may well be, and an order's payment as stored.
 */
export async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

export const orderRow = (id: string) =>
  testDb()
    .selectFrom("orders")
    .select(["status", "payment_status", "payment_method"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
