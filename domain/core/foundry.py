"""The dice of stored events as Foundry VTT evaluated ``Roll`` data (``Roll.toJSON()``).

Foundry's ``ChatMessage`` refuses a roll that is not evaluated, and Dice So Nice animates
the ``Die`` terms of a message's rolls, so each roll here is what Foundry itself would
serialise after evaluating it: ``{"class": "Roll", "formula", "terms", "total", "dice": [],
"evaluated": true}``, whose terms are ``Die`` / ``FateDie`` (``number``, ``faces``,
``modifiers``, ``results[{result, active}]``) joined by ``OperatorTerm`` ``+``. The values
and totals come from the events, never re-rolled (each rule system names its reader,
``Ruleset.dice``):

- Ardri: the three d10 and the attribute die, each counting successes (``cs<=threshold``),
  the total being the event's successes;
- Xyrop: every die of a pool, the dropped ones ``active: false, discarded: true``, the
  total being the kept sum;
- Voyages (and any ``{sides, values, source}`` record, ``record_rolls``): the dice as
  rolled, summed;
- Locquemare: four fate dice as a ``FateDie`` term plus the edge die, the total being the
  event's ``dice_total``.

A hidden value (``None`` in a redacted event) yields no roll at all.
"""

from collections.abc import Iterator
from typing import Any

Json = dict[str, Any]
SOURCES = frozenset({"server", "physical"})


def operator(symbol: str = "+") -> Json:
    """An evaluated ``OperatorTerm``."""
    return {"class": "OperatorTerm", "options": {}, "evaluated": True, "operator": symbol}


def numeric(number: int) -> Json:
    """An evaluated ``NumericTerm``."""
    return {"class": "NumericTerm", "options": {}, "evaluated": True, "number": number}


def die(faces: int, results: list[Json], modifiers: tuple[str, ...] = (),
        flavor: str | None = None) -> Json:
    """An evaluated ``Die`` term of ``len(results)`` dice."""
    options = {"flavor": flavor} if flavor else {}
    return {"class": "Die", "options": options, "evaluated": True, "number": len(results),
            "faces": faces, "modifiers": list(modifiers), "results": results}


def fate(values: list[int]) -> Json:
    """An evaluated ``FateDie`` term (faces -1, 0, +1, as Foundry marks them)."""
    results: list[Json] = []
    for value in values:
        result: Json = {"result": value, "active": True}
        if value == 1:
            result["success"] = True
        if value == -1:
            result["failure"] = True
        results.append(result)
    return {"class": "FateDie", "options": {}, "evaluated": True, "number": len(values),
            "faces": 3, "modifiers": [], "results": results}


def expression(term: Json) -> str:
    """The formula text of one term, as Foundry writes it."""
    kind = term["class"]
    if kind == "OperatorTerm":
        return str(term["operator"])
    if kind == "NumericTerm":
        return str(term["number"])
    denomination = "df" if kind == "FateDie" else f"d{term['faces']}"
    return f"{term['number']}{denomination}{''.join(term['modifiers'])}"


def roll(dice_terms: list[Json], total: int, flavor: str | None = None) -> Json:
    """An evaluated ``Roll`` adding the given terms."""
    terms: list[Json] = []
    for term in dice_terms:
        if terms:
            terms.append(operator())
        terms.append(term)
    options = {"flavor": flavor} if flavor else {}
    return {"class": "Roll", "options": options, "dice": [],
            "formula": " ".join(expression(t) for t in terms), "terms": terms,
            "total": total, "evaluated": True}


def term_total(term: Json) -> int:
    """What Foundry counts for a term: active results' ``count`` (successes) or values."""
    if term["class"] == "NumericTerm":
        return int(term["number"])
    return sum(int(r.get("count", r["result"])) for r in term.get("results", ())
               if r.get("active", True))


def roll_total(data: Json) -> int:
    """The total Foundry would compute from a roll's terms (all added)."""
    return sum(term_total(t) for t in data["terms"] if t["class"] != "OperatorTerm")


def _record_term(record: Json) -> Json | None:
    values = record.get("values")
    if not values or any(v is None for v in values) or record.get("kind") == "draw":
        return None
    if record.get("kind") == "fate":
        return fate(list(values))
    return die(int(record["sides"]), [{"result": v, "active": True} for v in values],
               flavor=record.get("kind"))


def dice_records(value: Any) -> Iterator[Json]:
    """Every ``{sides, values, source}`` record nested anywhere in event data."""
    if isinstance(value, dict):
        if {"sides", "values", "source"} <= value.keys() and value.get("source") in SOURCES:
            yield value
            return
        for item in value.values():
            yield from dice_records(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from dice_records(item)


def record_rolls(event_type: str, data: Json) -> list[Json]:
    """Voyages' and Locquemare's dice records; Locquemare's action roll is one roll of
    four fate dice and the edge die totalling ``dice_total``."""
    if "fate" in data and "dice_total" in data and isinstance(data.get("fate"), dict):
        terms = [t for t in (_record_term(data["fate"]), _record_term(data.get("edge") or {}))
                 if t is not None]
        return [roll(terms, int(data["dice_total"]), event_type)] if terms else []
    rolls: list[Json] = []
    for record in dice_records(data):
        term = _record_term(record)
        if term is not None:
            rolls.append(roll([term], term_total(term), str(record.get("roll_id") or "")))
    return rolls


def single_die_rolls(event_type: str, data: Json) -> list[Json]:
    """A platform-style ``{value, source}`` die (the test rule system's d6)."""
    value = data.get("value")
    if data.get("source") not in SOURCES or not isinstance(value, int):
        return []
    return [roll([die(int(data.get("sides", 6)), [{"result": value, "active": True}])],
                 value, event_type)]


def no_rolls(event_type: str, data: Json) -> list[Json]:
    """The Foundry rolls of a rule system whose events hold no dice (ESPRI's gems)."""
    return []
