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
};

export function entityLabel(entityType: string): string {
  return ENTITY_LABELS[entityType] ?? entityType.replace(/_/g, " ");
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

export type DetailLine = { field: string; before: string | null; after: string | null };

function show(value: unknown): string {
  if (value === null || value === undefined) return "(empty)";
  if (typeof value === "string") return value === "" ? "(empty)" : value;
  return JSON.stringify(value);
}

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === "object" && value !== null && "from" in value && "to" in value;
}

/**
 * A details object as lines: each field change ({changes: {field: {from, to}}}) with its value
 * before and after; a whole record kept on create or delete ({after} or {before}) field by field;
 * a top-level {from, to}; anything else as a plain value.
 */
export function detailLines(details: Record<string, unknown>): DetailLine[] {
  const lines: DetailLine[] = [];
  for (const [key, value] of Object.entries(details)) {
    if (key === "changes" && typeof value === "object" && value !== null) {
      for (const [field, change] of Object.entries(value)) {
        if (isChange(change)) lines.push({ field, before: show(change.from), after: show(change.to) });
      }
    } else if ((key === "before" || key === "after") && typeof value === "object" && value !== null) {
      for (const [field, fieldValue] of Object.entries(value)) {
        lines.push({
          field,
          before: key === "before" ? show(fieldValue) : null,
          after: key === "after" ? show(fieldValue) : null,
        });
      }
    } else if (key === "from" || key === "to") {
      // Paired below, once.
    } else {
      lines.push({ field: key, before: null, after: show(value) });
    }
  }
  if ("from" in details || "to" in details)
    lines.push({ field: "value", before: show(details.from), after: show(details.to) });
  return lines;
}
