/**
 * South African (British) and American spellings of the same word (issue 45, docs/decisions/0098).
 * The porter stemmer joins endings (boots/boot, feeders/feeder) but not spellings: "fertilizer"
 * stems to "fertiliz" and "fertiliser" to "fertilis". So a typed word is also searched in its other
 * spellings. Pure: the words are folded (lower case, no accents) before they come here.
 */

/** Endings that differ between the spellings, South African first, longest first. */
const ENDINGS: readonly (readonly [string, string])[] = [
  ["isation", "ization"],
  ["isations", "izations"],
  ["ising", "izing"],
  ["ised", "ized"],
  ["iser", "izer"],
  ["isers", "izers"],
  ["ise", "ize"],
  ["ises", "izes"],
  ["yse", "yze"],
  ["ysed", "yzed"],
  ["ysing", "yzing"],
  ["our", "or"],
  ["ours", "ors"],
  ["tre", "ter"],
  ["tres", "ters"],
  ["ogue", "og"],
  ["ogues", "ogs"],
  ["lled", "led"],
  ["lling", "ling"],
];

/** Whole words that differ in the middle, or that an ending rule would get wrong. */
const WORDS: readonly (readonly [string, string])[] = [
  ["grey", "gray"],
  ["aluminium", "aluminum"],
  ["tyre", "tire"],
  ["tyres", "tires"],
  ["plough", "plow"],
  ["ploughs", "plows"],
  ["mould", "mold"],
  ["sulphur", "sulfur"],
  ["programme", "program"],
  ["draught", "draft"],
  ["jewellery", "jewelry"],
  ["cheque", "check"],
  ["kerb", "curb"],
  ["storey", "story"],
  ["anaemia", "anemia"],
  ["diarrhoea", "diarrhea"],
  ["oestrus", "estrus"],
  ["haemorrhage", "hemorrhage"],
  ["faeces", "feces"],
  ["manoeuvre", "maneuver"],
  ["pyjamas", "pajamas"],
  ["ageing", "aging"],
  ["axe", "ax"],
  ["doughnut", "donut"],
];

/** Words the ending rules must leave alone: "four" is not "for", "hour" is not "hor". */
const NOT_A_SPELLING = new Set([
  "four",
  "hour",
  "hours",
  "our",
  "ours",
  "your",
  "yours",
  "pour",
  "pours",
  "tour",
  "sour",
  "flour",
  "dour",
  "door",
  "floor",
  "poor",
  "for",
  "nor",
  "or",
  "tor",
  "motor",
  "motors",
  "tractor",
  "tractors",
  "doctor",
  "rotor",
  "litter",
  "otter",
  "water",
  "waters",
  "after",
  "better",
  "letter",
  "butter",
  "cutter",
  "starter",
  "starters",
  "rise",
  "wise",
  "size",
  "prize",
  "noise",
  "poise",
  "precise",
  "concise",
  "exercise",
  "advertise",
  "advise",
  "supervise",
  "surprise",
  "compromise",
  "enterprise",
  "franchise",
  "merchandise",
  "premise",
  "promise",
  "revise",
  "televise",
  "disguise",
  "chastise",
  "comprise",
  "despise",
  "devise",
  "improvise",
  "incise",
  "excise",
  "demise",
  "treatise",
  "expertise",
  "led",
  "sled",
  "fled",
  "bled",
  "sling",
  "bling",
  "cling",
  "fling",
  "tog",
  "log",
  "dog",
  "dogs",
  "fog",
  "hog",
  "hogs",
  "bog",
  "cog",
  "cogs",
  "jog",
  "frog",
  "frogs",
  "smog",
  "clog",
  "clogs",
]);

function swapped(word: string): string[] {
  const out: string[] = [];
  for (const [a, b] of WORDS) {
    if (word === a) out.push(b);
    if (word === b) out.push(a);
  }
  if (out.length > 0 || NOT_A_SPELLING.has(word)) return out;
  for (const [sa, us] of ENDINGS) {
    // A stem of at least two letters before the ending ("litre"): "rise" and "our" are words, not endings. A wrong variant costs little: the search uses a variant only when the catalogue has it.
    if (word.length >= sa.length + 2 && word.endsWith(sa)) out.push(word.slice(0, -sa.length) + us);
    if (word.length >= us.length + 2 && word.endsWith(us)) out.push(word.slice(0, -us.length) + sa);
  }
  return out;
}

/** The other spellings of a folded word, without the word itself: "fertilizer" -> ["fertiliser"]. */
export function spellingVariants(word: string): string[] {
  return [...new Set(swapped(word))].filter((variant) => variant !== word && !NOT_A_SPELLING.has(variant));
}
