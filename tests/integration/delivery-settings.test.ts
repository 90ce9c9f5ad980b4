import type { DeliveryPageData } from "~/delivery/delivery-page.server";
import { readDeliverySettings } from "~/delivery/delivery-quote.server";
import { DEFAULT_DELIVERY_SETTINGS } from "~/delivery/delivery-settings.server";
import { settingsFormValues } from "~/delivery/settings-fields";
import type { settingsPreview } from "~/delivery/settings-preview";
import { db } from "~/platform/db.server";
import * as adminLayout from "~/routes/admin";
import * as settingsRoute from "~/routes/admin.delivery-settings";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin.delivery-settings";
import { loader as deliveryLoader } from "~/routes/delivery";
import { remixApp, renderedText } from "../support/remix-app";
import { get, json, post, RAYTON, signedInUser, toastAfter } from "./delivery-support";

const PAGE = "/admin/delivery-settings";
type Preview = ReturnType<typeof settingsPreview>;
type ActionResult = { result: { status?: string; error?: Record<string, string[] | null> }; preview: Preview | null };

const defaults = (): Record<string, string> => ({
  ...settingsFormValues(DEFAULT_DELIVERY_SETTINGS),
  sampleDistance: "25",
});

async function storedRow() {
  return db().selectFrom("shop_settings").selectAll().where("key", "=", "delivery").executeTakeFirst();
}

async function auditEntries() {
  return db().selectFrom("audit_log").selectAll().where("entity_id", "=", "delivery").orderBy("created_at").execute();
}

