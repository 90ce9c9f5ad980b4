import { type Kysely, sql } from "kysely";

/*
 * Bulk filing a clerk can trust (issue 48 point 6, decision 0109):
 * - bulk_category_runs gains 'checking': a check of more than a few thousand products runs as a
 *   job with its progress page instead of inside the request; and counts what a run left for a
 *   person (not_filed: no place the rule was sure of) apart from what it left alone because it was
 *   re-filed since the check (left_alone), instead of calling both 'failed'. SQLite cannot change
 *   a CHECK constraint in place, so the table is rebuilt, with foreign keys off so that its run
 *   products stay (the runs' ids do not change).
 * - the demo categories' keywords (db/seed/data/category-keywords.ts) where they are still the
 *   demo's (migration 0017's): a shop whose staff changed a category's keywords keeps its own.
 * - cat litter belongs under Pet Accessories, not Cat Food: the two demo descriptions say so,
 *   where they are still the demo's. Products already filed are not moved.
 */
export const DEMO_KEYWORDS: [name: string, before: string, after: string][] = [
  [
    "Animal Feed",
    "feed, pellets, meal, ration, mash, cubes",
    "feed, pellets, meal, ration, mash, cubes, crumbles, concentrate, bale",
  ],
  [
    "Cattle Feed",
    "cattle, dairy, beef, calf, calves, heifer, cow, bull, roughage, lucerne, teff",
    "cattle, dairy, beef, calf, calves, heifer, cow, bull, roughage, lucerne, teff, eragrostis, feedlot, milk replacer",
  ],
  [
    "Poultry Feed",
    "poultry, layer, broiler, chick, hen, grower crumbles, starter crumbles, scratch mix",
    "poultry, layer, broiler, chick, chicken, hen, laying hen, grower crumbles, starter crumbles, scratch mix, scratch",
  ],
  ["Pig Feed", "pig, sow, piglet, porker, weaner", "pig, sow, piglet, porker, weaner, swine"],
  [
    "Horse Feed",
    "horse, equine, pony, oats, muesli",
    "horse, equine, pony, oats, muesli, pony nuts, horse cubes, chaff",
  ],
  [
    "Sheep & Goat Feed",
    "sheep, goat, lamb, ewe, kid, creep feed",
    "sheep, goat, lamb, ewe, kid, ram, creep feed, small stock",
  ],
  ["Dog Food", "dog, puppy, canine, kibble", "dog, puppy, canine, kibble, dog treat, dog biscuit, chew, dental chew"],
  ["Cat Food", "cat, kitten, feline, litter", "cat, kitten, feline, cat treat"],
  [
    "Pet Accessories",
    "bed, lead, leash, collar, bowl, kennel, toy",
    "bed, lead, leash, collar, bowl, kennel, toy, harness, crate, carrier, pet carrier, litter, cat litter, litter tray, litter box, scratching post",
  ],
  [
    "Pet Health & Grooming",
    "flea, spot-on, shampoo, brush, pet dewormer, dog dewormer, cat dewormer",
    "flea, spot-on, shampoo, brush, slicker brush, grooming brush, nail clipper, flea powder, flea collar, tick collar, flea and tick collar, tick and flea collar, dewormer, deworming, wormer, pet dewormer, dog dewormer, cat dewormer",
  ],
  [
    "Livestock Health",
    "livestock, animal health, stock remedy",
    "livestock, animal health, stock remedy, stock, cattle, cow, calf, sheep, goat, pig, horse",
  ],
  [
    "Dips & Sprays",
    "dip, spray, tick, fly, pour-on, wound spray",
    "dip, spray, tick, fly, pour-on, wound spray, tick grease, blowfly, fly repellent, amitraz, plunge dip, screw-worm",
  ],
  [
    "Vaccines & Remedies",
    "vaccine, antibiotic, remedy, syringe, dosing",
    "vaccine, vaccination, antibiotic, remedy, syringe, dosing, dosing gun, vaccinator, needle, penicillin, oxytetracycline, eye powder",
  ],
  [
    "Dewormers",
    "dewormer, deworming, drench, wormer",
    "dewormer, deworming, drench, wormer, ivermectin, bolus, tapeworm, wireworm",
  ],
  [
    "Supplements & Licks",
    "lick, salt, mineral block, supplement, vitamin",
    "lick, salt, mineral block, supplement, vitamin, lick block, salt block, phosphate, stock salt",
  ],
  ["Poultry Equipment", "poultry equipment, coop", "poultry equipment, poultry, chicken, chick, hen, coop"],
  [
    "Feeders & Drinkers",
    "feeder, drinker, fount, nipple drinker, trough",
    "feeder, drinker, fount, nipple drinker, bell drinker, chick feeder, poultry feeder",
  ],
  [
    "Brooding & Heating",
    "brooder, heat lamp, incubator, infrared, thermometer, hygrometer",
    "brooder, brooding, heat lamp, incubator, infrared, thermometer, hygrometer, heater",
  ],
  [
    "Nesting & Housing",
    "nest box, nesting box, cage, egg tray, coop, leg ring",
    "nest box, nesting box, cage, egg tray, coop, chicken coop, layer cage, leg ring, perch",
  ],
  ["Tack & Saddlery", "tack, saddlery", "tack, saddlery, horse, equine, pony"],
  [
    "Saddles & Bridles",
    "saddle, bridle, bit, girth, stirrup, reins, halter, lead rope, saddle pad",
    "saddle, bridle, bit, snaffle, girth, stirrup, reins, halter, headcollar, lead rope, saddle pad, numnah, martingale",
  ],
  [
    "Grooming",
    "curry comb, hoof pick, mane, grooming kit, horse shampoo, conditioner, detangler",
    "brush, shampoo, conditioner, detangler, curry comb, hoof pick, mane, grooming kit, horse shampoo, horse brush, dandy brush, body brush, sweat scraper, mane comb",
  ],
  [
    "Horse Care",
    "hoof, fly mask, horse blanket, rug, electrolyte, hay net",
    "hoof, hoof oil, fly mask, fly fringe, horse blanket, horse rug, rug, electrolyte, hay net, leg wrap",
  ],
  [
    "Hand Tools",
    "hammer, spanner, screwdriver, pliers, saw, tool, axe, pick axe, measuring tape, tape measure",
    "hammer, club hammer, spanner, shifting spanner, screwdriver, pliers, side cutter, saw, hacksaw, tool, axe, pick axe, measuring tape, tape measure, spirit level, wrench, chisel, crowbar, bolt cutter, utility knife",
  ],
  [
    "Fasteners",
    "nail, screw, bolt, nut, washer, rivet, staple, cable tie",
    "nail, wire nail, roofing nail, clout nail, screw, wood screw, roofing screw, drywall screw, bolt, hex bolt, nut, washer, rivet, pop rivet, staple, cable tie, rawl plug, wall plug",
  ],
  [
    "Paint",
    "paint, primer, enamel, brush, roller, wood preserver, creosote",
    "paint, primer, enamel, brush, paint brush, roller, paint roller, wood preserver, creosote, thinners, varnish, undercoat, red oxide",
  ],
  [
    "Fertilisers",
    "fertiliser, fertilizer, manure, bone meal, seaweed, plant food",
    "fertiliser, fertilizer, manure, chicken manure, kraal manure, bone meal, seaweed, plant food, rose food, lawn food, urea, superphosphate",
  ],
  [
    "Potting Soil",
    "potting soil, potting mix, soil, bark, compost, mulch",
    "potting soil, potting mix, seedling mix, soil, top soil, bark, compost, mulch, vermiculite, perlite, peat",
  ],
  [
    "Garden Tools",
    "spade, rake, hoe, pruner, shears, wheelbarrow, fork, hose",
    "spade, rake, hoe, pruner, pruning shears, shears, hedge shears, wheelbarrow, fork, garden fork, trowel, hose, hose reel, lopper, watering can",
  ],
  [
    "Outdoor Living",
    "braai, charcoal, outdoor, torch, citronella",
    "braai, braai wood, braai grid, charcoal, outdoor, torch, citronella, bench, garden bench, chair, camping chair, fire lighter, firelighter, gazebo, cooler box, fire pit",
  ],
  [
    "Wire",
    "wire, barbed, mesh, bonnox, field fence",
    "wire, barbed, barbed wire, straining wire, binding wire, razor wire, mesh, chicken mesh, diamond mesh, welded mesh, bonnox, field fence",
  ],
  [
    "Droppers & Poles",
    "dropper, pole, post, y-standard, standard",
    "dropper, pole, treated pole, gum pole, post, corner post, straining post, y-standard, standard",
  ],
  [
    "Electric Fencing",
    "electric fence, energiser, energizer, insulator, screw-on ring, polytape, poly tape, fence tester",
    "electric fence, energiser, energizer, fence energiser, insulator, strain insulator, screw-on ring, polytape, poly tape, polywire, fence tester, earth spike",
  ],
  ["Gates & Hinges", "gate, hinge, latch", "gate, farm gate, field gate, hinge, latch, gate latch, drop bolt"],
  [
    "Pipes & Fittings",
    "pipe, fitting, elbow, coupling, valve, hdpe",
    "pipe, fitting, elbow, coupling, valve, ball valve, tee, hdpe, ldpe, pvc, pipe clamp, reducer",
  ],
  [
    "Tanks",
    "tank, jojo, reservoir, drinking trough",
    "tank, water tank, tank stand, jojo, reservoir, trough, water trough, drinking trough",
  ],
  [
    "Pumps",
    "pump, borehole",
    "pump, borehole, borehole pump, submersible, solar pump, transfer pump, pressure pump, booster pump",
  ],
  [
    "Irrigation & Sprinklers",
    "sprinkler, drip, dripper, tap timer",
    "sprinkler, impact sprinkler, micro sprinkler, drip, drip kit, drip irrigation, dripper, dripper line, tap timer",
  ],
  [
    "Boots",
    "boot, gumboot, safety boot, vellie, veldskoen",
    "boot, work boot, gumboot, safety boot, vellie, veldskoen, steel toe",
  ],
  [
    "Overalls & Workwear",
    "overall, jacket, trousers, shirt, conti suit",
    "overall, coverall, conti suit, boiler suit, rain suit, suit, jacket, work jacket, trousers, work trousers, shirt, work shirt, dust coat",
  ],
  [
    "Gloves & Safety",
    "glove, chemical glove, nitrile, goggles, safety glasses, mask, ear protection, safety",
    "glove, chemical glove, nitrile, goggles, safety glasses, mask, dust mask, respirator, ear protection, ear muff, hard hat, face shield, safety",
  ],
  ["Hats", "hat, cap, beanie", "hat, bush hat, sun hat, wide brim hat, cap, peak cap, beanie"],
];

