"""Golden scenarios VA-EX-1..24 of the Voyages & Aventures spec (section 8), with the
seed's figures, through the decider (physical dice in a mixed game)."""

from typing import Any

import msgspec
import pytest

from domain.core import GM, Actor, Command, DomainError, Event
from domain.voyages import commands as c
from domain.voyages import events as e
from domain.voyages.conflict_model import Block, ConflictPurchase, SettlementTerm
from domain.voyages.decide_sheet import InvalidSheet
from domain.voyages.decider import VOYAGES
from domain.voyages.model import Modifier, Purchase
from domain.voyages.sheet import OwnTint, Target, TintPoint, Trade
from domain.voyages.state import VoyagesState
from tests.unit.voyages.helpers import (
    BRAWL,
    OTHER_PLAYER,
    PLAYER,
    adjective_event,
    doc,
    finish_round,
    given,
    mod,
    of_type,
    open_conflict,
    registered,
    roll_side,
    rolled_round,
    run,
    side,
    table,
    tetra,
    then_error,
    when,
)


def test_voyages_ex_1_natural_one_fails_with_a_complication() -> None:
    state = table()
    events = when(state, c.RollAction(
        action_id="a1", character_id="doc", dice=(1,),
        modifiers=(mod("adapted_trade", 2, "médecin"), mod("taking_time", 1))))
    [result] = of_type(events, e.ActionResultComputed)
    assert (result.natural_one, result.total, result.tier) == (True, None, "fail_complication")


def _surgery(die: int) -> e.ActionResultComputed:
    events = when(table(), c.RollAction(
        action_id="a1", character_id="doc", dice=(die,),
        modifiers=(mod("delicate_task", -2), mod("adapted_trade", 2, "médecin"))))
    [result] = of_type(events, e.ActionResultComputed)
    return result


def test_voyages_ex_2_surgery_tiers_follow_the_total() -> None:
    assert (_surgery(4).total, _surgery(4).tier) == (4, "yes")
    assert (_surgery(3).total, _surgery(3).tier) == (3, "maybe")
    six = _surgery(6)
    assert (six.total, six.tier, six.margin) == (6, "yes_and", 2)


def test_voyages_ex_3_double_edged_help_subtracts_four() -> None:
    events = when(table(), c.RollAction(
        action_id="a1", character_id="doc", dice=(3,),
        modifiers=(mod("aspect", 1, "médecin/surgery"),),
        helpers=(c.HelperSpec(character_id="tetra", dice=(2,)),)))
    [rolled] = of_type(events, e.ActionRolled)
    [result] = of_type(events, e.ActionResultComputed)
    assert rolled.helpers[0].score == -2
    assert (result.total, result.tier) == (2, "no")


def test_voyages_ex_4_reroll_with_own_tint_curiosity() -> None:
    state, events = run(table(), c.RollAction(action_id="a1", character_id="tetra", dice=(2,)),
                        actor=PLAYER)
    assert of_type(events, e.ActionResultComputed)[0].tier == "no"
    state, events = run(state, c.RerollWithTint(
        resolution_id="a1", roll_id="a1:main", tint_source="own", tint="curiosity", dice=(5,)),
        actor=PLAYER)
    [spent] = of_type(events, e.TintSpentForReroll)
    [result] = of_type(events, e.ActionResultComputed)
    assert spent.remaining == 1
    assert state.characters["tetra"].own_tints[0].current == 1
    assert (result.total, result.tier, result.margin) == (5, "yes_and", 1)


# --- situations -------------------------------------------------------------------------

def _situation(*participants: c.ParticipantSpec, mode: str = "solo", **options: Any
               ) -> c.OpenSituation:
    return c.OpenSituation(situation_id="s1", participants=participants,
                           group_mode=mode, **options)  # type: ignore[arg-type]


def _tetra(involvement: str = "front_line") -> c.ParticipantSpec:
    return c.ParticipantSpec(character_id="tetra", involvement=involvement)  # type: ignore[arg-type]


def _scored(player_die: int, env_die: int, env_mods: tuple[Modifier, ...] = (),
            involvement: str = "front_line", risk: bool = False,
            **options: Any) -> VoyagesState:
    """Tetra alone in situation s1, rolled and scored."""
    commands: list[Command] = [_situation(_tetra(involvement), **options)]
    if risk:
        commands.append(c.TakeRisk(situation_id="s1", character_id="tetra"))
    commands += [c.RollSituation(situation_id="s1", character_id="tetra", dice=(player_die,)),
                 c.RollEnvironment(situation_id="s1", dice=(env_die,), modifiers=env_mods),
                 c.ScoreSituation(situation_id="s1")]
    state, _ = run(table(), *commands)
    return state


