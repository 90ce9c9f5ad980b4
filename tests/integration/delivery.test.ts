import { OUTSIDE_SOUTH_AFRICA_MESSAGE } from "~/accounts/client-registration-rules";
import type { DeliveryPageData } from "~/delivery/delivery-page.server";
import { quoteDelivery } from "~/delivery/delivery-quote.server";
import { db } from "~/platform/db.server";
import { action as deliveryAction, loader as deliveryLoader } from "~/routes/delivery";
import { TEST_ORIGIN } from "../support/actions";
import { get, json, POLOKWANE, post, RAYTON, signedInUser, toastAfter } from "./delivery-support";

// Neither a routing service nor a geocoder is configured here: straight-line distances and the
// list of places around the store.

const page = async (query: string, cookie?: string) => {
  const response = await get(deliveryLoader, `/delivery${query}`, cookie);
  return { response, page: (await json<{ page: DeliveryPageData }>(response)).page };
};

const calculate = (fields: Record<string, string>) =>
  `?${new URLSearchParams({ value: "500", load: "medium", ...fields, calculate: "1" })}`;

describe("the delivery location page without routing or geocoder", () => {
  it("starts with no location, the places list and the defaults", async () => {
    const { response, page: view } = await page("");
    expect(response.status).toBe(200);
    expect(view.location).toBeNull();
    expect(view.calculation).toBeNull();
    expect(view.geocoder).toBe(false);
    // The hint names what works without a geocoder, not a street address that would find nothing.
    expect(view.urbanGuidance).toBe(
      "In town? Search for your town or suburb by name, or enter GPS coordinates such as -25.77, 28.39.",
    );
    // The whole list only when asked for: it would triple the page.
    expect(view.places).toEqual([]);
    const browsing = await page("?places=all");
    expect(browsing.page.places.length).toBeGreaterThanOrEqual(40);
    expect(browsing.page.places[0]?.name).toBe("Donkerhoek");
    expect(browsing.page.params.places).toBe("all");
    expect(view.orderValue).toBe(500);
    expect(view.loadType).toBe("medium");
    expect(view.maxDeliveryDistance).toBe(100);
  });

  it("calculates four options by coordinates on the straight line, as a rural GPS point", async () => {
    const { response, page: view } = await page(calculate(RAYTON));
    expect(response.status).toBe(200);
    expect(view.location).toMatchObject({ lat: -25.742, lng: 28.5347, inputType: "coordinates", label: null });
    expect(view.locationNotice?.title).toBe("Location Set");
    const calculation = view.calculation;
    if (calculation?.status !== "ok") throw new Error(`expected a quote, got ${calculation?.status}`);
    expect(calculation.selected).toBe("simple");
    expect(calculation.quote).toMatchObject({
      distanceKm: 10.5,
      distanceSource: "straight-line",
      roadKm: null,
      routingFailed: false,
      terrain: "rural",
    });
    expect(calculation.quote.options.map((option) => [option.method.name, option.fee])).toEqual([
      ["Simple Distance", 210],
      ["Terrain Adjusted", 252],
      ["Load Based", 260],
      ["Premium Service", 415],
    ]);
    for (const option of calculation.quote.options) {
      expect(option.breakdown.reduce((sum, line) => sum + line.amount, 0)).toBe(option.fee);
    }
  });

  it("counts a location picked by address as urban, and a refined one as a GPS point", async () => {
    const picked = await page(calculate({ ...RAYTON, inputType: "address", label: "Rayton, Pretoria East" }));
    expect(picked.page.location).toMatchObject({ inputType: "address", label: "Rayton, Pretoria East" });
    expect(picked.page.calculation?.status === "ok" && picked.page.calculation.quote.terrain).toBe("urban");
    // Without a label there is no address: typed coordinates.
    const typed = await page(calculate({ ...RAYTON, inputType: "address" }));
    expect(typed.page.location?.inputType).toBe("coordinates");
  });

  it("searches the places around the store with a GET form and picks one", async () => {
    const { page: view } = await page("?place=cullinan&value=1000");
    expect(view.search).toMatchObject({ query: "cullinan", addresses: null, geocoderFailed: false });
    expect(view.search?.places[0]).toMatchObject({ name: "Cullinan", area: "Pretoria East" });
    expect(view.params.value).toBe("1000");
    const { page: none } = await page("?place=Polokwane");
    expect(none.search?.places).toEqual([]);
  });

  it("refuses coordinates that are not numbers, off the globe or outside South Africa", async () => {
    for (const [lat, lng, message] of [
      ["abc", "28.5", "Please enter valid latitude and longitude values."],
      ["-25.7", "", "Please enter valid latitude and longitude values."],
      ["-95", "28.5", "Please enter valid latitude and longitude values."],
      ["-25.7", "190", "Please enter valid latitude and longitude values."],
      ["51.5072", "-0.1276", OUTSIDE_SOUTH_AFRICA_MESSAGE],
    ] as const) {
      const { response, page: view } = await page(calculate({ lat, lng }));
      expect(response.status, `${lat}, ${lng}`).toBe(400);
      expect(view.locationNotice).toMatchObject({ title: "Invalid Coordinates", message });
      expect(view.calculation).toBeNull();
    }
  });

  it("asks for a location first ('No Location')", async () => {
    const { response, page: view } = await page(calculate({}));
    expect(response.status).toBe(400);
    expect(view.notices.map((notice) => notice.title)).toEqual(["No Location"]);
  });

  it("refuses a location beyond 100 km with the spec's message", async () => {
    const { response, page: view } = await page(calculate(POLOKWANE));
    expect(response.status).toBe(200);
    const calculation = view.calculation;
    if (calculation?.status !== "not-feasible") throw new Error("expected a refusal");
    expect(calculation.quote.feasibility).toEqual({
      feasible: false,
      why: "area",
      limit: 100,
      title: "Delivery Area Limit",
      reason: "Sorry, we only deliver within 100km of our shop via available routes.",
      label: "Outside delivery area",
    });
  });

  it("judges a bulk load by the order value, and reads a non-number value as 0", async () => {
    const small = await page(calculate({ ...RAYTON, load: "bulk", value: "abc" }));
    expect(small.page.orderValue).toBe(0);
    const refused = small.page.calculation;
    expect(refused?.status === "not-feasible" && refused.quote.feasibility).toMatchObject({
      title: "Delivery Not Feasible",
      reason: "Bulk loads (500 kg and over) are delivered for orders of R2000 or more.",
    });
    const big = await page(calculate({ ...RAYTON, load: "bulk", value: "2500" }));
    expect(big.page.calculation?.status).toBe("ok");
  });

  it("refuses an unknown load type or method with a clear message", async () => {
    const load = await page(calculate({ ...RAYTON, load: "huge" }));
    expect(load.response.status).toBe(400);
    expect(load.page.notices[0]?.message).toBe("Please choose a load type: small, medium, large or bulk.");
    const method = await page(calculate({ ...RAYTON, method: "express" }));
    expect(method.response.status).toBe(400);
    expect(method.page.notices[0]?.message).toBe("Please choose one of the four delivery methods.");
  });

  it("selects the chosen method and remembers it in a cookie", async () => {
    const chosen = await get(deliveryLoader, `/delivery${calculate({ ...RAYTON, method: "premium" })}`);
    const view = (await json<{ page: DeliveryPageData }>(chosen)).page;
    expect(view.calculation?.status === "ok" && view.calculation.selected).toBe("premium");
    const cookie = chosen.headers.getSetCookie().find((value) => value.startsWith("delivery_method="));
    expect(cookie).toBeTruthy();
    const restored = await page(calculate(RAYTON), cookie?.split(";")[0]);
    expect(restored.page.calculation?.status === "ok" && restored.page.calculation.selected).toBe("premium");
    // Choosing the remembered method again sets no new cookie.
    const again = await get(
      deliveryLoader,
      `/delivery${calculate({ ...RAYTON, method: "premium" })}`,
      cookie?.split(";")[0],
    );
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("quotes in a few milliseconds without a routing service", async () => {
    const input = {
      location: { lat: -25.742, lng: 28.5347 },
      inputType: "coordinates" as const,
      loadType: "medium" as const,
      orderValue: 500,
    };
    await quoteDelivery(db(), input);
    const runs = 200;
    const started = performance.now();
    for (let run = 0; run < runs; run += 1) await quoteDelivery(db(), input);
    const each = (performance.now() - started) / runs;
    expect(each).toBeLessThan(5);
  });
});

describe("Save Delivery Location", () => {
  const saveFields = (fields: Record<string, string> = {}) => ({
    intent: "save",
    ...RAYTON,
    inputType: "coordinates",
    value: "500",
    load: "medium",
    method: "simple",
    locationName: "Home",
    ...fields,
  });
  const pagePath = `/delivery${calculate(RAYTON)}`;
  const rows = (userId: string) =>
    db().selectFrom("client_delivery_locations").selectAll().where("user_id", "=", userId).execute();
  const saveResult = async (response: Response) =>
    json<{ save: { title: string; message: string; field?: string }; locationName: string }>(response);

  it("refuses visitors ('Cannot Save')", async () => {
    const response = await post(deliveryAction, pagePath, saveFields());
    expect(response.status).toBe(401);
    expect((await saveResult(response)).save).toEqual({
      title: "Cannot Save",
      message: "Please login and complete calculations first",
    });
  });

  it("needs a completed calculation, a selected method and a location name", async () => {
    const user = await signedInUser();
    const noLocation = await post(deliveryAction, pagePath, saveFields({ lat: "", lng: "" }), user.cookie);
    expect(noLocation.status).toBe(400);
    expect((await saveResult(noLocation)).save.title).toBe("Cannot Save");

    const noMethod = await post(deliveryAction, pagePath, saveFields({ method: "" }), user.cookie);
    expect(noMethod.status).toBe(400);
    expect((await saveResult(noMethod)).save.title).toBe("No Method Selected");

    const noName = await post(deliveryAction, pagePath, saveFields({ locationName: "   " }), user.cookie);
    expect(noName.status).toBe(400);
    expect((await saveResult(noName)).save).toEqual({
      title: "Location Name Required",
      message: "Location Name Required",
      field: "locationName",
    });

    const outside = await post(deliveryAction, pagePath, saveFields(POLOKWANE), user.cookie);
    expect(outside.status).toBe(400);
    expect((await saveResult(outside)).save.title).toBe("Delivery Area Limit");
    expect(await rows(user.id)).toEqual([]);
  });

  it("refuses a post from another site", async () => {
    const user = await signedInUser();
    const request = new Request(`${TEST_ORIGIN}${pagePath}`, {
      method: "POST",
      headers: {
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: user.cookie,
      },
      body: new URLSearchParams(saveFields()),
    });
    const response = await deliveryAction({ request, params: {}, context: {} }).catch((thrown: unknown) => thrown);
    expect((response as Response).status).toBe(403);
    expect(await rows(user.id)).toEqual([]);
  });

  it("saves the recomputed fee with the spec's defaults, then updates the same row in place", async () => {
    const user = await signedInUser();
    const first = await post(
      deliveryAction,
      pagePath,
      // A fee in the form is never read: the quote is worked out again.
      saveFields({ locationName: "  Home  ", fee: "1", deliveryInstructions: "Second gate after the dam" }),
      user.cookie,
    );
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(pagePath);
    expect(await toastAfter(first, user.cookie)).toEqual({
      title: "Location Saved",
      description: "Home is saved with a delivery fee of R\u00a0210.00 (Simple Distance).",
      variant: "success",
    });
    const [saved] = await rows(user.id);
    expect(saved).toMatchObject({
      location_name: "Home",
      address_line_1: "GPS -25.74200, 28.53470",
      city: "Rural Area",
      province: "Unknown",
      postal_code: "0000",
      country: "South Africa",
      latitude: -25.742,
      longitude: 28.5347,
      delivery_fee_cents: 21000,
      calculated_delivery_fee_cents: 21000,
      distance_km: 10.5,
      delivery_method: "simple",
      load_type: "medium",
      is_default: 1,
      delivery_instructions: "Second gate after the dam",
    });

    const second = await post(
      deliveryAction,
      pagePath,
      saveFields({
        lat: "-25.6746",
        lng: "28.5216",
        inputType: "address",
        label: "Cullinan, Pretoria East",
        method: "premium",
        load: "large",
        locationName: "Work",
      }),
      user.cookie,
    );
    expect(second.status).toBe(302);
    const after = await rows(user.id);
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(saved?.id);
    expect(after[0]).toMatchObject({
      location_name: "Work",
      address_line_1: "Cullinan, Pretoria East",
      city: "Urban Area",
      delivery_method: "premium",
      load_type: "large",
      distance_km: 13.6,
      // Premium at 13.6 km: R272 x 1.5 = R408, plus R100.
      delivery_fee_cents: 50800,
      delivery_instructions: null,
    });
  });

  it("updates the location client registration made instead of adding a second one", async () => {
    const user = await signedInUser();
    await db()
      .insertInto("client_delivery_locations")
      .values({
        id: crypto.randomUUID(),
        user_id: user.id,
        location_name: "Farm",
        address_line_1: "Plot 7",
        city: "Rayton",
        province: "Gauteng",
        postal_code: "1001",
        latitude: -25.74,
        longitude: 28.53,
        is_default: 1,
      })
      .execute();
    const response = await post(deliveryAction, pagePath, saveFields({ locationName: "Farm gate" }), user.cookie);
    expect(response.status).toBe(302);
    const after = await rows(user.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ location_name: "Farm gate", delivery_fee_cents: 21000, postal_code: "0000" });
  });
});
