"""ESPRI's side of the "offered <=> accepted" property (``tests.support.offers``): the
fields a command's choices leave open, the refusals a field may still cause, and the
generator of commands in any phase for any seat."""

import random
from collections.abc import Iterator
from typing import Any

from domain.core import Command
from domain.espri import commands as cmd
from domain.espri.rules.call import OpenCall
from domain.espri.rules.gems import is_season
from domain.espri.state import EspriState
from tests.unit.espri.test_properties import between_commands, call_commands, setup_commands

FIELD_REFUSALS: dict[str, frozenset[str]] = {
    # a season's range, the tutelary season and the devotion depend on the kind and the
    # tutelary season chosen apart; prayer gems on the devotion and on the pool's count
    "RegisterCharacter": frozenset({
        "invalid_sheet@seasons", "invalid_sheet@tutelary_season", "invalid_sheet@devotion",
        "invalid_sheet@prayer_gems", "pool_exhausted@prayer_gems"}),
    "AdjustSheet": frozenset({"invalid_sheet@changes", "pool_exhausted@changes.prayer_gems"}),
    # a priestess's quadrants: one per gem placed, which the gems kept decide
    "ChooseSetupPrayers": frozenset({"wrong_quadrant_count"}),
    # the called season, a helper's mode, talent and word, the modifiers' targets and
    # the passive flag are chosen apart
    "DeclareCall": frozenset({
        "season_score_too_low", "no_resonance_left", "no_relation@helpers",
        "resonance_in_passive_action", "talent_not_for_resonance", "unknown_talent@helpers",
        "invalid_modifier@modifiers"}),
    # the shift goes with the modifier chosen apart; the gm's prayer gem as modifier
    "PlaceCallGems": frozenset({"invalid_shift@shift", "prayer_gem_must_be_used@modifier"}),
    # a cell is chosen apart from its quadrant; keeping a gem apart from skipping
    "RemoveRuptureGem": frozenset({"no_rupture_there"}),
    "KeepPrayerGem": frozenset({"gem_not_removed"}),
    "ApplyGemCaterpillar": frozenset({"invalid_cell"}),
    "SpendBoardGems": frozenset({"no_gem_there"}),
    "PerformCommunionRitual": frozenset({"not_own_colour", "no_rupture_there", "invalid_cell",
                                         "not_enough_sets", "shattered_by_paying"}),
}
"""Command -> the refusals two fields chosen apart may still cause (``code`` or
``code@field``)."""

WAYS_ON = frozenset({"RegisterCharacter", "CompleteSetup", "StartScenario", "DeclareCall",
                     "CancelCall", "SpendBoardGems", "PerformCommunionRitual", "AdjustSheet"})
"""The gm's commands that move a table on when nobody is awaited (a new member, the
setup, a call, a way out of an empty bag, a mended sheet)."""


def choice(call: OpenCall) -> cmd.PlaceCallGems:
    """A legal placement for any hand: a season gem if there is one, else time, else a
    rupture gem shifted down; a gm chooser places the prayer gem the leader added, and
    leaves the shift to the leader (T3)."""
    seasons = [gem for gem in call.hand if is_season(gem)]
    prayer = call.prayer_added if call.chooser == "gm" else None
    down: Any = None if call.chooser == "gm" else "down"
    if prayer is not None and is_season(prayer):
        return cmd.PlaceCallGems(main=prayer)
    if prayer in ("time", "rupture") and seasons:
        return cmd.PlaceCallGems(main=seasons[0], modifier=prayer, shift=down)
    if seasons:
        return cmd.PlaceCallGems(main=seasons[0])
    if "time" in call.hand and prayer != "rupture":
        return cmd.PlaceCallGems(main="time")
    return cmd.PlaceCallGems(main="rupture", shift=down)


def free(state: EspriState, kind: type[Command], cid: str | None,
         r: random.Random) -> dict[str, Any]:
    """The fields of ``kind`` without choices, as a table fills them."""
    if kind is cmd.RegisterCharacter:
        return {"id": f"new-{len(state.characters)}", "name": "Nouvelle",
                "relations.*.nature": "tendresse"}
    if kind is cmd.AdjustSheet:
        return {"reason": "a correction", "changes.relations.*.nature": "tendresse"}
    if kind is cmd.DeclareCall:
        return {"helpers.word": "givre", "difficulty.opposition_score": 1 + r.randrange(4),
                "modifiers.label": "fièvre", "modifiers.value": r.choice([-1, 1])}
    if kind is cmd.SpendBoardGems:
        return {"reason": "a spell's cost"}
    return {}


def generated(state: EspriState, r: random.Random) -> Iterator[Command]:
    """Commands of every kind whatever the phase (the property's "not offered" side)."""
    yield from setup_commands(state, r)
    if state.characters:
        yield from call_commands(state, r)
        yield from between_commands(state, r)
    yield cmd.CancelCall()
    yield cmd.DrawGems()
    yield cmd.PlaceExtraGems(gems=[])
    yield cmd.RemoveRuptureGem(skip=True)
    yield cmd.KeepPrayerGem(skip=True)
