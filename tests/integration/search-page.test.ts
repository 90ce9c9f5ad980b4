import "../support/seeded-database";
import { PREFILL_MAX_LENGTH } from "~/content/contact-prefill.server";
import { contactHrefWith } from "~/content/contact-texts";
import { db } from "~/platform/db.server";
import { loader as contactLoader, meta as contactMeta } from "~/routes/contact";
import { loader as productsLoader } from "~/routes/products._index";
import { get, json } from "../support/route-calls";

/*
 * The search results page on the demo catalogue (issue 45, point 4): what it says about a search,
 * the shelves it offers, the contact form "Ask us" opens, and the searches that found nothing.
 */

const products = (query: string) =>
  productsLoader({ request: new Request(`http://localhost:3000/products${query}`), params: {}, context: {} });
const search = (words: string, more = "") => products(`?search=${encodeURIComponent(words)}${more}`);
const names = (listing: Awaited<ReturnType<typeof products>>) => listing.products.map((product) => product.name);

const misses = (query: string) =>
  db().selectFrom("search_misses").select(["query", "searches"]).where("query", "=", query).execute();

describe("the search results page", () => {
  it("corrects a misspelt word and lists the corrected word's products", async () => {
    const listing = await search("chiken");
    expect(listing.search?.corrected).toBe("chicken");
    expect(listing.total).toBeGreaterThan(0);
    expect(names(listing).some((name) => /chicken/i.test(name))).toBe(true);
    expect(listing.search?.unmatched).toEqual([]);
  });

  it("says which words matched nothing and lists the others' products", async () => {
    const listing = await search("chicken xyzzyq");
    expect(listing.search?.unmatched).toEqual(["xyzzyq"]);
    expect(listing.search?.corrected).toBeNull();
    expect(listing.total).toBe((await search("chicken")).total);
  });

  it("offers the Boots shelf for “boots”", async () => {
    const listing = await search("boots");
    expect(listing.search?.groups).toContainEqual(
      expect.objectContaining({
        category: { name: "Workwear & Boots", slug: "workwear-and-boots" },
        subcategory: { name: "Boots", slug: "boots" },
      }),
    );
    // Within a category the shelves are not offered: the customer is on one.
    expect((await search("boots", "&category=workwear-and-boots")).search?.groups).toEqual([]);
  });

  it("has nothing to say about the words without a search", async () => {
    expect((await products("?category=workwear-and-boots")).search).toBeNull();
  });

  it("records a search that found nothing once a day, with its count", async () => {
    expect((await search("xyzzyq")).total).toBe(0);
    expect((await search("  XYZZYQ ")).total).toBe(0);
    expect(await misses("xyzzyq")).toEqual([{ query: "xyzzyq", searches: 2 }]);
  });

  it("does not record a search whose words found products the filters then left out", async () => {
    const listing = await search("lucerne", "&min=999999");
    expect(listing.total).toBe(0);
    expect((await search("lucerne")).total).toBeGreaterThan(0);
    expect(await misses("lucerne")).toEqual([]);
  });
});

describe("the contact form opened by “Ask us”", () => {
  type ContactData = { prefill: { message: string } };
  const contact = async (path: string) => {
    const response = await get(contactLoader, path);
    expect(response.status).toBe(200);
    return (await json<ContactData>(response)).prefill.message;
  };

  it("starts with the question about the search", async () => {
    const question = "Hello, do you have “hoendervoer”? I searched the online shop and found nothing.";
    expect(await contact(contactHrefWith(question).split("#")[0] ?? "")).toBe(question);
  });

  it("starts empty without one", async () => {
    expect(await contact("/contact")).toBe("");
  });

  it("keeps the filled form out of search engines, not the contact page", () => {
    const robots = (message: string) =>
      contactMeta({ data: { prefill: { message } }, matches: [] } as unknown as Parameters<typeof contactMeta>[0]).find(
        (tag) => "name" in tag && tag.name === "robots",
      );
    expect(robots("Hello, do you have “x”?")).toEqual({ name: "robots", content: "noindex, follow" });
    expect(robots("")).toBeUndefined();
  });

  it("bounds an overlong or odd message instead of failing", async () => {
    expect(await contact(`/contact?message=${"x".repeat(20_000)}`)).toHaveLength(PREFILL_MAX_LENGTH);
    expect(await contact("/contact?message=%00%1B%3Cscript%3E&message=second")).toBe("<script>");
    expect(await contact("/contact?message=%E0%A4%A")).toBeTypeOf("string");
  });
});
