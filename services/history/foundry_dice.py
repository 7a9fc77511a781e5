"""The dice of stored events as Foundry VTT evaluated ``Roll`` data (``Roll.toJSON()``).

Foundry's ``ChatMessage`` refuses a roll that is not evaluated, and Dice So Nice animates
the ``Die`` terms of a message's rolls, so each roll here is what Foundry itself would
serialise after evaluating it: ``{"class": "Roll", "formula", "terms", "total", "dice": [],
"evaluated": true}``, whose terms are ``Die`` / ``FateDie`` (``number``, ``faces``,
``modifiers``, ``results[{result, active}]``) joined by ``OperatorTerm`` ``+``. The values
and totals come from the events, never re-rolled:

- Ardri: the three d10 and the attribute die, each counting successes (``cs<=threshold``),
  the total being the event's successes;
- Xyrop: every die of a pool, the dropped ones ``active: false, discarded: true``, the
  total being the kept sum;
- Voyages (and any ``{sides, values, source}`` record): the dice as rolled, summed;
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


# --- per rule system ------------------------------------------------------------------


def _counted(values: list[int], successes: set[int], faces: int, threshold: int,
             flavor: str) -> Json:
    results = [{"result": v, "active": True, "success": i in successes,
                "count": 1 if i in successes else 0} for i, v in enumerate(values)]
    return die(faces, results, (f"cs<={threshold}",), flavor)


def ardri_rolls(event_type: str, data: Json) -> list[Json]:
    """Ardri's trinity (3d10) and attribute die, counting successes."""
    trinity = data.get("trinity_dice")
    if event_type not in ("ActionRolled", "ConcurrenceRolled") or not trinity:
        return []
    if event_type == "ActionRolled":
        threshold = int(data["effective_threshold"])
        wins = set(data.get("trinity_success_indices") or ())
        attribute_wins = bool(data.get("attribute_success"))
    else:
        threshold = int(data["threshold"])
        wins = {i for i, v in enumerate(trinity) if v <= threshold}
        attribute_wins = (data.get("attribute_die_value") or threshold + 1) <= threshold
    terms = [_counted(list(trinity), wins, 10, threshold, "trinity")]
    faces, value = data.get("attribute_die_faces"), data.get("attribute_die_value")
    if faces and value is not None:
        terms.append(_counted([value], {0} if attribute_wins else set(), faces, threshold,
                              "attribute"))
    elif data.get("attribute_auto_success"):
        terms.append(numeric(1))
    return [roll(terms, int(data["total_successes"]), event_type)]


def xyrop_rolls(event_type: str, data: Json) -> list[Json]:
    """Xyrop's pool: kept dice active, the others dropped (one term per die size)."""
    pool = data.get("pool")
    if event_type not in ("ActionRolled", "OppositionRolled") or not pool:
        return []
    if event_type == "ActionRolled":
        kept_refs, total = set(data.get("kept_refs") or ()), int(data["player_total"])
    else:
        order = sorted(range(len(pool)), key=lambda i: (-pool[i]["value"], i))
        kept_refs, total = {pool[i]["ref"] for i in order[:2]}, int(data["opposition_total"])
    by_faces: dict[int, list[Json]] = {}
    for rolled in pool:
        result: Json = {"result": rolled["value"], "active": rolled["ref"] in kept_refs}
        if not result["active"]:
            result["discarded"] = True
        by_faces.setdefault(int(rolled["faces"]), []).append(result)
    terms = [die(faces, results, flavor=f"d{faces}")
             for faces, results in sorted(by_faces.items(), reverse=True)]
    return [roll(terms, total, "player" if event_type == "ActionRolled" else "opposition")]


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


def gem_colours(data: Json) -> list[str]:
    """ESPRI: the gem colours an event names (drawn, placed, removed, kept)."""
    colours: list[str] = []
    for key in ("gems", "colours"):
        if isinstance(data.get(key), list):
            colours += [str(c) for c in data[key] if c is not None]
    if isinstance(data.get("colour"), str):
        colours.append(data["colour"])
    return colours


def rolls_for(ruleset: str, event_type: str, data: Json) -> list[Json]:
    """The evaluated Foundry rolls of one (possibly redacted) event."""
    try:
        if ruleset == "ardri":
            return ardri_rolls(event_type, data)
        if ruleset == "xyrop":
            return xyrop_rolls(event_type, data)
        if ruleset in ("voyages", "locquemare"):
            return record_rolls(event_type, data)
        if ruleset == "espri":
            return []
        return single_die_rolls(event_type, data)
    except (KeyError, TypeError, ValueError):  # a redacted event hides a needed value
        return []

