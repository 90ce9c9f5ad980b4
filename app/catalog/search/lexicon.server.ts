import { sql } from "kysely";
import type { Database } from "~/platform/db.server";
import { allowedTypos, typoDistance } from "./edit-distance";
import type { Lexicon } from "./search-plan";
import { wordsOf } from "./search-terms";
import { synonymTerms } from "./synonym-words";

/*
 * The shop's words, for the search planner (search-plan.ts): the synonyms staff keep, the words of
 * active products' names and of category, subcategory and brand names (for typos and compounds),
 * and which terms the index has. Built once per database and kept until search_state.generation
 * moves (a trigger bumps it on every change to a product's searched text, a category's name or a
 * synonym), so a search costs one small read to know the copy is current.
 */

/** Terms whose hit or miss (and words whose correction) is remembered; dropped when full or out of date. */
const HIT_MEMORY = 20_000;

type Snapshot = {
  generation: number;
  synonyms: Map<string, string[]>;
  longestSynonym: number;
  /** Word -> how many names (and synonym lists) use it. */
  words: Map<string, number>;
  /** The words by length, for typo candidates. */
  byLength: Map<number, string[]>;
  /** The words in order, for completing the start of one. */
  sorted: string[];
  hits: Map<string, boolean>;
  /** Corrections and completions worked out, by the word and its limit. */
  answers: Map<string, string | null | string[]>;
  shelves: Shelf[];
};

/** A subcategory (or a category's products without one) and what its active products are. */
export type Shelf = {
  /** `name_af`: the Afrikaans name staff gave (migration 0038), or null. */
  category: { name: string; name_af: string | null; slug: string; order: number };
  subcategory: { name: string; name_af: string | null; slug: string; order: number } | null;
  /** Active products on the shelf. */
  products: number;
  /** Active products on the shelf by brand name. */
  brands: Map<string, number>;
};

const snapshots = new WeakMap<Database, Snapshot>();

type SynonymRow = { kind: "two_way" | "one_way"; words: string; targets: string };

/** Each synonym term with every term it also finds, itself first. */
export function synonymMap(rows: readonly SynonymRow[]): Map<string, string[]> {
  const map = new Map<string, Set<string>>();
  const add = (term: string, others: readonly string[]) => {
    const set = map.get(term) ?? new Set([term]);
    for (const other of others) set.add(other);
    map.set(term, set);
  };
  for (const row of rows) {
    const words = synonymTerms(row.words);
    if (row.kind === "two_way") for (const term of words) add(term, words);
    else for (const term of words) add(term, synonymTerms(row.targets));
  }
  return new Map([...map].map(([term, set]) => [term, [...set]]));
}

async function build(db: Database, generation: number): Promise<Snapshot> {
  const [synonymRows, products, categories, subcategories] = await Promise.all([
    db.selectFrom("search_synonyms").select(["kind", "words", "targets"]).execute(),
    db
      .selectFrom("products")
      .select(["product_name", "name_af", "brand", "category_id", "subcategory_id"])
      .where("is_active", "=", 1)
      .execute(),
    db.selectFrom("product_categories").select(["id", "name", "name_af", "slug", "display_order"]).execute(),
    db.selectFrom("product_subcategories").select(["id", "name", "name_af", "slug", "display_order"]).execute(),
  ]);
  const synonyms = synonymMap(synonymRows);
  const words = new Map<string, number>();
  const count = (text: string | null) => {
    for (const word of new Set(wordsOf(text ?? ""))) {
      if (!/\d/.test(word)) words.set(word, (words.get(word) ?? 0) + 1);
    }
  };
  // Both names (issue 49): an Afrikaans name's words are corrected and completed as the English ones are.
  for (const product of products) count(`${product.product_name} ${product.name_af ?? ""} ${product.brand ?? ""}`);
  for (const row of [...categories, ...subcategories]) count(`${row.name} ${row.name_af ?? ""}`);
  for (const term of synonyms.keys()) count(term);
  const byLength = new Map<number, string[]>();
  for (const word of words.keys()) {
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }
  const longestSynonym = Math.max(1, ...[...synonyms.keys()].map((term) => term.split(" ").length));
  const sorted = [...words.keys()].sort();
  return {
    generation,
    synonyms,
    longestSynonym,
    words,
    byLength,
    sorted,
    hits: new Map(),
    answers: new Map(),
    shelves: shelvesOf(products, categories, subcategories),
  };
}

type Group = { id: string; name: string; name_af: string | null; slug: string; display_order: number };

