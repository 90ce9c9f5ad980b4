import { createCookie, redirect } from "@remix-run/node";
import { z } from "zod";
import { translatorFor } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { readFormData } from "~/platform/forms.server";
import { logger } from "~/platform/logger.server";
import { requireSameOrigin } from "~/platform/request.server";
import {
  chosenLocation,
  type DeliveryPageData,
  loadDeliveryPage,
  type Notice,
  orderValueFrom,
  saveLocationAction,
} from "./delivery-page.server";
import { type DeliveryQuote, quoteDelivery, readDeliverySettings } from "./delivery-quote.server";
import { DEFAULT_LOAD_TYPE } from "./fees";
import {
  CALCULATION_FAILED_MESSAGE,
  CALCULATION_FAILED_TITLE,
  INVALID_COORDINATES_TITLE,
  NO_LOCATION_MESSAGE,
  NO_LOCATION_TITLE,
} from "./messages";
import { TEST_DELIVERY_PATH, TEST_TAB_LABELS, TEST_TABS, type TestTab } from "./test-delivery-texts";
import { appendLogLine, logLine } from "./test-log";

/** The test page stays English (decision 0110): its notices in the English catalogue's words. */
const english = translatorFor("en", ["cart"]);

// The visitor's own log lines live in a signed cookie: no session row is made for a visitor who
// just tries the calculator. Its path is "/": Remix fetches this page's data from
// /test-delivery.data, which a "/test-delivery" path would not cover.
let logCookie: ReturnType<typeof createCookie> | undefined;
function testLogCookie() {
  logCookie ??= createCookie("delivery_test_log", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env().isHttps,
    secrets: [env().SESSION_SECRET],
    maxAge: 7 * 24 * 60 * 60,
  });
  return logCookie;
}

async function readLog(request: Request): Promise<string[]> {
  const stored = await testLogCookie().parse(request.headers.get("Cookie"));
  const parsed = z.array(z.string().max(200)).max(50).safeParse(stored);
  return parsed.success ? parsed.data : [];
}

export type SimpleFormResult = {
  lat: string;
  lng: string;
  value: number;
  notice: Notice | null;
  quote: DeliveryQuote | null;
};

export type TestDeliveryData = {
  tab: TestTab;
  tabNotice: Notice | null;
  page: DeliveryPageData | null;
  simple: SimpleFormResult | null;
  logs: string[];
  system: { storeLat: number; storeLng: number; maxDeliveryDistance: number };
};

/** The Simple Form: coordinates and an order value, a medium load; the options in a table. */
async function simpleForm(url: URL): Promise<{ result: SimpleFormResult; status: number; line: string | null }> {
  const lat = url.searchParams.get("lat")?.trim() ?? "";
  const lng = url.searchParams.get("lng")?.trim() ?? "";
  const value = orderValueFrom(url.searchParams.get("value")?.trim() || undefined);
  const base = { lat, lng, value, quote: null };
  if (!url.searchParams.has("calculate")) return { result: { ...base, notice: null }, status: 200, line: null };
  const { location, error } = chosenLocation({ lat, lng, inputType: "coordinates" });
  if (error) {
    return {
      result: { ...base, notice: { tone: "error", title: english(INVALID_COORDINATES_TITLE), message: error } },
      status: 400,
      line: `Invalid coordinates: ${lat}, ${lng}`,
    };
  }
  if (!location) {
    return {
      result: {
        ...base,
        notice: { tone: "error", title: english(NO_LOCATION_TITLE), message: english(NO_LOCATION_MESSAGE) },
      },
      status: 400,
      line: "No location",
    };
  }
  try {
    const quote = await quoteDelivery(db(), {
      location,
      inputType: "coordinates",
      loadType: DEFAULT_LOAD_TYPE,
      orderValue: value,
    });
    const outcome = quote.feasibility.feasible
      ? `${quote.options.length} options, simple R${quote.options[0]?.fee ?? 0}`
      : `not feasible (${quote.feasibility.title})`;
    return {
      result: { ...base, notice: null, quote },
      status: 200,
      line: `${lat},${lng}: ${quote.distanceKm} km ${quote.distanceSource}, ${outcome}`,
    };
  } catch (failure) {
    logger.error("Delivery calculation failed", { error: String(failure) });
    return {
      result: {
        ...base,
        notice: {
          tone: "error",
          title: english(CALCULATION_FAILED_TITLE),
          message: english(CALCULATION_FAILED_MESSAGE),
        },
      },
      status: 500,
      line: "Calculation failed",
    };
  }
}

/** The test page: the chosen tab's content, the visitor's log (with this visit's line added) and the system info. */
export async function loadTestDeliveryPage(
  request: Request,
): Promise<{ data: TestDeliveryData; status: number; headers: Headers }> {
  const url = new URL(request.url);
  const requested = url.searchParams.get("tab") ?? "full";
  const parsedTab = z.enum(TEST_TABS).safeParse(requested);
  const tab: TestTab = parsedTab.success ? parsedTab.data : "full";
  const tabNotice: Notice | null = parsedTab.success
    ? null
    : { tone: "error", title: "Unknown tab", message: "There is no such tab; the Full Page is shown instead." };
  let status = parsedTab.success ? 200 : 400;
  const headers = new Headers();
  let page: DeliveryPageData | null = null;
  let simple: SimpleFormResult | null = null;
  let line: string | null = null;

  if (tab === "full" || tab === "calculator") {
    const loaded = await loadDeliveryPage(request, { path: TEST_DELIVERY_PATH, fixed: { tab }, language: "en" });
    page = loaded.page;
    status = Math.max(status, loaded.status);
    for (const cookie of loaded.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    line = loaded.logLine;
  } else if (tab === "simple") {
    const loaded = await simpleForm(url);
    simple = loaded.result;
    status = Math.max(status, loaded.status);
    line = loaded.line;
  }

  let logs = await readLog(request);
  if (line) {
    logs = appendLogLine(logs, logLine(new Date(), TEST_TAB_LABELS[tab], line));
    headers.append("Set-Cookie", await testLogCookie().serialize(logs));
  }
  const settings = await readDeliverySettings(db());
  return {
    status,
    headers,
    data: {
      tab,
      tabNotice,
      page,
      simple,
      logs,
      system: {
        storeLat: settings.shopLatitude,
        storeLng: settings.shopLongitude,
        maxDeliveryDistance: settings.maxDeliveryDistance,
      },
    },
  };
}

const TestIntent = z.enum(["save", "clear-logs"], { error: "Unknown action" });

/** Save Delivery Location (as on /delivery), or Clear Logs. */
export async function testDeliveryAction(request: Request) {
  requireSameOrigin(request);
  const intent = TestIntent.safeParse((await readFormData(request.clone())).get("intent"));
  if (!intent.success) throw new Response("Unknown action", { status: 400 });
  if (intent.data === "save") return saveLocationAction(request, "en");
  return redirect(`${TEST_DELIVERY_PATH}?tab=logs`, {
    headers: { "Set-Cookie": await testLogCookie().serialize([], { maxAge: 0 }) },
  });
}
