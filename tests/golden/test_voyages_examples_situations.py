"""Golden scenarios VA-EX-5..13 of the Voyages & Aventures spec (section 8): situations,
with the seed's figures, through the decider (physical dice in a mixed game)."""

from typing import Any

import pytest

from domain.core import GM, Actor, Command, DomainError, Event
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.model import Modifier, Purchase
from domain.voyages.rules.sheet import Target
from domain.voyages.state import VoyagesState
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    OTHER_PLAYER,
    PLAYER,
    adjective_event,
    doc,
    given,
    mod,
    of_type,
    registered,
    table,
    tetra,
)

# --- situations -------------------------------------------------------------------------

def _situation(*participants: cmd.ParticipantSpec, mode: str = "solo", **options: Any
               ) -> cmd.OpenSituation:
    return cmd.OpenSituation(situation_id="s1", participants=participants,
                           group_mode=mode, **options)  # type: ignore[arg-type]


def _tetra(involvement: str = "front_line") -> cmd.ParticipantSpec:
    return cmd.ParticipantSpec(character_id="tetra", involvement=involvement)  # type: ignore[arg-type]


def _scored(player_die: int, env_die: int, env_mods: tuple[Modifier, ...] = (),
            involvement: str = "front_line", risk: bool = False,
            **options: Any) -> VoyagesState:
    """Tetra alone in situation s1, rolled and scored."""
    commands: list[Command] = [_situation(_tetra(involvement), **options)]
    if risk:
        commands.append(cmd.TakeRisk(situation_id="s1", character_id="tetra"))
    commands += [cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(player_die,)),
                 cmd.RollEnvironment(situation_id="s1", dice=(env_die,), modifiers=env_mods),
                 cmd.ScoreSituation(situation_id="s1")]
    return spec(VOYAGES).at(table()).played(*commands).state


def _buy(state: VoyagesState, pool: str, *purchases: Purchase, actor: Actor = GM
         ) -> list[Event]:
    return spec(VOYAGES).at(state).when(cmd.SpendSituationPoints(situation_id="s1", pool_id=pool,
                                              purchases=purchases), actor).events


def _adjective(tier: int, value: int, name: str = "x", polarity: str = "positive",
               character_id: str = "tetra", target: Target | None = None) -> Purchase:
    return Purchase(effect="adjective", character_id=character_id, tier=tier, value=value,
                    name=name, polarity=polarity, target=target)  # type: ignore[arg-type]


def _cosmetic(oriented: bool = True, character_id: str = "tetra") -> Purchase:
    return Purchase(effect="cosmetic_oriented" if oriented else "cosmetic_neutral",
                    character_id=character_id)


def _unit_costs(state: VoyagesState, pool: str, polarity: str) -> list[int]:
    costs = [of_type(_buy(state, pool, _cosmetic(oriented)), ev.SituationPointsSpent)[0]
             .purchases[0].unit_cost for oriented in (False, True)]
    costs += [of_type(_buy(state, pool, _adjective(tier, 1, polarity=polarity)),
                      ev.SituationPointsSpent)[0].purchases[0].unit_cost for tier in (2, 3, 4)]
    return costs


def test_voyages_ex_5_forest_risk_shift_two_prices_the_risks_list() -> None:
    state = _scored(6, 6, env_mods=(mod("gm_other", 4),), risk_shift=2)
    assert state.situations["s1"].pools["environment:1"].points == 6
    assert _unit_costs(state, "environment:1", "negative") == [2, 3, 4, 5, 6]


def test_voyages_ex_6_four_points_on_the_reference_list() -> None:
    state = _scored(6, 4, terrain_player=2)
    assert state.situations["s1"].pools["player:tetra"].points == 4
    for purchases in ((_adjective(4, 1),), (_adjective(2, 1, "a"), _adjective(2, 1, "b")),
                      (_adjective(2, 2),)):
        [spent] = of_type(_buy(state, "player:tetra", *purchases), ev.SituationPointsSpent)
        assert (sum(p.cost for p in spent.purchases), spent.remaining) == (4, 0)
    with pytest.raises(DomainError) as refused:
        _buy(state, "player:tetra", _adjective(4, 1, "a"), _adjective(2, 1, "b"))
    assert refused.value.code == "insufficient_points"