const DEMO_DESCRIPTIONS: [name: string, before: string, after: string][] = [
  ["Cat Food", "Dry and wet food, and litter.", "Dry and wet food, and treats."],
  ["Pet Accessories", "Beds, leads, bowls and kennels.", "Beds, leads, bowls, kennels and cat litter."],
];

const STATUSES = ["checked", "cancelled", "processing", "complete", "stopped", "failed"];

const RUN_COLUMNS = sql.raw(
  "id, start_code, end_code, include_manual, status, stop_requested, total, processed, successful, failed, " +
    "last_number, current_product, errors, failure, job_id, created_by, created_at, finished_at, moves, applied_by, " +
    "undone_at, undone_by, undo_restored, undo_left_alone",
);

async function rebuildRuns(db: Kysely<unknown>, statuses: string[], withCounts: boolean): Promise<void> {
  const allowed = sql.join(statuses.map((status) => sql.lit(status)));
  const counts = withCounts
    ? sql`,
      not_filed INTEGER NOT NULL DEFAULT 0,
      left_alone INTEGER NOT NULL DEFAULT 0`
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
      finished_at TEXT,
      moves INTEGER NOT NULL DEFAULT 0,
      applied_by TEXT REFERENCES users (id) ON DELETE SET NULL,
      undone_at TEXT,
      undone_by TEXT REFERENCES users (id) ON DELETE SET NULL,
      undo_restored INTEGER NOT NULL DEFAULT 0,
      undo_left_alone INTEGER NOT NULL DEFAULT 0${counts}
    )`.execute(db);
  await sql`
    INSERT INTO bulk_category_runs_new (${RUN_COLUMNS})
    SELECT ${RUN_COLUMNS} FROM bulk_category_runs WHERE status IN (${allowed})`.execute(db);
  await sql`DROP TABLE bulk_category_runs`.execute(db);
  await sql`ALTER TABLE bulk_category_runs_new RENAME TO bulk_category_runs`.execute(db);
  await sql`CREATE INDEX bulk_category_runs_created ON bulk_category_runs (created_at DESC)`.execute(db);
}

async function withoutForeignKeys(db: Kysely<unknown>, work: () => Promise<void>): Promise<void> {
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await work();
    const broken = await sql`PRAGMA foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error(`foreign key check failed: ${JSON.stringify(broken.rows[0])}`);
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

