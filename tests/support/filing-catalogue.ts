/**
 * A new catalogue to file (issue 48 point 6, decision 0109): about 3,000 product names of the
 * shop's usual kinds under its usual kinds of brand, none filed, each with where a person files it
 * ("Category › Subcategory" in the demo category tree, db/seed/data/categories.ts).
 *
 * The kinds are written by hand, several ways each, from what a farm co-op sells; the generator
 * adds brands, ranges, sizes, colours and packs the way supplier price lists do. It is
 * deterministic (a fixed seed), so a failure names the same products every run. The names are
 * not the matcher's keywords read back: each kind is written as a clerk or a supplier would name
 * it, and a second list written differently (filing-held-out.ts) checks the rule on names it was
 * not tuned on.
 */

/** [where a person files it, ways the thing is named ({c} a colour), sizes it comes in] */
type Kind = [filing: string, names: string[], sizes: string[]];

const FEED = ["5kg", "10kg", "20kg", "25kg", "40kg", "50kg"];
const LIQUID = ["100ml", "250ml", "500ml", "1L", "5L", "20L"];
const NONE = [""];
const CLOTHES = ["S", "M", "L", "XL", "XXL", "Size 34", "Size 38"];
const BOOTS = ["Size 6", "Size 7", "Size 8", "Size 9", "Size 10", "Size 11"];

