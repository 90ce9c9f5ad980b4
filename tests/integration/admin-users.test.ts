import "../support/seeded-database";
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { signIn } from "~/accounts/auth.server";
import { USER_MESSAGES } from "~/accounts/messages";
import { db } from "~/platform/db.server";
import { action as acceptAction, loader as acceptLoader } from "~/routes/accept-invitation";
import { loader as auditLoader } from "~/routes/admin.audit-log";
import { action as passwordAction, loader as passwordLoader } from "~/routes/admin.password";
import { action, loader } from "~/routes/admin.users";
import { loader as userManagementLoader } from "~/routes/user-management";
import { asResponse, TEST_ORIGIN } from "../support/actions";
import { expectNoAccessPage } from "../support/no-access";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";
import { insertSession, insertUser } from "../support/users";

// A stand-in for the breached-password range API: it lists "Password123!Password".
const BREACHED = "Password123!Password";
const breachedHash = createHash("sha1").update(BREACHED).digest("hex").toUpperCase();
const rangeServer = http.createServer((_request, response) => {
  response.end(`${breachedHash.slice(5)}:120\r\n0000000000000000000000000000000000A:1`);
});
await new Promise<void>((resolve) => rangeServer.listen(0, "127.0.0.1", resolve));
process.env.PWNED_PASSWORDS_URL = `http://127.0.0.1:${(rangeServer.address() as AddressInfo).port}/range/`;
afterAll(() => rangeServer.close());

const NEW_PASSWORD = "Mielie-Oes-2026!";

type UsersPage = {
  users: { id: string; email: string; roles: string[]; status: string; lastSignInAt: string | null }[];
  hasMore: boolean;
  selected: null | { id: string; roles: string[]; activity: string[]; hasActivity: boolean; status: string };
};

/** Posts the roles form: several `roles` values, as the checkboxes send them. */
function postRoles(userId: string, roles: string[], cookie: string) {
  const body = new URLSearchParams({ intent: "roles", userId });
  for (const role of roles) body.append("roles", role);
  const request = new Request(`${TEST_ORIGIN}/admin/users?user=${userId}`, {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body,
  });
  return asResponse(() => action({ request, params: {}, context: {} }));
}

const rolesOf = async (userId: string) =>
  (await db().selectFrom("user_roles").select("role").where("user_id", "=", userId).orderBy("role").execute()).map(
    (row) => row.role,
  );
const sessionsOf = async (userId: string) =>
  (await db().selectFrom("sessions").select("id").where("user_id", "=", userId).execute()).length;
