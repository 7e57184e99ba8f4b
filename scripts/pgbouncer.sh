#!/usr/bin/env bash
# Starts Debian's PgBouncer in transaction mode on 127.0.0.1:${PGBOUNCER_PORT:-6432} in front of
# the PostgreSQL server at 127.0.0.1:5432 (every database, trust auth as that server has), the
# way a serverless deployment reaches PostgreSQL (docs/scaling.md). `stop` stops it.
# Used by .ci/run for the database suites and the two-process load through the pooler.
set -euo pipefail
port="${PGBOUNCER_PORT:-6432}"
dir="${PGBOUNCER_DIR:-/tmp/qc-pgbouncer-$port}"

if [ "${1:-start}" = "stop" ]; then
  [ -f "$dir/pgbouncer.pid" ] && kill "$(cat "$dir/pgbouncer.pid")" 2>/dev/null || true
  exit 0
fi

command -v pgbouncer >/dev/null 2>&1 || [ -x /usr/sbin/pgbouncer ] || {
  apt-get update -qq
  apt-get install -y -qq pgbouncer >/dev/null
}
bin="$(command -v pgbouncer || echo /usr/sbin/pgbouncer)"

# One at a time on this port: an earlier one (a previous run) is stopped first.
if [ -f "$dir/pgbouncer.pid" ] && kill "$(cat "$dir/pgbouncer.pid")" 2>/dev/null; then
  for _ in $(seq 1 50); do kill -0 "$(cat "$dir/pgbouncer.pid" 2>/dev/null)" 2>/dev/null || break; sleep 0.1; done
fi

mkdir -p "$dir"
cat >"$dir/userlist.txt" <<USERS
"postgres" ""
USERS
cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=5432

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = trust
auth_file = $dir/userlist.txt
admin_users = postgres
pool_mode = transaction
max_client_conn = 2000
default_pool_size = 20
; test databases come and go: their idle server connections close soon
server_idle_timeout = 15
server_lifetime = 600
; node-postgres sends none, psql and some drivers do
ignore_startup_parameters = extra_float_digits
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
# PgBouncer refuses to run as root: as the postgres user when this is root.
if [ "$(id -u)" = "0" ]; then
  chown -R postgres "$dir"
  "$bin" -d -u postgres "$dir/pgbouncer.ini"
else
  "$bin" -d "$dir/pgbouncer.ini"
fi
for _ in $(seq 1 50); do
  if psql "postgresql://postgres@127.0.0.1:$port/postgres" -Atqc "SELECT 1" >/dev/null 2>&1; then
    echo "PgBouncer $("$bin" --version | head -1 | awk '{print $2}') (transaction mode) on 127.0.0.1:$port"
    exit 0
  fi
  sleep 0.2
done
echo "PgBouncer did not start; its log:" >&2
cat "$dir/pgbouncer.log" >&2 || true
exit 1
