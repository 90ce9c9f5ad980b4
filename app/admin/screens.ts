import { type Area, canAccess, type Role } from "~/accounts/roles";

/**
 * The back-office screens, grouped as the navigation shows them. Each opens to the roles of its
 * area (app/accounts/roles.ts), so what a person is offered and what the server allows come from
 * the same table. A screen is listed here when it exists; the route access table lists every
 * route, screens and their sub-pages alike.
 */
export type AdminScreen = { area: Area; to: string; label: string };
export type AdminNavGroup = { label: string; screens: AdminScreen[] };

export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    label: "Sales",
    screens: [
      { area: "orders", to: "/admin/orders", label: "Orders" },
      { area: "analytics", to: "/admin/analytics", label: "Analytics" },
    ],
  },
  {
    label: "Customers",
    screens: [
      { area: "clients", to: "/admin/clients", label: "Clients" },
      { area: "messages", to: "/admin/messages", label: "Messages" },
      { area: "messages", to: "/admin/sms/inbox", label: "SMS inbox" },
      { area: "reviews", to: "/admin/reviews", label: "Reviews" },
      { area: "newsletters", to: "/admin/newsletter-management", label: "Newsletters" },
      { area: "bulkSms", to: "/admin/sms", label: "Bulk SMS" },
      { area: "bulkSms", to: "/admin/sms/log", label: "SMS log" },
    ],
  },
  {
    label: "Catalogue",
    screens: [
      { area: "products", to: "/admin/products", label: "Products" },
      { area: "stock", to: "/admin/stock-levels", label: "Stock levels" },
      { area: "categories", to: "/admin/category-management", label: "Categories" },
      { area: "categories", to: "/admin/search-synonyms", label: "Search synonyms" },
      { area: "categories", to: "/admin/search-misses", label: "Searches that found nothing" },
      { area: "specials", to: "/admin/specials", label: "Special prices" },
      { area: "bulkCategoryAssignment", to: "/admin/bulk-category-assignment", label: "Bulk category assignment" },
    ],
  },
  {
    label: "Content",
    screens: [
      { area: "blog", to: "/admin/blog-management", label: "Blog" },
      { area: "blog", to: "/admin/blog-dashboard", label: "Blog dashboard" },
      { area: "policies", to: "/admin/policy-management", label: "Policies" },
      { area: "about", to: "/admin/about-management", label: "About page" },
      { area: "videos", to: "/admin/home-video-management", label: "Home video" },
      { area: "videos", to: "/admin/about-video-management", label: "About video" },
    ],
  },
  {
    label: "Settings",
    screens: [
      { area: "settings", to: "/admin/settings", label: "Shop settings" },
      { area: "deliverySettings", to: "/admin/delivery-settings", label: "Delivery settings" },
      { area: "payments", to: "/admin/bank-details", label: "EFT bank details" },
      { area: "settings", to: "/admin/system", label: "System" },
    ],
  },
  {
    label: "People",
    screens: [
      { area: "users", to: "/admin/users", label: "Users and roles" },
      { area: "users", to: "/admin/audit-log", label: "Audit log" },
    ],
  },
  {
    label: "Help",
    screens: [
      // Every staff member: the guides for their roles (decision 0070).
      { area: "help", to: "/admin/help", label: "Help" },
      { area: "documentation", to: "/admin/documentation", label: "Documentation" },
    ],
  },
];

/** The navigation one person sees: only the screens their roles open, empty groups left out. */
export function adminNavFor(roles: readonly Role[]): AdminNavGroup[] {
  return ADMIN_NAV.map((group) => ({
    label: group.label,
    screens: group.screens.filter((screen) => canAccess(roles, screen.area)),
  })).filter((group) => group.screens.length > 0);
}
