// @ts-check
/**
 * Fewer script files for the browser (decision 0061).
 *
 * The classic Remix compiler bundles the browser's code with esbuild, which splits every module
 * shared by two or more routes into a chunk of its own, one chunk per set of importing routes.
 * With ~150 routes that is dozens of chunks of a few hundred bytes, and a storefront page
 * preloaded 24 of them: on HTTP/1.1 a phone fetches six at a time, one round trip per six.
 * esbuild has no setting to merge them, so after esbuild this pass bundles its output once more
 * with Rollup, grouping the shared chunks by who needs them (see `planChunkFiles`), and hands Remix a
 * metafile describing the new files, from which Remix builds its asset manifest as usual.
 *
 * Route modules keep their exports exactly (`preserveEntrySignatures: "strict"`). A module's
 * top-level code runs on every page that loads its file, so browser modules must only define
 * things at their top level (ours do; decision 0061). Each file is minified again.
 *
 * remix.config.js passes `mergeBrowserChunks` to the compiler as `browserBuildTransform`
 * (patches/@remix-run+dev+2.17.5.patch); it runs for production builds only.
 */
import path from "node:path";
import { transform } from "esbuild";
import { rollup } from "rollup";

/**
 * What one more script request costs a page, counted in minified bytes of script. On a phone's
 * slow connection (2 s round trips, ~400 kbps) six requests go at a time and the framework's file
 * alone takes ~2 s to arrive, so the few requests beyond six mostly wait beside it: a request
 * costs little, while every byte costs the customer money. 8 KB gave the fewest bytes on the home
 * page (fewer than esbuild's own chunks) with 6-8 files per storefront page; 16 KB and more merged
 * code into the home page that it never runs.
 */
export const REQUEST_BYTES = 8_000;

/**
 * The pages of a purchase (decision 0101's budget: home, a search, a product, the cart, signing in
 * with a password or a cellphone, checkout and its confirmation). Most visits are these pages, so
 * a merge that makes one of them download code it does not run costs `PURCHASE_WEIGHT` times what
 * it costs another page (the account's, the policies'), and a request one of them saves counts as
 * much more.
 */
export const PURCHASE_PAGES = new Set([
  "routes/_index",
  "routes/products._index",
  "routes/product.$code",
  "routes/cart._index",
  "routes/cart.checkout",
  "routes/login",
  "routes/login_.cellphone",
  "routes/cart.checkout_.confirmation.$orderNumber",
]);
export const PURCHASE_WEIGHT = 8;

/**
 * @typedef {{ id: string, name: string, bytes: number, reachedFrom: ReadonlySet<string> }} SharedChunk
 * @typedef {Record<string, { parentId?: string }>} RouteTree
 */

/**
 * Which file each of esbuild's shared chunks goes to. `reachedFrom` holds the entries (Remix route
 * ids, or "entry.client") whose static imports reach the chunk; a page loads the browser entry,
 * its route and the route's parents.
 * - Reached from the browser entry (React, React DOM, Remix): "framework", one file every page
 *   loads, which a deploy of the shop's own code does not change.
 * - Reached by no entry's static imports (loaded with `import()`): its own file.
 * - The rest start one file each and are merged two at a time, the pair that saves most first,
 *   while merging saves more than it costs: a page that loads both saves a request
 *   (`requestBytes`); a page that loads one of them downloads the other for nothing. Chunks that
 *   only back-office routes need are never merged with one that a storefront page needs, so a
 *   customer never downloads the back office's code.
 *
 * @param {{ chunks: SharedChunk[], routes: RouteTree, requestBytes?: number }} plan
 * @returns {Map<string, string>} chunk id → file name (without hash; a chunk left alone keeps its name)
 */
