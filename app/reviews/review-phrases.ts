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
  { category: "taste", words: ["taste", "tasty", "palatable", "flavour", "flavor", "delicious", "appetite", "love"] },
  { category: "unique", words: ["unique", "special", "only", "exclusive", "natural", "organic", "eco", "locally"] },
];

function words(sentence: string): string[] {
  return sentence.split(/\s+/).filter(Boolean);
}

function keywordIndex(sentenceWords: string[], keyword: string): number {
  const parts = keyword.split(" ");
  return sentenceWords.findIndex((_, index) =>
    parts.every((part, offset) => sentenceWords[index + offset]?.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "") === part),
  );
}

/** A sentence of 3-8 words as it is; a longer one cut to about 6 words around the keyword. */
function phraseFrom(sentence: string, keyword: string): string | null {
  const sentenceWords = words(sentence);
  if (sentenceWords.length < MIN_WORDS) return null;
  if (sentenceWords.length <= MAX_WORDS) return sentenceWords.join(" ");
  const at = keywordIndex(sentenceWords, keyword);
  if (at < 0) return null;
  const start = Math.max(0, Math.min(at - Math.floor(WINDOW_WORDS / 2), sentenceWords.length - WINDOW_WORDS));
  return sentenceWords.slice(start, start + WINDOW_WORDS).join(" ");
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

/** Loyalty bonus for one batch of reviews: 10 points for every full 3 reviews, none under 3. */
export function reviewBonusPoints(reviewCount: number): number {
  return Math.floor(Math.max(0, reviewCount) / 3) * 10;
}
