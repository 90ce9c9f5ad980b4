import { BANK_DETAILS_KEY, DEFAULT_BANK_DETAILS, readBankDetails } from "~/orders/bank-details.server";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { writeSetting } from "~/platform/settings.server";
import { loader as adminHomeLoader } from "~/routes/admin._index";
import { action as bankAction, loader as bankLoader } from "~/routes/admin.bank-details";
import { get, json, post, signedInUser, toastAfter } from "./delivery-support";

const PAGE = "/admin/bank-details";

const REAL = {
  bankName: "First National Bank",
  accountHolder: "Donkerhoek Boere Ko-operasie",
  accountNumber: "62 1234 5678",
  accountType: "Cheque / Current",
  branchCode: "250655",
};

type Screen = {
  bank: typeof REAL;
  showsDemo: boolean;
  savedAt: string | null;
  savedBy: string | null;
  values: Record<string, string>;
};
type Refusal = {
  result: { status: string; error: Record<string, string[] | null>; initialValue: Record<string, string> };
};

function storedRow() {
  return db().selectFrom("shop_settings").selectAll().where("key", "=", BANK_DETAILS_KEY).executeTakeFirst();
}

function auditEntries() {
  return db()
    .selectFrom("audit_log")
    .selectAll()
    .where("entity_id", "=", BANK_DETAILS_KEY)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

describe("the EFT bank details screen", () => {
  it("is for the roles with the payments area; visitors sign in first", async () => {
    const visitor = await get(bankLoader, PAGE);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/admin/login?redirectTo=${encodeURIComponent(PAGE)}`);
    const anonymousPost = await post(bankAction, PAGE, REAL);
    expect(anonymousPost.status).toBe(302);
    expect(anonymousPost.headers.get("Location")).toMatch(/^\/admin\/login\?/);

    for (const roles of [[], ["inventory_manager"], ["order_processor"], ["customer_support"]] as const) {
      const user = await signedInUser([...roles]);
      const label = roles.join() || "customer";
      expect((await get(bankLoader, PAGE, user.cookie)).status, label).toBe(403);
      expect((await post(bankAction, PAGE, REAL, user.cookie)).status, label).toBe(403);
    }
    for (const role of ["financial_officer", "admin", "super_admin"] as const) {
      const user = await signedInUser([role]);
      expect((await get(bankLoader, PAGE, user.cookie)).status, role).toBe(200);
    }
    expect(await storedRow()).toBeUndefined();
    expect(await auditEntries()).toEqual([]);
  });

  it("says customers see the demo account while it was never set, and offers empty fields", async () => {
    const officer = await signedInUser(["financial_officer"]);
    const screen = await json<Screen>(await get(bankLoader, PAGE, officer.cookie));
    expect(screen).toMatchObject({ bank: DEFAULT_BANK_DETAILS, showsDemo: true, savedAt: null, savedBy: null });
    expect(screen.values).toEqual({
      bankName: "",
      accountHolder: "",
      accountNumber: "",
      accountType: "",
      branchCode: "",
    });
  });

  it("refuses bad details with a message per field, keeps what was typed and writes nothing", async () => {
    const officer = await signedInUser(["financial_officer"]);
    const typed = {
      bankName: "  ",
      accountHolder: REAL.accountHolder,
      accountNumber: "62-1234-5678",
      accountType: "Credit card",
      branchCode: "25065",
    };
    const response = await post(bankAction, PAGE, typed, officer.cookie);
    expect(response.status).toBe(400);
    const { result } = await json<Refusal>(response);
    expect(result.status).toBe("error");
    expect(result.error).toMatchObject({
      bankName: ["Please enter the bank name."],
      accountNumber: ["Account number may contain only digits and spaces."],
      accountType: ["Please choose the account type."],
      branchCode: ["Branch code must be 6 digits, for example 250655."],
    });
    expect(result.error.accountHolder ?? null).toBeNull();
    expect(result.initialValue).toMatchObject({
      accountHolder: REAL.accountHolder,
      accountNumber: "62-1234-5678",
      branchCode: "25065",
    });

    const demo = await post(
      bankAction,
      PAGE,
      { ...REAL, accountNumber: "0000 0000 00", branchCode: "000000" },
      officer.cookie,
    );
    expect(demo.status).toBe(400);
    expect((await json<Refusal>(demo)).result.error).toMatchObject({
      accountNumber: ["Account number cannot be only zeros: enter the real account number."],
      branchCode: ["Branch code cannot be 000000: enter the bank's universal branch code."],
    });

    const short = await post(bankAction, PAGE, { ...REAL, accountNumber: "12 34 5" }, officer.cookie);
    expect(short.status).toBe(400);
    expect((await json<Refusal>(short)).result.error).toMatchObject({
      accountNumber: ["Account number must have at least 6 digits."],
    });

    expect(await storedRow()).toBeUndefined();
    expect(await auditEntries()).toEqual([]);
    expect(await readBankDetails(db())).toEqual(DEFAULT_BANK_DETAILS);
  });

  it("saves the details customers see, audits every change, and shows them on the screen", async () => {
    const officer = await signedInUser(["financial_officer"]);
    const saved = await post(
      bankAction,
      PAGE,
      { ...REAL, bankName: `  ${REAL.bankName} `, accountNumber: " 62  1234 5678 " },
      officer.cookie,
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(PAGE);
    expect(await toastAfter(saved, officer.cookie)).toMatchObject({ title: "Bank details saved" });

    expect(await readBankDetails(db())).toEqual(REAL);
    expect(await storedRow()).toMatchObject({ updated_by_id: officer.id });
    const [first] = await auditEntries();
    expect(first).toMatchObject({
      actor_id: officer.id,
      actor_email: officer.email,
      action: "settings.bank_details.update",
      entity_type: "shop_setting",
      entity_id: BANK_DETAILS_KEY,
    });
    expect(JSON.parse(first?.details ?? "{}")).toEqual({
      changes: {
        bankName: { from: DEFAULT_BANK_DETAILS.bankName, to: REAL.bankName },
        accountHolder: { from: DEFAULT_BANK_DETAILS.accountHolder, to: REAL.accountHolder },
        accountNumber: { from: DEFAULT_BANK_DETAILS.accountNumber, to: REAL.accountNumber },
        accountType: { from: "Cheque", to: "Cheque / Current" },
        branchCode: { from: "000000", to: "250655" },
      },
    });

    const screen = await json<Screen>(await get(bankLoader, PAGE, officer.cookie));
    expect(screen).toMatchObject({ bank: REAL, values: REAL, showsDemo: false, savedBy: officer.email });
    expect(screen.savedAt).not.toBeNull();

    const admin = await signedInUser(["admin"]);
    const changed = await post(bankAction, PAGE, { ...REAL, accountType: "Business" }, admin.cookie);
    expect(changed.status).toBe(302);
    expect((await readBankDetails(db())).accountType).toBe("Business");
    const entries = await auditEntries();
    expect(entries).toHaveLength(2);
    const second = entries.find((entry) => entry.actor_id === admin.id);
    expect(JSON.parse(second?.details ?? "{}")).toEqual({
      changes: { accountType: { from: "Cheque / Current", to: "Business" } },
    });

    // The store's own address hears of every change, with what changed.
    const notices = await db()
      .selectFrom("outgoing_emails")
      .selectAll()
      .where("kind", "=", "bank-details-changed")
      .orderBy("created_at")
      .execute();
    expect(notices.map((notice) => notice.to_address)).toEqual([env().STORE_EMAIL, env().STORE_EMAIL]);
    expect(notices[1]?.text_body).toContain(`${admin.email} changed the EFT bank details`);
    expect(notices[1]?.text_body).toContain("accountType: Cheque / Current -> Business");
  });

  it("shows details stored before the screen existed, with their account type among the choices", async () => {
    const officer = await signedInUser(["financial_officer"]);
    const older = { ...REAL, accountType: "Current" };
    await writeSetting(db(), BANK_DETAILS_KEY, older);
    const screen = await json<Screen>(await get(bankLoader, PAGE, officer.cookie));
    expect(screen).toMatchObject({ bank: older, showsDemo: false, savedBy: null });
    expect(screen.values).toEqual({ ...REAL, accountType: "Cheque / Current" });

    await writeSetting(db(), BANK_DETAILS_KEY, { ...REAL, accountType: "Call account" });
    expect((await json<Screen>(await get(bankLoader, PAGE, officer.cookie))).values.accountType).toBe("");

    // A malformed value is ignored by the shop, so customers see the demo account: the screen says so.
    await writeSetting(db(), BANK_DETAILS_KEY, { ...REAL, branchCode: "25-06-55" });
    expect(await json<Screen>(await get(bankLoader, PAGE, officer.cookie))).toMatchObject({
      bank: DEFAULT_BANK_DETAILS,
      showsDemo: true,
    });
    await db().deleteFrom("shop_settings").where("key", "=", BANK_DETAILS_KEY).execute();
  });

  it("is linked from the admin home for the roles that may use it", async () => {
    const screensFor = async (roles: Parameters<typeof signedInUser>[0]) => {
      const user = await signedInUser(roles);
      return (
        await json<{ screens: { to: string; label: string }[] }>(await get(adminHomeLoader, "/admin", user.cookie))
      ).screens;
    };
    expect(await screensFor(["financial_officer"])).toContainEqual({ to: PAGE, label: "EFT bank details" });
    expect(await screensFor(["super_admin"])).toContainEqual({ to: PAGE, label: "EFT bank details" });
    expect(await screensFor(["inventory_manager"])).not.toContainEqual(expect.objectContaining({ to: PAGE }));
  });
});
