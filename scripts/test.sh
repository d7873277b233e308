#!/usr/bin/env bash
# npm test: lint (the walls of docs/conventions.md), type check, Jest (unit, saga, component, gateway on the embedded database), then the
# browser journeys in one headless Chromium with the gateway tests again on PostgreSQL beside them.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

# Two parts run beside others that leave a core idle (on a 2-core CI machine about 8 of its minutes): the browser
# journeys' build beside the lint and the type check, and the gateway tests on PostgreSQL beside the journeys, which
# mostly wait on the browser. Each one's output is printed whole once it has ended.
logs="$(mktemp -d)"
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$logs"' EXIT
finish() { # name pid: waits for a part started beside, prints its output, fails when it failed
  local status=0
  wait "$2" || status=$?
  step "$1 (run beside): exit $status"
  cat "$logs/$1.log"
  return "$status"
}
node scripts/build-if-stale.mjs --journeys >"$logs/build.log" 2>&1 &
build_pid=$!

step "Lint: ESLint, Prettier, dependency-cruiser (the walls), knip"
npm run --silent lint

step "Type check"
npx tsc --noEmit -p tsconfig.json

step "API description: the gateway's two OpenAPI documents, linted by Redocly"
npm run --silent openapi:lint

finish build "$build_pid"

step "Unit, saga, component and gateway tests (embedded PGlite)"
# No --forceExit: Jest exits by itself once every test has finished. A test that leaves a timer, socket or database
# open shows, as a worker that "failed to exit gracefully" or a run that does not end: find it with
# --detectOpenHandles (which runs in band) and close it where it was opened (a store's sagas end with redux-saga's
# END, a gateway and its database close in afterAll).
# --maxWorkers=2: on a 2-core machine Jest's default is one worker; each file has a database of its own, so two run
# side by side (a third of the time on the CI machine).
npx jest --selectProjects unit dom gateway --maxWorkers=2

PG_URL="${TEST_DATABASE_URL:-postgres://root@127.0.0.1:5432/test}"
pg_pid=""
if node -e "const {Client}=require('pg');const c=new Client({connectionString:process.argv[1],connectionTimeoutMillis:3000});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$PG_URL"; then
  step "Gateway tests on PostgreSQL ($PG_URL): started beside the browser journeys"
  DATABASE_URL="$PG_URL" npx jest --selectProjects gateway --maxWorkers=1 >"$logs/postgres.log" 2>&1 &
  pg_pid=$!
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL is not reachable at $PG_URL; CI runs the gateway tests on it." >&2
  exit 1
else
  echo "PostgreSQL is not reachable at $PG_URL: skipped (set TEST_DATABASE_URL to run them)."
fi

step "Browser journeys (headless Chromium)"
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROME" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Chromium is missing: installing Debian's chromium package."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing. Install it with:  sudo apt-get update && sudo apt-get install -y chromium   (or set CHROME_PATH)" >&2
    exit 1
  fi
fi
# No --forceExit here either: the global teardown closes Chromium and the gateways, and Jest exits by itself.
# Two workers: a journey mostly waits on the browser (run in band, the journeys kept well under half of a 2-core
# machine busy); each worker has a gateway, a database and a mail server of its own (test/e2e/support/globalSetup.ts).
journeys=0
CHROME_PATH="$CHROME" npx jest --selectProjects e2e --maxWorkers=2 || journeys=$?

postgres=0
if [ -n "$pg_pid" ]; then finish postgres "$pg_pid" || postgres=$?; fi
[ "$journeys" = 0 ] && [ "$postgres" = 0 ]
