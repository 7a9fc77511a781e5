"""Build a command from what an affordance offers (``tests.support.offers``): every field
that has choices is built from them, and only from them; a rule system's ``free``
function fills the fields without choices, and may not touch one that has some.

Choice keys (C6): ``field`` (a plain field, or a list's elements), ``a.b`` (field ``b``
in the structs of list or struct ``a``; ``a.type``: the alternatives of a tagged union
offered now), ``m`` and ``m.*`` (a map's keys and values; a map
takes every offered key; ``m.<key>``, when offered, holds the values of that key alone).
A list takes ``counts`` elements when the offer says how many (else one, or none or one
when optional), each choice entry used once while there are enough (a list of structs
naming a ``character_id`` or a side's ``member``: each item a different one). A choice naming a
character holds for the command's character, or inside a list's item for the character
that item names. An optional field may be left out only when its default is allowed
(None, an empty list, or one of its choices).
"""

import functools
import random
from collections.abc import Callable, Mapping
from typing import Any

import msgspec
from msgspec import inspect as mi

from domain.core import Affordance, Choice, Command, TableRuleset

Free = Callable[[Any, type[Command], str | None, random.Random], dict[str, Any]]
"""``(state, command type, character id, rng) -> fields``: what the choices leave open, by
name (``note``) or dotted path into what the choices built (``helpers.word``,
``relations.*.nature``)."""
OMIT = object()


def _kinds(kind: mi.Type) -> list[mi.Type]:
    """The types a field may hold, null left out."""
    kinds = kind.types if isinstance(kind, mi.UnionType) else (kind,)
    return [k for k in kinds if not isinstance(k, mi.NoneType)]


def command_type_of(ruleset: TableRuleset[Any, Any], tag: str) -> type[Command]:
    """The command class of an offered type."""
    return next(t for t in ruleset.moves if str(t.__struct_config__.tag) == tag)


@functools.cache
def struct_info(kind: type[msgspec.Struct]) -> mi.StructType:
    """The fields of a struct type (read once per type: the offer properties ask at every
    state of every machine)."""
    info = mi.type_info(kind)
    assert isinstance(info, mi.StructType)
    return info


