import type { TestDeliveryData } from "~/delivery/test-delivery.server";
import { db } from "~/platform/db.server";
import { action as testAction, loader as testLoader } from "~/routes/test-delivery";
import { cookiePair } from "../support/actions";
import { get, json, POLOKWANE, post, RAYTON, signedInUser } from "./delivery-support";

const LOG_COOKIE = "delivery_test_log";

async function visit(query: string, cookie = "") {
  const response = await get(testLoader, `/test-delivery${query}`, cookie || undefined);
  const next = cookiePair(response, LOG_COOKIE) || cookie;
  return { response, data: await json<TestDeliveryData>(response), cookie: next };
}

describe("the delivery test page", () => {
  it("opens on the Full Page tab with the system info", async () => {
    const { response, data } = await visit("");
    expect(response.status).toBe(200);
    expect(data.tab).toBe("full");
    expect(data.page?.path).toBe("/test-delivery");
    expect(data.page?.params.tab).toBe("full");
    expect(data.system).toEqual({ storeLat: -25.76837, storeLng: 28.43424, maxDeliveryDistance: 100 });
    expect(data.logs).toEqual([]);
  });

  it("refuses an unknown tab with a 400 and shows the Full Page", async () => {
    const { response, data } = await visit("?tab=admin");
    expect(response.status).toBe(400);
    expect(data.tab).toBe("full");
    expect(data.tabNotice?.title).toBe("Unknown tab");
  });

  it("calculates on the Simple Form and keeps each calculation in this visitor's log", async () => {
    const simple = await visit(`?${new URLSearchParams({ tab: "simple", ...RAYTON, value: "500", calculate: "1" })}`);
    expect(simple.data.simple?.quote?.options.map((option) => option.fee)).toEqual([210, 252, 260, 415]);
    const far = await visit(`?${new URLSearchParams({ tab: "simple", ...POLOKWANE, calculate: "1" })}`, simple.cookie);
    expect(far.data.simple?.quote?.feasibility).toMatchObject({ title: "Delivery Area Limit" });
    const bad = await visit(
      `?${new URLSearchParams({ tab: "simple", lat: "x", lng: "y", calculate: "1" })}`,
      far.cookie,
    );
    expect(bad.response.status).toBe(400);
    expect(bad.data.simple?.notice).toMatchObject({
      title: "Invalid Coordinates",
      message: "Please enter valid latitude and longitude values.",
    });
    const calculator = await visit(
      `?${new URLSearchParams({ tab: "calculator", ...RAYTON, calculate: "1", method: "load" })}`,
      bad.cookie,
    );
    expect(calculator.data.page?.calculation?.status).toBe("ok");

    const logs = await visit("?tab=logs", calculator.cookie);
    expect(logs.data.logs).toHaveLength(4);
    expect(logs.data.logs[0]).toMatch(
      /^\d\d:\d\d:\d\d Simple Form: -25\.742,28\.5347: 10\.5 km straight-line, 4 options, simple R210$/,
    );
    expect(logs.data.logs[1]).toMatch(
      /Simple Form: -23\.9045,29\.4689: 232\.1 km straight-line, not feasible \(Delivery Area Limit\)$/,
    );
    expect(logs.data.logs[2]).toContain("Simple Form: Invalid coordinates: x, y");
    expect(logs.data.logs[3]).toMatch(/Calculator: .* Load Based R 260\.00/);
  });

  it("keeps the last 20 lines and clears them with Clear Logs", async () => {
    let cookie = "";
    for (let n = 1; n <= 23; n += 1) {
      ({ cookie } = await visit(`?tab=simple&lat=-25.74&lng=28.5&value=${n * 50}&calculate=1`, cookie));
    }
    const full = await visit("?tab=logs", cookie);
    expect(full.data.logs).toHaveLength(20);
    const cleared = await post(testAction, "/test-delivery?tab=logs", { intent: "clear-logs" }, cookie);
    expect(cleared.status).toBe(302);
    expect(cleared.headers.get("Location")).toBe("/test-delivery?tab=logs");
    const expired = cleared.headers.getSetCookie().find((value) => value.startsWith(`${LOG_COOKIE}=`));
    expect(expired).toMatch(/Max-Age=0/);
  });

  it("saves a delivery location from the Full Page tab and comes back to it", async () => {
    const user = await signedInUser();
    const path = `/test-delivery?${new URLSearchParams({ tab: "full", ...RAYTON, calculate: "1" })}`;
    const response = await post(
      testAction,
      path,
      { intent: "save", ...RAYTON, inputType: "coordinates", method: "terrain", locationName: "Home" },
      user.cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(path);
    const row = await db()
      .selectFrom("client_delivery_locations")
      .select(["location_name", "delivery_fee_cents", "delivery_method"])
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ location_name: "Home", delivery_fee_cents: 25200, delivery_method: "terrain" });
  });

  it("refuses an unknown action", async () => {
    const response = await post(testAction, "/test-delivery", { intent: "drop-tables" });
    expect(response.status).toBe(400);
  });
});

describe("the log cookie", () => {
  it("stays under a browser's 4 KB cookie limit with 20 of the longest lines", async () => {
    let cookie = "";
    let setCookie = "";
    const label = "A very long address ".repeat(10).trim();
    for (let n = 0; n < 22; n += 1) {
      const query = new URLSearchParams({ tab: "calculator", ...RAYTON, inputType: "address", label, calculate: "1" });
      const response = await get(testLoader, `/test-delivery?${query}`, cookie || undefined);
      setCookie = response.headers.getSetCookie().find((value) => value.startsWith(`${LOG_COOKIE}=`)) ?? "";
      cookie = cookiePair(response, LOG_COOKIE);
    }
    expect(setCookie.length).toBeGreaterThan(2000);
    expect(setCookie.length).toBeLessThan(4096);
    const logs = await visit("?tab=logs", cookie);
    expect(logs.data.logs).toHaveLength(20);
  });
});
