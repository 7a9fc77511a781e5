"""OpenAPI: the response headers the server sends, and the problem answers shared.

Every header is a ``components.headers`` entry referred to where it is sent:
``WWW-Authenticate`` on 401, ``Retry-After`` on 429 and 503, the IETF ``RateLimit`` and
``RateLimit-Policy`` fields on a command's answer and on 429, ``Location`` on 201,
``Cache-Control: no-store`` where a token, ticket or secret is returned, ``ETag`` (and
``Vary``, ``Content-Language``) on the versioned reads, ``X-Request-ID`` on every answer.
A problem answer that is the same on several operations is one ``components.responses``
entry (``Unauthorized``, ``NotFound``...) they refer to.
"""

import json
import re
from http import HTTPStatus
from typing import Any

HEADER_REF = "#/components/headers/"
RESPONSE_REF = "#/components/responses/"
_STRING = {"type": "string"}
HEADERS: dict[str, dict[str, Any]] = {
    "WWW-Authenticate": {"description": "The scheme a 401 wants: `Bearer` (RFC 9110).",
                         "schema": {**_STRING, "maxLength": 200}},
    "Retry-After": {"description": "Seconds to wait before retrying.",
                    "schema": {"type": "integer", "minimum": 1}},
    "RateLimit": {"description": "The limit left in this window (IETF RateLimit fields): "
                  "`\"<policy>\";r=<remaining>;t=<seconds to reset>`.",
                  "schema": {**_STRING, "maxLength": 200}},
    "RateLimit-Policy": {"description": "The limit applied (IETF RateLimit fields): "
                         "`\"<policy>\";q=<quota>;w=<window seconds>`.",
                         "schema": {**_STRING, "maxLength": 200}},
    "Location": {"description": "Where the created resource is.",
                 "schema": {**_STRING, "maxLength": 2000}},
    "Cache-Control": {"description": "`no-store`: the answer carries a credential.",
                      "schema": {**_STRING, "enum": ["no-store"]}},
    "ETag": {"description": "The game version the answer shows (weak when the bytes also "
             "depend on the reader or the language: see Vary).",
             "schema": {**_STRING, "maxLength": 100}},
    "Vary": {"description": "The request headers the answer depends on.",
             "schema": {**_STRING, "maxLength": 200}},
    "Content-Language": {"description": "The language of the answer's text.",
                         "schema": {**_STRING, "maxLength": 35}},
    "X-Request-ID": {"description": "This request's id (in the server's log line).",
                     "schema": {**_STRING, "maxLength": 100}},
}
SECRETS = ("createGame", "importGame", "addSeat", "forkGame", "createShare",
           "createStreamTicket", "createWebhook", "rotateSeatToken")
VERSIONED = ("getGame", "getState", "getCharacter", "getBoard", "getBoardPicture",
             "getSharedState", "getSharedBoardPicture", "sendCommand", "revokeSeat",
             "rotateSeatToken", "getRecap", "getRecapPicture", "getSharedRecap",
             "getSharedRecapPicture")
BY_STATUS = {"401": ("WWW-Authenticate",), "429": ("Retry-After", "RateLimit",
                                                   "RateLimit-Policy"),
             "503": ("Retry-After",)}


def _refs(*names: str) -> dict[str, Any]:
    return {name: {"$ref": HEADER_REF + name} for name in names}


def _success_headers(operation: dict[str, Any], status: str) -> dict[str, Any]:
    names = ["X-Request-ID"]
    operation_id = operation.get("operationId", "")
    if status == "201":
        names.append("Location")
    if operation_id in SECRETS:
        names.append("Cache-Control")
    if operation_id in VERSIONED:
        names += ["ETag", "Vary", "Content-Language"]
    if operation_id == "sendCommand":
        names += ["RateLimit", "RateLimit-Policy"]
    return _refs(*names)


def _name(status: str) -> str:
    return HTTPStatus(int(status)).phrase.replace(" ", "").replace("-", "")


TAGS = [
    {"name": "games", "description": "Games, seats, commands and the reads of a game."},
    {"name": "history", "description": "Export, import and fork a game's event log."},
    {"name": "languages", "description": "The languages the server speaks and its web "
     "client's texts."},
    {"name": "shares", "description": "Read-only share links to a game."},
    {"name": "system", "description": "Health, readiness and the hosted rule systems."},
    {"name": "webhooks", "description": "Events pushed to a URL, signed."},
]
CONTACT = {"name": "The server's operator (see the README's Operations section)"}
_LITERAL = re.compile(r"``([^`]+)``")


def describe_operations(document: dict[str, Any]) -> None:
    """Top-level tags and a contact; descriptions in Markdown (docstrings' reST literals
    become Markdown code spans)."""
    document["tags"] = TAGS
    document.setdefault("info", {}).setdefault("contact", CONTACT)
    _markdown(document)


def _markdown(node: Any) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("description", "summary") and isinstance(value, str):
                node[key] = _LITERAL.sub(r"`\1`", value)
            else:
                _markdown(value)
    elif isinstance(node, list):
        for item in node:
            _markdown(item)


def _operations(document: dict[str, Any]) -> list[dict[str, Any]]:
    return [operation for item in document.get("paths", {}).values()
            for operation in item.values()]


def document_headers(document: dict[str, Any]) -> None:
    """Headers on every response; the most common problem answer of each status shared
    by reference (``components.responses``)."""
    components = document.setdefault("components", {})
    components["headers"] = HEADERS
    counts: dict[str, dict[str, int]] = {}
    for operation in _operations(document):
        for status, response in operation.get("responses", {}).items():
            extra = (_success_headers(operation, status) if status.startswith("2")
                     else _refs("X-Request-ID", *BY_STATUS.get(status, ())))
            response["headers"] = {**extra, **response.get("headers", {})}
            if not status.startswith("2"):
                text = json.dumps(response, sort_keys=True)
                counts.setdefault(status, {}).setdefault(text, 0)
                counts[status][text] += 1
    shared = {status: max(texts, key=lambda t: texts[t]) for status, texts in counts.items()}
    components["responses"] = {_name(status): json.loads(text)
                               for status, text in sorted(shared.items())}
    for operation in _operations(document):
        for status, response in operation.get("responses", {}).items():
            if status in shared and json.dumps(response, sort_keys=True) == shared[status]:
                operation["responses"][status] = {"$ref": RESPONSE_REF + _name(status)}
