import {
  cutAtNonce,
  fillNonce,
  isStorablePage,
  PageStore,
  pageNonce,
  type RequestFacts,
  type StoredPage,
  sharedPageKey,
} from "./page-cache";

function request(url: string, headers: Record<string, string> = {}, method = "GET"): RequestFacts {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { method, url, header: (name) => lower[name] };
}

describe("sharedPageKey", () => {
  it("keys the storefront's catalogue and content pages, with their query", () => {
    for (const url of [
      "/",
      "/products",
      "/products?category=poultry&page=2",
      "/product/WS000012",
      "/specials",
      "/about",
      "/blog",
      "/blog/winter-feeding",
      "/policies",
      "/policy/returns",
    ]) {
      expect(sharedPageKey(request(url)), url).not.toBeNull();
    }
    expect(sharedPageKey(request("/products?page=2"))).not.toEqual(sharedPageKey(request("/products?page=3")));
  });

  it("renders everything else for its own request", () => {
    for (const url of [
      "/cart",
      "/account",
      "/orders/ORD-1",
      "/admin",
      "/admin/products",
      "/products.data",
      "/products/12",
      "/product/WS000012.data",
      "/product/WS000012/extra",
      "/contact",
      "/login",
      "/uploads/x.webp",
      "http://elsewhere.example/products",
    ]) {
      expect(sharedPageKey(request(url)), url).toBeNull();
    }
  });

  it("keys GETs only", () => {
    expect(sharedPageKey(request("/products", {}, "POST"))).toBeNull();
    expect(sharedPageKey(request("/products", {}, "HEAD"))).toBeNull();
  });

  it("renders a page for a visitor with any cookie but the stylesheet's and Lite mode's", () => {
    expect(sharedPageKey(request("/products", { Cookie: "__session=abc" }))).toBeNull();
    expect(sharedPageKey(request("/products", { Cookie: "css=x; cart=1" }))).toBeNull();
    expect(sharedPageKey(request("/products", { Cookie: "toast=hello" }))).toBeNull();
    expect(sharedPageKey(request("/products", { Cookie: "css=x; css=y" }))).toBeNull();
    expect(sharedPageKey(request("/products", { Authorization: "Basic abc" }))).toBeNull();
    expect(sharedPageKey(request("/products", { Cookie: "css=x; lite=on" }))).not.toBeNull();
    // The sign-in device cookie changes no page: the same shared page as without it.
    expect(sharedPageKey(request("/products", { Cookie: "__device=abc; css=x" }))).toEqual(
      sharedPageKey(request("/products", { Cookie: "css=x" })),
    );
  });

  it("keeps the languages apart: the lang cookie and the language Accept-Language asks for (decision 0110)", () => {
    const english = sharedPageKey(request("/products"));
    const afrikaans = sharedPageKey(request("/products", { "Accept-Language": "af-ZA,af;q=0.9" }));
    const chosen = sharedPageKey(request("/products", { Cookie: "lang=af" }));
    expect(afrikaans).not.toBeNull();
    expect(chosen).not.toBeNull();
    expect(new Set([english, afrikaans, chosen]).size).toBe(3);
    // Browsers spell their languages many ways; the page depends only on the language they name.
    expect(sharedPageKey(request("/products", { "Accept-Language": "af" }))).toEqual(afrikaans);
    expect(sharedPageKey(request("/products", { "Accept-Language": "nl-NL,de;q=0.5" }))).toEqual(english);
    expect(sharedPageKey(request("/products", { "Accept-Language": "en-ZA,en;q=0.9" }))).toEqual(english);
    // The ?lang address is a page of its own by its query.
    expect(sharedPageKey(request("/products?lang=af"))).not.toEqual(english);
  });

  it("tells apart what changes the page: the two cookies and the network hints", () => {
    const keys = [
      sharedPageKey(request("/products")),
      sharedPageKey(request("/products", { Cookie: "css=a" })),
      sharedPageKey(request("/products", { Cookie: "css=b" })),
      sharedPageKey(request("/products", { Cookie: "lite=on" })),
      sharedPageKey(request("/products", { Cookie: "lite=off" })),
      sharedPageKey(request("/products", { "Save-Data": "on" })),
      sharedPageKey(request("/products", { ECT: "2g" })),
      sharedPageKey(request("/products", { RTT: "2000", Downlink: "0.4" })),
      sharedPageKey(request("/products", { RTT: "100", Downlink: "10" })),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(sharedPageKey(request("/products", { Cookie: "css=a; lite=on" }))).toEqual(
      sharedPageKey(request("/products", { Cookie: "lite=on;css=a" })),
    );
  });
});

describe("isStorablePage", () => {
  const csp = "default-src 'self'; script-src 'self' 'nonce-AbC123+/=='";
  const page = (status: number, headers: Record<string, string | string[]>) => ({
    status,
    header: (name: string) => headers[name],
  });

  it("keeps a whole HTML page with a nonce and at most the stylesheet's cookie", () => {
    expect(
      isStorablePage(page(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": csp })),
    ).toBe(true);
    expect(
      isStorablePage(
        page(200, {
          "content-type": "text/html; charset=utf-8",
          "content-security-policy": csp,
          "set-cookie": ["css=abc; Path=/; HttpOnly"],
        }),
      ),
    ).toBe(true);
  });

  it("never keeps redirects, errors, other types, private pages, pages without a nonce or with other cookies", () => {
    const html = { "content-type": "text/html; charset=utf-8", "content-security-policy": csp };
    expect(isStorablePage(page(302, html))).toBe(false);
    expect(isStorablePage(page(404, html))).toBe(false);
    expect(isStorablePage(page(500, html))).toBe(false);
    expect(isStorablePage(page(200, { ...html, "content-type": "application/json" }))).toBe(false);
    expect(isStorablePage(page(200, { ...html, "cache-control": "private, no-store" }))).toBe(false);
    expect(isStorablePage(page(200, { ...html, "content-security-policy": "default-src 'self'" }))).toBe(false);
    expect(isStorablePage(page(200, { ...html, "set-cookie": ["css=a", "__session=b"] }))).toBe(false);
  });
});

describe("pageNonce, cutAtNonce and fillNonce", () => {
  it("finds the nonce the policy names", () => {
    expect(pageNonce("script-src 'self' 'nonce-AbC123+/=='; style-src 'self'")).toBe("AbC123+/==");
    expect(pageNonce("script-src 'self'")).toBeNull();
    expect(pageNonce(undefined)).toBeNull();
  });

  it("puts a new nonce everywhere the old one stood, and nothing else changes", () => {
    const page = Buffer.from('<script nonce="OLD">a</script><p>café</p><script nonce="OLD">b</script>');
    const template = cutAtNonce(page, "OLD");
    expect(template.parts).toHaveLength(3);
    expect(fillNonce(template, "NEW").toString()).toBe(
      '<script nonce="NEW">a</script><p>café</p><script nonce="NEW">b</script>',
    );
    expect(fillNonce(cutAtNonce(Buffer.from("no nonce here"), "OLD"), "NEW").toString()).toBe("no nonce here");
    expect(fillNonce(cutAtNonce(Buffer.from("OLD"), "OLD"), "NEW").toString()).toBe("NEW");
  });
});

describe("PageStore", () => {
  const stored = (version: number, renderedAt: number, bytes = 10): StoredPage => ({
    headers: [],
    body: cutAtNonce(Buffer.alloc(bytes), "n"),
    version,
    renderedAt,
    bytes,
  });

  it("serves a page again while the database is at its version and it is young enough", () => {
    const store = new PageStore({ maxAgeMs: 10_000, maxBytes: 1000 });
    store.set("a", stored(7, 1_000));
    expect(store.get("a", 7, 1_000)).toBeDefined();
    expect(store.get("a", 7, 10_999)).toBeDefined();
    expect(store.get("a", 7, 11_000)).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it("drops a page once the database has changed", () => {
    const store = new PageStore({ maxAgeMs: 10_000, maxBytes: 1000 });
    store.set("a", stored(7, 1_000));
    expect(store.get("a", 8, 1_001)).toBeUndefined();
    expect(store.get("a", 7, 1_002)).toBeUndefined();
  });

  it("drops a page stored in the future (the clock went back)", () => {
    const store = new PageStore({ maxAgeMs: 10_000, maxBytes: 1000 });
    store.set("a", stored(7, 5_000));
    expect(store.get("a", 7, 4_000)).toBeUndefined();
  });

  it("holds at most its bytes, dropping the least recently used first", () => {
    const store = new PageStore({ maxAgeMs: 10_000, maxBytes: 30 });
    store.set("a", stored(1, 0));
    store.set("b", stored(1, 0));
    store.set("c", stored(1, 0));
    expect(store.get("a", 1, 1)).toBeDefined();
    store.set("d", stored(1, 0));
    expect(store.totalBytes).toBe(30);
    expect(store.get("b", 1, 1)).toBeUndefined();
    expect(store.get("a", 1, 1)).toBeDefined();
    expect(store.get("c", 1, 1)).toBeDefined();
    expect(store.get("d", 1, 1)).toBeDefined();
    store.set("huge", stored(1, 0, 31));
    expect(store.get("huge", 1, 1)).toBeUndefined();
    expect(store.size).toBe(3);
  });

  it("replacing a page counts its bytes once", () => {
    const store = new PageStore({ maxAgeMs: 10_000, maxBytes: 100 });
    store.set("a", stored(1, 0, 40));
    store.set("a", stored(2, 0, 50));
    expect(store.totalBytes).toBe(50);
    expect(store.size).toBe(1);
  });
});
