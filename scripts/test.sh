#!/usr/bin/env bash
# The README's test command: installs what the tests need that npm does not (Debian's Chromium
# and lynx), then runs the unit and integration tests (vitest), builds the app once and runs the browser
# tests against that build (Playwright, with JavaScript on and off). It ends with the time of each
# phase, the ten slowest test files and one summary line (scripts/test-summary.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p tests/.output
# One line per phase: its name and milliseconds. .ci/run passes a file holding its own phases.
phases="${TEST_PHASES_FILE:-tests/.output/phase-times.tsv}"
[ -n "${TEST_PHASES_FILE:-}" ] || : >"$phases"
now_ms() { date +%s%3N; }
phase_start=$(now_ms)
# Records how long the phase that just ended took, and starts the next.
# The share of all processors' time spent working during the phase (from /proc/stat, where the
# system has one): near 100 means more parallel workers would only queue.
cpu_ticks() { [ -r /proc/stat ] && awk '/^cpu /{ print $2+$3+$4+$5+$6+$7+$8+$9, $5+$6 }' /proc/stat || echo "0 0"; }
phase_cpu=$(cpu_ticks)
end_phase() {
  local end now busy=""
  now=$(cpu_ticks)
  busy=$(awk -v a="$phase_cpu" -v b="$now" 'BEGIN { split(a, x, " "); split(b, y, " "); t = y[1] - x[1];
    if (t > 0) printf "%d", 100 * (t - (y[2] - x[2])) / t }')
  phase_cpu=$now
  end=$(now_ms)
  printf '%s\t%s\t%s\n' "$1" "$((end - phase_start))" "$busy" >>"$phases"
  phase_start=$end
}

# The browser tests drive Debian's headless shell of Chromium (decision 0086).
chromium="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium-headless-shell for the browser tests..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  else
    echo "The browser tests need Chromium's headless shell at $chromium: install it with 'sudo apt-get install chromium-headless-shell' (or set CHROMIUM_PATH) and run npm test again." >&2
    exit 1
  fi
fi

# The text-browser tests read the customer pages as lynx prints them (issue 46).
if ! command -v lynx >/dev/null; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's lynx for the text-browser tests..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq lynx >/dev/null
  else
    echo "The text-browser tests need lynx: install it with 'sudo apt-get install lynx' and run npm test again." >&2
    exit 1
  fi
fi

[ -d node_modules ] || npm ci --no-audit --no-fund
end_phase "install check"

status=0
rm -f tests/.output/vitest.json tests/.output/playwright.json
npx vitest run --reporter=default --reporter=json --outputFile.json=tests/.output/vitest.json || status=$?
end_phase "vitest"

# The production build of the code as it is now, made once here; Playwright's web server then
# serves it without building again (E2E_BUILT=1), and the build's time is its own phase.
if npm run build; then
  end_phase "build"
  E2E_BUILT=1 npx playwright test || status=$?
  end_phase "Playwright"
else
  status=1
  end_phase "build (failed)"
fi

node scripts/test-summary.mjs tests/.output/vitest.json tests/.output/playwright.json "$phases" || status=$?
exit "$status"
