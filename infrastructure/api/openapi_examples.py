"""Examples for request schemas, derived from the schemas themselves.

Each command component gets ``examples: [body]``: its required fields only (the least a
client must send), each with a value its schema accepts (the first enum value, the first
non-null variant, a one-item list...). The contract tests decode every example with the
command's own msgspec type, so an example the server would refuse as malformed fails the
suite.
"""

from typing import Any

from infrastructure.api.openapi_models import REF, Schema

_SCALARS: dict[str, Any] = {"string": "example", "integer": 1, "number": 1.0,
                            "boolean": False, "null": None}
_MAX_DEPTH = 8


def example_of(schema: Schema, components: dict[str, Schema], depth: int = 0) -> Any:
    """A value ``schema`` accepts (``$ref``s resolved in ``components``)."""
    if depth > _MAX_DEPTH:
        raise ValueError("schema too deep for an example")
    if "$ref" in schema:
        return example_of(components[schema["$ref"].removeprefix(REF)], components, depth + 1)
    for keyword in ("const", "default"):
        if keyword in schema:
            return schema[keyword]
    if "enum" in schema:
        return schema["enum"][0]
    variants = schema.get("anyOf") or schema.get("oneOf")
    if variants:
        chosen = next((v for v in variants if v.get("type") != "null"), variants[0])
        return example_of(chosen, components, depth + 1)
    kind = schema.get("type", "object")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "null")
    if kind == "array":
        return [example_of(schema.get("items", {}), components, depth + 1)]
    if kind == "object":
        return _object(schema, components, depth)
    return _SCALARS[kind]


def _object(schema: Schema, components: dict[str, Schema], depth: int) -> dict[str, Any]:
    properties = schema.get("properties", {})
    return {name: _named(name, example_of(properties[name], components, depth + 1))
            for name in schema.get("required", []) if name in properties}


def _named(name: str, value: Any) -> Any:
    """A derived string says what it stands for: ``character_id`` -> ``character_1``,
    ``reason`` -> ``reason`` (not a bare placeholder)."""
    if isinstance(value, list):
        return [_named(name.removesuffix("s"), item) for item in value]
    if value != _SCALARS["string"]:
        return value
    return f"{name.removesuffix('_id')}_1" if name.endswith("_id") else name


def add_examples(components: dict[str, Schema], names: list[str],
                 written: dict[str, Any] | None = None) -> None:
    """Give each named component an ``examples`` list of one body: the hand-written one
    for its ``type`` in ``written`` (``infrastructure.api.command_examples``), else one
    derived from its schema."""
    for name in names:
        tag_schema = components[name].get("properties", {}).get("type", {})
        tag = tag_schema.get("const", (tag_schema.get("enum") or [None])[0])
        given = (written or {}).get(str(tag))
        components[name]["examples"] = [given if given is not None
                                        else example_of(components[name], components)]
