import type { ProductUnit } from "./types";

/**
 * Building blocks for the benchmark catalogue: brand x range x item x pack size x multi-pack
 * gives over 40 000 distinct, plausible names without writing them by hand.
 */
export interface GeneratedLine {
  category: string;
  stockPrefix: string;
  brands: string[];
  /** One sentence the long description ends with. */
  blurb: string;
  items: {
    name: string;
    subcategory: string;
    packs: { label: string; size?: [number, ProductUnit]; price: number }[];
  }[];
}

export const RANGES = ["", "Premium", "Select", "Plus", "Value", "Pro", "Classic", "Gold"];

/** Multi-buys are priced at 5% below the single price per unit. */
export const MULTI_PACKS = [
  { label: "", quantity: 1 },
  { label: "Twin Pack", quantity: 2 },
  { label: "3-Pack", quantity: 3 },
  { label: "4-Pack", quantity: 4 },
  { label: "6-Pack", quantity: 6 },
  { label: "10-Pack", quantity: 10 },
  { label: "12-Pack", quantity: 12 },
  { label: "20-Pack", quantity: 20 },
];

export const GENERATED_LINES: GeneratedLine[] = [
  {
    category: "Animal Feed",
    stockPrefix: "FEED",
    brands: ["Highveld", "Magalies", "Bosveld", "Equi-Veld", "Voerkraal", "Suidwes", "Kalahari", "Rooiberg"],
    blurb: "Milled from quality local grain for healthy, thriving animals.",
    items: [
      {
        name: "Dairy Meal",
        subcategory: "Cattle Feed",
        packs: [
          { label: "40kg", size: [40, "kg"], price: 379.95 },
          { label: "50kg", size: [50, "kg"], price: 449.95 },
        ],
      },
      {
        name: "Beef Finisher",
        subcategory: "Cattle Feed",
        packs: [{ label: "50kg", size: [50, "kg"], price: 389.95 }],
      },
      {
        name: "Layer Mash",
        subcategory: "Poultry Feed",
        packs: [
          { label: "5kg", size: [5, "kg"], price: 79.95 },
          { label: "25kg", size: [25, "kg"], price: 249.95 },
          { label: "50kg", size: [50, "kg"], price: 469.95 },
        ],
      },
      {
        name: "Broiler Grower",
        subcategory: "Poultry Feed",
        packs: [{ label: "50kg", size: [50, "kg"], price: 509.95 }],
      },
      {
        name: "Pig Grower Pellets",
        subcategory: "Pig Feed",
        packs: [{ label: "50kg", size: [50, "kg"], price: 419.95 }],
      },
      {
        name: "Horse Cubes",
        subcategory: "Horse Feed",
        packs: [
          { label: "20kg", size: [20, "kg"], price: 209.95 },
          { label: "40kg", size: [40, "kg"], price: 379.95 },
        ],
      },
      {
        name: "Sheep Pellets",
        subcategory: "Sheep & Goat Feed",
        packs: [{ label: "40kg", size: [40, "kg"], price: 329.95 }],
      },
    ],
  },
  {
    category: "Pet Supplies",
    stockPrefix: "PET",
    brands: ["Boerhond", "Veldheer", "Purrfect", "Stoepkat", "Jagter", "Bosbok", "Karoo Kitchen"],
    blurb: "A tasty, complete recipe for healthy pets.",
    items: [
      {
        name: "Adult Dog Food",
        subcategory: "Dog Food",
        packs: [
          { label: "8kg", size: [8, "kg"], price: 329.95 },
          { label: "20kg", size: [20, "kg"], price: 649.95 },
        ],
      },
      {
        name: "Puppy Food",
        subcategory: "Dog Food",
        packs: [
          { label: "2kg", size: [2, "kg"], price: 129.95 },
          { label: "8kg", size: [8, "kg"], price: 429.95 },
        ],
      },
      {
        name: "Adult Cat Food",
        subcategory: "Cat Food",
        packs: [
          { label: "2kg", size: [2, "kg"], price: 159.95 },
          { label: "7kg", size: [7, "kg"], price: 439.95 },
        ],
      },
      { name: "Dog Chew Treats", subcategory: "Dog Food", packs: [{ label: "500g", size: [500, "g"], price: 99.95 }] },
      {
        name: "Dog Lead",
        subcategory: "Pet Accessories",
        packs: [
          { label: "1.2m", size: [1.2, "m"], price: 99.95 },
          { label: "1.8m", size: [1.8, "m"], price: 129.95 },
        ],
      },
      {
        name: "Flea Shampoo",
        subcategory: "Pet Health & Grooming",
        packs: [
          { label: "250ml", size: [250, "ml"], price: 69.95 },
          { label: "500ml", size: [500, "ml"], price: 109.95 },
        ],
      },
    ],
  },
  {
    category: "Livestock Health",
    stockPrefix: "VET",
    brands: ["Veeplaas", "Onderveld", "AgriVet", "Kudu", "Stockguard", "Bluegum"],
    blurb: "Use strictly according to the label for a healthy herd.",
    items: [
      {
        name: "Tick Dip Concentrate",
        subcategory: "Dips & Sprays",
        packs: [
          { label: "1L", size: [1, "l"], price: 429.95 },
          { label: "5L", size: [5, "l"], price: 1899.95 },
        ],
      },
      {
        name: "Fly Spray",
        subcategory: "Dips & Sprays",
        packs: [{ label: "500ml", size: [500, "ml"], price: 109.95 }],
      },
      {
        name: "Oral Drench",
        subcategory: "Dewormers",
        packs: [
          { label: "1L", size: [1, "l"], price: 349.95 },
          { label: "5L", size: [5, "l"], price: 1499.95 },
        ],
      },
      {
        name: "Wound Spray",
        subcategory: "Dips & Sprays",
        packs: [{ label: "250ml", size: [250, "ml"], price: 89.95 }],
      },
      {
        name: "Mineral Lick",
        subcategory: "Supplements & Licks",
        packs: [
          { label: "25kg", size: [25, "kg"], price: 229.95 },
          { label: "50kg", size: [50, "kg"], price: 399.95 },
        ],
      },
    ],
  },
  {
    category: "Poultry Equipment",
    stockPrefix: "POUL",
    brands: ["Hoenderhok", "EggStra", "Brooder King", "Nestwell", "Kiepie"],
    blurb: "Durable, easy-to-clean quality equipment for a healthy flock.",
    items: [
      {
        name: "Tube Feeder",
        subcategory: "Feeders & Drinkers",
        packs: [
          { label: "5kg", size: [5, "kg"], price: 129.95 },
          { label: "10kg", size: [10, "kg"], price: 169.95 },
        ],
      },
      {
        name: "Fount Drinker",
        subcategory: "Feeders & Drinkers",
        packs: [
          { label: "3L", size: [3, "l"], price: 69.95 },
          { label: "8L", size: [8, "l"], price: 119.95 },
        ],
      },
      {
        name: "Brooder Lamp",
        subcategory: "Brooding & Heating",
        packs: [
          { label: "150W", price: 69.95 },
          { label: "250W", price: 79.95 },
        ],
      },
      {
        name: "Nest Box",
        subcategory: "Nesting & Housing",
        packs: [
          { label: "Single", price: 249.95 },
          { label: "4 Hole", price: 899.95 },
        ],
      },
    ],
  },
  {
    category: "Tack & Saddlery",
    stockPrefix: "TACK",
    brands: ["Ruiter", "Saddle Creek", "Perdeby", "Ridgeback", "Vaalrivier"],
    blurb: "Quality materials that stay comfortable for horse and rider.",
    items: [
      {
        name: "Halter",
        subcategory: "Saddles & Bridles",
        packs: [
          { label: "Pony", price: 149.95 },
          { label: "Cob", price: 169.95 },
          { label: "Full", price: 189.95 },
        ],
      },
      {
        name: "Saddle Pad",
        subcategory: "Saddles & Bridles",
        packs: [
          { label: "Cob", price: 349.95 },
          { label: "Full", price: 389.95 },
        ],
      },
      {
        name: "Body Brush",
        subcategory: "Grooming",
        packs: [
          { label: "Soft", price: 89.95 },
          { label: "Firm", price: 89.95 },
        ],
      },
      {
        name: "Hoof Balm",
        subcategory: "Horse Care",
        packs: [
          { label: "500ml", size: [500, "ml"], price: 119.95 },
          { label: "1L", size: [1, "l"], price: 189.95 },
        ],
      },
    ],
  },
  {
    category: "Hardware",
    stockPrefix: "HW",
    brands: ["Werkman", "Staalhart", "Bokkie Tools", "Yskor", "Trekker", "Sterk"],
    blurb: "Built to be durable in the farm workshop.",
    items: [
      {
        name: "Claw Hammer",
        subcategory: "Hand Tools",
        packs: [
          { label: "450g", size: [450, "g"], price: 189.95 },
          { label: "680g", size: [680, "g"], price: 229.95 },
        ],
      },
      {
        name: "Wire Nails",
        subcategory: "Fasteners",
        packs: [
          { label: "50mm 1kg", size: [1, "kg"], price: 54.95 },
          { label: "75mm 1kg", size: [1, "kg"], price: 59.95 },
          { label: "100mm 1kg", size: [1, "kg"], price: 64.95 },
        ],
      },
      {
        name: "Wood Screws",
        subcategory: "Fasteners",
        packs: [
          { label: "Box of 200", price: 79.95 },
          { label: "Box of 500", price: 159.95 },
        ],
      },
      {
        name: "Enamel Paint",
        subcategory: "Paint",
        packs: [
          { label: "1L", size: [1, "l"], price: 169.95 },
          { label: "5L", size: [5, "l"], price: 649.95 },
        ],
      },
      {
        name: "Shifting Spanner",
        subcategory: "Hand Tools",
        packs: [
          { label: "250mm", price: 149.95 },
          { label: "300mm", price: 189.95 },
        ],
      },
    ],
  },
  {
    category: "Garden",
    stockPrefix: "GDN",
    brands: ["Tuinier", "Groenvlei", "Sonskyn", "Highveld Garden", "Moestuin"],
    blurb: "For healthy plants and a tasty harvest.",
    items: [
      {
        name: "Vegetable Seed Mix",
        subcategory: "Seeds",
        packs: [
          { label: "50g", size: [50, "g"], price: 39.95 },
          { label: "250g", size: [250, "g"], price: 129.95 },
        ],
      },
      {
        name: "Lawn Fertiliser",
        subcategory: "Fertilisers",
        packs: [
          { label: "10kg", size: [10, "kg"], price: 189.95 },
          { label: "25kg", size: [25, "kg"], price: 399.95 },
        ],
      },
      {
        name: "Potting Mix",
        subcategory: "Potting Soil",
        packs: [
          { label: "10dm³", size: [10, "l"], price: 34.95 },
          { label: "30dm³", size: [30, "l"], price: 69.95 },
        ],
      },
      { name: "Garden Spade", subcategory: "Garden Tools", packs: [{ label: "Standard", price: 249.95 }] },
      {
        name: "Braai Briquettes",
        subcategory: "Outdoor Living",
        packs: [
          { label: "4kg", size: [4, "kg"], price: 74.95 },
          { label: "10kg", size: [10, "kg"], price: 159.95 },
        ],
      },
    ],
  },
  {
    category: "Fencing",
    stockPrefix: "FNC",
    brands: ["Draadkamp", "Veldwag", "Grensheining", "Kraalmaster", "Boundary Pro"],
    blurb: "Heavy galvanising for a long life on the veld.",
    items: [
      {
        name: "Barbed Wire",
        subcategory: "Wire",
        packs: [
          { label: "250m", size: [250, "m"], price: 649.95 },
          { label: "500m", size: [500, "m"], price: 1149.95 },
        ],
      },
      {
        name: "Straining Wire",
        subcategory: "Wire",
        packs: [
          { label: "500m", size: [500, "m"], price: 749.95 },
          { label: "1000m", size: [1000, "m"], price: 1349.95 },
        ],
      },
      {
        name: "Steel Dropper",
        subcategory: "Droppers & Poles",
        packs: [
          { label: "1.4m", size: [1.4, "m"], price: 54.95 },
          { label: "1.8m", size: [1.8, "m"], price: 64.95 },
        ],
      },
      {
        name: "Fence Insulators",
        subcategory: "Electric Fencing",
        packs: [
          { label: "25 Pack", price: 99.95 },
          { label: "100 Pack", price: 349.95 },
        ],
      },
      { name: "Gate Hinge", subcategory: "Gates & Hinges", packs: [{ label: "Standard", price: 149.95 }] },
    ],
  },
  {
    category: "Water & Irrigation",
    stockPrefix: "WAT",
    brands: ["Waterwyse", "Boorgat", "Reënval", "Damwal", "AquaVeld"],
    blurb: "Keeps clean, healthy water flowing on the plot.",
    items: [
      {
        name: "HDPE Pipe 25mm",
        subcategory: "Pipes & Fittings",
        packs: [
          { label: "50m", size: [50, "m"], price: 699.95 },
          { label: "100m", size: [100, "m"], price: 1299.95 },
        ],
      },
      {
        name: "Ball Valve",
        subcategory: "Pipes & Fittings",
        packs: [
          { label: "15mm", price: 99.95 },
          { label: "20mm", price: 129.95 },
          { label: "25mm", price: 169.95 },
        ],
      },
      {
        name: "Water Tank",
        subcategory: "Tanks",
        packs: [
          { label: "1000L", size: [1000, "l"], price: 2199.95 },
          { label: "2500L", size: [2500, "l"], price: 3999.95 },
        ],
      },
      {
        name: "Garden Sprinkler",
        subcategory: "Irrigation & Sprinklers",
        packs: [{ label: "Standard", price: 149.95 }],
      },
    ],
  },
  {
    category: "Workwear & Boots",
    stockPrefix: "WW",
    brands: ["Plaaswerk", "Veldskoen Co", "Boerestyl", "Workhorse", "Soutpansberg"],
    blurb: "Durable workwear that stands up to thorns, mud and sun.",
    items: [
      {
        name: "Safety Boot",
        subcategory: "Boots",
        packs: [
          { label: "Size 7", price: 549.95 },
          { label: "Size 8", price: 549.95 },
          { label: "Size 9", price: 549.95 },
          { label: "Size 10", price: 569.95 },
        ],
      },
      {
        name: "Conti Suit",
        subcategory: "Overalls & Workwear",
        packs: [
          { label: "Size 34", price: 349.95 },
          { label: "Size 36", price: 349.95 },
          { label: "Size 38", price: 359.95 },
        ],
      },
      {
        name: "Work Gloves",
        subcategory: "Gloves & Safety",
        packs: [
          { label: "Medium", price: 49.95 },
          { label: "Large", price: 49.95 },
        ],
      },
      {
        name: "Bush Hat",
        subcategory: "Hats",
        packs: [
          { label: "M", price: 169.95 },
          { label: "L", price: 169.95 },
        ],
      },
    ],
  },
];
