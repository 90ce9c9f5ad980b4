import fs from "node:fs";
import path from "node:path";
import { rollup } from "rollup";
const dir = path.resolve("/work/main/public/build");
const mf = fs.readdirSync(dir).find(n => n.startsWith("manifest-"));
const src = fs.readFileSync(path.join(dir, mf), "utf8");
const m = JSON.parse(src.slice(src.indexOf("=") + 1, -1));
const input = {};
const toFile = u => path.join(dir, u.replace(/^\/build\//, ""));
input["entry.client"] = toFile(m.entry.module);
for (const [id, r] of Object.entries(m.routes)) input[id] = toFile(r.module);
const min = Number(process.argv[2] ?? 20000);
const bundle = await rollup({
  input, preserveEntrySignatures: "strict", treeshake: process.env.NOSE ? { moduleSideEffects: false } : true,
  plugins: [{ name: "abs", resolveId(s, imp) { if (imp && s.startsWith("/build/")) return toFile(s); if (imp && s.startsWith(".")) return path.resolve(path.dirname(imp), s); return null; } }],
  onwarn(w) { console.error("warn", w.code, w.message.slice(0, 200)); },
});
const { output } = await bundle.generate({ format: "es", entryFileNames: "[name]-[hash].js", chunkFileNames: "_shared/chunk-[hash].js", experimentalMinChunkSize: min });
const byName = new Map(output.map(o => [o.fileName, o]));
function closure(f, s = new Set()) { for (const i of byName.get(f).imports) if (!s.has(i)) { s.add(i); closure(i, s); } return s; }
const entries = output.filter(o => o.isEntry);
const fileOf = n => entries.find(e => e.name === n || e.facadeModuleId === input[n]).fileName;
function page(id) { const ids = ["entry.client"]; for (let r = m.routes[id]; r; r = m.routes[r.parentId]) ids.push(r.id); const s = new Set(); for (const i of ids) { s.add(fileOf(i)); closure(fileOf(i), s); } return s; }
console.log("chunks", output.filter(o => !o.isEntry).length);
for (const id of ["routes/_index", "routes/products._index", "routes/product.$code", "routes/admin._index","routes/cart._index"].filter(i=>m.routes[i])) { const s = page(id); console.log(id, s.size, [...s].map(f => f + ":" + byName.get(f).code.length).join(" ")); }
