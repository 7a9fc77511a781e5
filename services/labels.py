"""The English labels people read for the commands and their fields ("Draw gems",
"Rupture points"): what the web table shows, and the glossary entries each rule system's
catalog translates (``pgettext("command", …)``, ``pgettext("field", …)``).

The web table computes the same English words from the identifiers (``labels.js``) and
looks them up in the served catalog, so a command added to a rule system needs only its
translation.
"""

import re
from collections.abc import Iterator

import msgspec

from domain.core import Ruleset

COMMAND, FIELD = "command", "field"


def command_label(tag: str) -> str:
    """``DrawGems`` -> ``Draw gems``."""
    words = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", tag).lower()
    return words[:1].upper() + words[1:]


def field_label(name: str) -> str:
    """``rupture_points`` -> ``Rupture points``; ``player_id`` -> ``Player``."""
    words = re.sub(r"_ids?$", "", name).replace("_", " ").strip()
    return words[:1].upper() + words[1:]


def _fields(struct: type[msgspec.Struct], seen: set[type]) -> Iterator[str]:
    if struct in seen:
        return
    seen.add(struct)
    info = msgspec.inspect.type_info(struct)
    assert isinstance(info, msgspec.inspect.StructType)
    for field in info.fields:
        if field.name != "type":
            yield field.name
        yield from _nested(field.type, seen)


def _nested(kind: msgspec.inspect.Type, seen: set[type]) -> Iterator[str]:
    if isinstance(kind, msgspec.inspect.StructType):
        yield from _fields(kind.cls, seen)
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


__all__ = ["COMMAND", "FIELD", "command_label", "field_label", "labels"]
