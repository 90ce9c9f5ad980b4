import { type Kysely, sql } from "kysely";

/*
 * Bulk category assignment checks before it applies and can be undone (issue 31, decision 0068):
 * - bulk_category_runs gains 'checked' (what would change is recorded, nothing changed yet) and
 *   'cancelled', who applied it, and when and by whom it was undone with its counts. SQLite
 *   cannot change a CHECK constraint in place, so the table is rebuilt.
 * - bulk_category_run_products: one row per product a run takes, with its category before the
 *   run and the one the rule chose, what the apply did with it and what an undo did.
 * - the demo categories' keywords (db/seed/data/category-keywords.ts) where they are still the
 *   demo's first ones: a shop whose staff changed a category's keywords keeps its own.
 */
const DEMO_KEYWORDS: [name: string, before: string, after: string][] = [
  [
    "Poultry Feed",
    "poultry, layer, broiler, chick, hen, grower crumbles, starter crumbles",
    "poultry, layer, broiler, chick, hen, grower crumbles, starter crumbles, scratch mix",
  ],
  ["Pet Supplies", "pet, puppy, kitten", "pet, puppy, kitten, treat"],
  [
    "Pet Health & Grooming",
    "flea, shampoo, brush, pet dewormer",
    "flea, spot-on, shampoo, brush, pet dewormer, dog dewormer, cat dewormer",
  ],
  [
    "Brooding & Heating",
    "brooder, heat lamp, incubator, infrared",
    "brooder, heat lamp, incubator, infrared, thermometer, hygrometer",
  ],
  ["Nesting & Housing", "nest box, cage, egg tray, coop", "nest box, nesting box, cage, egg tray, coop, leg ring"],
  [
    "Saddles & Bridles",
    "saddle, bridle, bit, girth, stirrup, reins",
    "saddle, bridle, bit, girth, stirrup, reins, halter, lead rope, saddle pad",
  ],
  [
    "Grooming",
    "curry comb, hoof pick, mane, grooming kit",
    "curry comb, hoof pick, mane, grooming kit, horse shampoo, conditioner, detangler",
  ],
  ["Horse Care", "hoof, fly mask, horse blanket, rug", "hoof, fly mask, horse blanket, rug, electrolyte, hay net"],
  [
    "Hand Tools",
    "hammer, spanner, screwdriver, pliers, saw, tool",
    "hammer, spanner, screwdriver, pliers, saw, tool, axe, pick axe, measuring tape, tape measure",
  ],
  ["Fasteners", "nail, screw, bolt, nut, washer, rivet", "nail, screw, bolt, nut, washer, rivet, staple, cable tie"],
  ["Paint", "paint, primer, enamel, brush, roller", "paint, primer, enamel, brush, roller, wood preserver, creosote"],
  [
    "Fertilisers",
    "fertiliser, fertilizer, compost, manure, bone meal",
    "fertiliser, fertilizer, manure, bone meal, seaweed, plant food",
  ],
  ["Potting Soil", "potting soil, potting mix, soil, bark", "potting soil, potting mix, soil, bark, compost, mulch"],
  [
    "Garden Tools",
    "spade, rake, hoe, pruner, shears, wheelbarrow, fork",
    "spade, rake, hoe, pruner, shears, wheelbarrow, fork, hose",
  ],
  ["Outdoor Living", "braai, charcoal, outdoor", "braai, charcoal, outdoor, torch, citronella"],
  ["Wire", "wire, barbed, galvanised, mesh, bonnox", "wire, barbed, mesh, bonnox, field fence"],
  [
    "Electric Fencing",
    "electric fence, energiser, energizer, insulator, polytape",
    "electric fence, energiser, energizer, insulator, screw-on ring, polytape, poly tape, fence tester",
  ],
  ["Tanks", "tank, jojo, reservoir", "tank, jojo, reservoir, drinking trough"],
  ["Irrigation & Sprinklers", "sprinkler, drip, dripper, hose", "sprinkler, drip, dripper, tap timer"],
  ["Boots", "boot, gumboot, safety boot", "boot, gumboot, safety boot, vellie, veldskoen"],
  [
    "Gloves & Safety",
    "glove, goggles, mask, ear protection, safety",
    "glove, chemical glove, nitrile, goggles, safety glasses, mask, ear protection, safety",
  ],
];

