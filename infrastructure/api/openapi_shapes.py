"""Shapes every client generator reads the same way (post-processing of the document).

msgspec writes valid JSON Schema 2020-12, but generators differ on what they understand.
After the document is built, ``normalise_shapes`` rewrites it into the common subset:

- ``null`` only as ``anyOf: [<schema>, {"type": "null"}]`` (never ``type: [.., "null"]``,
  never ``null`` inside an ``enum``, never a property that is ``{"type": "null"}`` alone:
  such a property, always null today, is published as a nullable string);
- every ``enum`` has a ``type``; ``const`` becomes a one-value typed ``enum``;
- a union with a discriminator is a ``oneOf`` (``anyOf`` + discriminator is merged into one
  interface by some generators);
- no two generated names collide: generators name an inline property schema
  ``<Component><Property>`` (orval), so a component whose name plus a property's name
  spells another component's derived name is renamed (``LocquemareKeyOwner`` ->
  ``LocquemareKeyOwnerIn`` beside ``LocquemareKey.owner_hero_id``);
- components nothing refers to (msgspec's base ``Struct``) are dropped.
"""

import re
from typing import Any

REF = "#/components/schemas/"
NULL = {"type": "null"}
_JSON_TYPES = ((bool, "boolean"), (int, "integer"), (float, "number"), (str, "string"))


def _type_of(values: list[Any]) -> str | list[str] | None:
    found: list[str] = []
    for value in values:
        name = next((t for kind, t in _JSON_TYPES if isinstance(value, kind)), None)
        if name is None:
            return None
        if name not in found:
            found.append(name)
    if found == ["integer", "number"] or found == ["number", "integer"]:
        return "number"
    return found[0] if len(found) == 1 else found


