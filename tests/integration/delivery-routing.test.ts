import type { DeliveryPageData } from "~/delivery/delivery-page.server";
import { quoteDelivery } from "~/delivery/delivery-quote.server";
import { DEFAULT_DELIVERY_SETTINGS, DELIVERY_SETTINGS_KEY } from "~/delivery/delivery-settings.server";
import { roadDistanceKm } from "~/delivery/routing.server";
import { db } from "~/platform/db.server";
import { writeSetting } from "~/platform/settings.server";
import { action as deliveryAction, loader as deliveryLoader } from "~/routes/delivery";
import { get, json, POLOKWANE, post, RAYTON, signedInUser } from "./delivery-support";

// A stub OSRM server on loopback, started before the app reads its configuration. Each test sets
// how it answers.
const stub = await vi.hoisted(async () => {
  const http = await import("node:http");
  const state = {
    mode: "ok" as "ok" | "fail" | "slow" | "no-route",
    metres: 14_270,
    requests: [] as string[],
  };
  const server = http.createServer((request, response) => {
    state.requests.push(request.url ?? "");
    const answer = () => {
      if (state.mode === "fail") {
        response.writeHead(500).end("upstream error");
        return;
      }
      const body =
        state.mode === "no-route"
          ? { code: "NoRoute", message: "Impossible route between points" }
          : { code: "Ok", routes: [{ distance: state.metres, duration: 900 }], waypoints: [] };
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    };
    if (state.mode === "slow") setTimeout(answer, 3500);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  process.env.ROUTING_URL = `http://127.0.0.1:${address.port}`;
  return { state, server };
});

afterAll(() => {
  stub.server.closeAllConnections();
  stub.server.close();
});

beforeEach(() => {
  stub.state.mode = "ok";
  stub.state.requests.length = 0;
});

const rayton = { lat: -25.742, lng: 28.5347 };
const quoteRayton = () =>
  quoteDelivery(db(), { location: rayton, inputType: "coordinates", loadType: "medium", orderValue: 500 });

async function pageFor(fields: Record<string, string>) {
  const query = new URLSearchParams({ ...fields, value: "500", load: "medium", calculate: "1" });
  const response = await get(deliveryLoader, `/delivery?${query}`);
  return (await json<{ page: DeliveryPageData }>(response)).page;
}

describe("road distances from an OSRM routing service", () => {
  it("asks for the route from the store to the customer, longitude first, without the geometry", async () => {
    await quoteRayton();
    expect(stub.state.requests).toEqual(["/route/v1/driving/28.43424,-25.76837;28.5347,-25.742?overview=false"]);
  });

  it("prices the road distance and says so", async () => {
    const view = await pageFor(RAYTON);
    const calculation = view.calculation;
    if (calculation?.status !== "ok") throw new Error("expected a quote");
    expect(calculation.quote).toMatchObject({
      straightLineKm: 10.5,
      roadKm: 14.3,
      distanceKm: 14.3,
      distanceSource: "road",
      routingFailed: false,
    });
    expect(calculation.quote.options[0]).toMatchObject({ fee: 286, distanceKm: 14.3 });
  });

  it("falls back to the straight line when the service fails or finds no route", async () => {
    for (const mode of ["fail", "no-route"] as const) {
      stub.state.mode = mode;
      const quote = await quoteRayton();
      expect(quote, mode).toMatchObject({
        roadKm: null,
        distanceKm: 10.5,
        distanceSource: "straight-line",
        routingFailed: true,
      });
      expect(quote.options[0]?.fee).toBe(210);
    }
  });

  it("gives up after 3 seconds and falls back, to the road factor when that is switched on", async () => {
    await writeSetting(db(), DELIVERY_SETTINGS_KEY, {
      ...DEFAULT_DELIVERY_SETTINGS,
      flags: { ...DEFAULT_DELIVERY_SETTINGS.flags, use_custom_distance_calc: true },
    });
    try {
      stub.state.mode = "slow";
      const started = performance.now();
      const quote = await quoteRayton();
      const took = performance.now() - started;
      expect(took).toBeGreaterThanOrEqual(2900);
      expect(took).toBeLessThan(3400);
      // 10.46 km x 1.3
      expect(quote).toMatchObject({ distanceKm: 13.6, distanceSource: "road-factor", routingFailed: true });
    } finally {
      await db().deleteFrom("shop_settings").where("key", "=", DELIVERY_SETTINGS_KEY).execute();
    }
  });

  it("does not ask for a route to a place already beyond the limit as the crow flies", async () => {
    const view = await pageFor(POLOKWANE);
    expect(view.calculation?.status).toBe("not-feasible");
    expect(stub.state.requests).toEqual([]);
  });

  it("returns null for a service that is not there", async () => {
    expect(await roadDistanceKm(rayton, rayton, { baseUrl: "http://127.0.0.1:9", timeoutMs: 500 })).toBeNull();
  });

  it("saves the road-distance fee", async () => {
    const user = await signedInUser();
    const response = await post(
      deliveryAction,
      "/delivery?calculate=1",
      { intent: "save", ...RAYTON, inputType: "coordinates", method: "simple", locationName: "Farm" },
      user.cookie,
    );
    expect(response.status).toBe(302);
    const row = await db()
      .selectFrom("client_delivery_locations")
      .select(["distance_km", "delivery_fee_cents"])
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ distance_km: 14.3, delivery_fee_cents: 28600 });
  });
});
