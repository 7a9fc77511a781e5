"""OpenAPI additions Litestar cannot infer.

- Typed per rule system (see ``openapi_rulesets``): the command body is any rule system's
  ``<P>Command`` (``oneOf`` + ``discriminator`` on ``type``, with examples); every event
  (command answers, log pages, the feed) is a ``<P>Event``; ``GET .../state``,
  ``.../characters/{id}``, ``POST .../commands`` and ``GET .../events`` answer a union of
  per-rule-system variants discriminated by ``ruleset``; ``GET .../board`` is ESPRI's
  typed board.
- The create-game body: one variant per rule system (``oneOf`` + ``discriminator`` on
  ``ruleset``), each with that rule system's options (plus ``randomness``).
- The live feed as ``text/event-stream`` and the export's formats (``openapi_feed``).
- Problem responses (RFC 9457, ``application/problem+json``) on every operation; public
  operations declare ``security: [{}]``; the license.
- Links: a created game leads to its reads, seats and commands (its ``game_id``; the gm
  token to send is named in the link's description), a new seat to the game's commands
  and reads, so clients and stateful testers (schemathesis) can follow create game ->
  seats -> commands -> state.
"""

from collections.abc import Iterator
from typing import Any

import msgspec
from litestar import Litestar

from domain.core import Ruleset
from domain.rulesets import RULESETS
from infrastructure.api import openapi_models as m
from infrastructure.api.openapi_access import document_access
from infrastructure.api.openapi_descriptions import describe_fields
from infrastructure.api.openapi_feed import document_export, document_stream
from infrastructure.api.openapi_headers import describe_operations, document_headers
from infrastructure.api.openapi_limits import bound_requests, copy_struct_bounds
from infrastructure.api.openapi_names import bound_character_names
from infrastructure.api.openapi_offers import platform_offer_components
from infrastructure.api.openapi_rulesets import (
    RESPONSES,
    command_components,
    platform_commands,
    platform_components,
    response_components,
    response_types,
)
from infrastructure.api.openapi_shapes import normalise_shapes
from infrastructure.api.openapi_unions import union_by_type
from infrastructure.api.problems import PROBLEM_MEDIA_TYPE, Problem
from infrastructure.api.ruleset_schema import document_schema_answers
from services.games import RANDOMNESS_MODES
from services.i18n import DEFAULT_LANGUAGE, LANGUAGES
from services.json_depth import MAX_EXPORT_LINE_DEPTH, MAX_JSON_DEPTH

COMMANDS_PATH = "/v1/games/{game_id}/commands"
IMPORT_PATH = "/v1/games/import"
REF = m.REF
API_PACKAGE = "infrastructure.api."
LICENSE = {"name": "MIT", "identifier": "MIT"}
GAME_ERRORS = {
    "400": "Malformed JSON or header (`json_too_deep`: a body nested deeper than "
    f"{MAX_JSON_DEPTH} levels, an import line deeper than {MAX_EXPORT_LINE_DEPTH})",
    "401": "No or unknown bearer token",
    "403": "This seat may not do this", "404": "No such game or resource",
    "409": "Not valid in the game's current state (domain error) or a version conflict",
    "412": "If-Match names a version that is no longer current",
    "413": "Body too large (an import: over `IMPORT_MAX_BYTES`)",
    "415": "A body not sent as `application/json` (`application/x-ndjson` for an import)",
    "422": "Invalid command, value or parameter (`invalid_text`: "
    "a control character in text; `text_too_long`, `too_many_items`, `number_too_large`: "
    "over the `maxLength` / `maxItems` / `maximum` the document states)",
    "429": "Too many commands from this seat or requests from this address (see RateLimit-* "
    "and Retry-After headers), or too many open live streams (`too_many_streams`, "
    "Retry-After)",
    "500": "Server error (a bug; logged)",
    "503": "The database cannot be reached for a moment, or took too long to answer "
    "(`database_unavailable`, `database_busy`, `database_timeout`; see Retry-After)",
}
TYPED_RESPONSES = {  # (path, method): the component its success answer is
    (COMMANDS_PATH, "post"): "CommandOut",
    ("/v1/games/{game_id}/events", "get"): "EventPageOut",
    ("/v1/games/{game_id}/state", "get"): "StateOut",
    ("/v1/games/{game_id}/available", "get"): "AvailableOut",
    ("/v1/games/{game_id}/characters/{character_id}", "get"): "CharacterOut",
    ("/v1/games/{game_id}/board", "get"): "BoardOut",
}


