"""Share links in PostgreSQL (the ``services.shares.ShareStore`` port)."""

from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncEngine

from infrastructure.db.schema import shares
from services.shares import Share, SharesFull


def _share(row: Any) -> Share:
    return Share(share_id=row.share_id, game_id=str(row.stream_id), view_as=row.view_as,
                 at=row.at_version, created_at=row.created_at,
                 revoked=row.revoked_at is not None)


class PostgresShareStore:
    """Every read goes to the database: a revocation holds at once in every process."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine

    async def add(self, share_id: str, game_id: str, view_as: str, at: int | None,
                  limit: int) -> Share:
        """Store a new share unless the game holds ``limit`` live ones (``SharesFull``);
        shares of one game are added one at a time (a transaction-scoped advisory lock
        on the game), so the count holds."""
        live = sa.select(sa.func.count()).select_from(shares).where(
            shares.c.stream_id == game_id, shares.c.revoked_at.is_(None))
        async with self.engine.begin() as connection:
            await connection.execute(sa.select(sa.func.pg_advisory_xact_lock(
                sa.func.hashtextextended("shares:" + game_id, 0))))
            if (await connection.scalar(live) or 0) >= limit:
                raise SharesFull(game_id)
            row = (await connection.execute(shares.insert().values(
                share_id=share_id, stream_id=game_id, view_as=view_as, at_version=at,
            ).returning(*shares.c))).one()
        return _share(row)

    async def of_game(self, game_id: str) -> list[Share]:
        """A game's shares, oldest first."""
        async with self.engine.connect() as connection:
            rows = await connection.execute(sa.select(*shares.c).where(
                shares.c.stream_id == game_id).order_by(shares.c.created_at,
                                                        shares.c.share_id))
        return [_share(row) for row in rows]

    async def get(self, share_id: str) -> Share | None:
        """One share."""
        async with self.engine.connect() as connection:
            row = (await connection.execute(sa.select(*shares.c).where(
                shares.c.share_id == share_id))).one_or_none()
        return None if row is None else _share(row)

    async def revoke(self, game_id: str, share_id: str) -> bool:
        """Mark it revoked (the row stays)."""
        async with self.engine.begin() as connection:
            result = await connection.execute(shares.update().where(
                shares.c.share_id == share_id, shares.c.stream_id == game_id,
                shares.c.revoked_at.is_(None)).values(revoked_at=sa.func.now()))
        return bool(result.rowcount)
