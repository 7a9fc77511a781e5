"""Xyrop's side of the "offered <=> accepted" property (``tests.support.offers``): the
fields a command's choices leave open, the refusals a field may still cause, and the
generator of commands of every kind, for any character and contest, whatever the state."""

import random
from collections.abc import Iterator
from typing import Any

from domain.core import Command
from domain.xyrop import commands as c
from domain.xyrop.rules.ladder import DIE_STEPS
from domain.xyrop.state import GameState, Race, Sheet

FIELD_REFUSALS: dict[str, frozenset[str]] = {
    # a swap pending on traits that cannot move (all d4 or d12, or one per category)
    "ApplyExperienceSwap": frozenset({"die_at_max", "die_at_min"}),
    # the owner is optional for a player (its own seat) and required from the gm (spec 3)
    "RegisterCharacter": frozenset({"invalid_sheet@owner_player_id"}),
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


def _stress(state: GameState, r: random.Random) -> dict[str, Any]:
    stress_id = state.config.stress_catalog[0]
    if state.characters and r.random() < 0.7:
        cid = r.choice(sorted(state.characters))
        level = state.characters[cid].stress[stress_id]
        direction = "down" if level == "out" else "up" if level == "none" \
            else r.choice(["up", "down"])
        return {"target_kind": "character", "target_id": cid, "stress_id": stress_id,
                "direction": direction}
    return {"target_kind": "npc", "target_id": NPC, "stress_id": stress_id, "direction": "up"}


def _element(state: GameState, r: random.Random) -> dict[str, Any]:
    element = state.elements[r.choice(sorted(state.elements))]
    if element.die is None:
        action = "remove"
    else:
        action = r.choice([a for a in ("up", "down", "remove") if a != "up" or element.die < 12])
    return {"element_id": element.element_id, "action": action}


def _opposition(r: random.Random) -> dict[str, Any]:
    if r.random() < 0.5:
        return {"kind": "difficulty", "difficulty_dice": r.choice([2, 3, 4]), "npc_id": None,
                "npc_dice": None}
    return {"kind": "npc", "difficulty_dice": None, "npc_id": "orc", "npc_dice": [8, 6]}


def free(state: GameState, kind: type[Command], cid: str | None,
         r: random.Random) -> dict[str, Any]:
    """The fields of ``kind`` its choices leave to the generator (or that must agree)."""
    simple: dict[type[Command], dict[str, Any]] = {
        c.CreateAsset: {"name": "rope"}, c.CreateSituation: {"name": "fire"},
        c.ExploitPlayerOne: {"effect": {"type": "new_complication", "description": "orcs"}},
        c.ExploitGmOnes: {"effect": {"type": "trigger_opportunity", "description": "a rope"}},
        c.ApplyMilestoneAdvance: {"option": {"type": "increase_initial_destiny"}},
        c.ApplyContestEffect: {"effect": {"type": "stress_step", "target_kind": "npc",
                                          "target_id": NPC, "stress_id": "wound",
                                          "direction": "up"}},
    }
    if kind in simple:
        return simple[kind]
    if kind is c.RegisterCharacter:
        return _register(r)
    if kind is c.RollOpposition:
        return _opposition(r)
    if kind is c.AdjustStress:
        return _stress(state, r)
    if kind is c.AdjustElement:
        return _element(state, r)
    if kind is c.ApplyExperienceSwap and cid is not None:
        return _swap(state.characters[cid], r)
    return {}


def _for_character(state: GameState, cid: str, r: random.Random) -> Iterator[Command]:
    sheet = state.characters[cid]
    asset = sheet.assets[0].asset_id if sheet.assets else "asset-0"
    yield c.RollAction(character_id=cid, approach_id=next(iter(sheet.approaches)),
                       role_id=next(iter(sheet.roles)))
    yield c.CreateAsset(character_id=cid, name="rope")
    yield c.StepUpAsset(character_id=cid, asset_id=asset)
    yield c.RemoveAsset(character_id=cid, asset_id=asset)
    yield c.AwardValueDestiny(character_id=cid, value_id=next(iter(sheet.values), "loyalty"))
    yield c.AmendCharacterSheet(character_id=cid)
    yield c.ApplyExperienceSwap(character_id=cid, **_swap(sheet, r))
    yield c.ApplyMilestoneAdvance(character_id=cid, option=c.IncreaseInitialDestiny())


def _for_contest(state: GameState, contest_id: str, r: random.Random) -> Iterator[Command]:
    assert state.session is not None
    roller = state.session.contests[contest_id].character_id
    yield c.RollOpposition(contest_ids=(contest_id,), kind="difficulty", difficulty_dice=2)
    yield c.CancelContest(contest_id=contest_id)
    yield c.SpendDestinyOnRoll(contest_id=contest_id)
    yield c.ApplyContestEffect(contest_id=contest_id, effect=c.StressStep(
        target_kind="npc", target_id=NPC, stress_id="wound", direction="up"))
    yield c.ExploitPlayerOne(contest_id=contest_id,
                             effect=c.NewComplication(description="orcs"))
    for cid in {roller, r.choice(sorted(state.characters))}:
        yield c.ExploitGmOnes(contest_id=contest_id, character_id=cid,
                              effect=c.TriggerOpportunity(description="a rope"))


def generated(state: GameState, r: random.Random) -> Iterator[Command]:
    """Commands of every kind whatever the state (the property's "not offered" side)."""
    ids = tuple(sorted(state.characters))
    yield c.RegisterCharacter(name="Nouvelle", race=Race(name="elf"), distinctions=(),
                              approaches={}, roles={},
                              treasure=c.TreasureInput(treasure_id="ring", name="Ring"))
    yield c.StartSession(present_character_ids=ids[:1] or ("nobody",))
    yield c.ChangeSessionRoster(remove_ids=ids[:1])
    yield c.ChangeSessionRoster(add_ids=ids[-1:])
    yield c.AdvanceScene()
    yield c.CreateSituation(name="fire", die=r.choice(DIE_STEPS))
    yield c.AdjustElement(element_id=next(iter(state.elements), "element-0"), action="remove")
    yield c.AdjustStress(target_kind="npc", target_id=NPC, stress_id="wound", direction="up")
    yield c.EndSession()
    yield c.EndAdventure(participant_ids=ids or ("nobody",))
    yield c.RollOpposition(contest_ids=("contest-0",), kind="difficulty", difficulty_dice=2)
    yield c.SpendDestinyOnRoll(contest_id="contest-0")
    for cid in ids:
        yield from _for_character(state, cid, r)
    if state.session is not None:
        for contest_id in state.session.contests:
            yield from _for_contest(state, contest_id, r)