function shelvesOf(
  products: readonly { category_id: string | null; subcategory_id: string | null; brand: string | null }[],
  categories: readonly Group[],
  subcategories: readonly Group[],
): Shelf[] {
  const categoryById = new Map(categories.map((row) => [row.id, row]));
  const subcategoryById = new Map(subcategories.map((row) => [row.id, row]));
  const shelves = new Map<string, Shelf>();
  for (const product of products) {
    const category = product.category_id ? categoryById.get(product.category_id) : undefined;
    if (!category) continue;
    const subcategory = product.subcategory_id ? subcategoryById.get(product.subcategory_id) : undefined;
    const key = `${category.id}/${subcategory?.id ?? ""}`;
    const shelf = shelves.get(key) ?? {
      category: { name: category.name, name_af: category.name_af, slug: category.slug, order: category.display_order },
      subcategory: subcategory
        ? {
            name: subcategory.name,
            name_af: subcategory.name_af,
            slug: subcategory.slug,
            order: subcategory.display_order,
          }
        : null,
      products: 0,
      brands: new Map<string, number>(),
    };
    shelf.products += 1;
    const brand = product.brand?.trim();
    if (brand) shelf.brands.set(brand, (shelf.brands.get(brand) ?? 0) + 1);
    shelves.set(key, shelf);
  }
  return [...shelves.values()];
}

async function currentSnapshot(db: Database): Promise<Snapshot> {
  const row = await db.selectFrom("search_state").select("generation").where("id", "=", 1).executeTakeFirst();
  const generation = row?.generation ?? 0;
  const known = snapshots.get(db);
  if (known && known.generation === generation) return known;
  const built = await build(db, generation);
  snapshots.set(db, built);
  return built;
}

/** The closest known word within `limit` typos; on a tie, the one more names use, then a-z. */
export function closestWord(
  snapshot: Pick<Snapshot, "words" | "byLength">,
  word: string,
  limit: number,
): string | null {
  if (limit <= 0 || snapshot.words.has(word)) return null;
  let best: { word: string; distance: number; uses: number } | null = null;
  for (let length = word.length - limit; length <= word.length + limit; length++) {
    for (const candidate of snapshot.byLength.get(length) ?? []) {
      // A candidate may not carry more typos than its own length allows ("cat" is no fix for "coat").
      const distance = typoDistance(word, candidate, Math.min(limit, allowedTypos(candidate.length)));
      if (distance > limit || distance > allowedTypos(candidate.length)) continue;
      const uses = snapshot.words.get(candidate) ?? 0;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && (uses > best.uses || (uses === best.uses && candidate < best.word)))
      ) {
        best = { word: candidate, distance, uses };
      }
    }
  }
  return best?.word ?? null;
}

/** Known words starting with `start` (not `start` itself), the most used first, at most `limit`. */
export function completions(snapshot: Pick<Snapshot, "words" | "sorted">, start: string, limit: number): string[] {
  let low = 0;
  let high = snapshot.sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((snapshot.sorted[middle] ?? "") < start) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let index = low; index < snapshot.sorted.length; index++) {
    const word = snapshot.sorted[index] ?? "";
    if (!word.startsWith(start)) break;
    if (word !== start) found.push(word);
  }
  return found
    .sort((a, b) => (snapshot.words.get(b) ?? 0) - (snapshot.words.get(a) ?? 0) || a.localeCompare(b))
    .slice(0, limit);
}

function ftsAll(term: string): string {
  return term
    .split(" ")
    .map((word) => `"${word.replaceAll('"', '""')}"`)
    .join(" AND ");
}

/** The shelves with active products, as the database has them now. */
export async function currentShelves(db: Database): Promise<readonly Shelf[]> {
  return (await currentSnapshot(db)).shelves;
}

/** A worked-out answer, kept with the snapshot (and dropped with it, or when too many are kept). */
function remembered<T extends string | null | string[]>(snapshot: Snapshot, key: string, work: () => T): T {
  if (snapshot.answers.has(key)) return snapshot.answers.get(key) as T;
  const answer = work();
  if (snapshot.answers.size >= HIT_MEMORY) snapshot.answers.clear();
  snapshot.answers.set(key, answer);
  return answer;
}

/** The lexicon as the database has it now. */
export async function currentLexicon(db: Database): Promise<Lexicon> {
  const snapshot = await currentSnapshot(db);
  return {
    synonymsOf: (term) => snapshot.synonyms.get(term),
    longestSynonym: snapshot.longestSynonym,
    knows: (word) => snapshot.words.has(word),
    correct: (word, limit) =>
      remembered(snapshot, `correct:${limit}:${word}`, () => closestWord(snapshot, word, limit)) as string | null,
    complete: (start, limit) =>
      remembered(snapshot, `complete:${limit}:${start}`, () => completions(snapshot, start, limit)) as string[],
    async hits(term) {
      const known = snapshot.hits.get(term);
      if (known !== undefined) return known;
      const row = await sql<{ found: number }>`
        SELECT 1 AS found FROM product_search
        JOIN products ON products.search_rowid = product_search.rowid
        WHERE product_search MATCH ${ftsAll(term)} AND products.is_active = 1
        LIMIT 1`.execute(db);
      const found = row.rows.length > 0;
      if (snapshot.hits.size >= HIT_MEMORY) snapshot.hits.clear();
      snapshot.hits.set(term, found);
      return found;
    },
  };
}
