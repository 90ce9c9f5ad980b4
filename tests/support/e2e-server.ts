/**
 * The server under test: the production build, on an empty data folder of its own, through the
 * same setup (migrate, seed when empty) and remix-serve that `npm start` uses.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { E2E_DATA_DIR } from "./e2e-env";

fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: process.env });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

await run("npx", ["tsx", "scripts/setup.ts"]);
// The same command production runs (remix-serve behind the HTTP guard).
const server = spawn("npm", ["run", "--silent", "serve:app"], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));
