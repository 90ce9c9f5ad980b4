#!/usr/bin/env bash
# The README's test command: installs what the tests need that npm does not (Debian's Chromium),
# then runs the unit and integration tests (vitest) and the browser tests (Playwright, with
# JavaScript on and off), and prints one summary line.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser tests..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Chromium at $chromium: install it with 'sudo apt-get install chromium' (or set CHROMIUM_PATH) and run npm test again." >&2
    exit 1
  fi
fi

[ -d node_modules ] || npm ci --no-audit --no-fund

mkdir -p tests/.output
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=tests/.output/vitest.json || status=$?
npx playwright test || status=$?
node scripts/test-summary.mjs tests/.output/vitest.json tests/.output/playwright.json || status=$?
exit "$status"
