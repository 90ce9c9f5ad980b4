import { type Area, canAccess, type Refusal, type Role, refusalFor } from "~/accounts/roles";

/**
 * The route access table: every route of the app, by its file in app/routes, with who may open
 * it. tests/integration/route-access.test.ts builds the route list from the route files, fails on
 * a route missing here (or listed here but gone), and requests every route as a visitor, a
 * customer and each staff role, GET and POST, checking each gets what this table says.
 *
 * - public: anyone.
 * - visitors: pages for signing in or up; a signed-in person who opens one is sent on (home);
 *   their forms may be posted by anyone.
 * - customers: any signed-in person; a visitor is sent to sign in.
 * - staff: the roles of a back-office area (app/accounts/roles.ts); a visitor is sent to the
 *   admin sign-in; a staff member without the area's role gets the 403 page naming the roles that
 *   open it (decision 0106), on every screen and action; a customer is refused as the area says
 *   (refusalFor).
 * - layout: a layout route with no address of its own; it refuses nobody (its screens do).
 */
export type Access =
  | { who: "public" }
  | { who: "visitors" }
  | { who: "customers"; signInAt?: "/login/cellphone" }
  | { who: "staff"; area: Area }
  | { who: "layout" };

const PUBLIC: Access = { who: "public" };
const VISITORS: Access = { who: "visitors" };
const CUSTOMERS: Access = { who: "customers" };
/** Checkout: a visitor checks out with a cellphone code (or a password from there), decision 0097. */
const CHECKOUT: Access = { who: "customers", signInAt: "/login/cellphone" };
const LAYOUT: Access = { who: "layout" };
const staff = (area: Area): Access => ({ who: "staff", area });

