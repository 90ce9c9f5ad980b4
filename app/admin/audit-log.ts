import { humanise } from "~/platform/format";
import { formatSouthAfricanMobile } from "~/sms/phone-number";
import { type DetailLine, describeAuditDetails } from "./audit-words";

/**
 * The audit log screen's plain rules: what each kind of record is called, where it opens, and
 * how a stored `details` object reads as "field: before → after" lines.
 */

export const AUDIT_PAGE_SIZE = 50;

export const ENTITY_LABELS: Record<string, string> = {
  user: "Users",
  client_profile: "Clients",
  client_delivery_location: "Client delivery locations",
  order: "Orders",
  product: "Products",
  category: "Categories",
  subcategory: "Subcategories",
  search_synonym: "Search synonyms",
  csv_import: "CSV imports",
  bulk_category_run: "Bulk category assignment",
  contact_message: "Messages",
  shop_setting: "Shop settings",
  sms_number: "SMS numbers",
  sms_opt_out: "SMS opt-outs",
  sms_inbound: "SMS replies",
  sms_send: "Bulk SMS",
  product_review: "Reviews",
  blog_post: "Blog posts",
  policy: "Policies",
  about_content: "About page",
  documentation: "Guides",
  newsletter: "Newsletters",
  newsletter_subscription: "Newsletter subscribers",
  home_videos: "Home page videos",
  about_videos: "About page videos",
};

export function entityLabel(entityType: string): string {
  return ENTITY_LABELS[entityType] ?? humanise(entityType);
}

/** Where the changed record opens in the back office, or null when there is no page for it. */
export function entityHref(
  entityType: string,
  entityId: string | null,
  details: Record<string, unknown>,
): string | null {
  const orderNumber = typeof details.orderNumber === "string" ? details.orderNumber : null;
  const userId = typeof details.userId === "string" ? details.userId : null;
  switch (entityType) {
    case "user":
      return entityId ? `/admin/users?user=${encodeURIComponent(entityId)}` : null;
    case "client_profile":
    case "client_delivery_location":
      return userId ? `/admin/clients?client=${encodeURIComponent(userId)}` : null;
    case "order":
      return orderNumber ? `/admin/orders/${encodeURIComponent(orderNumber)}` : null;
    case "product":
      return entityId ? `/admin/products/${encodeURIComponent(entityId)}` : null;
    case "category":
    case "subcategory":
      return "/admin/category-management";
    case "search_synonym":
      return entityId ? `/admin/search-synonyms/${encodeURIComponent(entityId)}` : null;
    case "csv_import":
      return entityId ? `/admin/products/import/${encodeURIComponent(entityId)}` : null;
    case "bulk_category_run":
      return entityId ? `/admin/bulk-category-assignment/${encodeURIComponent(entityId)}` : null;
    case "contact_message":
      return entityId ? `/admin/messages/${encodeURIComponent(entityId)}` : null;
    case "shop_setting":
      return "/admin/settings";
    default:
      return null;
  }
}

export type { DetailLine } from "./audit-words";

/** A details object as lines of words (the one describer, app/admin/audit-words.ts). */
export function detailLines(details: Record<string, unknown>, action = ""): DetailLine[] {
  return describeAuditDetails(details, action);
}

/** The changed record's id as staff read it: a cellphone number as 082 123 4567, others as stored. */
export function entityIdWords(entityId: string | null): string | null {
  if (entityId && /^\+27\d{9}$/.test(entityId)) return formatSouthAfricanMobile(entityId);
  return entityId;
}
