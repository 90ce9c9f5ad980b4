import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { build } from "esbuild";
import { mergeBrowserChunks, planChunkFiles } from "./merge-browser-chunks.mjs";

/** Runs a module in a Node process of its own (the built files are plain ES modules) and answers what it printed. */
async function runModule(source: string) {
  const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", source]);
  return JSON.parse(stdout);
}

const storefront = {
  root: {},
  "routes/_index": { parentId: "root" },
  "routes/products": { parentId: "root" },
  "routes/product": { parentId: "root" },
  "routes/checkout": { parentId: "root" },
  "routes/admin": { parentId: "root" },
  "routes/admin.orders": { parentId: "routes/admin" },
  "routes/admin.products": { parentId: "routes/admin" },
};

const chunk = (id: string, bytes: number, ...reachedFrom: string[]) => ({
  id: `/build/_shared/${id}.js`,
  name: id,
  bytes,
  reachedFrom: new Set(reachedFrom),
});

describe("planChunkFiles", () => {
  test("puts what the browser entry needs in the framework file and leaves import() targets alone", () => {
    const files = planChunkFiles({
      routes: storefront,
      chunks: [
        chunk("react", 250_000, "entry.client", "root", "routes/_index"),
        chunk("helpers", 400, "entry.client", "routes/admin"),
        chunk("map", 150_000),
      ],
    });
    expect(files.get("/build/_shared/react.js")).toBe("framework");
    expect(files.get("/build/_shared/helpers.js")).toBe("framework");
    expect(files.get("/build/_shared/map.js")).toBe("map");
  });

  test("merges small chunks that the same pages load into one file", () => {
    const files = planChunkFiles({
      routes: storefront,
      chunks: [
        chunk("card", 3_000, "routes/_index", "routes/products", "routes/product"),
        chunk("price", 400, "routes/_index", "routes/products", "routes/product"),
        chunk("stock", 200, "routes/_index", "routes/products", "routes/product"),
      ],
    });
    expect(new Set(files.values())).toEqual(new Set(["shop"]));
  });

  test("keeps a large chunk that one page needs apart from what every page loads", () => {
    const files = planChunkFiles({
      routes: storefront,
      chunks: [chunk("layout", 2_000, "root"), chunk("delivery-map", 20_000, "routes/checkout", "routes/admin.orders")],
    });
    expect(files.get("/build/_shared/delivery-map.js")).toBe("delivery-map");
    expect(files.get("/build/_shared/layout.js")).toBe("layout");
  });

  test("merges a small chunk into what every page loads when pages would otherwise pay a request for it", () => {
    const files = planChunkFiles({
      routes: storefront,
      requestBytes: 8_000,
      chunks: [
        chunk("layout", 2_000, "root"),
        chunk("menu", 1_000, "root", "routes/products"),
        chunk("card", 500, "routes/_index", "routes/products", "routes/product"),
      ],
    });
    expect(files.get("/build/_shared/layout.js")).toBe("shop");
    expect(files.get("/build/_shared/menu.js")).toBe("shop");
    expect(files.get("/build/_shared/card.js")).toBe("shop");
  });

  test("keeps what only other pages need out of the file of a page a purchase goes through", () => {
    const routes = {
      root: {},
      "routes/login": { parentId: "root" },
      "routes/register": { parentId: "root" },
      "routes/account": { parentId: "root" },
      "routes/reset-password": { parentId: "root" },
    };
    const files = planChunkFiles({
      routes,
      requestBytes: 8_000,
      chunks: [
        // The password field's Show button: signing in needs it, and so do three pages a purchase does not pass.
        chunk("show-hide", 600, "routes/login", "routes/register", "routes/account", "routes/reset-password"),
        // The new-password rules: those three pages only. Merged, each of them would save a request
        // (3 x 8,000) and signing in would download 4,000 bytes it never runs, counted 8 times.
        chunk("password-rules", 4_000, "routes/register", "routes/account", "routes/reset-password"),
      ],
    });
    expect(files.get("/build/_shared/show-hide.js")).not.toBe(files.get("/build/_shared/password-rules.js"));
  });

  test("never merges the back office's code into a file that a storefront page loads", () => {
    const files = planChunkFiles({
      routes: storefront,
      chunks: [
        chunk("layout", 2_000, "root"),
        // Loaded by every back-office page through the admin layout: its pages would save a request.
        chunk("admin-table", 100, "routes/admin"),
        chunk("admin-forms", 100, "routes/admin.orders", "routes/admin.products"),
      ],
    });
    expect(files.get("/build/_shared/admin-table.js")).toBe("admin");
    expect(files.get("/build/_shared/admin-forms.js")).toBe("admin");
    expect(files.get("/build/_shared/layout.js")).toBe("layout");
  });
});

