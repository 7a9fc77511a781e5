"""Every property of the document described: the rule systems' field docs
(``Ruleset.field_docs``, ``domain/<system>/field_docs.toml``) and the platform's
(``services/field_docs.toml``) fill each property that has no description yet.

A component is named ``<Prefix><Struct>`` (``EspriGemsDrawn``, ``PlatformGameCreated``)
or ``<Struct>`` (``Problem``); its properties, and those of objects declared inline in it,
are looked up as ``(Struct, field)`` first, then by the field's name: the system's table
before the platform's (an event's envelope, ``GemsDrawnEvent``, falls to the platform's
``data``, ``metadata``…).
"""

from collections.abc import Iterator, Sequence
from typing import Any

from domain.core.field_docs import FieldDocs, lookup
from domain.rulesets import RULESETS
from infrastructure.api import openapi_models as m
from services.field_docs import PLATFORM_DOCS
from services.labels import REQUEST_SUFFIX

PLATFORM_PREFIX = "Platform"
NESTED = ("items", "additionalProperties", "anyOf", "oneOf", "allOf", "prefixItems")


def _tables(component: str) -> tuple[str, Sequence[FieldDocs]]:
    """The struct a component is named after, and the tables describing it."""
    for name, ruleset in RULESETS.items():
        prefix = m.prefix_of(name)
        if component.startswith(prefix):
            return component.removeprefix(prefix), (ruleset.field_docs, PLATFORM_DOCS)
    return component.removeprefix(PLATFORM_PREFIX), (PLATFORM_DOCS,)


def _objects(schema: Any) -> Iterator[dict[str, Any]]:
    """The schema and every schema declared inline inside it (``$ref`` not followed)."""
    if not isinstance(schema, dict):
        return
    yield schema
    for key in NESTED:
        inner = schema.get(key)
        for child in inner if isinstance(inner, list) else [inner]:
            yield from _objects(child)
    for child in schema.get("properties", {}).values():
        yield from _objects(child)


def undescribed(schema: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """Every ``(component, property, its schema)`` of the document with no description."""
    for name, component in schema.get("components", {}).get("schemas", {}).items():
        for inner in _objects(component):
            for field, value in inner.get("properties", {}).items():
                if isinstance(value, dict) and not value.get("description"):
                    yield name, field, value


def _tag(field: str, value: dict[str, Any]) -> str | None:
    """A message's ``type``: the one tag it holds says which command or event it is."""
    tags = value.get("enum", [value["const"]] if "const" in value else [])
    if field != "type" or len(tags) != 1:
        return None
    return f"The message's tag: `{tags[0]}`."


def describe_fields(schema: dict[str, Any]) -> None:
    """Give every undescribed property of the components its declared description."""
    for component, field, value in list(undescribed(schema)):
        struct, tables = _tables(component)
        plain = (struct.removesuffix(REQUEST_SUFFIX),) if struct.endswith(REQUEST_SUFFIX) else ()
        text = lookup(tables, struct, field, also=plain) or _tag(field, value)
        if text is not None:
            value["description"] = text


__all__ = ["describe_fields", "undescribed"]
