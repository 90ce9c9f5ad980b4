import type { Database } from "~/platform/db.server";
import { GUIDE_CATEGORIES, STORED_CATEGORY_LABELS, type ViewerSection } from "./categories";
import { findStoredDocument } from "./documents.server";
import { type Guide, loadGuide } from "./guides.server";

/** One document as its viewer and its download show it, whichever kind it is. */
export type ViewableDocument = {
  section: ViewerSection;
  id: string;
  title: string;
  categoryLabel: string;
  version: number;
  lastUpdated: string;
  content: string;
  isActive: boolean;
};

/**
 * The document at /admin/documentation/{section}/{id}: a built-in guide of that category, or a
 * stored document when the section is 'documents'. Undefined when there is none (a guide asked
 * for under another category's address is not found there either).
 */
export async function findViewableDocument(
  db: Database,
  section: ViewerSection,
  id: string,
): Promise<ViewableDocument | undefined> {
  if (section === "documents") {
    const row = await findStoredDocument(db, id);
    if (!row) return undefined;
    return {
      section,
      id: row.id,
      title: row.title,
      categoryLabel: STORED_CATEGORY_LABELS[row.category],
      version: row.version,
      lastUpdated: row.updated_at,
      content: row.content,
      isActive: row.is_active === 1,
    };
  }
  const guide = await loadGuide(id);
  if (!guide || guide.category !== section) return undefined;
  return viewableGuide(guide);
}

/** A built-in guide as the viewer and the download show it. */
export function viewableGuide(guide: Guide): ViewableDocument {
  return {
    section: guide.category,
    id: guide.id,
    title: guide.title,
    categoryLabel: GUIDE_CATEGORIES.find((category) => category.id === guide.category)?.label ?? guide.category,
    // A built-in guide changes with the app's releases; its date says which text it is.
    version: 1,
    lastUpdated: guide.lastUpdated,
    content: guide.content,
    isActive: true,
  };
}