def _create_game_variant(ruleset: Ruleset[Any], options: str,
                         schemas: dict[str, m.Schema]) -> m.Schema:
    schemas[options]["properties"] = {**schemas[options].get("properties", {}), "randomness": {
        "enum": list(RANDOMNESS_MODES), "default": "server",
        "description": "Who draws: the server, the table (physical results) or both."},
        "language": {"enum": list(LANGUAGES), "default": DEFAULT_LANGUAGE,
                     "description": "The game's language: the default of everything it says "
                     "to people (session log, board, problems); a reader may ask for another "
                     "(`?lang=`, `Accept-Language`)."}}
    name = f"{m.prefix_of(ruleset.name)}CreateGameIn"
    return {"title": name, "description": f"Create a game of {ruleset.title}.",
            "type": "object", "additionalProperties": False, "required": ["ruleset"],
            "properties": {"ruleset": m.const(ruleset.name, "The rule system."),
                           "title": {"type": "string", "default": "Untitled game"},
                           "options": {"$ref": REF + options, "default": {}}},
            "examples": [{"ruleset": ruleset.name, "title": "Winter tale",
                          "options": {"randomness": "mixed"}}]}


def _typed_components() -> dict[str, m.Schema]:
    """Every rule system's components and the cross-rule-system unions."""
    components, platform_pairs = platform_components()
    components.update(platform_offer_components())
    commands, games, bodies = [], [], []
    for name, ruleset in RULESETS.items():
        prefix = m.prefix_of(name)
        response = response_components(ruleset, platform_pairs)
        m.merge(components, response)
        request, (options,) = command_components(
            name, ruleset.title, ruleset.command_types, (ruleset.options_type,),
            m.raw_names(response_types(ruleset)))
        m.merge(components, request)
        m.merge(components, {f"{prefix}CreateGameIn": _create_game_variant(
            ruleset, options, components)})
        games.append((name, f"{prefix}CreateGameIn"))
        bodies.append(f"{prefix}Command")
        commands.append(prefix)
    m.merge(components, platform_commands(set()))
    bodies.append("PlatformCommand")
    for union in RESPONSES:
        components[union] = m.union(
            union, f"One of {', '.join(p + union for p in commands)}, by `ruleset`.",
            [(name, f"{m.prefix_of(name)}{union}") for name in RULESETS], "ruleset")
    boards = [{"$ref": f"{REF}{p}BoardOut"} for p in commands if f"{p}BoardOut" in components]
    components["BoardOut"] = {"title": "BoardOut", "oneOf": boards,
                              "description": "The board of a rule system that has one."}
    union_by_type(components, "Event", [f"{p}Event" for p in commands], "Event",
                  "An event of any rule system (the game's `ruleset` tells which).")
    components["CreateGameIn"] = m.union(
        "CreateGameIn", "Create a game of a hosted rule system.", games, "ruleset")
    union_by_type(components, "CommandIn", bodies, "Command",
                  "One command of the game's rule system, tagged by `type`.")
    return components


def _no_null_headers(paths: dict[str, Any]) -> None:
    """An optional header is absent or a string, never ``null`` (an optional query
    parameter may be ``null``: the server reads ``?at=null`` as absent)."""
    for item in paths.values():
        for operation in item.values():
            for parameter in operation.get("parameters", []):
                if parameter.get("in") != "header":
                    continue
                schema = parameter.get("schema", {})
                variants = schema.get("oneOf", [])
                kept = [v for v in variants if v.get("type") != "null"]
                if len(variants) == 2 and len(kept) == 1:
                    parameter["schema"] = {**{k: v for k, v in schema.items() if k != "oneOf"},
                                           **kept[0]}


def _api_structs() -> Iterator[type[msgspec.Struct]]:
    """Every struct the API layer defines (request and response bodies)."""
    pending = list(msgspec.Struct.__subclasses__())
    while pending:
        struct = pending.pop()
        pending += struct.__subclasses__()
        if struct.__module__.startswith(API_PACKAGE):
            yield struct


def _close_request_bodies(schemas: dict[str, Any]) -> None:
    """Bodies the server decodes strictly say so (``additionalProperties: false``)."""
    for struct in _api_structs():
        name = struct.__name__
        if struct.__struct_config__.forbid_unknown_fields and "properties" in schemas.get(
                name, {}):
            schemas[name]["additionalProperties"] = False


def _problem_responses(errors: dict[str, str]) -> dict[str, Any]:
    schema = {"$ref": REF + "Problem"}
    return {code: {"description": text, "content": {PROBLEM_MEDIA_TYPE: {"schema": schema}}}
            for code, text in errors.items()}


GAME_PATH = "$response.body#/game_id"
LINKS: dict[tuple[str, str, str], tuple[str, str, tuple[str, ...]]] = {
    # (path, method, status): (game id expression, token expression, target operation ids)
    ("/v1/me", "get", "200"): (GAME_PATH, "the same bearer token", (
        "getGame", "getState", "listEvents", "listSeats", "addSeat", "sendCommand",
        "getBoard", "listShares")),
    ("/v1/games", "post", "201"): (GAME_PATH, "$response.body#/gm_token", (
        "getGame", "getState", "listEvents", "addSeat", "sendCommand", "getBoard")),
    ("/v1/games/{game_id}/seats", "post", "201"): (
        "$request.path.game_id", "$response.body#/token",
        ("getState", "listEvents", "sendCommand")),
}


