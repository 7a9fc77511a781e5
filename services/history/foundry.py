"""The session log as Foundry VTT ``ChatMessage`` documents, one per command.

Each message is data ``ChatMessage.create(data, {keepId: true})`` accepts (Foundry v12 and
v13): a stable 16-character ``_id``, ``speaker.alias`` the seat that acted, ``timestamp``
in milliseconds and ``rolls`` the events' dice as evaluated ``Roll`` data (see
``services.history.foundry_dice``). Foundry draws a message's rolls (formula, total, dice
tooltip) only when its ``content`` has no child element, in place of that content; so a
message with rolls has an empty ``content`` and its narration in ``flavor``, and a message
without rolls has the narration as ``<p>`` paragraphs in ``content`` and the command in
``flavor``. ESPRI draws gems, not dice: its gems are coloured markers in the content, and
a message that changed the board names the server's board picture at that version in
``flags.tabletop.board_picture`` (the Foundry module shows it).

Who may read each entry: the messages are built as the exporting seat sees the log, and
compared with what ``public`` (by default any observer; ``view_as``) sees. An entry the
public sees exactly so is public: its ``flags.tabletop.events`` are the public's events.
Any other entry (hidden from the public, or shown to it redacted) is ``gm_only``: the
module whispers it to the world's GM users, and its flags carry no event data.

Every text (narration, names, notes, keys: whatever a person typed) is HTML-escaped and
made inert (``inert``), so Foundry's inline rolls and enrichers leave it as text.
"""

import hashlib
import html
from typing import Any

import msgspec

from domain.core import Actor, Ruleset
from domain.core.foundry import Json
from domain.core.words import ENGLISH, Words
from services.envelope import StoredEvent
from services.history.session import Entry, build_session
from services.labels import COMMAND, FIELD, command_label
from services.loading import LoadedGame
from services.text import one_line

FLAG_SCOPE = "tabletop"
"""The module id, also the ``flags`` namespace (Foundry keys flags by package id)."""
CHAT_STYLE_OTHER = 0
"""``CONST.CHAT_MESSAGE_STYLES.OTHER`` (a roll message is one with ``rolls``)."""
GEM_COLOURS = {"winter": "#4a90d9", "spring": "#4caf50", "summer": "#e0a020",
               "autumn": "#b5542c", "time": "#8e8e8e", "rupture": "#222222"}
OBSERVER = Actor(seat_id="observer", role="observer")
"""The default public: what any observer of the game reads."""
DIE_LABELS = {"trinity": "Trinity", "attribute": "Attribute", "edge": "Edge die"}
"""A die's flavor as the rule system's own field label (its catalog has it translated);
a flavor not here is a die size (``d8``), left as is, or an identifier, left out."""
WORD_JOINER = "\u2060"
"""U+2060, invisible and without width: put between the characters an enricher pattern
needs side by side, it keeps that pattern from matching."""


def inert(text: str) -> str:
    """HTML-escaped text that Foundry shows as typed. Foundry's enrichers match text node
    by text node, after character references are decoded, so escaping alone does not stop
    ``[[1d20]]`` (inline roll, evaluated in ``ChatMessage#_preCreate``), ``@UUID[...]``
    (content link) or a system's ``@Check[...]`` / ``&Reference[...]``: every pattern of
    them needs a ``[`` right after another ``[``, a word or ``@``, and a link needs ``://``.
    A word joiner before each ``[``, after each ``@`` and inside ``://`` breaks them all;
    it survives the server's HTML sanitizer (which would drop a comment)."""
    escaped = html.escape(text, quote=True)
    return (escaped.replace("[", WORD_JOINER + "[").replace("@", "@" + WORD_JOINER)
            .replace("://", ":" + WORD_JOINER + "//"))


def render_foundry(game_id: str, events: list[StoredEvent], viewer: Actor,
                   public: Actor = OBSERVER, words: Words = ENGLISH,
                   start: LoadedGame | None = None) -> dict[str, Any]:
    """``{"messages": [...]}`` for a stream, as ``viewer`` may see it, each entry public
    or ``gm_only`` by what ``public`` sees (``events`` is the full stream, or the events
    right after the game ``start``), narrated in ``words``' language."""
    return {"messages": foundry_messages(game_id, events, viewer, public, words, start)}


def _said(entry: Entry) -> bytes:
    """What a reader is told of an entry: where it starts, who acted, what, its lines."""
    return msgspec.json.encode([entry.events[0].version, entry.actor, entry.command_type,
                                entry.lines])


