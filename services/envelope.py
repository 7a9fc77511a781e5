"""The stored envelope of an event, kept apart from domain events, and its hash chain.

``hash = sha256(prev_hash || canonical(envelope))`` per stream, where ``canonical`` is the
JSON of the envelope's identifying fields with sorted keys and no white space. The first
event's ``prev_hash`` is 32 zero bytes. The gm's export carries both hashes, so the gm (or
anyone the gm gives the file) can check a session offline; a changed byte breaks the chain
from that event on.

The chain is computed over everything, hidden parts included, without salt: a digest of
data a reader may not see lets that reader test guesses of it offline (a hidden total, a
hidden key's id, which secret a hero kept). So no digest reaches a seat other than the gm:
its reads carry ``WITHHELD`` in place of both hashes (``services.queries.redact``).
"""

import hashlib
from datetime import datetime
from typing import Any

import msgspec

GENESIS_HASH = bytes(32)
WITHHELD = b""
"""``prev_hash`` / ``hash`` of an event as a seat other than the gm reads it: no digest
(``null`` in the API and in a redacted export)."""


class NewEvent(msgspec.Struct, frozen=True):
    """An event about to be appended (its position is given by the store)."""

    type: str
    data: dict[str, Any]
    schema_version: int = 1


class StoredEvent(msgspec.Struct, frozen=True):
    """An event as stored: domain payload plus envelope and hash chain."""

    game_id: str
    version: int
    type: str
    data: dict[str, Any]
    metadata: dict[str, Any]
    recorded_at: datetime
    prev_hash: bytes
    hash: bytes
    schema_version: int = 1
    global_position: int | None = None


def canonical(game_id: str, version: int, type_: str, schema_version: int,
              data: dict[str, Any], metadata: dict[str, Any], recorded_at: datetime) -> bytes:
    """The canonical bytes of an envelope, as hashed."""
    body = {
        "game_id": game_id, "version": version, "type": type_,
        "schema_version": schema_version, "data": data, "metadata": metadata,
        "recorded_at": recorded_at.isoformat(),
    }
    return msgspec.json.encode(body, order="sorted")


def chain_hash(prev_hash: bytes, payload: bytes) -> bytes:
    """One link of the chain."""
    return hashlib.sha256(prev_hash + payload).digest()


def seal(game_id: str, start_version: int, prev_hash: bytes, events: list[NewEvent],
         metadata: dict[str, Any], recorded_at: datetime) -> list[StoredEvent]:
    """Number and chain new events after ``start_version`` / ``prev_hash``."""
    sealed: list[StoredEvent] = []
    for offset, event in enumerate(events, start=1):
        version = start_version + offset
        payload = canonical(game_id, version, event.type, event.schema_version, event.data,
                            metadata, recorded_at)
        digest = chain_hash(prev_hash, payload)
        sealed.append(StoredEvent(game_id=game_id, version=version, type=event.type,
                                  data=event.data, metadata=metadata, recorded_at=recorded_at,
                                  prev_hash=prev_hash, hash=digest,
                                  schema_version=event.schema_version))
        prev_hash = digest
    return sealed


def first_broken_link(events: list[StoredEvent]) -> int | None:
    """The version of the first event whose hash or link does not verify, if any."""
    prev = GENESIS_HASH
    for event in events:
        payload = canonical(event.game_id, event.version, event.type, event.schema_version,
                            event.data, event.metadata, event.recorded_at)
        if event.prev_hash != prev or chain_hash(prev, payload) != event.hash:
            return event.version
        prev = event.hash
    return None
