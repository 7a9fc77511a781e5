"""Xyrop's side of the "offered <=> accepted" property (``tests.support.offers``): the
fields a command's choices leave open, the refusals a field may still cause, and the
generator of commands of every kind, for any character and contest, whatever the state."""

import random
from collections.abc import Iterator
from typing import Any

from domain.core import Command
from domain.xyrop import commands as cmd
from domain.xyrop.rules.ladder import DIE_STEPS
from domain.xyrop.state import GameState, Race, Sheet

FIELD_REFUSALS: dict[str, frozenset[str]] = {
    # the traits are chosen apart from their category and from each other
    "ApplyExperienceSwap": frozenset({"unknown_trait", "experience_category_mismatch",
                                      "same_trait"}),
    # the owner is optional for a player (its own seat) and required from the gm (spec 3)
    "RegisterCharacter": frozenset({"invalid_sheet@owner_player_id"}),
    # a difficulty's dice and an npc's are chosen apart from the kind (the npc's are the gm's)
    "RollOpposition": frozenset({"invalid_opposition@difficulty_dice",
                                 "invalid_opposition@npc_dice"}),
    # a second treasure (a milestone's) is reactivated or not apart from the first
    "RollAction": frozenset({"treasure_already_used", "treasure_not_used"}),
    # the characters removed are chosen apart from those added
    "ChangeSessionRoster": frozenset({"invalid_roster@remove_ids"}),
    # the step is chosen apart from the element (a d12, an opportunity)
    "AdjustElement": frozenset({"element_at_max@action", "element_not_rated@action"}),
    # the step is chosen apart from the track (empty, out of play), the target from its kind
    "AdjustStress": frozenset({"no_stress@direction", "already_out_of_play@direction",
                               "character_not_found@target_id"}),
    "ApplyContestEffect": frozenset({"no_stress@effect.direction",
                                     "already_out_of_play@effect.direction",
                                     "element_at_max@effect.direction",
                                     "character_not_found@effect.target_id"}),
    # the asset is chosen apart from its owner; a complication at d12 apart from the step
    "ExploitPlayerOne": frozenset({"unknown_asset", "die_at_max", "element_at_max",
                                   "unknown_element"}),
    # the trait is chosen apart from its category
    "ApplyMilestoneAdvance": frozenset({"unknown_trait"}),
}
"""Command -> the refusal codes a field the declaration does not cover may still cause."""

NPC = "offers-npc"
"""An npc whose stress no command of the machine touches (its steps always exist)."""


def _register(r: random.Random) -> dict[str, Any]:
    return {"name": "Nouvelle", "race": {"name": "elf"},
            "distinctions": [{"distinction_id": f"d{i}", "name": f"D{i}"} for i in range(3)],
            "approaches": {"careful": r.choice(DIE_STEPS)}, "roles": {"scout": 6},
            "treasure": {"treasure_id": "ring", "name": "Ring"}}


def _swap(sheet: Sheet, r: random.Random) -> dict[str, Any]:
    legal = [(category, up, down)
             for category, traits in (("approach", sheet.approaches), ("role", sheet.roles),
                                      ("value", sheet.values))
             for up in traits for down in traits
             if up != down and traits[up] < 12 and traits[down] > 4]
    if not legal:
        category, traits = "approach", sheet.approaches
        up = next(iter(traits))
        return {"category": category, "improve_id": up,
                "degrade_id": next((t for t in traits if t != up), up)}
    category, up, down = r.choice(legal)
    return {"category": category, "improve_id": up, "degrade_id": down}


