import { z } from "zod";
import { isViewerSection, type ViewerSection } from "./categories";
import { type ContentSearch, searchContent } from "./content-search";
import { renderDocumentMarkdown } from "./markdown.server";
import { NOT_FOUND } from "./messages";
import { tocTree } from "./toc";
import type { ViewableDocument } from "./viewer.server";

/** The center's tab: the built-in guides or the stored documents. */
export const CenterQuery = z.object({ tab: z.enum(["guides", "documents"]).catch("guides") });

export const ViewerQuery = z.object({
  section: z.string().max(100).catch(""),
  q: z.string().max(100).catch(""),
});

/** Help's search of the guides (/admin/help?q=). */
export const HelpQuery = ViewerQuery.pick({ q: true });

/** The section of an address, or 'documents' for one that is no section (its not-found says so). */
export function viewerSection(value: string | undefined): { section: ViewerSection; known: boolean } {
  return value && isViewerSection(value) ? { section: value, known: true } : { section: "documents", known: false };
}

export function notFoundFor(section: ViewerSection) {
  return NOT_FOUND[section];
}

/** What the viewer shows of one document: its HTML, its tree of headings and a content search. */
export function viewerPage(document: ViewableDocument, query: z.infer<typeof ViewerQuery>) {
  const { html, headings } = renderDocumentMarkdown(document.content);
  const search: ContentSearch = searchContent(document.content, query.q, headings);
  return {
    id: document.id,
    section: document.section,
    title: document.title,
    categoryLabel: document.categoryLabel,
    version: document.version,
    lastUpdated: document.lastUpdated,
    isActive: document.isActive,
    html,
    toc: tocTree(headings),
    sectionTerm: query.section,
    contentTerm: query.q,
    search,
  };
}
