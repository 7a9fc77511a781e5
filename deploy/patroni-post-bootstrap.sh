#!/usr/bin/env bash
# Patroni's post_bootstrap (deploy/patroni.yml): run once, on the first primary, right
# after initdb, with a superuser connection URL as $1. Makes the API's role and its
# database; the API runs its migrations itself (`serve`, `migrate`) as that role.
#
#   TABLETOP_DB_USER      the API's role (default tabletop)
#   TABLETOP_DB_PASSWORD  its password (required; the API's DATABASE_URL carries it)
#   TABLETOP_DB_NAME      its database (default tabletop)
set -euo pipefail
: "${TABLETOP_DB_PASSWORD:?TABLETOP_DB_PASSWORD is required}"
user="${TABLETOP_DB_USER:-tabletop}"
database="${TABLETOP_DB_NAME:-tabletop}"

# psql variables (:"name", :'value') quote the names and the password: nothing from the
# environment is pasted into SQL as is.
psql "$1" -v ON_ERROR_STOP=1 -X -q -v user="$user" -v database="$database" \
  -v password="$TABLETOP_DB_PASSWORD" <<'SQL'
CREATE ROLE :"user" LOGIN PASSWORD :'password';
CREATE DATABASE :"database" OWNER :"user";
SQL
echo "patroni-post-bootstrap: role $user and database $database created"
