import fs from "node:fs";
import path from "node:path";
import { ROLE_LABELS, STAFF_ROLES } from "~/accounts/roles";
import { ADMIN_NAV, adminNavFor } from "~/admin/screens";
import { GUIDE_CATEGORIES } from "~/documentation/categories";
import { GUIDES_DIR, loadGuide } from "~/documentation/guides.server";
import { documentHeadings } from "~/documentation/markdown.server";

/**
 * The built-in guides against the app: every id of the spec's table has its guide, and every
 * screen address a guide names is a route of the app, so a guide cannot silently go stale when
 * a screen moves or goes. Addresses are written in backticks (`/admin/orders/{order_number}`);
 * a {placeholder} stands for one part of the address.
 */

const ROUTES_DIR = path.join(process.cwd(), "app", "routes");

/**
 * Each route file as the parts of its address: a literal, ':' for a parameter, '*' for the rest.
 * The catch-all `$.tsx` (the not-found page) answers every address, so it proves none.
 */
function routePatterns(): string[][] {
  return fs
    .readdirSync(ROUTES_DIR)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) =>
      file
        .replace(/\.tsx?$/, "")
        .split(/\.(?![^[]*\])/)
        .flatMap((segment) => {
          if (segment === "_index" || segment.startsWith("_")) return [];
          const name = segment.replace(/_$/, "").replace(/\[([^\]]*)\]/g, "$1");
          if (name === "$") return ["*"];
          return [name.startsWith("$") ? ":" : name];
        }),
    )
    .filter((pattern) => pattern.join("/") !== "*");
}

