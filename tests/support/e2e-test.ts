import { randomInt } from "node:crypto";
import { test as base } from "@playwright/test";
import { closeAxeCopies } from "./axe";

/**
 * Playwright's `test`, with every test coming from a network address of its own (the shop reads
 * it from X-Forwarded-For when no Fly proxy sets Fly-Client-IP). The shop limits sign-ins,
 * registrations and messages per address; without this, the whole suite would come from one
 * address and trip limits meant for one person.
 */
export const test = base.extend<{ closesAxeCopies: undefined }>({
  // The pages tests/support/axe.ts opens to check a page without JavaScript are closed at the
  // test's end, before Playwright closes the test's own context.
  closesAxeCopies: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    async ({}, use) => {
      await use(undefined);
      await closeAxeCopies();
    },
    { auto: true },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({
      ...extraHTTPHeaders,
      "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    });
  },
});

export { type BrowserContext, expect, type Page } from "@playwright/test";
