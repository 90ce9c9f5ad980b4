import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";

/*
 * Issue 44, point 4 (docs/decisions/0093): the delivery policy says where to see the delivery fee
 * before ordering instead of "shown at checkout". Only a delivery policy that is still the text the
 * demo data seeded, word for word, is changed, as a new version (the seeded text kept in
 * policy_versions, as a staff edit would keep it); a policy staff have written or edited is theirs
 * and is left alone. A data change: `down` leaves the text as it is.
 */
export const SEEDED_SENTENCE =
  "We deliver within 100 km of our store in Donkerhoek, Pretoria East. The delivery fee is calculated from the distance and shown at checkout.";
export const NEW_SENTENCE =
  'We deliver within 100 km of our store in Donkerhoek, Pretoria East. The delivery fee is calculated from the distance, the size of the load and the delivery method you choose. To see what delivery to your town costs before you order, use "What will delivery cost?" on any product page or in your cart, or the Delivery costs page (/delivery, linked at the foot of every page). Collecting your order at the store is free.';
export const SEEDED_DELIVERY_POLICY = `# Delivery Policy
## Where we deliver
${SEEDED_SENTENCE}
## When we deliver
Deliveries are made Monday to Friday between 08:00 and 17:00. There are no deliveries on weekends or public holidays.
## Collection
You are welcome to collect your order from the store during trading hours once we have told you it is ready.
## At delivery
Please make sure someone is available to receive the goods and that our truck can reach the offloading point. Heavy items are offloaded at the gate or the nearest accessible point.`;
const CHANGE_NOTES = "Where to see the delivery fee before checkout.";

type PolicyRow = {
  id: string;
  title: string;
  category: string;
  content: string;
  version: string | null;
  change_notes: string | null;
  uploaded_by_id: string | null;
  uploaded_by_name: string | null;
  updated_at: string;
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<PolicyRow>`
    SELECT id, title, category, content, version, change_notes, uploaded_by_id, uploaded_by_name, updated_at
    FROM policies WHERE slug = 'delivery-policy'`.execute(db);
  const now = new Date().toISOString();
  for (const policy of rows) {
    // Line endings aside, exactly the seeded text, or nothing changes.
    if (policy.content.replace(/\r\n?/g, "\n") !== SEEDED_DELIVERY_POLICY) continue;
    const parsed = Number.parseInt(String(policy.version ?? "").trim(), 10);
    const previous = Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
    const next = previous + 1;
    const content = SEEDED_DELIVERY_POLICY.replace(SEEDED_SENTENCE, NEW_SENTENCE);
    const { rows: kept } = await sql<{ id: string }>`
      SELECT id FROM policy_versions WHERE policy_id = ${policy.id} AND version = ${previous}`.execute(db);
    if (kept.length === 0) {
      await sql`INSERT INTO policy_versions
        (id, policy_id, version, title, category, content, change_notes, saved_by_id, saved_by_name, saved_at)
        VALUES (${randomUUID()}, ${policy.id}, ${previous}, ${policy.title}, ${policy.category}, ${policy.content},
                ${policy.change_notes}, ${policy.uploaded_by_id}, ${policy.uploaded_by_name}, ${policy.updated_at})`.execute(
        db,
      );
    }
    await sql`INSERT INTO policy_versions
      (id, policy_id, version, title, category, content, change_notes, saved_by_id, saved_by_name, saved_at)
      VALUES (${randomUUID()}, ${policy.id}, ${next}, ${policy.title}, ${policy.category}, ${content},
              ${CHANGE_NOTES}, NULL, 'Shop update (issue 44)', ${now})`.execute(db);
    await sql`UPDATE policies SET content = ${content}, version = ${`${next}.0`}, change_notes = ${CHANGE_NOTES},
      updated_at = ${now} WHERE id = ${policy.id}`.execute(db);
  }
}

export async function down(_db: Kysely<unknown>): Promise<void> {
  // The policy's text is content: a new version stays, as a staff edit would.
}
