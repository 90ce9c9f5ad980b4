/**
 * The demo categories' keywords for bulk category assignment (decisions 0033, 0068 and 0109):
 * words a product's name uses when it belongs there, the things themselves more than their forms
 * ("manure", not "pellets"). A category's own keywords (animals, uses) only decide between the
 * places a product's thing could go: "horse" files a brush under Tack & Saddlery › Grooming.
 * Staff edit them on /admin/category-management; migration 0035 brings existing shops' demo
 * keywords up to these where staff have not changed them.
 */
export const CATEGORY_KEYWORDS: Record<string, string> = {
  "Animal Feed": "feed, pellets, meal, ration, mash, cubes, crumbles, concentrate, bale",
  "Cattle Feed":
    "cattle, dairy, beef, calf, calves, heifer, cow, bull, roughage, lucerne, teff, eragrostis, feedlot, milk replacer",
  "Poultry Feed":
    "poultry, layer, broiler, chick, chicken, hen, laying hen, grower crumbles, starter crumbles, scratch mix, scratch",
  "Pig Feed": "pig, sow, piglet, porker, weaner, swine",
  "Horse Feed": "horse, equine, pony, oats, muesli, pony nuts, horse cubes, chaff",
  "Sheep & Goat Feed": "sheep, goat, lamb, ewe, kid, ram, creep feed, small stock",
  "Pet Supplies": "pet, puppy, kitten, treat",
  "Dog Food": "dog, puppy, canine, kibble, dog treat, dog biscuit, chew, dental chew",
  "Cat Food": "cat, kitten, feline, cat treat",
  "Pet Accessories":
    "bed, lead, leash, collar, bowl, kennel, toy, harness, crate, carrier, pet carrier, litter, cat litter, litter tray, litter box, scratching post",
  "Pet Health & Grooming":
    "flea, spot-on, shampoo, brush, slicker brush, grooming brush, nail clipper, flea powder, flea collar, tick collar, flea and tick collar, tick and flea collar, dewormer, deworming, wormer, pet dewormer, dog dewormer, cat dewormer",
  "Livestock Health": "livestock, animal health, stock remedy, stock, cattle, cow, calf, sheep, goat, pig, horse",
  "Dips & Sprays":
    "dip, spray, tick, fly, pour-on, wound spray, tick grease, blowfly, fly repellent, amitraz, plunge dip, screw-worm",
  "Vaccines & Remedies":
    "vaccine, vaccination, antibiotic, remedy, syringe, dosing, dosing gun, vaccinator, needle, penicillin, oxytetracycline, eye powder",
  Dewormers: "dewormer, deworming, drench, wormer, ivermectin, bolus, tapeworm, wireworm",
  "Supplements & Licks":
    "lick, salt, mineral block, supplement, vitamin, lick block, salt block, phosphate, stock salt",
  "Poultry Equipment": "poultry equipment, poultry, chicken, chick, hen, coop",
  "Feeders & Drinkers": "feeder, drinker, fount, nipple drinker, bell drinker, chick feeder, poultry feeder",
  "Brooding & Heating": "brooder, brooding, heat lamp, incubator, infrared, thermometer, hygrometer, heater",
  "Nesting & Housing": "nest box, nesting box, cage, egg tray, coop, chicken coop, layer cage, leg ring, perch",
  "Tack & Saddlery": "tack, saddlery, horse, equine, pony",
  "Saddles & Bridles":
    "saddle, bridle, bit, snaffle, girth, stirrup, reins, halter, headcollar, lead rope, saddle pad, numnah, martingale",
  Grooming:
    "brush, shampoo, conditioner, detangler, curry comb, hoof pick, mane, grooming kit, horse shampoo, horse brush, dandy brush, body brush, sweat scraper, mane comb",
  "Horse Care": "hoof, hoof oil, fly mask, fly fringe, horse blanket, horse rug, rug, electrolyte, hay net, leg wrap",
  Hardware: "hardware",
  "Hand Tools":
    "hammer, club hammer, spanner, shifting spanner, screwdriver, pliers, side cutter, saw, hacksaw, tool, axe, pick axe, measuring tape, tape measure, spirit level, wrench, chisel, crowbar, bolt cutter, utility knife",
  Fasteners:
    "nail, wire nail, roofing nail, clout nail, screw, wood screw, roofing screw, drywall screw, bolt, hex bolt, nut, washer, rivet, pop rivet, staple, cable tie, rawl plug, wall plug",
  Paint:
    "paint, primer, enamel, brush, paint brush, roller, paint roller, wood preserver, creosote, thinners, varnish, undercoat, red oxide",
  Garden: "garden",
  Seeds: "seed, seedling, vegetable seed, lawn seed",
  Fertilisers:
    "fertiliser, fertilizer, manure, chicken manure, kraal manure, bone meal, seaweed, plant food, rose food, lawn food, urea, superphosphate",
  "Potting Soil":
    "potting soil, potting mix, seedling mix, soil, top soil, bark, compost, mulch, vermiculite, perlite, peat",
  "Garden Tools":
    "spade, rake, hoe, pruner, pruning shears, shears, hedge shears, wheelbarrow, fork, garden fork, trowel, hose, hose reel, lopper, watering can",
  "Outdoor Living":
    "braai, braai wood, braai grid, charcoal, outdoor, torch, citronella, bench, garden bench, chair, camping chair, fire lighter, firelighter, gazebo, cooler box, fire pit",
  Fencing: "fence, fencing",
  Wire: "wire, barbed, barbed wire, straining wire, binding wire, razor wire, mesh, chicken mesh, diamond mesh, welded mesh, bonnox, field fence",
  "Droppers & Poles": "dropper, pole, treated pole, gum pole, post, corner post, straining post, y-standard, standard",
  "Electric Fencing":
    "electric fence, energiser, energizer, fence energiser, insulator, strain insulator, screw-on ring, polytape, poly tape, polywire, fence tester, earth spike",
  "Gates & Hinges": "gate, farm gate, field gate, hinge, latch, gate latch, drop bolt",
  "Water & Irrigation": "water, irrigation",
  "Pipes & Fittings": "pipe, fitting, elbow, coupling, valve, ball valve, tee, hdpe, ldpe, pvc, pipe clamp, reducer",
  Tanks: "tank, water tank, tank stand, jojo, reservoir, trough, water trough, drinking trough",
  Pumps: "pump, borehole, borehole pump, submersible, solar pump, transfer pump, pressure pump, booster pump",
  "Irrigation & Sprinklers":
    "sprinkler, impact sprinkler, micro sprinkler, drip, drip kit, drip irrigation, dripper, dripper line, tap timer",
  "Workwear & Boots": "workwear",
  Boots: "boot, work boot, gumboot, safety boot, vellie, veldskoen, steel toe",
  "Overalls & Workwear":
    "overall, coverall, conti suit, boiler suit, rain suit, suit, jacket, work jacket, trousers, work trousers, shirt, work shirt, dust coat",
  "Gloves & Safety":
    "glove, chemical glove, nitrile, goggles, safety glasses, mask, dust mask, respirator, ear protection, ear muff, hard hat, face shield, safety",
  Hats: "hat, bush hat, sun hat, wide brim hat, cap, peak cap, beanie",
};
