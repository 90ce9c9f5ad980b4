import "../support/seeded-database";
import "~/catalog/bulk-category-jobs.server";
import { db } from "~/platform/db.server";
import { runDueJobs } from "~/platform/jobs.server";
import { action as startAction } from "~/routes/admin.bulk-category-assignment";
import { action as runAction } from "~/routes/admin.bulk-category-assignment_.$runId";
import { post, signedInUser } from "../support/route-calls";

/**
 * The keyword rules (app/catalog/category-matching.ts, decision 0068) against the whole demo
 * catalogue: where a person would file each product, written by hand from its name and
 * description, not taken from what the code does.
 */
const WHERE_A_PERSON_FILES_IT: [wsCode: string, name: string, filing: string][] = [
  // Animal Feed › Cattle Feed
  ["WS000001", "Highveld Dairy Meal 16% 50kg", "Animal Feed › Cattle Feed"],
  ["WS000002", "Highveld Beef Finisher Pellets 50kg", "Animal Feed › Cattle Feed"],
  ["WS000003", "Magalies Calf Starter Pellets 18% 25kg", "Animal Feed › Cattle Feed"],
  ["WS000004", "Bosveld Game & Cattle Cubes 40kg", "Animal Feed › Cattle Feed"],
  ["WS000005", "Lucerne Bale (approx. 25kg)", "Animal Feed › Cattle Feed"],
  // Animal Feed › Poultry Feed
  ["WS000006", "Magalies Layer Mash 50kg", "Animal Feed › Poultry Feed"],
  ["WS000007", "Magalies Broiler Starter Crumbles 50kg", "Animal Feed › Poultry Feed"],
  ["WS000008", "Magalies Broiler Finisher Pellets 50kg", "Animal Feed › Poultry Feed"],
  ["WS000009", "Chick Starter Crumbs 5kg", "Animal Feed › Poultry Feed"],
  ["WS000010", "Donkerhoek Scratch Mix 25kg", "Animal Feed › Poultry Feed"],
  // Animal Feed › Pig Feed
  ["WS000011", "Highveld Pig Grower Meal 50kg", "Animal Feed › Pig Feed"],
  ["WS000012", "Sow & Weaner Pellets 50kg", "Animal Feed › Pig Feed"],
  // Animal Feed › Horse Feed
  ["WS000013", "Equi-Veld Horse Cubes 12% 40kg", "Animal Feed › Horse Feed"],
  ["WS000014", "Equi-Veld Senior Horse Muesli 20kg", "Animal Feed › Horse Feed"],
  ["WS000015", "Crushed Oats 40kg", "Animal Feed › Horse Feed"],
  // Animal Feed › Sheep & Goat Feed
  ["WS000016", "Bosveld Sheep & Goat Pellets 40kg", "Animal Feed › Sheep & Goat Feed"],
  ["WS000017", "Lamb & Kid Creep Feed 40kg", "Animal Feed › Sheep & Goat Feed"],
  // Pet Supplies › Dog Food
  ["WS000018", "Boerhond Adult Dog Food 20kg", "Pet Supplies › Dog Food"],
  ["WS000019", "Boerhond Puppy Large Breed 8kg", "Pet Supplies › Dog Food"],
  ["WS000020", "Veldheer Premium Chicken & Rice Dog Food 15kg", "Pet Supplies › Dog Food"],
  ["WS000021", "Working Dog High-Energy Kibble 25kg", "Pet Supplies › Dog Food"],
  ["WS000022", "Beef Biltong Dog Treats 1kg", "Pet Supplies › Dog Food"],
  // Pet Supplies › Cat Food
  ["WS000023", "Purrfect Adult Cat Food Salmon 7kg", "Pet Supplies › Cat Food"],
  ["WS000024", "Purrfect Tuna Pâté Cat Food 12 x 85g", "Pet Supplies › Cat Food"],
  ["WS000025", "Purrfect Kitten Dry Food 2kg", "Pet Supplies › Cat Food"],
  // Pet Supplies › Pet Accessories
  // Litter is not food (issue 48, decision 0109): Pet Accessories, as its description says.
  ["WS000026", "Pine Pellet Cat Litter 10kg", "Pet Supplies › Pet Accessories"],
  ["WS000027", "Heavy-Duty Canvas Dog Bed Large", "Pet Supplies › Pet Accessories"],
  ["WS000028", "Braided Nylon Dog Lead 1.5m", "Pet Supplies › Pet Accessories"],
  ["WS000029", "Stainless Steel Dog Bowl 2L", "Pet Supplies › Pet Accessories"],
  ["WS000030", "Plastic Dog Kennel Medium", "Pet Supplies › Pet Accessories"],
  // Pet Supplies › Pet Health & Grooming
  ["WS000031", "Tick & Flea Spot-On for Dogs 10-20kg (3 pack)", "Pet Supplies › Pet Health & Grooming"],
  ["WS000032", "Oatmeal Dog Shampoo 500ml", "Pet Supplies › Pet Health & Grooming"],
  ["WS000033", "Dog Dewormer Tablets (4 pack)", "Pet Supplies › Pet Health & Grooming"],
  ["WS000034", "Slicker Grooming Brush", "Pet Supplies › Pet Health & Grooming"],
  // Livestock Health › Dips & Sprays
  ["WS000035", "Amitraz Cattle Dip 1L", "Livestock Health › Dips & Sprays"],
  ["WS000036", "Pour-On Tick & Fly Control 1L", "Livestock Health › Dips & Sprays"],
  ["WS000037", "Fly Repellent Spray 500ml", "Livestock Health › Dips & Sprays"],
  ["WS000038", "Sheep Blowfly Dip 5L", "Livestock Health › Dips & Sprays"],
  ["WS000039", "Blue Wound Spray 250ml", "Livestock Health › Dips & Sprays"],
  // Livestock Health › Vaccines & Remedies
  ["WS000040", "Lumpy Skin Disease Vaccine 50 Doses", "Livestock Health › Vaccines & Remedies"],
  ["WS000041", "Blackquarter & Botulism Vaccine 50 Doses", "Livestock Health › Vaccines & Remedies"],
  ["WS000042", "Newcastle Disease Vaccine 1000 Doses", "Livestock Health › Vaccines & Remedies"],
  ["WS000043", "Oxytetracycline Injectable 100ml", "Livestock Health › Vaccines & Remedies"],
  ["WS000044", "Automatic Vaccinator Syringe 20ml", "Livestock Health › Vaccines & Remedies"],
  // Livestock Health › Dewormers
  ["WS000045", "Ivermectin 1% Injectable 500ml", "Livestock Health › Dewormers"],
  ["WS000046", "Broad-Spectrum Oral Drench 1L", "Livestock Health › Dewormers"],
  ["WS000047", "Horse Dewormer Paste 30g", "Livestock Health › Dewormers"],
  // Livestock Health › Supplements & Licks
  ["WS000048", "Winter Protein Lick 50kg", "Livestock Health › Supplements & Licks"],
  ["WS000049", "Coarse Stock Salt 25kg", "Livestock Health › Supplements & Licks"],
  ["WS000050", "Mineral Lick Block 20kg", "Livestock Health › Supplements & Licks"],
  // Poultry Equipment › Feeders & Drinkers
  ["WS000051", "Tube Feeder 10kg", "Poultry Equipment › Feeders & Drinkers"],
  ["WS000052", "Plastic Fount Drinker 5L", "Poultry Equipment › Feeders & Drinkers"],
  ["WS000053", "Nipple Drinker Kit (10 nipples)", "Poultry Equipment › Feeders & Drinkers"],
  ["WS000054", "Galvanised Chick Trough Feeder 50cm", "Poultry Equipment › Feeders & Drinkers"],
  ["WS000055", "Automatic Bell Drinker", "Poultry Equipment › Feeders & Drinkers"],
  // Poultry Equipment › Brooding & Heating
  ["WS000056", "Infrared Brooder Lamp 250W", "Poultry Equipment › Brooding & Heating"],
  ["WS000057", "Brooder Lamp Holder with Guard", "Poultry Equipment › Brooding & Heating"],
  ["WS000058", "Gas Brooder Heater", "Poultry Equipment › Brooding & Heating"],
  ["WS000059", "Automatic Egg Incubator 48 Eggs", "Poultry Equipment › Brooding & Heating"],
  ["WS000060", "Poultry House Thermometer & Hygrometer", "Poultry Equipment › Brooding & Heating"],
  // Poultry Equipment › Nesting & Housing
  ["WS000061", "Galvanised Nesting Box (4 holes)", "Poultry Equipment › Nesting & Housing"],
  ["WS000062", "Layer Cage Unit (3-tier)", "Poultry Equipment › Nesting & Housing"],
  ["WS000063", "Egg Trays 30s (pack of 10)", "Poultry Equipment › Nesting & Housing"],
  ["WS000064", "Timber Chicken Coop with Run", "Poultry Equipment › Nesting & Housing"],
  ["WS000065", "Poultry Leg Rings (100 pack)", "Poultry Equipment › Nesting & Housing"],
  // Tack & Saddlery › Saddles & Bridles
  ["WS000066", "General Purpose Leather Saddle 17in", "Tack & Saddlery › Saddles & Bridles"],
  ["WS000067", "Leather Bridle with Reins (Cob)", "Tack & Saddlery › Saddles & Bridles"],
  ["WS000068", "Nylon Halter & Lead Rope Set", "Tack & Saddlery › Saddles & Bridles"],
  ["WS000069", "Padded Girth 120cm", "Tack & Saddlery › Saddles & Bridles"],
  ["WS000070", "Quilted Saddle Pad", "Tack & Saddlery › Saddles & Bridles"],
  // Tack & Saddlery › Grooming
  ["WS000071", "Crème Horse Coat Conditioner 500ml", "Tack & Saddlery › Grooming"],
  ["WS000072", "Horse Grooming Kit (7 piece)", "Tack & Saddlery › Grooming"],
  ["WS000073", "Mane & Tail Detangler 500ml", "Tack & Saddlery › Grooming"],
  ["WS000074", "Hoof Pick with Brush", "Tack & Saddlery › Grooming"],
  ["WS000075", "Horse Shampoo 1L", "Tack & Saddlery › Grooming"],
  // Tack & Saddlery › Horse Care
  ["WS000076", "Hoof Oil 1L", "Tack & Saddlery › Horse Care"],
  ["WS000077", "Horse Fly Mask with Ears", "Tack & Saddlery › Horse Care"],
  ["WS000078", "Winter Horse Rug 6ft 3in", "Tack & Saddlery › Horse Care"],
  ["WS000079", "Equine Electrolyte Powder 1kg", "Tack & Saddlery › Horse Care"],
  ["WS000080", "Hay Net Large", "Tack & Saddlery › Horse Care"],
  // Hardware › Hand Tools
  ["WS000081", "Claw Hammer 450g Fibreglass Handle", "Hardware › Hand Tools"],
  ["WS000082", "Pick Axe 2.5kg with Handle", "Hardware › Hand Tools"],
  ["WS000083", "Combination Pliers 200mm", "Hardware › Hand Tools"],
  ["WS000084", "Fencing Pliers 250mm", "Hardware › Hand Tools"],
  ["WS000085", "Combination Spanner Set 8-19mm (12 piece)", "Hardware › Hand Tools"],
  ["WS000086", "Measuring Tape 8m", "Hardware › Hand Tools"],
  // Hardware › Fasteners
  ["WS000087", "Wire Nails 75mm 1kg", "Hardware › Fasteners"],
  ["WS000088", "Cutting-Point Wood Screws Assorted Box (500)", "Hardware › Fasteners"],
  ["WS000089", "Cup Square Bolts & Nuts M10 x 100 (10 pack)", "Hardware › Fasteners"],
  ["WS000090", "Fencing Staples 40mm 1kg", "Hardware › Fasteners"],
  ["WS000091", "Cable Ties 300mm Black (100 pack)", "Hardware › Fasteners"],
  // Hardware › Paint
  ["WS000092", "Red Oxide Primer 5L", "Hardware › Paint"],
  ["WS000093", "Roof & Wall Paint Brick Red 20L", "Hardware › Paint"],
  ["WS000094", "Quick-Dry Enamel Gloss Green 1L", "Hardware › Paint"],
  ["WS000095", "Paint Brush Set (5 piece)", "Hardware › Paint"],
  ["WS000096", "Creosote Wood Preserver 5L", "Hardware › Paint"],
  // Garden › Seeds
  ["WS000097", "Swiss Chard Fordhook Giant Seeds", "Garden › Seeds"],
  ["WS000098", "Tomato Floradade Seeds", "Garden › Seeds"],
  ["WS000099", "Green Bean Contender Seeds 250g", "Garden › Seeds"],
  ["WS000100", "Kikuyu Lawn Seed 1kg", "Garden › Seeds"],
  ["WS000101", "Sweetcorn Seeds 100g", "Garden › Seeds"],
  // Garden › Fertilisers
  ["WS000102", "2:3:2 (22) Granular Fertiliser 50kg", "Garden › Fertilisers"],
  ["WS000103", "LAN 28 Fertiliser 50kg", "Garden › Fertilisers"],
  ["WS000104", "Kraal Manure 30dm³", "Garden › Fertilisers"],
  ["WS000105", "Bone Meal 2kg", "Garden › Fertilisers"],
  ["WS000106", "Organic Liquid Seaweed Feed 1L", "Garden › Fertilisers"],
  // Garden › Potting Soil
  ["WS000107", "Premium Potting Soil 30dm³", "Garden › Potting Soil"],
  ["WS000108", "Garden Compost 30dm³", "Garden › Potting Soil"],
  ["WS000109", "Pine Bark Mulch 30dm³", "Garden › Potting Soil"],
  // Garden › Garden Tools
  ["WS000110", "Garden Hose 20m with Fittings", "Garden › Garden Tools"],
  ["WS000111", "Heavy-Duty Wheelbarrow 65L", "Garden › Garden Tools"],
  ["WS000112", "Steel Garden Rake 14 Tooth", "Garden › Garden Tools"],
  // Garden › Outdoor Living
  ["WS000113", "Brûlé Citronella Garden Torch 1.2m", "Garden › Outdoor Living"],
  ["WS000114", "Sekelbos Braai Wood 15kg", "Garden › Outdoor Living"],
  ["WS000115", "Hardwood Charcoal 4kg", "Garden › Outdoor Living"],
  // Fencing › Wire
  ["WS000116", "Barbed Wire 2.5mm x 500m", "Fencing › Wire"],
  ["WS000117", "High-Tensile Straining Wire 2.24mm 1000m", "Fencing › Wire"],
  ["WS000118", "Binding Wire 1.6mm 1kg", "Fencing › Wire"],
  ["WS000119", "Stock Field Fence 1.2m x 100m", "Fencing › Wire"],
  ["WS000120", "Chicken Mesh 25mm x 0.9m x 50m", "Fencing › Wire"],
  // Fencing › Droppers & Poles
  ["WS000121", "Y-Standard Steel Dropper 1.8m", "Fencing › Droppers & Poles"],
  ["WS000122", "Treated Gum Pole 100-125mm x 2.4m", "Fencing › Droppers & Poles"],
  ["WS000123", "Treated Wooden Droppers 38mm x 1.2m (10 pack)", "Fencing › Droppers & Poles"],
  ["WS000124", "Corner Post Anchor Kit", "Fencing › Droppers & Poles"],
  // Fencing › Electric Fencing
  ["WS000125", "Electric Fence Energiser 8 Joule", "Fencing › Electric Fencing"],
  ["WS000126", "Poly Tape 12mm x 200m", "Fencing › Electric Fencing"],
  ["WS000127", "Insulators Screw-On Ring (25 pack)", "Fencing › Electric Fencing"],
  ["WS000128", "Digital Fence Tester", "Fencing › Electric Fencing"],
  ["WS000129", "Solar Energiser 2 Joule", "Fencing › Electric Fencing"],
  // Fencing › Gates & Hinges
  ["WS000130", "Galvanised Farm Gate 3.6m", "Fencing › Gates & Hinges"],
  ["WS000131", "Gate Hinge Set Heavy-Duty", "Fencing › Gates & Hinges"],
  ["WS000132", "Gate Chain & Latch Kit", "Fencing › Gates & Hinges"],
  // Water & Irrigation › Pipes & Fittings
  ["WS000133", "HDPE Class 6 Pipe 25mm x 100m", "Water & Irrigation › Pipes & Fittings"],
  ["WS000134", "LDPE Irrigation Pipe 20mm x 50m", "Water & Irrigation › Pipes & Fittings"],
  ["WS000135", "Compression Coupling 25mm", "Water & Irrigation › Pipes & Fittings"],
  ["WS000136", "Brass Ball Valve 20mm", "Water & Irrigation › Pipes & Fittings"],
  ["WS000137", "Trough Float Valve 20mm", "Water & Irrigation › Pipes & Fittings"],
  // Water & Irrigation › Tanks
  ["WS000138", "Vertical Water Tank 2500L Green", "Water & Irrigation › Tanks"],
  ["WS000139", "Vertical Water Tank 5000L Green", "Water & Irrigation › Tanks"],
  ["WS000140", "Polyethylene Drinking Trough 500L", "Water & Irrigation › Tanks"],
  ["WS000141", "Tank Stand 1.5m for 2500L", "Water & Irrigation › Tanks"],
  // Water & Irrigation › Pumps
  ["WS000142", "Solar Borehole Pump Kit 0.75kW", "Water & Irrigation › Pumps"],
  ["WS000143", "Peripheral Pump 0.37kW", "Water & Irrigation › Pumps"],
  ["WS000144", "Pressure Booster Pump with Tank 0.75kW", "Water & Irrigation › Pumps"],
  ["WS000145", "Petrol Transfer Pump 2in", "Water & Irrigation › Pumps"],
  // Water & Irrigation › Irrigation & Sprinklers
  ["WS000146", "Drip Irrigation Kit (50 plants)", "Water & Irrigation › Irrigation & Sprinklers"],
  ["WS000147", "Impact Sprinkler on Spike", "Water & Irrigation › Irrigation & Sprinklers"],
  ["WS000148", "Battery Tap Timer", "Water & Irrigation › Irrigation & Sprinklers"],
  // Workwear & Boots › Boots
  ["WS000149", "Steel-Toe Safety Boot Size 8", "Workwear & Boots › Boots"],
  ["WS000150", "Gumboots Black Size 9", "Workwear & Boots › Boots"],
  ["WS000151", "Suede Vellies Size 8", "Workwear & Boots › Boots"],
  ["WS000152", "Leather Chelsea Work Boot Size 9", "Workwear & Boots › Boots"],
  // Workwear & Boots › Overalls & Workwear
  ["WS000153", "Two-Piece Conti Suit Navy Size 36", "Workwear & Boots › Overalls & Workwear"],
  ["WS000154", "Cotton Boiler Suit Khaki Size 36", "Workwear & Boots › Overalls & Workwear"],
  ["WS000155", "Padded Bunny Jacket Navy", "Workwear & Boots › Overalls & Workwear"],
  ["WS000156", "Khaki Work Shirt Short Sleeve", "Workwear & Boots › Overalls & Workwear"],
  ["WS000157", "PVC Rain Suit", "Workwear & Boots › Overalls & Workwear"],
  // Workwear & Boots › Gloves & Safety
  ["WS000158", "Leather Work Gloves (pair)", "Workwear & Boots › Gloves & Safety"],
  ["WS000159", "Nitrile Chemical Gloves Elbow Length", "Workwear & Boots › Gloves & Safety"],
  ["WS000160", "Clear Safety Glasses", "Workwear & Boots › Gloves & Safety"],
  ["WS000161", "FFP2 Dust Masks (10 pack)", "Workwear & Boots › Gloves & Safety"],
  // Workwear & Boots › Hats
  ["WS000162", "Canvas Bush Hat", "Workwear & Boots › Hats"],
  ["WS000163", "Co-op Cap with Neck Flap", "Workwear & Boots › Hats"],
  ["WS000164", "Knitted Winter Beanie", "Workwear & Boots › Hats"],
];