export function planChunkFiles({ chunks, routes, requestBytes = REQUEST_BYTES }) {
  const pages = Object.keys(routes);
  /** @param {string} page */
  const chain = (page) => {
    const ids = new Set(["entry.client"]);
    for (let id = /** @type {string | undefined} */ (page); id && !ids.has(id); id = routes[id]?.parentId) ids.add(id);
    return ids;
  };
  const chains = pages.map(chain);
  const isAdmin = (/** @type {string} */ id) => id === "routes/admin" || id.startsWith("routes/admin.");

  /** @type {Map<string, string>} */
  const files = new Map();
  /** @type {{ ids: string[], name: string, bytes: number, pages: boolean[], admin: boolean }[]} */
  let groups = [];
  for (const chunk of chunks) {
    if (chunk.reachedFrom.size === 0) files.set(chunk.id, chunk.name);
    else if (chunk.reachedFrom.has("entry.client")) files.set(chunk.id, "framework");
    else
      groups.push({
        ids: [chunk.id],
        name: chunk.name,
        bytes: chunk.bytes,
        pages: chains.map((ids) => [...chunk.reachedFrom].some((entry) => ids.has(entry))),
        admin: [...chunk.reachedFrom].every(isAdmin),
      });
  }

  /** The change in total cost over all pages if groups a and b became one file. */
  const weights = pages.map((page) => (PURCHASE_PAGES.has(page) ? PURCHASE_WEIGHT : 1));
  const mergeCost = (/** @type {typeof groups[number]} */ a, /** @type {typeof groups[number]} */ b) => {
    let cost = 0;
    for (let page = 0; page < pages.length; page++) {
      const weight = weights[page] ?? 1;
      if (a.pages[page] && b.pages[page]) cost -= requestBytes * weight;
      else if (a.pages[page]) cost += b.bytes * weight;
      else if (b.pages[page]) cost += a.bytes * weight;
    }
    return cost;
  };
  for (;;) {
    let best = { cost: 0, a: -1, b: -1 };
    for (let a = 0; a < groups.length; a++)
      for (let b = a + 1; b < groups.length; b++) {
        if (groups[a]?.admin !== groups[b]?.admin) continue;
        const cost = mergeCost(/** @type {any} */ (groups[a]), /** @type {any} */ (groups[b]));
        if (cost < best.cost) best = { cost, a, b };
      }
    if (best.a < 0) break;
    const a = /** @type {typeof groups[number]} */ (groups[best.a]);
    const b = /** @type {typeof groups[number]} */ (groups[best.b]);
    groups = groups.filter((_, index) => index !== best.a && index !== best.b);
    groups.push({
      ids: [...a.ids, ...b.ids],
      name: "",
      bytes: a.bytes + b.bytes,
      pages: a.pages.map((loaded, page) => loaded || (b.pages[page] ?? false)),
      admin: a.admin,
    });
  }

  // Names: "shop" for the merged file most storefront pages load, then "shop-2"…; "admin"….
  const count = (/** @type {boolean[]} */ loaded) => loaded.filter(Boolean).length;
  const named = { shop: 0, admin: 0 };
  for (const group of groups.sort((a, b) => count(b.pages) - count(a.pages) || b.bytes - a.bytes)) {
    const kind = group.admin ? "admin" : "shop";
    let name = group.name;
    if (group.ids.length > 1) {
      named[kind] += 1;
      name = named[kind] === 1 ? kind : `${kind}-${named[kind]}`;
    }
    for (const id of group.ids) files.set(id, name);
  }
  return files;
}

const ESBUILD_HASH = /-[A-Z0-9]{8}\.js$/;

/**
 * @typedef {{ path: string, contents: Uint8Array }} OutputFile
 * @typedef {{ entryPoint?: string, imports: { path: string, kind: string }[] }} MetafileOutput
 * @typedef {{ outputs: Record<string, MetafileOutput> }} Metafile
 */

/**
 * @param {{ metafile: Metafile, outputFiles: OutputFile[], assetsBuildDirectory: string, routes: RouteTree,
 *   cwd?: string, requestBytes?: number }} build
 * @returns {Promise<{ metafile: Metafile, outputFiles: OutputFile[] }>}
 */
