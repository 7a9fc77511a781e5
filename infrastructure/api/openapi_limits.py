"""``maxLength``, ``maxItems`` and integer bounds on every request schema and parameter,
from the limits the server applies (``services.request_limits``: one definition feeds
both).

Every component a request body refers to (directly or through other components) is
walked: a string with no ``enum`` and no ``maxLength`` gets the limit of the property it
is under, an array with no ``maxItems`` gets ``MAX_ITEMS``, an integer with no bound gets
``MAX_INTEGER`` either side of zero, each with its ``format`` (``int32`` when its bounds
fit, else ``int64``). A limit already declared (a struct's own ``Meta``) is kept.
Parameters carry the limits their Litestar declaration checks; a nullable one's bounds
are moved onto its non-null variant, where tools look for them.

Responses stay unbounded: they carry what the server stored, bounded at its doors, and a
reader must not refuse a page because the document guessed a figure (an OWASP linter's
response rules are switched off for that reason: clients/.spectral-owasp.yaml).
"""

from typing import Any

import msgspec

from infrastructure.settings import DEFAULT_IMPORT_MAX_BYTES
from services.request_limits import MAX_INTEGER, MAX_ITEMS, max_length_of

REF = "#/components/schemas/"
_NESTED = ("anyOf", "oneOf", "allOf")
_INT32 = 2**31 - 1
_MOVED = {"string": ("minLength", "maxLength", "pattern"),
          "integer": ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum")}


def _is(schema: dict[str, Any], type_name: str) -> bool:
    kind = schema.get("type")
    return kind == type_name or (isinstance(kind, list) and type_name in kind)


def _is_string(schema: dict[str, Any]) -> bool:
    return _is(schema, "string")


def _bound_integer(schema: dict[str, Any]) -> None:
    """Bounds an integer lacks: ``MAX_INTEGER`` either side; and its ``format``."""
    if "exclusiveMinimum" not in schema:
        schema.setdefault("minimum", -MAX_INTEGER)
    if "exclusiveMaximum" not in schema:
        schema.setdefault("maximum", MAX_INTEGER)
    low = schema.get("minimum", schema.get("exclusiveMinimum", -MAX_INTEGER))
    high = schema.get("maximum", schema.get("exclusiveMaximum", MAX_INTEGER))
    schema.setdefault("format", "int32" if low >= -_INT32 - 1 and high <= _INT32 else "int64")


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
    if _is(schema, "integer"):
        _bound_integer(schema)
    for name, sub in schema.get("properties", {}).items():
        _bound(sub, name, pending)
    for key in ("items", "additionalProperties"):
        _bound(schema.get(key), field if key == "items" else None, pending)
    for key in _NESTED:
        for sub in schema.get(key, []):
            _bound(sub, field, pending)


FLOORS = {"after": 0}
"""Optional integer parameters whose declared floor is 0 (``ge=0``): Litestar leaves a
falsy bound out of an optional parameter's schema, which then read as unbounded below
while the server refuses a negative version (schemathesis: a schema-valid request
rejected)."""


def _bound_parameter(schema: dict[str, Any], name: str = "") -> None:
    """A parameter's declared bounds onto its variant of their type, and formats."""
    if name in FLOORS and "minimum" not in schema:
        for variant in [schema, *schema.get("oneOf", []), *schema.get("anyOf", [])]:
            if _is(variant, "integer"):
                variant.setdefault("minimum", FLOORS[name])
    for variant in [*schema.get("oneOf", []), *schema.get("anyOf", [])]:
        for kind, keys in _MOVED.items():
            if _is(variant, kind):
                variant.update({key: schema[key] for key in keys if key in schema})
    if "oneOf" in schema or "anyOf" in schema:
        for key in {key for keys in _MOVED.values() for key in keys}:
            schema.pop(key, None)
    for variant in [schema, *schema.get("oneOf", []), *schema.get("anyOf", [])]:
        if _is(variant, "integer") and "maximum" in variant:
            _bound_integer(variant)


def bound_requests(document: dict[str, Any]) -> None:
    """Publish the server's request limits on every schema a request body reaches."""
    schemas = document.get("components", {}).get("schemas", {})
    pending: list[str] = []
    for item in document.get("paths", {}).values():
        for operation in item.values():
            if not isinstance(operation, dict):
                continue
            for media in operation.get("requestBody", {}).get("content", {}).values():
                if media.get("schema", {}).get("type") == "string":  # an NDJSON import
                    media["schema"].setdefault("maxLength", DEFAULT_IMPORT_MAX_BYTES)
                else:
                    _bound(media.get("schema"), None, pending)
            for parameter in operation.get("parameters", []):
                _bound_parameter(parameter.get("schema", {}), parameter.get("name", ""))
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