def _buy(state: VoyagesState, pool: str, *purchases: Purchase, actor: Actor = GM
         ) -> list[Event]:
    return when(state, c.SpendSituationPoints(situation_id="s1", pool_id=pool,
                                              purchases=purchases), actor)


def _adjective(tier: int, value: int, name: str = "x", polarity: str = "positive",
               character_id: str = "tetra", target: Target | None = None) -> Purchase:
    return Purchase(effect="adjective", character_id=character_id, tier=tier, value=value,
                    name=name, polarity=polarity, target=target)  # type: ignore[arg-type]


def _cosmetic(oriented: bool = True, character_id: str = "tetra") -> Purchase:
    return Purchase(effect="cosmetic_oriented" if oriented else "cosmetic_neutral",
                    character_id=character_id)


def _unit_costs(state: VoyagesState, pool: str, polarity: str) -> list[int]:
    costs = [of_type(_buy(state, pool, _cosmetic(oriented)), e.SituationPointsSpent)[0]
             .purchases[0].unit_cost for oriented in (False, True)]
    costs += [of_type(_buy(state, pool, _adjective(tier, 1, polarity=polarity)),
                      e.SituationPointsSpent)[0].purchases[0].unit_cost for tier in (2, 3, 4)]
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
        [spent] = of_type(_buy(state, "player:tetra", *purchases), e.SituationPointsSpent)
        assert (sum(p.cost for p in spent.purchases), spent.remaining) == (4, 0)
    with pytest.raises(DomainError) as refused:
        _buy(state, "player:tetra", _adjective(4, 1, "a"), _adjective(2, 1, "b"))
    assert refused.value.code == "insufficient_points"


def test_voyages_ex_7_paying_off_a_debt_reduces_endette() -> None:
    state = given(*registered(tetra(), doc()),
                  adjective_event("doc", "adj-1", "endetté", 2, "negative", "until_resolved"))
    state, _ = run(state, c.OpenSituation(
        situation_id="s1", participants=(c.ParticipantSpec(character_id="doc"),),
        terrain_player=2),
        c.RollSituation(situation_id="s1", character_id="doc", dice=(6,)),
        c.RollEnvironment(situation_id="s1", dice=(4,)), c.ScoreSituation(situation_id="s1"))
    state, events = run(state, c.SpendSituationPoints(
        situation_id="s1", pool_id="player:doc", purchases=(Purchase(
            effect="reduce_adjective", character_id="doc", adjective_id="adj-1", amount=1),)),
        actor=OTHER_PLAYER)
    assert of_type(events, e.SituationPointsSpent)[0].purchases[0].cost == 4
    assert [(a.name, a.value) for a in state.characters["doc"].adjectives] == [("endetté", 1)]


def test_voyages_ex_8_solo_situation_with_a_good_approach() -> None:
    state, events = run(table(), _situation(_tetra()), c.RollSituation(
        situation_id="s1", character_id="tetra", dice=(6,),
        modifiers=(mod("good_approach", 1),)),
        c.RollEnvironment(situation_id="s1", dice=(2,)), c.ScoreSituation(situation_id="s1"))
    [scored] = of_type(events, e.SituationScored)
    assert {p.pool_id: p.points for p in scored.pools} == {"player:tetra": 3,
                                                           "environment:1": -2}
    state, events = run(state, c.SpendSituationPoints(
        situation_id="s1", pool_id="player:tetra",
        purchases=(_cosmetic(), _adjective(2, 1, "rested"))), actor=PLAYER)
    assert of_type(events, e.SituationPointsSpent)[0].remaining == 0
    state, events = run(state, c.SpendSituationPoints(
        situation_id="s1", pool_id="environment:1", purchases=(_adjective(2, 1, "lucky"),)))
    [spent] = of_type(events, e.SituationPointsSpent)
    assert (spent.purchases[0].cost, spent.remaining) == (2, 0)
    assert {(a.name, a.polarity, a.is_false) for a in state.characters["tetra"].adjectives} == {
        ("rested", "positive", False), ("lucky", "positive", False)}


