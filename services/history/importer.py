"""Import a gm's NDJSON export as a new game.

The file's hash chain is checked with its original game id first: a changed byte is
refused (``export_tampered``) at the first bad event. Then its server draws: where the
file reveals their seed (a closed game, a fork of one), every command is decided again
as ``verify`` does and a draw the seed does not give refuses the file whole
(``draw_mismatch``): a forger who recomputes the chain still cannot pass invented dice
as the server's. Where no seed is revealed the draws cannot be checked: ``GameImported``
lists those versions (``unverified``) and the recap, its luck chart and the log count
their draws apart, as "imported, unverified".

The new game (a new id) holds the same events (type, data, metadata, time) re-sealed
under its own id, with a snapshot every ``snapshot_every`` versions as played games
have, then ``GameImported`` naming the source game and its last hash and committing to a
fresh secret seed for later server draws. The importer gets a new gm seat and token; the
source game's seats stay in the history but hold no token here (the new gm invites seats
again). Every event is replayed before anything is stored, so a file that does not fold
is refused whole. Parsing, checking and replaying run off the event loop
(``services.history.rebuild``).
"""

import uuid
from typing import Any

import msgspec

from domain.core.words import sentence
from domain.platform.events import GameImported, VersionRange
from domain.rulesets import get_ruleset
from services.codec import to_new_event
from services.context import AppContext
from services.errors import InvalidRequest
from services.games import CreatedGame
from services.history.ndjson import ParsedExport, verified_export
from services.history.rebuild import (
    Rebuilt,
    collection_paused,
    extend,
    off_the_loop,
    rebuild,
    store_history,
)
from services.history.verify import check_draws
from services.ports import SeatRecord
from services.tokens import commitment, hash_token, new_seed, new_token


class Prepared(msgspec.Struct, frozen=True):
    """An import ready to store: the rebuilt game and the new gm seat's id."""

    rebuilt: Rebuilt
    gm_seat_id: str


async def import_ndjson(ctx: AppContext, body: bytes, metadata: dict[str, Any],
                        max_events: int | None = None) -> CreatedGame:
    """Create a new game from an export (at most ``max_events`` events); its id, gm
    seat, gm token and version."""
    game_id, seed, token = str(uuid.uuid4()), new_seed(), new_token()
    with collection_paused():
        prepared = await off_the_loop(lambda: prepare(ctx, game_id, body, metadata, seed,
                                                      max_events))
        gm_seat = SeatRecord(prepared.gm_seat_id, game_id, "gm", "gm", hash_token(token))
        await store_history(ctx, prepared.rebuilt, [gm_seat], seed)
    return CreatedGame(game_id, prepared.gm_seat_id, token, prepared.rebuilt.game.version)


def prepare(ctx: AppContext, game_id: str, body: bytes, metadata: dict[str, Any],
            seed: bytes, max_events: int | None) -> Prepared:
    """Parse, check (chain, then draws) and rebuild an export under ``game_id``: CPU
    only, run off the loop."""
    parsed = verified_export(body, max_events)
    ruleset_name = parsed.header.ruleset
    if get_ruleset(ruleset_name) is None:
        raise InvalidRequest("unknown_ruleset",
            sentence('this server has no rule system %(ruleset_name)r',
                     ruleset_name=ruleset_name))
    unverified = _checked_draws(parsed)
    rebuilt = rebuild(game_id, parsed.events, ctx.snapshot_every)
    if rebuilt.game.platform.ruleset != ruleset_name:
        raise InvalidRequest("invalid_export",
            sentence('the header names %(ruleset_name)r but the game was created with '
                     '%(ruleset)r',
                     ruleset_name=ruleset_name, ruleset=rebuilt.game.platform.ruleset))
    gm_seat_id = "seat_" + uuid.uuid4().hex[:16]
    imported = GameImported(source_game_id=parsed.header.game_id,
                            source_last_hash=parsed.events[-1].hash.hex(),
                            seed_commitment=commitment(seed), gm_seat_id=gm_seat_id,
                            unverified=unverified)
    meta = {**metadata, "command_type": "ImportGame",
            "actor": {"seat_id": gm_seat_id, "role": "gm"}}
    return Prepared(extend(rebuilt, to_new_event(imported), meta, ctx.snapshot_every,
                           ctx.clock()), gm_seat_id)


def _checked_draws(parsed: ParsedExport) -> list[VersionRange]:
    """The version ranges whose server draws no revealed seed checks; ``draw_mismatch``
    when a draw the file reveals the seed of is not the one that seed gives."""
    checked = check_draws(parsed)
    if checked.problems:
        first = checked.problems[0]
        raise InvalidRequest("draw_mismatch", sentence(
            "version %(version)s: %(detail)s. The file reveals the seed its server drew "
            "with, and that seed does not give what the file says: it was changed "
            "after the game was played", version=first.version or "-", detail=first.detail))
    return checked.unverified