export async function mergeBrowserChunks({
  metafile,
  outputFiles,
  assetsBuildDirectory,
  routes,
  cwd = process.cwd(),
  requestBytes = REQUEST_BYTES,
}) {
  const outdir = path.resolve(cwd, assetsBuildDirectory);
  /** @type {Map<string, string>} absolute path → code, for every script esbuild wrote */
  const scripts = new Map();
  const others = [];
  for (const file of outputFiles) {
    if (file.path.endsWith(".js")) scripts.set(path.resolve(cwd, file.path), Buffer.from(file.contents).toString());
    else others.push(file);
  }

  /** @type {Record<string, string>} entry name (the route id, or "entry.client") → path */
  const input = {};
  /** @type {Map<string, string>} path → the entry point esbuild recorded for it */
  const entryPointOf = new Map();
  for (const [key, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || !key.endsWith(".js")) continue;
    const file = path.resolve(cwd, key);
    const name = path.relative(outdir, file).split(path.sep).join("/").replace(ESBUILD_HASH, "");
    input[name] = file;
    entryPointOf.set(file, output.entryPoint);
  }
  const entryNameOf = new Map(Object.entries(input).map(([name, file]) => [file, name]));

  /** @type {Map<string, string>} */
  let fileOf = new Map();
  const bundle = await rollup({
    input,
    preserveEntrySignatures: "strict",
    // esbuild already removed unused code; keep every statement of what it wrote.
    treeshake: false,
    plugins: [
      {
        name: "esbuild-output",
        resolveId(source, importer) {
          if (scripts.has(source)) return source;
          if (/^[a-z]+:/i.test(source) || source.startsWith("//")) return { id: source, external: true };
          const file = source.startsWith("/")
            ? path.join(outdir, source.replace(/^\/build\//, ""))
            : importer
              ? path.resolve(path.dirname(importer), source)
              : path.resolve(source);
          return scripts.has(file) ? file : null;
        },
        load(id) {
          return scripts.get(id) ?? null;
        },
        buildEnd() {
          /** @type {Map<string, Set<string>>} */
          const reached = new Map();
          /** @type {(id: string) => Set<string>} the entries whose static imports reach a module */
          const reachedFrom = (id) => {
            const known = reached.get(id);
            if (known) return known;
            const from = new Set();
            reached.set(id, from);
            const name = entryNameOf.get(id);
            if (name) from.add(name);
            for (const importer of this.getModuleInfo(id)?.importers ?? [])
              for (const e of reachedFrom(importer)) from.add(e);
            return from;
          };
          const chunks = [...this.getModuleIds()]
            .filter((id) => scripts.has(id) && !entryNameOf.has(id))
            .map((id) => ({
              id,
              name: path.basename(id, ".js"),
              bytes: Buffer.byteLength(scripts.get(id) ?? ""),
              reachedFrom: reachedFrom(id),
            }));
          fileOf = planChunkFiles({ chunks, routes, requestBytes });
        },
      },
    ],
    onwarn(warning, warn) {
      // Chunks that import each other are expected when groups share code both ways.
      if (warning.code === "CIRCULAR_DEPENDENCY") return;
      warn(warning);
    },
  });

  const { output } = await bundle.generate({
    format: "es",
    entryFileNames: "[name]-[hash].js",
    chunkFileNames: "_shared/[name]-[hash].js",
    hoistTransitiveImports: true,
    manualChunks: (id) => fileOf.get(id) ?? null,
  });
  await bundle.close();

  /** @type {Map<string, import("rollup").OutputChunk>} */
  const chunks = new Map();
  for (const item of output) if (item.type === "chunk") chunks.set(item.fileName, item);
  /** @param {string} fileName @param {Set<string>} [seen] */
  const staticClosure = (fileName, seen = new Set()) => {
    for (const dependency of chunks.get(fileName)?.imports ?? []) {
      if (seen.has(dependency)) continue;
      seen.add(dependency);
      staticClosure(dependency, seen);
    }
    return seen;
  };
  const keyOf = (/** @type {string} */ fileName) => path.relative(cwd, path.join(outdir, fileName));

  /** @type {Metafile} */
  const merged = { outputs: {} };
  const files = [...others];
  for (const chunk of chunks.values()) {
    const minified = await transform(chunk.code, { format: "esm", minify: true, legalComments: "none" });
    files.push({ path: path.join(outdir, chunk.fileName), contents: Buffer.from(minified.code) });
    const entryPoint = chunk.isEntry && chunk.facadeModuleId ? entryPointOf.get(chunk.facadeModuleId) : undefined;
    merged.outputs[keyOf(chunk.fileName)] = {
      ...(entryPoint ? { entryPoint } : {}),
      imports: [
        ...[...staticClosure(chunk.fileName)].map((f) => ({ path: keyOf(f), kind: "import-statement" })),
        ...chunk.dynamicImports.map((f) => ({ path: keyOf(f), kind: "dynamic-import" })),
      ],
    };
  }
  return { metafile: merged, outputFiles: files };
}
