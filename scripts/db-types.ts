/**
 * Regenerates app/platform/db-schema.ts from the migrations (kysely-codegen against a scratch
 * database). With --verify it only checks that the committed file is current, as CI does.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { IMPORT_STATUSES } from "../app/catalog/csv-import-status";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "../app/orders/order-status";
import { createDatabase } from "../app/platform/db.server";
import { migrateToLatest } from "../db/migrator";

const union = (...values: string[]) => values.map((value) => JSON.stringify(value)).join(" | ");
const generated = (type: string) => `Generated<${type}>`;

const overrides: Record<string, string> = {
  "user_roles.role": union(
    "super_admin",
    "admin",
    "inventory_manager",
    "order_processor",
    "customer_support",
    "content_manager",
    "financial_officer",
  ),
  "oauth_connections.provider": union("google", "facebook"),
  "one_time_tokens.purpose": union("confirm_email", "reset_password", "invitation", "unlock_sign_in"),
  "client_profiles.preferred_contact_method": generated(union("email", "phone", "sms", "whatsapp")),
  "client_delivery_locations.load_type": `${union("small", "medium", "large", "bulk")} | null`,
  "products.product_unit": `${union("none", "kg", "g", "l", "ml", "m")} | null`,
  "products.product_dimension_unit": generated(union("MM", "CM", "INCH")),
  "stock_movements.reason": union(
    "manual_update",
    "csv_import",
    "order_placed",
    "order_cancelled",
    "stock_take",
    "seed",
  ),
  "orders.status": generated(union(...ORDER_STATUSES)),
  "orders.payment_method": generated(union("eft", "cash_on_collection", "card")),
  "orders.payment_status": generated(union(...PAYMENT_STATUSES)),
  "orders.fulfilment_method": generated(union("collect", "delivery")),
  "payment_proofs.content_type": union("application/pdf", "image/jpeg", "image/png"),
  "payment_proofs.status": generated(union("pending", "verified", "rejected")),
  "pending_reviews.status": generated(union("pending", "submitted", "ignored")),
  "policies.category": generated(
    union(
      "Terms of Service",
      "Privacy Policy",
      "Return Policy",
      "Shipping Policy",
      "Employment",
      "Safety",
      "Quality Assurance",
      "Environmental",
      "Other",
    ),
  ),
  "newsletters.status": generated(union("draft", "published", "sent")),
  "documentation.category": generated(union("technical", "project_details", "client_summary", "system_overview")),
  "documentation_versions.category": union("technical", "project_details", "client_summary", "system_overview"),
  "contact_messages.source": generated(union("contact", "consultant")),
  "outgoing_emails.status": generated(union("queued", "sent", "logged", "failed")),
  "jobs.status": generated(union("queued", "running", "done", "failed")),
  "csv_imports.import_type": generated(union("products", "stock")),
  "csv_imports.status": generated(union(...IMPORT_STATUSES)),
  "bulk_category_runs.status": generated(
    union("checking", "checked", "cancelled", "processing", "complete", "stopped", "failed"),
  ),
  "bulk_category_run_products.outcome": generated(
    union("planned", "moved", "unchanged", "no_match", "changed_since_check"),
  ),
  "bulk_category_run_products.undo_outcome": `${union("restored", "left_alone")} | null`,
  "backup_runs.reason": union("daily", "manual", "pre-migration"),
  "backup_runs.status": union("ok", "failed"),
  "sms_messages.priority": generated(union("transactional", "bulk")),
  "sms_messages.encoding": union("gsm7", "ucs2"),
  "sms_messages.status": generated(union("queued", "sending", "sent", "delivered", "failed", "logged", "cancelled")),
  "sms_sends.status": generated(
    union("scheduled", "queuing", "queued", "failed", "awaiting_confirmation", "cancelled", "stopped"),
  ),
  "sms_inbound.kind": generated(union("stop", "yes", "other")),
  "sms_consents.source": union("account", "checkout", "registration", "sms_reply"),
  "phone_proofs.source": union("registration", "checkout", "account", "sign_in"),
  "phone_codes.purpose": union("registration", "checkout", "account", "sign_in"),
  "phone_codes.channel": generated(union("sms", "email")),
  "phone_codes.outcome": `${union("proved", "replaced", "too_many_tries")} | null`,
  "sms_parts.status": generated(union("sent", "delivered", "failed")),
  "sms_opt_outs.source": union("sms_reply", "customer", "staff"),
  "users.order_news_channel": generated(union("email", "sms", "both")),
  "orders.news_channel": generated(union("email", "sms", "both")),
  "search_synonyms.kind": union("two_way", "one_way"),
};

const scratch = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "shop-types-")), "schema.db");
const db = createDatabase(scratch);
await migrateToLatest(db);
await db.destroy();

const args = [
  "kysely-codegen",
  "--dialect",
  "sqlite",
  "--url",
  scratch,
  "--out-file",
  "app/platform/db-schema.ts",
  "--exclude-pattern",
  "product_search*",
  "--overrides",
  JSON.stringify({ columns: overrides }),
  "--log-level",
  "error",
];
const verify = process.argv.includes("--verify");
if (verify) args.push("--verify");
try {
  execFileSync("npx", args, { stdio: verify ? "pipe" : "inherit" });
} catch {
  console.error(
    verify
      ? "app/platform/db-schema.ts does not match the migrations: run `npm run db:types` and commit the result."
      : "kysely-codegen failed (see above).",
  );
  process.exit(1);
}
