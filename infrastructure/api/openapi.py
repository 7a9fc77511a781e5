"""OpenAPI additions Litestar cannot infer.

- The command body: one tagged union per rule system (``oneOf`` + ``discriminator`` on
  ``type``), generated from the rule systems' msgspec structs, so generated clients know
  every command and its fields. Rule systems share command names (``RegisterCharacter``),
  so their components are namespaced ``<ruleset>.<Command>``.
- The create-game body: one variant per rule system (``oneOf`` + ``discriminator`` on
  ``ruleset``), each with that rule system's options (plus ``randomness``), so a valid
  body names a hosted rule system and options it accepts.
- Problem responses (RFC 9457, ``application/problem+json``) on every operation.
- Links: a created game leads to its reads, seats and commands (its ``game_id`` and gm
  token), a new seat to the game's commands and reads (its token), so clients and
  stateful testers (schemathesis) can follow create game -> seats -> commands -> state.
"""

from typing import Any

import msgspec
from litestar import Litestar
from litestar._openapi.plugin import OpenAPIPlugin

from domain.rulesets import RULESETS
from infrastructure.api import schemas as api_schemas
from infrastructure.api.problems import PROBLEM_MEDIA_TYPE, Problem
from services.games import RANDOMNESS_MODES
from services.table import PLATFORM_COMMAND_TYPES

COMMANDS_PATH = "/v1/games/{game_id}/commands"
IMPORT_PATH = "/v1/games/import"
REF = "#/components/schemas/"
GAME_ERRORS = {
    "400": "Malformed JSON or header", "401": "No or unknown bearer token",
    "403": "This seat may not do this", "404": "No such game or resource",
    "409": "Not valid in the game's current state (domain error) or a version conflict",
    "412": "If-Match names a version that is no longer current",
    "413": "Body too large", "422": "Invalid command, value or parameter",
    "429": "Too many commands from this seat (see RateLimit-* and Retry-After headers)",
    "500": "Server error (a bug; logged)",
    "503": "The database cannot be reached for a moment (see Retry-After)",
}


def _command_components() -> tuple[dict[str, Any], list[dict[str, str]]]:
    components: dict[str, Any] = {}
    unions: list[dict[str, str]] = []
    families = [("platform", "Platform", PLATFORM_COMMAND_TYPES)] + [
        (name, ruleset.title, ruleset.command_types) for name, ruleset in RULESETS.items()]
    for name, title, command_types in families:
        _, schemas = msgspec.json.schema_components(
            command_types, ref_template=REF + name + ".{name}")
        components.update({f"{name}.{key}": value for key, value in schemas.items()})
        mapping = {str(t.__struct_config__.tag): f"{REF}{name}.{t.__name__}"
                   for t in command_types}
        components[f"{name}.Command"] = {
            "title": f"{title} command",
            "oneOf": [{"$ref": ref} for ref in mapping.values()],
            "discriminator": {"propertyName": "type", "mapping": mapping},
        }
        unions.append({"$ref": f"{REF}{name}.Command"})
    return components, unions


def _create_game_components() -> dict[str, Any]:
    components: dict[str, Any] = {}
    mapping: dict[str, str] = {}
    for name, ruleset in RULESETS.items():
        (options_ref,), schemas = msgspec.json.schema_components(
            [ruleset.options_type], ref_template=REF + name + ".{name}")
        components.update({f"{name}.{key}": value for key, value in schemas.items()})
        options = components[options_ref["$ref"].removeprefix(REF)]
        options["properties"] = {**options.get("properties", {}), "randomness": {
            "enum": list(RANDOMNESS_MODES), "default": "server",
            "description": "Who draws: the server, the table (physical results) or both."}}
        mapping[name] = f"{REF}{name}.CreateGameIn"
        components[f"{name}.CreateGameIn"] = {
            "title": f"Create a game of {ruleset.title}", "type": "object",
            "additionalProperties": False, "required": ["ruleset"],
            "properties": {"ruleset": {"enum": [name]},
                           "title": {"type": "string", "default": "Untitled game"},
                           "options": {**options_ref, "default": {}}}}
    components["CreateGameIn"] = {
        "title": "CreateGameIn", "description": "Create a game of a hosted rule system.",
        "oneOf": [{"$ref": ref} for ref in mapping.values()],
        "discriminator": {"propertyName": "ruleset", "mapping": mapping}}
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


def _close_request_bodies(schemas: dict[str, Any]) -> None:
    """Bodies the server decodes strictly say so (``additionalProperties: false``)."""
    for name, struct in vars(api_schemas).items():
        closed = getattr(getattr(struct, "__struct_config__", None), "forbid_unknown_fields", False)
        if closed and name in schemas and "properties" in schemas[name]:
            schemas[name]["additionalProperties"] = False


def _problem_responses(errors: dict[str, str]) -> dict[str, Any]:
    schema = {"$ref": REF + "Problem"}
    return {code: {"description": text, "content": {PROBLEM_MEDIA_TYPE: {"schema": schema}}}
            for code, text in errors.items()}


GAME_PATH = "$response.body#/game_id"
LINKS: dict[tuple[str, str], tuple[str, str, tuple[str, ...]]] = {
    # (path, status): (game id expression, token expression, target operation ids)
    ("/v1/games", "201"): (GAME_PATH, "$response.body#/gm_token", (
        "getGame", "getState", "listEvents", "addSeat", "sendCommand", "getBoard")),
    ("/v1/games/{game_id}/seats", "201"): ("$request.path.game_id", "$response.body#/token", (
        "getState", "listEvents", "sendCommand")),
}


def _add_links(paths: dict[str, Any]) -> None:
    for (path, status), (game_id, token, targets) in LINKS.items():
        response = paths[path]["post"]["responses"][status]
        response["links"] = {target: {
            "operationId": target,
            "parameters": {"path.game_id": game_id,
                           "header.Authorization": f"Bearer {{{token}}}"},
            "description": f"{target} on this game, with this seat's token.",
        } for target in targets}


def patch_schema(schema: dict[str, Any]) -> None:
    """Add the command union and problem responses to a generated OpenAPI document."""
    components, unions = _command_components()
    schemas = schema.setdefault("components", {}).setdefault("schemas", {})
    schemas.update(components)
    _close_request_bodies(schemas)
    schemas.update(_create_game_components())
    _no_null_headers(schema.get("paths", {}))
    _, problem = msgspec.json.schema_components([Problem], ref_template=REF + "{name}")
    schemas.update(problem)
    for path, item in schema.get("paths", {}).items():
        for operation in item.values():
            errors = GAME_ERRORS if path.startswith("/v1") else {"500": GAME_ERRORS["500"]}
            operation.setdefault("responses", {}).update(_problem_responses(errors))
    _add_links(schema["paths"])
    post = schema["paths"][COMMANDS_PATH]["post"]
    post["requestBody"] = {
        "required": True,
        "description": "One command of the game's rule system, tagged by `type`.",
        "content": {"application/json": {"schema": {"oneOf": unions}}},
    }
    imported = schema["paths"].get(IMPORT_PATH, {}).get("post")
    if imported is not None:
        imported["requestBody"] = {
            "required": True,
            "description": "A gm's ndjson export (`GET /v1/games/{game_id}/export`): a "
            "header line, then one event per line with its envelope and hash chain.",
            "content": {"application/x-ndjson": {"schema": {"type": "string"}}},
        }


def document_commands(app: Litestar) -> None:
    """Patch the app's (cached) OpenAPI document in place."""
    patch_schema(app.plugins.get(OpenAPIPlugin).provide_openapi_schema())
