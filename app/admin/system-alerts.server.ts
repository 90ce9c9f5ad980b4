import { z } from "zod";
import { AREAS } from "~/accounts/roles";
import { registerRepeatingJob } from "~/platform/daily-jobs.server";
import type { Database } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { logger } from "~/platform/logger.server";
import { sendEmail } from "~/platform/mailer.server";
import { readSetting, writeSetting } from "~/platform/settings.server";
import { type AlertCondition, alertConditions, alertIsDue, type SystemHealth } from "./system-health";
import { readSystemHealth } from "./system-health.server";
import { ALERT_FOOTER, ALERT_SUBJECTS, backupLine, emailLine, type SystemLine, smsLine } from "./system-messages";

/**
 * The admins' alert e-mails (decision 0104): every hour the health is read, and each condition
 * that holds (the last good backup older than 26 hours, e-mails or SMS failing 5 in a row) is
 * e-mailed to every admin, at most once a day per condition. When each was last sent is kept in
 * the `system-alerts` row of shop_settings, written in the same transaction as the e-mails.
 */

export const SYSTEM_CHECK_JOB = "system-health-check";
export const SYSTEM_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const ALERTS_SENT_KEY = "system-alerts";
export const ALERT_EMAIL_KIND = "system-alert";

const AlertsSent = z.record(z.string(), z.string());

const LINE_OF: Record<AlertCondition, (health: SystemHealth) => SystemLine> = {
  "backup-late": backupLine,
  "emails-failing": emailLine,
  "sms-failing": smsLine,
};

/** The addresses of the admins and super admins whose accounts are in use. */
async function adminAddresses(db: Database): Promise<string[]> {
  const rows = await db
    .selectFrom("users")
    .innerJoin("user_roles", "user_roles.user_id", "users.id")
    .select("users.email")
    .distinct()
    .where("user_roles.role", "in", [...AREAS.settings])
    .where("users.suspended_at", "is", null)
    .orderBy("users.email")
    .execute();
  return rows.map((row) => row.email);
}

/**
 * Reads the health and e-mails the admins about each condition that holds and was not told of in
 * the last day. Returns the conditions e-mailed.
 */
export async function sendSystemAlerts(
  db: Database,
  options: { now?: Date; health?: SystemHealth } = {},
): Promise<AlertCondition[]> {
  const now = options.now ?? new Date();
  const health = options.health ?? (await readSystemHealth(db, { now }));
  const conditions = alertConditions(health);
  if (conditions.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const sent = await readSetting(trx, ALERTS_SENT_KEY, AlertsSent, {});
    const due = conditions.filter((condition) => alertIsDue(sent[condition], now));
    if (due.length === 0) return [];
    const admins = await adminAddresses(trx);
    const screen = new URL("/admin/system", env().APP_URL).toString();
    for (const condition of due) {
      const line = LINE_OF[condition](health);
      for (const to of admins) {
        await sendEmail(trx, {
          to,
          kind: ALERT_EMAIL_KIND,
          subject: ALERT_SUBJECTS[condition],
          text: `${line.text}\n\n${line.meaning}\n\n${ALERT_FOOTER}\n${screen}\n`,
        });
      }
      sent[condition] = now.toISOString();
    }
    await writeSetting(trx, ALERTS_SENT_KEY, sent);
    logger.warn("System alert e-mailed to the admins", { conditions: due, admins: admins.length });
    return due;
  });
}

/** Hourly, chained like the daily jobs. */
export const ensureSystemCheckQueued = registerRepeatingJob(SYSTEM_CHECK_JOB, SYSTEM_CHECK_INTERVAL_MS, async (db) => {
  await sendSystemAlerts(db);
});

/** The first check a few minutes after the start, once the start-up backup of a new machine has run. */
export const FIRST_CHECK_DELAY_MS = 10 * 60 * 1000;

export function queueSystemCheckAtStartUp(db: Database): Promise<boolean> {
  return ensureSystemCheckQueued(db, new Date(Date.now() + FIRST_CHECK_DELAY_MS));
}
