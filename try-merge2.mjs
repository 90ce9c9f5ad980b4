import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { rollup } from "rollup";
const dir = path.resolve("/work/main/public/build");
const mf = fs.readdirSync(dir).find(n => n.startsWith("manifest-"));
const src = fs.readFileSync(path.join(dir, mf), "utf8");
const m = JSON.parse(src.slice(src.indexOf("=") + 1, -1));
const input = {};
const toFile = u => path.join(dir, u.replace(/^\/build\//, ""));
input["entry.client"] = toFile(m.entry.module);
for (const [id, r] of Object.entries(m.routes)) input[id] = toFile(r.module);
const entryOf = new Map(Object.entries(input).map(([k, v]) => [v, k]));
const isAdmin = id => /^routes\/admin/.test(id);
const memo = new Map();
function reachers(id, getInfo) {
  if (memo.has(id)) return memo.get(id);
  const s = new Set(); memo.set(id, s);
  if (entryOf.has(id)) s.add(entryOf.get(id));
  for (const imp of getInfo(id).importers) for (const e of reachers(imp, getInfo)) s.add(e);
  return s;
}
const bundle = await rollup({
  input, preserveEntrySignatures: "strict",
  plugins: [{ name: "abs", resolveId(s, imp) { if (imp && s.startsWith("/build/")) return toFile(s); if (imp && s.startsWith(".")) return path.resolve(path.dirname(imp), s); return null; } }],
  onwarn(w) { console.error("warn", w.code, w.message.slice(0, 200)); },
});
const LIMIT = Number(process.argv[2] ?? 4000);
const { output } = await bundle.generate({ format: "es", entryFileNames: "[name]-[hash].js", chunkFileNames: "_shared/[name]-[hash].js",
  manualChunks(id, { getModuleInfo }) {
    if (entryOf.has(id)) return null;
    const r = reachers(id, getModuleInfo);
    if (r.has("entry.client")) return null;
    if (getModuleInfo(id).code.length > LIMIT) return null;
    if (r.size > 0 && [...r].every(isAdmin)) return "admin";
    return "shop";
  } });
const byName = new Map(output.map(o => [o.fileName, o]));
function closure(f, s = new Set()) { for (const i of byName.get(f).imports) if (!s.has(i)) { s.add(i); closure(i, s); } return s; }
const entries = output.filter(o => o.isEntry);
const fileOf = n => entries.find(e => e.facadeModuleId === input[n]).fileName;
function page(id) { const ids = ["entry.client"]; for (let r = m.routes[id]; r; r = m.routes[r.parentId]) ids.push(r.id); const s = new Set(); for (const i of ids) { s.add(fileOf(i)); closure(fileOf(i), s); } return s; }
console.log("chunks", output.filter(o => !o.isEntry).map(o => o.fileName + ":" + o.code.length).join(" "));
const gz = c => zlib.gzipSync(c).length;
for (const id of ["routes/_index", "routes/products._index", "routes/product.$code", "routes/cart._index", "routes/admin._index", "routes/admin.products._index"].filter(i=>m.routes[i])) { const s = page(id); console.log(id, s.size, "gz", [...s].reduce((a, f) => a + gz(byName.get(f).code), 0)); }
