#!/usr/bin/env bash
# Builds the container image and checks it the way an operator would use it: it starts on a fresh data
# volume (PGlite, or PostgreSQL with CHECK_DATABASE_URL), answers its health check, renders the home page,
# signs in the demo member, runs as a user other than root and stops on SIGTERM with exit code 0 within
# the compose file's grace period. Leaves the image (sportzentrum:check) and removes its container and volume.
#
#   bash scripts/container-check.sh
#   CONTAINER_ENGINE=podman bash scripts/container-check.sh
#   BASE=localhost/node20-base bash scripts/container-check.sh          # a local copy of the base image
#   CHECK_DATABASE_URL=postgres://postgres@127.0.0.1:5432/leer bash scripts/container-check.sh
#                                                                       # an empty database; host network (Linux)
# CONTAINER_FLAGS adds options to `build` and `run` (e.g. --ulimit nofile=20000:20000 where the engine's
# default limits exceed the machine's).
set -euo pipefail
cd "$(dirname "$0")/.."

ENGINE=${CONTAINER_ENGINE:-docker}
read -r -a FLAGS <<< "${CONTAINER_FLAGS:-}"
IMAGE=sportzentrum:check
NAME=sportzentrum-check-$$
PORT=${CHECK_PORT:-3390}
GRACE_SECONDS=20
DEMO_MEMBER='{"email":"mitglied@sportzentrum.test","password":"Demo1234!"}'
URL=http://127.0.0.1:$PORT

fail() { echo "FEHLER: $*" >&2; exit 1; }
step() { echo "• $*"; }

cleanup() { $ENGINE rm -f -v "$NAME" >/dev/null 2>&1 || true; }
trap cleanup EXIT

build_args=()
[[ -n "${BASE:-}" ]] && build_args+=(--build-arg "BASE=$BASE")
# Podman's own image format has no HEALTHCHECK; the Docker format keeps it.
[[ "$ENGINE" == podman* ]] && build_args+=(--format docker)

build_log=$(mktemp)
step "Baue das Image $IMAGE mit $ENGINE (Ausgabe in $build_log) …"
$ENGINE build "${FLAGS[@]}" "${build_args[@]}" -t "$IMAGE" . >"$build_log" 2>&1 || { tail -30 "$build_log"; fail "Der Build ist fehlgeschlagen."; }
rm -f "$build_log"

run_args=(-e "BETTER_AUTH_SECRET=$(openssl rand -hex 32)" -e "PUBLIC_URL=http://localhost:$PORT")
if [[ -n "${CHECK_DATABASE_URL:-}" ]]; then
  run_args+=(--network host -e "PORT=$PORT" -e "DATABASE_URL=$CHECK_DATABASE_URL")
else
  run_args+=(-p "127.0.0.1:$PORT:3000")
fi
step "Starte den Container $NAME auf $URL ($([[ -n "${CHECK_DATABASE_URL:-}" ]] && echo PostgreSQL || echo PGlite)) …"
$ENGINE run -d --name "$NAME" "${FLAGS[@]}" "${run_args[@]}" "$IMAGE" >/dev/null

# The first start migrates and seeds the demo data: about a minute on a busy two-core machine.
for _ in $(seq 1 180); do
  curl -sf "$URL/api/health" >/dev/null && break
  [[ "$($ENGINE inspect -f '{{.State.Running}}' "$NAME")" == true ]] || { $ENGINE logs "$NAME" | tail -20; fail "Der Container hat sich beendet."; }
  sleep 1
done
health=$(curl -sf "$URL/api/health") || { $ENGINE logs "$NAME" | tail -20; fail "/api/health antwortet nach 180 s nicht."; }
[[ "$health" == *'"status":"ok"'* ]] || fail "/api/health meldet: $health"
step "Health: $health"

if [[ "$ENGINE" == podman* ]]; then
  $ENGINE healthcheck run "$NAME" >/dev/null || fail "Der HEALTHCHECK des Images schlägt fehl."
  step "HEALTHCHECK des Images: gesund"
fi

home=$(curl -sf "$URL/") || fail "Die Startseite antwortet nicht mit 200."
[[ "$home" == *'Sportzentrum Lindenau'* ]] || fail "Die Startseite enthält nicht 'Sportzentrum Lindenau'."
step "Startseite: gerendert"

status=$(curl -s -o /dev/null -w '%{http_code}' -H "Origin: http://localhost:$PORT" -H 'Content-Type: application/json' \
  -d "$DEMO_MEMBER" "$URL/api/auth/sign-in/email")
[[ "$status" == 200 ]] || fail "Anmeldung als mitglied@sportzentrum.test: HTTP $status"
step "Anmeldung als mitglied@sportzentrum.test: HTTP 200"

uid=$($ENGINE exec "$NAME" id -u)
[[ "$uid" != 0 ]] || fail "Die App läuft als root."
step "Benutzer im Container: $($ENGINE exec "$NAME" id -un) (uid $uid)"

started=$(date +%s)
$ENGINE stop -t "$GRACE_SECONDS" "$NAME" >/dev/null
seconds=$(( $(date +%s) - started ))
code=$($ENGINE inspect -f '{{.State.ExitCode}}' "$NAME")
[[ "$code" == 0 ]] || fail "Nach SIGTERM Exit-Code $code statt 0."
(( seconds < GRACE_SECONDS )) || fail "Das Beenden dauerte $seconds s (Frist $GRACE_SECONDS s)."
step "SIGTERM: beendet nach ${seconds} s mit Exit-Code 0"

echo "Alles in Ordnung. Das Image bleibt als $IMAGE ($ENGINE rmi $IMAGE entfernt es)."
