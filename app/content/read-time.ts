/** Reading speed behind a blog post's read time (the seed and the blog editor use the same). */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read a post: words (runs containing a letter or digit) at 200 a minute, at least 1. */
export function readTimeMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** '5 min read' as the blog cards and articles show it. */
export function readTimeLabel(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}