def test_voyages_ex_7_paying_off_a_debt_reduces_endette() -> None:
    state = given(*registered(tetra(), doc()),
                  adjective_event("doc", "adj-1", "endetté", 2, "negative", "until_resolved"))
    state = (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.OpenSituation(
                situation_id="s1",
                participants=(cmd.ParticipantSpec(character_id="doc"),),
                terrain_player=2,
            ),
            cmd.RollSituation(situation_id="s1", character_id="doc", dice=(6,)),
            cmd.RollEnvironment(situation_id="s1", dice=(4,)),
            cmd.ScoreSituation(situation_id="s1"),
        )
        .state
    )
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.SpendSituationPoints(
                situation_id="s1",
                pool_id="player:doc",
                purchases=(
                    Purchase(
                        effect="reduce_adjective",
                        character_id="doc",
                        adjective_id="adj-1",
                        amount=1,
                    ),
                ),
            ),
            OTHER_PLAYER,
        )
    )
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.SituationPointsSpent)[0].purchases[0].cost == 4
    assert [(a.name, a.value) for a in state.characters["doc"].adjectives] == [("endetté", 1)]


def test_voyages_ex_8_solo_situation_with_a_good_approach() -> None:
    outcome = (
        spec(VOYAGES)
        .at(table())
        .played(
            _situation(_tetra()),
            cmd.RollSituation(
                situation_id="s1",
                character_id="tetra",
                dice=(6,),
                modifiers=(mod("good_approach", 1),),
            ),
            cmd.RollEnvironment(situation_id="s1", dice=(2,)),
            cmd.ScoreSituation(situation_id="s1"),
        )
    )
    state, events = outcome.state, outcome.history
    [scored] = of_type(events, ev.SituationScored)
    assert {p.pool_id: p.points for p in scored.pools} == {"player:tetra": 3,
                                                           "environment:1": -2}
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.SpendSituationPoints(
                situation_id="s1",
                pool_id="player:tetra",
                purchases=(_cosmetic(), _adjective(2, 1, "rested")),
            ),
            PLAYER,
        )
    )
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.SituationPointsSpent)[0].remaining == 0
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.SpendSituationPoints(
                situation_id="s1", pool_id="environment:1", purchases=(_adjective(2, 1, "lucky"),)
            )
        )
    )
    state, events = outcome.state, outcome.events
    [spent] = of_type(events, ev.SituationPointsSpent)
    assert (spent.purchases[0].cost, spent.remaining) == (2, 0)
    assert {(a.name, a.polarity, a.is_false) for a in state.characters["tetra"].adjectives} == {
        ("rested", "positive", False), ("lucky", "positive", False)}


def test_voyages_ex_9_in_retreat_caps_the_environment_at_one_point() -> None:
    state = _scored(4, 6, env_mods=(mod("gm_other", 1),), involvement="in_retreat")
    assert state.situations["s1"].pools["environment:1"].points == 3
    with pytest.raises(DomainError) as refused:
        _buy(state, "environment:1", _adjective(2, 1, "tired", "negative"))
    assert refused.value.code == "involvement_cap_exceeded"
    state = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.SpendSituationPoints(
                situation_id="s1", pool_id="environment:1", purchases=(_cosmetic(),)
            )
        )
        .state
    )
    with pytest.raises(DomainError) as refused:
        _buy(state, "environment:1", _cosmetic())
    assert refused.value.code == "involvement_cap_exceeded"


