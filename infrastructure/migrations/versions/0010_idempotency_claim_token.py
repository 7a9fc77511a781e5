"""An idempotency claim's own id: the random token of the request that made it.

A request releases, answers and appends under its claim only where the key's row still
holds its token (``services.idempotency``), so a node that lost the answer of its
claim's commit can release exactly that claim, and never another attempt's. Nullable:
rows written before hold none (nothing releases them; they are taken over after
``ABANDONED_AFTER`` as before). Adding a nullable column rewrites nothing.

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-08
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("idempotency_keys",
                  sa.Column("claim_token", UUID(as_uuid=True), nullable=True))


def downgrade() -> None:
    op.drop_column("idempotency_keys", "claim_token")