def free(state: GameState, kind: type[Command], cid: str | None,
         r: random.Random) -> dict[str, Any]:
    """The fields of ``kind`` its choices leave open (the table's own words)."""
    simple: dict[type[Command], dict[str, Any]] = {
        cmd.CreateAsset: {"name": "rope"}, cmd.CreateSituation: {"name": "fire"},
        cmd.ExploitPlayerOne: {"effect.description": "orcs"},
        cmd.ExploitGmOnes: {"effect.description": "a rope"},
    }
    if kind is cmd.ApplyMilestoneAdvance:
        return {"option.distinction_id": f"brave_{r.randrange(10**6)}", "option.name": "Brave",
                "option.treasure_id": f"lamp_{r.randrange(10**6)}"}
    if kind in simple:
        return simple[kind]
    if kind is cmd.RegisterCharacter:
        return _register(r)
    return {}


def _for_character(state: GameState, cid: str, r: random.Random) -> Iterator[Command]:
    sheet = state.characters[cid]
    asset = sheet.assets[0].asset_id if sheet.assets else "asset-0"
    yield cmd.RollAction(character_id=cid, approach_id=next(iter(sheet.approaches)),
                       role_id=next(iter(sheet.roles)))
    yield cmd.CreateAsset(character_id=cid, name="rope")
    yield cmd.StepUpAsset(character_id=cid, asset_id=asset)
    yield cmd.RemoveAsset(character_id=cid, asset_id=asset)
    yield cmd.AwardValueDestiny(character_id=cid, value_id=next(iter(sheet.values), "loyalty"))
    yield cmd.AmendCharacterSheet(character_id=cid)
    yield cmd.ApplyExperienceSwap(character_id=cid, **_swap(sheet, r))
    yield cmd.ApplyMilestoneAdvance(character_id=cid, option=cmd.IncreaseInitialDestiny())


def _for_contest(state: GameState, contest_id: str, r: random.Random) -> Iterator[Command]:
    assert state.session is not None
    roller = state.session.contests[contest_id].character_id
    yield cmd.RollOpposition(contest_ids=(contest_id,), kind="difficulty", difficulty_dice=2)
    yield cmd.CancelContest(contest_id=contest_id)
    yield cmd.SpendDestinyOnRoll(contest_id=contest_id)
    yield cmd.ApplyContestEffect(contest_id=contest_id, effect=cmd.StressStep(
        target_kind="npc", target_id=NPC, stress_id="wound", direction="up"))
    yield cmd.ExploitPlayerOne(contest_id=contest_id,
                             effect=cmd.NewComplication(description="orcs"))
    for cid in {roller, r.choice(sorted(state.characters))}:
        yield cmd.ExploitGmOnes(contest_id=contest_id, character_id=cid,
                              effect=cmd.TriggerOpportunity(description="a rope"))


def generated(state: GameState, r: random.Random) -> Iterator[Command]:
    """Commands of every kind whatever the state (the property's "not offered" side)."""
    ids = tuple(sorted(state.characters))
    yield cmd.RegisterCharacter(name="Nouvelle", race=Race(name="elf"), distinctions=(),
                              approaches={}, roles={},
                              treasure=cmd.TreasureInput(treasure_id="ring", name="Ring"))
    yield cmd.StartSession(present_character_ids=ids[:1] or ("nobody",))
    yield cmd.ChangeSessionRoster(remove_ids=ids[:1])
    yield cmd.ChangeSessionRoster(add_ids=ids[-1:])
    yield cmd.AdvanceScene()
    yield cmd.CreateSituation(name="fire", die=r.choice(DIE_STEPS))
    yield cmd.AdjustElement(element_id=next(iter(state.elements), "element-0"), action="remove")
    yield cmd.AdjustStress(target_kind="npc", target_id=NPC, stress_id="wound", direction="up")
    yield cmd.EndSession()
    yield cmd.EndAdventure(participant_ids=ids or ("nobody",))
    yield cmd.RollOpposition(contest_ids=("contest-0",), kind="difficulty", difficulty_dice=2)
    yield cmd.SpendDestinyOnRoll(contest_id="contest-0")
    for cid in ids:
        yield from _for_character(state, cid, r)
    if state.session is not None:
        for contest_id in state.session.contests:
            yield from _for_contest(state, contest_id, r)
