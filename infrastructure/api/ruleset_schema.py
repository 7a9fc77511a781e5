"""``GET /v1/rulesets/{name}/schema``: one rule system's commands as a JSON Schema.

A page's forms need the commands of its game's rule system, not the whole OpenAPI
document (1.7 MB). The schema is JSON Schema draft 2020-12: the same components as the
OpenAPI document (same names, descriptions and examples) under ``$defs``, and a top-level
``oneOf`` of every command the rule system takes (the platform's ``CloseGame`` included)
with a ``discriminator`` on ``type``. It changes only with the server, so it is built
once per rule system, tagged (strong ETag), cacheable and compressed.
"""

import hashlib
import json
from functools import cache
from typing import Annotated, Any

from litestar import Controller, Request, Response, get
from litestar.params import PathParameter

from domain.core.words import sentence
from domain.rulesets import RULESETS
from infrastructure.api import openapi_models as m
from infrastructure.api.conditional import NOT_MODIFIED, matches
from infrastructure.api.openapi_rulesets import (
    command_components,
    platform_commands,
    response_types,
)
from services.errors import NotFound

MEDIA_TYPE = "application/schema+json"
DEFS = "#/$defs/"
CACHE_CONTROL = "public, max-age=3600, must-revalidate"
RulesetName = Annotated[str, PathParameter(description="The rule system (`espri`, ...).",
                                           max_length=40)]


def _local_refs(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _local_refs(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_local_refs(item) for item in value]
    if isinstance(value, str) and value.startswith(m.REF):
        return DEFS + value.removeprefix(m.REF)
    return value


def command_schema(name: str) -> dict[str, Any]:
    """The JSON Schema of the commands of rule system ``name``."""
    ruleset = RULESETS[name]
    prefix = m.prefix_of(name)
    components, _ = command_components(name, ruleset.title, ruleset.command_types, (),
                                       m.raw_names(response_types(ruleset)))
    components.update(platform_commands(set()))
    unions = [components.pop(f"{prefix}Command"), components.pop("PlatformCommand")]
    mapping = {tag: ref for union in unions
               for tag, ref in union.get("discriminator", {}).get("mapping", {}).items()}
    schema: dict[str, Any] = _local_refs({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"/v1/rulesets/{name}/schema",
        "title": f"{ruleset.title} commands",
        "description": f"A command of a {ruleset.title} game (`POST "
        "/v1/games/{game_id}/commands`), tagged by `type`.",
        "oneOf": [variant for union in unions for variant in union["oneOf"]],
        "discriminator": {"propertyName": "type", "mapping": mapping},
        "$defs": components,
    })
    return schema


@cache
def encoded_schema(name: str) -> tuple[bytes, str]:
    """The schema's bytes and their strong ETag, built once per rule system."""
    body = json.dumps(command_schema(name), ensure_ascii=False,
                      separators=(",", ":")).encode()
    return body, '"' + hashlib.blake2b(body, digest_size=12).hexdigest() + '"'


class RulesetSchemaController(Controller):
    """Per rule system documents."""

    tags = ["system"]

    @get("/v1/rulesets/{name:str}/schema", operation_id="getRulesetSchema",
         summary="One rule system's commands (JSON Schema)", media_type=MEDIA_TYPE,
         responses=NOT_MODIFIED, response_description=(
             "application/schema+json (draft 2020-12): `oneOf` the rule system's commands "
             "by `type`, their parts in `$defs`. Strong ETag; `If-None-Match` answers 304."))
    async def ruleset_schema(self, name: RulesetName,
                             request: Request[Any, Any, Any]) -> Response[bytes]:
        """The commands a game of rule system ``name`` takes, as a JSON Schema, for
        clients that build forms from it (404 ``unknown_ruleset``)."""
        if name not in RULESETS:
            raise NotFound("unknown_ruleset", sentence(
                "this server has no rule system %(name)r", name=name))
        body, etag = encoded_schema(name)
        headers = {"ETag": etag, "Cache-Control": CACHE_CONTROL}
        if matches(request, etag):
            return Response(content=b"", status_code=304, headers=headers)
        return Response(body, media_type=MEDIA_TYPE, headers=headers)


def document_schema_answers(paths: dict[str, Any]) -> None:
    """A JSON Schema answer (``application/schema+json``) is a JSON object, not the string
    its handler's bytes suggest."""
    for item in paths.values():
        for operation in item.values():
            content = operation.get("responses", {}).get("200", {}).get("content", {})
            if "application/schema+json" in content:
                content["application/schema+json"]["schema"] = {
                    "type": "object", "description": "A JSON Schema (draft 2020-12)."}
