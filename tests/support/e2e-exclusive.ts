import fs from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "./e2e-env";

/**
 * Runs work while no other test (in any worker) runs work under the same name: for tests that
 * change something every visitor sees (the about page, the newest blog post) and tests that read
 * it. A directory is the lock, since mkdir either creates it or fails, across processes.
 */
export async function exclusively(name: string, work: () => Promise<void>) {
  const lock = path.join(E2E_DATA_DIR, `${name}.lock`);
  while (true) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    await work();
  } finally {
    fs.rmdirSync(lock);
  }
}
