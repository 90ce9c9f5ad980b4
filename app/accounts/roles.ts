/**
 * Staff roles and the back-office areas each may use: the one place that answers "may this
 * person do that". Built from the specs' role tables and the guides (docs/decisions/0004).
 */
export const STAFF_ROLES = [
  "super_admin",
  "admin",
  "inventory_manager",
  "order_processor",
  "customer_support",
  "content_manager",
  "financial_officer",
] as const;

export type Role = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  super_admin: "Super admin",
  admin: "Admin",
  inventory_manager: "Inventory manager",
  order_processor: "Order processor",
  customer_support: "Customer support",
  content_manager: "Content manager",
  financial_officer: "Financial officer",
};

const everyStaffRole: readonly Role[] = STAFF_ROLES;

export const AREAS = {
  /** /admin home: any staff member. */
  dashboard: everyStaffRole,
  products: ["super_admin", "admin", "inventory_manager"],
  stock: ["super_admin", "admin", "inventory_manager"],
  csvImport: ["super_admin", "admin", "inventory_manager"],
  categories: ["super_admin", "admin", "inventory_manager"],
  bulkCategoryAssignment: ["super_admin", "admin", "inventory_manager"],
  specials: ["super_admin", "admin", "inventory_manager", "content_manager"],
  blog: ["super_admin", "admin", "content_manager"],
  newsletters: ["super_admin", "admin", "content_manager"],
  /** Bulk (marketing) SMS and the SMS log (/admin/sms, decision 0080). */
  bulkSms: ["super_admin", "admin", "content_manager"],
  policies: ["super_admin", "admin", "content_manager"],
  about: ["super_admin", "admin", "content_manager"],
  videos: ["super_admin", "admin", "content_manager"],
  reviews: ["super_admin", "admin", "content_manager", "customer_support"],
  clients: ["super_admin", "admin", "customer_support"],
  /** The contact-messages inbox (/admin/messages): what customers sent through the contact forms. */
  messages: ["super_admin", "admin", "customer_support"],
  orders: ["super_admin", "admin", "order_processor", "customer_support", "financial_officer"],
  payments: ["super_admin", "admin", "financial_officer"],
  analytics: ["super_admin", "admin", "financial_officer"],
  deliverySettings: ["super_admin", "admin"],
  settings: ["super_admin", "admin"],
  /** The documentation center's management screen: every guide and the stored documents. */
  documentation: ["super_admin", "admin"],
  /** Help (/admin/help): the built-in guides written for the person's roles, read-only (decision 0070). */
  help: everyStaffRole,
  documentationEditing: ["super_admin"],
  users: ["super_admin", "admin"],
  /** Changing another user's password and deleting users. */
  userAdministration: ["super_admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof AREAS;

/**
 * Where a signed-in person without the role is sent, as the spec says for each screen: product
 * management to the admin sign-in (to sign in with a staff account), most screens to the home
 * page. Areas the spec is silent on answer 403 with a page that says why (docs/decisions/0028).
 */
export type Refusal = "admin-login" | "home" | "forbidden";

const AREA_REFUSALS: Partial<Record<Area, Refusal>> = {
  products: "admin-login",
  csvImport: "admin-login",
  stock: "home",
  categories: "home",
  bulkCategoryAssignment: "home",
  specials: "home",
  blog: "home",
  newsletters: "home",
  policies: "home",
  about: "home",
  videos: "home",
  users: "home",
  userAdministration: "home",
  documentation: "home",
  documentationEditing: "home",
};

export function refusalFor(area: Area): Refusal {
  return AREA_REFUSALS[area] ?? "forbidden";
}

export function isRole(value: string): value is Role {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

export function canAccess(roles: readonly Role[], area: Area): boolean {
  const allowed: readonly Role[] = AREAS[area];
  return roles.some((role) => allowed.includes(role));
}

export function isStaff(roles: readonly Role[]): boolean {
  return roles.length > 0;
}

export function isAdmin(roles: readonly Role[]): boolean {
  return roles.includes("admin") || roles.includes("super_admin");
}

export function isSuperAdmin(roles: readonly Role[]): boolean {
  return roles.includes("super_admin");
}

/** The areas a set of roles opens, for building the admin navigation. */
export function areasFor(roles: readonly Role[]): Area[] {
  return (Object.keys(AREAS) as Area[]).filter((area) => canAccess(roles, area));
}
