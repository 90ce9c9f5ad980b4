import "../support/seeded-database";
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { STAFF_ROLES } from "~/accounts/roles";
import { db } from "~/platform/db.server";
import { asResponse, TEST_ORIGIN } from "../support/actions";
import { signedInUser } from "../support/route-calls";
import { createRouteSamples, paramsFor, routeFiles, samplePath } from "../support/route-samples";

/**
 * Every CSV the shop answers is safe to open in a spreadsheet. The CSV routes are found, not
 * listed: only a resource route (a module without a component, whose loader's Response goes out
 * as it is) can answer a file, so every resource route's loader is asked as a staff member with
 * every role, on the demo data with hostile cells planted in what the exports hold, and every
 * answer that is text/csv is read. No cell, nor any part of one after a `;` or `,`, may start
 * like a live formula.
 */
const HOSTILE = [
  '=HYPERLINK("http://evil.example","Click")',
  "+27 82 555 0199",
  "-2+3",
  "@SUM(A1)",
  "\t=1+1",
  "\r=1+1",
  "＝1+1",
  "＋1",
  "－1",
  "＠A1",
  "Jan;=5+5",
  "Smith,=1+1",
];

/** A live formula, as a spreadsheet sees it: written independently of the writer's own rule. */
function isLiveFormula(part: string): boolean {
  if (/^\s*-\d+(\.\d+)?\s*$/.test(part)) return false;
  return /^[\t\r]/.test(part) || /^\s*[=+\-@＝＋－＠]/.test(part);
}

function liveCells(csv: string): string[] {
  const rows = parse(csv.replace(/^\uFEFF/, ""), { relax_column_count: true }) as string[][];
  return rows.flat().filter((cell) => isLiveFormula(cell) || cell.split(/[;,]/).some(isLiveFormula));
}

const appDir = path.resolve(__dirname, "../../app");
function sourceOf(file: string): string {
  return fs.readFileSync(
    path.join(
      appDir,
      "routes",
      fs.readdirSync(path.join(appDir, "routes")).find((name) => name.replace(/\.tsx?$/, "") === file) ?? "",
    ),
    "utf8",
  );
}
function appSources(): { file: string; source: string }[] {
  return (fs.readdirSync(appDir, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({
      file: file.split(path.sep).join("/"),
      source: fs.readFileSync(path.join(appDir, file), "utf8"),
    }));
}

/** A module without a component: Remix sends its loader's Response as it is (a download, a feed). */
const isResourceRoute = (file: string) => !/^export default /m.test(sourceOf(file));

const csvs = new Map<string, string>();

beforeAll(async () => {
  const samples = await createRouteSamples();
  const [a, b, c, , e, f, g, h, i, j, k, l] = HOSTILE;
  await db().updateTable("orders").set({ contact_name: a, contact_email: k, contact_phone: b }).execute();
  await db()
    .insertInto("newsletter_subscriptions")
    .values(
      [a, `${b}@example.com`, `${g}@example.com`, `${l}@example.com`].map((email, index) => ({
        id: `hostile-${index}`,
        email: email ?? "",
        is_active: 1,
        confirmed_at: new Date().toISOString(),
        unsubscribe_token: `hostile-token-${index}`,
      })),
    )
    .execute();
  const errors = HOSTILE.map((message, index) => ({ row: index + 2, wsCode: HOSTILE.at(-index - 1), message }));
  await db()
    .updateTable("csv_imports")
    .set({
      errors: JSON.stringify([...errors, { row: null, wsCode: null, message: `${c}, ${e}; ${f} ${h} ${i} ${j}` }]),
    })
    .execute();

  const staff = await signedInUser([...STAFF_ROLES]);
  for (const [file, load] of Object.entries(routeFiles)) {
    if (!isResourceRoute(file)) continue;
    const loader = (await load()).loader;
    if (!loader) continue;
    const url = `${TEST_ORIGIN}${samplePath(samples, file)}`;
    const request = new Request(url, { headers: { Cookie: staff.cookie } });
    const response = await asResponse(() =>
      loader({ request, params: paramsFor(file, new URL(url).pathname), context: {} }),
    );
    if ((response.headers.get("Content-Type") ?? "").startsWith("text/csv")) csvs.set(file, await response.text());
  }
});

describe("CSV downloads", () => {
  it("finds every CSV route by asking every resource route", () => {
    expect([...csvs.keys()].sort()).toEqual(
      expect.arrayContaining([
        "admin.analytics_.export[.csv]",
        "admin.newsletter-management_.subscribers[.csv]",
        "admin.orders_.export[.csv]",
        "admin.products.import_.$importId_.errors",
      ]),
    );
    // A route that looks like it makes a CSV, but was not answered with one, is a gap in this test.
    const looksLikeCsv = Object.keys(routeFiles).filter(
      (file) => file.includes(".csv") || /csvResponse|toCsv|csv-stringify|["']text\/csv["']/.test(sourceOf(file)),
    );
    expect(looksLikeCsv.filter((file) => !csvs.has(file))).toEqual([]);
    expect(Object.keys(routeFiles).filter(isResourceRoute).length).toBeGreaterThan(csvs.size);
  });

  it("writes no cell that a spreadsheet would run as a formula, in any of them", () => {
    const found = [...csvs].map(([file, csv]) => ({ file, live: liveCells(csv) }));
    expect(found.filter(({ live }) => live.length > 0)).toEqual([]);
    // The planted cells are there, shown as text.
    const errors = csvs.get("admin.products.import_.$importId_.errors") ?? "";
    expect(errors).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(errors).toContain(`"Jan;'=5+5"`);
    expect(errors).toContain("'＠A1");
    expect(csvs.get("admin.orders_.export[.csv]")).toContain("'+27 82 555 0199");
    expect(csvs.get("admin.newsletter-management_.subscribers[.csv]")).toContain("'＝1+1@example.com");
  });

  it("makes every CSV with the one writer (app/platform/csv-export.ts)", () => {
    for (const file of csvs.keys()) {
      const source = sourceOf(file);
      // A price list given back to the staff who uploaded it, byte for byte, is theirs, not one the
      // shop writes (decision 0063): such a route streams the stored file and composes nothing.
      if (/streamFile\(/.test(source) && !/toCsv|csvResponse/.test(source)) continue;
      expect(source, file).toMatch(/from "~\/platform\/csv-export"/);
      expect(source, file).not.toMatch(/text\/csv/);
    }
    const stringifiers = appSources()
      .filter(({ source }) => /from ["']csv-stringify/.test(source))
      .map(({ file }) => file);
    expect(stringifiers).toEqual(["platform/csv-export.ts"]);
  });
});