def _add_links(paths: dict[str, Any]) -> None:
    for (path, method, status), (game_id, token, targets) in LINKS.items():
        response = paths[path][method]["responses"][status]
        # the token is the client's to send (a security requirement, not a parameter:
        # OpenAPI 3.1 links set parameters only), named in the description
        response["links"] = {target: {
            "operationId": target,
            "parameters": {"path.game_id": game_id},
            "description": f"{target} on this game, authenticated with "
            f"{token if token.startswith('the') else f'the token at `{token}`'} "
            "(`Authorization: Bearer <token>`).",
        } for target in targets}


def _single(schemas: dict[str, Any], component: str) -> dict[str, str]:
    """A ``$ref`` to the component, or to its only variant (ESPRI alone has a board)."""
    variants = schemas[component].get("oneOf", [])
    if len(variants) == 1:
        schemas.pop(component)
        return dict(variants[0])
    return {"$ref": REF + component}


def _typed_paths(paths: dict[str, Any], schemas: dict[str, Any]) -> None:
    for (path, method), component in TYPED_RESPONSES.items():
        operation = paths.get(path, {}).get(method)
        if operation is None:
            continue
        success = next(code for code in operation["responses"] if code.startswith("2"))
        operation["responses"][success]["content"] = {
            "application/json": {"schema": _single(schemas, component)}}
    for commands_path in (COMMANDS_PATH, COMMANDS_PATH + "/check"):
        paths[commands_path]["post"]["requestBody"] = {
            "required": True,
            "description": "One command of the game's rule system, tagged by `type`.",
            "content": {"application/json": {"schema": {"$ref": REF + "CommandIn"}}},
        }
    imported = paths.get(IMPORT_PATH, {}).get("post")
    if imported is not None:
        imported["requestBody"] = {
            "required": True,
            "description": "A gm's ndjson export (`GET /v1/games/{game_id}/export`): a "
            "header line, then one event per line with its envelope and hash chain.",
            "content": {"application/x-ndjson": {"schema": {"type": "string"}}},
        }


def _public_and_problems(paths: dict[str, Any]) -> None:
    """Problems on every operation; operations without a token say so (``[{}]``)."""
    for path, item in paths.items():
        for method, operation in item.items():
            errors = GAME_ERRORS if path.startswith("/v1") else {"500": GAME_ERRORS["500"]}
            if path.startswith("/i18n"):
                errors = {"400": GAME_ERRORS["400"],
                          "404": "This server does not speak that language", **errors}
            if method not in ("post", "put", "patch"):  # 415 answers a body only
                errors = {code: text for code, text in errors.items() if code != "415"}
            operation.setdefault("responses", {}).update(_problem_responses(errors))
            operation.setdefault("security", [])


def patch_schema(schema: dict[str, Any]) -> None:
    """Type the read models, events, commands and feed of a generated OpenAPI document."""
    schema.setdefault("info", {})["license"] = LICENSE
    for server in schema.get("servers", []):  # every server here is the public API
        server.setdefault("x-internal", False)
    schemas = schema.setdefault("components", {}).setdefault("schemas", {})
    _close_request_bodies(schemas)
    copy_struct_bounds(schemas, list(_api_structs()))
    for loose in ("EventOut", "CommandOut", "EventPageOut", "StateOut", "CreateGameIn",
                  "AvailableOut", "Affordance", "Choice", "Waiting"):
        schemas.pop(loose, None)
    m.merge(schemas, _typed_components())
    paths = schema.setdefault("paths", {})
    _no_null_headers(paths)
    _, problem = msgspec.json.schema_components([Problem], ref_template=REF + "{name}")
    schemas.update(problem)
    _public_and_problems(paths)
    document_access(paths)
    _add_links(paths)
    _typed_paths(paths, schemas)
    document_stream(paths, schemas)
    document_export(paths)
    document_schema_answers(paths)
    document_headers(schema)
    describe_operations(schema)
    normalise_shapes(schema)
    bound_character_names(schema["components"]["schemas"])
    bound_requests(schema)
    describe_fields(schema)


def openapi_schema(app: Litestar) -> dict[str, Any]:
    """The app's OpenAPI document (built once, cached by Litestar's OpenAPI plugin, which
    is looked up by name: its module is private)."""
    document: dict[str, Any] = app.plugins.get("OpenAPIPlugin").provide_openapi_schema()
    return document


def document_commands(app: Litestar) -> None:
    """Patch the app's (cached) OpenAPI document in place."""
    patch_schema(openapi_schema(app))
