import { USER_MESSAGES } from "./messages";
import { activitySummary, hasActivity, lockOutRefusal, roleChangeRefusal, userStatus } from "./user-admin";

const superAdmin = { id: "sa", roles: ["super_admin"] as const };
const admin = { id: "ad", roles: ["admin"] as const };

describe("role changes", () => {
  it("lets a super admin take super admin from another while another one remains", () => {
    expect(roleChangeRefusal(superAdmin, { id: "x", roles: ["super_admin"] }, ["admin"], 2)).toBeNull();
  });
  it("refuses taking super admin from the last active super admin", () => {
    expect(roleChangeRefusal(superAdmin, { id: "x", roles: ["super_admin"] }, [], 1)).toBe(
      USER_MESSAGES.lastSuperAdmin,
    );
  });
  it("tells the last super admin, whoever asks, that the role stays", () => {
    expect(roleChangeRefusal(superAdmin, { id: "sa", roles: ["super_admin"] }, ["admin"], 1)).toBe(
      USER_MESSAGES.lastSuperAdmin,
    );
    expect(roleChangeRefusal(admin, { id: "x", roles: ["super_admin"] }, [], 1)).toBe(USER_MESSAGES.lastSuperAdmin);
  });
  it("refuses a super admin taking the role from themself, even with others left", () => {
    expect(roleChangeRefusal(superAdmin, { id: "sa", roles: ["super_admin"] }, ["admin"], 3)).toBe(
      USER_MESSAGES.ownSuperAdmin,
    );
  });
  it("lets only a super admin give or take super admin", () => {
    expect(roleChangeRefusal(admin, { id: "x", roles: [] }, ["super_admin"], 1)).toBe(USER_MESSAGES.superAdminOnly);
    expect(roleChangeRefusal(admin, { id: "x", roles: ["super_admin"] }, [], 2)).toBe(USER_MESSAGES.superAdminOnly);
    expect(roleChangeRefusal(superAdmin, { id: "x", roles: [] }, ["super_admin"], 1)).toBeNull();
  });
  it("lets an admin change other roles of anyone, a super admin's included", () => {
    expect(roleChangeRefusal(admin, { id: "x", roles: ["super_admin"] }, ["super_admin", "admin"], 1)).toBeNull();
    expect(roleChangeRefusal(admin, { id: "ad", roles: ["admin"] }, ["admin", "order_processor"], 1)).toBeNull();
  });
});

describe("suspending and deleting", () => {
  it("refuses one's own account", () => {
    expect(lockOutRefusal(admin, { id: "ad", roles: ["admin"], suspended: false }, 1)).toBe(USER_MESSAGES.notYourself);
  });
  it("refuses an admin locking out a super admin, and anyone locking out the last one", () => {
    expect(lockOutRefusal(admin, { id: "x", roles: ["super_admin"], suspended: false }, 2)).toBe(
      USER_MESSAGES.superAdminOnly,
    );
    expect(lockOutRefusal(admin, { id: "x", roles: ["super_admin"], suspended: false }, 1)).toBe(
      USER_MESSAGES.lastSuperAdmin,
    );
    expect(lockOutRefusal(superAdmin, { id: "sa", roles: ["super_admin"], suspended: false }, 1)).toBe(
      USER_MESSAGES.lastSuperAdmin,
    );
    expect(lockOutRefusal(superAdmin, { id: "x", roles: ["super_admin"], suspended: false }, 2)).toBeNull();
    // An already suspended super admin is not the active one: deleting them is no lock-out.
    expect(lockOutRefusal(superAdmin, { id: "x", roles: ["super_admin"], suspended: true }, 1)).toBeNull();
  });
  it("lets an admin suspend a customer or another staff member", () => {
    expect(lockOutRefusal(admin, { id: "x", roles: [], suspended: false }, 1)).toBeNull();
    expect(lockOutRefusal(admin, { id: "x", roles: ["order_processor"], suspended: false }, 1)).toBeNull();
  });
});

describe("status and activity", () => {
  it("shows suspended over invited over active", () => {
    expect(userStatus({ suspendedAt: "2026-01-01", invited: true })).toBe("suspended");
    expect(userStatus({ suspendedAt: null, invited: true })).toBe("invited");
    expect(userStatus({ suspendedAt: null, invited: false })).toBe("active");
  });
  it("summarises what exists, and nothing means no activity", () => {
    expect(hasActivity({ orders: 0, reviews: 0, staffActions: 0 })).toBe(false);
    expect(hasActivity({ orders: 0, reviews: 1, staffActions: 0 })).toBe(true);
    expect(activitySummary({ orders: 2, reviews: 1, staffActions: 0 })).toEqual(["2 orders", "1 product review"]);
    expect(activitySummary({ orders: 0, reviews: 0, staffActions: 5 })).toEqual(["5 staff actions"]);
  });
});