const PAGE = "/admin/bulk-category-assignment";

const filings = (table: "products" | "run") =>
  (table === "products"
    ? db()
        .selectFrom("products as p")
        .leftJoin("product_categories as c", "c.id", "p.category_id")
        .leftJoin("product_subcategories as s", "s.id", "p.subcategory_id")
        .select(["p.ws_code", "p.product_name", "c.name as category", "s.name as subcategory"])
    : db()
        .selectFrom("bulk_category_run_products as r")
        .innerJoin("products as p", "p.id", "r.product_id")
        .leftJoin("product_categories as c", "c.id", "r.after_category_id")
        .leftJoin("product_subcategories as s", "s.id", "r.after_subcategory_id")
        .select(["p.ws_code", "p.product_name", "c.name as category", "s.name as subcategory"])
  )
    .where("p.ws_code", "<=", "WS000164")
    .orderBy("p.ws_code")
    .execute()
    .then((rows) =>
      rows.map((row) => [row.ws_code, row.product_name, [row.category, row.subcategory].filter(Boolean).join(" › ")]),
    );

describe("bulk category assignment on the demo catalogue", () => {
  it("files every demo product where a person would, hand-filed ones included", async () => {
    expect(WHERE_A_PERSON_FILES_IT).toHaveLength(164);
    // As in the issue: every demo product filed by hand, here all in the wrong place.
    const hardware = await db()
      .selectFrom("product_categories")
      .select("id")
      .where("name", "=", "Hardware")
      .executeTakeFirstOrThrow();
    await db()
      .updateTable("products")
      .set({ category_id: hardware.id, subcategory_id: null, auto_category_assigned: 0, auto_subcategory_assigned: 0 })
      .where("ws_code", "<=", "WS000164")
      .execute();

    const admin = await signedInUser(["admin"]);
    const started = await post(
      startAction,
      PAGE,
      { startCode: "WS000001", endCode: "WS000164", includeManual: "on" },
      admin.cookie,
    );
    expect(started.status).toBe(303);
    const runId = started.headers.get("Location")?.split("/").pop() ?? "";
    // The check says where each would go...
    expect(await filings("run")).toEqual(WHERE_A_PERSON_FILES_IT);

    // ...and the applied run puts each there.
    await post(runAction, `${PAGE}/${runId}`, { intent: "apply" }, admin.cookie, { runId });
    await runDueJobs(db());
    expect(await filings("products")).toEqual(WHERE_A_PERSON_FILES_IT);
    const run = await db()
      .selectFrom("bulk_category_runs")
      .selectAll()
      .where("id", "=", runId)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: "complete", processed: 164, successful: 164, failed: 0 });
  });
});
