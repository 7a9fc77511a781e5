"""The random outcomes written in events, each with what chance alone would have given
(the luck chart of a recap; a rule system declares how to read its own, ``Dice.draws``).

A draw is one random act written in one event: gems pulled from the ESPRI bag, or dice
(Ardri's trinity and attribute die, Xyrop's pools, Voyages' d6, Locquemare's fate, edge
and d10 dice). Its ``expected`` counts are, per face, the mean count a fair draw gives:
``n * k / N`` for ``n`` gems out of a bag of ``N`` holding ``k`` of that colour (the mean
of the hypergeometric law, so the bag as it was at that draw), ``n / sides`` per face for
``n`` dice. Draws are read from the event's data as the reader sees it.
"""

from collections.abc import Iterator
from typing import Any

import msgspec

FATE_FACES = ("-1", "0", "+1")


class Draw(msgspec.Struct, frozen=True):
    """One random act: its kind (``gems``, ``d10``, ``fate``…), who made it (``server`` or
    ``physical``), the faces it could show, what it showed, and a fair draw's mean."""

    kind: str
    source: str
    faces: tuple[str, ...]
    shown: tuple[str, ...]
    expected: tuple[float, ...]


def dice(kind: str, source: str, sides: int, values: list[int], lowest: int = 1) -> Draw:
    """``values`` of fair dice of ``sides`` faces numbered from ``lowest``."""
    faces = FATE_FACES if kind == "fate" else tuple(
        str(face) for face in range(lowest, lowest + sides))
    shown = tuple(_face(kind, value) for value in values)
    return Draw(kind, source, faces, shown, tuple(len(values) / sides for _ in faces))


def _face(kind: str, value: int) -> str:
    if kind == "fate":
        return FATE_FACES[value + 1]
    return str(value)


def source_dice_draws(event_type: str, data: dict[str, Any], rules_before: Any) -> list[Draw]:
    """The draws of an event whose dice say their ``dice_source`` (the default)."""
    source = data.get("dice_source")
    return list(_source_dice(data, source)) if isinstance(source, str) else []


def record_draws(event_type: str, data: dict[str, Any], rules_before: Any) -> list[Draw]:
    """The draws of an event holding dice records (``{sides, values, source}``)."""
    return list(_records(data))


def _source_dice(data: dict[str, Any], source: str) -> Iterator[Draw]:
    """Ardri (``trinity_dice`` and the attribute die) and Xyrop (``pool``) rolls."""
    trinity = data.get("trinity_dice")
    if isinstance(trinity, list) and trinity:
        yield dice("d10", source, 10, [int(v) for v in trinity])
    faces, value = data.get("attribute_die_faces"), data.get("attribute_die_value")
    if isinstance(faces, int) and isinstance(value, int):
        yield dice(f"d{faces}", source, faces, [value])
    pool = data.get("pool")
    by_size: dict[int, list[int]] = {}
    for die in pool if isinstance(pool, list) else ():
        if isinstance(die, dict) and isinstance(die.get("faces"), int):
            by_size.setdefault(die["faces"], []).append(int(die["value"]))
    for size, values in sorted(by_size.items()):
        yield dice(f"d{size}", source, size, values)


def _records(data: dict[str, Any]) -> Iterator[Draw]:
    """Voyages and Locquemare dice records (``{sides, values, source}``), wherever they
    sit in the event's data (one level of nesting: a conflict's rounds, helpers)."""
    for record in _walk(data, depth=4):
        kind = str(record.get("kind", "die"))
        if kind == "draw":  # Locquemare's secret cards: not dice
            continue
        sides = int(record["sides"])
        label = "fate" if kind == "fate" else f"d{sides}"
        yield dice(label, str(record["source"]), sides, [int(v) for v in record["values"]])


def _walk(value: Any, depth: int) -> Iterator[dict[str, Any]]:
    if depth < 0:
        return
    if isinstance(value, dict):
        if {"sides", "values", "source"} <= value.keys():
            yield value
            return
        for item in value.values():
            yield from _walk(item, depth - 1)
    elif isinstance(value, list):
        for item in value:
            yield from _walk(item, depth - 1)
