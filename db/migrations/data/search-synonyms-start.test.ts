import { joinTerms, synonymTerms, termListProblem } from "../../../app/catalog/search/synonym-words";
import { createDatabase } from "../../../app/platform/db.server";
import { CATEGORIES } from "../../seed/data/categories";
import { STARTING_SYNONYMS, type StartingSynonym } from "./search-synonyms-start";

const topLevel = CATEGORIES.map((category) => category.name);
const subcategories = CATEGORIES.flatMap((category) => category.subcategories.map((sub) => sub.name));
const lists = (entry: StartingSynonym) => (entry.kind === "one_way" ? [entry.words, entry.targets] : [entry.words]);
const twoWaySets = STARTING_SYNONYMS.filter((entry) => entry.kind === "two_way");

describe("the starting search synonyms (issue 45)", () => {
  it("give every top-level category and every subcategory at least one Afrikaans word", () => {
    const withoutAfrikaans = [...topLevel, ...subcategories].filter(
      (name) => !STARTING_SYNONYMS.some((entry) => entry.for === name && entry.afrikaans.length > 0),
    );
    expect(withoutAfrikaans).toEqual([]);
  });

  it("name a real category or subcategory in each entry", () => {
    const names = new Set([...topLevel, ...subcategories]);
    expect(STARTING_SYNONYMS.filter((entry) => !names.has(entry.for))).toEqual([]);
  });

  it("mark as Afrikaans only words of the entry", () => {
    const strays = STARTING_SYNONYMS.flatMap((entry) =>
      entry.afrikaans.filter((word) => !lists(entry).some((list) => list.includes(word))),
    );
    expect(strays).toEqual([]);
  });

  it("hold lists the back office would save unchanged: folded, each term once, within the limits", () => {
    const bad = STARTING_SYNONYMS.flatMap((entry) =>
      lists(entry)
        .filter((list) => {
          const terms = synonymTerms(joinTerms(list));
          return termListProblem(terms) !== null || JSON.stringify(terms) !== JSON.stringify(list);
        })
        .map((list) => joinTerms(list)),
    );
    expect(bad).toEqual([]);
  });

  it("use no word of one or two letters", () => {
    const short = STARTING_SYNONYMS.flatMap((entry) =>
      lists(entry).flatMap((list) => list.filter((term) => term.split(" ").some((word) => word.length < 3))),
    );
    expect(short).toEqual([]);
  });

  it("fit the table's 500-character columns", () => {
    const long = STARTING_SYNONYMS.flatMap((entry) => lists(entry).map(joinTerms)).filter((text) => text.length > 500);
    expect(long).toEqual([]);
  });

  it("put no word in two two-way sets", () => {
    const seen = new Map<string, number>();
    for (const entry of twoWaySets) for (const word of entry.words) seen.set(word, (seen.get(word) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1).map(([word]) => word)).toEqual([]);
  });

  it("give a one-way entry targets other than its own words", () => {
    const circular = STARTING_SYNONYMS.filter(
      (entry) => entry.kind === "one_way" && entry.targets.some((target) => entry.words.includes(target)),
    );
    expect(circular).toEqual([]);
  });

  it("join each Afrikaans word of the issue to the English word the shop uses", () => {
    const setOf = (word: string) => twoWaySets.find((entry) => entry.words.includes(word))?.words ?? [];
    expect(setOf("hoender")).toContain("chicken");
    expect(setOf("voer")).toContain("feed");
    expect(setOf("lusern")).toContain("lucerne");
    expect(setOf("draad")).toContain("wire");
    expect(setOf("kunsmis")).toContain("fertiliser");
    expect(setOf("stewels")).toContain("boots");
    expect(setOf("hondekos")).toContain("dog food");
    // "hoendervoer" is two known words: the search splits it into hoender + voer.
    expect(setOf("hoendervoer")).toEqual([]);
  });

  it("are the rows migration 0033 put in search_synonyms", async () => {
    const db = createDatabase(process.env.DATABASE_PATH as string);
    const rows = await db.selectFrom("search_synonyms").select(["kind", "words", "targets"]).execute();
    await db.destroy();
    const expected = STARTING_SYNONYMS.map((entry) => ({
      kind: entry.kind,
      words: joinTerms(entry.words),
      targets: entry.kind === "one_way" ? joinTerms(entry.targets) : "",
    }));
    const order = (list: { kind: string; words: string; targets: string }[]) =>
      list.map((row) => `${row.kind}|${row.words}|${row.targets}`).sort();
    expect(order(rows)).toEqual(order(expected));
  });
});