def foundry_messages(game_id: str, events: list[StoredEvent], viewer: Actor,
                     public: Actor = OBSERVER, words: Words = ENGLISH,
                     start: LoadedGame | None = None) -> list[dict[str, Any]]:
    """The chat messages of every entry ``viewer`` may read (``events`` is the full
    stream, or the events right after the game ``start``). An entry whose narration the
    public reads word for word is public, built from the public's own view of it (its
    events and dice as the public has them), even where the public's event data is
    redacted; any other entry is gm-only."""
    session = build_session(game_id, events, viewer, words, start)
    ruleset = session.game.ruleset
    entries = session.entries
    if public == viewer:
        return [message(game_id, ruleset, entry, True, words) for entry in entries]
    told = {_said(entry): entry for entry in build_session(game_id, events, public,
                                                           words, start).entries}
    return [message(game_id, ruleset, told[_said(entry)], True, words) if _said(entry) in told
            else message(game_id, ruleset, entry, False, words) for entry in entries]


def message_id(game_id: str, version: int) -> str:
    """A stable 16-character document id (Foundry ids are 16 alphanumerics)."""
    return hashlib.sha256(f"{game_id}:{version}".encode()).hexdigest()[:16]


def board_picture(game_id: str, version: int) -> str:
    """The server's path of the ESPRI board picture right after ``version``."""
    return f"/v1/games/{game_id}/board.svg?at={version}"


def _flags(game_id: str, ruleset: Ruleset[Any], entry: Entry,
           public: bool) -> dict[str, Any]:
    versions = [event.version for event in entry.events]
    flags: dict[str, Any] = {"game_id": game_id, "ruleset": ruleset.name, "versions": versions,
                             "command": entry.command_type, "gm_only": not public}
    if public:
        flags["events"] = [{"version": e.version, "type": e.type, "data": e.data}
                           for e in entry.events]
    if any(e.type in ruleset.dice.board_events for e in entry.events):
        flags["board_picture"] = board_picture(game_id, versions[-1])
    return flags


def in_words(roll: dict[str, Any], header: str, words: Words) -> dict[str, Any]:
    """A roll whose header (``options.flavor``, drawn above the formula) is ``header`` and
    whose dice flavors (drawn in the tooltip) are the rule system's words."""
    terms = []
    for term in roll["terms"]:
        flavor = term.get("options", {}).get("flavor")
        if flavor in DIE_LABELS:
            flavor = words.pgettext(FIELD, DIE_LABELS[flavor])
        elif flavor is not None and not (flavor[:1] == "d" and flavor[1:].isdigit()):
            flavor = None
        options = {k: v for k, v in term.get("options", {}).items() if k != "flavor"}
        terms.append({**term, "options": {**options, **({"flavor": flavor} if flavor else {})}})
    return {**roll, "terms": terms, "options": {**roll.get("options", {}), "flavor": header}}


def message(game_id: str, ruleset: Ruleset[Any], entry: Entry, public: bool = True,
            words: Words = ENGLISH) -> dict[str, Any]:
    """One entry as ``ChatMessage`` data (``public``: the public may read all of it), its
    command and dice named in ``words``."""
    label = one_line(words.pgettext(COMMAND, command_label(entry.command_type)))
    rolls = [in_words(r, label, words) for event in entry.events
             for r in rolls_for(ruleset, event.type, event.data)]
    command = f'<span class="tabletop-command">{inert(label)}</span>'
    if rolls:
        lines = "".join(f"<br>{inert(one_line(line))}" for line in entry.lines)
        content, flavor = "", command + lines
    else:
        content, flavor = narration(entry, ruleset), command
    return {
        "_id": message_id(game_id, entry.events[0].version),
        "type": "base",
        "style": CHAT_STYLE_OTHER,
        "speaker": {"alias": one_line(entry.actor)},
        "content": content,
        "timestamp": int(entry.recorded_at.timestamp() * 1000),
        "flavor": flavor,
        "rolls": rolls,
        "flags": {FLAG_SCOPE: _flags(game_id, ruleset, entry, public)},
    }


def narration(entry: Entry, ruleset: Ruleset[Any]) -> str:
    """The narration as inert HTML paragraphs (control characters shown as escapes), with
    ESPRI's gems as coloured markers."""
    paragraphs = "".join(f"<p>{inert(one_line(line))}</p>" for line in entry.lines)
    gem_colours = ruleset.dice.gems
    if gem_colours is None:
        return paragraphs
    gems = [colour for event in entry.events for colour in gem_colours(event.data)]
    return paragraphs + gem_markers(gems)


def gem_markers(colours: list[str]) -> str:
    """A row of coloured gem markers (empty when there are none)."""
    if not colours:
        return ""
    spans = "".join(
        f'<span class="tabletop-gem" data-colour="{inert(c)}" title="{inert(c)}" '
        f'style="color:{GEM_COLOURS.get(c, "#666")}">\u25c6</span>' for c in colours)
    return f'<p class="tabletop-gems">{spans}</p>'


def rolls_for(ruleset: Ruleset[Any], event_type: str, data: Json) -> list[Json]:
    """The evaluated Foundry rolls of one (possibly redacted) event, as its rule system
    reads them (``Ruleset.dice``)."""
    try:
        return ruleset.dice.foundry_rolls(event_type, data)
    except (KeyError, TypeError, ValueError):  # a redacted event hides a needed value
        return []