/** A route's access, and its POST's where that differs (a public page whose form needs sign-in). */
export type RouteAccess = Access & { post?: Access };

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  // The storefront and its content.
  $: PUBLIC,
  _index: PUBLIC,
  "about-a": PUBLIC,
  about: PUBLIC,
  "blog.$slug": PUBLIC,
  "blog._index": PUBLIC,
  "cart._index": PUBLIC,
  contact: PUBLIC,
  delivery: PUBLIC,
  language: PUBLIC,
  "lite-mode": PUBLIC,
  newsletter: PUBLIC,
  "newsletter_.confirm": PUBLIC,
  "newsletter_.unsubscribe": PUBLIC,
  policies: PUBLIC,
  "policy.$slug": PUBLIC,
  privacy: PUBLIC,
  // Anyone reads a product; writing a review on it needs an account.
  "product.$code": { ...PUBLIC, post: CUSTOMERS },
  "products.$id": PUBLIC,
  "products._index": PUBLIC,
  specials: PUBLIC,
  terms: PUBLIC,
  "test-delivery": PUBLIC,
  "thank-you": PUBLIC,
  tools: PUBLIC,
  // Files, feeds and machines.
  healthz: PUBLIC,
  "img.$width.$": PUBLIC,
  "uploads.$": PUBLIC,
  "products[.]xml": PUBLIC,
  "robots[.]txt": PUBLIC,
  // The header search's suggestions as you type (JSON, issue 45).
  "search.suggest": PUBLIC,
  "sitemap[.]xml": PUBLIC,
  // Signing in and up.
  login: VISITORS,
  // Sign in, or check out on a first visit, with a cellphone code (issue 44, decision 0097).
  "login_.cellphone": VISITORS,
  register: VISITORS,
  "client-registration": VISITORS,
  "register.password-check": PUBLIC,
  "forgot-password": PUBLIC,
  "reset-password": PUBLIC,
  logout: PUBLIC,
  "auth.$provider": PUBLIC,
  "auth.$provider_.callback": PUBLIC,
  "auth.callback": PUBLIC,
  "admin_.login": PUBLIC,
  // The invitation e-mail's link (choose a password), like reset-password.
  "accept-invitation": PUBLIC,
  // The sign-in lock's e-mailed link (lets a device sign in), like reset-password.
  "unlock-sign-in": PUBLIC,
  // The spec's other address of user management: a redirect to /admin/users, which asks who it is.
  "user-management": PUBLIC,
  // A customer's own pages (orders/favourites show a sign-in prompt to visitors, not a redirect).
  account: CUSTOMERS,
  "account.data[.]json": CUSTOMERS,
  // The same data as a page to read (issue 46).
  "account_.data": CUSTOMERS,
  // Proving a cellphone number with an SMS code (issue 43).
  "account_.phone": CUSTOMERS,
  // A saved delivery location, edited or removed by its owner (decision 0095).
  "account_.locations.$locationId": CUSTOMERS,
  "account_.locations.$locationId_.remove": CUSTOMERS,
  // Old addresses of /account: they only redirect there, and /account asks who it is.
  "my-account": PUBLIC,
  profile: PUBLIC,
  // The favourite toggle answers a malformed form with 400 before asking who it is.
  favorites: { ...CUSTOMERS, post: PUBLIC },
  reviews: CUSTOMERS,
  "cart.checkout": CHECKOUT,
  "cart.checkout_.confirmation.$orderNumber": CUSTOMERS,
  "orders._index": PUBLIC,
  "orders.$orderNumber": CUSTOMERS,
  // The customer's own order's tax invoice and cancellation (decision 0095): anyone else's is not found.
  "orders.$orderNumber_.invoice": CUSTOMERS,
  "orders.$orderNumber_.cancel": CUSTOMERS,
  // The back office.
  admin: LAYOUT,
  "admin._index": staff("dashboard"),
  "admin.bank-details": staff("payments"),
  // Orders: the list and its CSV export, one order (verifying a payment needs the payments area too), its proofs,
  // and an image proof's preview.
  "admin.orders": staff("orders"),
  "admin.orders_.export[.csv]": staff("orders"),
  // Analytics: the sales report and its CSV.
  "admin.analytics": staff("analytics"),
  "admin.analytics_.export[.csv]": staff("analytics"),
  "admin.orders_.$orderNumber": staff("orders"),
  "admin.orders_.$orderNumber_.proofs.$proofId": staff("orders"),
  "admin.orders_.$orderNumber_.proofs.$proofId_.preview": staff("orders"),
  "admin.orders_.$orderNumber_.invoice": staff("orders"),
  "admin.orders_.$orderNumber_.packing-slip": staff("orders"),
  "admin.delivery-settings": staff("deliverySettings"),
  // The shop's own settings: details, hours, home page, thresholds, features.
  "admin.settings": staff("settings"),
  // The System screen: the shop's health in words, green or red (decision 0104). Admins only, as the settings.
  "admin.system": staff("settings"),
  // The contact-messages inbox: the list, and one message (read, unread, archive).
  "admin.messages": staff("messages"),
  "admin.messages_.$messageId": staff("messages"),
  // Products: the list, the editor, new products.
  "admin.products": LAYOUT,
  "admin.products._index": staff("products"),
  "admin.products.new": staff("products"),
  "admin.products.$productId": staff("products"),
  // Product images and documents.
  "admin.products.$productId_.media": staff("products"),
  // Product CSV imports: the upload and past imports, one import's check, progress and result,
  // its errors as a CSV, and the file it was uploaded with (kept private: decision 0062).
  "admin.products.import": staff("products"),
  "admin.products.import_.$importId": staff("products"),
  "admin.products.import_.$importId_.errors": staff("products"),
  "admin.products.import_.$importId_.file": staff("products"),
  // Stock levels.
  "admin.stock-levels": staff("stock"),
  "admin.stock-levels_.$productId": staff("stock"),
  // Categories.
  "admin.category-management": staff("categories"),
  // Search synonyms (issue 45, decision 0098): the list, a new one, one to edit or delete; and the
  // searches that found nothing (read-only). The roles that keep the categories keep these.
  "admin.search-synonyms": LAYOUT,
  "admin.search-synonyms._index": staff("categories"),
  "admin.search-synonyms.new": staff("categories"),
  "admin.search-synonyms.$id": staff("categories"),
  "admin.search-misses": staff("categories"),
  // Special prices.
  "admin.specials": staff("specials"),
  // Bulk category assignment: the form and recent runs, and one run's progress page.
  "admin.bulk-category-assignment": staff("bulkCategoryAssignment"),
  "admin.bulk-category-assignment_.$runId": staff("bulkCategoryAssignment"),
  // The documentation center: the guides and stored documents, one document and its download;
  // creating and editing stored documents is for super admins.
  "admin.documentation": staff("documentation"),
  "admin.documentation_.$section.$documentId": staff("documentation"),
  "admin.documentation_.$section.$documentId_.download": staff("documentation"),
  "admin.documentation_.new": staff("documentationEditing"),
  "admin.documentation_.documents.$documentId_.edit": staff("documentationEditing"),
  // Help: the built-in guides for every staff member, one guide and its download; a guide not
  // written for the person's roles is refused inside with the same 403 page (decision 0070).
  "admin.help": staff("help"),
  "admin.help_.$section.$documentId": staff("help"),
  "admin.help_.$section.$documentId_.download": staff("help"),
  // Users and roles: the table, its panel and forms (invite, reset, roles, suspend, delete);
  // a password change (one's own: any staff; another's: super admin only, checked inside);
  // the audit log (read-only).
  // Clients: the list, one client's panel, the profile and delivery-location edit pages.
  "admin.clients": staff("clients"),
  "admin.users": staff("users"),
  "admin.password": staff("dashboard"),
  "admin.audit-log": staff("users"),
  // Newsletters: the list with the subscribers panel, the editor (also for a new one), a
  // newsletter's preview and its sending progress, and the subscribers as a CSV.
  "admin.newsletter-management": staff("newsletters"),
  "admin.newsletter-management_.$newsletterId": staff("newsletters"),
  "admin.newsletter-management_.$newsletterId_.preview": staff("newsletters"),
  "admin.newsletter-management_.$newsletterId_.progress": staff("newsletters"),
  "admin.newsletter-management_.subscribers[.csv]": staff("newsletters"),
  // Bulk SMS: the composer (Check, then Send after a confirmation), a send's progress, the log.
  "admin.sms": staff("bulkSms"),
  "admin.sms_.$sendId": staff("bulkSms"),
  "admin.sms_.log": staff("bulkSms"),
  // The SMS inbox: every reply from a phone beside its customer, Mark handled, opt a number out
  // (decision 0090). Customer support's, as the contact-messages inbox is.
  "admin.sms_.inbox": staff("messages"),
  // Review moderation: the counts, both lists and one review's moderation panel (?review=).
  "admin.reviews": staff("reviews"),
  // Blog: the list (publish, unpublish, delete), the dashboard, a new post, the editor and the preview.
  "admin.blog-management": staff("blog"),
  "admin.blog-dashboard": staff("blog"),
  "admin.blogs.new": staff("blog"),
  "admin.blogs.edit.$id": staff("blog"),
  "admin.blogs.preview.$id": staff("blog"),
  // Policies: the table with create, update (a new version) and activate/deactivate; one policy's versions.
  "admin.policy-management": staff("policies"),
  "admin.policy-management_.$id": staff("policies"),
  // The about page's text.
  "admin.about-management": staff("about"),
  // Videos: the homepage video screen (under both of its addresses) and the about video screen,
  // each with upload, Set Active and delete (asked first: ?confirm=).
  "admin.video-management": staff("videos"),
  "admin.home-video-management": staff("videos"),
  "admin.about-video-management": staff("videos"),
};

