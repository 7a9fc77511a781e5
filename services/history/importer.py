"""Import a gm's NDJSON export as a new game.

The file's hash chain is checked with its original game id first: a changed byte is
refused (``export_tampered``) at the first bad event. The new game (a new id) holds the
same events (type, data, metadata, timestamp) re-sealed under its own id, then
``GameImported`` naming the source game and its last hash and committing to a fresh
secret seed for later server draws. The importer gets a new gm seat and token; the source
game's seats stay in the history but hold no token here (the new gm invites seats again).
Every event is replayed before anything is stored, so a file that does not fold is
refused whole.
"""

import uuid
from typing import Any

from domain.core import GM
from domain.core.words import sentence
from domain.rulesets import get_ruleset
from services.codec import to_new_event
from services.context import AppContext
from services.envelope import GENESIS_HASH, NewEvent, StoredEvent, seal
from services.errors import InvalidRequest
from services.games import CreatedGame
from services.history.ndjson import verified_export
from services.loading import LoadedGame, apply_events, empty_game
from services.ports import SeatRecord, StreamInfo
from services.table import GameImported
from services.tokens import commitment, hash_token, new_seed, new_token


async def import_ndjson(ctx: AppContext, body: bytes, metadata: dict[str, Any]) -> CreatedGame:
    """Create a new game from an export; its id, gm seat, gm token and version."""
    parsed = verified_export(body)
    ruleset_name = parsed.header.ruleset
    if get_ruleset(ruleset_name) is None:
        raise InvalidRequest("unknown_ruleset",
            sentence('this server has no rule system %(ruleset_name)r',
                     ruleset_name=ruleset_name))
    game_id, gm_seat_id, token, seed = str(uuid.uuid4()), _seat_id(), new_token(), new_seed()
    events = reseal(game_id, parsed.events)
    imported = GameImported(source_game_id=parsed.header.game_id,
                            source_last_hash=parsed.events[-1].hash.hex(),
                            seed_commitment=commitment(seed), gm_seat_id=gm_seat_id)
    events += seal(game_id, events[-1].version, events[-1].hash, [to_new_event(imported)],
                   {**metadata, "command_type": "ImportGame",
                    "actor": {"seat_id": gm_seat_id, "role": "gm"}}, ctx.clock())
    game = replay(empty_game(game_id), events)
    if game.table.ruleset != ruleset_name:
        raise InvalidRequest("invalid_export",
            sentence('the header names %(ruleset_name)r but the game was created with '
                     '%(ruleset)r',
                     ruleset_name=ruleset_name, ruleset=game.table.ruleset))
    gm_seat = SeatRecord(gm_seat_id, game_id, "gm", "gm", hash_token(token))
    info = StreamInfo(game_id, ruleset_name, game.version, game.last_hash)
    await ctx.store.create_stream(info, events, game.ruleset.view(game.rules, GM), [gm_seat],
                                  seed)
    ctx.loader.remember(game)
    await ctx.publisher.publish(game_id, events[-1:])
    return CreatedGame(game_id, gm_seat_id, token, game.version)


def reseal(game_id: str, events: list[StoredEvent]) -> list[StoredEvent]:
    """The same events chained under another game id (each keeps its metadata and time)."""
    sealed: list[StoredEvent] = []
    prev_hash = GENESIS_HASH
    for event in events:
        new = NewEvent(type=event.type, data=event.data, schema_version=event.schema_version)
        link = seal(game_id, event.version - 1, prev_hash, [new], event.metadata,
                    event.recorded_at)[0]
        sealed.append(link)
        prev_hash = link.hash
    return sealed


def replay(game: LoadedGame, events: list[StoredEvent]) -> LoadedGame:
    """Fold every event, or ``invalid_export`` naming the version that does not fold."""
    for event in events:
        try:
            game = apply_events(game, [event])
        except Exception as error:  # a client's file must never cause a 500
            raise InvalidRequest(
                "invalid_export",
                    sentence('version %(version)s (%(type)s) does not replay: %(error)s',
                             version=event.version, type=event.type, error=error)) from error
    return game


def _seat_id() -> str:
    return "seat_" + uuid.uuid4().hex[:16]
