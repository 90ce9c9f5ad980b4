import type { Translate } from "~/ui/translation";

/**
 * A policy category in the page's language. The categories are the back office's fixed list
 * (POLICY_CATEGORIES in messages.ts), so they are interface words, translated in
 * `content:policies.categoryName.<slug>`; a category the catalogue does not know (an older one)
 * shows as written.
 */
export function policyCategoryName(t: Translate, category: string): string {
  const slug = category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const id = `content:policies.categoryName.${slug}`;
  const text = t(id);
  return text === id ? category : text;
}