class Builder:
    """One command's fields from one affordance's choices."""

    def __init__(self, offered: Affordance, r: random.Random) -> None:
        self.choices: Mapping[str, list[Choice]] = offered.choices
        self.counts = offered.counts
        self.r = r
        self.alternatives: dict[str, set[str]] = {}
        """A tagged union's path -> the fields of the alternative built there."""

    def has(self, path: str) -> bool:
        """Whether ``path`` or something under it has choices."""
        return path in self.choices or any(k.startswith(path + ".") for k in self.choices)

    def offered_under(self, path: str, cid: str | None) -> bool:
        """Whether a value is offered for anything inside the struct at ``path``."""
        return any(self.values(k, cid) or "." in k[len(path) + 1:]
                   for k in self.choices if k.startswith(path + "."))

    def values(self, path: str, cid: str | None) -> list[Any]:
        """The values offered for ``path`` when sending for (or inside an item naming)
        ``cid``."""
        return [c.value for c in self.choices.get(path, []) if c.character_id in (None, cid)]

    def size(self, path: str, cid: str | None, required: bool) -> int:
        """How many elements the list at ``path`` takes."""
        counts = [c for c in self.counts.get(path, []) if c.character_id in (None, cid)]
        if counts:
            return self.r.randint(counts[0].min, counts[0].max)
        return 1 if required else self.r.randint(0, 1)

    def pick(self, entries: list[Any], k: int) -> list[Any]:
        """``k`` entries, each used once while there are enough."""
        if not entries:
            return []
        return self.r.sample(entries, k) if k <= len(entries) else self.r.choices(entries, k=k)

    def struct(self, info: mi.StructType, prefix: str, cid: str | None) -> dict[str, Any]:
        """The fields of a struct that have choices (under ``prefix``)."""
        built: dict[str, Any] = {}
        for field in info.fields:
            path = prefix + field.encode_name
            if self.has(path):
                value = self.field(field, path, cid)
                if value is not OMIT:
                    built[field.encode_name] = value
        return built

    def _may_omit(self, field: mi.Field, path: str, cid: str | None) -> bool:
        if field.required:
            return False
        if field.default is mi.NODEFAULT and field.default_factory is mi.NODEFAULT:
            return True  # an UNSET default: "unchanged"
        default = field.default_factory() if field.default_factory is not mi.NODEFAULT \
            else field.default
        return default in (None, []) or default in self.values(path, cid)

    def field(self, field: mi.Field, path: str, cid: str | None) -> Any:
        """One field's value from its choices (``OMIT``: its default)."""
        if self._may_omit(field, path, cid) and self.r.random() < 0.25:
            return OMIT
        return self.value(_kinds(field.type), path, cid, field.required)

    def value(self, kinds: list[mi.Type], path: str, cid: str | None, required: bool) -> Any:
        """A value of one of ``kinds`` built from the choices at ``path``."""
        structs = [k for k in kinds if isinstance(k, mi.StructType)]
        tags = self.values(path + ".type", cid) if len(structs) > 1 else []
        if tags:  # a tagged union: one of the offered alternatives (``effect.type``)
            tag = self.r.choice(tags)
            chosen = next(k for k in structs if k.cls.__struct_config__.tag == tag)
            self.alternatives[path] = {f.encode_name for f in chosen.fields}
            return {**self.struct(chosen, path + ".", cid), "type": tag}
        literal = self.values(path, cid) if structs else []
        if structs and literal and (self.r.random() < 0.5
                                    or not self.offered_under(path, cid)):
            return self.r.choice(literal)  # a literal or a struct (ESPRI's ``pays``)
        if structs:
            if not self.offered_under(path, cid):
                return OMIT
            return self.struct(structs[0], path + ".", cid)
        for kind in kinds:
            if isinstance(kind, mi.ListType | mi.VarTupleType | mi.SetType):
                return self.elements(kind.item_type, path, cid, required)
            if isinstance(kind, mi.DictType):
                return self.mapping(kind, path, cid)
        found = self.values(path, cid)
        return self.r.choice(found) if found else OMIT

    def elements(self, item: mi.Type, path: str, cid: str | None, required: bool) -> list[Any]:
        """A list: scalars picked from the choices, or structs built from them (each item
        naming one of the offered characters, each once)."""
        k = self.size(path, cid, required)
        if not isinstance(item, mi.StructType):
            return self.pick(self.values(path, cid), k)
        if self.has(path + ".character_id"):
            owners = self.pick(self.values(path + ".character_id", cid), k)
            return [{**self.struct(item, path + ".", owner), "character_id": owner}
                    for owner in owners]
        if self.has(path + ".member"):  # a side's members, each rolling once
            named = self.pick(self.values(path + ".member", cid), k)
            return [{**self.struct(item, path + ".", cid), "member": member}
                    for member in named]
        items = [self.struct(item, path + ".", cid) for _ in range(k)]
        unbuilt = [f for f in item.fields if f.required and self.has(f"{path}.{f.encode_name}")
                   and any(f.encode_name not in built for built in items)]
        return [] if unbuilt and not required else items  # no choice left for an item

    def mapping(self, kind: mi.DictType, path: str, cid: str | None) -> dict[Any, Any]:
        """A map: every offered key, each with a value from ``m.*``."""
        keys = list(dict.fromkeys(self.values(path, cid)))
        value_kinds = _kinds(kind.value_type)
        built = {key: self.value(value_kinds, f"{path}.{key}" if f"{path}.{key}" in self.choices
                                 else path + ".*", cid, True) for key in keys}
        missing = [key for key, value in built.items() if value is OMIT]
        assert not missing, f"{path}: keys offered with no value choices ({path}.*)"
        return built


def _collides(key: str, choices: Mapping[str, list[Choice]]) -> str | None:
    for name in choices:
        if key == name or name.startswith(key + "."):
            return name
    return None


class Each(list[Any]):
    """A free value per item of the list it lands in (the i-th item gets the i-th value):
    new ids the table gives, distinct in each item (``sides.side_id``)."""


def _apply(target: Any, parts: list[str], value: Any) -> None:
    """Set a dotted free field into what the choices built (every item, every entry)."""
    if isinstance(target, list):
        for index, item in enumerate(target):
            _apply(item, parts, value[index % len(value)] if isinstance(value, Each) else value)
        return
    if not isinstance(target, dict):
        return
    head, rest = parts[0], parts[1:]
    if head == "*":
        for entry in target.values():
            _apply(entry, rest, value)
    elif not rest:
        target[head] = value
    elif head in target:
        _apply(target[head], rest, value)


def build(ruleset: TableRuleset[Any, Any], state: Any, offered: Affordance,
          character_id: str | None, r: random.Random, free: Free) -> Command:
    """A command of the offered type: the character it is sent for, every field that has
    choices built from them, then the free fields (an ``AssertionError`` when ``free``
    fills a field that has choices)."""
    command_type = command_type_of(ruleset, offered.type)
    builder = Builder(offered, r)
    fields = builder.struct(struct_info(command_type), "", character_id)
    acting = ruleset.moves[command_type].acting
    if acting is not None and acting.field is not None and character_id is not None:
        fields[acting.field] = character_id
    for key, value in free(state, command_type, character_id, r).items():
        union, _, name = key.rpartition(".")
        if name not in builder.alternatives.get(union, {name}):
            continue  # a field of another alternative of the union
        clash = _collides(key, offered.choices)
        assert clash is None, (
            f"{offered.type}: free() fills {key!r}, which has choices ({clash!r}): an "
            "offered field is built from its choices only")
        _apply(fields, key.split("."), value)
    return msgspec.convert({"type": offered.type, **fields}, command_type)
