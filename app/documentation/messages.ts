/** The documentation center's texts, word for word from the spec (documentation-center.md). */
export const DOCUMENTATION_MESSAGES = {
  centerTitle: "System Documentation Center",
  enhancedGuides: "Enhanced Guides",
  databaseDocuments: "Database Documents",
  noDocuments: "No documentation found.",
  loadFailed: (message: string) => `Failed to load documentation: ${message}`,
  retryLoading: "Retry Loading",
  documentationNotFound: "Documentation not found",
  tableOfContents: "Table of Contents",
  searchSections: "Search sections...",
  noSectionsFound: "No sections found matching the term",
  createTitle: "Create New Documentation",
  editTitle: "Edit Documentation",
  titleRequired: "Title is required",
  slugRequired: "Slug is required",
  slugFormat: "Slug must contain only lowercase letters, numbers, and hyphens",
  contentRequired: "Content is required",
  updatedTitle: "Documentation Updated",
  updatedDescription: "The documentation has been updated successfully.",
  updateFailedTitle: "Error Updating Documentation",
  downloadFailed: "Download failed. Please try again or contact support.",
  /** Not shown in the spec: a create's success toast, worded like the update's. */
  createdTitle: "Documentation Created",
  createdDescription: "The documentation has been created successfully.",
  /** Not shown in the spec: two documents cannot share an address. */
  slugTaken: "Another document already uses this slug",
  /** The content search (spec 2.5: at most 10 matches; we say how many there are in all). */
  searchLabel: "Search this document",
  noMatches: (term: string) => `Nothing in this document contains "${term}".`,
  firstMatches: (shown: number, total: number, term: string) =>
    `The first ${shown} of ${total} places containing "${term}"`,
  matchCount: (total: number, term: string) =>
    `${total} ${total === 1 ? "place contains" : "places contain"} "${term}"`,
  /** Spec 2.5's refetch action: reads the stored document again. */
  refresh: "Refresh",
} as const;

/** The not-found title and message of each viewer (spec 2.2 and 8). */
export const NOT_FOUND = {
  "user-guides": { title: "Guide Not Found", message: "The requested user guide could not be found." },
  "quick-reference": { title: "Reference Not Found", message: "The requested quick reference could not be found." },
  "visual-guides": { title: "Visual Guide Not Found", message: "The requested visual guide could not be found." },
  technical: { title: "Technical Guide Not Found", message: "The requested technical guide could not be found." },
  documents: { title: "Documentation Not Found", message: "Documentation not found" },
} as const;

/** Help (/admin/help, docs/decisions/0070): not in the spec, which has no such screen. */
export const HELP_MESSAGES = {
  title: "Help",
  intro: "The guides written for your roles, to read, search and download.",
  introAdmins: "Every built-in guide, to read, search and download. Stored documents are in the documentation center.",
  searchLabel: "Search the guides",
  backToHelp: "Back to Help",
  noResults: (term: string) => `No guide for your roles contains "${term}".`,
} as const;
