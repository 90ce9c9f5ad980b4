// Completes package-lock.json with the other platforms' builds of packages that ship one native
// binary per platform (Rollup, Biome), so `npm ci` accepts the lock file on every machine.
//
// Why: the npm registry this project's machines reach serves only the Linux builds of these
// packages, so `npm install` here cannot write their entries for macOS, Windows, musl and the
// rest, and `npm ci` then refuses the lock file ("Missing: @rollup/rollup-darwin-arm64@ from lock
// file"). Each build's package name says its platform, and its exact version is pinned by the
// parent's optionalDependencies, so the entry npm needs to skip (or, on that platform, fetch) it
// can be written without the registry. Entries npm wrote itself are never touched.
//
// Run after every `npm install` that changes the lock file: `node scripts/complete-lockfile.mjs`
// (`--check` exits 1 if an entry is missing, without writing).
import { readFileSync, writeFileSync } from "node:fs";

const OSES = new Set([
  "aix",
  "android",
  "darwin",
  "freebsd",
  "linux",
  "netbsd",
  "openbsd",
  "openharmony",
  "sunos",
  "win32",
]);
const CPUS = new Set(["arm", "arm64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "x64"]);

/** '@rollup/rollup-linux-arm-musleabihf' → { os: 'linux', cpu: 'arm', libc: 'musl' }, or null. */
export function platformOf(name) {
  const tokens = name.split("/").pop().split("-");
  const at = tokens.findIndex((token, index) => OSES.has(token) && CPUS.has(tokens[index + 1]));
  if (at < 0) return null;
  const os = tokens[at];
  const cpu = tokens[at + 1];
  const rest = tokens.slice(at + 2).join("-");
  const libc = os !== "linux" ? null : rest.includes("musl") ? "musl" : rest.includes("gnu") ? "glibc" : null;
  return { os, cpu, libc };
}

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;
const added = [];
const unknown = [];

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === "" ? "" : `${path}/`;
    const nested = `${base}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) {
      unknown.push(`${name}@${version}`);
      continue;
    }
    const written = { version };
    written.cpu = [platform.cpu];
    if (entry.dev) written.dev = true;
    if (platform.libc) written.libc = [platform.libc];
    if (entry.license) written.license = entry.license;
    written.optional = true;
    written.os = [platform.os];
    packages[hoisted] = written;
    added.push(`${name}@${version}`);
  }
}

if (unknown.length > 0) {
  console.error(
    `Optional packages missing from the lock file whose platform is not in their name:\n  ${unknown.join("\n  ")}`,
  );
  process.exit(1);
}
if (process.argv.includes("--check")) {
  if (added.length > 0) {
    console.error(`The lock file lacks ${added.length} platform builds; run node scripts/complete-lockfile.mjs`);
    process.exit(1);
  }
  process.stdout.write("The lock file holds every platform's build.\n");
} else {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  process.stdout.write(
    `${added.length > 0 ? `Added ${added.length} platform builds:\n  ${added.join("\n  ")}` : "Nothing to add."}\n`,
  );
}