const auditOf = (userId: string) =>
  db()
    .selectFrom("audit_log")
    .select(["action", "actor_id", "details"])
    .where("entity_type", "=", "user")
    .where("entity_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();

/** Only `keep` stays a super admin in this file's database (the seeded ones lose the role). */
async function onlySuperAdmin(keep: string) {
  await db().deleteFrom("user_roles").where("role", "=", "super_admin").where("user_id", "!=", keep).execute();
}

describe("the users table", () => {
  it("lists users with roles, last sign-in and state, finds them by name or e-mail, and pages", async () => {
    const admin = await signedInUser(["admin"]);
    const tag = `tbl${Date.now()}`;
    const staff = await insertUser(db(), {
      email: `${tag}-staff@example.com`,
      roles: ["order_processor", "customer_support"],
    });
    const suspended = await insertUser(db(), { email: `${tag}-gone@example.com`, suspended: true });
    await db()
      .insertInto("login_attempts")
      .values({
        email: staff.email,
        user_id: staff.id,
        ip_address: "1.2.3.4",
        succeeded: 1,
        attempted_at: "2026-03-01T08:00:00.000Z",
      })
      .execute();
    const page = await json<UsersPage>(await get(loader, `/admin/users?search=${tag}`, admin.cookie));
    expect(page.users.map((user) => user.email).sort()).toEqual([staff.email, suspended.email].sort());
    const staffRow = page.users.find((user) => user.id === staff.id);
    expect(staffRow).toMatchObject({ status: "active", lastSignInAt: "2026-03-01T08:00:00.000Z" });
    expect(staffRow?.roles.sort()).toEqual(["customer_support", "order_processor"]);
    expect(page.users.find((user) => user.id === suspended.id)).toMatchObject({
      status: "suspended",
      lastSignInAt: null,
    });

    for (let index = 0; index < 26; index += 1) await insertUser(db(), { email: `${tag}-p${index}@example.com` });
    const first = await json<UsersPage>(await get(loader, `/admin/users?search=${tag}-p`, admin.cookie));
    expect(first.users).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    const more = await json<UsersPage>(
      await get(loader, `/admin/users?search=${tag}-p&limit=50&user=nobody`, admin.cookie),
    );
    expect(more.users).toHaveLength(26);
    expect(more.selected).toBeNull();
  });

  it("refuses staff without the users area with the page, sends visitors to the admin sign-in; /user-management leads to the same screen", async () => {
    const processor = await signedInUser(["order_processor"]);
    await expectNoAccessPage(await get(loader, "/admin/users", processor.cookie), "users");
    const visitor = await get(loader, "/admin/users");
    expect(visitor.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fusers");
    const moved = await get(userManagementLoader, "/user-management?search=x");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/admin/users?search=x");
  });
});

describe("roles", () => {
  it("assigns and removes several roles at once, audited, with the spec's message", async () => {
    const admin = await signedInUser(["admin"]);
    const target = await insertUser(db(), { roles: ["inventory_manager"] });
    const saved = await postRoles(target.id, ["order_processor", "content_manager"], admin.cookie);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/admin/users?user=${target.id}`);
    expect((await toastAfter(saved, admin.cookie))?.title).toBe("User roles updated successfully");
    expect(await rolesOf(target.id)).toEqual(["content_manager", "order_processor"]);
    const [entry] = await auditOf(target.id);
    expect(entry?.action).toBe("user.roles");
    expect(entry?.actor_id).toBe(admin.id);
    expect(JSON.parse(entry?.details ?? "{}").changes.roles).toEqual({
      from: ["inventory_manager"],
      to: ["order_processor", "content_manager"],
    });

    const none = await postRoles(target.id, [], admin.cookie);
    expect(none.status).toBe(302);
    expect(await rolesOf(target.id)).toEqual([]);
  });

  it("refuses an unknown role with 400 and an unknown user with 404, changing nothing", async () => {
    const admin = await signedInUser(["admin"]);
    const target = await insertUser(db(), { roles: ["inventory_manager"] });
    const bad = await postRoles(target.id, ["emperor"], admin.cookie);
    expect(bad.status).toBe(400);
    expect((await json<{ message: string }>(bad)).message).toBe(USER_MESSAGES.rolesFailed);
    const missing = await postRoles("no-such-user", ["admin"], admin.cookie);
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({
      title: USER_MESSAGES.rolesFailed,
      message: USER_MESSAGES.userNotFound,
    });
    expect(await rolesOf(target.id)).toEqual(["inventory_manager"]);
  });

  it("keeps the last super admin, refuses taking super admin from oneself, and lets only super admins give it", async () => {
    const boss = await signedInUser(["super_admin"]);
    await onlySuperAdmin(boss.id);
    const admin = await signedInUser(["admin"]);

    // The last super admin cannot lose the role, not even from an admin's hand...
    const byAdmin = await postRoles(boss.id, ["admin"], admin.cookie);
    expect(byAdmin.status).toBe(409);
    expect(await json(byAdmin)).toMatchObject({
      title: USER_MESSAGES.rolesFailed,
      message: USER_MESSAGES.lastSuperAdmin,
    });
    const own = await postRoles(boss.id, ["admin"], boss.cookie);
    expect(own.status).toBe(409);
    expect((await json<{ message: string }>(own)).message).toBe(USER_MESSAGES.lastSuperAdmin);
    expect(await rolesOf(boss.id)).toEqual(["super_admin"]);

    // An admin cannot make anyone a super admin; a super admin can.
    const raise = await postRoles(admin.id, ["admin", "super_admin"], admin.cookie);
    expect(raise.status).toBe(409);
    expect(await rolesOf(admin.id)).toEqual(["admin"]);
    // With a second super admin, nobody takes it from themself; another super admin may.
    const second = await insertUser(db(), { roles: ["admin"] });
    expect((await postRoles(second.id, ["super_admin"], boss.cookie)).status).toBe(302);
    const ownWithTwo = await postRoles(boss.id, ["admin"], boss.cookie);
    expect((await json<{ message: string }>(ownWithTwo)).message).toBe(USER_MESSAGES.ownSuperAdmin);
    const byAdminWithTwo = await postRoles(second.id, ["admin"], admin.cookie);
    expect((await json<{ message: string }>(byAdminWithTwo)).message).toBe(USER_MESSAGES.superAdminOnly);
    expect((await postRoles(second.id, ["admin"], boss.cookie)).status).toBe(302);
    expect(await rolesOf(second.id)).toEqual(["admin"]);
    expect(await rolesOf(boss.id)).toEqual(["super_admin"]);
  });

  it("counts only super admins who can sign in: with the other one suspended, the last keeps the role", async () => {
    const boss = await signedInUser(["super_admin"]);
    await onlySuperAdmin(boss.id);
    const other = await insertUser(db(), { roles: ["super_admin"], suspended: true });
    const admin = await signedInUser(["admin"]);
    const refused = await postRoles(boss.id, ["admin"], admin.cookie);
    expect(await json(refused)).toMatchObject({ message: USER_MESSAGES.lastSuperAdmin });
    expect(await rolesOf(boss.id)).toEqual(["super_admin"]);
    expect(await rolesOf(other.id)).toEqual(["super_admin"]);
  });
});

describe("suspension", () => {
  it("stops sign-in at once and ends every session; unsuspend gives it back; both audited", async () => {
    const admin = await signedInUser(["admin"]);
    const target = await signedInUser(["order_processor"]);
    await insertSession(db(), target.id);
    expect(await sessionsOf(target.id)).toBe(2);

    const done = await post(
      action,
      `/admin/users?user=${target.id}`,
      { intent: "suspend", userId: target.id },
      admin.cookie,
    );
    expect(done.status).toBe(302);
    expect((await toastAfter(done, admin.cookie))?.title).toBe("User Suspended");
    expect(await sessionsOf(target.id)).toBe(0);
    // Their old cookie opens nothing any more.
    expect((await get(loader, "/admin/users", target.cookie)).headers.get("Location")).toMatch(/^\/admin\/login/);
    const signInRequest = new Request(`${TEST_ORIGIN}/login`, {
      method: "POST",
      headers: { "X-Forwarded-For": "10.9.8.7" },
    });
    const refused = await signIn(signInRequest, { email: target.email, password: target.password, remember: false });
    expect(refused.ok).toBe(false);

    const back = await post(
      action,
      `/admin/users?user=${target.id}`,
      { intent: "unsuspend", userId: target.id },
      admin.cookie,
    );
    expect((await toastAfter(back, admin.cookie))?.title).toBe("User Unsuspended");
    const again = await signIn(signInRequest, { email: target.email, password: target.password, remember: false });
    expect(again.ok).toBe(true);
    expect((await auditOf(target.id)).map((entry) => entry.action)).toEqual(["user.suspend", "user.unsuspend"]);
  });

  it("refuses suspending oneself, the last super admin, or a super admin by an admin", async () => {
    const boss = await signedInUser(["super_admin"]);
    await onlySuperAdmin(boss.id);
    const admin = await signedInUser(["admin"]);
    const self = await post(action, "/admin/users", { intent: "suspend", userId: admin.id }, admin.cookie);
    expect(self.status).toBe(409);
    expect(await json(self)).toMatchObject({ title: USER_MESSAGES.suspendFailed, message: USER_MESSAGES.notYourself });
    const last = await post(action, "/admin/users", { intent: "suspend", userId: boss.id }, admin.cookie);
    expect((await json<{ message: string }>(last)).message).toBe(USER_MESSAGES.lastSuperAdmin);
    const other = await insertUser(db(), { roles: ["super_admin"] });
    const byAdmin = await post(action, "/admin/users", { intent: "suspend", userId: other.id }, admin.cookie);
    expect((await json<{ message: string }>(byAdmin)).message).toBe(USER_MESSAGES.superAdminOnly);
    const suspendedAt = await db()
      .selectFrom("users")
      .select("suspended_at")
      .where("id", "in", [boss.id, other.id, admin.id])
      .execute();
    expect(suspendedAt.map((row) => row.suspended_at)).toEqual([null, null, null]);
  });
});

const lastEmailTo = (address: string) =>
  db()
    .selectFrom("outgoing_emails")
    .select(["kind", "subject", "text_body"])
    .where("to_address", "=", address)
    .orderBy("created_at", "desc")
    .executeTakeFirst();

const linkIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`http://localhost:3000${path}\\?token=([^\\s]+)`));
  return match ? decodeURIComponent(match[1] ?? "") : "";
};

describe("invitations and password resets", () => {
  it("invites by e-mail: the user shows as invited, the link sets a password once, then sign-in works", async () => {
    const admin = await signedInUser(["admin"]);
    const address = `invitee-${Date.now()}@example.com`;
    const sent = await post(
      action,
      "/admin/users",
      { intent: "invite", email: ` ${address.toUpperCase()} `, roles: "order_processor" },
      admin.cookie,
    );
    expect(sent.status).toBe(302);
    expect(await toastAfter(sent, admin.cookie)).toMatchObject({ title: "Invitation Sent" });
    const page = await json<UsersPage>(await get(loader, `/admin/users?search=${address}`, admin.cookie));
    expect(page.users).toEqual([
      expect.objectContaining({ email: address, status: "invited", roles: ["order_processor"] }),
    ]);

    const email = await lastEmailTo(address);
    expect(email?.kind).toBe("invitation");
    expect(email?.text_body).toContain("as Order processor");
    expect(email?.text_body).toContain("http://localhost:3000/admin/login");
    const token = linkIn(email?.text_body ?? "", "/accept-invitation");
    expect(token).not.toBe("");
    const open = await get(acceptLoader, `/accept-invitation?token=${encodeURIComponent(token)}`);
    expect(await json(open)).toMatchObject({ email: address });

    // The shop's password rules and breached-password check apply.
    const weak = await post(acceptAction, "/accept-invitation", { token, password: "short", confirmPassword: "short" });
    expect(weak.status).toBe(400);
    const breached = await post(acceptAction, "/accept-invitation", {
      token,
      password: BREACHED,
      confirmPassword: BREACHED,
    });
    expect(breached.status).toBe(400);

    const accepted = await post(acceptAction, "/accept-invitation", {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin");
    const request = new Request(`${TEST_ORIGIN}/login`, { method: "POST", headers: { "X-Forwarded-For": "10.1.1.1" } });
    expect((await signIn(request, { email: address, password: NEW_PASSWORD, remember: false })).ok).toBe(true);
    const after = await json<UsersPage>(await get(loader, `/admin/users?search=${address}`, admin.cookie));
    expect(after.users[0]?.status).toBe("active");

    // Used once: opened again, the link says so and where staff sign in; it cannot set a password again.
    const reused = await get(acceptLoader, `/accept-invitation?token=${encodeURIComponent(token)}`);
    expect(reused.status).toBe(200);
    expect(await json(reused)).toEqual({ used: true, messages: expect.any(Object) });
    const reusedPost = await post(acceptAction, "/accept-invitation", {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reusedPost.headers.get("Location")).toBe("/login");
  });

  it("refuses an expired invitation link", async () => {
    const admin = await signedInUser(["admin"]);
    const address = `late-${Date.now()}@example.com`;
    await post(action, "/admin/users", { intent: "invite", email: address, roles: "admin" }, admin.cookie);
    const token = linkIn((await lastEmailTo(address))?.text_body ?? "", "/accept-invitation");
    await db()
      .updateTable("one_time_tokens")
      .set({ expires_at: "2020-01-01T00:00:00.000Z" })
      .where("email", "=", address)
      .execute();
    expect(
      (await get(acceptLoader, `/accept-invitation?token=${encodeURIComponent(token)}`)).headers.get("Location"),
    ).toBe("/login");
  });

  it("refuses an empty or malformed address with the spec's message, and an address that already has an account", async () => {
    const admin = await signedInUser(["admin"]);
    const empty = await post(action, "/admin/users", { intent: "invite", email: " " }, admin.cookie);
    expect(empty.status).toBe(400);
    expect(await json(empty)).toMatchObject({ form: "invite", message: "Please enter an email address" });
    const emptyReset = await post(action, "/admin/users", { intent: "reset", email: "" }, admin.cookie);
    expect(await json(emptyReset)).toMatchObject({ form: "reset", message: "Please enter an email address" });
    const taken = await post(
      action,
      "/admin/users",
      { intent: "invite", email: admin.email, roles: "admin" },
      admin.cookie,
    );
    expect(taken.status).toBe(409);
    expect(await json(taken)).toMatchObject({
      title: USER_MESSAGES.inviteFailed,
      message: USER_MESSAGES.alreadyRegistered,
    });
    const unknown = await post(
      action,
      "/admin/users",
      { intent: "reset", email: "nobody-here@example.com" },
      admin.cookie,
    );
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ title: USER_MESSAGES.resetFailed });
  });

  it("invites only with at least one role, and only a super admin invites a super admin", async () => {
    const admin = await signedInUser(["admin"]);
    const address = `roleless-${Date.now()}@example.com`;
    const none = await post(action, "/admin/users", { intent: "invite", email: address }, admin.cookie);
    const inviteAsSuperAdmin: [string, string][] = [
      ["intent", "invite"],
      ["email", address],
      ["roles", "super_admin"],
      ["roles", "admin"],
    ];
    expect(none.status).toBe(400);
    // What was typed comes back, so nothing is typed twice.
    expect(await json(none)).toMatchObject({
      form: "invite",
      message: USER_MESSAGES.inviteRolesRequired,
      email: address,
    });
    const raised = await post(action, "/admin/users", inviteAsSuperAdmin, admin.cookie);
    expect(raised.status).toBe(403);
    expect(await json(raised)).toMatchObject({
      message: USER_MESSAGES.superAdminOnly,
      roles: ["super_admin", "admin"],
    });
    expect(await db().selectFrom("users").select("id").where("email", "=", address).executeTakeFirst()).toBeUndefined();

    const superAdmin = await signedInUser(["super_admin"]);
    const given = await post(action, "/admin/users", inviteAsSuperAdmin, superAdmin.cookie);
    expect(given.status).toBe(302);
    const invited = await db().selectFrom("users").select("id").where("email", "=", address).executeTakeFirstOrThrow();
    const roles = await db().selectFrom("user_roles").select("role").where("user_id", "=", invited.id).execute();
    expect(roles.map((row) => row.role).sort()).toEqual(["admin", "super_admin"]);
    const audit = await db()
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", "user.invite")
      .where("entity_id", "=", invited.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? "{}")).toMatchObject({ roles: ["super_admin", "admin"] });
  });

  it("sends a password reset link, audited, with the spec's message", async () => {
    const admin = await signedInUser(["admin"]);
    const target = await insertUser(db());
    const sent = await post(action, "/admin/users", { intent: "reset", email: target.email }, admin.cookie);
    expect((await toastAfter(sent, admin.cookie))?.title).toBe("Password Reset Sent");
    const email = await lastEmailTo(target.email);
    expect(email?.kind).toBe("reset-password");
    expect(linkIn(email?.text_body ?? "", "/reset-password")).not.toBe("");
    expect((await auditOf(target.id)).map((entry) => entry.action)).toEqual(["user.password-reset-sent"]);
  });
});

describe("deleting", () => {
  it("is for super admins only; checks activity first and recommends suspending; deletes an account without any", async () => {
    const boss = await signedInUser(["super_admin"]);
    const admin = await signedInUser(["admin"]);
    const quiet = await insertUser(db());
    const busy = await insertUser(db(), { roles: ["order_processor"] });
    const product = await db().selectFrom("products").select("id").limit(1).executeTakeFirstOrThrow();
    await db()
      .insertInto("product_reviews")
      .values({ id: `review-${busy.id}`, product_id: product.id, user_id: busy.id, rating: 4 })
      .execute();
    await db()
      .insertInto("audit_log")
      .values({ id: `audit-${busy.id}`, actor_id: busy.id, action: "order.status", entity_type: "order" })
      .execute();

    const byAdmin = await post(action, "/admin/users", { intent: "delete", userId: quiet.id }, admin.cookie);
    expect(byAdmin.status).toBe(403);
    expect(await json(byAdmin)).toMatchObject({
      title: USER_MESSAGES.deleteFailed,
      message: USER_MESSAGES.superAdminOnly,
    });

    const panel = await json<UsersPage>(await get(loader, `/admin/users?user=${busy.id}&confirm=delete`, boss.cookie));
    expect(panel.selected).toMatchObject({ hasActivity: true, activity: ["1 product review", "1 staff action"] });
    const refused = await post(action, "/admin/users", { intent: "delete", userId: busy.id }, boss.cookie);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      title: USER_MESSAGES.deleteFailed,
      message: USER_MESSAGES.hasActivity,
    });
    expect(await db().selectFrom("users").select("id").where("id", "=", busy.id).executeTakeFirst()).toBeDefined();

    const quietPanel = await json<UsersPage>(await get(loader, `/admin/users?user=${quiet.id}`, boss.cookie));
    expect(quietPanel.selected).toMatchObject({ hasActivity: false, activity: [] });
    const deleted = await post(action, "/admin/users", { intent: "delete", userId: quiet.id }, boss.cookie);
    expect(deleted.status).toBe(302);
    expect((await toastAfter(deleted, boss.cookie))?.title).toBe("User Deleted");
    expect(await db().selectFrom("users").select("id").where("id", "=", quiet.id).executeTakeFirst()).toBeUndefined();
    const entry = await auditOf(quiet.id);
    expect(entry.map((row) => row.action)).toEqual(["user.delete"]);
  });
});

describe("password changes", () => {
  const change = (cookie: string, fields: Record<string, string>, user?: string) =>
    post(passwordAction, `/admin/password${user ? `?user=${user}` : ""}`, fields, cookie);

  it("changes one's own password with the current one, keeping this session and ending the others", async () => {
    const me = await signedInUser(["inventory_manager"]);
    const elsewhere = await insertSession(db(), me.id);
    expect(elsewhere).not.toBe("");
    const missing = await change(me.cookie, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(missing.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(missing)).errors.currentPassword).toBe(
      "Current password is required",
    );
    const wrong = await change(me.cookie, {
      currentPassword: "nope",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect((await json<{ errors: Record<string, string> }>(wrong)).errors.currentPassword).toBe(
      USER_MESSAGES.currentPasswordWrong,
    );
    const done = await change(me.cookie, {
      currentPassword: me.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.status).toBe(302);
    expect((await toastAfter(done, me.cookie))?.title).toBe("Password Updated");
    expect(await sessionsOf(me.id)).toBe(1);
    const request = new Request(`${TEST_ORIGIN}/login`, { method: "POST", headers: { "X-Forwarded-For": "10.2.2.2" } });
    expect((await signIn(request, { email: me.email, password: NEW_PASSWORD, remember: false })).ok).toBe(true);
  });

  it("lets an account that signs in with Google or Facebook only set its first password without a current one", async () => {
    const me = await signedInUser(["inventory_manager"]);
    await db().updateTable("users").set({ password_hash: null }).where("id", "=", me.id).execute();
    const page = await json<{ own: boolean; needsCurrent: boolean }>(
      await get(passwordLoader, "/admin/password", me.cookie),
    );
    expect(page).toMatchObject({ own: true, needsCurrent: false });
    const done = await change(me.cookie, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(done.status).toBe(302);
    const request = new Request(`${TEST_ORIGIN}/login`, { method: "POST", headers: { "X-Forwarded-For": "10.2.2.3" } });
    expect((await signIn(request, { email: me.email, password: NEW_PASSWORD, remember: false })).ok).toBe(true);
    // From then on the password is asked for, as for every other account.
    const again = await change(me.cookie, { newPassword: `${NEW_PASSWORD}x`, confirmPassword: `${NEW_PASSWORD}x` });
    expect((await json<{ errors: Record<string, string> }>(again)).errors.currentPassword).toBe(
      "Current password is required",
    );
  });

  it("tells the rules in the spec's words, with the shop's 12 characters, and refuses breached passwords", async () => {
    const me = await signedInUser(["admin"]);
    const errors = async (fields: Record<string, string>) =>
      (
        await json<{ errors: Record<string, string> }>(
          await change(me.cookie, { currentPassword: me.password, ...fields }),
        )
      ).errors;
    expect((await errors({ newPassword: "", confirmPassword: "" })).newPassword).toBe("New password is required");
    expect((await errors({ newPassword: "Ab1!", confirmPassword: "Ab1!" })).newPassword).toBe(
      "Password must be at least 12 characters long",
    );
    expect((await errors({ newPassword: "ABCDEFGHIJK1!", confirmPassword: "ABCDEFGHIJK1!" })).newPassword).toBe(
      "Password must contain at least one lowercase letter",
    );
    expect((await errors({ newPassword: "abcdefghijk1!", confirmPassword: "abcdefghijk1!" })).newPassword).toBe(
      "Password must contain at least one uppercase letter",
    );
    expect((await errors({ newPassword: "Abcdefghijkl!", confirmPassword: "Abcdefghijkl!" })).newPassword).toBe(
      "Password must contain at least one number",
    );
    expect((await errors({ newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` })).confirmPassword).toBe(
      "New passwords do not match",
    );
    expect((await errors({ newPassword: BREACHED, confirmPassword: BREACHED })).newPassword).toMatch(/data breaches/);
  });

  it("lets only a super admin change another user's password, without their current one; that user's sessions end", async () => {
    const boss = await signedInUser(["super_admin"]);
    const admin = await signedInUser(["admin"]);
    const target = await signedInUser(["order_processor"]);
    const refusedPage = await get(passwordLoader, `/admin/password?user=${target.id}`, admin.cookie);
    expect(refusedPage.status).toBe(403);
    const refused = await change(admin.cookie, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, target.id);
    expect(refused.status).toBe(403);
    expect(await get(passwordLoader, `/admin/password?user=${target.id}`, boss.cookie).then((r) => r.status)).toBe(200);
    const done = await change(boss.cookie, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, target.id);
    expect(done.headers.get("Location")).toBe(`/admin/users?user=${target.id}`);
    expect(await sessionsOf(target.id)).toBe(0);
    expect((await auditOf(target.id)).map((entry) => entry.action)).toEqual(["user.password"]);
  });
});

describe("the audit log", () => {
  type Log = {
    entries: {
      actor: string;
      action: string;
      area: string;
      href: string | null;
      lines: { field: string; before: string | null; after: string | null }[];
    }[];
    hasNext: boolean;
    people: { id: string; email: string }[];
  };

  it("shows staff changes newest first with who, what, a link and before/after; filters by person, area and date; pages", async () => {
    const boss = await signedInUser(["super_admin"]);
    const actor = await signedInUser(["admin"]);
    const target = await insertUser(db(), { roles: ["inventory_manager"] });
    await postRoles(target.id, ["order_processor"], actor.cookie);
    await post(action, "/admin/users", { intent: "suspend", userId: target.id }, actor.cookie);

    const mine = await json<Log>(await get(auditLoader, `/admin/audit-log?actor=${actor.id}`, boss.cookie));
    expect(mine.entries.map((entry) => entry.action)).toEqual(["User suspended", "User's roles changed"]);
    expect(mine.entries[1]).toMatchObject({
      actor: actor.email,
      area: "Users",
      href: `/admin/users?user=${target.id}`,
    });
    expect(mine.entries[1]?.lines).toContainEqual({
      field: "Roles",
      before: "Inventory manager",
      after: "Order processor",
    });
    expect(mine.people.map((person) => person.id)).toContain(actor.id);

    const otherArea = await json<Log>(
      await get(auditLoader, `/admin/audit-log?actor=${actor.id}&area=order`, boss.cookie),
    );
    expect(otherArea.entries).toEqual([]);
    const past = await json<Log>(
      await get(auditLoader, `/admin/audit-log?actor=${actor.id}&to=2020-01-01`, boss.cookie),
    );
    expect(past.entries).toEqual([]);
    const today = new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10);
    const now = await json<Log>(
      await get(auditLoader, `/admin/audit-log?actor=${actor.id}&from=${today}&to=${today}`, boss.cookie),
    );
    expect(now.entries).toHaveLength(2);

    for (let index = 0; index < 51; index += 1) {
      await db()
        .insertInto("audit_log")
        .values({ id: `page-${index}-${target.id}`, actor_id: target.id, action: "test.entry", entity_type: "user" })
        .execute();
    }
    const first = await json<Log>(await get(auditLoader, `/admin/audit-log?actor=${target.id}`, boss.cookie));
    expect(first.entries).toHaveLength(50);
    expect(first.hasNext).toBe(true);
    const second = await json<Log>(await get(auditLoader, `/admin/audit-log?actor=${target.id}&page=2`, boss.cookie));
    expect(second.entries).toHaveLength(1);
    expect(second.hasNext).toBe(false);
    // Nonsense in the address is ignored, never an error.
    expect((await get(auditLoader, "/admin/audit-log?page=lots&from=2026-02-30", boss.cookie)).status).toBe(200);
  });

  it("is for super admins and admins only", async () => {
    const support = await signedInUser(["customer_support"]);
    await expectNoAccessPage(await get(auditLoader, "/admin/audit-log", support.cookie), "users");
  });
});
