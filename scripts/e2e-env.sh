# Sourced by scripts/test-all.sh and scripts/dev-e2e.sh: the end-to-end build is configured with
# analytics and an A/B-testing script as production will be, so the consent tests can prove that
# nothing loads before the visitor agrees. Neither points anywhere real: the measurement ID is a
# test one and the A/B script is the emulator's stand-in. Values already set win.
# The test builds talk to the local emulator on purpose (a production build refuses it otherwise).
export BUILD_WITH_EMULATOR="${BUILD_WITH_EMULATOR-1}"
export NEXT_PUBLIC_GA_ID="${NEXT_PUBLIC_GA_ID-G-E2ETEST000}"
export NEXT_PUBLIC_AB_SCRIPT_URL="${NEXT_PUBLIC_AB_SCRIPT_URL-http://localhost:${EMULATOR_PORT:-4010}/ab.js}"
# The AI tools call the AI gateway (gateway/), run by scripts/serve.ts in front of the emulator's
# OpenAI-compatible /v1 as its provider. The key is the gateway's, never a NEXT_PUBLIC_ value, so
# the build holds no token; the emulator marks its answers, which the site labels as test data.
export GATEWAY_PORT="${GATEWAY_PORT-4020}"
export AI_PROVIDER_URL="${AI_PROVIDER_URL-http://localhost:${EMULATOR_PORT:-4010}/v1}"
export AI_PROVIDER_KEY="${AI_PROVIDER_KEY-emulator-test-key}"
export NEXT_PUBLIC_AI_URL="${NEXT_PUBLIC_AI_URL-http://localhost:${GATEWAY_PORT}/v1}"
