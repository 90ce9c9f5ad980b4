import type { DeliveryPageData } from "~/delivery/delivery-page.server";
import { searchAddresses } from "~/delivery/geocoder.server";
import { loader as deliveryLoader } from "~/routes/delivery";
import { asResponse, TEST_ORIGIN } from "../support/actions";
import { freezeClockInsideRateWindow } from "../support/rate-window";
import { get, json } from "./delivery-support";

// A stub Nominatim server on loopback, started before the app reads its configuration.
const stub = await vi.hoisted(async () => {
  const http = await import("node:http");
  const state = {
    mode: "ok" as "ok" | "empty" | "fail" | "slow",
    requests: [] as { url: string; userAgent: string | undefined }[],
  };
  const matches = [
    {
      place_id: 1,
      lat: "-25.6731",
      lon: "28.5189",
      display_name: "Oak Avenue, Cullinan, City of Tshwane, Gauteng, 1000, South Africa",
      importance: 0.41,
    },
    { place_id: 2, lat: "-25.6749", lon: "28.5241", display_name: "Cullinan, Gauteng, South Africa", importance: 1.3 },
    // A match outside South Africa (a bad answer) is never offered.
    { place_id: 3, lat: "51.5", lon: "-0.12", display_name: "Cullinan Road, London", importance: 0.2 },
  ];
  const server = http.createServer((request, response) => {
    state.requests.push({ url: request.url ?? "", userAgent: request.headers["user-agent"] });
    const answer = () => {
      if (state.mode === "fail") {
        response.writeHead(503).end("busy");
        return;
      }
      response
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify(state.mode === "empty" ? [] : matches));
    };
    if (state.mode === "slow") setTimeout(answer, 3500);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  process.env.GEOCODER_URL = `http://127.0.0.1:${address.port}/`;
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

async function pageFor(query: string) {
  const response = await get(deliveryLoader, `/delivery?${query}`);
  return { status: response.status, page: (await json<{ page: DeliveryPageData }>(response)).page };
}

describe("addresses from a Nominatim-compatible geocoder", () => {
  it("asks for South African matches in jsonv2, five at most, naming the shop", async () => {
    await searchAddresses("Oak Avenue, Cullinan", { baseUrl: process.env.GEOCODER_URL ?? "" });
    const [request] = stub.state.requests;
    expect(request?.url).toBe("/search?format=jsonv2&countrycodes=za&limit=5&q=Oak%20Avenue%2C%20Cullinan");
    expect(request?.userAgent).toMatch(/^DonkerhoekFarmSupplies\/1\.0 \(\+http:\/\/localhost:3000; /);
  });

  it("lists the matches to pick from, inside South Africa only", async () => {
    const { status, page } = await pageFor("place=Oak+Avenue+Cullinan&value=750");
    expect(status).toBe(200);
    expect(page.geocoder).toBe(true);
    // With a geocoder the hint keeps the spec's wording.
    expect(page.urbanGuidance).toBe("In town? Search for your street address, suburb or town.");
    expect(page.search?.geocoderFailed).toBe(false);
    expect(page.search?.addresses).toEqual([
      {
        label: "Oak Avenue, Cullinan, City of Tshwane, Gauteng, 1000, South Africa",
        lat: -25.6731,
        lng: 28.5189,
        confidence: 0.41,
      },
      { label: "Cullinan, Gauteng, South Africa", lat: -25.6749, lng: 28.5241, confidence: 1 },
    ]);
    expect(page.search?.places).toEqual([]);
  });

  it("offers the list of places when the geocoder finds nothing", async () => {
    stub.state.mode = "empty";
    const { page } = await pageFor("place=Rayton");
    expect(page.search?.addresses).toEqual([]);
    expect(page.search?.geocoderFailed).toBe(false);
    expect(page.search?.places.map((place) => place.name)).toEqual(["Rayton"]);
  });

  it("falls back to the list of places when the geocoder fails or is slow", async () => {
    for (const mode of ["fail", "slow"] as const) {
      stub.state.mode = mode;
      const started = performance.now();
      const { status, page } = await pageFor("place=Bronkhorstspruit");
      expect(performance.now() - started, mode).toBeLessThan(3400);
      expect(status).toBe(200);
      expect(page.search).toMatchObject({ addresses: null, geocoderFailed: true });
      expect(page.search?.places[0]?.name).toBe("Bronkhorstspruit");
    }
  });

  it("quotes a picked address as urban", async () => {
    const query = new URLSearchParams({
      lat: "-25.6731",
      lng: "28.5189",
      inputType: "address",
      label: "Oak Avenue, Cullinan, City of Tshwane, Gauteng, 1000, South Africa",
      calculate: "1",
    });
    const { page } = await pageFor(query.toString());
    expect(page.location).toMatchObject({ inputType: "address", label: query.get("label") });
    expect(page.calculation?.status === "ok" && page.calculation.quote.terrain).toBe("urban");
    expect(stub.state.requests).toEqual([]);
  });

  it("stops asking the geocoder for one visitor after 20 searches in ten minutes", async () => {
    const search = async (n: number) => {
      const request = new Request(`${TEST_ORIGIN}/delivery?place=Cullinan&value=${n * 50}`, {
        headers: { "X-Forwarded-For": "203.0.113.9" },
      });
      const response = await asResponse(() => deliveryLoader({ request, params: {}, context: {} }));
      return (await json<{ page: DeliveryPageData }>(response)).page;
    };
    freezeClockInsideRateWindow(10 * 60_000);
    try {
      for (let n = 1; n <= 20; n += 1) expect((await search(n)).search?.geocoderFailed).toBe(false);
      const limited = await search(21);
      expect(limited.search).toMatchObject({ addresses: null, geocoderFailed: true });
      expect(limited.search?.places[0]?.name).toBe("Cullinan");
      expect(stub.state.requests).toHaveLength(20);
    } finally {
      vi.useRealTimers();
    }
  });
});
