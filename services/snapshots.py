"""Snapshots of a game's state, so that any version costs one snapshot plus < N folds.

A snapshot stores the platform table and the rule system's state as JSON, with a
fingerprint of the state's schema: when the code's state shape changes, old snapshots no
longer match and the loader folds from the start instead (events are the truth).
"""

import hashlib
from functools import cache
from typing import Any

import msgspec

from domain.core import Ruleset
from domain.platform.state import PlatformState
from domain.rulesets import get_ruleset
from services.game_state import LoadedGame

SNAPSHOT_FORMAT = 1


class _Envelope(msgspec.Struct):
    version: int
    last_hash: str
    fingerprint: str
    table: PlatformState  # the stored key of LoadedGame.platform: written snapshots still read
    rules: msgspec.Raw


@cache
def _fingerprint(ruleset_name: str) -> str:
    ruleset = get_ruleset(ruleset_name)
    assert ruleset is not None
    schema = msgspec.json.encode(msgspec.json.schema(ruleset.state_type), order="sorted")
    return hashlib.sha256(schema).hexdigest()[:16]


def due(previous_version: int, new_version: int, every: int) -> bool:
    """True when an append from ``previous_version`` to ``new_version`` crosses a multiple
    of ``every`` (a batch may cross it in its middle: the snapshot is taken at its end)."""
    return every > 0 and previous_version // every != new_version // every


def encode_snapshot(game: LoadedGame) -> bytes:
    """The stored form of a game's state."""
    ruleset: Ruleset[Any] = game.ruleset
    envelope = {"version": game.version, "last_hash": game.last_hash.hex(),
                "fingerprint": _fingerprint(ruleset.name), "table": game.platform,
                "rules": game.rules}
    return msgspec.json.encode(envelope)


def decode_snapshot(game_id: str, data: bytes) -> LoadedGame | None:
    """A game's state from a snapshot, or None when the snapshot no longer fits the code."""
    try:
        envelope = msgspec.json.decode(data, type=_Envelope)
        ruleset = get_ruleset(envelope.table.ruleset)
        if ruleset is None or envelope.fingerprint != _fingerprint(ruleset.name):
            return None
        rules = msgspec.json.decode(envelope.rules, type=ruleset.state_type)
    except (msgspec.DecodeError, msgspec.ValidationError):
        return None
    return LoadedGame(game_id, envelope.version, bytes.fromhex(envelope.last_hash),
                      envelope.table, rules)