describe("the delivery settings screen", () => {
  it("is for admins and super admins only", async () => {
    const visitor = await get(settingsLoader, PAGE);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/admin/login?redirectTo=${encodeURIComponent(PAGE)}`);
    for (const roles of [[], ["inventory_manager"], ["customer_support"]] as const) {
      const user = await signedInUser([...roles]);
      expect((await get(settingsLoader, PAGE, user.cookie)).status, roles.join() || "customer").toBe(403);
      expect((await post(settingsAction, PAGE, { ...defaults(), intent: "save" }, user.cookie)).status).toBe(403);
    }
    for (const role of ["admin", "super_admin"] as const) {
      const user = await signedInUser([role]);
      expect((await get(settingsLoader, PAGE, user.cookie)).status).toBe(200);
    }
    expect(await storedRow()).toBeUndefined();
  });

  it("shows every setting with its default and the fees at 25 km", async () => {
    const admin = await signedInUser(["admin"]);
    const data = await json<{ values: Record<string, string>; preview: Preview; savedAt: string | null }>(
      await get(settingsLoader, PAGE, admin.cookie),
    );
    expect(data.savedAt).toBeNull();
    expect(data.values).toMatchObject({
      shopLatitude: "-25.76837",
      shopLongitude: "28.43424",
      minDeliveryFee: "50",
      ratePerKm: "20",
      maxDeliveryDistance: "100",
      roadFactor: "1.3",
      loadBulk: "400",
      flag_distance_hideKmOnCards: "on",
      sampleDistance: "25",
    });
    expect(data.values.flag_use_custom_distance_calc).toBeUndefined();
    expect(data.preview.distanceKm).toBe(25);
    expect(data.preview.rows[0]).toMatchObject({ method: "Simple Distance", fee: 500 });
  });

  it("previews the values being edited without saving them", async () => {
    const admin = await signedInUser(["admin"]);
    const response = await post(
      settingsAction,
      PAGE,
      { ...defaults(), ratePerKm: "12,5", sampleDistance: "40", intent: "preview" },
      admin.cookie,
    );
    expect(response.status).toBe(200);
    const data = await json<ActionResult>(response);
    expect(data.preview?.distanceKm).toBe(40);
    expect(data.preview?.rows.find((row) => row.method === "Simple Distance")?.fee).toBe(500);
    expect(data.preview?.rows.find((row) => row.method === "Premium Service")?.fee).toBe(850);
    expect(await storedRow()).toBeUndefined();
    expect(await auditEntries()).toEqual([]);
  });

  it("refuses values that are not numbers or out of range, with clear messages", async () => {
    const admin = await signedInUser(["super_admin"]);
    const response = await post(
      settingsAction,
      PAGE,
      {
        ...defaults(),
        ratePerKm: "twenty",
        roadFactor: "5",
        maxDeliveryDistance: "0",
        shopLatitude: "28.43",
        minDeliveryFee: "",
        intent: "save",
      },
      admin.cookie,
    );
    expect(response.status).toBe(400);
    const data = await json<ActionResult>(response);
    expect(data.result.error).toMatchObject({
      ratePerKm: ["Rate per km (R) must be a number, for example 20."],
      roadFactor: ["Road factor must be between 1 and 3."],
      maxDeliveryDistance: ["Maximum delivery distance (km) must be more than 0 and at most 1000."],
      shopLatitude: ["Store latitude must be between -35 and -22."],
      minDeliveryFee: ["Please enter the minimum fee (R)."],
    });
    expect(data.preview).toBeNull();
    expect(await storedRow()).toBeUndefined();
  });

  it("saves, audits, and new quotes use the new values; reset brings the defaults back", async () => {
    const admin = await signedInUser(["admin"]);
    const { flag_distance_hideKmOnCards: _hidden, ...shown } = defaults();
    const saved = await post(
      settingsAction,
      PAGE,
      { ...shown, ratePerKm: "10", flag_use_custom_distance_calc: "on", intent: "save" },
      admin.cookie,
    );
    expect(saved.status).toBe(302);
    expect(await toastAfter(saved, admin.cookie)).toMatchObject({ title: "Delivery settings saved" });
    const settings = await readDeliverySettings(db());
    expect(settings.ratePerKm).toBe(10);
    expect(settings.flags).toMatchObject({ use_custom_distance_calc: true, "distance.hideKmOnCards": false });
    expect((await storedRow())?.updated_by_id).toBe(admin.id);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      actor_id: admin.id,
      action: "delivery_settings.update",
      entity_type: "shop_setting",
    });
    expect(JSON.parse(entry?.details ?? "{}")).toEqual({
      changes: {
        ratePerKm: { from: 20, to: 10 },
        "flags.use_custom_distance_calc": { from: false, to: true },
        "flags.distance.hideKmOnCards": { from: true, to: false },
      },
    });

    // Rayton: 10.46 km x 1.3 road factor = 13.6 km, at R10 a km.
    const query = new URLSearchParams({ ...RAYTON, calculate: "1" });
    const quoted = (await json<{ page: DeliveryPageData }>(await get(deliveryLoader, `/delivery?${query}`))).page;
    if (quoted.calculation?.status !== "ok") throw new Error("expected a quote");
    expect(quoted.calculation.quote).toMatchObject({ distanceKm: 13.6, distanceSource: "road-factor" });
    expect(quoted.calculation.quote.options[0]?.fee).toBe(136);
    expect(quoted.flags["distance.hideKmOnCards"]).toBe(false);

    const reset = await post(settingsAction, PAGE, { intent: "reset" }, admin.cookie);
    expect(reset.status).toBe(302);
    expect(await readDeliverySettings(db())).toEqual(DEFAULT_DELIVERY_SETTINGS);
    expect((await auditEntries()).map((item) => item.action).sort()).toEqual([
      "delivery_settings.reset",
      "delivery_settings.update",
    ]);
  });
});

describe("the delivery settings screen's words", () => {
  it("names the switches in words, never their internal keys, and links the guide in the documentation center", async () => {
    const admin = await signedInUser(["admin"]);
    const pages = remixApp([
      { id: "routes/admin", parentId: "root", path: "admin", module: adminLayout },
      {
        id: "routes/admin.delivery-settings",
        parentId: "routes/admin",
        path: "delivery-settings",
        module: settingsRoute,
      },
    ]);
    const response = await pages(
      new Request("http://localhost:3000/admin/delivery-settings", { headers: { Cookie: admin.cookie } }),
    );
    const html = await response.text();
    expect(html).toContain('href="/admin/documentation/user-guides/delivery-settings-guide"');
    const text = await renderedText(pages, "/admin/delivery-settings", admin.cookie);
    expect(text).toContain("Show both distances (straight line and road) in the breakdown");
    expect(text).not.toMatch(/docs\/delivery\.md|distance\.showBothMethods|use_custom_distance_calc|ui\.location/);
  });
});