def _nullable(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema`` (which may carry ``null`` in ``type`` or ``enum``) as an ``anyOf`` with
    ``{"type": "null"}``; the annotations (description, default, examples) stay outside."""
    outer_keys = ("description", "default", "examples", "title", "deprecated", "readOnly",
                  "writeOnly")
    outer = {k: v for k, v in schema.items() if k in outer_keys}
    inner = {k: v for k, v in schema.items() if k not in outer_keys}
    types = inner.get("type")
    if isinstance(types, list):
        rest = [t for t in types if t != "null"]
        inner["type"] = rest[0] if len(rest) == 1 else rest
    if "enum" in inner:
        inner["enum"] = [v for v in inner["enum"] if v is not None]
    return {"anyOf": [inner, NULL], **outer}


def _has_null(schema: dict[str, Any]) -> bool:
    types = schema.get("type")
    return (isinstance(types, list) and "null" in types and len(types) > 1) or (
        None in schema.get("enum", []) and len(schema["enum"]) > 1)


def _shape(node: Any, in_properties: bool = False) -> Any:
    if isinstance(node, list):
        return [_shape(item) for item in node]
    if not isinstance(node, dict):
        return node
    if in_properties:
        return {key: _property(value) for key, value in node.items()}
    shaped = {key: _shape(value, key in ("properties", "patternProperties"))
              if key not in ("examples", "example", "default", "enum", "const", "mapping")
              else value for key, value in node.items()}
    if "const" in shaped:
        value = shaped.pop("const")
        shaped["enum"] = [value]
    if "enum" in shaped and "type" not in shaped:
        kind = _type_of([v for v in shaped["enum"] if v is not None])
        if kind is not None:
            shaped["type"] = kind if None not in shaped["enum"] else (
                [kind, "null"] if isinstance(kind, str) else [*kind, "null"])
    if _has_null(shaped):
        shaped = _nullable(shaped)
    if "discriminator" in shaped and "anyOf" in shaped:
        shaped["oneOf"] = shaped.pop("anyOf")
    return shaped


def _property(schema: Any) -> Any:
    if isinstance(schema, dict) and schema.get("type") == "null" and "enum" not in schema:
        # always null today (an affordance naming no field): a nullable string
        return {"anyOf": [{"type": "string"}, NULL],
                **{k: v for k, v in schema.items() if k != "type"}}
    return _shape(schema)


def pascal(name: str) -> str:
    """``owner_hero_id`` -> ``OwnerHeroId`` (how generators name types)."""
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[_\W]+", name) if part)


def _named_inline(schema: Any) -> bool:
    """Whether a generator gives this property schema a type of its own (not a ``$ref``,
    not a bare scalar)."""
    if not isinstance(schema, dict) or set(schema) <= {"$ref", "description", "default"}:
        return False
    return any(key in schema for key in ("enum", "anyOf", "oneOf", "allOf", "properties"))


def _clashing_keys_as_additional(schemas: dict[str, Any]) -> None:
    """Property keys that spell the same identifier (``seasons`` and ``seasons.*`` in an
    affordance's choices): generators would give both one name (``seasons``), so the
    punctuated ones leave ``properties`` (named in the description) for a free-form
    ``additionalProperties``."""

    def walk(node: Any, path: str) -> None:
        if isinstance(node, list):
            for item in node:
                walk(item, path)
            return
        if not isinstance(node, dict):
            return
        properties = node.get("properties")
        if isinstance(properties, dict):
            spelled: dict[str, list[str]] = {}
            for key in properties:
                spelled.setdefault(pascal(key), []).append(key)
            moved = [key for keys in spelled.values() if len(keys) > 1
                     for key in sorted(keys, key=lambda k: (not k.isidentifier(), k))[1:]]
            if moved:
                for key in moved:
                    properties.pop(key)
                # free-form: a typed index signature would have to fit every property too
                node["additionalProperties"] = True
                node["description"] = (node.get("description", "") + " Also "
                                       + ", ".join(f"`{k}`" for k in moved) + ".").strip()
                if "required" in node:
                    node["required"] = [k for k in node["required"] if k not in moved]
            for key, value in properties.items():
                walk(value, path + pascal(key))
        for key, value in node.items():
            if key not in ("properties", "examples", "example", "default", "enum"):
                walk(value, path)

    for name, schema in list(schemas.items()):
        walk(schema, name)


def _collisions(schemas: dict[str, Any]) -> set[str]:
    """Components whose derived property names spell another component's (or a name)."""
    seen: dict[str, str] = {pascal(name): name for name in schemas}
    clashing: set[str] = set()
    for name in sorted(schemas, key=len):
        for field, schema in schemas[name].get("properties", {}).items():
            if not _named_inline(schema):
                continue
            derived = pascal(name) + pascal(field)
            if derived in seen and seen[derived] != name:
                clashing.add(name)
            seen.setdefault(derived, name)
    return clashing


def _rename_refs(node: Any, names: dict[str, str]) -> Any:
    if isinstance(node, dict):
        return {key: _rename_refs(value, names) for key, value in node.items()}
    if isinstance(node, list):
        return [_rename_refs(item, names) for item in node]
    if isinstance(node, str) and node.startswith(REF) and node[len(REF):] in names:
        return REF + names[node[len(REF):]]
    return node


def _free_name(name: str, schemas: dict[str, Any]) -> str:
    suffix = "In" if schemas[name].get("additionalProperties") is False else "Out"
    candidate = name + suffix
    while candidate in schemas:
        candidate += suffix
    return candidate


def _referenced(document: dict[str, Any]) -> set[str]:
    found: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)
        elif isinstance(node, str) and node.startswith(REF):
            found.add(node[len(REF):])

    walk({key: value for key, value in document.items() if key != "components"})
    walk({key: value for key, value in document.get("components", {}).items()
          if key != "schemas"})
    pending = list(found)
    schemas = document["components"]["schemas"]
    while pending:
        before = set(found)
        walk(schemas.get(pending.pop(), {}))
        pending += list(found - before)
    return found


def normalise_shapes(document: dict[str, Any]) -> None:
    """Rewrite ``document`` in place into shapes every generator reads (module doc)."""
    components = document.setdefault("components", {})
    schemas = components.get("schemas", {})
    components["schemas"] = {name: _shape(schema) for name, schema in schemas.items()}
    document["paths"] = _shape(document.get("paths", {}))
    _clashing_keys_as_additional(components["schemas"])
    for _ in range(5):
        clashing = _collisions(components["schemas"])
        if not clashing:
            break
        names = {name: _free_name(name, components["schemas"]) for name in clashing}
        renamed = _rename_refs(document, names)
        document.clear()
        document.update(renamed)
        components = document["components"]
        components["schemas"] = {names.get(k, k): ({**v, "title": names[k]}
                                                   if k in names and "title" in v else v)
                                 for k, v in components["schemas"].items()}
    used = _referenced(document)
    components["schemas"] = {k: v for k, v in components["schemas"].items() if k in used}
