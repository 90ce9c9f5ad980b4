/**
 * The benches that load pages over the network (bench-network.ts, bench-load.ts) run the
 * production build as it runs on Fly: remix-serve with the HTTP guard, on a scratch copy of the
 * demo database in a temporary folder, removed when the bench ends.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = http.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** remix-serve on a build, in production mode. */
export function serve(
  cwd: string,
  buildFile: string,
  env: Record<string, string>,
  stderr: "inherit" | "ignore" = "inherit",
): ChildProcess {
  return spawn(path.resolve("node_modules/.bin/remix-serve"), [buildFile], {
    cwd,
    // The malloc settings the Dockerfile and `npm run serve:app` set (decisions 0064 and 0105).
    env: {
      ...process.env,
      NODE_ENV: "production",
      MALLOC_ARENA_MAX: "2",
      MALLOC_MMAP_THRESHOLD_: "131072",
      ...env,
    },
    stdio: ["ignore", "ignore", stderr],
  });
}

export type ScratchShop = {
  /** The temporary folder: the database, the uploads, anything else the bench keeps there. */
  scratch: string;
  port: number;
  server: ChildProcess;
  /** Children started beside the shop, ended with it. */
  children: ChildProcess[];
};

/**
 * A temporary folder with the demo database and uploads (scripts/setup.ts), and the shop serving
 * them: the checkout in `cwd` (its own build and setup), this one unless told.
 */
export async function startScratchShop(
  label: string,
  extraEnv: Record<string, string> = {},
  cwd: string = process.cwd(),
): Promise<ScratchShop> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `shop-bench-${label}-`));
  const children: ChildProcess[] = [];
  process.on("exit", () => {
    for (const child of children) child.kill();
    fs.rmSync(scratch, { recursive: true, force: true });
  });
  const shopEnv = {
    DATABASE_PATH: path.join(scratch, "shop.db"),
    UPLOADS_DIR: path.join(scratch, "uploads"),
    JOBS_WORKER: "false",
    SESSION_SECRET: `bench-${label}-only-secret`,
    LOG_LEVEL: "warn",
  };
  execFileSync(path.resolve("node_modules/.bin/tsx"), ["scripts/setup.ts"], {
    cwd,
    env: { ...process.env, ...shopEnv },
    stdio: "ignore",
  });
  const port = await freePort();
  const server = serve(cwd, "./build/index.js", {
    ...shopEnv,
    PORT: String(port),
    // As `npm run serve:app` and litefs.yml start it (decision 0105).
    NODE_OPTIONS: "--import ./build/http-guard.mjs --max-semi-space-size=8",
    APP_URL: `http://localhost:${port}`,
    ...extraEnv,
  });
  children.push(server);
  await waitForServer(`http://localhost:${port}/healthz`);
  return { scratch, port, server, children };
}
