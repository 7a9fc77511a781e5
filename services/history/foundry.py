"""The session log as Foundry VTT ``ChatMessage`` documents, one per command.

Each message is data ``ChatMessage.create(data, {keepId: true})`` accepts (Foundry v12 and
v13): a stable 16-character ``_id``, ``speaker.alias`` the seat that acted, ``content`` the
narration as escaped HTML paragraphs, ``flavor`` the command type, ``timestamp`` in
milliseconds and ``rolls`` the events' dice as evaluated ``Roll`` data (see
``services.history.foundry_dice``), so Foundry renders them and Dice So Nice animates
them. ESPRI draws gems, not dice: its gems are coloured markers in the content, and a
message that changed the board names the server's board picture at that version in
``flags.tabletop.board_picture`` (the Foundry module shows it). The raw event data lives
in ``flags.tabletop``; everything is built from the events as the viewer may see them.
"""

import hashlib
import html
from typing import Any

from domain.core import Actor
from services.envelope import StoredEvent
from services.history.foundry_dice import gem_colours, rolls_for
from services.history.session import Entry, build_session
from services.text import one_line

FLAG_SCOPE = "tabletop"
"""The module id, also the ``flags`` namespace (Foundry keys flags by package id)."""
CHAT_STYLE_OTHER = 0
"""``CONST.CHAT_MESSAGE_STYLES.OTHER`` (a roll message is one with ``rolls``)."""
BOARD_EVENTS = frozenset({"GemPlaced", "GemsRemoved", "GemMoved", "RuptureGemRemoved",
                          "NymphMoved", "NymphReachedWorld", "SetupCompleted"})
"""ESPRI events that change what the board picture shows."""
GEM_COLOURS = {"winter": "#4a90d9", "spring": "#4caf50", "summer": "#e0a020",
               "autumn": "#b5542c", "time": "#8e8e8e", "rupture": "#222222"}


def render_foundry(game_id: str, events: list[StoredEvent], viewer: Actor) -> dict[str, Any]:
    """``{"messages": [...]}`` for a stream, as ``viewer`` may see it."""
    return {"messages": foundry_messages(game_id, events, viewer)}


def foundry_messages(game_id: str, events: list[StoredEvent], viewer: Actor,
                     after: int = 0) -> list[dict[str, Any]]:
    """The chat messages of entries whose first event comes after version ``after``
    (``events`` is always the full stream: narration needs the state before each event)."""
    session = build_session(game_id, events, viewer)
    ruleset = session.game.table.ruleset
    return [message(game_id, ruleset, entry) for entry in session.entries
            if entry.events[0].version > after]


def message_id(game_id: str, version: int) -> str:
    """A stable 16-character document id (Foundry ids are 16 alphanumerics)."""
    return hashlib.sha256(f"{game_id}:{version}".encode()).hexdigest()[:16]


def board_picture(game_id: str, version: int) -> str:
    """The server's path of the ESPRI board picture right after ``version``."""
    return f"/v1/games/{game_id}/board.svg?at={version}"


def message(game_id: str, ruleset: str, entry: Entry) -> dict[str, Any]:
    """One entry as ``ChatMessage`` data."""
    versions = [event.version for event in entry.events]
    rolls = [r for event in entry.events for r in rolls_for(ruleset, event.type, event.data)]
    flags: dict[str, Any] = {
        "game_id": game_id, "ruleset": ruleset, "versions": versions,
        "events": [{"version": e.version, "type": e.type, "data": e.data}
                   for e in entry.events]}
    if ruleset == "espri" and any(e.type in BOARD_EVENTS for e in entry.events):
        flags["board_picture"] = board_picture(game_id, versions[-1])
    return {
        "_id": message_id(game_id, versions[0]),
        "type": "base",
        "style": CHAT_STYLE_OTHER,
        "speaker": {"alias": one_line(entry.actor)},
        "content": content(entry, ruleset),
        "timestamp": int(entry.recorded_at.timestamp() * 1000),
        "flavor": html.escape(one_line(entry.command_type)),
        "rolls": rolls,
        "flags": {FLAG_SCOPE: flags},
    }


def content(entry: Entry, ruleset: str) -> str:
    """The narration as escaped HTML, with ESPRI's gems as coloured markers."""
    paragraphs = "".join(f"<p>{html.escape(one_line(line))}</p>" for line in entry.lines)
    if ruleset != "espri":
        return paragraphs
    gems = [colour for event in entry.events for colour in gem_colours(event.data)]
    return paragraphs + gem_markers(gems)


def gem_markers(colours: list[str]) -> str:
    """A row of coloured gem markers (empty when there are none)."""
    if not colours:
        return ""
    spans = "".join(
        f'<span class="tabletop-gem" data-colour="{html.escape(c, quote=True)}" '
        f'title="{html.escape(c, quote=True)}" style="color:{GEM_COLOURS.get(c, "#666")}">'
        "\u25c6</span>" for c in colours)
    return f'<p class="tabletop-gems">{spans}</p>'
