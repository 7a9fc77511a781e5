"""Typed components of the OpenAPI document, generated from the rule systems' structs.

Every rule system (and the platform) gets components named ``<Prefix><Name>`` (``Espri``,
``Ardri``, ``Xyrop``, ``Voyages``, ``Locquemare``, ``Platform``), titled with their name,
so names and titles are unique across rule systems and generated clients get one model
per schema. Two sides are kept apart because ``required`` differs:

- request side (commands, creation options): a field with a default is optional;
- response side (read models, sheets, the board, event payloads): the server always
  writes every field, so every field is required (``null`` when hidden from a seat).

A nested struct used on both sides is published twice: ``EspriModifier`` (response) and
``EspriModifierIn`` (request).
"""

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import msgspec

REF = "#/components/schemas/"
_MARK = REF + "__raw__."
Schema = dict[str, Any]


def prefix_of(family: str) -> str:
    """``espri`` -> ``Espri``; the platform's components are ``Platform...``."""
    return family[:1].upper() + family[1:]


def tag_of(struct: type[msgspec.Struct]) -> str:
    """The ``type`` tag of a command or event struct."""
    return str(struct.__struct_config__.tag)


def _renamed(value: Any, names: dict[str, str]) -> Any:
    if isinstance(value, dict):
        return {key: _renamed(item, names) for key, item in value.items()}
    if isinstance(value, list):
        return [_renamed(item, names) for item in value]
    if isinstance(value, str) and value.startswith(_MARK):
        return REF + names[value.removeprefix(_MARK)]
    return value


def prefixed(prefix: str, raw: str, suffix: str = "") -> str:
    """``Espri`` + ``GemsDrawn``; a class already named ``EspriView`` is not doubled."""
    body = raw.replace(".", "")
    if body.startswith(prefix) and body[len(prefix):len(prefix) + 1].isupper():
        return body + suffix
    return prefix + body + suffix


def struct_components(types: Sequence[type[Any]], name_of: Callable[[str], str],
                      ) -> tuple[list[str], dict[str, Schema]]:
    """msgspec's schemas of ``types`` (and everything they use) under final names: the
    names of ``types`` in order, and every component (titled with its name)."""
    refs, raw_schemas = msgspec.json.schema_components(types, ref_template=_MARK + "{name}")
    names = {raw: name_of(raw) for raw in raw_schemas}
    components = {names[raw]: {**_renamed(schema, names), "title": names[raw]}
                  for raw, schema in raw_schemas.items()}
    return [names[ref["$ref"].removeprefix(_MARK)] for ref in refs], components


def raw_names(types: Sequence[type[Any]]) -> set[str]:
    """The component names msgspec gives ``types`` and everything they use."""
    return set(msgspec.json.schema_components(types)[1]) if types else set()


def _unset_fields(types: Sequence[type[Any]]) -> dict[str, set[str]]:
    """Struct name -> fields defaulting to ``msgspec.UNSET`` (left out when unset)."""
    found: dict[str, set[str]] = {}
    pending = list(msgspec.inspect.multi_type_info(types))
    while pending:
        info = pending.pop()
        if isinstance(info, msgspec.inspect.StructType):
            if info.cls.__name__ in found:
                continue
            found[info.cls.__name__] = {field.encode_name
                                        for field in msgspec.structs.fields(info.cls)
                                        if field.default is msgspec.UNSET}
            pending += [field.type for field in info.fields]
        else:
            pending += [getattr(info, attr) for attr in ("item_type", "key_type", "value_type")
                        if hasattr(info, attr)]
            pending += list(getattr(info, "types", ()) or getattr(info, "item_types", ()))
    return found


def all_required(components: dict[str, Schema], types: Sequence[type[Any]],
                 name_of: Callable[[str], str]) -> None:
    """Response side: the server encodes every field (no ``omit_defaults`` anywhere),
    except a field still ``UNSET``, which msgspec leaves out."""
    unset = {name_of(raw): fields for raw, fields in _unset_fields(types).items()}
    for name, schema in components.items():
        if "properties" in schema:
            schema["required"] = [field for field in schema["properties"]
                                  if field not in unset.get(name, set())]
            for prop in schema["properties"].values():
                prop.pop("default", None)  # always written: a default says nothing here


def as_payload(schema: Schema) -> None:
    """An event struct's schema becomes its ``data``: the envelope carries the tag."""
    schema.get("properties", {}).pop("type", None)
    schema["required"] = [name for name in schema.get("required", []) if name != "type"]


def merge(target: dict[str, Schema], new: dict[str, Schema]) -> None:
    """Add components; a name may repeat only with the very same schema."""
    for name, schema in new.items():
        if name in target and target[name] != schema:
            raise ValueError(f"two different OpenAPI components would be named {name!r}")
        target[name] = schema


def const(value: str, description: str) -> Schema:
    """A string property that holds exactly ``value``."""
    return {"type": "string", "const": value, "description": description}


EVENT_METADATA: Schema = {
    "title": "EventMetadata", "type": "object", "additionalProperties": True,
    "description": "Who did it and why: `actor` (`seat_id`, `role`), `command_type`, "
    "`command_id`, `correlation_id`, `client`, `idempotency_key`; `command` (the command "
    "as sent) for the gm only.",
}


def envelope(name: str, tag: str, data_ref: str, description: str) -> Schema:
    """One event as the log serves it: the envelope, hash chain (hex) and typed ``data``."""
    properties: Schema = {
        "version": {"type": "integer", "minimum": 1,
                    "description": "Position in the game's stream (1 = GameCreated)."},
        "type": const(tag, "The event's type."),
        "data": {"$ref": REF + data_ref},
        "metadata": {"$ref": REF + "EventMetadata"},
        "recorded_at": {"type": "string", "format": "date-time"},
        "schema_version": {"type": "integer", "minimum": 1},
        "prev_hash": {"type": ["string", "null"], "pattern": "^[0-9a-f]{64}$",
                      "description": "The previous event's hash, hex; null for seats "
                      "other than the gm."},
        "hash": {"type": ["string", "null"], "pattern": "^[0-9a-f]{64}$",
                 "description": "sha256(prev_hash || canonical envelope), hex; null for "
                 "seats other than the gm (it is computed over data they may not read)."},
    }
    return {"title": name, "type": "object", "description": description,
            "required": list(properties), "properties": properties}


def union(name: str, description: str, refs: Iterable[tuple[str, str]],
          prop: str) -> Schema:
    """A ``oneOf`` of components, discriminated by ``prop`` (pairs: value, component)."""
    mapping = {value: REF + component for value, component in refs}
    return {"title": name, "description": description,
            "oneOf": [{"$ref": ref} for ref in mapping.values()],
            "discriminator": {"propertyName": prop, "mapping": mapping}}


def response_object(name: str, description: str, properties: Schema) -> Schema:
    """A response object whose every property is always present."""
    return {"title": name, "type": "object", "description": description,
            "required": list(properties), "properties": properties}
