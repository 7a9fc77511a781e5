"""Read use cases: the game now or at any version, its log, one sheet, the board.

Every read goes through the rule system's ``view`` / ``visible`` for the reading seat, so
gm-only information never reaches another seat.
"""

from typing import Any

import msgspec

from domain.core import Actor, Affordance, Offers, Seat, event_data
from domain.core.words import sentence
from domain.platform.events import PLATFORM_EVENT_NAMES, CloseGame
from domain.rulesets import get_ruleset
from services.codec import codec_for
from services.context import AppContext
from services.envelope import WITHHELD, StoredEvent
from services.errors import InvalidRequest, NotFound
from services.game_state import LoadedGame
from services.i18n import DEFAULT_LANGUAGE, words

MAX_PAGE = 500
CLOSE_GAME = Affordance(type=str(CloseGame.__struct_config__.tag), character_ids=None,
                        character_field=None, choices={}, awaited=False)

class EventPage(msgspec.Struct, frozen=True):
    """A page of the log; ``next`` is the ``after`` of the next page, or None at the end."""

    ruleset: str
    events: list[StoredEvent]
    next: int | None
    version: int


async def load_game(ctx: AppContext, game_id: str, at: int | None = None) -> LoadedGame:
    """The game now, or right after version ``at``."""
    game = await ctx.loader.load(game_id)
    if at is None or at == game.version:
        return game
    if not 1 <= at <= game.version:
        raise InvalidRequest(
            "version_out_of_range",
                sentence("at must lie in 1..%(version)s, the game's current version",
                         version=game.version)
        )
    return await ctx.loader.load_at(game_id, at)


async def game_view(
    ctx: AppContext, game_id: str, actor: Actor, at: int | None = None
) -> tuple[int, msgspec.Struct]:
    """The read model for this seat: (version, view)."""
    game = await load_game(ctx, game_id, at)
    return game.version, game.ruleset.view(game.rules, actor)


def offers(game: LoadedGame, actor: Actor, language: str = DEFAULT_LANGUAGE) -> Offers:
    """What this seat may send now and whom the table waits for (``available``), the
    choices labelled in ``language`` with the rule system's words; a closed game offers
    nothing and waits for no one; the gm may always close the game."""
    if game.platform.closed:
        return Offers(available=[], waiting_for=[])
    seats = [Seat(seat_id=s.seat_id, role=s.role, name=s.name)
             for s in game.platform.seats.values()]
    found = game.ruleset.available(game.rules, actor, seats, words(language, game.ruleset.name))
    if actor.is_gm:
        return Offers(available=[*found.available, CLOSE_GAME], waiting_for=found.waiting_for)
    return found


async def ruleset_name(ctx: AppContext, game_id: str) -> str:
    """The game's rule system (it never changes, so a cached state answers)."""
    game = ctx.loader.cached(game_id) or await ctx.loader.load(game_id)
    return game.platform.ruleset


async def character_sheet(
    ctx: AppContext, game_id: str, actor: Actor, character_id: str, at: int | None = None
) -> tuple[int, dict[str, Any]]:
    """One sheet for this seat, with its rule system: (version, ``{ruleset, ...sheet}``)."""
    game = await load_game(ctx, game_id, at)
    view = game.ruleset.view(game.rules, actor)
    sheet = view_part(view, "characters", character_id, "character_not_found")
    return game.version, {"ruleset": game.platform.ruleset, **_builtins(sheet)}


async def board(
    ctx: AppContext, game_id: str, actor: Actor, at: int | None = None
) -> tuple[int, dict[str, Any]]:
    """The board (ESPRI) for this seat: (version, ``{version, ...board}``)."""
    version, view = await game_view(ctx, game_id, actor, at)
    return version, {"version": version, **_builtins(view_part(view, "board", None, "no_board"))}


def _builtins(part: Any) -> dict[str, Any]:
    value = msgspec.to_builtins(part)
    assert isinstance(value, dict)
    return value


def _field(view: msgspec.Struct, key: str) -> Any:
    return getattr(view, key, None)


