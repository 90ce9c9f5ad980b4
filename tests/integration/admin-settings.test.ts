import { sendPasswordResetEmail } from "~/accounts/account-emails.server";
import { loadDashboard } from "~/admin/dashboard.server";
import { receiveContactMessage } from "~/content/contact.server";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { loader as rootLoader } from "~/root";
import { loader as homeLoader } from "~/routes/_index";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin.settings";
import { action as newsletterAction } from "~/routes/newsletter";
import { SETTINGS_KEYS } from "~/shop/shop-settings";
import { readThresholds } from "~/shop/shop-settings.server";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";

const PAGE = "/admin/settings";

const DETAILS = {
  section: "details",
  seen: "",
  name: "Boschkop Koöp",
  legalName: "Boschkop Farmers Co-operative Ltd",
  tagline: "Feed and fencing for the East",
  address: "12 Main Road\nBoschkop\n0081",
  phone: "012 345 6789",
  whatsapp: "",
  email: "hello@boschkop.example",
  ordersEmail: "orders@boschkop.example",
  vatNumber: "4123456789",
};

type Screen = {
  sections: Array<{
    section: string;
    values: Record<string, string>;
    opened: string;
    savedAt: string | null;
    savedBy: string | null;
  }>;
  links: { delivery: boolean; bank: boolean };
};
type Refusal = { section: string; result: { status: string; error: Record<string, string[] | null> } };
type RootData = {
  shop: {
    name: string;
    legalName: string;
    addressLines: string[];
    phone: string;
    chatUrl: string;
    hours: Array<{ days: string; hours: string }>;
    upcomingClosures: Array<{ date: string; note: string }>;
    welcome: { show: boolean; title: string; text: string };
    newsletterSignup: boolean;
  };
};

async function rootShop() {
  const root = (await rootLoader({
    request: new Request("http://localhost:3000/"),
    params: {},
    context: {},
  })) as unknown as {
    data: RootData;
  };
  return root.data.shop;
}

async function savedAt(section: keyof typeof SETTINGS_KEYS) {
  const row = await db()
    .selectFrom("shop_settings")
    .select("updated_at")
    .where("key", "=", SETTINGS_KEYS[section])
    .executeTakeFirst();
  return row?.updated_at ?? "";
}

async function clearSettings() {
  await db().deleteFrom("shop_settings").where("key", "in", Object.values(SETTINGS_KEYS)).execute();
}

function shopDayIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000 + 2 * 3_600_000);
  return date.toISOString().slice(0, 10);
}