def test_voyages_ex_9_in_retreat_caps_the_environment_at_one_point() -> None:
    state = _scored(4, 6, env_mods=(mod("gm_other", 1),), involvement="in_retreat")
    assert state.situations["s1"].pools["environment:1"].points == 3
    with pytest.raises(DomainError) as refused:
        _buy(state, "environment:1", _adjective(2, 1, "tired", "negative"))
    assert refused.value.code == "involvement_cap_exceeded"
    state, _ = run(state, c.SpendSituationPoints(situation_id="s1", pool_id="environment:1",
                                                 purchases=(_cosmetic(),)))
    with pytest.raises(DomainError) as refused:
        _buy(state, "environment:1", _cosmetic())
    assert refused.value.code == "involvement_cap_exceeded"


def test_voyages_ex_10_taking_a_risk_shifts_both_lists_and_locks_the_front_line() -> None:
    state, _ = run(table(), _situation(_tetra("in_retreat")))
    state, events = run(state, c.TakeRisk(situation_id="s1", character_id="tetra"),
                        actor=PLAYER)
    assert of_type(events, e.InvolvementSet)[0].involvement == "front_line"
    then_error(state, c.SetInvolvement(situation_id="s1", character_id="tetra",
                                       involvement="in_retreat"),
               "involvement_locked_by_risk", actor=PLAYER)
    state = _scored(6, 6, env_mods=(mod("gm_other", 1),), risk=True, terrain_player=2)
    assert _unit_costs(state, "player:tetra", "positive") == [0, 0, 1, 2, 3]
    assert _unit_costs(state, "environment:1", "negative") == [0, 0, 1, 2, 3]


def _group(mode: str, tetra_die: int, doc_die: int) -> tuple[VoyagesState, list[Event]]:
    return run(table(), c.OpenSituation(
        situation_id="s1", group_mode=mode,  # type: ignore[arg-type]
        participants=(_tetra(), c.ParticipantSpec(character_id="doc"))),
        c.RollSituation(situation_id="s1", character_id="tetra", dice=(tetra_die,)),
        c.RollSituation(situation_id="s1", character_id="doc", dice=(doc_die,)),
        c.RollEnvironment(situation_id="s1", dice=(4,)), c.ScoreSituation(situation_id="s1"))


def test_voyages_ex_11_group_average_apportion_and_sum() -> None:
    state, events = _group("average", 6, 1)
    [scored] = of_type(events, e.SituationScored)
    assert scored.scores == {"tetra": 2, "doc": -3}
    assert scored.subgroups[0].group_score == -1
    assert {p.pool_id: p.points for p in scored.pools if p.kind == "character"} == {
        "player:tetra": -1, "player:doc": -1}
    state2, _ = run(state, c.ApportionGroupResult(situation_id="s1", subgroup=0,
                                                  allocations={"tetra": -2, "doc": 0}))
    assert state2.situations["s1"].pools["player:tetra"].points == -2
    assert state2.situations["s1"].pools["player:doc"].points == 0
    then_error(state, c.ApportionGroupResult(situation_id="s1", subgroup=0,
                                             allocations={"tetra": -2, "doc": 1}),
               "invalid_apportion")
    _, events = _group("sum", 6, 1)
    [scored] = of_type(events, e.SituationScored)
    assert [(p.pool_id, p.points) for p in scored.pools if p.kind != "environment"] == [
        ("group:1", -1)]


def test_voyages_ex_12_false_good_opportunity_on_the_mushrooms() -> None:
    state = _scored(2, 4)
    state, _ = run(state, c.RegisterThing(thing_id="champignons", name="champignons",
                                          holder_character_id="tetra"))
    assert state.situations["s1"].pools["player:tetra"].points == -2
    state, events = run(state, c.SpendSituationPoints(
        situation_id="s1", pool_id="player:tetra", purchases=(_adjective(
            2, 1, "médicinaux", target=Target(kind="thing", id="champignons")),)),
        actor=PLAYER)
    [added] = of_type(events, e.AdjectiveAdded)
    assert (added.is_false, added.polarity, added.target.id) == (True, "positive", "champignons")
    roll = c.RollAction(action_id="a1", character_id="tetra", dice=(4,),
                        modifiers=(mod("adjective", -1, added.adjective_id),))
    [result] = of_type(when(state, roll, PLAYER), e.ActionResultComputed)
    assert result.total == 3
    then_error(state, c.RollAction(action_id="a1", character_id="tetra", dice=(4,),
                                   modifiers=(mod("adjective", 1, added.adjective_id),)),
               "invalid_modifier", actor=PLAYER)


