/**
 * Afrikaans (and run-together English) compounds (issue 45, docs/decisions/0098): "hoendervoer" is
 * "hoender" + "voer", "perdevoer" is "perde" + "voer", "hondekos" is "honde" + "kos", "skaapdip" is
 * "skaap" + "dip", "dogfood" is "dog" + "food". A word the catalogue does not know is split into two
 * or three parts it does know; Afrikaans joins some parts with a linking -s-, -e-, -ens- or -er-
 * ("varkensvoer", "skaapsdip"), which may be dropped. Numbers and units split too: "25kg" -> 25 kg.
 */

/** The shortest part: shorter pieces ("en", "se") would split almost any word. */
export const MIN_PART = 3;

const LINKS = ["s", "e", "ns", "es", "ens", "er"] as const;

/** The word as two parts at a digit-letter boundary: "25kg" -> ["25", "kg"]; null when none. */
export function numberAndUnit(word: string): string[] | null {
  const parts = word.match(/\d+|[^\d]+/g);
  return parts && parts.length > 1 ? parts : null;
}

/**
 * The parts of a compound, each one `known`, longest first part first; null when the word does not
 * split into known parts. At most three parts.
 */
export function splitCompound(word: string, known: (part: string) => boolean, depth = 2): string[] | null {
  for (let cut = word.length - MIN_PART; cut >= MIN_PART; cut--) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    const heads = [head, ...LINKS.filter((link) => head.endsWith(link)).map((link) => head.slice(0, -link.length))];
    const firstKnown = heads.find((candidate) => candidate.length >= MIN_PART && known(candidate));
    if (!firstKnown) continue;
    if (known(tail)) return [firstKnown, tail];
    if (depth > 1) {
      const rest = splitCompound(tail, known, depth - 1);
      if (rest) return [firstKnown, ...rest];
    }
  }
  return null;
}
