import { randomBytes } from "node:crypto";
import { type Cookie, createCookie, createSessionStorage, type Session, type SessionStorage } from "@remix-run/node";
import { type Database, db, flag, nowIso } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import type { Toast } from "~/platform/toast";

/**
 * Sessions live in the `sessions` table; the cookie carries only the signed session id.
 * "Remember me" makes a 30-day cookie; otherwise the cookie ends with the browser and the
 * server-side session still expires after BROWSER_SESSION_HOURS.
 */
export const REMEMBER_ME_DAYS = 30;
export const BROWSER_SESSION_HOURS = 12;
export const SESSION_COOKIE_NAME = "__session";

/**
 * What a session holds. A domain that keeps more adds its key from its own module by declaration
 * merging (`declare module "~/platform/session.server" { interface SessionData { ... } }`), so the
 * ground floor names no domain's type (decision 0078): the client registration's draft is one.
 */
export interface SessionData {
  userId?: string;
  remember?: boolean;
}
export type SessionFlashData = {
  toast: Toast;
};
export type ShopSession = Session<SessionData, SessionFlashData>;

const HOUR_MS = 60 * 60 * 1000;

function defaultExpiry(): Date {
  return new Date(Date.now() + BROWSER_SESSION_HOURS * HOUR_MS);
}

function createDatabaseSessionStorage(database: () => Database, cookie: Cookie) {
  return createSessionStorage<SessionData, SessionFlashData>({
    cookie,
    async createData(data, expires) {
      const id = randomBytes(32).toString("base64url");
      await database()
        .insertInto("sessions")
        .values({
          id,
          user_id: data.userId ?? null,
          remember: flag(Boolean(data.remember)),
          data: JSON.stringify(data),
          expires_at: (expires ?? defaultExpiry()).toISOString(),
        })
        .execute();
      return id;
    },
    async readData(id) {
      const row = await database()
        .selectFrom("sessions")
        .select(["data"])
        .where("id", "=", id)
        .where("expires_at", ">", nowIso())
        .executeTakeFirst();
      return row ? (JSON.parse(row.data) as SessionData) : null;
    },
    async updateData(id, data, expires) {
      await database()
        .updateTable("sessions")
        .set({
          user_id: data.userId ?? null,
          data: JSON.stringify(data),
          updated_at: nowIso(),
          // A browser-session cookie keeps the expiry fixed at sign-in; a remembered one slides.
          ...(expires ? { expires_at: expires.toISOString() } : {}),
        })
        .where("id", "=", id)
        .execute();
    },
    async deleteData(id) {
      await database().deleteFrom("sessions").where("id", "=", id).execute();
    },
  });
}

type Storage = SessionStorage<SessionData, SessionFlashData>;
let storage: Storage | undefined;

const REMEMBER_ME_SECONDS = REMEMBER_ME_DAYS * 24 * 60 * 60;

function sessionCookie(maxAge?: number): Cookie {
  const config = env();
  return createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    // Secure when the shop is served over https: a Secure cookie is never sent back over plain
    // http, so `npm start` opened from a phone on the same Wi-Fi could not sign in.
    secure: config.isHttps,
    secrets: [config.SESSION_SECRET],
    ...(maxAge ? { maxAge } : {}),
  });
}

function sessionStorage(): Storage {
  storage ??= createDatabaseSessionStorage(db, sessionCookie());
  return storage;
}

export function getSession(request: Request): Promise<ShopSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/** The Set-Cookie value for a session; a remembered session gets its 30-day lifetime again. */
export function commitSession(session: ShopSession): Promise<string> {
  const remember = session.get("remember") === true;
  return sessionStorage().commitSession(session, remember ? { maxAge: REMEMBER_ME_SECONDS } : undefined);
}

export function destroySession(session: ShopSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

/** A fresh, empty session (a new id once committed): used at sign-in against session fixation. */
export function newSession(): Promise<ShopSession> {
  return sessionStorage().getSession();
}

/** The signed cookie value for a session id: lets tests sign a user in by writing a session row. */
export function serializeSessionCookie(sessionId: string, remember: boolean): Promise<string> {
  return sessionCookie(remember ? REMEMBER_ME_SECONDS : undefined).serialize(sessionId);
}

/** Ends every session of a user except, optionally, the one in use. */
export async function endUserSessions(database: Database, userId: string, exceptSessionId?: string): Promise<void> {
  let query = database.deleteFrom("sessions").where("user_id", "=", userId);
  if (exceptSessionId) query = query.where("id", "!=", exceptSessionId);
  await query.execute();
}

/** Removes expired rows; run by the job worker now and then. */
export async function purgeExpiredSessions(database: Database): Promise<number> {
  const result = await database.deleteFrom("sessions").where("expires_at", "<=", nowIso()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
