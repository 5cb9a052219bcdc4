#!/usr/bin/env bash
# Builds and runs end-to-end tests in a private build folder and private ports, so several
# developers (or agents) can work in one checkout at once without sharing out/, the emulator or
# the AI gateway.
#   scripts/dev-e2e.sh <name> <n 1-99> [playwright args…]     (SKIP_BUILD=1 reuses the last build)
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:?name}; n=${2:?number}; shift 2
export NEXT_DIST_DIR=".next-$name" PORT=$((3300 + n)) EMULATOR_PORT=$((4300 + n)) CI=1
export NEXT_PUBLIC_SITE_URL="http://localhost:$PORT"
export NEXT_PUBLIC_TRIAL_API_URL="http://localhost:$EMULATOR_PORT"
export NEXT_PUBLIC_LEADS_URL="http://localhost:$EMULATOR_PORT/leads"
export GATEWAY_PORT=$((4400 + n))
export NEXT_PUBLIC_AI_URL="http://localhost:$GATEWAY_PORT/v1"
source scripts/e2e-env.sh
[ -n "${SKIP_BUILD:-}" ] || npm run build
npx playwright test "$@"