/** Who asks, in the test: nobody, a customer (no role), or staff with one role. */
export type Identity = { kind: "visitor" } | { kind: "signed-in"; roles: Role[] };

export type Expected =
  | { outcome: "allowed" }
  | { outcome: "sign-in"; path: "/login" | "/login/cellphone" | "/admin/login" }
  | { outcome: "sent-away" }
  | { outcome: "refused"; refusal: Refusal; openedBy: Area };

/** What the table promises one identity at one route, for a GET or a POST. */
export function expectedFor(route: RouteAccess, method: "GET" | "POST", identity: Identity): Expected {
  const access = method === "POST" && route.post ? route.post : route;
  switch (access.who) {
    case "public":
    case "layout":
      return { outcome: "allowed" };
    case "visitors":
      return identity.kind === "visitor" || method === "POST" ? { outcome: "allowed" } : { outcome: "sent-away" };
    case "customers":
      return identity.kind === "visitor"
        ? { outcome: "sign-in", path: access.signInAt ?? "/login" }
        : { outcome: "allowed" };
    case "staff":
      if (identity.kind === "visitor") return { outcome: "sign-in", path: "/admin/login" };
      if (canAccess(identity.roles, access.area)) return { outcome: "allowed" };
      // Staff are always told which roles open it (issue 48); a customer as the spec says.
      return {
        outcome: "refused",
        refusal: identity.roles.length > 0 ? "forbidden" : refusalFor(access.area),
        openedBy: access.area,
      };
  }
}
