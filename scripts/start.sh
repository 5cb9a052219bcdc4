#!/usr/bin/env bash
# `npm start`: builds the site and serves it with the services emulator. With AI_PROVIDER_URL set
# (an OpenAI-compatible model server: Ollama, llama.cpp's llama-server, a hosted provider) the
# build points the AI tools at the local AI gateway, which scripts/serve.ts runs in front of it;
# without it the site has no AI buttons.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${AI_PROVIDER_URL:-}" ]; then
  export NEXT_PUBLIC_AI_URL="${NEXT_PUBLIC_AI_URL:-http://localhost:${GATEWAY_PORT:-4020}/v1}"
fi
# A local build for trying the site: sign-ups and leads go to the emulator it serves beside it.
BUILD_WITH_EMULATOR="${BUILD_WITH_EMULATOR-1}" npm run build
exec npx tsx scripts/serve.ts "$@"
