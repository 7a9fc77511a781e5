"""How the document describes the two non-JSON reads: the live feed and the export.

The live feed is ``text/event-stream``: the stream is a string whose parsed content
(``contentSchema``) is a sequence of ``StreamMessage``; each message's ``data`` is a JSON
string whose content is a typed event (``contentMediaType`` / ``contentSchema``).
"""

from typing import Any

from infrastructure.api.openapi_models import REF, Schema

STREAM_PATH = "/v1/games/{game_id}/events/stream"
EXPORT_PATH = "/v1/games/{game_id}/export"
STREAM_DESCRIPTION = """Server-Sent Events (`text/event-stream`), one message per event:

- `id`: the event's version; `event`: its type (`Redacted` when hidden from this seat);
  `data`: the event as `GET .../events` serves it (one JSON line, see `Event`) plus
  `narration` (its log line(s) for this seat, in `lang`, else `Accept-Language`, else
  the game's language; `[]` when it says nothing: the lines of `GET .../log`) and `board`
  (true when it changed the board picture: re-read `board.svg` only then). The newest
  message of a batch also carries `state`: this seat's `GET .../state` answer (in the
  stream's language) at that version, as a JSON merge patch (RFC 7386, `patch`, plus
  `nulls`: the paths of the members that become null) of the one this stream sent before
  (`base`: its version), or whole (`base` null) on a stream's first message; null on the
  other messages and when larger than 64 KB (then read `state`).
- The first message also sets `retry: 2000` (milliseconds before a browser reconnects).
- Reconnection: send the last `id` received back as `Last-Event-ID` (browsers do it by
  themselves); the server replays exactly the events after it from the store, then live
  ones, in version order, each once. `after` does the same on a first connection.
- Keep-alive: an idle stream gets a `: keep-alive` comment line about every 15 seconds.
- The stream never ends by itself; close it to stop."""

STREAM_MESSAGE: Schema = {
    "title": "StreamMessage", "type": "object", "required": ["id", "event", "data"],
    "description": "One Server-Sent Events message of the live feed (its `id:`, `event:` "
    "and `data:` lines).",
    "properties": {
        "id": {"type": "string", "pattern": "^[0-9]+$",
               "description": "The event's version (send it back as `Last-Event-ID`)."},
        "event": {"type": "string", "description": "The event's `type`."},
        "data": {"type": "string", "contentMediaType": "application/json",
                 "contentSchema": {"$ref": REF + "Event"},
                 "description": "The event, JSON-encoded on one line, with `narration` "
                 "(a list of strings), `board` (a boolean) and `state` (the seat's state "
                 "as a merge patch, or null)."},
        "retry": {"type": "integer", "description": "Reconnection delay (first message)."},
    },
}
EVENT_STREAM: Schema = {
    "title": "EventStream", "type": "string", "contentMediaType": "text/event-stream",
    "contentSchema": {"type": "array", "items": {"$ref": REF + "StreamMessage"}},
    "description": "The live feed: a never-ending sequence of `StreamMessage`s and "
    "`: keep-alive` comments.",
}


SHARED_STREAM_PATH = "/v1/shared/{share_id}/events/stream"
"""A share link's live feed (the same messages)."""


def document_stream(paths: dict[str, Any], schemas: dict[str, Schema]) -> None:
    """The live feeds' 200 responses (a seat's and a share link's) as what they are."""
    for path in (STREAM_PATH, SHARED_STREAM_PATH):
        operation = paths.get(path, {}).get("get")
        if operation is None:
            continue
        schemas["StreamMessage"] = STREAM_MESSAGE
        schemas["EventStream"] = EVENT_STREAM
        if path == STREAM_PATH:
            operation["description"] = STREAM_DESCRIPTION
        operation["responses"]["200"] = {
            "description": "The live feed (Server-Sent Events).",
            "content": {"text/event-stream": {"schema": {"$ref": REF + "EventStream"}}},
        }


def document_export(paths: dict[str, Any]) -> None:
    """The export's three formats, each with its media type."""
    operation = paths.get(EXPORT_PATH, {}).get("get")
    if operation is None:
        return
    operation["responses"]["200"]["content"] = {
        "application/x-ndjson": {"schema": {
            "type": "string", "description": "format=ndjson: a header line, then one event "
            "per line (each an `Event` of the game's rule system, with its hash chain)."}},
        "text/markdown": {"schema": {
            "type": "string", "description": "format=markdown: a readable session log."}},
        "application/json": {"schema": {
            "type": "object", "required": ["messages"], "title": "FoundryExport",
            "description": "format=foundry: Foundry VTT `ChatMessage` data, one per command.",
            "properties": {"messages": {
                "type": "array", "description": "The chat messages to create in Foundry, "
                "oldest first (`ChatMessage` data: `_id`, `speaker`, `timestamp`, "
                "`content`, `flavor`, rolls).",
                "items": {"type": "object", "additionalProperties": True}}}}},
    }