function matches(address: string, patterns: string[][]): boolean {
  const parts = address
    .replace(/[?#].*$/, "")
    .split("/")
    .filter(Boolean);
  return patterns.some((pattern) => {
    const splat = pattern.at(-1) === "*";
    const fixed = splat ? pattern.slice(0, -1) : pattern;
    if (splat ? parts.length <= fixed.length : parts.length !== fixed.length) return false;
    return fixed.every((segment, index) => {
      const part = parts[index] ?? "";
      if (segment === ":") return true;
      return segment === part && !part.startsWith("{");
    });
  });
}

function guideFiles() {
  return fs.readdirSync(GUIDES_DIR).filter((file) => file.endsWith(".md"));
}

function guideText(file: string) {
  return fs.readFileSync(path.join(GUIDES_DIR, file), "utf8");
}

/** The addresses a guide names: a `/...` in backticks, and any /admin address in the prose. */
function addressesIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/`(\/[^`\s]*)`/g)) if (match[1]) found.add(match[1]);
  for (const match of text.matchAll(/(?:^|[\s(])(\/admin[A-Za-z0-9\-/{}._]*)/gm)) {
    if (match[1]) found.add(match[1].replace(/[.,]+$/, ""));
  }
  return [...found];
}

describe("the built-in guides", () => {
  it("are the spec's twenty ids and our three (decisions 0072 and 0080), each a Markdown file with its title, description, type, date and content", async () => {
    const ids = GUIDE_CATEGORIES.flatMap((category) => [...category.ids]);
    expect(ids).toHaveLength(23);
    expect(guideFiles().sort()).toEqual(ids.map((id) => `${id}.md`).sort());
    for (const category of GUIDE_CATEGORIES) {
      for (const id of category.ids) {
        const guide = await loadGuide(id);
        expect(guide, id).toBeDefined();
        expect(guide?.category).toBe(category.id);
        expect(guide?.type).toBe(category.type);
        expect(guide?.title.length, id).toBeGreaterThan(3);
        expect(guide?.description.length, id).toBeGreaterThan(20);
        expect(guide?.content.length, id).toBeGreaterThan(800);
        expect(documentHeadings(guide?.content ?? "").length, id).toBeGreaterThan(2);
      }
    }
  });

  it("name only screen addresses the app has", () => {
    const patterns = routePatterns();
    const unknown: string[] = [];
    let checked = 0;
    for (const file of guideFiles()) {
      for (const address of addressesIn(guideText(file))) {
        if (/\.(md|ts|tsx|db|gz|json|html)$/.test(address) && !address.startsWith("/admin")) continue;
        checked += 1;
        if (!matches(address, patterns)) unknown.push(`${file}: ${address}`);
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(unknown).toEqual([]);
  });

  it("catches an address the app does not have", () => {
    const patterns = routePatterns();
    expect(addressesIn("Open `/admin/orders/{order_number}` and /admin/stock-levels.")).toEqual([
      "/admin/orders/{order_number}",
      "/admin/stock-levels",
    ]);
    expect(matches("/admin/orders/{order_number}", patterns)).toBe(true);
    expect(matches("/admin/stock-levels?level=low", patterns)).toBe(true);
    expect(matches("/admin/inventory", patterns)).toBe(false);
    expect(matches("/admin/orders/{order_number}/refund", patterns)).toBe(false);
    expect(matches("/uploads/{key}", patterns)).toBe(true);
    expect(matches("/uploads", patterns)).toBe(false);
    expect(matches("/admin/analytics/export.csv", patterns)).toBe(true);
  });

  it("show screenshots that are in the repository", () => {
    for (const file of guideFiles()) {
      for (const match of guideText(file).matchAll(/!\[[^\]]*\]\((\/[^)\s]+)\)/g)) {
        const image = path.join(process.cwd(), "public", match[1] ?? "");
        expect(fs.existsSync(image), `${file}: ${match[1]}`).toBe(true);
        expect(fs.statSync(image).size, `${file}: ${match[1]}`).toBeLessThan(250_000);
      }
    }
  });

  it("describe every table of the database in the schema guide", () => {
    // The tables as app/platform/db-schema.ts has them: generated from the migrations by
    // `npm run db:types`, so a migration that adds a table fails here until the guide has it.
    const schema = fs.readFileSync(path.join(process.cwd(), "app", "platform", "db-schema.ts"), "utf8");
    const block = /^export interface DB \{\n([\s\S]*?)^\}/m.exec(schema)?.[1] ?? "";
    const tables = [...block.matchAll(/^ {2}([a-z_0-9]+):/gm)].map((match) => match[1] ?? "");
    expect(tables.length).toBeGreaterThan(40);
    const guide = guideText("database-schema.md");
    const named = new Set([
      ...[...guide.matchAll(/`([a-z_0-9]+)`/g)].map((match) => match[1]),
      ...[...guide.matchAll(/^#{2,6} (.+)$/gm)].flatMap((match) => (match[1] ?? "").split(/[^a-z_0-9]+/)),
    ]);
    expect(tables.filter((table) => !named.has(table))).toEqual([]);
  });

  it("give each role the menu the back office shows it, in its groups", () => {
    const guide = guideText("admin-panel-navigation.md");
    const groups = /in groups: ([^.(]+)/.exec(guide)?.[1] ?? "";
    expect(groups.split(/,\s+|\s+and\s+/).map((group) => group.trim())).toEqual(ADMIN_NAV.map((group) => group.label));
    const everything = ADMIN_NAV.flatMap((group) => group.screens.map((screen) => screen.label));
    const rows = new Map<string, string>();
    for (const match of guide.matchAll(/^\| ([a-z ,]+) \| ([^|]+) \|$/gm)) {
      for (const role of (match[1] ?? "").split(", ")) rows.set(role, (match[2] ?? "").trim());
    }
    for (const role of STAFF_ROLES) {
      const row = rows.get(ROLE_LABELS[role].toLowerCase());
      const menu = adminNavFor([role]).flatMap((group) => group.screens.map((screen) => screen.label));
      expect(row, role).toBeDefined();
      if (row === "everything") expect(menu, role).toEqual(everything);
      else expect(row?.split(", "), role).toEqual(menu);
    }
  });
});
