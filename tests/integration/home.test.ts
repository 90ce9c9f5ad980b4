import "../support/seeded-database";
import { webmFromMp4 } from "~/catalog/home.server";
import { db } from "~/platform/db.server";
import { action, loader } from "~/routes/_index";

const ORIGIN = "http://localhost:3000";
const home = async (query = "", headers: Record<string, string> = {}) =>
  loader({ request: new Request(`${ORIGIN}/${query}`, { headers }), params: {}, context: {} });

describe("the home page", () => {
  it("shows the Featured tab's in-stock favourites, 8 at a time", async () => {
    const page = await home();
    expect(page.tab).toBe("featured");
    if (page.featured?.status !== "ok") throw new Error("featured failed");
    expect(page.featured.products.length).toBeLessThanOrEqual(8);
    const ids = page.featured.products.map((product) => product.id);
    const rows = await db()
      .selectFrom("products")
      .select(["is_favorite", "stock_available"])
      .where("id", "in", ids)
      .execute();
    expect(rows.every((row) => row.is_favorite === 1 && row.stock_available === 1)).toBe(true);
  });

  it("sorts the Specials tab by the biggest saving, with a special price below the normal one", async () => {
    const page = await home("?tab=specials&show=24");
    if (page.featured?.status !== "ok") throw new Error("featured failed");
    const savings = page.featured.products.map((product) => product.inclPriceCents - product.priceCents);
    expect(savings.length).toBeGreaterThan(0);
    expect(savings.every((saving) => saving > 0)).toBe(true);
    expect([...savings].sort((a, b) => b - a)).toEqual(savings);
  });

  it("pages with Load More: 8, then 16, never more than 24", async () => {
    const first = await home("?tab=new");
    const more = await home("?tab=new&show=16");
    if (first.featured?.status !== "ok" || more.featured?.status !== "ok") throw new Error("featured failed");
    expect(first.featured.products).toHaveLength(Math.min(8, first.featured.total));
    expect(more.featured.products.length).toBe(Math.min(16, more.featured.total));
    expect(more.featured.products.slice(0, first.featured.products.length)).toEqual(first.featured.products);
  });

  it("lists at most 12 categories with at most 3 subcategories each and the rest counted", async () => {
    const page = await home();
    expect(page.categories.length).toBeGreaterThanOrEqual(10);
    expect(page.categories.length).toBeLessThanOrEqual(12);
    const feed = page.categories.find((tile) => tile.name === "Animal Feed");
    expect(feed?.subcategories).toHaveLength(3);
    expect(feed?.moreSubcategories).toBe(2);
    const active = await db()
      .selectFrom("products")
      .innerJoin("product_categories", "product_categories.id", "products.category_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("product_categories.name", "=", "Animal Feed")
      .where("products.is_active", "=", 1)
      .executeTakeFirstOrThrow();
    expect(feed?.productCount).toBe(Number(active.n));
  });

  it("offers no video when the active one has no file, and none at all in Lite mode", async () => {
    expect((await home()).video).toBeNull();
    await db().updateTable("home_videos").set({ video_url_mp4: "/uploads/videos/tour.mp4" }).execute();
    expect((await home()).video).toEqual({
      name: "Farm tour",
      mp4: "/uploads/videos/tour.mp4",
      webm: "/uploads/videos/tour.webm",
      thumbnail: null,
    });
    const lite = await home("", { "Save-Data": "on" });
    expect(lite.lite).toBe(true);
    expect(lite.video).toBeNull();
    // A 2G-like connection, as its network client hints say: Lite too, unless switched off.
    const slow = { ECT: "2g", RTT: "2000", Downlink: "0.4" };
    expect((await home("", slow)).video).toBeNull();
    expect(
      (await home("", { ...slow, Cookie: `lite=${encodeURIComponent(btoa(JSON.stringify("off")))}` })).video,
    ).not.toBeNull();
  });

  it("shows the welcome until it is dismissed, then remembers", async () => {
    expect((await home()).showWelcome).toBe(true);
    const response = (await action({
      request: new Request(`${ORIGIN}/?index`, {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "dismiss-welcome" }),
      }),
      params: {},
      context: {},
    })) as Response;
    expect(response.status).toBe(302);
    const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    expect((await home("", { Cookie: cookie })).showWelcome).toBe(false);
  });
});

describe("webmFromMp4", () => {
  it("derives the webm address from the mp4 one", () => {
    expect(webmFromMp4("/v/farm.mp4")).toBe("/v/farm.webm");
    expect(webmFromMp4("/v/farm.MP4?x=1")).toBe("/v/farm.webm?x=1");
    expect(webmFromMp4(null)).toBeNull();
  });
});
