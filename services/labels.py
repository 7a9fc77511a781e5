"""The English labels people read for the commands and their fields ("Draw gems",
"Rupture points"): what the web table shows, and the glossary entries each rule system's
catalog translates (``pgettext("command", …)``, ``pgettext("field", …)``); and the help
beside them (``pgettext("help", …)``): each command's description and each of its fields'
as the OpenAPI document says them (``Ruleset.field_docs``, then the platform's).

The web table computes the same English words from the identifiers (``labels.js``) and
looks them up in the served catalog, so a command added to a rule system needs only its
translation.
"""

import re
from collections.abc import Iterator

import msgspec

from domain.core import Ruleset
from domain.core.field_docs import FieldDocs, lookup
from services.field_docs import PLATFORM_DOCS

COMMAND, FIELD, HELP = "command", "field", "help"
REQUEST_SUFFIX = "In"
"""A nested struct of a request body may be published as ``<Struct>In`` (``HelperIn``)."""
_LITERAL = re.compile(r"``([^`]+)``")


def command_label(tag: str) -> str:
    """``DrawGems`` -> ``Draw gems``."""
    words = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", tag).lower()
    return words[:1].upper() + words[1:]


def field_label(name: str) -> str:
    """``rupture_points`` -> ``Rupture points``; ``player_id`` -> ``Player``."""
    words = re.sub(r"_ids?$", "", name).replace("_", " ").strip()
    return words[:1].upper() + words[1:]


def _fields(struct: type[msgspec.Struct], seen: set[type]) -> Iterator[str]:
    yield from (name for _, name in _struct_fields(struct, seen))


def _struct_fields(struct: type[msgspec.Struct], seen: set[type]) -> Iterator[tuple[str, str]]:
    """Every ``(struct name, field name)`` of a command and the structs nested in it."""
    if struct in seen:
        return
    seen.add(struct)
    info = msgspec.inspect.type_info(struct)
    assert isinstance(info, msgspec.inspect.StructType)
    for field in info.fields:
        if field.name != "type":
            yield struct.__name__, field.name
        yield from _nested(field.type, seen)


def _nested(kind: msgspec.inspect.Type, seen: set[type]) -> Iterator[tuple[str, str]]:
    if isinstance(kind, msgspec.inspect.StructType):
        yield from _struct_fields(kind.cls, seen)
    for attribute in ("item_type", "value_type"):
        inner = getattr(kind, attribute, None)
        if inner is not None:
            yield from _nested(inner, seen)
    for inner in getattr(kind, "types", ()):
        yield from _nested(inner, seen)


def labels(ruleset: Ruleset[object]) -> list[tuple[str, str]]:
    """Every (context, English label) of a rule system's commands and their fields."""
    found: dict[tuple[str, str], None] = {}
    seen: set[type] = set()
    for command in ruleset.command_types:
        found[(COMMAND, command_label(str(command.__struct_config__.tag)))] = None
        for name in _fields(command, seen):
            found[(FIELD, field_label(name))] = None
    return list(found)


def _markdown(text: str) -> str:
    """A docstring's reST literals as the document's Markdown code spans."""
    return _LITERAL.sub(r"`\1`", text)


def command_help(struct: type[msgspec.Struct]) -> str | None:
    """A command's (or a nested struct's) description as the document says it."""
    _, components = msgspec.json.schema_components([struct])
    description = components[struct.__name__].get("description")
    return None if description is None else _markdown(description)


def _struct_help(struct: type[msgspec.Struct], tables: tuple[FieldDocs, ...]) -> Iterator[str]:
    """A struct's description and its fields' as the document says them: a field's own
    ``Meta`` description, else the tables' (a request body's struct: ``HelperIn``, then
    ``Helper``), under the field's name on the wire."""
    _, components = msgspec.json.schema_components([struct])
    schema = components[struct.__name__]
    if "description" in schema:
        yield _markdown(schema["description"])
    for name, value in schema.get("properties", {}).items():
        text = None if name == "type" else value.get("description") or lookup(
            tables, struct.__name__ + REQUEST_SUFFIX, name, also=(struct.__name__,))
        if text:
            yield _markdown(text)


def helps(ruleset: Ruleset[object]) -> list[str]:
    """Every English help text of a rule system's commands, their fields and the structs
    nested in them, as the document says them."""
    tables = (ruleset.field_docs, PLATFORM_DOCS)
    seen: set[type] = set()
    for command in ruleset.command_types:
        list(_fields(command, seen))  # the walk records every struct nested in ``seen``
    ordered = [*ruleset.command_types, *sorted(seen - set(ruleset.command_types),
                                                key=lambda struct: struct.__name__)]
    return list(dict.fromkeys(text for struct in ordered for text in _struct_help(struct, tables)))


__all__ = ["COMMAND", "FIELD", "HELP", "command_help", "command_label", "field_label",
           "helps", "labels"]
