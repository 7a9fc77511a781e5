"""The session-log lines between calls: harmony, rupture, prayers, the ritual, the sheets."""

from collections.abc import Iterable

import msgspec

from domain.core import Event
from domain.core.words import Words, say, say_n
from domain.espri import events as ev
from domain.espri.narrate import glossary as g
from domain.espri.narrate.wording import Line, because, gem_list, join_words, name_of, where
from domain.espri.rules.values import Cell, PrayerPayment
from domain.espri.state import EspriState


def _harmony_change(s: EspriState, e: ev.HarmonyGained | ev.HarmonyLost | ev.HarmonySpent,
                    w: Words) -> str:
    """``%(name)s gains 2 harmony``: the verb of the change, agreeing with its amount."""
    name = name_of(s, e.character_id)
    if isinstance(e, ev.HarmonyGained):
        return say_n(w, "%(name)s gains %(n)d harmony", "%(name)s gains %(n)d harmony",
                     e.amount, name=name)
    if isinstance(e, ev.HarmonyLost):
        return say_n(w, "%(name)s loses %(n)d harmony", "%(name)s loses %(n)d harmony",
                     e.amount, name=name)
    return say_n(w, "%(name)s spends %(n)d harmony", "%(name)s spends %(n)d harmony",
                 e.amount, name=name)


def _harmony(s: EspriState, e: ev.HarmonyGained | ev.HarmonyLost | ev.HarmonySpent,
             w: Words) -> str:
    sheet = s.characters.get(e.character_id)
    sign = 1 if isinstance(e, ev.HarmonyGained) else -1
    now = say(w, " (now %(value)d)", value=sheet.harmony + sign * e.amount) if sheet else ""
    if e.reason == "prayer_gem":
        return _harmony_change(s, e, w) + say(w, " for a prayer gem") + now
    return _harmony_change(s, e, w) + now + because(e.reason, w)


def _rupture_point(s: EspriState, e: ev.RupturePointGained, w: Words) -> str:
    why = {"rupture_temptation": say(w, " for the rupture temptation"),
           "rupture_gem_success": say(w, " for a success won with a rupture gem")
           }.get(e.reason) or because(e.reason, w)
    empty = say(w, "; no rupture gem left in the pool to go with it") if e.no_gem_left else ""
    return say(w, "%(name)s gains a rupture point (now %(total)d)", total=e.total,
               name=name_of(s, e.character_id)) + why + empty


def _prayer_received(s: EspriState, e: ev.PrayerGemReceived, w: Words) -> str:
    name, gem = name_of(s, e.character_id), g.a_prayer_gem(w, e.colour)
    if e.replaced is None:
        return say(w, "%(name)s receives %(gem)s", name=name, gem=gem)
    return say(w, "%(name)s receives %(gem)s (prayers full: %(replaced)s goes back to the "
                  "pool)", name=name, gem=gem, replaced=g.one_of(w, e.replaced))


def _shattered(s: EspriState, e: ev.MediumShattered, w: Words) -> str:
    sheet, name = s.characters.get(e.character_id), name_of(s, e.character_id)
    if sheet is None:
        return say(w, "%(name)s's medium shatters", name=name)
    return say(w, "%(name)s's medium shatters (rupture points %(rupture)d > harmony "
                  "%(harmony)d)", name=name, rupture=sheet.rupture_points,
               harmony=sheet.harmony)


def _saved(s: EspriState, e: ev.CharacterSavedFromDeath, w: Words) -> str:
    saver, saved = name_of(s, e.saver_id), name_of(s, e.saved_id)
    if e.words:
        return say(w, "%(saver)s saves %(saved)s from death: \u201c%(spoken)s\u201d",
                   saver=saver, saved=saved, spoken=e.words)
    return say(w, "%(saver)s saves %(saved)s from death", saver=saver, saved=saved)


def _payments(s: EspriState, e: ev.CommunionRitualPerformed, w: Words) -> str:
    parts = [say(w, "%(name)s gives %(gem)s", name=name_of(s, c.character_id),
                 gem=g.a_prayer_gem(w, c.pays.prayer))
             for c in e.contributions if isinstance(c.pays, PrayerPayment)]
    payers = [name_of(s, c.character_id) for c in e.contributions if c.pays == "harmony"]
    if payers:
        parts.append(say_n(w, "%(names)s gives 1 harmony", "%(names)s give 1 harmony each",
                           len(payers), names=join_words(payers, words=w)))
    return g.punctuation(w, "; ").join(parts)


