import { STAFF_ROLES } from "~/accounts/roles";
import { adminNavFor } from "./screens";

describe("the admin navigation", () => {
  const paths = (roles: Parameters<typeof adminNavFor>[0]) =>
    adminNavFor(roles).flatMap((group) => group.screens.map((screen) => screen.to));

  it("offers each role only the screens its areas open", () => {
    expect(paths(["inventory_manager"])).toEqual([
      "/admin/products",
      "/admin/stock-levels",
      "/admin/category-management",
      "/admin/search-synonyms",
      "/admin/search-misses",
      "/admin/specials",
      "/admin/bulk-category-assignment",
      "/admin/help",
    ]);
    expect(paths(["content_manager"])).toEqual([
      "/admin/reviews",
      "/admin/newsletter-management",
      "/admin/sms",
      "/admin/sms/log",
      "/admin/specials",
      "/admin/blog-management",
      "/admin/blog-dashboard",
      "/admin/policy-management",
      "/admin/about-management",
      "/admin/home-video-management",
      "/admin/about-video-management",
      "/admin/help",
    ]);
    expect(paths(["financial_officer"])).toEqual([
      "/admin/orders",
      "/admin/analytics",
      "/admin/bank-details",
      "/admin/help",
    ]);
    expect(paths(["order_processor"])).toEqual(["/admin/orders", "/admin/help"]);
    expect(paths(["customer_support"])).toEqual([
      "/admin/orders",
      "/admin/clients",
      "/admin/messages",
      "/admin/sms/inbox",
      "/admin/reviews",
      "/admin/help",
    ]);
    expect(paths(["admin"])).toContain("/admin/messages");
    expect(paths(["admin"])).toContain("/admin/delivery-settings");
    expect(paths(["admin"])).toContain("/admin/settings");
    expect(paths(["super_admin"])).toContain("/admin/settings");
    for (const roles of [["admin"], ["super_admin"]] as const) {
      expect(paths(roles)).toEqual(expect.arrayContaining(["/admin/clients", "/admin/users", "/admin/audit-log"]));
    }
    expect(paths(["order_processor", "inventory_manager", "financial_officer", "customer_support"])).not.toContain(
      "/admin/users",
    );
  });

  it("offers Help to every staff role, and the documentation center to admins and super admins only", () => {
    for (const role of STAFF_ROLES) {
      expect(paths([role])).toContain("/admin/help");
      expect(paths([role]).includes("/admin/documentation")).toBe(role === "admin" || role === "super_admin");
    }
    expect(paths([])).not.toContain("/admin/help");
  });

  it("leaves out a group with nothing in it for that person", () => {
    expect(adminNavFor(["content_manager"]).map((group) => group.label)).toEqual([
      "Customers",
      "Catalogue",
      "Content",
      "Help",
    ]);
    expect(adminNavFor(["order_processor"]).map((group) => group.label)).toEqual(["Sales", "Help"]);
    expect(adminNavFor(["customer_support"]).map((group) => group.label)).toEqual(["Sales", "Customers", "Help"]);
    expect(adminNavFor([])).toEqual([]);
  });
});
