"""Webhooks: subscriptions, their deliveries and attempts, and the outbox cursor.

The outbox is the event store itself: one cursor row over the global log says how far
deliveries have been queued; workers claim subscriptions with leases (see
``infrastructure/webhooks/queue.py``).

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB, UUID

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

NOW = sa.func.now()


def upgrade() -> None:
    op.create_table(
        "webhooks",
        sa.Column("webhook_id", sa.Text, primary_key=True),
        sa.Column("stream_id", UUID(as_uuid=False), sa.ForeignKey("streams.stream_id"),
                  nullable=False, index=True),
        sa.Column("url", sa.Text, nullable=False),
        sa.Column("event_types", JSONB, nullable=True),
        sa.Column("view_as", sa.Text, nullable=False),
        sa.Column("format", sa.Text, nullable=False),
        sa.Column("secret", sa.Text, nullable=False),
        sa.Column("status", sa.Text, nullable=False, server_default="active"),
        sa.Column("disabled_reason", sa.Text, nullable=True),
        sa.Column("from_version", sa.Integer, nullable=False),
        sa.Column("lease_owner", sa.Text, nullable=True),
        sa.Column("lease_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("paused_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False, server_default=NOW),
    )
    op.create_table(
        "webhook_deliveries",
        sa.Column("delivery_id", sa.BigInteger, sa.Identity(always=True), primary_key=True),
        sa.Column("webhook_id", sa.Text,
                  sa.ForeignKey("webhooks.webhook_id", ondelete="CASCADE"), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("event_type", sa.Text, nullable=False),
        sa.Column("status", sa.Text, nullable=False, server_default="pending"),
        sa.Column("attempts", sa.Integer, nullable=False, server_default="0"),
        sa.Column("next_attempt_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("last_status", sa.Integer, nullable=True),
        sa.Column("last_error", sa.Text, nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False, server_default=NOW),
        sa.Column("delivered_at", sa.DateTime(timezone=True), nullable=True),
        sa.UniqueConstraint("webhook_id", "version", name="webhook_deliveries_version_key"),
    )
    op.create_index("webhook_deliveries_pending", "webhook_deliveries",
                    ["webhook_id", "version"], postgresql_where=sa.text("status = 'pending'"))
    op.create_table(
        "webhook_attempts",
        sa.Column("attempt_id", sa.BigInteger, sa.Identity(always=True), primary_key=True),
        sa.Column("delivery_id", sa.BigInteger,
                  sa.ForeignKey("webhook_deliveries.delivery_id", ondelete="CASCADE"),
                  nullable=False, index=True),
        sa.Column("attempted_at", sa.DateTime(timezone=True), nullable=False,
                  server_default=NOW),
        sa.Column("status_code", sa.Integer, nullable=True),
        sa.Column("error", sa.Text, nullable=True),
        sa.Column("duration_ms", sa.Integer, nullable=False),
    )
    op.execute("""
        CREATE TABLE webhook_outbox (
            name text PRIMARY KEY,
            transaction_id xid8 NOT NULL,
            global_position bigint NOT NULL
        )""")
    # Start at the log's head: a subscription only ever receives events after its creation.
    op.execute("""
        INSERT INTO webhook_outbox (name, transaction_id, global_position)
        SELECT 'deliveries', coalesce(max(transaction_id::text::numeric), 0)::text::xid8, 0
        FROM events
        WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())""")


def downgrade() -> None:
    op.drop_table("webhook_outbox")
    op.drop_table("webhook_attempts")
    op.drop_table("webhook_deliveries")
    op.drop_table("webhooks")
