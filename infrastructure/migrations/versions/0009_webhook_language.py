"""A webhook subscription's own language (its Discord narration); null: the game's.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-02
"""
import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("webhooks", sa.Column("language", sa.Text, nullable=True))


def downgrade() -> None:
    op.drop_column("webhooks", "language")
