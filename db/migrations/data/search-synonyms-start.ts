/**
 * The search synonyms the shop starts with (issue 45, docs/decisions/0098): Afrikaans and everyday
 * words for the goods of every category and subcategory. Migration 0033 inserts them once; from then
 * on staff keep them on /admin/search-synonyms. Frozen with the migration: change the live list on
 * that screen, not here.
 *
 * A two-way entry is a set of words that each find what the others find. A one-way entry's words
 * also find its targets, but not the other way round ("livestock" finds cattle; "cattle" does not
 * find every sheep product). Words are lower case; a "word" may be two or three words ("dog food").
 *
 * How the list is made (so that it helps and does not flood the results):
 * - Two-way only for true equivalents: an Afrikaans word with its English word(s), singular and
 *   plural ("hoender, hoenders, chicken, chickens"), and the everyday names of one thing ("gumboots,
 *   wellies"). A word is in at most one two-way set; where it fits more than one, it is one-way.
 * - One-way for broad words ("vee" finds cattle, sheep, goats and pigs), for an Afrikaans word that
 *   covers several different English ones ("hok" finds cages, coops and kennels), and for an
 *   Afrikaans word that is also an unrelated English word ("pale", "slang"), so that English
 *   searches stay as they were.
 * - The parts of Afrikaans compounds are listed (hoender, voer, hond, kos, perd, vark, bees, draad,
 *   hek, pomp, ...) with their plurals, so the search can split "hoendervoer" or "perdeblokkies";
 *   compounds whose parts would mislead, or that name one thing, are listed whole ("kunsmis",
 *   "doringdraad", "kruiwa", "houtskool", "voerbak").
 * - Words are stored folded as the search folds them: "lêhenne" is "lehenne", "reënpak" is
 *   "reenpak", "skêr" is "sker". English words the search already joins (boot/boots, -ise/-ize)
 *   get no entry of their own.
 *
 * `for` names the category or subcategory (db/seed/data/categories.ts) an entry serves, and
 * `afrikaans` which of its words are Afrikaans (search-synonyms-start.test.ts checks both); the
 * migration stores only kind, words and targets.
 */
export type StartingSynonym =
  | { for: string; kind: "two_way"; words: readonly string[]; afrikaans: readonly string[] }
  | {
      for: string;
      kind: "one_way";
      words: readonly string[];
      targets: readonly string[];
      afrikaans: readonly string[];
    };

/** A two-way set: the Afrikaans words, then the English and everyday words that mean the same. */
function twoWay(category: string, afrikaans: readonly string[], others: readonly string[]): StartingSynonym {
  return { for: category, kind: "two_way", words: [...afrikaans, ...others], afrikaans };
}

/** One-way: the Afrikaans words and other words also find the targets. */
function oneWay(
  category: string,
  afrikaans: readonly string[],
  others: readonly string[],
  targets: readonly string[],
): StartingSynonym {
  return { for: category, kind: "one_way", words: [...afrikaans, ...others], targets, afrikaans };
}

