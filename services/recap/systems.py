"""What each rule system tracks in a recap: how it counts periods (days or sessions), the
values followed per character (series), and where an outcome is written in its events.

Every function reads the rule system's state or a stored event's data (as the reader
sees it); none of them decides anything. The values followed are the ones every seat
reads on the sheets (ESPRI harmony, rupture points, resonance and the nymphs' positions;
Ardri stored successes; Xyrop stress and destiny; Voyages tint points and adjectives;
Locquemare stress, tokens and consequences), so a series reveals nothing a sheet hides.
"""

from collections.abc import Callable
from typing import Any

import msgspec

from domain.ardri.narrate import glossary as ardri_words
from domain.core.words import Words
from domain.espri.narrate import glossary as espri_words
from domain.locquemare.narrate import glossary as locquemare_words
from domain.voyages.narrate import glossary as voyages_words
from domain.xyrop.narrate import glossary as xyrop_words

Values = dict[str, int]


class Profile(msgspec.Struct, frozen=True):
    """One rule system's recap: its period unit, how to read the period, the series."""

    unit: str
    period: Callable[[Any], int | None]
    """The day or session number, None between sessions (the last one goes on)."""
    series: Callable[[Any], dict[str, Values]]
    table_series: Callable[[Any], Values | None]
    outcomes: dict[str, tuple[str, str | None]]
    """Event type -> the data field holding its outcome (``result``, ``tier``...) and the
    field naming what it resolves (a roll, a contest, an action; None: each is new). A
    later outcome of the same resolution (a reroll, a Murphy success, destiny kept)
    replaces the earlier one: the histogram counts each resolution once, as it ended."""
    opens: dict[str, str]
    """Event type -> the id field of a resolution it begins (forgetting an earlier
    outcome under that id)."""
    keys: tuple[str, ...]
    """Id fields tying an event to the character of the roll, contest or action it
    names (learnt from the event naming both)."""
    word: Callable[[Words, str], str]
    """An outcome in the reader's language, from the rule system's glossary."""


def _none(_state: Any) -> Values | None:
    return None


def _espri_series(state: Any) -> dict[str, Values]:
    return {cid: {"harmony": c.harmony, "rupture_points": c.rupture_points,
                  "resonance": sum(r.resonance for r in c.relations.values())}
            for cid, c in state.characters.items()}


def _espri_nymphs(state: Any) -> Values | None:
    return {season: quadrant.nymph for season, quadrant in state.board.items()}


def _ardri_period(state: Any) -> int | None:
    session = state.session
    return None if session is None else int(session.session_number)


def _ardri_series(state: Any) -> dict[str, Values]:
    session = state.session
    return {cid: {"stored_successes": len(session.murphy_of(cid).stored)
                  if session is not None else 0} for cid in state.characters}


def _xyrop_period(state: Any) -> int | None:
    return int(state.session_count)


def _xyrop_series(state: Any) -> dict[str, Values]:
    return {cid: {"stress": sum(_level(level) for level in sheet.stress.values()),
                  "destiny": sheet.destiny_points}
            for cid, sheet in state.characters.items()}


def _level(level: Any) -> int:
    """A Xyrop stress level as a number: its die size, 0 for ``none`` (and ``out``, the
    track taken out, which has no die)."""
    return level if isinstance(level, int) else 0


def _voyages_series(state: Any) -> dict[str, Values]:
    return {cid: {"tint_points": sum(t.current for t in c.own_tints)
                  + sum(t.current for t in c.tint_inventory),
                  "adjectives": len(c.adjectives)}
            for cid, c in state.characters.items()}


def _locquemare_series(state: Any) -> dict[str, Values]:
    return {hid: {"stress": hero.stress, "tokens": sum(hero.tokens.values()),
                  "consequences": sum(1 for slot in hero.consequence_slots.values() if slot)}
            for hid, hero in state.heroes.items()}


PROFILES: dict[str, Profile] = {
    "espri": Profile("day", lambda state: int(state.day), _espri_series, _espri_nymphs,
                     {"CallResultDetermined": ("result", None)}, {}, (), espri_words.result),
    "ardri": Profile("session", _ardri_period, _ardri_series, _none, {
        "ActionRolled": ("outcome", "roll_id"),
        "MurphySuccessUsed": ("outcome_after", "roll_id"),
        "SurplusSuccessGiven": ("outcome_after", "to_roll_id"),
        "MurphySupportGiven": ("outcome_after", "roll_id")},
        {"ActionRolled": "roll_id"}, ("roll_id", "to_roll_id"), ardri_words.outcome),
    "xyrop": Profile("session", _xyrop_period, _xyrop_series, _none, {
        "OppositionRolled": ("outcome", "contest_id"),
        "ContestRescored": ("outcome", "contest_id")},
        {"ActionRolled": "contest_id"}, ("contest_id",), xyrop_words.outcome),
    "voyages": Profile("session", lambda state: int(state.clock.session), _voyages_series,
                       _none, {"ActionResultComputed": ("tier", "action_id")},
                       {"ActionRolled": "action_id"}, ("action_id", "resolution_id"),
                       voyages_words.tier),
    "locquemare": Profile("session", lambda state: int(state.counters.session),
                          _locquemare_series, _none,
                          {"ActionResolved": ("tier", "action_id")},
                          {"ActionDeclared": "action_id"}, ("action_id",),
                          locquemare_words.tier),
}
"""Every hosted rule system's recap profile, by rule system name."""


def character_of(data: dict[str, Any]) -> str | None:
    """The character an event is about, when its data names one (itself, or in the sheet,
    hero or target it carries)."""
    for key in ("character_id", "hero_id", "leader_id"):
        value = data.get(key)
        if isinstance(value, str):
            return value
    for key in ("character", "hero", "target"):
        nested = data.get(key)
        if isinstance(nested, dict) and (found := character_of(nested)) is not None:
            return found
    target = data.get("target")  # Voyages: {"kind": "character", "id": ...}
    if isinstance(target, dict) and target.get("kind") == "character":
        return str(target["id"]) if isinstance(target.get("id"), str) else None
    return None