def test_voyages_ex_13_gambling_value_is_the_final_score() -> None:
    state = _scored(2, 4, result_mode="value")
    assert state.situations["s1"].value == -2
    assert state.situations["s1"].pools == {}


# --- conflicts --------------------------------------------------------------------------

def _market() -> VoyagesState:
    """Tetra and the merchant negotiate: artefact refused, article priced 2, service 1."""
    state, _ = run(table(), open_conflict(),
                   c.ProposeStake(conflict_id="k1", stake_id="artefact", side_id="merchant",
                                  owner_side_id="tetra_side", description="artefact"))
    state, _ = run(state, c.RefuseStake(conflict_id="k1", stake_id="artefact"),
                   c.ProposeStake(conflict_id="k1", stake_id="article",
                                  owner_side_id="merchant", description="article"),
                   actor=PLAYER)
    state, _ = run(state, c.PriceStake(conflict_id="k1", stake_id="article", cost=2))
    state, _ = run(state, c.OfferStake(conflict_id="k1", stake_id="service",
                                       description="a service", cost=1), actor=PLAYER)
    return state


def test_voyages_ex_14_amicable_resolution_at_the_market() -> None:
    state = _market()
    terms = (SettlementTerm(stake_id="article"),
             SettlementTerm(generic_tier=2, payer_side_id="tetra_side"))
    state, events = run(state, c.ProposeSettlement(conflict_id="k1", settlement_id="deal",
                                                   terms=terms), actor=PLAYER)
    totals = of_type(events, e.SettlementProposed)[0].totals
    assert (totals["tetra_side"].gives, totals["tetra_side"].receives) == (2, 2)
    _, events = run(state, c.AcceptSettlement(conflict_id="k1", settlement_id="deal",
                                              side_id="merchant"))
    assert [type(ev).__name__ for ev in events] == [
        "SettlementAccepted", "ConflictSettled", "StakeAcquired", "GenericStakeAcquired",
        "AdjectiveAdded", "ConflictClosed"]
    generic = of_type(events, e.GenericStakeAcquired)[0]
    assert (generic.tier, generic.target_side_id, generic.member) == (2, "tetra_side", "tetra")
    assert of_type(events, e.ConflictClosed)[0].reason == "settled"
    alternative = (SettlementTerm(stake_id="article"),
                   SettlementTerm(stake_id="service", to_side_id="merchant"),
                   SettlementTerm(generic_tier=1, payer_side_id="tetra_side"))
    [proposed] = when(_market(), c.ProposeSettlement(conflict_id="k1", settlement_id="alt",
                                                     terms=alternative), PLAYER)
    assert isinstance(proposed, e.SettlementProposed)
    assert proposed.totals["tetra_side"] == e.SideTotals(gives=2, receives=2)


def _bandits() -> VoyagesState:
    state, _ = run(table(), open_conflict(grid=BRAWL, initiator="bandits", sides=(
        side("tetra_side", "tetra", controllers=("p1",)), side("bandits", "bandits"))),
        c.ProposeStake(conflict_id="k1", stake_id="artefact", side_id="bandits",
                       owner_side_id="tetra_side", description="artefact"))
    state, _ = run(state, c.PriceStake(conflict_id="k1", stake_id="artefact", cost=2),
                   actor=PLAYER)
    return state


def test_voyages_ex_15_bandits_use_bonus_points_against_a_negative_score() -> None:
    state, events = rolled_round(_bandits(), "k1", [
        roll_side("k1", "tetra_side", 2, members=["tetra"]), roll_side("k1", "bandits", 6)],
        approach="slings")
    [scored] = of_type(events, e.RoundScored)
    assert (scored.level, scored.final_scores) == ("medium", {"tetra_side": -2, "bandits": 2})
    assert (scored.bonus_caps["tetra_side"], scored.free_point_side_id) == (2, "bandits")
    _, events = finish_round(state, "k1", {
        "bandits": (ConflictPurchase(purchase_id="p1", effect="stake", stake_id="artefact",
                                     score_points=1, bonus_points=1),
                    ConflictPurchase(purchase_id="p2", effect="keep_approach", score_points=1,
                                     free_points=1)),
        "tetra_side": ()})
    assert of_type(events, e.StakeAcquired)[0].stake_id == "artefact"
    assert of_type(events, e.ApproachKept)[0].side_id == "bandits"
    assert of_type(events, e.RoundResolved)[0].next_approach_holder == "bandits"


