import { listHref } from "./list-href";

describe("a list's address", () => {
  const list = { search: "lucerne bale", limit: 50, defaultLimit: 50 };

  it("keeps the search and adds the change", () => {
    expect(listHref("/admin/specials", list, { edit: "p1" })).toBe("/admin/specials?search=lucerne+bale&edit=p1");
  });

  it("keeps a larger page and drops what is set to null", () => {
    expect(listHref("/admin/stock-levels", { ...list, limit: 100 }, { edit: null })).toBe(
      "/admin/stock-levels?search=lucerne+bale&limit=100",
    );
    expect(listHref("/admin/stock-levels", { ...list, search: "" }, {})).toBe("/admin/stock-levels");
  });
});
