import { randomBytes, randomUUID } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { hashPassword } from "../../app/accounts/password.server";
import type { Role } from "../../app/accounts/roles";
import { createDatabase, type Database } from "../../app/platform/db.server";
import { E2E_DATABASE_PATH, E2E_SEED_PASSWORD, E2E_SESSION_SECRET, e2eStubsUrl } from "./e2e-env";

// The helpers sign cookies with the server's secret, so they must see the same configuration.
process.env.SESSION_SECRET = E2E_SESSION_SECRET;
process.env.DATABASE_PATH = E2E_DATABASE_PATH;

export const SEED_PASSWORD = E2E_SEED_PASSWORD;

let database: Database | undefined;

/** The server's own database file (the tests read what the shop stored). */
export function testDb(): Database {
  database ??= createDatabase(E2E_DATABASE_PATH);
  return database;
}

export type TestUser = { id: string; email: string; password: string };

/**
 * One argon2 hash per password per worker: hashing is built to be slow (19 MiB, two passes), and
 * most tests' users share the default password. Users sharing a hash still each sign in with it.
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A new user with a unique e-mail, so parallel tests never share state. */
export async function createTestUser(options: { roles?: Role[]; password?: string } = {}): Promise<TestUser> {
  const id = randomUUID();
  const email = `test-${randomBytes(6).toString("hex")}@example.com`;
  const password = options.password ?? "Correct-Horse-Battery-9";
  await testDb()
    .insertInto("users")
    .values({
      id,
      email,
      password_hash: await hashOnce(password),
      first_name: "Test",
      last_name: "Farmer",
      email_confirmed_at: new Date().toISOString(),
    })
    .execute();
  for (const role of options.roles ?? []) {
    await testDb().insertInto("user_roles").values({ user_id: id, role }).execute();
  }
  return { id, email, password };
}

/**
 * A signed-in session for `user` without the login page: writes a session row and returns the
 * signed cookie's value, as the server would set it.
 */
export async function sessionCookieValue(user: { id: string }): Promise<string> {
  const { serializeSessionCookie } = await import("../../app/platform/session.server");
  const sessionId = randomBytes(32).toString("base64url");
  await testDb()
    .insertInto("sessions")
    .values({
      id: sessionId,
      user_id: user.id,
      data: JSON.stringify({ userId: user.id, remember: false }),
      expires_at: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    })
    .execute();
  const header = await serializeSessionCookie(sessionId, false);
  return header.split(";")[0]?.split("=").slice(1).join("=") ?? "";
}

/** Signs a user in without the login page: the browser gets a session cookie of its own. */
export async function signInAs(context: BrowserContext, baseURL: string, user: { id: string }): Promise<void> {
  const value = await sessionCookieValue(user);
  await context.addCookies([{ name: "__session", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

/**
 * The SMS texts the loopback SMPP server (in the stubs process) accepted for one number, oldest
 * first: what the phone received. `number` as typed or in E.164.
 */
export async function smsReceivedBy(number: string): Promise<string[]> {
  const digits = number.replace(/\D/g, "").replace(/^0/, "27");
  const response = await fetch(`${e2eStubsUrl(process.env.E2E_STUBS_PORT ?? "")}/smpp/messages?to=${digits}`);
  return (await response.json()) as string[];
}