def _duel(level: str = "medium", *sides: c.SideSpec) -> VoyagesState:
    state, _ = run(table(), open_conflict(level=level, initiator="A",
                                          sides=sides or (side("A", "A"), side("B", "B"))))
    return state


def test_voyages_ex_16_escalation_counter_fills_to_tense() -> None:
    state, events = rolled_round(_duel(), "k1", [roll_side("k1", "A", 5, bonus=1),
                                                 roll_side("k1", "B", 4)])
    [scored] = of_type(events, e.RoundScored)
    assert (scored.raw_scores["A"], scored.escalation_points_after, scored.level) == (
        2, 4, "medium")
    assert VOYAGES.view(state, GM)["conflicts"]["k1"]["escalation"]["counter"] == 1
    state, _ = finish_round(state, "k1", {"A": (), "B": ()})
    state, events = rolled_round(state, "k1", [roll_side("k1", "A", 3, bonus=2),
                                               roll_side("k1", "B", 2, bonus=2)])
    [scored] = of_type(events, e.RoundScored)
    assert scored.raw_scores == {"A": 1, "B": 0}
    assert scored.escalation_added == {"A": 2, "B": 0}
    assert (scored.escalation_points_after, scored.level) == (6, "tense")
    assert scored.final_scores == {"A": 2, "B": 0}


def test_voyages_ex_17_restrained_halves_and_floors() -> None:
    state = _duel("restrained", side("A", "A", terrain=1), side("B", "B"), side("C", "C"),
                  side("D", "D"))
    _, events = rolled_round(state, "k1", [roll_side("k1", "A", 6), roll_side("k1", "B", 1),
                                           roll_side("k1", "C", 3), roll_side("k1", "D", 5)])
    [scored] = of_type(events, e.RoundScored)
    assert scored.raw_scores == {"A": 3, "B": -3, "C": -1, "D": 1}
    assert scored.final_scores == {"A": 1, "B": -2, "C": -1, "D": 0}


def test_voyages_ex_18_disarming_removes_escalation_points() -> None:
    state, _ = rolled_round(_duel("tense"), "k1", [roll_side("k1", "A", 5),
                                                   roll_side("k1", "B", 4)])
    state, events = finish_round(state, "k1", {"A": (ConflictPurchase(
        purchase_id="p1", effect="de_escalate", magnitude=1, score_points=1),), "B": ()})
    [changed] = of_type(events, e.EscalationChanged)
    assert (changed.points_before, changed.points_after, changed.level) == (6, 5, "medium")
    assert VOYAGES.view(state, GM)["conflicts"]["k1"]["escalation"]["counter"] == 2


def test_voyages_ex_19_the_free_point_spends_even_on_a_negative_score() -> None:
    state, events = rolled_round(_duel(), "k1", [roll_side("k1", "A", 3),
                                                 roll_side("k1", "B", 4)])
    assert of_type(events, e.RoundScored)[0].final_scores["A"] == -1
    then_error(state, c.DeclareSpending(conflict_id="k1", side_id="A", purchases=(
        ConflictPurchase(purchase_id="p1", effect="terrain", magnitude=1, score_points=1),)),
        "insufficient_points")
    state, events = finish_round(state, "k1", {"A": (ConflictPurchase(
        purchase_id="p1", effect="terrain", magnitude=1, free_points=1),), "B": ()})
    assert of_type(events, e.TerrainChanged)[0].terrain == 1
    assert state.conflicts["k1"].sides[0].terrain == 1


def test_voyages_ex_20_a_block_makes_a_fixed_price_purchase_fail() -> None:
    state, _ = run(_duel(), c.ProposeStake(conflict_id="k1", stake_id="s", side_id="A",
                                           owner_side_id="B", description="horse"),
                   c.PriceStake(conflict_id="k1", stake_id="s", cost=2))
    state, _ = rolled_round(state, "k1", [roll_side("k1", "A", 6), roll_side("k1", "B", 5)])
    state, events = finish_round(
        state, "k1", {"A": (ConflictPurchase(purchase_id="p1", effect="stake", stake_id="s",
                                             score_points=2),), "B": ()},
        {"B": (Block(purchase_id="p1", score_points=1),)})
    assert of_type(events, e.RoundResolved)[0].results == (
        e.PurchaseResult(purchase_id="p1", paid=1, blocked=1, succeeded=False),)
    assert not of_type(events, e.StakeAcquired)
    assert state.conflicts["k1"].stakes["s"].status == "priced"