def _ritual(s: EspriState, e: ev.CommunionRitualPerformed, w: Words) -> str:
    def colours(cells: Iterable[Cell]) -> list[str]:
        return [str(s.board[x.quadrant].cells[x.cell]) for x in cells if x.quadrant in s.board]

    removed = [say(w, "%(name)s %(gems)s", name=name_of(s, c.character_id),
                   gems=gem_list(colours(c.cells), words=w) or say(w, "none"))
               for c in e.contributions]
    cells = join_words([where(w, x.quadrant, x.cell) for x in e.rupture_cells], words=w)
    bought = say_n(w, "%(n)d rupture gem removed (%(cells)s)",
                   "%(n)d rupture gems removed (%(cells)s)", len(e.rupture_cells),
                   cells=cells) if cells else say(w, "no rupture gem removed")
    return say(w, "The quartet performs the communion ritual: %(payments)s; "
                  "gems removed: %(removed)s; %(rupture)s", payments=_payments(s, e, w),
               removed=", ".join(removed), rupture=bought)


def _value(w: Words, field: str, value: object) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{g.season(w, str(key))} {_value(w, field, item)}"
                         if not isinstance(item, msgspec.Struct) else str(key)
                         for key, item in value.items()) or say(w, "none")
    if isinstance(value, list):
        return ", ".join(g.colour(w, str(item)) if field == "prayer_gems" else str(item)
                         for item in value) or say(w, "none")
    if value is None:
        return say(w, "none")
    if field == "kind":
        return g.kind(w, str(value))
    return g.season(w, str(value)) if field == "tutelary_season" else str(value)


def _adjusted(s: EspriState, e: ev.SheetAdjusted, w: Words) -> str:
    fields = msgspec.structs.asdict(e.changes)
    changes = [f"{g.sheet_field(w, key)} {_value(w, key, value)}"
               for key, value in fields.items() if value is not msgspec.UNSET]
    name, why = name_of(s, e.character_id), because(e.reason, w)
    if changes:
        return say(w, "The GM adjusts %(name)s's sheet (%(changes)s)", name=name,
                   changes=g.punctuation(w, "; ").join(changes)) + why
    return say(w, "The GM adjusts %(name)s's sheet", name=name) + why


def _resonance(s: EspriState, e: ev.ResonanceRecharged, w: Words) -> str:
    values = {"name": name_of(s, e.character_id), "target": name_of(s, e.target_id),
              "value": e.value}
    if e.manifestation:
        return say(w, "%(name)s recharges resonance with %(target)s to %(value)d (%(how)s)",
                   how=e.manifestation, **values)
    return say(w, "%(name)s recharges resonance with %(target)s to %(value)d", **values)


def _recharge_asked(s: EspriState, e: ev.ResonanceRechargeRequested, w: Words) -> str:
    values = {"name": name_of(s, e.character_id), "target": name_of(s, e.target_id)}
    if e.manifestation:
        return say(w, "%(name)s manifests the relation with %(target)s (%(how)s) and asks the "
                      "GM to recharge the resonance", how=e.manifestation, **values)
    return say(w, "%(name)s manifests the relation with %(target)s and asks the GM to "
                  "recharge the resonance", **values)


def _recharge_refused(s: EspriState, e: ev.ResonanceRechargeRefused, w: Words) -> str:
    return say(w, "The GM judges that %(name)s's resonance with %(target)s does not recharge",
               name=name_of(s, e.character_id), target=name_of(s, e.target_id)) + \
        because(e.reason, w)


def _retired(s: EspriState, e: ev.CharacterRetired, w: Words) -> str:
    return say(w, "%(name)s leaves the quartet", name=name_of(s, e.character_id)) + \
        because(e.reason, w)


def _prayer_spent(s: EspriState, e: ev.PrayerGemSpent, w: Words) -> str:
    return say(w, "%(name)s spends %(gem)s: it goes back to the pool",
               name=name_of(s, e.character_id), gem=g.a_prayer_gem(w, e.colour))


def _option(s: EspriState, e: ev.GameOptionSet, w: Words) -> str:
    if e.gem_caterpillar:
        return say(w, "The GM turns the gem caterpillar on")
    return say(w, "The GM turns the gem caterpillar off")


BETWEEN_LINES: dict[type[Event], Line] = {
    ev.ResonanceRecharged: _resonance,
    ev.ResonanceRechargeRequested: _recharge_asked,
    ev.ResonanceRechargeRefused: _recharge_refused,
    ev.HarmonyGained: _harmony,
    ev.HarmonyLost: _harmony,
    ev.HarmonySpent: _harmony,
    ev.RupturePointGained: _rupture_point,
    ev.PrayerGemReceived: _prayer_received,
    ev.MediumShattered: _shattered,
    ev.PrayerGemSpent: _prayer_spent,
    ev.CharacterSavedFromDeath: _saved,
    ev.CommunionRitualPerformed: _ritual,
    ev.GameOptionSet: _option,
    ev.SheetAdjusted: _adjusted,
    ev.CharacterRetired: _retired,
}
"""Every narrated event."""
