import { headingSlug } from "./slug";

/** A heading of a document, in reading order, with its anchor id. */
export type Heading = { id: string; title: string; level: number };

/** A table-of-contents entry (spec 3): id, title, level and the headings beneath it. */
export type TocEntry = Heading & { children: TocEntry[] };

/**
 * Anchor ids for a document's headings, in order: the slug of each title, and a repeated title
 * gets -2, -3... so every id on the page is unique and each link lands on its own heading.
 */
export function headingIds(titles: readonly string[]): string[] {
  const used = new Map<string, number>();
  return titles.map((title) => {
    const base = headingSlug(title);
    let count = (used.get(base) ?? 0) + 1;
    let id = count === 1 ? base : `${base}-${count}`;
    while (count > 1 && used.has(id)) {
      count += 1;
      id = `${base}-${count}`;
    }
    used.set(base, count);
    if (id !== base) used.set(id, 1);
    return id;
  });
}

/**
 * The nested tree of headings (levels 1 to 6): each heading holds the deeper headings that follow
 * it until one of its own level or higher. A document that skips a level (## then ####) nests the
 * deeper one under the nearest shallower heading.
 */
export function tocTree(headings: readonly Heading[]): TocEntry[] {
  const roots: TocEntry[] = [];
  const open: TocEntry[] = [];
  for (const heading of headings) {
    if (heading.level < 1 || heading.level > 6) continue;
    const entry: TocEntry = { ...heading, children: [] };
    while (open.length > 0 && (open[open.length - 1]?.level ?? 0) >= entry.level) open.pop();
    const parent = open[open.length - 1];
    if (parent) parent.children.push(entry);
    else roots.push(entry);
    open.push(entry);
  }
  return roots;
}

/**
 * The tree narrowed to sections whose title contains the term (any case), with the headings
 * above them so each match keeps its place. An empty term keeps everything.
 */
export function filterToc(entries: readonly TocEntry[], term: string): TocEntry[] {
  const wanted = term.trim().toLowerCase();
  if (!wanted) return [...entries];
  const kept: TocEntry[] = [];
  for (const entry of entries) {
    const children = filterToc(entry.children, wanted);
    if (entry.title.toLowerCase().includes(wanted) || children.length > 0) kept.push({ ...entry, children });
  }
  return kept;
}
