import { AREAS, areasFor, canAccess, isAdmin, isRole, isStaff, isSuperAdmin, STAFF_ROLES } from "./roles";

describe("staff roles", () => {
  it("lets any staff role into the admin home but no customer", () => {
    for (const role of STAFF_ROLES) expect(canAccess([role], "dashboard")).toBe(true);
    expect(canAccess([], "dashboard")).toBe(false);
    expect(isStaff([])).toBe(false);
  });

  it("keeps user administration to super admins", () => {
    expect(canAccess(["super_admin"], "userAdministration")).toBe(true);
    expect(canAccess(["admin"], "userAdministration")).toBe(false);
    expect(canAccess(["admin"], "users")).toBe(true);
  });

  it("gives each narrow role its own areas only", () => {
    expect(canAccess(["inventory_manager"], "stock")).toBe(true);
    expect(canAccess(["inventory_manager"], "payments")).toBe(false);
    expect(canAccess(["financial_officer"], "payments")).toBe(true);
    expect(canAccess(["financial_officer"], "products")).toBe(false);
    expect(canAccess(["content_manager"], "policies")).toBe(true);
    expect(canAccess(["content_manager"], "users")).toBe(false);
    expect(canAccess(["order_processor"], "orders")).toBe(true);
    expect(canAccess(["order_processor"], "blog")).toBe(false);
    expect(canAccess(["customer_support"], "clients")).toBe(true);
    expect(canAccess(["customer_support"], "messages")).toBe(true);
    expect(canAccess(["content_manager"], "messages")).toBe(false);
    expect(canAccess(["order_processor"], "messages")).toBe(false);
  });

  it("follows the specials table: super admin, inventory and content managers (and admins)", () => {
    expect(AREAS.specials).toEqual(["super_admin", "admin", "inventory_manager", "content_manager"]);
  });

  it("knows the admin flags and the valid role names", () => {
    expect(isAdmin(["admin"])).toBe(true);
    expect(isAdmin(["super_admin"])).toBe(true);
    expect(isAdmin(["content_manager"])).toBe(false);
    expect(isSuperAdmin(["admin"])).toBe(false);
    expect(isRole("auditor")).toBe(false);
    expect(isRole("order_processor")).toBe(true);
  });

  it("lists the areas a role opens", () => {
    expect(areasFor(["financial_officer"])).toEqual(["dashboard", "orders", "payments", "analytics", "help"]);
  });
});