def test_voyages_ex_21_a_flaw_returns_all_her_possessions() -> None:
    state, _ = run(table(), open_conflict(initiator="merchant"),
                   c.ProposeStake(conflict_id="k1", stake_id="possessions", side_id="merchant",
                                  owner_side_id="tetra_side",
                                  description="all her possessions (toutes ses possessions)"))
    state, _ = run(state, c.PriceStake(conflict_id="k1", stake_id="possessions", cost=2),
                   actor=PLAYER)
    state, _ = rolled_round(state, "k1", [roll_side("k1", "tetra_side", 3, members=["tetra"]),
                                          roll_side("k1", "merchant", 6, members=["marchand"])])
    state, events = finish_round(state, "k1", {"merchant": (ConflictPurchase(
        purchase_id="p1", effect="stake", stake_id="possessions", score_points=1,
        bonus_points=1),), "tetra_side": ()})
    assert of_type(events, e.StakeAcquired)[0].effect_id == "e1"
    state, events = run(state, c.InvokeFlaw(
        effect_id="e1", character_id="tetra", flaw="maladroite",
        replacement_description="she knocks a pot of pigment onto a local notable; "
                                "his guards seize her"))
    assert [type(ev).__name__ for ev in events] == ["FlawInvoked", "StakeReturned"]
    assert state.conflicts["k1"].stakes["possessions"].status == "priced"


# --- sheets and rest --------------------------------------------------------------------

def test_voyages_ex_22_sheet_rules_t2_t3_t4_t5() -> None:
    def register(trade: Trade) -> c.RegisterCharacter:
        return c.RegisterCharacter(name="Zoé", trades=(trade,))

    ordinary = Trade(trade_id="t", name="t", aspects=("a",),
                     tint_points=(TintPoint(tint="x", kind="free"),))
    magical = Trade(trade_id="t", name="t", magical=True, aspects=("a",),
                    tint_points=(TintPoint(tint="x", kind="personal"),))
    short = Trade(trade_id="t", name="t", aspects=("a", "b"),
                  tint_points=(TintPoint(tint="x", kind="personal"),))
    for trade, rule in ((ordinary, "T3"), (magical, "T4"), (short, "T2")):
        error = then_error(table(), register(trade), "invalid_sheet", actor=PLAYER)
        assert isinstance(error, InvalidSheet)
        assert error.rules == [rule]
    state, _ = run(table(), c.AddInventoryTint(character_id="tetra", tint="sel", points=4,
                                               tattooed=True))
    then_error(state, c.AddInventoryTint(character_id="tetra", tint="vent", points=3,
                                         tattooed=True), "tattoo_limit_exceeded")


def test_voyages_ex_23_a_night_of_rest_regenerates_one_point() -> None:
    tired = msgspec.structs.replace(tetra(), own_tints=(
        OwnTint(tint="curiosity", base_score=2, current=0),))
    state = given(*registered(tired))
    night = c.RestNight(character_ids=("tetra",))
    state, _ = run(state, night)
    assert state.characters["tetra"].own_tints[0].current == 1
    state, _ = run(state, night)
    assert state.characters["tetra"].own_tints[0].current == 2
    assert when(state, night) == []
    state = given(*registered(tired))
    assert when(state, c.RestNight(character_ids=("tetra",),
                                   neglected={"tetra": ("curiosity",)})) == []


def test_voyages_ex_24_contested_approach_rerolls_ties() -> None:
    state, _ = run(_duel(), c.StartRound(conflict_id="k1"))
    state, events = run(state, c.ContestApproach(conflict_id="k1", side_ids=("A", "B"),
                                                 dice=(4, 4, 2, 5)))
    [contest] = of_type(events, e.ApproachContested)
    assert [{s: d.values for s, d in p.items()} for p in contest.rounds_of_dice] == [
        {"A": (4,), "B": (4,)}, {"A": (2,), "B": (5,)}]
    assert contest.winner_side_id == "B"
    state, _ = run(state, c.ChooseApproach(conflict_id="k1", description="feint"),
                   roll_side("k1", "A", 4), roll_side("k1", "B", 4),
                   c.ScoreRound(conflict_id="k1"))
    state, events = finish_round(state, "k1", {"B": (), "A": ()})
    assert of_type(events, e.RoundResolved)[0].next_approach_holder == "A"
    _, events = run(state, c.StartRound(conflict_id="k1"))
    assert of_type(events, e.RoundStarted)[0].approach_holder == "A"
