#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a browser download). Install it when we can.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium fehlt – installiere Debians Paket 'chromium' …"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Chromium not found at $CHROMIUM: install it with 'sudo apt-get install chromium' (or set CHROMIUM_PATH) and run npm test again." >&2
exit 1
