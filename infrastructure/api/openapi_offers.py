"""The typed offers of every rule system: ``<P>Affordance`` and the shared ``Waiting``.

One ``<P><Command>Affordance`` per command (``type`` a constant; ``choices`` an object
whose properties are the command's field names its declaration lists, each an array of
``{value, label, character_id?}`` with ``value`` typed as that field, or as one element of
it for a list, or as a key of it for a map ``m``; ``m.*`` types a map's values, ``m.<key>``
one key's; ``counts``: list field -> how many elements it takes), joined in
``<P>Affordance`` (``oneOf``, discriminated by ``type``). ``CloseGame``, the platform's
command, is in every rule system's union.
"""

from typing import Any

import msgspec

from domain.core import Command, Ruleset, Waiting
from domain.platform.events import CloseGame
from infrastructure.api import openapi_models as m

WAITING = "Waiting"
PATH_CHOICE = "PathChoice"
"""The choice of a field inside a list or a map (a named component: several generators
cannot name an array item declared inline in ``additionalProperties``)."""


def _resolve(schema: m.Schema, defs: dict[str, m.Schema], into: bool = False) -> m.Schema:
    """A schema with its ``$ref`` followed and a nullable union reduced to the value; a
    union of a literal and a struct (ESPRI's ``pays``) is the literal as a choice's value,
    the struct when a path goes ``into`` it."""
    while True:
        if "$ref" in schema:
            schema = defs[schema["$ref"].rsplit("/", 1)[-1]]
            continue
        variants = [v for v in schema.get("anyOf", []) if v.get("type") != "null"]
        if len(variants) > 1:
            variants = [v for v in variants if ("$ref" in v) == into] or variants
        if len(variants) == 1:
            schema = variants[0]
            continue
        if schema.get("type") == "array":
            schema = schema["items"]
            continue
        return schema


def _field_schema(command: type[Command], path: str) -> m.Schema:
    """The type of one value of a (dotted) field of ``command``: ``helpers.mode``; for a map
    ``m`` its keys, for ``m.*`` (or ``m.<key>``) its values."""
    root = msgspec.json.schema(command)
    defs = root.get("$defs", {})
    schema = _resolve(root, defs)
    parts = path.split(".")
    for index, part in enumerate(parts):
        if "additionalProperties" in schema and "properties" not in schema:
            schema = _resolve(schema["additionalProperties"], defs)  # a map's value
            continue
        schema = _member(schema, part, defs, into=index < len(parts) - 1)
        if index == len(parts) - 1 and "additionalProperties" in schema \
                and "properties" not in schema:  # a map's keys
            schema = schema.get("propertyNames", {"type": "string"})
    return {k: v for k, v in schema.items() if k not in ("title", "description", "default")}


def _member(schema: m.Schema, part: str, defs: dict[str, m.Schema], into: bool) -> m.Schema:
    """The schema of property ``part``; inside a union of structs (Xyrop's ``effect``),
    the union of that property's schemas in the variants that have it."""
    if "properties" in schema:
        return _resolve(schema["properties"][part], defs, into)
    found: list[m.Schema] = []
    for variant in schema.get("anyOf", []) + schema.get("oneOf", []):
        struct = _resolve(variant, defs, into=True)
        if part in struct.get("properties", {}):
            value = _resolve(struct["properties"][part], defs, into)
            value = {k: v for k, v in value.items() if k not in ("title", "description")}
            if value not in found:
                found.append(value)
    if not found:
        raise KeyError(f"no variant has {part!r}")
    return found[0] if len(found) == 1 else {"anyOf": found}


def _choice_list(value: m.Schema, field: str | None = None) -> m.Schema:
    described = value if "description" in value else {
        **value, "description": "A value the field may take now (as the command's field "
        "types it: one element of a list field, one key of a map field)."}
    about = {} if field is None else {"description": f"The values `{field}` may take now, "
                                      "each with what a person reads."}
    return {"type": "array", **about, "items": {
        "type": "object", "required": ["value", "label"], "additionalProperties": False,
        "properties": {
            "value": described,
            "label": {"type": "string", "description": "What a person reads."},
            "character_id": {"type": "string", "description":
                             "Only when sending the command for this character."}}}}


