"""The session-log lines between calls: harmony, rupture, prayers, the ritual, the sheets."""

from collections.abc import Callable, Iterable
from typing import Any

import msgspec

from domain.core import Event
from domain.espri import events as ev
from domain.espri.narrate.wording import (
    Line,
    because,
    gem_list,
    join_words,
    name_of,
    plural,
    with_article,
)
from domain.espri.rules.values import Cell, PrayerPayment
from domain.espri.state import EspriState


def _harmony(verb: str, sign: int) -> Callable[[EspriState, Any], str]:
    """The line of a harmony change: ``sign`` is +1 for a gain, -1 for a loss or spending."""

    def line(s: EspriState, e: ev.HarmonyGained | ev.HarmonyLost | ev.HarmonySpent) -> str:
        sheet = s.characters.get(e.character_id)
        now = f" (now {sheet.harmony + sign * e.amount})" if sheet else ""
        why = "" if e.reason == "prayer_gem" else because(e.reason)
        purpose = " for a prayer gem" if e.reason == "prayer_gem" else ""
        return f"{name_of(s, e.character_id)} {verb} {e.amount} harmony{purpose}{now}{why}"
    return line


RUPTURE_REASONS = {"rupture_temptation": "for the rupture temptation",
                   "rupture_gem_success": "for a success won with a rupture gem"}


def _rupture_point(s: EspriState, e: ev.RupturePointGained) -> str:
    known = RUPTURE_REASONS.get(e.reason)
    why = f" {known}" if known else because(e.reason)
    empty = "; no rupture gem left in the pool to go with it" if e.no_gem_left else ""
    return f"{name_of(s, e.character_id)} gains a rupture point (now {e.total}){why}{empty}"


def _prayer_received(s: EspriState, e: ev.PrayerGemReceived) -> str:
    back = "" if e.replaced is None else \
        f" (prayers full: {with_article(e.replaced)} one goes back to the pool)"
    return f"{name_of(s, e.character_id)} receives {with_article(e.colour)} prayer gem{back}"


def _shattered(s: EspriState, e: ev.MediumShattered) -> str:
    sheet = s.characters.get(e.character_id)
    why = f" (rupture points {sheet.rupture_points} > harmony {sheet.harmony})" if sheet else ""
    return f"{name_of(s, e.character_id)}'s medium shatters{why}"


def _saved(s: EspriState, e: ev.CharacterSavedFromDeath) -> str:
    words = f": \u201c{e.words}\u201d" if e.words else ""
    return f"{name_of(s, e.saver_id)} saves {name_of(s, e.saved_id)} from death{words}"


def _payments(s: EspriState, e: ev.CommunionRitualPerformed) -> str:
    parts = [f"{name_of(s, c.character_id)} gives {with_article(c.pays.prayer)} prayer gem"
             for c in e.contributions if isinstance(c.pays, PrayerPayment)]
    payers = [name_of(s, c.character_id) for c in e.contributions if c.pays == "harmony"]
    if payers:
        each = " each" if len(payers) > 1 else ""
        parts.append(f"{join_words(payers)} give{'s' if len(payers) == 1 else ''} 1 harmony{each}")
    return "; ".join(parts)


def _ritual(s: EspriState, e: ev.CommunionRitualPerformed) -> str:
    def colours(cells: Iterable[Cell]) -> list[str]:
        return [str(s.board[x.quadrant].cells[x.cell]) for x in cells if x.quadrant in s.board]

    removed = [f"{name_of(s, c.character_id)} {gem_list(colours(c.cells)) or 'none'}"
               for c in e.contributions]
    rupture = join_words([f"{x.quadrant} {x.cell}" for x in e.rupture_cells])
    count = plural(len(e.rupture_cells), "rupture gem")
    bought = f"{count} removed ({rupture})" if rupture else "no rupture gem removed"
    return (f"The quartet performs the communion ritual: {_payments(s, e)}; "
            f"gems removed: {', '.join(removed)}; {bought}")


def _value(value: object) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{key} {_value(item)}" if not isinstance(item, msgspec.Struct)
                         else str(key) for key, item in value.items()) or "none"
    if isinstance(value, list):
        return ", ".join(str(item) for item in value) or "none"
    return "none" if value is None else str(value)


def _adjusted(s: EspriState, e: ev.SheetAdjusted) -> str:
    fields = msgspec.structs.asdict(e.changes)
    changes = [f"{key.replace('_', ' ')} {_value(value)}" for key, value in fields.items()
               if value is not msgspec.UNSET]
    what = f" ({'; '.join(changes)})" if changes else ""
    return f"The GM adjusts {name_of(s, e.character_id)}'s sheet{what}{because(e.reason)}"


def _resonance(s: EspriState, e: ev.ResonanceRecharged) -> str:
    how = f" ({e.manifestation})" if e.manifestation else ""
    return (f"{name_of(s, e.character_id)} recharges resonance with {name_of(s, e.target_id)} "
            f"to {e.value}{how}")


def _retired(s: EspriState, e: ev.CharacterRetired) -> str:
    return f"{name_of(s, e.character_id)} leaves the quartet{because(e.reason)}"


BETWEEN_LINES: dict[type[Event], Line] = {
    ev.ResonanceRecharged: _resonance,
    ev.HarmonyGained: _harmony("gains", 1),
    ev.HarmonyLost: _harmony("loses", -1),
    ev.HarmonySpent: _harmony("spends", -1),
    ev.RupturePointGained: _rupture_point,
    ev.PrayerGemReceived: _prayer_received,
    ev.MediumShattered: _shattered,
    ev.PrayerGemSpent: lambda s, e: (
        f"{name_of(s, e.character_id)} spends {with_article(e.colour)} prayer gem: "
        "it goes back to the pool"),
    ev.CharacterSavedFromDeath: _saved,
    ev.CommunionRitualPerformed: _ritual,
    ev.GameOptionSet: lambda s, e: (
        f"The GM turns the gem caterpillar {'on' if e.gem_caterpillar else 'off'}"),
    ev.SheetAdjusted: _adjusted,
    ev.CharacterRetired: _retired,
}
"""Every narrated event."""
