"""Seats are keyed per game: a fork keeps its source's seat ids (with new tokens).

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.drop_constraint("seats_pkey", "seats", type_="primary")
    op.create_primary_key("seats_pkey", "seats", ["stream_id", "seat_id"])


def downgrade() -> None:
    op.drop_constraint("seats_pkey", "seats", type_="primary")
    op.create_primary_key("seats_pkey", "seats", ["seat_id"])
