"""The session log as Foundry VTT ``ChatMessage`` documents, one per command.

Each message speaks as the seat that acted, its content is the narration in HTML
paragraphs, ``flavor`` is the command type, and ``rolls`` holds the random results of its
events as structured data: every event recording a ``source`` (server or physical) drew
or rolled something, by the platform's convention. ``flags.tabletop`` links the message
back to the game's versions and events.
"""

import hashlib
import html
from typing import Any

from domain.core import Actor
from services.envelope import StoredEvent
from services.history.session import Entry, build_session

RESULT_SOURCES = frozenset({"server", "physical"})


def render_foundry(game_id: str, events: list[StoredEvent], viewer: Actor) -> dict[str, Any]:
    """``{"messages": [...]}`` for a stream, as ``viewer`` may see it."""
    session = build_session(game_id, events, viewer)
    return {"messages": [_message(game_id, entry) for entry in session.entries]}


def message_id(game_id: str, version: int) -> str:
    """A stable 16-character document id (Foundry ids are 16 alphanumerics)."""
    return hashlib.sha256(f"{game_id}:{version}".encode()).hexdigest()[:16]


def _message(game_id: str, entry: Entry) -> dict[str, Any]:
    versions = [event.version for event in entry.events]
    return {
        "_id": message_id(game_id, versions[0]),
        "speaker": {"alias": entry.actor},
        "content": "".join(f"<p>{html.escape(line)}</p>" for line in entry.lines),
        "timestamp": int(entry.recorded_at.timestamp() * 1000),
        "flavor": entry.command_type,
        "rolls": [{"version": event.version, "type": event.type, **event.data}
                  for event in entry.events if event.data.get("source") in RESULT_SOURCES],
        "flags": {"tabletop": {
            "game_id": game_id, "versions": versions,
            "events": [{"version": e.version, "type": e.type, "data": e.data}
                       for e in entry.events]}},
    }
