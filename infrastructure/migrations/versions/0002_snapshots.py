"""Snapshots: a game's state every N events, so any version is one snapshot + < N folds.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-30
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import BYTEA, UUID

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "snapshots",
        sa.Column("stream_id", UUID(as_uuid=False), sa.ForeignKey("streams.stream_id"),
                  primary_key=True),
        sa.Column("version", sa.Integer, primary_key=True),
        sa.Column("format", sa.SmallInteger, nullable=False),
        sa.Column("state", BYTEA, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False,
                  server_default=sa.func.now()),
    )


def downgrade() -> None:
    op.drop_table("snapshots")
