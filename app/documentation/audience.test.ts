import { STAFF_ROLES } from "~/accounts/roles";
import { guideOpensFor, isGuideFor } from "./audience";

describe("who a built-in guide is for", () => {
  it("opens a guide with a role badge to that role and to admins and super admins only", () => {
    const guide = { type: "user-guide", role: "financial_officer" } as const;
    expect(guideOpensFor(guide)).toEqual(["super_admin", "admin", "financial_officer"]);
    expect(isGuideFor(guide, ["financial_officer"])).toBe(true);
    expect(isGuideFor(guide, ["admin"])).toBe(true);
    expect(isGuideFor(guide, ["super_admin"])).toBe(true);
    expect(isGuideFor(guide, ["order_processor"])).toBe(false);
    expect(isGuideFor(guide, ["order_processor", "financial_officer"])).toBe(true);
    expect(isGuideFor(guide, [])).toBe(false);
  });

  it("opens a guide with the admin badge (the settings screens) to admins and super admins, named once each", () => {
    const guide = { type: "user-guide", role: "admin" } as const;
    expect(guideOpensFor(guide)).toEqual(["super_admin", "admin"]);
    expect(isGuideFor(guide, ["customer_support"])).toBe(false);
    expect(isGuideFor(guide, ["admin"])).toBe(true);
  });

  it("keeps technical guides without a badge to admins and super admins", () => {
    const guide = { type: "technical", role: null } as const;
    expect(guideOpensFor(guide)).toEqual(["super_admin", "admin"]);
    for (const role of [
      "inventory_manager",
      "order_processor",
      "financial_officer",
      "content_manager",
      "customer_support",
    ] as const) {
      expect(isGuideFor(guide, [role])).toBe(false);
    }
  });

  it("opens the other guides without a badge to every staff role, and to no customer", () => {
    for (const type of ["user-guide", "quick-reference", "visual-guide"] as const) {
      const guide = { type, role: null };
      for (const role of STAFF_ROLES) expect(isGuideFor(guide, [role])).toBe(true);
      expect(isGuideFor(guide, [])).toBe(false);
    }
  });
});
