import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "~/platform/db.server";
import {
  NEW_SENTENCE,
  SEEDED_DELIVERY_POLICY,
  SEEDED_SENTENCE,
  up,
} from "../../db/migrations/0031_delivery_policy_fee_before_checkout";
import { POLICIES } from "../../db/seed/data/policies";

const UPDATED = SEEDED_DELIVERY_POLICY.replace(SEEDED_SENTENCE, NEW_SENTENCE);

async function deliveryPolicy(content: string) {
  await db().deleteFrom("policies").where("slug", "=", "delivery-policy").execute();
  const id = randomUUID();
  await db()
    .insertInto("policies")
    .values({
      id,
      title: "Delivery Policy",
      slug: "delivery-policy",
      category: "Shipping Policy",
      content,
      version: "1.1",
      change_notes: "Delivery radius extended to 100 km.",
    })
    .execute();
  return id;
}

describe("the delivery policy says where to see the fee before checkout (migration 0031)", () => {
  it("the demo data seeds the new text, the migration's own", () => {
    const seeded = POLICIES.find((policy) => policy.slug === "delivery-policy");
    expect(seeded?.content).toBe(UPDATED);
    expect(UPDATED).not.toContain("shown at checkout");
    expect(UPDATED).toContain("What will delivery cost?");
  });

  it("changes a policy still as seeded, as a new version that keeps the seeded one", async () => {
    const id = await deliveryPolicy(SEEDED_DELIVERY_POLICY);
    await up(db() as unknown as Kysely<unknown>);
    const policy = await db().selectFrom("policies").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(policy.content).toBe(UPDATED);
    expect(policy.version).toBe("2.0");
    const versions = await db()
      .selectFrom("policy_versions")
      .select(["version", "content"])
      .where("policy_id", "=", id)
      .orderBy("version")
      .execute();
    expect(versions).toEqual([
      { version: 1, content: SEEDED_DELIVERY_POLICY },
      { version: 2, content: UPDATED },
    ]);
    // Once is enough: the text is no longer the seeded one.
    await up(db() as unknown as Kysely<unknown>);
    expect((await db().selectFrom("policy_versions").select("id").where("policy_id", "=", id).execute()).length).toBe(
      2,
    );
  });

  it("leaves a policy the shop has written alone", async () => {
    const own = SEEDED_DELIVERY_POLICY.replace("Donkerhoek", "Donkerhoek (next to the co-op silo)");
    const id = await deliveryPolicy(own);
    await up(db() as unknown as Kysely<unknown>);
    const policy = await db().selectFrom("policies").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(policy.content).toBe(own);
    expect(policy.version).toBe("1.1");
  });
});