const RUN_COLUMNS = sql.raw(
  "id, start_code, end_code, include_manual, status, stop_requested, total, processed, successful, failed, " +
    "last_number, current_product, errors, failure, job_id, created_by, created_at, finished_at",
);

async function rebuildRuns(db: Kysely<unknown>, statuses: string[], withUndo: boolean): Promise<void> {
  const allowed = sql.join(statuses.map((status) => sql.lit(status)));
  const undoColumns = withUndo
    ? sql`,
      moves INTEGER NOT NULL DEFAULT 0,
      applied_by TEXT REFERENCES users (id) ON DELETE SET NULL,
      undone_at TEXT,
      undone_by TEXT REFERENCES users (id) ON DELETE SET NULL,
      undo_restored INTEGER NOT NULL DEFAULT 0,
      undo_left_alone INTEGER NOT NULL DEFAULT 0`
    : sql``;
  await sql`
    CREATE TABLE bulk_category_runs_new (
      id TEXT PRIMARY KEY NOT NULL,
      start_code TEXT NOT NULL,
      end_code TEXT NOT NULL,
      include_manual INTEGER NOT NULL DEFAULT 0 CHECK (include_manual IN (0, 1)),
      status TEXT NOT NULL DEFAULT 'processing' CHECK (status IN (${allowed})),
      stop_requested INTEGER NOT NULL DEFAULT 0 CHECK (stop_requested IN (0, 1)),
      total INTEGER NOT NULL DEFAULT 0,
      processed INTEGER NOT NULL DEFAULT 0,
      successful INTEGER NOT NULL DEFAULT 0,
      failed INTEGER NOT NULL DEFAULT 0,
      last_number INTEGER NOT NULL DEFAULT -1,
      current_product TEXT,
      errors TEXT NOT NULL DEFAULT '[]',
      failure TEXT,
      job_id TEXT,
      created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      finished_at TEXT${undoColumns}
    )`.execute(db);
  await sql`
    INSERT INTO bulk_category_runs_new (${RUN_COLUMNS})
    SELECT ${RUN_COLUMNS} FROM bulk_category_runs WHERE status IN (${allowed})`.execute(db);
  await sql`DROP TABLE bulk_category_runs`.execute(db);
  await sql`ALTER TABLE bulk_category_runs_new RENAME TO bulk_category_runs`.execute(db);
  await sql`CREATE INDEX bulk_category_runs_created ON bulk_category_runs (created_at DESC)`.execute(db);
}

async function setKeywords(db: Kysely<unknown>, from: 1 | 2, to: 1 | 2): Promise<void> {
  for (const entry of DEMO_KEYWORDS) {
    for (const table of ["product_categories", "product_subcategories"]) {
      await sql`UPDATE ${sql.table(table)} SET keywords = ${entry[to]}
        WHERE name = ${entry[0]} AND keywords = ${entry[from]}`.execute(db);
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuildRuns(db, ["checked", "cancelled", "processing", "complete", "stopped", "failed"], true);
  await sql`
    CREATE TABLE bulk_category_run_products (
      run_id TEXT NOT NULL REFERENCES bulk_category_runs (id) ON DELETE CASCADE,
      product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      ws_code TEXT NOT NULL,
      number INTEGER NOT NULL,
      before_category_id TEXT,
      before_subcategory_id TEXT,
      before_auto_category INTEGER NOT NULL,
      before_auto_subcategory INTEGER NOT NULL,
      after_category_id TEXT,
      after_subcategory_id TEXT,
      matched INTEGER NOT NULL CHECK (matched IN (0, 1)),
      outcome TEXT NOT NULL DEFAULT 'planned'
        CHECK (outcome IN ('planned', 'moved', 'unchanged', 'no_match', 'changed_since_check')),
      undo_outcome TEXT CHECK (undo_outcome IN ('restored', 'left_alone')),
      PRIMARY KEY (run_id, product_id)
    )`.execute(db);
  await sql`CREATE INDEX bulk_category_run_products_order ON bulk_category_run_products (run_id, number)`.execute(db);
  await setKeywords(db, 1, 2);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await setKeywords(db, 2, 1);
  await sql`DROP TABLE bulk_category_run_products`.execute(db);
  await rebuildRuns(db, ["processing", "complete", "stopped", "failed"], false);
}
