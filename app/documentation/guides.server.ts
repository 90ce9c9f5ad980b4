import fs from "node:fs/promises";
import path from "node:path";
import {
  GUIDE_CATEGORIES,
  GUIDE_ROLES,
  type GuideCategoryId,
  type GuideRole,
  type GuideType,
  guideCategoryOf,
  pageCount,
} from "./categories";

/**
 * The built-in guides (the spec's twenty and two of ours): Markdown files in app/documentation/guides, one per id of the
 * table, each opening with a front matter block (title, description, type, optional role,
 * lastUpdated). They ship with the app (the Docker image copies app/), so they are read from disk
 * and a change to a guide is a change to the repository, reviewed like code.
 */
export const GUIDES_DIR = path.join(process.cwd(), "app", "documentation", "guides");

export type Guide = {
  id: string;
  category: GuideCategoryId;
  title: string;
  description: string;
  type: GuideType;
  role: GuideRole | null;
  lastUpdated: string;
  pageCount: number;
  content: string;
};

/** Splits a guide file into its front matter fields and its Markdown body. */
export function parseGuideFile(id: string, text: string): Omit<Guide, "category"> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`Guide ${id} has no front matter block`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const field = (name: string) => {
    const value = fields.get(name);
    if (!value) throw new Error(`Guide ${id} has no ${name}`);
    return value;
  };
  const type = field("type") as GuideType;
  const role = fields.get("role") || null;
  if (role && !(GUIDE_ROLES as readonly string[]).includes(role)) throw new Error(`Guide ${id} has an unknown role`);
  const lastUpdated = field("lastUpdated");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(lastUpdated)) throw new Error(`Guide ${id} has a lastUpdated that is not a date`);
  const content = (match[2] ?? "").trim();
  return {
    id,
    title: field("title"),
    description: field("description"),
    type,
    role: role as GuideRole | null,
    lastUpdated,
    pageCount: pageCount(content),
    content,
  };
}

/** One built-in guide by id, or undefined for an id the table does not have. */
export async function loadGuide(id: string): Promise<Guide | undefined> {
  const category = guideCategoryOf(id);
  if (!category) return undefined;
  const text = await fs.readFile(path.join(GUIDES_DIR, `${id}.md`), "utf8");
  return { ...parseGuideFile(id, text), category: category.id };
}

/** Every built-in guide, in the spec's order, grouped by category. */
export async function loadGuideCategories() {
  return Promise.all(
    GUIDE_CATEGORIES.map(async (category) => ({
      id: category.id,
      label: category.label,
      guides: await Promise.all(
        category.ids.map(async (id) => {
          const guide = (await loadGuide(id)) as Guide;
          const { content: _content, ...card } = guide;
          return card;
        }),
      ),
    })),
  );
}
