import { observeRequest, pageCacheCounts, routeLabel } from "./request-metrics";

describe("routeLabel", () => {
  it("names a screen by its words, never by an id, slug or query", () => {
    expect(routeLabel("/", 200)).toBe("home");
    expect(routeLabel("/?_data=root", 200)).toBe("home");
    expect(routeLabel("/products/layer-mash-50kg", 200)).toBe("products");
    expect(routeLabel("/admin/orders/DH-10023?tab=proofs", 200)).toBe("admin/orders");
    expect(routeLabel("/admin/products/3f2c9a1e-1111-4222-8333-444455556666", 200)).toBe("admin/products");
    expect(routeLabel("/admin", 302)).toBe("admin");
    expect(routeLabel("/account/phone", 200)).toBe("account/phone");
    expect(routeLabel("/orders/DH-10023", 200)).toBe("orders");
  });

  it("groups files and unknown addresses", () => {
    expect(routeLabel("/build/_shared/chunk-ABC.js", 200)).toBe("static");
    expect(routeLabel("/favicon.ico", 200)).toBe("static");
    expect(routeLabel("/img/480/products/a.webp", 200)).toBe("img");
    expect(routeLabel("/uploads/products/a.jpg", 200)).toBe("uploads");
    expect(routeLabel("/sitemap.xml", 200)).toBe("sitemap.xml");
    expect(routeLabel("/%5c", 404)).toBe("not-found");
    expect(routeLabel("/WS0001", 301)).toBe("other");
  });
});

describe("observeRequest", () => {
  it("counts the shared-page cache's hits and misses", async () => {
    const before = await pageCacheCounts();
    observeRequest("products", 200, 3, "GET", "hit");
    observeRequest("products", 200, 3, "GET", "hit");
    observeRequest("products", 200, 40, "GET", "miss");
    observeRequest("products", 200, 40, "GET", "pass");
    const after = await pageCacheCounts();
    expect(after.hits - before.hits).toBe(2);
    expect(after.misses - before.misses).toBe(1);
  });
});