def test_voyages_ex_10_taking_a_risk_shifts_both_lists_and_locks_the_front_line() -> None:
    state = spec(VOYAGES).at(table()).when(_situation(_tetra("in_retreat"))).state
    outcome = (
        spec(VOYAGES).at(state).when(cmd.TakeRisk(situation_id="s1", character_id="tetra"), PLAYER)
    )
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.InvolvementSet)[0].involvement == "front_line"
    spec(VOYAGES).at(state).when(
        cmd.SetInvolvement(situation_id="s1", character_id="tetra", involvement="in_retreat"),
        PLAYER,
    ).refused("involvement_locked_by_risk")
    state = _scored(6, 6, env_mods=(mod("gm_other", 1),), risk=True, terrain_player=2)
    assert _unit_costs(state, "player:tetra", "positive") == [0, 0, 1, 2, 3]
    assert _unit_costs(state, "environment:1", "negative") == [0, 0, 1, 2, 3]


def _group(mode: str, tetra_die: int, doc_die: int) -> tuple[VoyagesState, list[Event]]:
    played = spec(VOYAGES).at(table()).played(cmd.OpenSituation(
        situation_id="s1", group_mode=mode,  # type: ignore[arg-type]
        participants=(_tetra(), cmd.ParticipantSpec(character_id="doc"))),
        cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(tetra_die,)),
        cmd.RollSituation(situation_id="s1", character_id="doc", dice=(doc_die,)),
        cmd.RollEnvironment(situation_id="s1", dice=(4,)), cmd.ScoreSituation(situation_id="s1"))
    return played.state, played.history


def test_voyages_ex_11_group_average_apportion_and_sum() -> None:
    state, events = _group("average", 6, 1)
    [scored] = of_type(events, ev.SituationScored)
    assert scored.scores == {"tetra": 2, "doc": -3}
    assert scored.subgroups[0].group_score == -1
    assert {p.pool_id: p.points for p in scored.pools if p.kind == "character"} == {
        "player:tetra": -1, "player:doc": -1}
    state2 = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.ApportionGroupResult(
                situation_id="s1", subgroup=0, allocations={"tetra": -2, "doc": 0}
            )
        )
        .state
    )
    assert state2.situations["s1"].pools["player:tetra"].points == -2
    assert state2.situations["s1"].pools["player:doc"].points == 0
    spec(VOYAGES).at(state).when(
        cmd.ApportionGroupResult(situation_id="s1", subgroup=0, allocations={"tetra": -2, "doc": 1})
    ).refused("invalid_apportion")
    _, events = _group("sum", 6, 1)
    [scored] = of_type(events, ev.SituationScored)
    assert [(p.pool_id, p.points) for p in scored.pools if p.kind != "environment"] == [
        ("group:1", -1)]


def test_voyages_ex_12_false_good_opportunity_on_the_mushrooms() -> None:
    state = _scored(2, 4)
    state = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.RegisterThing(
                thing_id="champignons", name="champignons", holder_character_id="tetra"
            )
        )
        .state
    )
    assert state.situations["s1"].pools["player:tetra"].points == -2
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.SpendSituationPoints(
                situation_id="s1",
                pool_id="player:tetra",
                purchases=(
                    _adjective(2, 1, "médicinaux", target=Target(kind="thing", id="champignons")),
                ),
            ),
            PLAYER,
        )
    )
    state, events = outcome.state, outcome.events
    [added] = of_type(events, ev.AdjectiveAdded)
    assert (added.is_false, added.polarity, added.target.id) == (True, "positive", "champignons")
    roll = cmd.RollAction(action_id="a1", character_id="tetra", dice=(4,),
                        modifiers=(mod("adjective", -1, added.adjective_id),))
    [result] = of_type(spec(VOYAGES).at(state).when(roll, PLAYER).events, ev.ActionResultComputed)
    assert result.total == 3
    spec(VOYAGES).at(state).when(
        cmd.RollAction(
            action_id="a1",
            character_id="tetra",
            dice=(4,),
            modifiers=(mod("adjective", 1, added.adjective_id),),
        ),
        PLAYER,
    ).refused("invalid_modifier")


def test_voyages_ex_13_gambling_value_is_the_final_score() -> None:
    state = _scored(2, 4, result_mode="value")
    assert state.situations["s1"].value == -2
    assert state.situations["s1"].pools == {}
