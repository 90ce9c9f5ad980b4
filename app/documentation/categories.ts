/**
 * The documentation center's two kinds of document: the built-in guides (the spec's twenty and
 * two of ours, decision 0072) (Markdown files in
 * app/documentation/guides, grouped in four categories) and the documents staff store in the
 * database (four categories of their own).
 */

export const GUIDE_CATEGORIES = [
  {
    id: "technical",
    label: "Technical Documentation",
    type: "technical",
    ids: [
      "system-architecture",
      "database-schema",
      "api-reference",
      "integration-guide",
      "security-guide",
      "deployment-guide",
    ],
  },
  {
    id: "user-guides",
    label: "Staff User Guides",
    type: "user-guide",
    ids: [
      "product-management-guide",
      "order-processing-guide",
      "csv-upload-guide",
      "payment-verification-guide",
      "content-management-guide",
      "customer-support-guide",
      "delivery-settings-guide",
      "shop-settings-guide",
      "bulk-sms-guide",
    ],
  },
  {
    id: "quick-reference",
    label: "Quick Reference Cards",
    type: "quick-reference",
    ids: ["daily-tasks-reference", "csv-format-reference", "error-codes-reference", "keyboard-shortcuts"],
  },
  {
    id: "visual-guides",
    label: "Visual Step-by-Step Guides",
    type: "visual-guide",
    ids: ["product-upload-visual", "order-management-visual", "csv-import-visual", "admin-panel-navigation"],
  },
] as const;

export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];
export type GuideCategoryId = GuideCategory["id"];
export type GuideType = GuideCategory["type"];

export const GUIDE_TYPE_LABELS: Record<GuideType, string> = {
  technical: "Technical",
  "user-guide": "User Guide",
  "quick-reference": "Quick Reference",
  "visual-guide": "Visual Guide",
};

/** The badge on a guide: the role it is written for ("admin": the screens only admins open). */
export const GUIDE_ROLES = [
  "admin",
  "inventory_manager",
  "order_processor",
  "financial_officer",
  "content_manager",
  "customer_support",
] as const;
export type GuideRole = (typeof GUIDE_ROLES)[number];

/** Where documents of each kind open: a guide category, or 'documents' for stored ones. */
export const VIEWER_SECTIONS = ["technical", "user-guides", "quick-reference", "visual-guides", "documents"] as const;
export type ViewerSection = (typeof VIEWER_SECTIONS)[number];

export function isViewerSection(value: string): value is ViewerSection {
  return (VIEWER_SECTIONS as readonly string[]).includes(value);
}

export function guideCategoryOf(id: string): GuideCategory | undefined {
  return GUIDE_CATEGORIES.find((category) => (category.ids as readonly string[]).includes(id));
}

/** A built-in guide's address in the documentation center, for the screens that point to it. */
export function guidePath(id: GuideCategory["ids"][number]): string {
  return `/admin/documentation/${guideCategoryOf(id)?.id ?? "user-guides"}/${id}`;
}

/**
 * Stored-document categories. The spec labels them two ways (the editor: Technical Documentation,
 * Project Overview, Client Summary, System Statistics; the management screen: Technical
 * Documentation, Project Details, Client Summary, System Overview). We use the management screen's
 * labels everywhere, the editor included (docs/decisions/0054).
 */
export const STORED_CATEGORIES = ["technical", "project_details", "client_summary", "system_overview"] as const;
export type StoredCategory = (typeof STORED_CATEGORIES)[number];

export const STORED_CATEGORY_LABELS: Record<StoredCategory, string> = {
  technical: "Technical Documentation",
  project_details: "Project Details",
  client_summary: "Client Summary",
  system_overview: "System Overview",
};

/** Spec 9: a stored document's card shows its first 100 characters, and a page per 500. */
export const DESCRIPTION_LENGTH = 100;
export const CHARACTERS_PER_PAGE = 500;

export function cardDescription(content: string): string {
  return `${content.slice(0, DESCRIPTION_LENGTH)}...`;
}

export function pageCount(content: string): number {
  return Math.max(1, Math.ceil(content.length / CHARACTERS_PER_PAGE));
}