export const STARTING_SYNONYMS: readonly StartingSynonym[] = [
  // Animal Feed
  twoWay("Animal Feed", ["voer"], ["feed", "fodder"]),
  twoWay("Animal Feed", ["veevoer", "dierevoer"], ["animal feed", "stock feed", "stockfeed"]),
  twoWay("Animal Feed", ["dier", "diere"], ["animal", "animals"]),
  twoWay("Animal Feed", ["voerkorrels"], ["pellets"]),
  twoWay("Animal Feed", ["meel"], ["meal"]),
  oneWay("Animal Feed", ["meel"], [], ["mash"]),
  // "hoenderkos", "perdekos": kos is food, and for animals that is their feed.
  oneWay("Animal Feed", ["kos"], [], ["feed"]),
  twoWay("Animal Feed", ["krummels"], ["crumbles", "crumbs"]),
  twoWay("Animal Feed", ["blokkie", "blokkies"], ["cubes"]),
  twoWay("Animal Feed", ["rantsoen", "rantsoene"], ["ration", "rations"]),
  twoWay("Animal Feed", ["graan", "grane"], ["grain", "grains"]),
  twoWay("Animal Feed", ["hawer"], ["oats"]),
  twoWay("Animal Feed", ["koring"], ["wheat"]),
  twoWay("Animal Feed", ["sonneblom", "sonneblomme", "sonneblomsaad"], ["sunflower", "sunflowers", "sunflower seed"]),
  twoWay("Animal Feed", ["proteien"], ["protein"]),
  twoWay("Animal Feed", ["aanvangsvoer", "aanvangsmeel"], ["starter", "starters"]),
  twoWay("Animal Feed", ["afronder", "afronders", "afrondingsvoer"], ["finisher", "finishers"]),
  oneWay("Animal Feed", ["wild"], [], ["game"]),

  // Cattle Feed
  twoWay("Cattle Feed", ["bees", "beeste"], ["cattle"]),
  twoWay("Cattle Feed", ["koei", "koeie"], ["cow", "cows"]),
  twoWay("Cattle Feed", ["bul", "bulle"], ["bull", "bulls"]),
  twoWay("Cattle Feed", ["kalf", "kalfie", "kalfies", "kalwers"], ["calf", "calves"]),
  twoWay("Cattle Feed", ["vers", "verse"], ["heifer", "heifers"]),
  twoWay("Cattle Feed", ["suiwel"], ["dairy"]),
  twoWay("Cattle Feed", ["melk"], ["milk"]),
  twoWay("Cattle Feed", ["melkkoei", "melkkoeie"], ["dairy cow", "dairy cows"]),
  twoWay("Cattle Feed", ["vleisbees", "vleisbeeste"], ["beef cattle"]),
  twoWay("Cattle Feed", ["lusern"], ["lucerne", "alfalfa"]),
  twoWay("Cattle Feed", ["hooi"], ["hay"]),
  twoWay("Cattle Feed", ["baal", "bale"], ["bales"]),
  twoWay("Cattle Feed", ["tef"], ["teff"]),
  twoWay("Cattle Feed", ["ruvoer"], ["roughage"]),
  oneWay("Cattle Feed", ["voerkraal"], [], ["feedlot"]),

  // Poultry Feed
  twoWay("Poultry Feed", ["hoender", "hoenders"], ["chicken", "chickens", "chook", "chooks"]),
  oneWay(
    "Poultry Feed",
    ["hoender", "hoenders"],
    ["chicken", "chickens"],
    ["poultry", "hens", "chicks", "layers", "broilers"],
  ),
  twoWay("Poultry Feed", ["henne"], ["hen", "hens"]),
  oneWay("Poultry Feed", ["haan", "hane"], ["rooster", "roosters", "cockerel", "cockerels"], ["chicken", "poultry"]),
  twoWay("Poultry Feed", ["kuiken", "kuikens", "kuikentjie", "kuikentjies"], ["chick", "chicks"]),
  oneWay("Poultry Feed", ["dagoue kuikens", "dagoud kuikens"], ["day old chicks", "day old chick"], ["chicks"]),
  twoWay(
    "Poultry Feed",
    ["lehen", "lehenne", "lehoender", "lehoenders"],
    ["layer", "layers", "laying hens", "laying hen"],
  ),
  twoWay("Poultry Feed", ["lemeel"], ["layer mash", "layers mash"]),
  oneWay("Poultry Feed", ["lepille", "lekorrels"], [], ["layer"]),
  twoWay("Poultry Feed", ["braaikuiken", "braaikuikens", "braaihoender", "braaihoenders"], ["broiler", "broilers"]),

  // Pig Feed
  twoWay("Pig Feed", ["vark", "varke", "varkie", "varkies", "swyn"], ["pig", "pigs", "swine", "hog", "hogs"]),
  twoWay("Pig Feed", ["sog", "soe"], ["sow", "sows"]),
  twoWay("Pig Feed", ["speenvark", "speenvarke", "speenvarkie", "speenvarkies"], ["weaner", "weaners"]),
  twoWay("Pig Feed", ["klein varkies"], ["piglet", "piglets"]),
  twoWay("Pig Feed", ["slagvark", "slagvarke"], ["porker", "porkers"]),
  twoWay("Pig Feed", ["groeier", "groeiers", "groeimeel"], ["grower", "growers"]),

  // Horse Feed
  twoWay("Horse Feed", ["perd", "perde", "perdjie", "perdjies"], ["horse", "horses", "equine"]),
  twoWay("Horse Feed", ["ponie", "ponies"], ["pony"]),

  // Sheep & Goat Feed
  twoWay("Sheep & Goat Feed", ["skaap", "skape", "skapie", "skapies"], ["sheep"]),
  twoWay("Sheep & Goat Feed", ["bok", "bokke"], ["goat", "goats"]),
  // "Bokkie" is also a tool brand: one-way, so that "goat" does not find the brand's hammers.
  oneWay("Sheep & Goat Feed", ["bokkie", "bokkies"], [], ["goat", "kid"]),
  oneWay("Sheep & Goat Feed", ["boerbok", "boerbokke", "melkbok", "melkbokke"], [], ["goats"]),
  twoWay("Sheep & Goat Feed", ["ooi", "ooie"], ["ewe", "ewes"]),
  twoWay("Sheep & Goat Feed", ["ramme"], ["ram", "rams"]),
  twoWay("Sheep & Goat Feed", ["lam", "lammers", "lammetjie", "lammetjies"], ["lamb", "lambs"]),
  twoWay("Sheep & Goat Feed", ["kruipvoer"], ["creep feed"]),
  twoWay("Sheep & Goat Feed", ["kleinvee"], ["small stock", "smallstock"]),
  oneWay("Sheep & Goat Feed", ["kleinvee"], ["small stock"], ["sheep", "goats"]),

  // Pet Supplies
  twoWay("Pet Supplies", ["troeteldier", "troeteldiere"], ["pet", "pets"]),
  twoWay("Pet Supplies", ["kos", "voedsel"], ["food"]),
  twoWay("Pet Supplies", ["lekkerny", "lekkernye", "peuselhappie", "peuselhappies"], ["treat", "treats"]),
  oneWay("Pet Supplies", ["hondekoekies", "koekies"], ["dog biscuits", "biscuits", "biscuit"], ["treats"]),
  twoWay("Pet Supplies", ["groot"], ["large", "big"]),
  twoWay("Pet Supplies", ["klein"], ["small"]),

  // Dog Food
  twoWay("Dog Food", ["hond", "honde", "hondjie", "hondjies"], ["dog", "dogs", "canine"]),
  oneWay("Dog Food", ["hondjie", "hondjies"], [], ["puppy"]),
  twoWay("Dog Food", ["hondekos", "hondevoer"], ["dog food"]),
  twoWay("Dog Food", ["brokkies", "hondebrokkies"], ["kibble", "dry food"]),
  oneWay("Dog Food", ["waghond", "waghonde", "skaaphond", "skaaphonde"], [], ["working dog"]),

  // Cat Food
  twoWay("Cat Food", ["kat", "katte"], ["cat", "cats", "feline"]),
  twoWay("Cat Food", ["katjie", "katjies"], ["kitten", "kittens"]),
  twoWay("Cat Food", ["kattekos"], ["cat food"]),
  twoWay("Cat Food", ["kattebaksand", "katsand"], ["cat litter", "litter"]),
  oneWay("Cat Food", ["kattebak", "kattebakke"], ["litter box", "litter tray"], ["litter"]),
  twoWay("Cat Food", ["natkos", "blikkieskos"], ["wet food"]),
  twoWay("Cat Food", ["salm"], ["salmon"]),
  oneWay("Cat Food", ["vis"], ["fish"], ["salmon", "tuna"]),

  // Pet Accessories
  twoWay("Pet Accessories", ["leiband", "leibande", "leiriem", "leirieme"], ["leash", "leashes", "lead", "leads"]),
  twoWay("Pet Accessories", ["halsband", "halsbande"], ["collar", "collars"]),
  twoWay("Pet Accessories", ["bak", "bakke"], ["bowl", "bowls"]),
  oneWay("Pet Accessories", ["kosbak", "kosbakke", "waterbak", "waterbakke"], [], ["bowl"]),
  twoWay(
    "Pet Accessories",
    ["hondehok", "hondehokke", "hondehuis", "hondehuisie"],
    ["kennel", "kennels", "dog house", "doghouse"],
  ),
  oneWay("Pet Accessories", ["hok", "hokke"], [], ["cage", "coop", "kennel"]),
  twoWay("Pet Accessories", ["hondebed", "hondebeddens", "hondemandjie"], ["dog bed", "dog beds"]),
  oneWay("Pet Accessories", ["beddens", "mandjie", "mandjies", "kussing", "kussings"], [], ["bed"]),
  twoWay("Pet Accessories", ["speelgoed", "speelding", "speeldinge"], ["toy", "toys"]),
  twoWay("Pet Accessories", ["bykomstighede"], ["accessories", "accessory"]),

  // Pet Health & Grooming
  twoWay("Pet Health & Grooming", ["bosluis", "bosluise"], ["tick", "ticks"]),
  twoWay("Pet Health & Grooming", ["vlooi", "vlooie"], ["flea", "fleas"]),
  oneWay("Pet Health & Grooming", ["druppel", "druppels"], [], ["spot"]),
  oneWay("Pet Health & Grooming", ["vlooimiddel", "vlooimiddels"], [], ["flea"]),
  twoWay("Pet Health & Grooming", ["sjampoe", "sjampoes"], ["shampoo", "shampoos"]),
  twoWay("Pet Health & Grooming", ["gesondheid"], ["health"]),
  twoWay("Pet Health & Grooming", ["pil", "pille", "tablette"], ["pill", "pills", "tablet", "tablets"]),
  oneWay("Pet Health & Grooming", ["wurmpille", "wurmtablette"], [], ["dewormer tablets"]),
  twoWay("Pet Health & Grooming", ["kam", "kamme"], ["comb", "combs"]),
  twoWay("Pet Health & Grooming", ["borsel", "borsels"], ["brush", "brushes"]),
  twoWay("Pet Health & Grooming", ["jeuk"], ["itch", "itchy"]),
  twoWay("Pet Health & Grooming", ["vel"], ["skin"]),

  // Livestock Health
  twoWay("Livestock Health", ["vee", "veestapel", "lewende hawe"], ["livestock"]),
  oneWay("Livestock Health", ["vee", "veestapel", "lewende hawe"], ["livestock"], ["cattle", "sheep", "goats", "pigs"]),
  twoWay(
    "Livestock Health",
    ["medisyne", "medisynes", "geneesmiddel", "geneesmiddels"],
    ["medicine", "medicines", "remedy", "remedies"],
  ),
  twoWay("Livestock Health", ["siekte", "siektes"], ["disease", "diseases"]),

  // Dips & Sprays
  twoWay("Dips & Sprays", ["dipmiddel", "dipmiddels", "dipstof"], ["dip", "dips"]),
  oneWay("Dips & Sprays", ["spuit", "spuite"], [], ["spray", "syringe"]),
  twoWay("Dips & Sprays", ["sproeimiddel", "sproeimiddels", "spuitmiddel", "spuitmiddels"], ["spray", "sprays"]),
  twoWay("Dips & Sprays", ["vlieg", "vliee"], ["fly", "flies"]),
  twoWay("Dips & Sprays", ["brommer", "brommers"], ["blowfly", "blowflies"]),
  twoWay("Dips & Sprays", ["luis", "luise"], ["louse", "lice"]),
  twoWay("Dips & Sprays", ["wond", "wonde"], ["wound", "wounds"]),
  oneWay("Dips & Sprays", ["opgiet", "opgietmiddel", "opgietmiddels"], [], ["pour"]),
  twoWay("Dips & Sprays", ["afweermiddel", "afweermiddels"], ["repellent", "repellents"]),
  twoWay("Dips & Sprays", ["myt", "myte"], ["mite", "mites"]),
  twoWay("Dips & Sprays", ["beheer"], ["control"]),
  oneWay("Dips & Sprays", ["bosluismiddel", "bosluismiddels"], [], ["tick"]),
  oneWay("Dips & Sprays", ["vliegmiddel", "vliegmiddels", "vlieemiddel", "vlieemiddels"], [], ["fly"]),
  twoWay("Dips & Sprays", ["skurfte", "brandsiekte"], ["mange", "scab"]),

  // Vaccines & Remedies
  twoWay(
    "Vaccines & Remedies",
    ["entstof", "entstowwe", "inenting", "inentings"],
    ["vaccine", "vaccines", "vaccination"],
  ),
  twoWay("Vaccines & Remedies", ["antibiotika", "antibiotikum"], ["antibiotic", "antibiotics"]),
  twoWay(
    "Vaccines & Remedies",
    ["inspuiting", "inspuitings", "inspuitbaar", "inspuitbare"],
    ["injection", "injections", "injectable"],
  ),
  oneWay("Vaccines & Remedies", ["entspuit", "entspuite", "entpistool"], [], ["vaccinator", "syringe"]),
  oneWay("Vaccines & Remedies", ["doseer", "doseermiddel", "doseermiddels", "doseerspuit"], [], ["drench", "dosing"]),
  twoWay("Vaccines & Remedies", ["knopvelsiekte", "knopvel"], ["lumpy skin", "lumpy skin disease"]),
  twoWay("Vaccines & Remedies", ["sponssiekte"], ["blackquarter", "black quarter", "blackleg"]),
  twoWay("Vaccines & Remedies", ["lamsiekte"], ["botulism"]),

  // Dewormers
  twoWay(
    "Dewormers",
    ["ontwurmer", "ontwurmers", "ontwurmmiddel", "ontwurmmiddels", "wurmmiddel", "wurmmiddels", "ontwurm"],
    ["dewormer", "dewormers", "wormer", "wormers", "deworming"],
  ),
  twoWay("Dewormers", ["wurm", "wurms"], ["worm", "worms"]),
  twoWay("Dewormers", ["lintwurm", "lintwurms"], ["tapeworm", "tapeworms"]),
  twoWay("Dewormers", ["rondewurm", "rondewurms"], ["roundworm", "roundworms"]),
  twoWay("Dewormers", ["lewerslak", "lewerslakke"], ["liver fluke", "fluke"]),
  oneWay("Dewormers", ["pasta", "wurmpasta"], [], ["paste"]),

  // Supplements & Licks
  twoWay("Supplements & Licks", ["lek", "lekke"], ["lick", "licks"]),
  twoWay("Supplements & Licks", ["winterlek", "winterlekke"], ["winter lick", "winter licks"]),
  oneWay("Supplements & Licks", ["somerlek", "somerlekke", "produksielek", "produksielekke"], [], ["lick"]),
  twoWay("Supplements & Licks", ["sout"], ["salt", "salts"]),
  twoWay("Supplements & Licks", ["mineraal", "minerale"], ["mineral", "minerals"]),
  twoWay("Supplements & Licks", ["blok", "blokke"], ["block", "blocks"]),
  twoWay("Supplements & Licks", ["aanvulling", "aanvullings", "byvoeding"], ["supplement", "supplements"]),
  twoWay("Supplements & Licks", ["vitamien", "vitamiene"], ["vitamin", "vitamins"]),

  // Poultry Equipment
  twoWay("Poultry Equipment", ["pluimvee"], ["poultry"]),
  twoWay("Poultry Equipment", ["toerusting"], ["equipment"]),

  // Feeders & Drinkers
  twoWay("Feeders & Drinkers", ["voerbak", "voerbakke", "voerder", "voerders"], ["feeder", "feeders"]),
  twoWay("Feeders & Drinkers", ["drinkbak", "drinkbakke"], ["drinker", "drinkers"]),
  oneWay("Feeders & Drinkers", ["suiping", "suipings", "waterbak", "waterbakke"], [], ["drinker", "trough"]),
  oneWay("Feeders & Drinkers", ["krip", "voerkrip", "waterkrip"], [], ["feeder", "trough"]),
  twoWay("Feeders & Drinkers", ["nippel", "nippels"], ["nipple", "nipples"]),
  twoWay("Feeders & Drinkers", ["plastiek"], ["plastic"]),
  oneWay("Feeders & Drinkers", ["buis", "buise"], [], ["tube", "pipe"]),
  twoWay("Feeders & Drinkers", ["klok", "klokke"], ["bell", "bells"]),
  twoWay("Feeders & Drinkers", ["fontein", "fonteine"], ["fount", "founts", "fountain"]),

  // Brooding & Heating
  twoWay(
    "Brooding & Heating",
    ["broeimasjien", "broeimasjiene", "inkubator", "inkubators"],
    ["incubator", "incubators"],
  ),
  twoWay("Brooding & Heating", ["kunsmoeder", "kunsmoeders", "broeier", "broeiers"], ["brooder", "brooders"]),
  twoWay("Brooding & Heating", ["broei", "uitbroei"], ["brood", "hatch", "hatching"]),
  twoWay(
    "Brooding & Heating",
    ["broeilamp", "broeilampe", "hittelamp", "hittelampe", "warmtelamp", "warmtelampe"],
    ["heat lamp", "heat lamps", "brooder lamp", "brooder lamps"],
  ),
  twoWay("Brooding & Heating", ["lampe"], ["lamp", "lamps"]),
  twoWay("Brooding & Heating", ["gloeilamp", "gloeilampe"], ["bulb", "bulbs", "light bulb"]),
  twoWay("Brooding & Heating", ["verwarmer", "verwarmers", "verwarming"], ["heater", "heaters", "heating"]),
  oneWay("Brooding & Heating", ["hitte", "warmte"], [], ["heat"]),
  twoWay("Brooding & Heating", ["termometer", "termometers"], ["thermometer", "thermometers"]),
  twoWay("Brooding & Heating", ["higrometer", "higrometers", "vogmeter"], ["hygrometer", "hygrometers"]),
  twoWay("Brooding & Heating", ["temperatuur"], ["temperature"]),
  twoWay("Brooding & Heating", ["outomaties", "outomatiese"], ["automatic"]),
  twoWay("Brooding & Heating", ["vogtigheid", "humiditeit"], ["humidity"]),

  // Nesting & Housing
  twoWay("Nesting & Housing", ["eier", "eiers"], ["egg", "eggs"]),
  twoWay("Nesting & Housing", ["nes", "neste"], ["nest", "nests"]),
  twoWay(
    "Nesting & Housing",
    ["lenes", "leneste", "neskas", "neskaste", "nesboks", "nesbokse"],
    ["nest box", "nest boxes", "nesting box"],
  ),
  // "Hoenderhok" is also a brand of poultry equipment: one-way, so that "coop" finds coops only.
  oneWay("Nesting & Housing", ["hoenderhok", "hoenderhokke", "hoenderhuis"], ["hen house", "henhouse"], ["coop"]),
  twoWay(
    "Nesting & Housing",
    ["eierbak", "eierbakke", "eierbakkie", "eierbakkies", "eierkarton", "eierkartonne"],
    ["egg tray", "egg trays", "egg carton"],
  ),
  twoWay("Nesting & Housing", ["ringe", "pootringe"], ["ring", "rings", "leg rings"]),
  twoWay("Nesting & Housing", ["sitstok", "sitstokke"], ["perch", "perches"]),

  // Tack & Saddlery
  twoWay("Tack & Saddlery", ["tuig", "tuie", "perdetuig", "saalmakery"], ["tack", "saddlery", "harness"]),

  // Saddles & Bridles
  twoWay("Saddles & Bridles", ["saal", "saals"], ["saddle", "saddles"]),
  twoWay("Saddles & Bridles", ["toom", "tooms"], ["bridle", "bridles"]),
  twoWay("Saddles & Bridles", ["teuel", "teuels", "leisel", "leisels"], ["rein", "reins"]),
  twoWay("Saddles & Bridles", ["buikgord", "buikgorde"], ["girth", "girths"]),
  twoWay("Saddles & Bridles", ["stiebeuel", "stiebeuels"], ["stirrup", "stirrups"]),
  twoWay(
    "Saddles & Bridles",
    ["saalkombers", "saalkomberse", "saalkussing", "saalkussings"],
    ["saddle pad", "saddle pads", "saddle cloth", "numnah"],
  ),
  twoWay("Saddles & Bridles", ["leitou", "leitoue"], ["lead rope", "lead ropes"]),
  twoWay("Saddles & Bridles", ["tou", "toue"], ["rope", "ropes"]),
  oneWay("Saddles & Bridles", ["stang", "stange"], [], ["bit"]),
  oneWay("Saddles & Bridles", ["leer"], [], ["leather"]),

  // Grooming
  twoWay("Grooming", ["roskam", "roskamme"], ["curry comb", "curry combs"]),
  oneWay("Grooming", ["versorging", "versorg"], [], ["grooming", "care"]),
  twoWay("Grooming", ["maanhaar", "maanhare"], ["mane", "manes"]),
  twoWay("Grooming", ["stert", "sterte"], ["tail", "tails"]),
  twoWay("Grooming", ["kondisioneerder", "kondisioneerders"], ["conditioner", "conditioners"]),
  twoWay("Grooming", ["hoefkrapper", "hoefkrappers"], ["hoof pick", "hoof picks"]),
  oneWay("Grooming", ["glans"], [], ["shine", "gloss"]),

  // Horse Care
  twoWay("Horse Care", ["hoef", "hoewe"], ["hoof", "hooves"]),
  twoWay(
    "Horse Care",
    ["perdekombers", "perdekomberse"],
    ["horse rug", "horse rugs", "horse blanket", "horse blankets"],
  ),
  oneWay("Horse Care", ["kombers", "komberse"], [], ["blanket", "rug"]),
  twoWay("Horse Care", ["vliegmasker", "vliegmaskers"], ["fly mask", "fly masks"]),
  twoWay("Horse Care", ["olie", "olies"], ["oil", "oils"]),
  twoWay("Horse Care", ["salf", "salwe"], ["balm", "ointment", "salve"]),
  twoWay("Horse Care", ["elektroliet", "elektroliete"], ["electrolyte", "electrolytes"]),
  twoWay("Horse Care", ["hooinet", "hooinette"], ["hay net", "haynet", "hay nets"]),

  // Hardware
  twoWay("Hardware", ["hardeware", "ysterware"], ["hardware"]),
  twoWay("Hardware", ["gereedskap"], ["tools", "tool"]),
  twoWay("Hardware", ["swaardiens"], ["heavy duty"]),
  oneWay("Hardware", ["stel", "stelle"], [], ["set", "kit"]),

  // Hand Tools
  twoWay("Hand Tools", ["hamer", "hamers"], ["hammer", "hammers"]),
  twoWay("Hand Tools", ["tang", "tange"], ["pliers"]),
  twoWay("Hand Tools", ["draadtang", "draadtange", "heiningtang"], ["fencing pliers", "wire pliers"]),
  twoWay("Hand Tools", ["moersleutel", "moersleutels", "sleutel", "sleutels"], ["spanner", "spanners", "wrench"]),
  twoWay(
    "Hand Tools",
    ["skroefsleutel", "skroefsleutels"],
    ["shifting spanner", "adjustable spanner", "adjustable wrench"],
  ),
  twoWay("Hand Tools", ["maatband", "maatbande"], ["measuring tape", "tape measure"]),
  twoWay("Hand Tools", ["byl", "byle"], ["axe", "axes"]),
  twoWay("Hand Tools", ["pik", "pikke"], ["pickaxe", "pick axe"]),
  twoWay("Hand Tools", ["saag", "sae"], ["saw", "saws"]),
  twoWay("Hand Tools", ["skroewedraaier", "skroewedraaiers"], ["screwdriver", "screwdrivers"]),
  twoWay("Hand Tools", ["beitel", "beitels"], ["chisel", "chisels"]),
  twoWay("Hand Tools", ["handvatsel", "handvatsels"], ["handle", "handles"]),

  // Fasteners
  twoWay("Fasteners", ["spyker", "spykers"], ["nail", "nails"]),
  twoWay("Fasteners", ["skroef", "skroewe"], ["screw", "screws"]),
  twoWay("Fasteners", ["bout", "boute"], ["bolt", "bolts"]),
  twoWay("Fasteners", ["moer", "moere"], ["nut", "nuts"]),
  twoWay("Fasteners", ["wasser", "wassers"], ["washer", "washers"]),
  twoWay("Fasteners", ["klinknael", "klinknaels"], ["rivet", "rivets"]),
  twoWay("Fasteners", ["kram", "kramme", "draadkram", "draadkramme"], ["staple", "staples"]),
  twoWay("Fasteners", ["kabelbinder", "kabelbinders"], ["cable tie", "cable ties", "zip tie", "zip ties"]),

  // Paint
  twoWay("Paint", ["verf", "verwe"], ["paint", "paints"]),
  twoWay("Paint", ["grondverf"], ["primer", "primers", "undercoat"]),
  twoWay("Paint", ["emalje", "emaljeverf"], ["enamel"]),
  twoWay("Paint", ["dakverf"], ["roof paint"]),
  twoWay("Paint", ["dak", "dakke"], ["roof", "roofs"]),
  twoWay("Paint", ["muur", "mure"], ["wall", "walls"]),
  twoWay("Paint", ["kwas", "kwaste", "verfkwas", "verfkwaste"], ["paintbrush", "paintbrushes", "paint brush"]),
  twoWay("Paint", ["kreosoot"], ["creosote"]),
  twoWay("Paint", ["houtpreserveermiddel", "preserveermiddel"], ["wood preserver", "preserver"]),
  twoWay("Paint", ["roes"], ["rust"]),
  oneWay("Paint", ["hoogglans"], [], ["gloss"]),
  twoWay("Paint", ["hout"], ["wood", "timber"]),
  twoWay("Paint", ["rooi"], ["red"]),
  twoWay("Paint", ["groen"], ["green"]),
  twoWay("Paint", ["swart"], ["black"]),
  twoWay("Paint", ["wit"], ["white"]),
  twoWay("Paint", ["blou"], ["blue"]),
  twoWay("Paint", ["vlootblou"], ["navy"]),
  twoWay("Paint", ["geel"], ["yellow"]),
  twoWay("Paint", ["bruin"], ["brown"]),
  twoWay("Paint", ["grys"], ["grey", "gray"]),

  // Garden
  twoWay("Garden", ["tuin", "tuine", "tuinmaak"], ["garden", "gardens", "gardening"]),
  twoWay("Garden", ["plante"], ["plant", "plants"]),
  twoWay("Garden", ["grasperk", "grasperke"], ["lawn", "lawns"]),
  twoWay("Garden", ["gras"], ["grass"]),

  // Seeds
  twoWay("Seeds", ["saad", "sade", "saadjies"], ["seed", "seeds"]),
  oneWay("Seeds", ["grassaad"], ["grass seed"], ["lawn seed"]),
  twoWay("Seeds", ["groente", "groentes"], ["vegetable", "vegetables", "veg", "veggies"]),
  twoWay("Seeds", ["tamatie", "tamaties"], ["tomato", "tomatoes"]),
  twoWay("Seeds", ["boontjie", "boontjies"], ["bean", "beans"]),
  twoWay("Seeds", ["spinasie"], ["spinach", "swiss chard", "chard"]),
  twoWay("Seeds", ["mielie", "mielies"], ["mealie", "mealies", "maize", "corn"]),
  twoWay("Seeds", ["suikermielie", "suikermielies"], ["sweetcorn", "sweet corn"]),
  twoWay("Seeds", ["kikoejoe"], ["kikuyu"]),
  twoWay("Seeds", ["saailing", "saailinge"], ["seedling", "seedlings"]),
  twoWay("Seeds", ["blom", "blomme"], ["flower", "flowers"]),

  // Fertilisers
  twoWay("Fertilisers", ["kunsmis", "misstof"], ["fertiliser", "fertilisers"]),
  oneWay("Fertilisers", ["bemes", "bemesting"], [], ["fertiliser"]),
  twoWay("Fertilisers", ["mis"], ["manure", "dung"]),
  twoWay("Fertilisers", ["kraalmis"], ["kraal manure"]),
  twoWay("Fertilisers", ["beenmeel"], ["bone meal", "bonemeal"]),
  twoWay("Fertilisers", ["seewier"], ["seaweed", "kelp"]),
  twoWay("Fertilisers", ["plantkos", "plantvoedsel"], ["plant food", "plant foods"]),
  oneWay("Fertilisers", ["kan", "kalkammoniumnitraat"], [], ["lan"]),
  twoWay("Fertilisers", ["kalk"], ["lime", "limestone"]),
  twoWay("Fertilisers", ["fosfaat", "fosfate"], ["phosphate", "phosphates"]),
  twoWay("Fertilisers", ["nitraat"], ["nitrate", "nitrates"]),
  twoWay("Fertilisers", ["organies", "organiese"], ["organic"]),
  twoWay("Fertilisers", ["vloeibaar", "vloeibare"], ["liquid"]),
  oneWay("Fertilisers", ["korrel", "korrels", "korrelrig"], [], ["granular", "pellets"]),

  // Potting Soil
  twoWay("Potting Soil", ["potgrond"], ["potting soil", "potting mix"]),
  twoWay("Potting Soil", ["grond"], ["soil"]),
  twoWay("Potting Soil", ["kompos"], ["compost"]),
  twoWay("Potting Soil", ["deklaag", "deklae"], ["mulch"]),
  twoWay("Potting Soil", ["bas"], ["bark"]),
  twoWay("Potting Soil", ["denne", "dennehout"], ["pine"]),
  twoWay("Potting Soil", ["potte"], ["pot", "pots"]),

  // Garden Tools
  twoWay("Garden Tools", ["kruiwa", "kruiwaens", "kruiwaentjie"], ["wheelbarrow", "wheelbarrows", "barrow", "barrows"]),
  twoWay("Garden Tools", ["hark", "harke"], ["rake", "rakes"]),
  twoWay("Garden Tools", ["graaf", "grawe", "skop", "skoppe"], ["spade", "spades", "shovel", "shovels"]),
  twoWay("Garden Tools", ["skoffel", "skoffels"], ["hoe", "hoes"]),
  twoWay(
    "Garden Tools",
    ["vurk", "vurke", "gaffel", "gaffels", "tuinvurk"],
    ["fork", "forks", "pitchfork", "garden fork"],
  ),
  twoWay("Garden Tools", ["snoeisker", "snoeiskere"], ["pruner", "pruners", "secateurs"]),
  twoWay("Garden Tools", ["sker", "skere"], ["shears", "scissors"]),
  twoWay(
    "Garden Tools",
    ["tuinslang", "tuinslange", "waterslang", "waterslange"],
    ["hosepipe", "hosepipes", "hose", "hoses", "garden hose"],
  ),
  oneWay("Garden Tools", ["slang", "slange"], [], ["hose"]),
  twoWay("Garden Tools", ["spuitkop", "spuitkoppe"], ["nozzle", "nozzles"]),

  // Outdoor Living
  twoWay("Outdoor Living", ["braaihout", "brandhout", "vuurmaakhout"], ["firewood", "braai wood", "fire wood"]),
  oneWay("Outdoor Living", ["kameeldoring", "rooikrans", "sekelbos", "doringhout"], [], ["braai wood"]),
  twoWay("Outdoor Living", ["hardehout"], ["hardwood"]),
  twoWay("Outdoor Living", ["houtskool"], ["charcoal"]),
  twoWay("Outdoor Living", ["briket", "brikette"], ["briquette", "briquettes"]),
  twoWay("Outdoor Living", ["braai", "braais", "braaivleis", "vleisbraai"], ["barbecue", "bbq"]),
  twoWay("Outdoor Living", ["fakkel", "fakkels", "tuinfakkel", "tuinfakkels"], ["torch", "torches", "garden torch"]),
  twoWay("Outdoor Living", ["sitronella"], ["citronella"]),
  twoWay("Outdoor Living", ["muskiet", "muskiete"], ["mosquito", "mosquitoes", "mozzie", "mozzies"]),
  twoWay("Outdoor Living", ["buite", "buitelewe"], ["outdoor", "outdoors"]),

  // Fencing
  twoWay(
    "Fencing",
    ["heining", "heinings", "omheining", "omheinings", "draadheining", "afsluiting"],
    ["fence", "fences", "fencing"],
  ),
  twoWay("Fencing", ["kamp", "kampe"], ["camp", "camps", "paddock", "paddocks"]),
  twoWay("Fencing", ["krale"], ["kraal", "kraals"]),
  twoWay("Fencing", ["plaas", "plase"], ["farm", "farms"]),

  // Wire
  twoWay("Wire", ["draad", "drade"], ["wire", "wires"]),
  twoWay("Wire", ["doringdraad"], ["barbed wire", "barbwire", "barb wire"]),
  twoWay("Wire", ["spandraad"], ["straining wire", "high tensile"]),
  twoWay("Wire", ["binddraad"], ["binding wire", "tie wire"]),
  twoWay("Wire", ["ogiesdraad", "sifdraad", "gaas", "draadgaas"], ["mesh", "wire mesh", "wire netting"]),
  twoWay("Wire", ["hoenderdraad", "hoendergaas"], ["chicken mesh", "chicken wire"]),
  twoWay("Wire", ["veeheining"], ["bonnox", "field fence", "stock fence"]),
  twoWay("Wire", ["gegalvaniseer", "gegalvaniseerde"], ["galvanised"]),

  // Droppers & Poles
  oneWay("Droppers & Poles", ["paal", "pale"], [], ["pole", "post"]),
  twoWay("Droppers & Poles", ["spar", "sparre", "draadspar", "draadsparre"], ["dropper", "droppers"]),
  oneWay("Droppers & Poles", ["hoekpaal", "hoekpale", "spanpaal", "spanpale"], [], ["corner post", "strainer"]),
  oneWay("Droppers & Poles", ["bloekom", "bloekompaal", "bloekompale", "gompaal", "gompale"], [], ["gum pole"]),
  twoWay("Droppers & Poles", ["behandel", "behandelde"], ["treated"]),
  twoWay("Droppers & Poles", ["anker", "ankers"], ["anchor", "anchors"]),
  twoWay("Droppers & Poles", ["staal"], ["steel"]),
  oneWay("Droppers & Poles", ["yster"], [], ["steel", "iron"]),

  // Electric Fencing
  twoWay(
    "Electric Fencing",
    ["kragdraad", "kragdrade", "kragheining", "kragheinings", "elektriese heining", "elektriese draad"],
    ["electric fence", "electric fencing"],
  ),
  twoWay("Electric Fencing", ["elektries", "elektriese"], ["electric", "electrical"]),
  twoWay("Electric Fencing", ["isolator", "isolators"], ["insulator", "insulators"]),
  twoWay("Electric Fencing", ["toetser", "toetsers"], ["tester", "testers"]),
  twoWay("Electric Fencing", ["digitaal", "digitale"], ["digital"]),
  twoWay("Electric Fencing", ["sonkrag"], ["solar"]),
  twoWay("Electric Fencing", ["sonpaneel", "sonpanele"], ["solar panel", "solar panels"]),
  oneWay("Electric Fencing", ["lint", "heininglint", "polilint"], [], ["poly tape"]),

  // Gates & Hinges
  twoWay("Gates & Hinges", ["hek", "hekke"], ["gate", "gates"]),
  twoWay("Gates & Hinges", ["skarnier", "skarniere"], ["hinge", "hinges"]),
  twoWay("Gates & Hinges", ["grendel", "grendels", "hekknip"], ["latch", "latches"]),
  twoWay("Gates & Hinges", ["ketting", "kettings"], ["chain", "chains"]),

  // Water & Irrigation
  twoWay("Water & Irrigation", ["besproeiing", "besproei"], ["irrigation", "irrigate"]),

  // Pipes & Fittings
  twoWay("Pipes & Fittings", ["pyp", "pype"], ["pipe", "pipes", "piping"]),
  oneWay("Pipes & Fittings", ["polipyp", "polipype"], ["poly pipe", "polypipe", "alkathene"], ["hdpe", "ldpe"]),
  twoWay("Pipes & Fittings", ["koppeling", "koppelings", "koppelstuk", "koppelstukke"], ["coupling", "couplings"]),
  twoWay("Pipes & Fittings", ["passtuk", "passtukke", "toebehore"], ["fitting", "fittings"]),
  twoWay("Pipes & Fittings", ["klep", "kleppe"], ["valve", "valves"]),
  twoWay("Pipes & Fittings", ["kraan", "krane", "kraantjie"], ["tap", "taps", "faucet"]),
  twoWay("Pipes & Fittings", ["vlotterklep", "vlotterkleppe"], ["float valve", "float valves"]),
  twoWay("Pipes & Fittings", ["vlotter", "vlotters"], ["float", "floats"]),
  twoWay("Pipes & Fittings", ["balklep", "balkleppe", "balkraan"], ["ball valve", "ball valves"]),
  twoWay("Pipes & Fittings", ["elmboog", "elmboe"], ["elbow", "elbows"]),

  // Tanks
  twoWay("Tanks", ["tenk", "tenks"], ["tank", "tanks"]),
  twoWay(
    "Tanks",
    ["watertenk", "watertenks", "jojotenk", "jojotenks"],
    ["jojo", "jojos", "jojo tank", "jojo tanks", "water tank", "water tanks"],
  ),
  twoWay("Tanks", ["tenkstaander", "tenkstaanders"], ["tank stand", "tank stands"]),
  twoWay("Tanks", ["staander", "staanders"], ["stand", "stands"]),
  twoWay("Tanks", ["trog", "troe", "drinktrog", "drinktroe", "watertrog"], ["trough", "troughs", "drinking trough"]),
  twoWay("Tanks", ["reen"], ["rain"]),
  twoWay("Tanks", ["reenwater"], ["rainwater"]),

  // Pumps
  twoWay("Pumps", ["pomp", "pompe"], ["pump", "pumps"]),
  // "Boorgat" is also a brand of water goods: one-way, so that "borehole" finds borehole goods only.
  oneWay("Pumps", ["boorgat", "boorgate"], [], ["borehole"]),
  twoWay("Pumps", ["dompelpomp", "dompelpompe"], ["submersible pump", "submersible"]),
  twoWay(
    "Pumps",
    ["drukpomp", "drukpompe", "aanjaerpomp", "aanjaerpompe"],
    ["pressure pump", "booster pump", "pressure booster"],
  ),
  twoWay("Pumps", ["druk"], ["pressure"]),
  twoWay("Pumps", ["sonpomp", "sonpompe", "sonkragpomp", "sonkragpompe"], ["solar pump", "solar pumps"]),

  // Irrigation & Sprinklers
  twoWay("Irrigation & Sprinklers", ["sproeier", "sproeiers"], ["sprinkler", "sprinklers"]),
  twoWay("Irrigation & Sprinklers", ["drupbesproeiing", "drupstelsel"], ["drip irrigation", "drip system"]),
  twoWay("Irrigation & Sprinklers", ["drupper", "druppers"], ["dripper", "drippers", "emitter", "emitters"]),
  twoWay("Irrigation & Sprinklers", ["drup"], ["drip"]),
  twoWay("Irrigation & Sprinklers", ["tydskakelaar", "tydskakelaars"], ["timer", "timers"]),

  // Workwear & Boots
  twoWay(
    "Workwear & Boots",
    ["werksklere", "werkklere", "werksdrag", "werkdrag"],
    ["workwear", "work wear", "work clothes"],
  ),
  twoWay("Workwear & Boots", ["klere"], ["clothes", "clothing"]),
  twoWay("Workwear & Boots", ["werk"], ["work"]),
  twoWay("Workwear & Boots", ["kakie"], ["khaki"]),

  // Boots
  twoWay("Boots", ["stewel", "stewels"], ["boot", "boots"]),
  twoWay(
    "Boots",
    ["rubberstewel", "rubberstewels"],
    ["gumboot", "gumboots", "gummies", "wellies", "wellington", "wellingtons", "rubber boots"],
  ),
  twoWay("Boots", ["velskoen", "velskoene", "vellie", "vellies"], ["veldskoens"]),
  // "Veldskoen Co" is also a workwear brand: one-way, so that "vellies" does not find its overalls.
  oneWay("Boots", ["veldskoen", "veldskoene"], [], ["vellies"]),
  twoWay(
    "Boots",
    ["veiligheidstewel", "veiligheidstewels", "veiligheidskoen", "veiligheidskoene"],
    ["safety boot", "safety boots", "safety shoes"],
  ),
  twoWay("Boots", ["staalneus", "staalneusstewels", "staalpunt"], ["steel toe", "steel toecap", "steel cap"]),
  twoWay("Boots", ["skoen", "skoene"], ["shoe", "shoes"]),

  // Overalls & Workwear
  twoWay("Overalls & Workwear", ["oorpak", "oorpakke"], ["overall", "overalls"]),
  oneWay("Overalls & Workwear", ["oorpak", "oorpakke"], ["overall", "overalls"], ["conti suit", "boiler suit"]),
  twoWay("Overalls & Workwear", ["baadjie", "baadjies"], ["jacket", "jackets"]),
  twoWay("Overalls & Workwear", ["hemp", "hemde"], ["shirt", "shirts"]),
  twoWay("Overalls & Workwear", ["broek", "broeke", "langbroek"], ["trousers", "pants"]),
  twoWay(
    "Overalls & Workwear",
    ["reenpak", "reenpakke", "reenjas", "reenbaadjie"],
    ["rain suit", "raincoat", "rain jacket"],
  ),
  twoWay("Overalls & Workwear", ["katoen"], ["cotton"]),

  // Gloves & Safety
  twoWay("Gloves & Safety", ["handskoen", "handskoene"], ["glove", "gloves"]),
  twoWay(
    "Gloves & Safety",
    ["veiligheidsbril", "veiligheidsbrille", "skermbril"],
    ["safety glasses", "goggles", "safety goggles"],
  ),
  twoWay("Gloves & Safety", ["bril", "brille"], ["glasses"]),
  twoWay("Gloves & Safety", ["stofmasker", "stofmaskers"], ["dust mask", "dust masks"]),
  twoWay("Gloves & Safety", ["masker", "maskers"], ["mask", "masks"]),
  twoWay("Gloves & Safety", ["veiligheid"], ["safety"]),
  twoWay("Gloves & Safety", ["chemikalie", "chemikaliee", "chemiese"], ["chemical", "chemicals"]),

  // Hats
  twoWay("Hats", ["hoed", "hoede"], ["hat", "hats"]),
  oneWay("Hats", ["sonhoed", "sonhoede"], [], ["hat"]),
  twoWay("Hats", ["keps", "pette"], ["cap", "caps"]),
  twoWay("Hats", ["mus", "musse", "wolmus", "wolmusse", "breimus"], ["beanie", "beanies"]),
  twoWay("Hats", ["boshoed", "boshoede"], ["bush hat", "bush hats"]),
];
