import { randomUUID } from "node:crypto";
import { db } from "~/platform/db.server";
import { headers as layoutHeaders, loader as layoutLoader } from "~/routes/admin";
import { loader as bankLoader } from "~/routes/admin.bank-details";
import { action as adminLoginAction, loader as adminLoginLoader } from "~/routes/admin_.login";
import { asResponse, TEST_ORIGIN } from "../support/actions";
import { get, json, signedInUser, toastAfter } from "../support/route-calls";
import { insertUser } from "../support/users";

function signInPost(fields: Record<string, string>, cookie?: string) {
  const request = new Request(`${TEST_ORIGIN}/admin/login`, {
    method: "POST",
    headers: {
      Origin: TEST_ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 250)}`,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
  return asResponse(() => adminLoginAction({ request, params: {}, context: {} }));
}

type LoginPage = { redirectTo: string; signedInAs: string | null };
type Layout = { staff: null | { name: string; roles: string[]; nav: { label: string; screens: { to: string }[] }[] } };

describe("the admin sign-in", () => {
  it("signs staff in with the same accounts and lands on the screen asked for", async () => {
    const manager = await insertUser(db(), { roles: ["inventory_manager"] });
    const page = await json<LoginPage>(
      await get(adminLoginLoader, "/admin/login?redirectTo=%2Fadmin%2Fdelivery-settings"),
    );
    expect(page).toEqual(expect.objectContaining({ redirectTo: "/admin/delivery-settings", signedInAs: null }));

    const response = await signInPost({
      email: manager.email,
      password: manager.password,
      redirectTo: "/admin/stock-levels",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/stock-levels");
    const sessions = await db().selectFrom("sessions").select("user_id").where("user_id", "=", manager.id).execute();
    expect(sessions).toHaveLength(1);
  });

  it("lands on /admin without a page to return to, and never on another site", async () => {
    const admin = await insertUser(db(), { roles: ["admin"] });
    const home = await signInPost({ email: admin.email, password: admin.password, redirectTo: "" });
    expect(home.headers.get("Location")).toBe("/admin");
    const away = await signInPost({ email: admin.email, password: admin.password, redirectTo: "//evil.example/x" });
    expect(away.headers.get("Location")).toBe("/admin");
  });

  it("refuses a wrong password with the login page's message and keeps no session", async () => {
    const admin = await insertUser(db(), { roles: ["admin"] });
    const response = await signInPost({ email: admin.email, password: "not-the-password" });
    expect(response.status).toBe(400);
    const body = await json<{ result: { error: Record<string, string[]> } }>(response);
    expect(body.result.error[""]).toEqual(["Failed to sign in. Please check your credentials."]);
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", admin.id).execute()).toEqual([]);
  });

  it("tells someone signed in without the role that this account cannot open the screen", async () => {
    const customer = await signedInUser([]);
    const page = await json<LoginPage>(
      await get(adminLoginLoader, "/admin/login?redirectTo=%2Fadmin%2Fproducts", customer.cookie),
    );
    expect(page.signedInAs).toBe(customer.email);
  });

  it("sends staff who are already signed in on to /admin", async () => {
    const staff = await signedInUser(["order_processor"]);
    const response = await get(adminLoginLoader, "/admin/login", staff.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin");
  });
});

describe("the admin layout", () => {
  it("is private and kept out of search indexes", () => {
    const headers = new Headers(layoutHeaders({} as Parameters<typeof layoutHeaders>[0]) as HeadersInit);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("offers each person the screens their roles open, and nothing to a customer", async () => {
    const officer = await signedInUser(["financial_officer"]);
    const layout = await json<Layout>(await get(layoutLoader, "/admin", officer.cookie));
    expect(layout.staff?.roles).toEqual(["Financial officer"]);
    expect(layout.staff?.nav.flatMap((group) => group.screens.map((screen) => screen.to))).toEqual([
      "/admin/orders",
      "/admin/analytics",
      "/admin/bank-details",
      "/admin/help",
    ]);

    const customer = await signedInUser([]);
    expect(await json<Layout>(await get(layoutLoader, "/admin", customer.cookie))).toEqual({ staff: null });
    expect(await json<Layout>(await get(layoutLoader, "/admin"))).toEqual({ staff: null });
  });

  it("refuses as each screen's area says: the admin sign-in for visitors, 403 where the spec is silent", async () => {
    const visitor = await get(bankLoader, "/admin/bank-details?from=x");
    expect(visitor.headers.get("Location")).toBe(
      `/admin/login?redirectTo=${encodeURIComponent("/admin/bank-details?from=x")}`,
    );
    const manager = await signedInUser(["inventory_manager"]);
    const refused = await get(bankLoader, "/admin/bank-details", manager.cookie);
    expect(refused.status).toBe(403);
    // Not a bare 403: the roles that open the screen, and who can give one (by name, to staff).
    const giver = await insertUser(db(), { roles: ["admin"] });
    await db()
      .updateTable("users")
      .set({ first_name: "Thandi", last_name: "Nkosi" })
      .where("id", "=", giver.id)
      .execute();
    const suspended = await insertUser(db(), { roles: ["super_admin"], suspended: true });
    await db()
      .updateTable("users")
      .set({ first_name: "Gone", last_name: "Away" })
      .where("id", "=", suspended.id)
      .execute();
    const info = await json<{ kind: string; openedBy: string[]; askNames: string[] }>(
      await get(bankLoader, "/admin/bank-details", manager.cookie),
    );
    expect(info.kind).toBe("no-access");
    expect(info.openedBy).toEqual(["Super admin", "Admin", "Financial officer"]);
    expect(info.askNames).toContain("Thandi Nkosi (Admin)");
    expect(info.askNames.some((name) => name.startsWith("Gone Away"))).toBe(false);
    // A customer is told which roles open it, and shown no staff member's name.
    const customer = await signedInUser([]);
    const told = await get(bankLoader, "/admin/bank-details", customer.cookie);
    expect(told.status).toBe(403);
    expect(await json(told)).toMatchObject({ kind: "no-access", askNames: [] });
  });

  it("sends a refused person home with a toast where the spec says 'to home'", async () => {
    const { requireStaff } = await import("~/accounts/auth.server");
    const customer = await signedInUser([]);
    const refusal = await asResponse(() =>
      requireStaff(
        new Request(`${TEST_ORIGIN}/admin/${randomUUID()}`, { headers: { Cookie: customer.cookie } }),
        "stock",
      ),
    );
    expect(refusal.status).toBe(302);
    expect(refusal.headers.get("Location")).toBe("/");
    expect(await toastAfter(refusal, customer.cookie)).toMatchObject({
      title: "No access",
      description: "You do not have access to this part of the back office.",
    });
    const toLogin = await asResponse(() =>
      requireStaff(new Request(`${TEST_ORIGIN}/admin/products`, { headers: { Cookie: customer.cookie } }), "products"),
    );
    expect(toLogin.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fproducts");
  });
});
