"""Read models stored for an update per command: kept inline uncompressed up to a page,
with room on each page for the next version.

Every command replaces its game's read model (a few KB of jsonb). With the defaults,
PostgreSQL compressed each new version (pglz: rows above ~2 KB) and, pages being full,
often wrote it to another page with a new index entry (30 % of updates not HOT).
``toast_tuple_target = 8160`` leaves rows under a page uncompressed; ``fillfactor = 50``
keeps room for the new version on the same page (a HOT update). Measured on the HTTP
benchmark: PostgreSQL's CPU per command 377 -> 332-343 µs.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-01
"""
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute("ALTER TABLE read_models SET (toast_tuple_target = 8160, fillfactor = 50)")


def downgrade() -> None:
    op.execute("ALTER TABLE read_models RESET (toast_tuple_target, fillfactor)")
