"""Event store: streams, events (hash chain, transaction id), read models, seats, secrets.

Revision ID: 0001
Revises:
Create Date: 2026-11-30
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import BYTEA, JSONB, UUID

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "streams",
        sa.Column("stream_id", UUID(as_uuid=False), primary_key=True),
        sa.Column("ruleset", sa.Text, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("last_hash", BYTEA, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False,
                  server_default=sa.func.now()),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False,
                  server_default=sa.func.now()),
    )
    op.create_table(
        "events",
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
        sa.UniqueConstraint("stream_id", "version", name="events_stream_version_key"),
    )
    # The global log reader orders by (transaction_id, global_position) and only reads
    # below the oldest running transaction, so a late commit is never skipped.
    op.execute("ALTER TABLE events ADD COLUMN transaction_id xid8 NOT NULL "
               "DEFAULT pg_current_xact_id()")
    op.execute("CREATE INDEX events_transaction_order ON events "
               "(transaction_id, global_position)")
    op.create_table(
        "read_models",
        sa.Column("stream_id", UUID(as_uuid=False), sa.ForeignKey("streams.stream_id"),
                  primary_key=True),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("state", JSONB, nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False,
                  server_default=sa.func.now()),
    )
    op.create_table(
        "seats",
        sa.Column("seat_id", sa.Text, primary_key=True),
        sa.Column("stream_id", UUID(as_uuid=False), sa.ForeignKey("streams.stream_id"),
                  nullable=False, index=True),
        sa.Column("role", sa.Text, nullable=False),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("token_hash", BYTEA, nullable=False, unique=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False,
                  server_default=sa.func.now()),
    )
    op.create_table(
        "game_secrets",
        sa.Column("stream_id", UUID(as_uuid=False), sa.ForeignKey("streams.stream_id"),
                  primary_key=True),
        sa.Column("seed", BYTEA, nullable=False),
    )


def downgrade() -> None:
    for table in ("game_secrets", "seats", "read_models", "events", "streams"):
        op.drop_table(table)
