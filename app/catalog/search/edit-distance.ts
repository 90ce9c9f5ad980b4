/**
 * Typos (issue 45, docs/decisions/0098): how many letters were typed wrong, left out, added or
 * swapped with their neighbour (the optimal string alignment distance, a restricted
 * Damerau-Levenshtein), and how many a word of a given length may have, as the large search
 * engines allow by default: none up to 3 letters, one for 4 to 7, two from 8.
 */

/** Typos a word of this many letters may carry and still be corrected. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  if (length < 8) return 1;
  return 2;
}

/**
 * The distance between a and b, or `limit + 1` as soon as it is known to be more than limit (so
 * comparing a word with thousands of others stays cheap).
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  // Three rows: the one before last (for swaps), the last and the current.
  let before = new Array<number>(width).fill(0);
  let last = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = current[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (last[j] ?? 0) + 1, // a letter added
        (current[j - 1] ?? 0) + 1, // a letter left out
        (last[j - 1] ?? 0) + cost, // a letter wrong (or right)
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1); // two letters swapped
      }
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > limit) return limit + 1;
    [before, last, current] = [last, current, before];
  }
  const distance = last[b.length] ?? limit + 1;
  return distance > limit ? limit + 1 : distance;
}
