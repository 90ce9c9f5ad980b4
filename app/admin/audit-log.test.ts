import { detailLines, entityHref, entityIdWords, entityLabel } from "./audit-log";

describe("audit log entries", () => {
  it("reads field changes as before and after", () => {
    expect(detailLines({ email: "a@example.com", changes: { roles: { from: ["admin"], to: [] } } })).toEqual([
      { field: "E-mail", before: null, after: "a@example.com" },
      { field: "Roles", before: "Admin", after: "(none)" },
    ]);
  });
  it("reads a whole record kept on delete or create, and a top-level from/to", () => {
    expect(detailLines({ before: { name: "Feed" } })).toEqual([{ field: "Name", before: "Feed", after: null }]);
    expect(detailLines({ after: { name: "" } })).toEqual([{ field: "Name", before: null, after: "(empty)" }]);
    expect(detailLines({ orderNumber: "ORD-1", from: "pending", to: "confirmed" }, "order.status")).toEqual([
      { field: "Order", before: null, after: "ORD-1" },
      { field: "Status", before: "Pending", after: "Confirmed" },
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
    expect(entityLabel("something_new")).toBe("Something new");
    expect(entityLabel("sms_number")).toBe("SMS numbers");
    expect(entityIdWords("+27821234567")).toBe("082 123 4567");
    expect(entityIdWords("p1")).toBe("p1");
  });
});
