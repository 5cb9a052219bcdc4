#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest: static checks, unit tests, the
# static build, then the end-to-end tests in a real browser against the export and the emulator.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser tests (Playwright cannot download browsers here)…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need chromium at /usr/bin/chromium: run 'sudo apt-get install chromium'," >&2
    echo "or set CHROMIUM_PATH to a chromium or chrome binary." >&2
    exit 1
  fi
fi

mkdir -p test-reports
rm -f test-reports/unit.json test-reports/e2e.json

echo "== lint and types"
npx eslint . --max-warnings=0
npx tsc --noEmit
npx prettier --check . >/dev/null || { npx prettier --check .; exit 1; }
npx tsx scripts/check-cycles.ts

echo "== dependency audit (production dependencies, high severity; exceptions in audit-allowlist.json)"
npx tsx scripts/security/audit.ts

echo "== unit and component tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-reports/unit.json

echo "== static build"
npm run build

echo "== performance budgets (bench/budgets.json, against a bare Next page built now)"
npx tsx scripts/bench/check-budgets.ts

echo "== end-to-end tests"
npx playwright test

node scripts/test-summary.mjs test-reports/unit.json test-reports/e2e.json
