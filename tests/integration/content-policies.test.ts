import "../support/seeded-database";
import { sql } from "kysely";
import { db } from "~/platform/db.server";
import { formatDate } from "~/platform/format";
import { loader as listLoader } from "~/routes/policies";
import { loader as policyLoader } from "~/routes/policy.$slug";
import { loader as privacyLoader } from "~/routes/privacy";
import { loader as termsLoader } from "~/routes/terms";

const ORIGIN = "http://localhost:3000";

const policies = (query = "") =>
  listLoader({ request: new Request(`${ORIGIN}/policies${query}`), params: {}, context: {} });

type Thrown = { status: number; problem: unknown };

/** The policy loader's answer: its data, or the status and problem it threw. */
async function openPolicy(slug: string) {
  try {
    return {
      ok: await policyLoader({ request: new Request(`${ORIGIN}/policy/${slug}`), params: { slug }, context: {} }),
    };
  } catch (thrown) {
    const value = thrown as { type?: string; data?: { problem?: unknown }; init?: ResponseInit };
    if (value?.type === "DataWithResponseInit") {
      return { thrown: { status: value.init?.status ?? 200, problem: value.data?.problem } satisfies Thrown };
    }
    throw thrown;
  }
}

describe("the policy list", () => {
  it("lists only active policies, by category then title, with en-ZA dates", async () => {
    const list = await policies();
    const active = await db()
      .selectFrom("policies")
      .select(["slug", "category", "title", "updated_at"])
      .where("is_active", "=", 1)
      .execute();
    expect(list.policies).toHaveLength(active.length);
    expect(list.policies.map((policy) => policy.slug)).not.toContain("load-shedding-trading-hours");
    const order = list.policies.map((policy) => `${policy.category}\u0000${policy.title}`);
    expect([...order].sort()).toEqual(order);
    for (const policy of list.policies) {
      const row = active.find((candidate) => candidate.slug === policy.slug);
      expect(policy.updatedOn).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(policy.updatedOn).toBe(formatDate(row?.updated_at ?? ""));
    }
    expect(list.category).toBeNull();
  });

  it("offers one chip per category present among the active policies", async () => {
    const list = await policies();
    expect(list.categories).toEqual([
      "Privacy Policy",
      "Quality Assurance",
      "Return Policy",
      "Safety",
      "Shipping Policy",
      "Terms of Service",
    ]);
  });

  it("narrows the list to the chosen category", async () => {
    const list = await policies("?category=Privacy%20Policy");
    expect(list.category).toBe("Privacy Policy");
    expect(list.policies.map((policy) => policy.title)).toEqual(["Privacy Policy"]);
    expect(list.policies[0]).toMatchObject({ version: "1.3", uploadedByName: expect.any(String) });
  });

  it("shows none for an unknown, inactive-only or over-long category, without failing", async () => {
    for (const query of ["?category=Nonsense", "?category=Other", `?category=${"x".repeat(500)}`]) {
      const list = await policies(query);
      expect(list.policies).toEqual([]);
      expect(list.categories.length).toBeGreaterThan(0);
    }
  });

  it("treats an empty filter as no filter", async () => {
    const list = await policies("?category=");
    expect(list.category).toBeNull();
    expect(list.policies).toHaveLength((await policies()).policies.length);
  });
});

describe("the registration form's /terms and /privacy links", () => {
  it("open the policy itself, not a filtered list", async () => {
    const slugOf = async (category: "Terms of Service" | "Privacy Policy") =>
      (
        await db()
          .selectFrom("policies")
          .select("slug")
          .where("category", "=", category)
          .where("is_active", "=", 1)
          .orderBy("updated_at", "desc")
          .executeTakeFirstOrThrow()
      ).slug;
    const terms = (await termsLoader()) as Response;
    expect(terms.headers.get("Location")).toBe(`/policy/${await slugOf("Terms of Service")}`);
    const privacy = (await privacyLoader()) as Response;
    expect(privacy.headers.get("Location")).toBe(`/policy/${await slugOf("Privacy Policy")}`);
  });

  it("fall back to the list when no such policy is active", async () => {
    const active = await db()
      .selectFrom("policies")
      .select("id")
      .where("category", "=", "Terms of Service")
      .where("is_active", "=", 1)
      .execute();
    const ids = active.map((row) => row.id);
    await db().updateTable("policies").set({ is_active: 0 }).where("id", "in", ids).execute();
    const terms = (await termsLoader()) as Response;
    expect(terms.headers.get("Location")).toBe("/policies?category=Terms%20of%20Service");
    await db().updateTable("policies").set({ is_active: 1 }).where("id", "in", ids).execute();
  });
});

describe("a policy page", () => {
  it("shows an active policy with its content", async () => {
    const result = await openPolicy("privacy-policy");
    expect(result.ok?.policy).toMatchObject({
      title: "Privacy Policy",
      category: "Privacy Policy",
      version: "1.3",
      isActive: true,
    });
    expect(result.ok?.policy.content).toContain("## Your rights under POPIA");
  });

  it("answers 404 'not found' for an unknown or malformed slug", async () => {
    expect((await openPolicy("no-such-policy")).thrown).toEqual({ status: 404, problem: "not-found" });
    expect((await openPolicy("bad slug!")).thrown).toEqual({ status: 404, problem: "not-found" });
  });

  it("answers 404 'inactive' for an inactive policy and sends none of its text", async () => {
    const result = await openPolicy("load-shedding-trading-hours");
    expect(result.thrown).toEqual({ status: 404, problem: "inactive" });
    expect(JSON.stringify(result)).not.toContain("generator");
  });

  it("answers 500 'failed' when the policies cannot be read", async () => {
    await sql`ALTER TABLE policies RENAME TO policies_away`.execute(db());
    try {
      expect((await openPolicy("privacy-policy")).thrown).toEqual({ status: 500, problem: "failed" });
    } finally {
      await sql`ALTER TABLE policies_away RENAME TO policies`.execute(db());
    }
  });
});
