#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL 15 cluster on a loopback port, then removes it.
# Usage: bash scripts/with-postgres.sh <command...>   (the command sees TEST_DATABASE_URL)
# PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
PG_PORT="${PG_PORT:-54329}"
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL 15 server binaries not found in $PG_BIN (Debian: apt-get install -y postgresql-15)." >&2
  exit 1
fi

workdir="$(mktemp -d /tmp/shop-pg-XXXXXX)"
chmod 755 "$workdir"
run_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = "0" ]; then chown postgres "$workdir"; fi

cleanup() {
  run_pg "$PG_BIN/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

run_pg "$PG_BIN/initdb" -D "$workdir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$workdir/initdb.log" 2>&1 \
  || { cat "$workdir/initdb.log" >&2; exit 1; }
run_pg "$PG_BIN/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w \
  -o "-p $PG_PORT -k $workdir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null \
  || { cat "$workdir/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
echo "PostgreSQL 15 test cluster on 127.0.0.1:$PG_PORT"
"$@"
