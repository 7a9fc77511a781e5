"""Idempotency claims in PostgreSQL (the store side of ``services.idempotency``).

A claim is one statement: insert the key's row with the request's token, or take over a
row that is abandoned (unanswered past ``ABANDONED_AFTER``) or expired (past
``RETENTION``), writing the new token; otherwise read the row to say why not. A release
deletes only the row holding the request's token and no answer. The answer is recorded
on that row only, with the events: ``rows.record_answer`` in a transaction, or
``rows.APPEND_ONE``, which writes nothing when the claim is no longer the request's.
"""

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncEngine

from infrastructure.db.schema import idempotency_keys
from services.idempotency import ABANDONED_AFTER, RETENTION, Claim, IdempotencyKey


async def claim_key(engine: AsyncEngine, key: IdempotencyKey) -> Claim:
    """Claim a key for a request, or say why it cannot be."""
    table, now = idempotency_keys, sa.func.now()
    insert = pg_insert(table).values(scope=key.scope, key=key.key, claim_token=key.token,
                                     request_hash=key.request_hash, claimed_at=now)
    takeover = sa.or_(
        sa.and_(table.c.response.is_(None), table.c.claimed_at < now - ABANDONED_AFTER),
        table.c.created_at < now - RETENTION)
    claim = insert.on_conflict_do_update(
        index_elements=[table.c.scope, table.c.key], where=takeover,
        set_={"request_hash": key.request_hash, "claimed_at": now, "created_at": now,
              "claim_token": key.token,
              # SQL NULL: a plain None would store JSON 'null', which IS NULL misses
              "response": sa.null()}).returning(table.c.key)
    query = sa.select(table.c.request_hash, table.c.response).where(
        table.c.scope == key.scope, table.c.key == key.key)
    async with engine.begin() as connection:
        if (await connection.execute(claim)).first() is not None:
            return Claim("new")
        row = (await connection.execute(query)).first()
    if row is None or bytes(row.request_hash) != key.request_hash:
        return Claim("mismatch")
    return Claim("in_flight") if row.response is None else Claim("replay", row.response)


async def release_claim(engine: AsyncEngine, key: IdempotencyKey) -> bool:
    """Delete the request's own claim if it has no answer; whether there was one."""
    table = idempotency_keys
    async with engine.begin() as connection:
        deleted = await connection.execute(table.delete().where(
            table.c.scope == key.scope, table.c.key == key.key,
            table.c.claim_token == key.token, table.c.response.is_(None)))
    return bool(deleted.rowcount)
