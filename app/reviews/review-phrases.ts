/**
 * 'Quick Review Options' (accounts spec, section 5): short phrases taken from a product's long
 * description, so a customer can review with a tap or two.
 */
export type PhraseCategory = "quality" | "health" | "taste" | "unique" | "general";
export type ReviewPhrase = { id: string; text: string; category: PhraseCategory };

export const MAX_PHRASES = 5;
export const MIN_PHRASES = 3;
const MIN_WORDS = 3;
const MAX_WORDS = 8;
const WINDOW_WORDS = 6;

export const DEFAULT_PHRASES = [
  "Great quality",
  "Would recommend",
  "Value for money",
  "Perfect for my needs",
  "Excellent product",
] as const;

/** Keyword groups in the order their phrases are offered. */
const KEYWORDS: ReadonlyArray<{ category: Exclude<PhraseCategory, "general">; words: readonly string[] }> = [
  {
    category: "quality",
    words: ["quality", "durable", "premium", "strong", "reliable", "tough", "sturdy", "well made"],
  },
  {
    category: "health",
    words: [
      "health",
      "healthy",
      "nutrition",
      "nutritious",
      "vitamin",
      "vitamins",
      "protein",
      "minerals",
      "immune",
      "growth",
    ],
  },
  {
    category: "taste",
    words: ["taste", "tastes", "tasty", "palatable", "flavour", "flavor", "delicious", "appetite", "love"],
  },
  { category: "unique", words: ["unique", "special", "only", "exclusive", "natural", "organic", "eco", "locally"] },
];

function words(sentence: string): string[] {
  return sentence.split(/\s+/).filter(Boolean);
}