async function setDemoWords(db: Kysely<unknown>, from: 1 | 2, to: 1 | 2): Promise<void> {
  for (const entry of DEMO_KEYWORDS)
    for (const table of ["product_categories", "product_subcategories"])
      await sql`UPDATE ${sql.table(table)} SET keywords = ${entry[to]}
        WHERE name = ${entry[0]} AND keywords = ${entry[from]}`.execute(db);
  for (const entry of DEMO_DESCRIPTIONS)
    await sql`UPDATE product_subcategories SET description = ${entry[to]}
      WHERE name = ${entry[0]} AND description = ${entry[from]}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await withoutForeignKeys(db, () => rebuildRuns(db, ["checking", ...STATUSES], true));
  // Runs from before: what their products' outcomes say.
  await sql`UPDATE bulk_category_runs SET
    not_filed = (SELECT count(*) FROM bulk_category_run_products r
      WHERE r.run_id = bulk_category_runs.id AND r.outcome = 'no_match'),
    left_alone = (SELECT count(*) FROM bulk_category_run_products r
      WHERE r.run_id = bulk_category_runs.id AND r.outcome = 'changed_since_check')`.execute(db);
  await setDemoWords(db, 1, 2);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await setDemoWords(db, 2, 1);
  // A run still checking cannot be kept: it and its products go.
  await sql`DELETE FROM bulk_category_run_products
    WHERE run_id IN (SELECT id FROM bulk_category_runs WHERE status = 'checking')`.execute(db);
  await withoutForeignKeys(db, () => rebuildRuns(db, STATUSES, false));
}
