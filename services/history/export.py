"""Exports of a game's log for one seat: NDJSON (the full record), Markdown, Foundry VTT.

Any seat of the game may export; every format goes through the rule system's
``visible`` for that seat, so gm-only information stays with the gm. Only the gm's NDJSON
export is complete and re-importable (see ``services.history.ndjson``).
"""

import msgspec

from domain.core import Actor
from services.context import AppContext
from services.envelope import StoredEvent
from services.errors import InvalidRequest
from services.history.foundry import render_foundry
from services.history.markdown import render_markdown
from services.history.ndjson import FORMAT, FORMAT_VERSION, MEDIA_TYPE, ExportHeader, encode_export
from services.loading import LoadedGame
from services.queries import redact

FORMATS = ("ndjson", "markdown", "foundry")


class ExportFile(msgspec.Struct, frozen=True):
    """An export ready to serve or save."""

    body: bytes
    media_type: str
    filename: str


async def _history(ctx: AppContext, game_id: str) -> tuple[LoadedGame, list[StoredEvent]]:
    game = await ctx.loader.load(game_id)
    return game, await ctx.store.load(game_id, to=game.version)


async def export_ndjson(ctx: AppContext, game_id: str, actor: Actor) -> bytes:
    """The game's stream as NDJSON: a header, then every event (redacted for non-gm seats)."""
    game, events = await _history(ctx, game_id)
    header = ExportHeader(format=FORMAT, format_version=FORMAT_VERSION, game_id=game_id,
                          ruleset=game.table.ruleset, version=game.version,
                          exported_at=ctx.clock().isoformat(), title=game.table.title,
                          redacted=not actor.is_gm)
    return encode_export(header, [redact(game, event, actor) for event in events])


async def export_markdown(ctx: AppContext, game_id: str, actor: Actor) -> str:
    """A readable session log (Markdown) as this seat may see it."""
    _game, events = await _history(ctx, game_id)
    return render_markdown(game_id, events, actor)


async def export_foundry(ctx: AppContext, game_id: str, actor: Actor) -> bytes:
    """The log as Foundry VTT chat messages (JSON)."""
    _game, events = await _history(ctx, game_id)
    return msgspec.json.encode(render_foundry(game_id, events, actor))


async def export_game(ctx: AppContext, game_id: str, actor: Actor, fmt: str) -> ExportFile:
    """The export in one of ``FORMATS``, or ``invalid_format`` (422)."""
    stem = f"game-{game_id}"
    if fmt == "ndjson":
        body = await export_ndjson(ctx, game_id, actor)
        return ExportFile(body, MEDIA_TYPE, f"{stem}.ndjson")
    if fmt == "markdown":
        text = await export_markdown(ctx, game_id, actor)
        return ExportFile(text.encode(), "text/markdown", f"{stem}.md")
    if fmt == "foundry":
        body = await export_foundry(ctx, game_id, actor)
        return ExportFile(body, "application/json", f"{stem}.foundry.json")
    raise InvalidRequest("invalid_format",
                         f"unknown export format {fmt!r}; expected one of " + ", ".join(FORMATS))