/** A word's letters and digits, lower-cased, in its hyphen-separated parts ("High-quality," gives high, quality). */
function wordParts(word: string): string[] {
  return word
    .toLowerCase()
    .split("-")
    .map((part) => part.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter(Boolean);
}

/**
 * Where the keyword stands in the sentence (the index of the word it starts in), or -1. A keyword
 * inside a hyphenated word counts: 'high-quality' and 'premium-quality' speak of quality.
 */
function keywordIndex(sentenceWords: string[], keyword: string): number {
  const parts = sentenceWords.flatMap((word, index) => wordParts(word).map((part) => ({ part, index })));
  const wanted = keyword.split(" ");
  const at = parts.findIndex((_, start) => wanted.every((word, offset) => parts[start + offset]?.part === word));
  return at < 0 ? -1 : (parts[at]?.index ?? -1);
}

/** Small words that leave a cut phrase hanging ("...strong shells and"); kept off its ends. */
const DANGLING = new Set([
  "a",
  "an",
  "and",
  "are",
  "as",
  "at",
  "but",
  "by",
  "for",
  "from",
  "in",
  "into",
  "is",
  "it",
  "its",
  "of",
  "on",
  "or",
  "so",
  "that",
  "the",
  "their",
  "through",
  "to",
  "was",
  "which",
  "with",
  "without",
  "within",
  "while",
  "when",
  "where",
  "against",
  "during",
  "before",
  "after",
  "over",
  "under",
  "between",
  "about",
  "than",
  "because",
  "if",
  "our",
  "your",
  "this",
  "these",
  "those",
  "has",
  "have",
  "be",
  "can",
  "will",
  "also",
  "very",
]);

function isDangling(word: string | undefined): boolean {
  return word !== undefined && DANGLING.has(wordParts(word).join("-"));
}

/** A window may not start on a hanging word, nor on the tail of an earlier clause ("stomachs, with..."). */
function startsClean(word: string | undefined): boolean {
  return word !== undefined && !isDangling(word) && !/[,;:]$/.test(word);
}

/**
 * About 6 words around the keyword: of the windows of 6 (else 5, else 7) words holding it, the
 * most centred one that starts and ends cleanly. With none, the centred 6
 * words, with the hanging words at their ends dropped (never below 3).
 */
function windowAround(sentenceWords: string[], at: number): string[] {
  for (const length of [WINDOW_WORDS, WINDOW_WORDS - 1, WINDOW_WORDS + 1]) {
    const centred = at - Math.floor(length / 2);
    const starts: number[] = [];
    for (let start = Math.max(0, at - length + 1); start <= Math.min(at, sentenceWords.length - length); start += 1) {
      starts.push(start);
    }
    starts.sort((a, b) => Math.abs(a - centred) - Math.abs(b - centred) || a - b);
    for (const start of starts) {
      const window = sentenceWords.slice(start, start + length);
      if (startsClean(window[0]) && !isDangling(window[window.length - 1])) return window;
    }
  }
  const start = Math.max(0, Math.min(at - Math.floor(WINDOW_WORDS / 2), sentenceWords.length - WINDOW_WORDS));
  const window = sentenceWords.slice(start, start + WINDOW_WORDS);
  // Keywords are never hanging words, so trimming cannot cut the keyword itself.
  while (window.length > MIN_WORDS && isDangling(window[window.length - 1])) window.pop();
  while (window.length > MIN_WORDS && isDangling(window[0])) window.shift();
  return window;
}

/**
 * The clause holding the keyword (a sentence is cut at commas, semicolons, colons and dashes),
 * without hanging words at its ends: "with rice as the only grain" gives "rice as the only grain".
 */
function clauseAround(sentence: string, keyword: string): string[] | null {
  for (const clause of sentence.split(/[,;:]\s+|\s+[-–—]\s+/)) {
    const clauseWords = words(clause);
    if (keywordIndex(clauseWords, keyword) < 0) continue;
    while (clauseWords.length > 0 && isDangling(clauseWords[0])) clauseWords.shift();
    while (clauseWords.length > 0 && isDangling(clauseWords[clauseWords.length - 1])) clauseWords.pop();
    return clauseWords;
  }
  return null;
}

/**
 * Words that open a noun phrase ("a | sprinkler", "the | roots"): a phrase never starts right
 * after one, which would cut the noun phrase in two.
 */
const DETERMINERS = new Set(["a", "an", "the", "their", "its", "our", "your", "this", "these", "those"]);
/**
 * Words that join two clauses or predicates: a phrase may stop just before one ("...strong roots
 * | and keeps soil healthy"). Before a preposition ("hens need | for strong shells") the sense
 * runs on, so that is the last resort.
 */
const CONJUNCTIONS = new Set(["and", "or", "but", "while", "which", "that", "when", "where", "because", "so", "if"]);

const bare = (word: string | undefined) => (word === undefined ? "" : wordParts(word).join("-"));

/**
 * A phrase of 3-8 words holding the keyword that begins and ends where a reader would pause. It
 * begins at the clause's start or after a small joining word that is not an article ("...by |
 * watering the roots only", never "a | sprinkler by..."). It ends, by preference, where the
 * clause ends ("...for | strong shells and rich yolks"); else before a word joining two clauses
 * ("...strong roots without chemical additives | and..."); only else before another joining
 * word. So it never stops on "without" or starts on "and". Within a preference, closest to 6
 * words wins; ties go to the shorter. Null when the clause has no such place.
 */
function naturalWindow(clauseWords: string[], at: number): string[] | null {
  const startsOk = (start: number) =>
    (start === 0 || (isDangling(clauseWords[start - 1]) && !DETERMINERS.has(bare(clauseWords[start - 1])))) &&
    !isDangling(clauseWords[start]);
  const endRank = (end: number): number | null => {
    if (isDangling(clauseWords[end - 1])) return null;
    if (end === clauseWords.length) return 0;
    if (!isDangling(clauseWords[end])) return null;
    return CONJUNCTIONS.has(bare(clauseWords[end])) ? 1 : 2;
  };
  let best: { start: number; end: number; rank: number } | null = null;
  for (let start = 0; start <= at; start += 1) {
    if (!startsOk(start)) continue;
    for (let end = at + 1; end <= clauseWords.length; end += 1) {
      const length = end - start;
      const rank = endRank(end);
      if (length < MIN_WORDS || length > MAX_WORDS || rank === null) continue;
      if (!best || rank < best.rank) {
        best = { start, end, rank };
        continue;
      }
      if (rank > best.rank) continue;
      const distance = Math.abs(length - WINDOW_WORDS);
      const bestLength = best.end - best.start;
      const bestDistance = Math.abs(bestLength - WINDOW_WORDS);
      if (distance < bestDistance || (distance === bestDistance && length < bestLength)) best = { start, end, rank };
    }
  }
  return best ? clauseWords.slice(best.start, best.end) : null;
}

/** A sentence of 3-8 words as it is; a longer one cut to its clause or a natural part of it. */
function phraseFrom(sentence: string, keyword: string): string | null {
  const sentenceWords = words(sentence);
  if (sentenceWords.length < MIN_WORDS) return null;
  if (sentenceWords.length <= MAX_WORDS) return sentenceWords.join(" ");
  const clause = clauseAround(sentence, keyword);
  if (clause && clause.length >= MIN_WORDS) {
    if (clause.length <= MAX_WORDS) return clause.join(" ");
    const natural = naturalWindow(clause, keywordIndex(clause, keyword));
    if (natural) return natural.join(" ");
  }
  const at = keywordIndex(sentenceWords, keyword);
  if (at < 0) return null;
  return windowAround(sentenceWords, at).join(" ");
}

function tidy(phrase: string): string {
  const trimmed = phrase.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** The phrases for a product: at most 5, at least 3 (padded with the defaults), no duplicates. */
export function reviewPhrases(longDescription: string | null | undefined): ReviewPhrase[] {
  const sentences = (longDescription ?? "")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const found: ReviewPhrase[] = [];
  const seen = new Set<string>();
  const add = (text: string, category: PhraseCategory) => {
    const key = text.toLowerCase();
    if (!text || seen.has(key) || found.length >= MAX_PHRASES) return;
    seen.add(key);
    found.push({ id: `${category}-${found.length + 1}`, text, category });
  };
  for (const group of KEYWORDS) {
    for (const sentence of sentences) {
      const keyword = group.words.find((word) => keywordIndex(words(sentence), word) >= 0);
      if (!keyword) continue;
      const phrase = phraseFrom(sentence, keyword);
      if (phrase) add(tidy(phrase), group.category);
    }
  }
  for (const text of DEFAULT_PHRASES) {
    if (found.length >= MIN_PHRASES) break;
    add(text, "general");
  }
  return found;
}

/** The review text: the chosen phrases and the comment joined with '. ', empty parts dropped. */
export function reviewText(phrases: string[], comment: string | null | undefined): string {
  return [...phrases, comment ?? ""]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(". ");
}

/** Loyalty bonus (accounts spec, section 9): 10 points for every full 3 reviews in one batch. */
export const REVIEWS_PER_BONUS = 3;
export const BONUS_POINTS = 10;

/** Loyalty bonus for one batch of reviews: 10 points for every full 3 reviews, none under 3. */
export function reviewBonusPoints(reviewCount: number): number {
  return Math.floor(Math.max(0, reviewCount) / REVIEWS_PER_BONUS) * BONUS_POINTS;
}
