import "../support/seeded-database";
import type { ActionFunctionArgs } from "@remix-run/node";
import { ROUTE_ACCESS } from "~/admin/route-access";
import { db } from "~/platform/db.server";
import { asResponse, TEST_ORIGIN } from "../support/actions";
import { insertSession, insertUser } from "../support/users";

/**
 * Every action of the app (found from the route files, so a new one is covered without editing
 * this test) gets malformed bodies: other content types, broken multipart, bad encodings,
 * repeated fields. Each must be answered with a 4xx (or a redirect), never a server error.
 */
type RouteModule = { action?: (args: ActionFunctionArgs) => unknown };
const modules = import.meta.glob<RouteModule>("../../app/routes/*.{ts,tsx}");

const BOUNDARY = "----shopfuzz";
type Body = { label: string; contentType?: string; body: string | Blob };

function malformedBodies(): Body[] {
  const texts: Body[] = [
    { label: "json object", contentType: "application/json", body: '{"email":"a@b.c","intent":"add"}' },
    { label: "json array", contentType: "application/json", body: "[1,2,3]" },
    { label: "broken json", contentType: "application/json", body: '{"email":' },
    { label: "text", contentType: "text/plain", body: "email=a@b.c" },
    { label: "xml", contentType: "application/xml", body: '<?xml version="1.0"?><a>&lt;</a>' },
    { label: "xml with entity", contentType: "text/xml", body: '<!DOCTYPE a [<!ENTITY b "c">]><a>&b;</a>' },
    { label: "csv", contentType: "text/csv", body: "a,b\n1,2" },
    {
      label: "octet stream",
      contentType: "application/octet-stream",
      body: new Blob([new Uint8Array([0, 255, 1, 254])]),
    },
    { label: "no content type", body: "email=a@b.c" },
    { label: "empty, no type", body: "" },
    { label: "empty json", contentType: "application/json", body: "" },
    { label: "unknown type", contentType: "application/x-shop", body: "x" },
    { label: "type with bad params", contentType: "application/x-www-form-urlencoded; charset=klingon", body: "a=1" },
    { label: "multipart without boundary", contentType: "multipart/form-data", body: "--x\r\n\r\n" },
    {
      label: "multipart with wrong boundary",
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n',
    },
    {
      label: "multipart cut short",
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c`,
    },
    {
      label: "multipart no disposition",
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: `--${BOUNDARY}\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`,
    },
    {
      label: "multipart garbage",
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: "\u0000\u0001garbage",
    },
    { label: "multipart empty", contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: "" },
    {
      label: "multipart file where text expected",
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"; filename="b.txt"\r\n\r\nadd\r\n--${BOUNDARY}--\r\n`,
    },
  ];
  const fields = [
    "intent",
    "email",
    "password",
    "productId",
    "quantity",
    "latitude",
    "longitude",
    "redirectTo",
    "id",
    "updatedAt",
    "name",
    "lite",
    "rating",
    "token",
  ];
  const forms: Body[] = [
    { label: "bad percent encoding", body: "email=%zz&intent=%" },
    { label: "lone equals", body: "=&==&&=x" },
    { label: "huge field name", body: `${"a".repeat(5000)}=1` },
    { label: "control characters", body: `intent=%00%01&email=%0d%0a&redirectTo=%2F%09%2Fevil` },
    { label: "every field repeated", body: fields.map((field) => `${field}=1&${field}=2`).join("&") },
    { label: "every field empty", body: fields.map((field) => `${field}=`).join("&") },
    { label: "every field enormous", body: fields.map((field) => `${field}=${"9".repeat(3000)}`).join("&") },
    {
      label: "every field unicode",
      body: fields.map((field) => `${field}=${encodeURIComponent("💥\u202e\uffff")}`).join("&"),
    },
    { label: "numbers as words", body: fields.map((field) => `${field}=NaN`).join("&") },
    { label: "infinities", body: fields.map((field) => `${field}=Infinity`).join("&") },
    { label: "negative numbers", body: fields.map((field) => `${field}=-1e308`).join("&") },
    { label: "arrays in names", body: fields.map((field) => `${field}[0]=1&${field}[]=2`).join("&") },
    { label: "nested names", body: fields.map((field) => `${field}.a.b=1`).join("&") },
    { label: "prototype names", body: "__proto__=1&constructor=2&prototype=3&intent=__proto__" },
    {
      label: "intent of every kind",
      body: ["add", "update", "remove", "delete", "save", "reset", "x"].map((intent) => `intent=${intent}`).join("&"),
    },
  ];
  const asForm = forms.map((form) => ({ ...form, contentType: "application/x-www-form-urlencoded" }));
  // The same forms sent with a misleading type, and the multipart ones as urlencoded.
  const mislabelled = forms
    .slice(0, 15)
    .map((form) => ({ ...form, label: `${form.label} as text`, contentType: "text/plain" }));
  return [...texts, ...asForm, ...mislabelled];
}

const bodies = malformedBodies();

let samples: Record<string, string>;
let staffCookie: () => Promise<string>;

beforeAll(async () => {
  const product = await db().selectFrom("products").select(["id", "ws_code"]).limit(1).executeTakeFirstOrThrow();
  const order = await db().selectFrom("orders").select("order_number").limit(1).executeTakeFirstOrThrow();
  samples = {
    code: product.ws_code,
    id: product.id,
    productId: product.id,
    orderNumber: order.order_number,
    provider: "google",
  };
  const superAdmin = await insertUser(db(), { roles: ["super_admin", "admin"] });
  staffCookie = () => insertSession(db(), superAdmin.id);
});

function pathFor(file: string): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const segments = file.split(/\.(?![^[]*\])/).flatMap((segment) => {
    if (segment === "_index" || segment.startsWith("_")) return [];
    const name = segment.replace(/_$/, "").replace(/\[(.)\]/g, "$1");
    if (name === "$") {
      params["*"] = "anything";
      return ["anything"];
    }
    if (name.startsWith("$")) {
      const value = samples[name.slice(1)] ?? "x";
      params[name.slice(1)] = value;
      return [value];
    }
    return [name];
  });
  return { path: `/${segments.join("/")}`, params };
}

describe("malformed requests", () => {
  it("has at least 50 malformed bodies to send", () => {
    expect(bodies.length).toBeGreaterThanOrEqual(50);
  });

  it("answers every action's malformed bodies with a 4xx or a redirect, as a visitor and as staff", async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [file, load] of Object.entries(modules)) {
      const name = file.replace(/^.*\/routes\//, "").replace(/\.tsx?$/, "");
      const { action } = await load();
      if (!action || !(name in ROUTE_ACCESS)) continue;
      const { path, params } = pathFor(name);
      for (const asStaff of [false, true]) {
        const cookie = asStaff ? await staffCookie() : undefined;
        for (const { label, contentType, body } of bodies) {
          const headers: Record<string, string> = {
            Origin: TEST_ORIGIN,
            "X-Forwarded-For": `198.18.${sent % 250}.${Math.floor(sent / 250) % 250}`,
          };
          if (contentType) headers["Content-Type"] = contentType;
          if (cookie) headers.Cookie = cookie;
          const request = new Request(`${TEST_ORIGIN}${path}`, { method: "POST", headers, body });
          sent += 1;
          try {
            const response = await asResponse(() => action({ request, params, context: {} }));
            if (response.status >= 500)
              failures.push(`${path} ${label}${asStaff ? " (staff)" : ""}: ${response.status}`);
          } catch (error) {
            failures.push(`${path} ${label}${asStaff ? " (staff)" : ""}: threw ${String(error).slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(25 * 2 * 50);
  }, 180_000);
});
