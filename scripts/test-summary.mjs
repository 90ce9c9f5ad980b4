// Adds up the vitest and Playwright JSON reports into one closing line: "Tests: N passed, M failed".
// Exits non-zero when a report is missing, a test failed, or no test ran at all.
import fs from "node:fs";

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let missing = false;

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    console.error(`No test report at ${file}`);
    missing = true;
    return undefined;
  }
}

const vitest = read(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  // A file that fails to load has no failed tests, only a failed suite: count it once.
  const failedTests = vitest.numFailedTests ?? 0;
  failed += failedTests > 0 ? failedTests : (vitest.numFailedTestSuites ?? 0);
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwright = read(playwrightFile);
if (playwright) {
  passed += (playwright.stats?.expected ?? 0) + (playwright.stats?.flaky ?? 0);
  if (playwright.stats?.flaky) console.info(`Flaky browser tests (passed on the retry): ${playwright.stats.flaky}`);
  failed += playwright.stats?.unexpected ?? 0;
  skipped += playwright.stats?.skipped ?? 0;
  if ((playwright.errors ?? []).length > 0) failed += playwright.errors.length;
}

console.info(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(missing || failed > 0 || passed === 0 ? 1 : 0);
