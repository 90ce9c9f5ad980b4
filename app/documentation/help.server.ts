import type { Role } from "~/accounts/roles";
import { guideOpensFor, isGuideFor } from "./audience";
import { GUIDE_CATEGORIES, type GuideCategoryId, isViewerSection } from "./categories";
import { type ContentSearch, searchContent } from "./content-search";
import { type Guide, loadGuide, loadGuideCategories } from "./guides.server";
import { documentHeadings } from "./markdown.server";
import { NOT_FOUND } from "./messages";
import { type ViewableDocument, viewableGuide } from "./viewer.server";

/**
 * Help (/admin/help, docs/decisions/0070): the built-in guides of the documentation center,
 * read-only, for every staff member, each person seeing the guides written for their roles
 * (app/documentation/audience.ts). The cards, the viewer, the search and the download are the
 * center's own; only the choice of guides is Help's.
 */

/** The guide categories with the guides written for these roles; a category with none is left out. */
export async function helpCategories(roles: readonly Role[]) {
  const categories = await loadGuideCategories();
  return categories
    .map((category) => ({ ...category, guides: category.guides.filter((guide) => isGuideFor(guide, roles)) }))
    .filter((category) => category.guides.length > 0);
}

export type HelpSearchResult = {
  id: string;
  category: GuideCategoryId;
  title: string;
  description: string;
  /** The places in the guide's text that contain the term (at most 10, all counted), each with its section. */
  search: ContentSearch;
};

/**
 * The guides for these roles that contain the term (any case) in their title, description or
 * text, in the center's order, each with its matches as the viewer's search finds them.
 */
export async function searchHelpGuides(roles: readonly Role[], term: string): Promise<HelpSearchResult[]> {
  const wanted = term.trim().toLowerCase();
  if (!wanted) return [];
  const results: HelpSearchResult[] = [];
  for (const category of GUIDE_CATEGORIES) {
    for (const id of category.ids) {
      const guide = (await loadGuide(id)) as Guide;
      if (!isGuideFor(guide, roles)) continue;
      const search = searchContent(guide.content, term, documentHeadings(guide.content));
      const named = `${guide.title}\n${guide.description}`.toLowerCase().includes(wanted);
      if (search.total === 0 && !named) continue;
      results.push({ id, category: category.id, title: guide.title, description: guide.description, search });
    }
  }
  return results;
}

export type HelpGuide =
  | { kind: "found"; document: ViewableDocument }
  | { kind: "not-found"; notFound: { title: string; message: string } }
  /** The guide exists but is not written for the person's roles: the roles it is for. */
  | { kind: "not-yours"; opensFor: readonly Role[] };

/** The guide at /admin/help/{section}/{id} for a person with these roles. */
export async function findHelpGuide(
  section: string | undefined,
  id: string,
  roles: readonly Role[],
): Promise<HelpGuide> {
  const known = section !== undefined && section !== "documents" && isViewerSection(section);
  const notFound = NOT_FOUND[known ? section : "documents"];
  const guide = known ? await loadGuide(id) : undefined;
  if (!guide || guide.category !== section) return { kind: "not-found", notFound };
  if (!isGuideFor(guide, roles)) return { kind: "not-yours", opensFor: guideOpensFor(guide) };
  return { kind: "found", document: viewableGuide(guide) };
}
