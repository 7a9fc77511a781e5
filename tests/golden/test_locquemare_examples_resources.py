"""Locquemare worked examples EX-8..12 (spec §8, seed 004): difficulties, tokens,
resources and sheets, with the seed's figures, through the decider.

Dice are physical values in a `mixed` game unless a scripted source is named.
"""

import pytest
from msgspec.structs import replace

from domain.core import InvalidValue
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from domain.locquemare.state import Prowess
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    Game,
    declare,
    names,
    register,
    register_sybeline,
    rolled,
    table,
)


@pytest.mark.parametrize(("fate", "tier"), [
    ((-1, -1, -1, 0), "fail"), ((-1, -1, 0, 0), "tie"), ((-1, 0, 0, 0), "success"),
    ((0, 0, 0, 0), "success"), ((1, 0, 0, 0), "triumph")])
def test_locquemare_ex_8_tiers_at_difficulty_2(fate: tuple[int, ...], tier: str) -> None:
    game = table()
    rolled(game, fate)  # base 4: motivations 1, 2, 3, 4, 5
    assert game.when(cmd.ResolveAction(action_id="a1"))[0].tier == tier  # type: ignore[attr-defined]


@pytest.mark.parametrize(("fate", "tier"), [((1, 1, 0, 0), "success"), ((1, 1, 1, 0), "triumph")])
def test_locquemare_ex_8_one_adversity_key_raises_difficulty_to_4(fate: tuple[int, ...],
                                                                  tier: str) -> None:
    game = table()
    declare(game)
    set_events = game.when(cmd.SetDifficulty(action_id="a1", key_activations=(
        cmd.KeyActivationSpec(key_id="artus-concept", payment="danger"),)))
    assert set_events[0].total == 4  # type: ignore[attr-defined]
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=fate)))
    assert game.when(cmd.ResolveAction(action_id="a1"))[0].tier == tier  # type: ignore[attr-defined]


def test_locquemare_ex_9_adversity_tokens_per_scene() -> None:
    game = table(scene=False)
    game.when(cmd.StartScene(present_hero_ids=("sybeline", "artus")))
    assert game.state.adversity.danger == 6
    declare(game)
    game.when(cmd.SetDifficulty(action_id="a1", key_activations=(
        cmd.KeyActivationSpec(key_id="artus-concept"),
        cmd.KeyActivationSpec(key_id="artus-hamartia"))))
    assert game.state.adversity.danger == 4
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(0, 0, 0, 0))))
    game.when(cmd.ResolveAction(action_id="a1"))
    game.when(cmd.ChooseOutcome(action_id="a1", option="no_effect"))
    assert game.when(cmd.EndScene())[-1] == ev.AdversityTokensDiscarded(count=4)
    assert game.state.adversity.danger == 0


def test_locquemare_ex_9_accepting_defeat_keeps_tokens_plus_two() -> None:
    game = table(scene=False)
    game.when(cmd.StartScene(present_hero_ids=("sybeline", "artus")))
    declare(game, "defend")
    game.when(cmd.SetDifficulty(action_id="a1", key_activations=(
        cmd.KeyActivationSpec(key_id="artus-concept"),
        cmd.KeyActivationSpec(key_id="artus-hamartia"))))
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(1, 1, 1, 1))))
    game.when(cmd.ResolveAction(action_id="a1"))
    game.when(cmd.StartConflict(conflict_id="c1"))
    game.when(cmd.AdversityAcceptsDefeat())
    assert game.when(cmd.EndScene())[-1] == ev.AdversityTokensKept(kept=4, bonus=2)
    assert game.state.adversity.danger == 6
    game.when(cmd.StartScene(present_hero_ids=("sybeline",)))
    assert game.state.adversity.danger == 12


@pytest.mark.parametrize(("count", "offering", "exploit"),
                         [(3, 1, 2), (4, 1, 1), (5, 1, 0), (6, 0, 0), (7, 0, 0)])
def test_locquemare_ex_10_act_start_tokens_by_prowess_count(count: int, offering: int,
                                                            exploit: int) -> None:
    game = Game()
    game.when(register("artus", "Artus", "p2"))
    game.when(cmd.StartScenario())
    for i in range(4, count + 1):
        game.when(cmd.GainProwess(hero_id="artus", prowess=Prowess(name=f"Extra {i}")))
    events = game.when(cmd.StartAct())
    assert events[1] == ev.TokensGranted(hero_id="artus", offering=offering, exploit=exploit,
                                         prowess_count=count)
    assert game.hero("artus").tokens == {"exploit": exploit, "offering": offering, "danger": 0}


def test_locquemare_ex_10_leftover_tokens_were_discarded_at_act_end() -> None:
    game = table(scene=False)
    events = game.when(cmd.EndAct())
    assert ev.TokensDiscarded(hero_id="sybeline", exploit=2, offering=1, danger=0) in events
    assert game.sybeline.tokens == {"exploit": 0, "offering": 0, "danger": 0}


def test_locquemare_ex_11_resources_after_three_acts() -> None:
    game = Game()
    game.when(register_sybeline())
    game.when(cmd.StartScenario())
    for act in (1, 2, 3):
        game.when(cmd.StartAct())
        game.when(cmd.EndAct())
        if act < 3:
            res = {**game.sybeline.resources}
            res["ichor"] += 1
            game.when(cmd.RedistributeResources(hero_id="sybeline", resources=res))
    assert game.sybeline.acts_played == 3
    spec(LOCQUEMARE).at(game.state).when(cmd.StartAct()).refused("resources_not_redistributed")
    ten = {**game.sybeline.resources}
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RedistributeResources(hero_id="sybeline", resources=ten)
    ).refused("invalid_allocation")
    eleven = {**ten, "dogma": 1}
    assert sum(eleven.values()) == 11
    game.when(cmd.RedistributeResources(hero_id="sybeline", resources=eleven))
    assert names(game.when(cmd.StartAct()))[0] == "ActStarted"


@pytest.mark.parametrize(("change", "field"), [
    ({"approaches": {"aggro": 4, "metis": 1, "focus": 1, "flamme": 1, "flexx": 1, "ombre": 0,
                     "techno": 0, "agora": 0}}, "approaches.aggro"),
    ({"character_keys": "four"}, "character_keys"),
    ({"character_keys": "two_concepts"}, "character_keys"),
    ({"prowesses": 4}, "prowesses"),
])
def test_locquemare_ex_12_invalid_sheets(change: dict[str, object], field: str) -> None:
    """The broken rule (AP1, K1, P1) is said in words, naming its field (C5)."""
    command = register_sybeline()
    keys = command.character_keys
    if change.get("character_keys") == "four":
        command = replace(command, character_keys=keys[:4])
    elif change.get("character_keys") == "two_concepts":
        twin = cmd.CharacterKeySpec(text="Another concept", role="concept")
        command = replace(command, character_keys=(keys[0], twin, *keys[2:]))
    elif "prowesses" in change:
        command = replace(command,
                          prowesses=tuple(Prowess(name=f"P{i}") for i in range(4)))
    else:
        command = replace(command, approaches=change["approaches"])
    error = spec(LOCQUEMARE).at(Game().state).when(command).refused("invalid_sheet")
    assert isinstance(error, InvalidValue)
    assert error.field == field
    assert "[" not in error.detail and "_" not in error.detail
