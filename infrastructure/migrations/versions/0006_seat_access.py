"""Seat access: a seat may be revoked (its row stays, for the log's sake) and says when it
was last seen.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-01
"""
import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("seats", sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True))
    op.add_column("seats", sa.Column("last_seen_at", sa.DateTime(timezone=True),
                                     nullable=True))


def downgrade() -> None:
    op.drop_column("seats", "last_seen_at")
    op.drop_column("seats", "revoked_at")
