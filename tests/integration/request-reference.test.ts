import "../support/seeded-database";
import { quoteReferenceText } from "~/platform/request-id";
import * as unknownPage from "~/routes/$";
import * as admin from "~/routes/admin";
import { remixApp } from "../support/remix-app";
import { signedInUser } from "../support/route-calls";

/**
 * Issue 47, points 4 and 6 (decision 0102), through Remix's own request handler with the real
 * entry, root and admin layout: an error page, the customer's and the back office's, shows the
 * request's id (the HTTP guard puts it in X-Request-Id) for a customer or a clerk to quote, in the
 * server's render, which is all a browser without JavaScript gets and what a browser with it
 * hydrates; and a `?_data=` request left over from Remix before single fetch is answered without
 * an ERROR line.
 */
const lines: { level: string; text: string }[] = [];

beforeEach(() => {
  lines.length = 0;
  vi.stubEnv("LOG_LEVEL", "info");
  for (const level of ["error", "warn", "info"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push({ level, text: args.map(String).join(" ") });
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const failing = {
  loader: () => {
    throw new Error("database is locked");
  },
  default: () => null,
};
const home = { loader: () => ({ greeting: "Welcome" }), default: () => null };

const handle = remixApp([
  { id: "routes/_index", parentId: "root", path: "", module: { ...home, index: true } },
  { id: "routes/failing", parentId: "root", path: "failing", module: failing },
  { id: "routes/admin", parentId: "root", path: "admin", module: admin },
  { id: "routes/admin.failing", parentId: "routes/admin", path: "failing", module: failing },
  { id: "routes/$", parentId: "root", path: "*", module: unknownPage },
]);

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the request's id on an error page", () => {
  it("is shown on the customer's error page, to quote", async () => {
    const response = await handle(
      new Request("http://localhost:3000/failing", {
        headers: { Host: "localhost:3000", "X-Request-Id": "cust0mer2error9id" },
      }),
    );
    expect(response.status).toBe(500);
    const page = text(await response.text());
    expect(page).toContain("Something went wrong on our side");
    expect(page).toContain(quoteReferenceText("cust0mer2error9id"));
  });

  it("is shown on the back office's error page, to quote", async () => {
    const staff = await signedInUser(["admin"]);
    const response = await handle(
      new Request("http://localhost:3000/admin/failing", {
        headers: { Host: "localhost:3000", Cookie: staff.cookie, "X-Request-Id": "adm1n2error3id45" },
      }),
    );
    expect(response.status).toBe(500);
    const page = text(await response.text());
    expect(page).toContain("Something went wrong on our side");
    expect(page).toContain(quoteReferenceText("adm1n2error3id45"));
  });

  it("is left out when the request has none, rather than made up", async () => {
    const response = await handle(
      new Request("http://localhost:3000/failing", { headers: { Host: "localhost:3000" } }),
    );
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("Quote this reference");
  });
});

describe("a ?_data= request (Remix before single fetch)", () => {
  it("is answered, and writes no ERROR or WARN line", async () => {
    for (const path of ["/?_data=root", "/?_data=routes%2F_index", "/nowhere?_data=routes%2F%24"]) {
      const response = await handle(
        new Request(`http://localhost:3000${path}`, { headers: { Host: "localhost:3000" } }),
      );
      expect(response.status, path).toBeLessThan(500);
    }
    expect(lines.filter((line) => line.level !== "info")).toEqual([]);
    expect(lines.map((line) => line.text).join("\n")).not.toContain("status 500");
  });
});
