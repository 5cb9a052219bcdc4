#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest: static checks, unit tests, the
# static build, then the end-to-end tests in a real browser against the export and the emulator.
# Ends with the time each stage took and the test counts.
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
rm -f test-reports/unit.json test-reports/e2e.json test-reports/stages.tsv
started=$SECONDS

# Appends "stage<TAB>seconds<TAB>result" for the closing table.
record() { printf '%s\t%s\t%s\n' "$1" "$2" "$3" >>test-reports/stages.tsv; }

# Runs one stage in the foreground and records its time; a failure ends the run with the table so far.
stage() {
  local name=$1
  shift
  echo "== $name"
  local start=$SECONDS
  if "$@"; then
    record "$name" $((SECONDS - start)) ok
  else
    record "$name" $((SECONDS - start)) FAILED
    node scripts/test-summary.mjs --stages test-reports/stages.tsv test-reports/unit.json test-reports/e2e.json || true
    exit 1
  fi
}

# Lint, types, format and the import-cycle check are single-threaded, so on two cores they run side by side;
# each prints its output only if it fails.
static_checks() {
  local names=(lint types format cycles)
  local commands=(
    'npx eslint . --max-warnings=0'
    'npx tsc --noEmit'
    'npx prettier --check . --log-level warn'
    'npx tsx scripts/check-cycles.ts'
  )
  local pids=() i failed=0
  for i in "${!names[@]}"; do
    (
      start=$SECONDS
      if bash -c "${commands[$i]}" >"test-reports/${names[$i]}.log" 2>&1; then
        record "${names[$i]}" $((SECONDS - start)) ok
      else
        record "${names[$i]}" $((SECONDS - start)) FAILED
        exit 1
      fi
    ) &
    pids+=("$!:${names[$i]}")
  done
  for entry in "${pids[@]}"; do
    if ! wait "${entry%%:*}"; then
      failed=1
      echo "-- ${entry#*:} failed:"
      cat "test-reports/${entry#*:}.log"
    fi
  done
  return $failed
}

echo "== lint, types, format, import cycles (side by side)"
if ! static_checks; then
  node scripts/test-summary.mjs --stages test-reports/stages.tsv || true
  exit 1
fi

stage "audit" npx tsx scripts/security/audit.ts
stage "unit" npx vitest run --reporter=default --reporter=json --outputFile.json=test-reports/unit.json
# From here on the build and the browser tests see analytics and A/B testing configured.
source scripts/e2e-env.sh
# tsc has just checked every file; the build's own pass of the same check is skipped (next.config.ts).
stage "build" env SKIP_BUILD_TYPECHECK=1 npm run build
# Nothing in the export may look like a key or token (the AI key lives in the gateway only).
stage "secrets" npx tsx scripts/security/scan-secrets.ts
# Every image, srcset entry, CSS url and link to an internal file a page asks for is in the export.
stage "assets" npx tsx scripts/check-assets.ts
# No page's visible text speaks of how the site is made ("our specification", an issue number, TODO).
stage "copy" npx tsx scripts/check-copy.ts
stage "budgets" npx tsx scripts/bench/check-budgets.ts
# No W3C Nu HTML Checker error on any kind of page (installs Java when run as root, like chromium).
stage "html" npx tsx scripts/check-html.ts
stage "end-to-end" npx playwright test

record "total" $((SECONDS - started)) ok
node scripts/test-summary.mjs --stages test-reports/stages.tsv test-reports/unit.json test-reports/e2e.json
