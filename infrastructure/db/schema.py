"""Tables of the event store (SQLAlchemy Core). Alembic migrations create them."""

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import BYTEA, JSONB, UUID

metadata = sa.MetaData()

streams = sa.Table(
    "streams", metadata,
    sa.Column("stream_id", UUID(as_uuid=False), primary_key=True),
    sa.Column("ruleset", sa.Text, nullable=False),
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("last_hash", BYTEA, nullable=False),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False,
              server_default=sa.func.now()),
    sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False,
              server_default=sa.func.now()),
)

events = sa.Table(
    "events", metadata,
    sa.Column("global_position", sa.BigInteger, sa.Identity(always=True), primary_key=True),
    sa.Column("stream_id", UUID(as_uuid=False), sa.ForeignKey("streams.stream_id"),
              nullable=False),
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("type", sa.Text, nullable=False),
    sa.Column("schema_version", sa.SmallInteger, nullable=False),
    sa.Column("data", JSONB, nullable=False),
    sa.Column("metadata", JSONB, nullable=False),
    sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("prev_hash", BYTEA, nullable=False),
    sa.Column("hash", BYTEA, nullable=False),
    # transaction_id xid8 DEFAULT pg_current_xact_id() exists in the table (migration 0001);
    # it is read only by the global log reader, in raw SQL.
    sa.UniqueConstraint("stream_id", "version", name="events_stream_version_key"),
)

# migration 0007: toast_tuple_target = 8160, fillfactor = 50 (one update per command)
read_models = sa.Table(
    "read_models", metadata,
    sa.Column("stream_id", UUID(as_uuid=False), sa.ForeignKey("streams.stream_id"),
              primary_key=True),
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("state", JSONB, nullable=False),
    sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False,
              server_default=sa.func.now()),
)

seats = sa.Table(
    "seats", metadata,
    sa.Column("seat_id", sa.Text, primary_key=True),  # per game: a fork keeps seat ids
    sa.Column("stream_id", UUID(as_uuid=False), sa.ForeignKey("streams.stream_id"),
              primary_key=True, index=True),
    sa.Column("role", sa.Text, nullable=False),
    sa.Column("name", sa.Text, nullable=False),
    sa.Column("token_hash", BYTEA, nullable=False, unique=True),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False,
              server_default=sa.func.now()),
    # migration 0006: a revoked seat keeps its row (its token_hash is then one no token
    # has); last_seen_at is written at most once a minute per seat and process.
    sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
    sa.Column("last_seen_at", sa.DateTime(timezone=True), nullable=True),
)

game_secrets = sa.Table(
    "game_secrets", metadata,
    sa.Column("stream_id", UUID(as_uuid=False), sa.ForeignKey("streams.stream_id"),
              primary_key=True),
    sa.Column("seed", BYTEA, nullable=False),
)

snapshots = sa.Table(
    "snapshots", metadata,
    sa.Column("stream_id", UUID(as_uuid=False), sa.ForeignKey("streams.stream_id"),
              primary_key=True),
    sa.Column("version", sa.Integer, primary_key=True),
    sa.Column("format", sa.SmallInteger, nullable=False),
    sa.Column("state", BYTEA, nullable=False),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False,
              server_default=sa.func.now()),
)

idempotency_keys = sa.Table(
    "idempotency_keys", metadata,
    sa.Column("scope", sa.Text, primary_key=True),
    sa.Column("key", sa.Text, primary_key=True),
    sa.Column("request_hash", BYTEA, nullable=False),
    sa.Column("response", JSONB, nullable=True),
    sa.Column("claimed_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False,
              server_default=sa.func.now()),
    sa.Column("claim_token", UUID(as_uuid=True), nullable=True),  # migration 0010
)

# --- webhooks (migration 0005) --------------------------------------------------------
shares = sa.Table(  # migration 0008: read-only share links (observer view)
    "shares", metadata,
    sa.Column("share_id", sa.Text, primary_key=True),
    sa.Column("stream_id", UUID(as_uuid=False), sa.ForeignKey("streams.stream_id"),
              nullable=False, index=True),
    sa.Column("view_as", sa.Text, nullable=False),
    sa.Column("at_version", sa.Integer, nullable=True),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False,
              server_default=sa.func.now()),
    sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
)

# webhook_outbox (the global-log cursor of queued deliveries, an xid8 column) is read and
# written only in raw SQL by infrastructure/webhooks/queue.py.

webhooks = sa.Table(
    "webhooks", metadata,
    sa.Column("webhook_id", sa.Text, primary_key=True),
    sa.Column("stream_id", UUID(as_uuid=False), sa.ForeignKey("streams.stream_id"),
              nullable=False, index=True),
    sa.Column("url", sa.Text, nullable=False),
    sa.Column("event_types", JSONB, nullable=True),
    sa.Column("view_as", sa.Text, nullable=False),
    sa.Column("format", sa.Text, nullable=False),
    sa.Column("secret", sa.Text, nullable=False),  # kept to sign; never logged, never served
    sa.Column("status", sa.Text, nullable=False, server_default="active"),
    sa.Column("disabled_reason", sa.Text, nullable=True),
    sa.Column("from_version", sa.Integer, nullable=False),
    sa.Column("language", sa.Text, nullable=True),  # migration 0009; null: the game's own
    sa.Column("lease_owner", sa.Text, nullable=True),
    sa.Column("lease_until", sa.DateTime(timezone=True), nullable=True),
    sa.Column("paused_until", sa.DateTime(timezone=True), nullable=True),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False,
              server_default=sa.func.now()),
)

webhook_deliveries = sa.Table(
    "webhook_deliveries", metadata,
    sa.Column("delivery_id", sa.BigInteger, sa.Identity(always=True), primary_key=True),
    sa.Column("webhook_id", sa.Text, sa.ForeignKey("webhooks.webhook_id", ondelete="CASCADE"),
              nullable=False),
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("event_type", sa.Text, nullable=False),
    sa.Column("status", sa.Text, nullable=False, server_default="pending"),
    sa.Column("attempts", sa.Integer, nullable=False, server_default="0"),
    sa.Column("next_attempt_at", sa.DateTime(timezone=True), nullable=True),
    sa.Column("last_status", sa.Integer, nullable=True),
    sa.Column("last_error", sa.Text, nullable=True),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False,
              server_default=sa.func.now()),
    sa.Column("delivered_at", sa.DateTime(timezone=True), nullable=True),
    sa.UniqueConstraint("webhook_id", "version", name="webhook_deliveries_version_key"),
)

webhook_attempts = sa.Table(
    "webhook_attempts", metadata,
    sa.Column("attempt_id", sa.BigInteger, sa.Identity(always=True), primary_key=True),
    sa.Column("delivery_id", sa.BigInteger,
              sa.ForeignKey("webhook_deliveries.delivery_id", ondelete="CASCADE"),
              nullable=False, index=True),
    sa.Column("attempted_at", sa.DateTime(timezone=True), nullable=False,
              server_default=sa.func.now()),
    sa.Column("status_code", sa.Integer, nullable=True),
    sa.Column("error", sa.Text, nullable=True),
    sa.Column("duration_ms", sa.Integer, nullable=False),
)
