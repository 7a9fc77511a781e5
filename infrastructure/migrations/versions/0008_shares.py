"""Share links: read-only links a gm hands out to a game's observer view (issue #29).

A share is looked up in this table on every request made through it (no cache), so a
revocation holds at once in every server process; ``revoked_at`` keeps the row.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-02
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "shares",
        sa.Column("share_id", sa.Text, primary_key=True),
        sa.Column("stream_id", UUID(as_uuid=False), sa.ForeignKey("streams.stream_id"),
                  nullable=False, index=True),
        sa.Column("view_as", sa.Text, nullable=False),
        sa.Column("at_version", sa.Integer, nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False,
                  server_default=sa.func.now()),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
    )


def downgrade() -> None:
    op.drop_table("shares")
