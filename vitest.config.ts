import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  test: {
    globals: true,
    include: [
      "app/**/*.test.{ts,tsx}",
      "db/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.{ts,tsx}",
    ],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/test-env.ts"],
    pool: "forks",
    // Each worker process runs many files in turn instead of starting Node and loading the
    // libraries again for every file: half the CPU time of the run (decision 0065).
    // tests/support/test-env.ts gives every file a fresh app, database and environment.
    poolOptions: { forks: { isolate: false } },
    // Two worker processes even on two cores (vitest's default there is one): much of a file's
    // time is spent waiting on loopback servers (SMTP, SMPP, S3, OAuth) and child processes, so a
    // second file runs in that time. Measured on 2 cores: the whole run 2m03s with one, see
    // decision 0065 for two.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    minWorkers: 1,
    testTimeout: 20_000,
    // Hooks only insert a few rows: the demo catalogue comes from the seeded template made once in
    // global-setup. Twice the default leaves room for a busy 2-core machine, not for seeding.
    hookTimeout: 20_000,
  },
});