describe("the shop settings screen", () => {
  beforeEach(clearSettings);

  it("is for super admins and admins only; visitors sign in first", async () => {
    const visitor = await get(settingsLoader, PAGE);
    expect(visitor.headers.get("Location")).toBe(`/admin/login?redirectTo=${encodeURIComponent(PAGE)}`);
    for (const roles of [[], ["financial_officer"], ["order_processor"], ["inventory_manager"]] as const) {
      const user = await signedInUser([...roles]);
      const label = roles.join() || "customer";
      expect((await get(settingsLoader, PAGE, user.cookie)).status, label).toBe(403);
      expect((await post(settingsAction, PAGE, DETAILS, user.cookie)).status, label).toBe(403);
    }
    expect(await savedAt("details")).toBe("");
    for (const role of ["admin", "super_admin"] as const) {
      const user = await signedInUser([role]);
      const screen = await json<Screen>(await get(settingsLoader, PAGE, user.cookie));
      expect(screen.sections.map((entry) => entry.section)).toEqual([
        "details",
        "hours",
        "home",
        "thresholds",
        "features",
      ]);
      expect(screen.links).toEqual({ delivery: true, bank: true });
    }
  });

  it("shows the shop's first settings until someone saves: today's name, hours and the environment's VAT number", async () => {
    const admin = await signedInUser(["admin"]);
    const screen = await json<Screen>(await get(settingsLoader, PAGE, admin.cookie));
    const details = screen.sections.find((entry) => entry.section === "details");
    expect(details).toMatchObject({
      savedAt: null,
      values: {
        name: "Donkerhoek Farm Supplies",
        address: "Plot 42, Boschkop Road\nDonkerhoek, Pretoria East\nGauteng, 0081",
        vatNumber: env().STORE_VAT_NUMBER,
        ordersEmail: env().STORE_EMAIL,
      },
    });
    expect(screen.sections.find((entry) => entry.section === "hours")?.values.hours).toBe(
      "Monday to Friday: 8:00-17:00\nSaturday: 8:00-13:00\nSunday: closed\nPublic holidays: 8:00-13:00, closed on Christian holidays",
    );
  });

  it("saves the shop's details, audits every changed field and shows them at once on every page and in e-mails", async () => {
    const admin = await signedInUser(["admin"]);
    const response = await post(settingsAction, PAGE, DETAILS, admin.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${PAGE}#details`);
    expect(await toastAfter(response, admin.cookie)).toMatchObject({ title: "Shop details saved" });

    const shop = await rootShop();
    expect(shop).toMatchObject({
      name: "Boschkop Koöp",
      legalName: "Boschkop Farmers Co-operative Ltd",
      addressLines: ["12 Main Road", "Boschkop", "0081"],
      phone: "012 345 6789",
      chatUrl: "",
    });

    const audit = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", SETTINGS_KEYS.details)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: "settings.details.update", actor_email: admin.email });
    const changes = JSON.parse(audit.details).changes as Record<string, { from: unknown; to: unknown }>;
    expect(changes.name).toEqual({ from: "Donkerhoek Farm Supplies", to: "Boschkop Koöp" });
    expect(changes.vatNumber).toEqual({ from: env().STORE_VAT_NUMBER, to: "4123456789" });
    expect(Object.keys(changes)).not.toContain("saved");

    // A customer e-mail carries the new name and address; the shop's notices go to the new address.
    await sendPasswordResetEmail(db(), "farmer@example.com", "token-1");
    await receiveContactMessage(db(), {
      source: "contact",
      name: "A Farmer",
      email: "farmer@example.com",
      message: "Do you stock lucerne bales?",
      userId: null,
      ipAddress: "198.51.100.7",
    });
    const mails = await db()
      .selectFrom("outgoing_emails")
      .select(["to_address", "subject", "text_body", "kind"])
      .where("kind", "in", ["reset-password", "contact-message"])
      .execute();
    const reset = mails.find((mail) => mail.kind === "reset-password");
    expect(reset?.subject).toBe("Reset your password for Boschkop Koöp");
    expect(reset?.text_body).toContain("Boschkop Koöp\n12 Main Road, Boschkop, 0081\n012 345 6789");
    expect(reset?.text_body).not.toContain("WhatsApp");
    expect(mails.find((mail) => mail.kind === "contact-message")?.to_address).toBe("orders@boschkop.example");
  });

  it("refuses bad details with a message per field and saves nothing", async () => {
    const admin = await signedInUser(["super_admin"]);
    const response = await post(
      settingsAction,
      PAGE,
      { ...DETAILS, name: " ", vatNumber: "123", phone: "call us", address: "1\n2\n3\n4\n5", ordersEmail: "nope" },
      admin.cookie,
    );
    expect(response.status).toBe(400);
    const refusal = await json<Refusal>(response);
    expect(refusal.section).toBe("details");
    expect(refusal.result.error).toMatchObject({
      name: ["Enter the shop's name."],
      vatNumber: ["Enter the VAT number: 10 digits starting with 4."],
      phone: ["Enter a phone number of 7 to 20 digits, e.g. +27 12 802 0000."],
      address: ["Use at most 4 lines for the address."],
      ordersEmail: ["Enter the e-mail address for the shop's notifications."],
    });
    expect(await savedAt("details")).toBe("");
    expect((await rootShop()).name).toBe("Donkerhoek Farm Supplies");
  });

  it("answers a form for no known section with 400", async () => {
    const admin = await signedInUser(["admin"]);
    const response = await post(settingsAction, PAGE, { ...DETAILS, section: "secrets" }, admin.cookie);
    expect(response.status).toBe(400);
  });

  it("refuses to overwrite a newer save: 409, the other person named, nothing changed", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["super_admin"]);
    // Both opened the page before anyone saved (seen is empty); the first saves.
    expect((await post(settingsAction, PAGE, DETAILS, first.cookie)).status).toBe(302);
    const stale = await post(settingsAction, PAGE, { ...DETAILS, name: "Someone Else's Shop" }, second.cookie);
    expect(stale.status).toBe(409);
    const refusal = (await stale.json()) as { result: { error: Record<string, string[]> } };
    expect(refusal.result.error[""]?.[0]).toContain(`changed by ${first.email}`);
    expect((await rootShop()).name).toBe("Boschkop Koöp");

    // Opened again (seen is the current save), the second person's save goes through.
    const seen = await savedAt("details");
    const again = await post(settingsAction, PAGE, { ...DETAILS, seen, name: "Someone Else's Shop" }, second.cookie);
    expect(again.status).toBe(302);
    expect((await rootShop()).name).toBe("Someone Else's Shop");
  });

  it("shows a refused stale save merged, and a second Save keeps the other person's change to the fields you left", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["super_admin"]);
    await post(settingsAction, PAGE, DETAILS, first.cookie);
    // Both open the page now: the details as saved, and what the form was opened with.
    const screen = await json<Screen>(await get(settingsLoader, PAGE, second.cookie));
    const details = screen.sections.find((entry) => entry.section === "details");
    const opened = {
      ...details?.values,
      section: "details",
      seen: details?.savedAt ?? "",
      opened: details?.opened ?? "",
    };
    const firstSave = await post(
      settingsAction,
      PAGE,
      { ...opened, phone: "013 111 2222", tagline: "Everything for the farm" },
      first.cookie,
    );
    expect(firstSave.status).toBe(302);

    const stale = await post(
      settingsAction,
      PAGE,
      { ...opened, name: "Boschkop Co-op", tagline: "Feed, fencing and seed" },
      second.cookie,
    );
    expect(stale.status).toBe(409);
    const refusal = (await stale.json()) as {
      result: { initialValue: Record<string, unknown> };
      seen: string;
      stale: { taken: string[]; conflicts: { label: string; theirs: string; yours: string }[]; opened: string };
    };
    expect(refusal.result.initialValue).toMatchObject({
      name: "Boschkop Co-op",
      tagline: "Feed, fencing and seed",
      phone: "013 111 2222",
      seen: await savedAt("details"),
    });
    expect(refusal.stale.taken).toEqual(["Phone"]);
    expect(refusal.stale.conflicts).toEqual([
      { label: "Tagline", theirs: "Everything for the farm", yours: "Feed, fencing and seed" },
    ]);

    // Save again as shown: the first person's phone stays, the name and tagline are the second's.
    const shown = Object.fromEntries(
      Object.entries(refusal.result.initialValue).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
    expect((await post(settingsAction, PAGE, shown, second.cookie)).status).toBe(302);
    const shop = await rootShop();
    expect(shop).toMatchObject({ name: "Boschkop Co-op", phone: "013 111 2222" });
    const stored = await db()
      .selectFrom("shop_settings")
      .select("value")
      .where("key", "=", SETTINGS_KEYS.details)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value)).toMatchObject({ tagline: "Feed, fencing and seed", phone: "013 111 2222" });
  });

  it("keeps store hours and closures; the storefront announces the closures of the coming weeks only", async () => {
    const admin = await signedInUser(["admin"]);
    const soon = shopDayIn(10);
    const later = shopDayIn(200);
    const past = shopDayIn(-5);
    const response = await post(
      settingsAction,
      PAGE,
      {
        section: "hours",
        seen: "",
        hours: "Weekdays: 7:30-17:00\n\nSaturday: 7:30-12:00\nSunday: closed",
        closures: `${later} Far away\n${soon} Stocktaking: closed\n${past} Long gone`,
      },
      admin.cookie,
    );
    expect(response.status).toBe(302);
    const shop = await rootShop();
    expect(shop.hours).toEqual([
      { days: "Weekdays", hours: "7:30-17:00" },
      { days: "Saturday", hours: "7:30-12:00" },
      { days: "Sunday", hours: "closed" },
    ]);
    expect(shop.upcomingClosures).toEqual([{ date: soon, note: "Stocktaking: closed" }]);

    const bad = await post(
      settingsAction,
      PAGE,
      { section: "hours", seen: await savedAt("hours"), hours: "Weekdays 8-5", closures: "Christmas" },
      admin.cookie,
    );
    expect(bad.status).toBe(400);
    const refusal = await json<Refusal>(bad);
    expect(refusal.result.error.hours?.[0]).toBe(
      'Line 1 ("Weekdays 8-5"): write the days, a colon and the hours, e.g. "Saturday: 8:00-13:00".',
    );
    expect(refusal.result.error.closures?.[0]).toBe(
      'Line 1 ("Christmas"): start with a date like 2026-12-25, then the note.',
    );
  });

  it("sets the welcome's words and the Featured Products tabs the home page shows", async () => {
    const admin = await signedInUser(["admin"]);
    const body = new URLSearchParams({
      section: "home",
      seen: "",
      welcomeTitle: "Hello from Boschkop",
      welcomeText: "Closed for stocktaking on Friday.",
    });
    body.append("featuredTabs", "new");
    body.append("featuredTabs", "specials");
    const response = await settingsAction({
      request: new Request(`http://localhost:3000${PAGE}`, {
        method: "POST",
        headers: {
          Origin: "http://localhost:3000",
          Cookie: admin.cookie,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body,
      }),
      params: {},
      context: {},
    }).catch((thrown: unknown) => thrown as Response);
    expect((response as Response).status).toBe(302);

    expect((await rootShop()).welcome).toEqual({
      show: true,
      title: "Hello from Boschkop",
      text: "Closed for stocktaking on Friday.",
    });
    const home = await homeLoader({ request: new Request("http://localhost:3000/"), params: {}, context: {} });
    // The storefront's order, whatever order the boxes came in; a link to a hidden tab shows the first.
    expect(home.tabs.map((tab) => tab.id)).toEqual(["specials", "new"]);
    expect(home.tab).toBe("specials");
    const hidden = await homeLoader({
      request: new Request("http://localhost:3000/?tab=top-sellers"),
      params: {},
      context: {},
    });
    expect(hidden.tab).toBe("specials");

    // None chosen: no Featured Products section at all.
    const none = await post(
      settingsAction,
      PAGE,
      { section: "home", seen: await savedAt("home"), welcomeTitle: "Hi", welcomeText: "Welcome" },
      admin.cookie,
    );
    expect(none.status).toBe(302);
    const bare = await homeLoader({ request: new Request("http://localhost:3000/"), params: {}, context: {} });
    expect(bare.tabs).toEqual([]);
    expect(bare.featured).toBeNull();
  });

  it("switches the welcome and the newsletter sign-up off; a sign-up posted anyway is refused with 403", async () => {
    const admin = await signedInUser(["admin"]);
    const response = await post(settingsAction, PAGE, { section: "features", seen: "" }, admin.cookie);
    expect(response.status).toBe(302);
    const shop = await rootShop();
    expect(shop.welcome.show).toBe(false);
    expect(shop.newsletterSignup).toBe(false);

    const signup = await post(newsletterAction, "/newsletter", {
      email: "new@example.com",
      consent: "on",
      redirectTo: "/",
    });
    expect(signup.status).toBe(403);
    expect(JSON.stringify(await signup.json())).toContain("The newsletter is not taking new sign-ups at the moment.");
    const stored = await db()
      .selectFrom("newsletter_subscriptions")
      .select("id")
      .where("email", "=", "new@example.com")
      .executeTakeFirst();
    expect(stored).toBeUndefined();

    const back = await post(
      settingsAction,
      PAGE,
      { section: "features", seen: await savedAt("features"), welcomeDialog: "on", newsletterSignup: "on" },
      admin.cookie,
    );
    expect(back.status).toBe(302);
    expect((await rootShop()).newsletterSignup).toBe(true);
  });

  it("moves the low-stock and proof-warning thresholds the dashboard judges by", async () => {
    const admin = await signedInUser(["admin"]);
    const bad = await post(
      settingsAction,
      PAGE,
      { section: "thresholds", seen: "", lowStock: "0", proofWarningHours: "30", smsPartPriceCents: "-1" },
      admin.cookie,
    );
    expect(bad.status).toBe(400);
    expect((await json<Refusal>(bad)).result.error).toMatchObject({
      lowStock: ["Enter a whole number from 1 to 10000."],
      proofWarningHours: ["Enter a whole number of hours from 1 to 23."],
      smsPartPriceCents: ["Enter a whole number of cents from 0 to 10000."],
    });
    const saved = await post(
      settingsAction,
      PAGE,
      {
        section: "thresholds",
        seen: "",
        lowStock: "25",
        proofWarningHours: "12",
        smsPartPriceCents: "31",
        eftHoldHours: "48",
        counterHoldDays: "7",
      },
      admin.cookie,
    );
    expect(saved.status).toBe(302);
    const dashboard = await loadDashboard(db(), ["admin"], new Date());
    expect(JSON.stringify(dashboard)).toContain("Products low on stock (25 or fewer)");
    expect((await readThresholds(db())).smsPartPriceCents).toBe(31);
  });
});
