# Sourced by scripts/test-all.sh and scripts/dev-e2e.sh: the end-to-end build is configured with
# analytics and an A/B-testing script as production will be, so the consent tests can prove that
# nothing loads before the visitor agrees. Neither points anywhere real: the measurement ID is a
# test one and the A/B script is the emulator's stand-in. Values already set win.
export NEXT_PUBLIC_GA_ID="${NEXT_PUBLIC_GA_ID-G-E2ETEST000}"
export NEXT_PUBLIC_AB_SCRIPT_URL="${NEXT_PUBLIC_AB_SCRIPT_URL-http://localhost:${EMULATOR_PORT:-4010}/ab.js}"
