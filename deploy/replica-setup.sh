#!/usr/bin/env bash
# Make a PostgreSQL streaming replica of a running primary (tested by tests/cluster/,
# described in docs/scaling.md). Run it as the user that will own the replica's files
# (postgres), on the replica's machine, with the primary's server binaries' version.
#
#   PRIMARY_HOST, PRIMARY_PORT  the primary (it needs wal_level=replica, the default, a
#                               free max_wal_senders slot and a pg_hba.conf `replication`
#                               line for this machine)
#   REPLICATION_USER            a role with REPLICATION (default postgres); its password
#                               in ~/.pgpass or PGPASSWORD, never in this file
#   REPLICA_DATA                an empty or absent directory for the replica's files
#   REPLICA_HOST, REPLICA_PORT  where the replica listens (the API's DATABASE_REPLICA_URL)
#   PG_BIN                      the server binaries (default /usr/lib/postgresql/15/bin)
#   START=1                     also start the replica (pg_ctl, log in $REPLICA_DATA/log)
#
# pg_basebackup -R writes standby.signal and primary_conninfo: the replica connects to
# the primary by itself, replays its WAL and serves read-only queries (hot standby).
set -euo pipefail
: "${PRIMARY_HOST:?}" "${PRIMARY_PORT:?}" "${REPLICA_DATA:?}" "${REPLICA_HOST:?}" \
  "${REPLICA_PORT:?}"
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
REPLICATION_USER="${REPLICATION_USER:-postgres}"

if [ -e "$REPLICA_DATA" ] && [ -n "$(ls -A "$REPLICA_DATA")" ]; then
  echo "replica-setup: $REPLICA_DATA is not empty; refusing to overwrite it" >&2
  exit 1
fi
mkdir -p "$REPLICA_DATA"
chmod 700 "$REPLICA_DATA"

# -X stream: the WAL written during the copy comes along; -c fast: checkpoint now.
"$PG_BIN/pg_basebackup" -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U "$REPLICATION_USER" \
  -D "$REPLICA_DATA" -X stream -c fast -R --no-password

# The copy carries the primary's settings: listen elsewhere, answer reads while replaying.
# hot_standby_feedback: long replica reads do not get cancelled by the primary's vacuum.
cat >> "$REPLICA_DATA/postgresql.auto.conf" <<CONF
listen_addresses = '$REPLICA_HOST'
port = $REPLICA_PORT
hot_standby = on
hot_standby_feedback = on
unix_socket_directories = '$REPLICA_DATA'
CONF

if [ "${START:-0}" = "1" ]; then
  "$PG_BIN/pg_ctl" -D "$REPLICA_DATA" -l "$REPLICA_DATA/log" -w -t 60 start
fi
echo "replica-setup: replica of $PRIMARY_HOST:$PRIMARY_PORT ready in $REPLICA_DATA" \
  "(listens on $REPLICA_HOST:$REPLICA_PORT)"
