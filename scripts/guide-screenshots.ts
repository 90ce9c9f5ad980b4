/**
 * The screenshots of the visual guides (app/documentation/guides/*-visual.md and
 * admin-panel-navigation.md): starts the built shop on a scratch copy of the demo data, signs in
 * as the demo super admin in Chromium, and saves each screen as a compressed WebP, 1024 px wide,
 * in public/documentation/screenshots. Run it again when a screen changes:
 *
 *   npm run build && npm run docs:screenshots
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";

const OUT_DIR = path.join(process.cwd(), "public", "documentation", "screenshots");
const WIDTH = 1024;
const HEIGHT = 720;
const PASSWORD = "Screenshots-Demo-Password-1!";

/**
 * The pages to take: a file name, and the address (or how to find it on the demo data).
 * `wholeMenu`: the picture is as tall as the back-office menu, so every group shows.
 */
const SHOTS: {
  name: string;
  path: string | ((page: import("@playwright/test").Page) => Promise<string>);
  wholeMenu?: boolean;
}[] = [
  { name: "admin-start", path: "/admin", wholeMenu: true },
  { name: "products-list", path: "/admin/products" },
  { name: "product-new", path: "/admin/products/new" },
  {
    name: "product-media",
    path: async (page) => {
      await page.goto("/admin/products");
      const hrefs = await page
        .locator('a[href^="/admin/products/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const product = hrefs
        .map((href) => href.replace(/[?#].*$/, ""))
        .find((href) => /^\/admin\/products\/(?!new$|import$)[^/]+$/.test(href));
      if (!product) throw new Error("No product on /admin/products to photograph");
      return `${product}/media`;
    },
  },
  { name: "csv-import", path: "/admin/products/import" },
  { name: "orders-list", path: "/admin/orders" },
  {
    name: "order-detail",
    path: async (page) => {
      await page.goto("/admin/orders");
      return (await page.locator('a[href^="/admin/orders/ORD-"]').first().getAttribute("href")) ?? "/admin/orders";
    },
  },
  { name: "documentation-center", path: "/admin/documentation", wholeMenu: true },
  { name: "documentation-guide", path: "/admin/documentation/user-guides/order-processing-guide" },
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

async function waitForHealth(url: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The shop did not answer at ${url}`);
}

if (!fs.existsSync(path.join(process.cwd(), "build", "index.js"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "guide-screenshots-"));
const port = await freePort();
const baseURL = `http://localhost:${port}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production" as const,
  PORT: String(port),
  DATABASE_PATH: path.join(dataDir, "shop.db"),
  UPLOADS_DIR: path.join(dataDir, "uploads"),
  BACKUP_DIR: path.join(dataDir, "backups"),
  SEED_PASSWORD: PASSWORD,
  APP_URL: baseURL,
  LOG_LEVEL: "warn",
  JOBS_WORKER: "false",
  PWNED_PASSWORDS_URL: "off",
};

await run("npx", ["tsx", "scripts/setup.ts"], env);
// The server's request log is left out: only what the script took is printed.
const server = spawn("npm", ["run", "--silent", "serve:app"], {
  stdio: ["ignore", "ignore", "inherit"],
  env,
  detached: true,
});
try {
  await waitForHealth(`${baseURL}/healthz`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const page = await browser.newPage({ baseURL, viewport: { width: WIDTH, height: HEIGHT } });
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill("superadmin@example.com");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const shot of SHOTS) {
    const address = typeof shot.path === "string" ? shot.path : await shot.path(page);
    await page.goto(address);
    await page.waitForLoadState("networkidle");
    // The bottom of the menu's last link (hidden menus measure 0; no menu found: the window).
    const menuBottom = shot.wholeMenu
      ? await page
          .locator('nav[aria-label="Back office"] a')
          .evaluateAll((links) =>
            Math.max(0, ...links.map((link) => link.getBoundingClientRect().bottom + window.scrollY)),
          )
      : 0;
    const png =
      menuBottom > HEIGHT
        ? await page.screenshot({
            fullPage: true,
            clip: { x: 0, y: 0, width: WIDTH, height: Math.ceil(menuBottom) + 16 },
          })
        : await page.screenshot({ fullPage: false });
    const file = path.join(OUT_DIR, `${shot.name}.webp`);
    await sharp(png).resize({ width: WIDTH }).webp({ quality: 55 }).toFile(file);
    console.info(`${address} → ${path.relative(process.cwd(), file)} (${fs.statSync(file).size} bytes)`);
  }
  await browser.close();
} finally {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