def _choices(command: type[Command], fields: list[str]) -> m.Schema:
    """Plain field names are properties; a path (``a.b``, ``m.*``) is no identifier in
    most languages (a generator would give ``m`` and ``m.*`` one name), so paths are the
    object's additional properties, each a list of the shared ``PathChoice``."""
    plain = [field for field in fields if "." not in field]
    paths = [field for field in fields if "." in field]
    schema: m.Schema = {
        "type": "object", "required": plain,
        "properties": {field: _choice_list(_field_schema(command, field), field)
                       for field in plain},
        "description": "Field -> the values the state allows now (a path such as `a.b` or "
                       "`m.*` for a field inside a list or a map)."}
    if not paths:
        schema["additionalProperties"] = False
        return schema
    schema["additionalProperties"] = {"type": "array", "items": {"$ref": m.REF + PATH_CHOICE}}
    return schema


def affordance(name: str, command: type[Command], fields: list[str],
               character_field: str | None = None) -> m.Schema:
    """One command's affordance schema."""
    tag = m.tag_of(command)
    field: m.Schema = {"type": "null"} if character_field is None else \
        {"type": ["string", "null"], "enum": [character_field, None]}
    return m.response_object(name, f"`{tag}` may be sent now.", {
        "type": m.const(tag, "The command's type."),
        "character_ids": {"type": ["array", "null"], "items": {"type": "string"},
                          "description": "The characters this seat may send it for "
                          "(null: it acts for none)."},
        "character_field": {**field, "description": "The field naming that character (null: "
                            "implied by the state, or none)."},
        "choices": _choices(command, fields),
        "awaited": {"type": "boolean", "description": "Play waits for this seat to send it."},
        "counts": {"type": "object", "description": "List field -> how many elements it "
                   "takes now, when the state fixes it (one entry per character it holds "
                   "for, or one for all).",
                   "additionalProperties": {"type": "array", "items": _COUNT}},
    })


_COUNT: m.Schema = {
    "type": "object", "required": ["min", "max"], "additionalProperties": False,
    "properties": {"min": {"type": "integer", "description": "The fewest elements it takes."},
                   "max": {"type": "integer", "description": "The most elements it takes."},
                   "character_id": {"type": "string", "description":
                                    "Only when sending the command for this character."}}}


def _declared(ruleset: Ruleset[Any], command: type[Command]) -> tuple[list[str], str | None]:
    """The fields a command's declaration offers choices for, and its character field."""
    move = getattr(ruleset, "moves", {}).get(command)
    if move is None:
        return [], None
    return list(move.choices), move.acting.field if move.acting is not None else None


def offer_components(ruleset: Ruleset[Any]) -> dict[str, m.Schema]:
    """``<P>Affordance`` and one ``<P><Command>Affordance`` per command."""
    prefix = m.prefix_of(ruleset.name)
    components: dict[str, m.Schema] = {}
    pairs = []
    for command in ruleset.command_types:
        name = f"{prefix}{m.tag_of(command)}Affordance"
        components[name] = affordance(name, command, *_declared(ruleset, command))
        pairs.append((m.tag_of(command), name))
    pairs.append((m.tag_of(CloseGame), "PlatformCloseGameAffordance"))
    components[f"{prefix}Affordance"] = m.union(
        f"{prefix}Affordance", f"A {ruleset.title} command this seat may send now, "
        "discriminated by `type`.", pairs, "type")
    return components


def platform_offer_components() -> dict[str, m.Schema]:
    """``Waiting`` and the platform's ``CloseGame`` affordance."""
    _, defs = msgspec.json.schema_components([Waiting])
    waiting = {**defs["Waiting"], "title": WAITING}
    waiting["required"] = list(waiting["properties"])
    path_choice = _choice_list({"anyOf": [{"type": "string"}, {"type": "integer"},
                                              {"type": "boolean"}],
                                    "description": "A value of the field the path names."})
    return {WAITING: waiting, PATH_CHOICE: path_choice["items"],
            "PlatformCloseGameAffordance": affordance(
        "PlatformCloseGameAffordance", CloseGame, [])}


def offer_properties(prefix: str) -> m.Schema:
    """The ``available`` and ``waiting_for`` properties of a state or offers answer."""
    return {"available": {"type": "array", "items": {"$ref": m.REF + f"{prefix}Affordance"},
                          "description": "The commands this seat may send now (the "
                          "awaited ones first); empty for an observer."},
            "waiting_for": {"type": "array", "items": {"$ref": m.REF + WAITING},
                            "description": "The seats (and characters) the table is "
                            "waiting on, with the command types."}}


__all__ = ["offer_components", "offer_properties", "platform_offer_components"]
