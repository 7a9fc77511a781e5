"""OpenAPI additions Litestar cannot infer.

- The command body: one tagged union per rule system (``oneOf`` + ``discriminator`` on
  ``type``), generated from the rule systems' msgspec structs, so generated clients know
  every command and its fields. Rule systems share command names (``RegisterCharacter``),
  so their components are namespaced ``<ruleset>.<Command>``.
- Problem responses (RFC 9457, ``application/problem+json``) on every operation.
"""

from typing import Any

import msgspec
from litestar import Litestar
from litestar._openapi.plugin import OpenAPIPlugin

from domain.rulesets import RULESETS
from infrastructure.api.problems import PROBLEM_MEDIA_TYPE, Problem
from services.table import PLATFORM_COMMAND_TYPES

COMMANDS_PATH = "/v1/games/{game_id}/commands"
REF = "#/components/schemas/"
GAME_ERRORS = {
    "400": "Malformed JSON or header", "401": "No or unknown bearer token",
    "403": "This seat may not do this", "404": "No such game or resource",
    "409": "Not valid in the game's current state (domain error) or a version conflict",
    "412": "If-Match names a version that is no longer current",
    "413": "Body too large", "422": "Invalid command, value or parameter",
    "429": "Too many commands from this seat (see RateLimit-* and Retry-After headers)",
    "500": "Server error (a bug; logged)",
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


def _problem_responses(errors: dict[str, str]) -> dict[str, Any]:
    schema = {"$ref": REF + "Problem"}
    return {code: {"description": text, "content": {PROBLEM_MEDIA_TYPE: {"schema": schema}}}
            for code, text in errors.items()}


def patch_schema(schema: dict[str, Any]) -> None:
    """Add the command union and problem responses to a generated OpenAPI document."""
    components, unions = _command_components()
    schemas = schema.setdefault("components", {}).setdefault("schemas", {})
    schemas.update(components)
    _, problem = msgspec.json.schema_components([Problem], ref_template=REF + "{name}")
    schemas.update(problem)
    for path, item in schema.get("paths", {}).items():
        for operation in item.values():
            errors = GAME_ERRORS if path.startswith("/v1") else {"500": GAME_ERRORS["500"]}
            operation.setdefault("responses", {}).update(_problem_responses(errors))
    post = schema["paths"][COMMANDS_PATH]["post"]
    post["requestBody"] = {
        "required": True,
        "description": "One command of the game's rule system, tagged by `type`.",
        "content": {"application/json": {"schema": {"oneOf": unions}}},
    }


def document_commands(app: Litestar) -> None:
    """Patch the app's (cached) OpenAPI document in place."""
    patch_schema(app.plugins.get(OpenAPIPlugin).provide_openapi_schema())
