// Closes `npm test`: the time of each phase (from scripts/test.sh), the ten slowest test files and
// any test over the 30 s budget (from the vitest and Playwright JSON reports), then one line adding
// the two reports up: "Tests: N passed, M failed", always the last line.
// Exits non-zero when a report is missing, a test failed, or no test ran at all.
//
// node scripts/test-summary.mjs <vitest.json> <playwright.json> [phase-times.tsv]
import fs from "node:fs";
import path from "node:path";

const [vitestFile, playwrightFile, phasesFile] = process.argv.slice(2);
/** A test over this on a quiet machine is too slow (docs/architecture.md, Tests). */
const SLOW_TEST_MS = 30_000;
const SLOWEST_FILES = 10;
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

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function minutes(ms) {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}m${String(total % 60).padStart(2, "0")}s`;
}

/** Per file: the time its tests ran (every test, both projects, retries included); slow tests. */
const files = [];
const slowTests = [];

const vitest = read(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  // A file that fails to load has no failed tests, only a failed suite: count it once.
  const failedTests = vitest.numFailedTests ?? 0;
  failed += failedTests > 0 ? failedTests : (vitest.numFailedTestSuites ?? 0);
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  for (const file of vitest.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults ?? [];
    files.push({ name, ms: (file.endTime ?? 0) - (file.startTime ?? 0), tests: tests.length });
    for (const test of tests) {
      if ((test.duration ?? 0) > SLOW_TEST_MS)
        slowTests.push({ name: `${name} > ${test.fullName}`, ms: test.duration });
    }
  }
}

const playwright = read(playwrightFile);
if (playwright) {
  passed += (playwright.stats?.expected ?? 0) + (playwright.stats?.flaky ?? 0);
  if (playwright.stats?.flaky) console.info(`Flaky browser tests (passed on the retry): ${playwright.stats.flaky}`);
  failed += playwright.stats?.unexpected ?? 0;
  skipped += playwright.stats?.skipped ?? 0;
  if ((playwright.errors ?? []).length > 0) failed += playwright.errors.length;
  const testDir = playwright.config?.rootDir ?? "tests/e2e";
  const byFile = new Map();
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const name = path.relative(process.cwd(), path.resolve(testDir, spec.file ?? suite.file));
      const entry = byFile.get(name) ?? { name, ms: 0, tests: 0 };
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        if (results.length > 0) entry.tests += 1;
        for (const result of results) {
          entry.ms += result.duration ?? 0;
          if ((result.duration ?? 0) > SLOW_TEST_MS) {
            slowTests.push({
              name: `${name} > ${[...titles, spec.title].join(" > ")} [${test.projectName}]`,
              ms: result.duration,
            });
          }
        }
      }
      byFile.set(name, entry);
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of playwright.suites ?? []) visit(suite, []);
  files.push(...byFile.values());
}

if (phasesFile && fs.existsSync(phasesFile)) {
  console.info("\nTime of each phase (and how busy the machine's processors were during it):");
  for (const line of fs.readFileSync(phasesFile, "utf8").split("\n")) {
    const [phase, ms, busy] = line.split("\t");
    const cpu = busy ? `  (CPU ${busy}% busy)` : "";
    if (phase && ms) console.info(`  ${minutes(Number(ms)).padStart(7)}  ${phase}${cpu}`);
  }
}

if (files.length > 0) {
  console.info(`\nThe ${SLOWEST_FILES} slowest test files (time in their tests; browser files: both projects):`);
  for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_FILES)) {
    console.info(`  ${seconds(file.ms).padStart(8)}  ${file.name} (${file.tests} test${file.tests === 1 ? "" : "s"})`);
  }
}

if (slowTests.length > 0) {
  console.info(`\nTests over ${seconds(SLOW_TEST_MS)} (the budget on a quiet machine; a busy one stretches them):`);
  for (const test of slowTests.sort((a, b) => b.ms - a.ms))
    console.info(`  ${seconds(test.ms).padStart(8)}  ${test.name}`);
}

console.info(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(missing || failed > 0 || passed === 0 ? 1 : 0);
