import { sql } from "kysely";
import { db } from "~/platform/db.server";
import { logger } from "~/platform/logger.server";
import { applySecurityHeaders } from "~/platform/security-headers.server";

/** Fly's health check: 200 when the database answers a query, 503 otherwise. */
export async function loader() {
  const headers = applySecurityHeaders(
    new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }),
  );
  try {
    await sql`SELECT 1`.execute(db());
    return new Response("ok", { status: 200, headers });
  } catch (error) {
    logger.error("Health check failed", { error: String(error) });
    return new Response("database unavailable", { status: 503, headers });
  }
}
