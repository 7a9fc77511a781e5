"""Exports of a game's log for one seat: NDJSON (the full record), Markdown, Foundry VTT.

Any seat of the game may export; every format goes through the rule system's
``visible`` for that seat, so gm-only information stays with the gm. Only the gm's NDJSON
export is complete and re-importable (see ``services.history.ndjson``). The Foundry export
also marks each entry public or gm-only by what ``view_as`` (any observer by default, or
one seat) reads of it (see ``services.history.foundry``).
"""

import msgspec

from domain.core import Actor
from domain.core.words import sentence
from services.context import AppContext
from services.envelope import StoredEvent
from services.errors import Forbidden, InvalidRequest
from services.history.foundry import OBSERVER, render_foundry
from services.history.markdown import render_markdown
from services.history.ndjson import FORMAT, FORMAT_VERSION, MEDIA_TYPE, ExportHeader, encode_export
from services.i18n import negotiate, words
from services.loading import LoadedGame
from services.queries import redact

FORMATS = ("ndjson", "markdown", "foundry")


class ExportFile(msgspec.Struct, frozen=True):
    """An export ready to serve or save; ``language``: the language its text is in (None
    for the NDJSON record, which has no text of its own)."""

    body: bytes
    media_type: str
    filename: str
    language: str | None = None


class Asked(msgspec.Struct, frozen=True):
    """The language a reader asks for: ``?lang=``, then ``Accept-Language``; the game's own
    language when neither names one the server speaks."""

    lang: str | None = None
    accept_language: str | None = None

    def of(self, game: LoadedGame) -> str:
        """The language to speak for ``game``."""
        return negotiate(self.lang, self.accept_language, game.platform.language)


GAMES_OWN = Asked()
"""A reader who asks for no language: the game's own."""


async def _history(ctx: AppContext, game_id: str) -> tuple[LoadedGame, list[StoredEvent]]:
    game = await ctx.loader.load(game_id)
    return game, await ctx.store.load(game_id, to=game.version)


async def export_ndjson(ctx: AppContext, game_id: str, actor: Actor) -> bytes:
    """The game's stream as NDJSON: a header, then every event (redacted for non-gm seats)."""
    game, events = await _history(ctx, game_id)
    header = ExportHeader(format=FORMAT, format_version=FORMAT_VERSION, game_id=game_id,
                          ruleset=game.platform.ruleset, version=game.version,
                          exported_at=ctx.clock().isoformat(), title=game.platform.title,
                          redacted=not actor.is_gm)
    return encode_export(header, [redact(game, event, actor) for event in events])


async def export_markdown(ctx: AppContext, game_id: str, actor: Actor,
                          language: str | None = None, to: int | None = None) -> str:
    """A readable session log (Markdown) as this seat may see it (up to version ``to``),
    in ``language`` (the game's own by default)."""
    game, events = await _history(ctx, game_id)
    if to is not None:
        events = [event for event in events if event.version <= to]
    said = words(language or game.platform.language, game.ruleset.name)
    return render_markdown(game_id, events, actor, said)


def public_reader(game: LoadedGame, actor: Actor, view_as: str | None) -> Actor:
    """The reader whose view decides what is public: any observer (``observer``, the
    default) or a seat of the game (``invalid_view_as``, 422); a seat other than the gm
    may name only itself or ``observer`` (``view_as_forbidden``, 403), since a public
    message carries what that reader sees."""
    if view_as is None or view_as == OBSERVER.seat_id:
        return OBSERVER
    seat = game.platform.seats.get(view_as)
    if seat is None:
        raise InvalidRequest("invalid_view_as", sentence(
            "view_as is 'observer' or a seat of this game, not %(view_as)r", view_as=view_as))
    if not actor.is_gm and seat.seat_id != actor.seat_id:
        raise Forbidden("view_as_forbidden",
            sentence('a seat may view as itself or as an observer'))
    return Actor(seat_id=seat.seat_id, role=seat.role)


async def export_foundry(ctx: AppContext, game_id: str, actor: Actor,
                         view_as: str | None = None,
                         language: str | None = None, after: int | None = None) -> bytes:
    """The log as Foundry VTT chat messages (JSON), public or gm-only by ``view_as``, in
    ``language`` (the game's own by default); with ``after``, only the commands after that
    version (a follower's new entries: what it costs grows with them, not with the game)."""
    if after is None:
        game, events = await _history(ctx, game_id)
        start = None
    else:
        game = await ctx.loader.load(game_id)
        after = min(after, game.version)
        events = await ctx.store.load(game_id, after=after, to=game.version)
        start = await ctx.loader.load_before(game_id, after)
    public = public_reader(game, actor, view_as)
    said = words(language or game.platform.language, game.ruleset.name)
    return msgspec.json.encode(render_foundry(game_id, events, actor, public, said, start))


async def export_game(ctx: AppContext, game_id: str, actor: Actor, fmt: str,
                      view_as: str | None = None, asked: Asked = GAMES_OWN,
                      after: int | None = None) -> ExportFile:
    """The export in one of ``FORMATS``, or ``invalid_format`` (422); ``view_as`` and
    ``after`` are for the Foundry format only (``invalid_view_as``, ``invalid_after``
    otherwise); the text of the Markdown and Foundry formats is in the ``asked``
    language."""
    stem = f"game-{game_id}"
    if view_as is not None and fmt != "foundry":
        raise InvalidRequest("invalid_view_as", sentence('view_as applies to format=foundry only'))
    if after is not None and fmt != "foundry":
        raise InvalidRequest("invalid_after", sentence('after applies to format=foundry only'))
    if fmt == "ndjson":
        body = await export_ndjson(ctx, game_id, actor)
        return ExportFile(body, MEDIA_TYPE, f"{stem}.ndjson")
    if fmt == "markdown":
        language = asked.of(await ctx.loader.load(game_id))
        text = await export_markdown(ctx, game_id, actor, language)
        return ExportFile(text.encode(), "text/markdown", f"{stem}.md", language)
    if fmt == "foundry":
        language = asked.of(await ctx.loader.load(game_id))
        body = await export_foundry(ctx, game_id, actor, view_as, language, after)
        return ExportFile(body, "application/json", f"{stem}.foundry.json", language)
    raise InvalidRequest("invalid_format", sentence(
        "unknown export format %(format)r; expected one of %(formats)s", format=fmt,
        formats=", ".join(FORMATS)))
