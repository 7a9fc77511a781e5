"""``maxLength`` and ``maxItems`` on every request schema, from the limits the server
applies to every JSON body (``services.request_limits``: one definition feeds both).

Every component a request body refers to (directly or through other components) is
walked: a string with no ``enum`` and no ``maxLength`` gets the limit of the property it
is under, an array with no ``maxItems`` gets ``MAX_ITEMS``. A limit already declared (a
struct's own ``Meta``) is kept. Responses stay unbounded: they carry what the server
stored, bounded at its doors, and a reader must not refuse a page because the document
guessed a figure.
"""

from typing import Any

import msgspec

from services.request_limits import MAX_ITEMS, max_length_of

REF = "#/components/schemas/"
_NESTED = ("anyOf", "oneOf", "allOf")


def _is_string(schema: dict[str, Any]) -> bool:
    kind = schema.get("type")
    return kind == "string" or (isinstance(kind, list) and "string" in kind)


def _bound(schema: Any, field: str | None, pending: list[str]) -> None:
    if not isinstance(schema, dict):
        return
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith(REF):
        pending.append(ref.removeprefix(REF))
    if _is_string(schema) and "enum" not in schema:
        schema.setdefault("maxLength", max_length_of(field))
    if schema.get("type") == "array":
        schema.setdefault("maxItems", MAX_ITEMS)
    for name, sub in schema.get("properties", {}).items():
        _bound(sub, name, pending)
    for key in ("items", "additionalProperties"):
        _bound(schema.get(key), field if key == "items" else None, pending)
    for key in _NESTED:
        for sub in schema.get(key, []):
            _bound(sub, field, pending)


def bound_requests(document: dict[str, Any]) -> None:
    """Publish the server's request limits on every schema a request body reaches."""
    schemas = document.get("components", {}).get("schemas", {})
    pending: list[str] = []
    for item in document.get("paths", {}).values():
        for operation in item.values():
            if not isinstance(operation, dict):
                continue
            for media in operation.get("requestBody", {}).get("content", {}).values():
                if media.get("schema", {}).get("type") != "string":  # an NDJSON import
                    _bound(media.get("schema"), None, pending)
    seen: set[str] = set()
    while pending:
        name = pending.pop()
        if name in seen or name not in schemas:
            continue
        seen.add(name)
        _bound(schemas[name], None, pending)


def request_components(document: dict[str, Any]) -> set[str]:
    """The components a request body reaches (for tests)."""
    schemas = document.get("components", {}).get("schemas", {})
    pending: list[str] = []
    found: set[str] = set()

    def refs(node: Any) -> None:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith(REF):
                pending.append(ref.removeprefix(REF))
            for value in node.values():
                refs(value)
        elif isinstance(node, list):
            for value in node:
                refs(value)

    for item in document.get("paths", {}).values():
        for operation in item.values():
            if isinstance(operation, dict):
                refs(operation.get("requestBody", {}))
    while pending:
        name = pending.pop()
        if name not in found and name in schemas:
            found.add(name)
            refs(schemas[name])
    return found


_BOUNDS = ("minLength", "maxLength", "minItems", "maxItems", "minimum", "maximum", "pattern")


def _variants(schema: dict[str, Any]) -> list[dict[str, Any]]:
    return [schema, *schema.get("anyOf", []), *schema.get("oneOf", [])]


def copy_struct_bounds(schemas: dict[str, Any], structs: list[type[Any]]) -> None:
    """Bounds msgspec states on a body struct's fields that Litestar's schema of it lost
    (a ``Meta`` on the array inside ``list[str] | None``), copied onto the same-typed
    variant of each property."""

    for struct in structs:
        published = schemas.get(struct.__name__, {}).get("properties")
        if not published:
            continue
        _, own = msgspec.json.schema_components([struct])
        for name, stated in own.get(struct.__name__, {}).get("properties", {}).items():
            if name not in published:
                continue
            for source in _variants(stated):
                for target in _variants(published[name]):
                    if target.get("type") == source.get("type") is not None:
                        target.update({key: source[key] for key in _BOUNDS
                                       if key in source and key not in target})