describe("mergeBrowserChunks", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "merge-chunks-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test("rewrites esbuild's split build into fewer files whose route modules still work", async () => {
    const app = path.join(dir, "app");
    const sources: Record<string, string> = {
      "framework.js": 'export const render = (name) => "<" + name + ">";',
      "entry.client.js": 'import { render } from "./framework.js"; globalThis.rendered = render("app");',
      "layout.js": 'export const shopName = "Donkerhoek";',
      "price.js": 'export const rand = (cents) => "R " + (cents / 100).toFixed(2);',
      "card.js": 'import { rand } from "./price.js"; export const card = (name, cents) => name + ": " + rand(cents);',
      "stock.js": 'export const stockLabel = (n) => (n > 0 ? "In stock" : "Out of stock");',
      "root.js":
        'import { render } from "./framework.js"; import { shopName } from "./layout.js"; export default () => render(shopName);',
      "routes/_index.js":
        'import { card } from "../card.js"; import { shopName } from "../layout.js"; export default () => shopName + " " + card("Lucerne", 12000);',
      "routes/products.js":
        'import { card } from "../card.js"; import { stockLabel } from "../stock.js"; export const meta = () => "Products"; export default () => card("Oats", 5000) + " " + stockLabel(2);',
      "routes/product.js":
        'import { rand } from "../price.js"; import { stockLabel } from "../stock.js"; import { render } from "../framework.js"; export default () => render(rand(999) + " " + stockLabel(0));',
    };
    for (const [file, source] of Object.entries(sources)) {
      await mkdir(path.dirname(path.join(app, file)), { recursive: true });
      await writeFile(path.join(app, file), source);
    }
    const routes = {
      root: {},
      "routes/_index": { parentId: "root" },
      "routes/products": { parentId: "root" },
      "routes/product": { parentId: "root" },
    };
    const outdir = path.join(dir, "public", "build");
    // As the Remix compiler calls esbuild for the browser.
    const esbuilt = await build({
      absWorkingDir: dir,
      entryPoints: Object.fromEntries(
        ["entry.client", ...Object.keys(routes)].map((name) => [name, path.join(app, `${name}.js`)]),
      ),
      outdir,
      bundle: true,
      splitting: true,
      format: "esm",
      minify: true,
      write: false,
      metafile: true,
      entryNames: "[dir]/[name]-[hash]",
      chunkNames: "_shared/[name]-[hash]",
      publicPath: "/build/",
    });
    const esbuildChunks = esbuilt.outputFiles.filter((file) => file.path.includes("/_shared/"));
    expect(esbuildChunks.length).toBeGreaterThanOrEqual(4);

    const merged = await mergeBrowserChunks({
      metafile: esbuilt.metafile,
      outputFiles: esbuilt.outputFiles,
      assetsBuildDirectory: outdir,
      routes,
      cwd: dir,
      requestBytes: 8_000,
    });
    const written = merged.outputFiles.map((file) => path.relative(outdir, file.path));
    expect(written.filter((file) => file.startsWith("_shared/")).length).toBeLessThan(esbuildChunks.length);
    for (const file of merged.outputFiles) {
      await mkdir(path.dirname(file.path), { recursive: true });
      await writeFile(file.path, file.contents);
    }

    // What Remix reads from the metafile: each entry's file and the files it imports.
    const entries = Object.entries(merged.metafile.outputs).filter(([, output]) => output.entryPoint);
    expect(entries.map(([, output]) => output.entryPoint).sort()).toEqual(
      Object.values(esbuilt.metafile.outputs)
        .map((output) => output.entryPoint)
        .filter(Boolean)
        .sort(),
    );
    for (const [key, output] of Object.entries(merged.metafile.outputs)) {
      expect(written, key).toContain(path.relative(outdir, path.resolve(dir, key)));
      for (const imported of output.imports) {
        expect(written, `${key} imports ${imported.path}`).toContain(
          path.relative(outdir, path.resolve(dir, imported.path)),
        );
      }
    }

    const url = (entryPoint: string) => {
      const found = entries.find(([, output]) => output.entryPoint?.endsWith(entryPoint));
      if (!found) throw new Error(`no output for ${entryPoint}`);
      return JSON.stringify(pathToFileURL(path.resolve(dir, found[0])).href);
    };
    const results = await runModule(`
      const root = await import(${url("root.js")});
      const index = await import(${url("routes/_index.js")});
      const products = await import(${url("routes/products.js")});
      const product = await import(${url("routes/product.js")});
      await import(${url("entry.client.js")});
      process.stdout.write(JSON.stringify({
        root: root.default(), index: index.default(), products: products.default(), meta: products.meta(),
        product: product.default(), entry: globalThis.rendered,
      }));
    `);
    expect(results).toEqual({
      root: "<Donkerhoek>",
      index: "Donkerhoek Lucerne: R 120.00",
      products: "Oats: R 50.00 In stock",
      meta: "Products",
      product: "<R 9.99 Out of stock>",
      entry: "<app>",
    });
  });
});