def summary(game: LoadedGame, view: msgspec.Struct) -> dict[str, Any]:
    """The game's summary: rule system, title, version, phase and seats."""
    platform = game.platform
    return {
        "game_id": game.game_id,
        "ruleset": platform.ruleset,
        "title": platform.title,
        "version": game.version,
        "phase": _field(view, "phase"),
        "randomness": platform.randomness,
        "language": platform.language,
        "closed": platform.closed,
        "seed_commitment": platform.seed_commitment,
        "seats": [msgspec.to_builtins(seat) for seat in platform.seats.values()],
    }


def view_part(view: msgspec.Struct, key: str, item: str | None, code: str) -> Any:
    """One part of a view (``characters`` / one sheet, ``board``), or ``NotFound``."""
    part = _field(view, key)
    if part is not None and item is not None:
        part = part.get(item) if isinstance(part, dict) else None
    if part is None:
        raise NotFound(code, sentence("no %(kind)s %(item)r in this game", kind=key[:-1],
                                      item=item) if item else
                       sentence("this game has no %(part)s", part=key))
    return part


async def events_page(
    ctx: AppContext, game_id: str, actor: Actor, after: int, limit: int
) -> EventPage:
    """Events with version > ``after``, redacted for the seat."""
    if after < 0 or not 1 <= limit <= MAX_PAGE:
        raise InvalidRequest("invalid_page",
            sentence('after >= 0 and 1 <= limit <= %(max_page)s',
                     max_page=MAX_PAGE))
    game = await ctx.loader.load(game_id)
    stored = await ctx.store.load(game_id, after=after, limit=limit)
    events = [redact(game, event, actor) for event in stored]
    more = bool(stored) and stored[-1].version < game.version
    return EventPage(game.platform.ruleset, events, stored[-1].version if more else None,
                     game.version)


async def redacted(ctx: AppContext, game_id: str, events: list[StoredEvent],
                   actor: Actor) -> list[StoredEvent]:
    """Events (a command's answer) as this seat may see them: its own command may cause
    events with parts hidden from it (the Adversity's tokens), and no digest."""
    if actor.is_gm or not events:
        return events
    game = ctx.loader.cached(game_id) or await ctx.loader.load(game_id)
    return [redact(game, event, actor) for event in events]


GM_ONLY_METADATA = frozenset({"command"})
"""The command as sent may carry what the rules hide (a secret's text): gm eyes only."""
GM_ONLY_DIGESTS = {"GameImported": "source_last_hash", "GameForked": "source_hash"}
"""Platform events naming a digest of another stream's hidden data: gm eyes only."""


def redact(game: LoadedGame, stored: StoredEvent, actor: Actor) -> StoredEvent:
    """The stored event as this seat may see it (a ``Redacted`` shell when hidden).

    A seat other than the gm gets no digest: ``hash`` and ``prev_hash`` are ``WITHHELD``
    and so is a fork's or an import's digest of its source. Each was computed, unsalted,
    over data that seat may not read (hidden fields, the commands as sent), so it would
    let the seat test guesses of that data offline. The gm's export keeps the chain."""
    if actor.is_gm:
        return stored
    metadata = {k: v for k, v in stored.metadata.items() if k not in GM_ONLY_METADATA}
    stored = msgspec.structs.replace(stored, metadata=metadata, prev_hash=WITHHELD,
                                     hash=WITHHELD)
    if stored.type == "GameCreated":
        return _without_gm_only_options(stored)
    if stored.type in GM_ONLY_DIGESTS:
        return msgspec.structs.replace(stored, data={**stored.data,
                                                     GM_ONLY_DIGESTS[stored.type]: None})
    if stored.type in PLATFORM_EVENT_NAMES:
        return stored
    seen = game.ruleset.visible(codec_for(game.ruleset).decode_event(stored), actor)
    if seen is True:
        return stored
    if seen is False:
        return msgspec.structs.replace(stored, type="Redacted", data={})
    return msgspec.structs.replace(stored, data=event_data(seen))


def _without_gm_only_options(stored: StoredEvent) -> StoredEvent:
    """A rule system may name creation options only the gm reads (``gm_only_options``)."""
    ruleset = get_ruleset(str(stored.data.get("ruleset")))
    hidden: frozenset[str] = getattr(ruleset, "gm_only_options", frozenset())
    options = stored.data.get("options", {})
    if not hidden or not isinstance(options, dict):
        return stored
    visible = {k: v for k, v in options.items() if k not in hidden}
    return msgspec.structs.replace(stored, data={**stored.data, "options": visible})