export const KINDS: Kind[] = [
  // Animal Feed
  ["Animal Feed › Cattle Feed", ["Dairy Meal 16%", "Dairy Concentrate 18%", "High Performance Dairy Meal"], FEED],
  ["Animal Feed › Cattle Feed", ["Beef Finisher Pellets", "Feedlot Finisher", "Beef Fattening Meal"], FEED],
  ["Animal Feed › Cattle Feed", ["Calf Starter Pellets", "Calf Milk Replacer", "Calf Grower Meal"], FEED],
  [
    "Animal Feed › Cattle Feed",
    ["Lucerne Bale", "Teff Hay Bale", "Eragrostis Bale"],
    ["approx. 25kg", "small", "large"],
  ],
  ["Animal Feed › Poultry Feed", ["Layer Mash", "Layer Pellets", "Laying Hen Mash"], FEED],
  ["Animal Feed › Poultry Feed", ["Broiler Starter Crumbles", "Broiler Finisher Pellets", "Broiler Grower"], FEED],
  ["Animal Feed › Poultry Feed", ["Chick Starter Crumbs", "Scratch Mix", "Chicken Scratch Grain"], FEED],
  ["Animal Feed › Pig Feed", ["Pig Grower Meal", "Sow Lactation Meal", "Pig Finisher Pellets"], FEED],
  ["Animal Feed › Pig Feed", ["Weaner Pellets", "Piglet Creep Pellets", "Porker Meal"], FEED],
  ["Animal Feed › Horse Feed", ["Horse Cubes 12%", "Performance Horse Mix", "Senior Horse Muesli"], FEED],
  ["Animal Feed › Horse Feed", ["Crushed Oats", "Pony Nuts", "Equine Conditioning Cubes"], FEED],
  ["Animal Feed › Sheep & Goat Feed", ["Sheep & Goat Pellets", "Ewe Production Pellets", "Goat Meal"], FEED],
  ["Animal Feed › Sheep & Goat Feed", ["Lamb & Kid Creep Feed", "Lamb Finisher Pellets", "Ram Pellets"], FEED],
  // Pet Supplies
  ["Pet Supplies › Dog Food", ["Adult Dog Food Chicken", "Adult Dog Food Beef & Rice", "Senior Dog Food Lamb"], FEED],
  ["Pet Supplies › Dog Food", ["Puppy Food Large Breed", "Puppy Chow", "Working Dog Kibble"], FEED],
  ["Pet Supplies › Dog Food", ["Dog Treats Biltong", "Dog Biscuits", "Dental Chews for Dogs"], ["200g", "500g", "1kg"]],
  [
    "Pet Supplies › Cat Food",
    ["Adult Cat Food Salmon", "Kitten Dry Food", "Indoor Cat Food Chicken"],
    ["400g", "2kg", "7kg"],
  ],
  ["Pet Supplies › Cat Food", ["Cat Food Pouches Tuna", "Cat Food in Gravy", "Cat Treats"], ["12 x 85g", "85g", "60g"]],
  [
    "Pet Supplies › Pet Accessories",
    ["Cat Litter", "Clumping Cat Litter", "Pine Pellet Cat Litter"],
    ["5kg", "10kg", "20L"],
  ],
  ["Pet Supplies › Pet Accessories", ["Litter Tray", "Cat Litter Box", "Cat Scratching Post"], NONE],
  ["Pet Supplies › Pet Accessories", ["Dog Bed {c}", "Canvas Dog Bed", "Cat Bed {c}"], ["Small", "Medium", "Large"]],
  [
    "Pet Supplies › Pet Accessories",
    ["Dog Lead {c}", "Nylon Dog Leash", "Dog Collar {c}"],
    ["1.2m", "1.5m", "Small", "Large"],
  ],
  [
    "Pet Supplies › Pet Accessories",
    ["Dog Bowl", "Stainless Steel Pet Bowl", "Plastic Dog Kennel"],
    ["Small", "2L", "Medium"],
  ],
  ["Pet Supplies › Pet Accessories", ["Rope Dog Toy", "Squeaky Dog Toy", "Pet Carrier"], NONE],
  [
    "Pet Supplies › Pet Health & Grooming",
    ["Tick & Flea Spot-On for Dogs", "Flea & Tick Spot-On for Cats"],
    ["10-20kg", "3 pack"],
  ],
  [
    "Pet Supplies › Pet Health & Grooming",
    ["Flea & Tick Collar for Cats", "Flea Collar for Dogs", "Tick Collar for Dogs"],
    NONE,
  ],
  [
    "Pet Supplies › Pet Health & Grooming",
    ["Oatmeal Dog Shampoo", "Flea Shampoo for Dogs", "Flea Powder"],
    ["250ml", "500ml"],
  ],
  [
    "Pet Supplies › Pet Health & Grooming",
    ["Dog Dewormer Tablets", "Cat Dewormer Tablets", "Puppy Deworming Syrup"],
    ["4 pack", "2 pack"],
  ],
  ["Pet Supplies › Pet Health & Grooming", ["Slicker Grooming Brush", "Dog Grooming Brush", "Pet Nail Clipper"], NONE],
  // Livestock Health
  ["Livestock Health › Dips & Sprays", ["Amitraz Cattle Dip", "Sheep Blowfly Dip", "Plunge Dip"], LIQUID],
  ["Livestock Health › Dips & Sprays", ["Pour-On Tick & Fly Control", "Tick Grease", "Fly Repellent Spray"], LIQUID],
  [
    "Livestock Health › Dips & Sprays",
    ["Blue Wound Spray", "Aerosol Wound Spray", "Screw-Worm Remedy Spray"],
    ["250ml", "500ml"],
  ],
  [
    "Livestock Health › Vaccines & Remedies",
    ["Lumpy Skin Disease Vaccine", "Anthrax Spore Vaccine", "Newcastle Disease Vaccine"],
    ["50 Doses", "100 Doses", "1000 Doses"],
  ],
  [
    "Livestock Health › Vaccines & Remedies",
    ["Oxytetracycline Injectable", "Penicillin Injectable", "Antibiotic Eye Powder"],
    ["50ml", "100ml"],
  ],
  [
    "Livestock Health › Vaccines & Remedies",
    ["Automatic Vaccinator Syringe", "Disposable Syringe", "Dosing Gun"],
    ["5ml", "20ml", "50ml"],
  ],
  ["Livestock Health › Dewormers", ["Ivermectin 1% Injectable", "Broad-Spectrum Oral Drench", "Sheep Wormer"], LIQUID],
  [
    "Livestock Health › Dewormers",
    ["Horse Dewormer Paste", "Cattle Dewormer Bolus", "Tapeworm Remedy Drench"],
    ["30g", "1L", "5L"],
  ],
  ["Livestock Health › Supplements & Licks", ["Winter Protein Lick", "Summer Phosphate Lick", "Production Lick"], FEED],
  [
    "Livestock Health › Supplements & Licks",
    ["Coarse Stock Salt", "Mineral Lick Block", "Salt Block"],
    ["5kg", "20kg", "25kg"],
  ],
  // Poultry Equipment
  [
    "Poultry Equipment › Feeders & Drinkers",
    ["Tube Feeder", "Chick Feeder Tray", "Galvanised Poultry Feeder"],
    ["3kg", "10kg", "15kg"],
  ],
  [
    "Poultry Equipment › Feeders & Drinkers",
    ["Plastic Fount Drinker", "Bell Drinker", "Nipple Drinker"],
    ["1L", "5L", "10 pack"],
  ],
  [
    "Poultry Equipment › Brooding & Heating",
    ["Infrared Heat Lamp", "Heat Lamp Bulb", "Gas Brooder"],
    ["150W", "250W", ""],
  ],
  [
    "Poultry Equipment › Brooding & Heating",
    ["Egg Incubator", "Automatic Incubator", "Brooder Thermometer"],
    ["24 Eggs", "48 Eggs", ""],
  ],
  [
    "Poultry Equipment › Nesting & Housing",
    ["Nest Box", "Nesting Box 4-Hole", "Chicken Coop"],
    ["Single", "Double", "Large"],
  ],
  [
    "Poultry Equipment › Nesting & Housing",
    ["Egg Tray", "Layer Cage", "Poultry Leg Rings"],
    ["30 Eggs", "3-Tier", "100 pack"],
  ],
  // Tack & Saddlery
  [
    "Tack & Saddlery › Saddles & Bridles",
    ["General Purpose Saddle", "Leather Bridle", "Western Saddle"],
    ['16"', '17"', "Full", "Cob"],
  ],
  ["Tack & Saddlery › Saddles & Bridles", ["Snaffle Bit", "Stirrup Irons", "Leather Girth"], ['5"', "Full", "Cob"]],
  [
    "Tack & Saddlery › Saddles & Bridles",
    ["Halter & Lead Rope {c}", "Saddle Pad {c}", "Leather Reins"],
    ["Pony", "Cob", "Full"],
  ],
  ["Tack & Saddlery › Grooming", ["Horse Brush Set", "Dandy Brush", "Body Brush for Horses"], NONE],
  ["Tack & Saddlery › Grooming", ["Curry Comb", "Hoof Pick", "Horse Grooming Kit"], NONE],
  [
    "Tack & Saddlery › Grooming",
    ["Horse Shampoo", "Mane & Tail Detangler", "Coat Conditioner for Horses"],
    ["500ml", "1L"],
  ],
  ["Tack & Saddlery › Horse Care", ["Fly Mask", "Horse Blanket", "Winter Horse Rug"], ["Pony", "Cob", "Full", "6'3"]],
  ["Tack & Saddlery › Horse Care", ["Electrolyte Powder for Horses", "Hoof Oil", "Hay Net"], ["1kg", "1L", ""]],
  // Hardware
  ["Hardware › Hand Tools", ["Claw Hammer", "Pick Axe", "Club Hammer"], ["450g", "2.5kg", "1.5kg"]],
  ["Hardware › Hand Tools", ["Combination Pliers", "Fencing Pliers", "Side Cutters"], ["160mm", "200mm", "250mm"]],
  [
    "Hardware › Hand Tools",
    ["Combination Spanner Set", "Shifting Spanner", "Screwdriver Set"],
    ["8-19mm", "250mm", "6 piece"],
  ],
  ["Hardware › Hand Tools", ["Measuring Tape", "Spirit Level", "Hacksaw"], ["5m", "8m", "600mm"]],
  ["Hardware › Fasteners", ["Wire Nails", "Roofing Nails", "Clout Nails"], ["50mm 1kg", "75mm 1kg", "100mm 5kg"]],
  [
    "Hardware › Fasteners",
    ["Wood Screws", "Roofing Screws", "Drywall Screws"],
    ["Box (500)", "(100 pack)", "4 x 40mm"],
  ],
  ["Hardware › Fasteners", ["Cup Square Bolts & Nuts", "Hex Bolts", "Flat Washers"], ["M10 x 100", "M8", "(10 pack)"]],
  [
    "Hardware › Fasteners",
    ["Fencing Staples", "Cable Ties {c}", "Pop Rivets"],
    ["40mm 1kg", "300mm (100 pack)", "Box (50)"],
  ],
  ["Hardware › Paint", ["Red Oxide Primer", "Roof & Wall Paint {c}", "Quick-Dry Enamel {c}"], ["1L", "5L", "20L"]],
  ["Hardware › Paint", ["Paint Brush Set", "Paint Roller", "Paint Brush"], ["5 piece", "225mm", "50mm"]],
  ["Hardware › Paint", ["Creosote Wood Preserver", "PVA Wall Paint {c}", "Paint Thinners"], ["1L", "5L", "20L"]],
  // Garden
  ["Garden › Seeds", ["Swiss Chard Seeds", "Tomato Seeds", "Green Bean Seeds"], ["", "250g", "50g"]],
  ["Garden › Seeds", ["Kikuyu Lawn Seed", "Sweetcorn Seeds", "Butternut Seeds"], ["1kg", "100g", "500g"]],
  ["Garden › Fertilisers", ["2:3:2 (22) Granular Fertiliser", "LAN 28 Fertiliser", "Lawn Fertiliser"], ["5kg", "50kg"]],
  ["Garden › Fertilisers", ["Kraal Manure", "Bone Meal", "Chicken Manure Pellets"], ["2kg", "30dm³", "20kg"]],
  ["Garden › Fertilisers", ["Organic Liquid Seaweed Feed", "Rose Food", "Liquid Plant Food"], ["500ml", "1L", "5L"]],
  ["Garden › Potting Soil", ["Potting Soil", "Garden Compost", "Pine Bark Mulch"], ["10dm³", "30dm³"]],
  ["Garden › Potting Soil", ["Seedling Mix", "Potting Mix", "Top Soil"], ["10dm³", "30dm³", "40kg"]],
  ["Garden › Garden Tools", ["Garden Hose", "Wheelbarrow", "Steel Garden Rake"], ["20m", "65L", "14 Tooth", "30m"]],
  ["Garden › Garden Tools", ["Garden Spade", "Garden Fork", "Pruning Shears"], ["", "Long Handle", "200mm"]],
  ["Garden › Garden Tools", ["Hand Trowel", "Hedge Shears", "Draw Hoe"], NONE],
  ["Garden › Outdoor Living", ["Sekelbos Braai Wood", "Hardwood Charcoal", "Braai Grid"], ["4kg", "15kg", "Large"]],
  [
    "Garden › Outdoor Living",
    ["Citronella Garden Torch", "Garden Bench", "Camping Chair {c}"],
    ["1.2m", "2-Seater", ""],
  ],
  // Fencing
  [
    "Fencing › Wire",
    ["Barbed Wire", "High-Tensile Straining Wire", "Binding Wire"],
    ["2.5mm x 500m", "2.24mm 1000m", "1.6mm 1kg"],
  ],
  [
    "Fencing › Wire",
    ["Stock Field Fence", "Chicken Mesh", "Diamond Mesh"],
    ["1.2m x 100m", "25mm x 0.9m x 50m", "1.8m x 30m"],
  ],
  ["Fencing › Wire", ["Bonnox Fencing", "Razor Wire", "Welded Mesh"], ["1.2m x 50m", "450mm x 10m", "1.2m x 30m"]],
  ["Fencing › Droppers & Poles", ["Steel Droppers", "Y-Standard", "Treated Pole"], ["1.2m", "1.8m", "2.4m 100-125mm"]],
  ["Fencing › Droppers & Poles", ["Gum Pole", "Corner Post", "Straining Post"], ["2.4m", "3m", "2.1m"]],
  [
    "Fencing › Electric Fencing",
    ["Electric Fence Energiser", "Solar Fence Energiser", "Fence Tester"],
    ["2 Joule", "8km", ""],
  ],
  [
    "Fencing › Electric Fencing",
    ["Screw-On Ring Insulator", "Strain Insulator", "Polytape"],
    ["(25 pack)", "(100 pack)", "12mm x 200m"],
  ],
  ["Fencing › Gates & Hinges", ["Farm Gate", "Galvanised Field Gate", "Pedestrian Gate"], ["3.6m", "4.2m", "1m"]],
  ["Fencing › Gates & Hinges", ["Gate Hinges", "Gate Latch", "Drop Bolt Gate Latch"], ["(pair)", "", "Heavy"]],
  // Water & Irrigation
  [
    "Water & Irrigation › Pipes & Fittings",
    ["HDPE Pipe", "LDPE Irrigation Pipe", "PVC Pipe"],
    ["20mm x 100m", "25mm x 50m", "40mm x 6m"],
  ],
  [
    "Water & Irrigation › Pipes & Fittings",
    ["Compression Elbow", "Compression Coupling", "Brass Ball Valve"],
    ["20mm", "25mm", "32mm"],
  ],
  ["Water & Irrigation › Tanks", ["Water Tank", "JoJo Tank {c}", "Tank Stand"], ["1000L", "2500L", "5000L"]],
  [
    "Water & Irrigation › Tanks",
    ["Drinking Trough", "Concrete Water Trough", "Galvanised Reservoir"],
    ["500L", "1.2m", "10000L"],
  ],
  [
    "Water & Irrigation › Pumps",
    ["Submersible Borehole Pump", "Solar Borehole Pump", "Transfer Pump"],
    ["0.75kW", "1.1kW", ""],
  ],
  [
    "Water & Irrigation › Pumps",
    ["Pressure Booster Pump with Tank", "Peripheral Pump", "Petrol Water Pump"],
    ["0.37kW", "0.5kW", '2"'],
  ],
  [
    "Water & Irrigation › Irrigation & Sprinklers",
    ["Impact Sprinkler", "Micro Sprinkler", "Drip Irrigation Kit"],
    ["", "(10 pack)", "50 plants"],
  ],
  [
    "Water & Irrigation › Irrigation & Sprinklers",
    ["Tap Timer", "Dripper Line", "Oscillating Sprinkler"],
    ["", "16mm x 100m", "Large"],
  ],
  // Workwear & Boots
  ["Workwear & Boots › Boots", ["Safety Boots", "Steel-Toe Work Boots", "Gumboots {c}"], BOOTS],
  ["Workwear & Boots › Boots", ["Vellies", "Leather Veldskoen", "Chelsea Work Boot"], BOOTS],
  ["Workwear & Boots › Overalls & Workwear", ["Conti Suit {c}", "Boiler Suit {c}", "Work Jacket"], CLOTHES],
  ["Workwear & Boots › Overalls & Workwear", ["Work Trousers", "Work Shirt {c}", "Rain Suit"], CLOTHES],
  [
    "Workwear & Boots › Gloves & Safety",
    ["Leather Work Gloves", "Nitrile Gloves", "Chemical Gloves"],
    ["", "Large", "(12 pairs)"],
  ],
  [
    "Workwear & Boots › Gloves & Safety",
    ["Safety Glasses", "Dust Mask", "Ear Muffs", "Hard Hat {c}"],
    ["", "(20 pack)", "Clear"],
  ],
  ["Workwear & Boots › Hats", ["Bush Hat", "Wide Brim Hat {c}", "Peak Cap {c}", "Beanie {c}"], ["", "M", "L"]],
];

