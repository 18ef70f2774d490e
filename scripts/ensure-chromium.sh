#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a browser download): its headless shell, which draws
# no browser window around the page and does the same journeys with less CPU, or else full Chromium
# (playwright.config.ts picks the same way). Install the headless shell when we can.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "No browser at CHROMIUM_PATH=$CHROMIUM_PATH." >&2
  exit 1
fi
if [ -x /usr/bin/chromium-headless-shell ] || [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium fehlt – installiere Debians Paket 'chromium-headless-shell' …"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell) >/dev/null
  [ -x /usr/bin/chromium-headless-shell ] && exit 0
fi
echo "Chromium not found: install it with 'sudo apt-get install chromium-headless-shell' (or 'chromium', or set CHROMIUM_PATH) and run npm test again." >&2
exit 1
