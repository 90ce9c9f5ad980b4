import {
  type MatchCategory,
  matchCategory,
  normaliseWords,
  prepareCategories,
  termsOf,
  textsOf,
} from "./category-matching";

const sub = (id: string, name: string, keywords = "", displayOrder = 0) => ({ id, name, keywords, displayOrder });
const CATEGORIES: MatchCategory[] = [
  {
    ...sub("feed", "Animal Feed", "feed, pellets, meal, ration", 1),
    subcategories: [
      sub("cattle", "Cattle Feed", "cattle, dairy, beef, calf, calves, heifer", 1),
      sub("poultry", "Poultry Feed", "layer mash, broiler, chick, hen", 2),
    ],
  },
  {
    ...sub("health", "Livestock Health", "dip, vaccine, dewormer", 2),
    subcategories: [
      sub("dips", "Dips & Sprays", "tick, fly, pour-on", 1),
      sub("licks", "Supplements & Licks", "lick, salt block", 2),
    ],
  },
  {
    ...sub("fencing", "Fencing", "fence, fencing", 3),
    subcategories: [sub("wire", "Wire", "barbed wire, wire, galvanised", 1)],
  },
];
const prepared = prepareCategories(CATEGORIES);
const match = (name: string, shortDescription: string | null = null, longDescription: string | null = null) =>
  matchCategory({ name, shortDescription, longDescription }, prepared);

describe("matching a product to a category", () => {
  it("files a product under the subcategory its words name", () => {
    expect(match("Layer Mash 50kg", "Complete ration for laying hens")).toMatchObject({
      categoryId: "feed",
      subcategoryId: "poultry",
    });
    expect(match("Calf Starter Pellets 25kg")).toMatchObject({ categoryId: "feed", subcategoryId: "cattle" });
    expect(match("Barbed Wire 1.6mm, galvanised")).toMatchObject({ categoryId: "fencing", subcategoryId: "wire" });
  });

  it("reads whole words only, in any case, ignoring accents and a plural s", () => {
    expect(normaliseWords("Crème CALVES & Heifers")).toBe("creme calve and heifer");
    expect(match("WIREWORKS")).toBeNull();
    expect(match("TICKS and FLIES grease", null, "Pour-on for ticks")).toMatchObject({ subcategoryId: "dips" });
  });

  it("leaves a product unfiled when only a category's words appear: a person chooses its subcategory", () => {
    expect(match("Sheep Pellets 40kg")).toBeNull();
    const flat = prepareCategories([{ ...sub("tools", "Tools", "spade", 1), subcategories: [] }]);
    expect(matchCategory({ name: "Spade", shortDescription: null, longDescription: null }, flat)).toEqual({
      categoryId: "tools",
      subcategoryId: null,
      score: 3,
    });
  });

  it("weighs a subcategory's words above a category's", () => {
    expect(match("Dairy Meal", "Feed for dairy cattle")).toMatchObject({ subcategoryId: "cattle" });
    expect(match("Winter Lick", "A feed supplement lick block")).toMatchObject({
      categoryId: "health",
      subcategoryId: "licks",
    });
  });

  it("files by the last keyword, what the thing is, with the other words choosing between its places", () => {
    expect(match("Calf Pour-On Tick")).toMatchObject({ subcategoryId: "dips" });
    expect(match("Tick Calf Pellets")).toMatchObject({ subcategoryId: "cattle" });
    expect(match("Tick Lick")).toMatchObject({ subcategoryId: "licks" });
  });

  it("abstains when two categories are equally likely, rather than guess", () => {
    expect(match("Calf Tick")).toBeNull();
    const twice = prepareCategories([
      { ...sub("b", "Second", "bundle", 2), subcategories: [] },
      { ...sub("a", "First", "bundle", 1), subcategories: [] },
    ]);
    expect(matchCategory({ name: "A bundle", shortDescription: null, longDescription: null }, twice)).toBeNull();
  });

  it("reads a list-style name's first part as the thing", () => {
    expect(match("Lick, calf, 20kg")).toMatchObject({ subcategoryId: "licks" });
    expect(match("Calf Lick")).toBeNull();
    expect(textsOf({ name: "Calf Lick 1,5kg", shortDescription: null, longDescription: null })[0]?.cut).toBe(
      " calf lick 1 5kg ".length,
    );
  });

  it("reads the name before the descriptions, and what a thing is before whom it is for", () => {
    expect(match("Tick Grease", "Safe for calves and heifers", "Dairy farmers use it on cattle")).toMatchObject({
      subcategoryId: "dips",
    });
    expect(match("Tick Grease for Calves and Heifers")).toMatchObject({ subcategoryId: "dips" });
    expect(match("Bundle for Calves")).toMatchObject({ subcategoryId: "cattle" });
    expect(match("Mystery Bundle", "A salt block for cattle")).toMatchObject({ subcategoryId: "licks" });
    expect(match("Mystery Bundle", null, "Calves love it")).toMatchObject({ subcategoryId: "cattle" });
  });

  it("counts a phrase by its words, so the more telling keyword wins", () => {
    expect(match("Salt Block Calf")).toMatchObject({ subcategoryId: "licks" });
  });

  it("finds nothing in words that name no category", () => {
    expect(match("Garden Gnome", "Painted clay")).toBeNull();
  });

  it("knows a category by its name's words too, a subcategory by those its category lacks", () => {
    expect(termsOf(sub("x", "Sheep & Goat Feed"))).toEqual(["sheep", "goat", "feed", "sheep and goat feed"]);
    expect(termsOf(sub("x", "Sheep & Goat Feed"), ["feed", "pellet"])).toEqual([
      "sheep",
      "goat",
      "sheep and goat feed",
    ]);
    expect(termsOf(sub("x", "Electric Fencing", "energiser"), termsOf(sub("f", "Fencing", "fence")))).toEqual([
      "energiser",
      "electric",
      "electric fencing",
    ]);
  });
});