export const BRANDS = [
  "Highveld",
  "Magalies",
  "Bosveld",
  "Karoo Gold",
  "Stockman",
  "AgriPro",
  "Boerhond",
  "Purrfect",
  "Equi-Veld",
  "Kalahari",
  "Rooiberg",
  "Suidwes",
  "Voerkraal",
  "Drakensberg",
  "Limpopo Farm",
  "Vaalrivier",
  "Hoefslag",
  "FarmMaster",
  "Tuinier",
  "Bergwater",
  "Staalkraal",
  "Sonkrag",
  "Wildeklawer",
  "Afrivet Plus",
  "Stalwart",
  "Veldtuff",
  "Kraalmeester",
];

const RANGES = ["", "", "", "Premium", "Value", "Pro", "Classic", "Heavy-Duty", "Economy", "Gold"];
const COLOURS = ["Black", "Navy", "Red", "Green", "Brown", "Khaki", "Blue", "Orange", "Grey", "White"];
const PACKS = ["", "", "", "", "(2 pack)", "Twin Pack", "(6 pack)", "Bulk"];

/** A small fixed-seed generator (mulberry32): the same catalogue every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type FilingCase = { name: string; category: string; subcategory: string };

/**
 * `count` distinct names: brand, range, the kind's name (a colour where it takes one), size and
 * pack, in the orders supplier lists use ("Highveld Layer Mash 50kg", "Layer Mash 50kg -
 * Highveld", "Premium Dog Bed Navy Large (Bosveld)").
 */
export function filingCatalogue(count = 3000, seed = 48): FilingCase[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const seen = new Set<string>();
  const cases: FilingCase[] = [];
  for (let tries = 0; cases.length < count && tries < count * 20; tries++) {
    const [filing, names, sizes] = KINDS[tries % KINDS.length] as Kind;
    const [category, subcategory] = filing.split(" › ") as [string, string];
    const thing = pick(names).replace("{c}", pick(COLOURS));
    const brand = pick(BRANDS);
    const range = pick(RANGES);
    const size = pick(sizes);
    const pack = pick(PACKS);
    const body = [range, thing, size, pack].filter(Boolean).join(" ");
    const order = next();
    const name = order < 0.6 ? `${brand} ${body}` : order < 0.8 ? `${body} - ${brand}` : `${body} (${brand})`;
    if (seen.has(name)) continue;
    seen.add(name);
    cases.push({ name, category, subcategory });
  }
  return cases;
}
