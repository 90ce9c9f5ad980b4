import { detailLines, entityHref, entityLabel } from "./audit-log";

describe("audit log entries", () => {
  it("reads field changes as before and after", () => {
    expect(detailLines({ email: "a@example.com", changes: { roles: { from: ["admin"], to: [] } } })).toEqual([
      { field: "email", before: null, after: "a@example.com" },
      { field: "roles", before: '["admin"]', after: "[]" },
    ]);
  });
  it("reads a whole record kept on delete or create, and a top-level from/to", () => {
    expect(detailLines({ before: { name: "Feed" } })).toEqual([{ field: "name", before: "Feed", after: null }]);
    expect(detailLines({ after: { name: "" } })).toEqual([{ field: "name", before: null, after: "(empty)" }]);
    expect(detailLines({ orderNumber: "ORD-1", from: "pending", to: "paid" })).toEqual([
      { field: "orderNumber", before: null, after: "ORD-1" },
      { field: "value", before: "pending", after: "paid" },
    ]);
  });
  it("links each record to its screen, and names areas", () => {
    expect(entityHref("user", "u1", {})).toBe("/admin/users?user=u1");
    expect(entityHref("order", "o1", { orderNumber: "ORD-7" })).toBe("/admin/orders/ORD-7");
    expect(entityHref("order", "o1", {})).toBeNull();
    expect(entityHref("product", "p 1", {})).toBe("/admin/products/p%201");
    expect(entityHref("search_synonym", "s1", {})).toBe("/admin/search-synonyms/s1");
    expect(entityHref("something_new", "x", {})).toBeNull();
    expect(entityLabel("shop_setting")).toBe("Shop settings");
    expect(entityLabel("something_new")).toBe("something new");
  });
});
