"""Golden scenarios VA-EX-14..21 of the Voyages & Aventures spec (section 8): conflicts,
with the seed's figures, through the decider (physical dice in a mixed game)."""

from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.conflict import Block, ConflictPurchase, SettlementTerm
from domain.voyages.state import VoyagesState
from tests.golden.voyages_helpers import _duel
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    BRAWL,
    PLAYER,
    finish_round,
    json_view,
    of_type,
    open_conflict,
    roll_side,
    rolled_round,
    side,
    table,
)

# --- conflicts --------------------------------------------------------------------------

def _market() -> VoyagesState:
    """Tetra and the merchant negotiate: artefact refused, article priced 2, service 1."""
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            open_conflict(),
            cmd.ProposeStake(
                conflict_id="k1",
                stake_id="artefact",
                side_id="merchant",
                owner_side_id="tetra_side",
                description="artefact",
            ),
        )
        .state
    )
    state = (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.RefuseStake(conflict_id="k1", stake_id="artefact"),
            cmd.ProposeStake(
                conflict_id="k1",
                stake_id="article",
                owner_side_id="merchant",
                description="article",
            ),
            actor=PLAYER,
        )
        .state
    )
    state = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.PriceStake(conflict_id="k1", stake_id="article", cost=2))
        .state
    )
    return (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.OfferStake(conflict_id="k1", stake_id="service", description="a service", cost=1),
            PLAYER,
        )
        .state
    )


def test_voyages_ex_14_amicable_resolution_at_the_market() -> None:
    state = _market()
    terms = (SettlementTerm(stake_id="article"),
             SettlementTerm(generic_tier=2, payer_side_id="tetra_side"))
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.ProposeSettlement(conflict_id="k1", settlement_id="deal", terms=terms), PLAYER)
    )
    state, events = outcome.state, outcome.events
    totals = of_type(events, ev.SettlementProposed)[0].totals
    assert (totals["tetra_side"].gives, totals["tetra_side"].receives) == (2, 2)
    events = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.AcceptSettlement(conflict_id="k1", settlement_id="deal", side_id="merchant"))
        .events
    )
    assert [type(event).__name__ for event in events] == [
        "SettlementAccepted", "ConflictSettled", "StakeAcquired", "GenericStakeAcquired",
        "AdjectiveAdded", "ConflictClosed"]
    generic = of_type(events, ev.GenericStakeAcquired)[0]
    assert (generic.tier, generic.target_side_id, generic.member) == (2, "tetra_side", "tetra")
    assert of_type(events, ev.ConflictClosed)[0].reason == "settled"
    alternative = (SettlementTerm(stake_id="article"),
                   SettlementTerm(stake_id="service", to_side_id="merchant"),
                   SettlementTerm(generic_tier=1, payer_side_id="tetra_side"))
    [proposed] = (
        spec(VOYAGES)
        .at(_market())
        .when(
            cmd.ProposeSettlement(conflict_id="k1", settlement_id="alt", terms=alternative), PLAYER
        )
        .events
    )
    assert isinstance(proposed, ev.SettlementProposed)
    assert proposed.totals["tetra_side"] == ev.SideTotals(gives=2, receives=2)


def _bandits() -> VoyagesState:
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            open_conflict(
                grid=BRAWL,
                initiator="bandits",
                sides=(
                    side("tetra_side", "tetra", controllers=("p1",)),
                    side("bandits", "bandits"),
                ),
            ),
            cmd.ProposeStake(
                conflict_id="k1",
                stake_id="artefact",
                side_id="bandits",
                owner_side_id="tetra_side",
                description="artefact",
            ),
        )
        .state
    )
    return (
        spec(VOYAGES)
        .at(state)
        .when(cmd.PriceStake(conflict_id="k1", stake_id="artefact", cost=2), PLAYER)
        .state
    )


def test_voyages_ex_15_bandits_use_bonus_points_against_a_negative_score() -> None:
    state, events = rolled_round(_bandits(), "k1", [
        roll_side("k1", "tetra_side", 2, members=["tetra"]), roll_side("k1", "bandits", 6)],
        approach="slings")
    [scored] = of_type(events, ev.RoundScored)
    assert (scored.level, scored.final_scores) == ("medium", {"tetra_side": -2, "bandits": 2})
    assert (scored.bonus_caps["tetra_side"], scored.free_point_side_id) == (2, "bandits")
    _, events = finish_round(state, "k1", {
        "bandits": (ConflictPurchase(purchase_id="p1", effect="stake", stake_id="artefact",
                                     score_points=1, bonus_points=1),
                    ConflictPurchase(purchase_id="p2", effect="keep_approach", score_points=1,
                                     free_points=1)),
        "tetra_side": ()})
    assert of_type(events, ev.StakeAcquired)[0].stake_id == "artefact"
    assert of_type(events, ev.ApproachKept)[0].side_id == "bandits"
    assert of_type(events, ev.RoundResolved)[0].next_approach_holder == "bandits"


def test_voyages_ex_16_escalation_counter_fills_to_tense() -> None:
    state, events = rolled_round(_duel(), "k1", [roll_side("k1", "A", 5, bonus=1),
                                                 roll_side("k1", "B", 4)])
    [scored] = of_type(events, ev.RoundScored)
    assert (scored.raw_scores["A"], scored.escalation_points_after, scored.level) == (
        2, 4, "medium")
    assert json_view(state)["conflicts"]["k1"]["escalation"]["counter"] == 1
    state, _ = finish_round(state, "k1", {"A": (), "B": ()})
    state, events = rolled_round(state, "k1", [roll_side("k1", "A", 3, bonus=2),
                                               roll_side("k1", "B", 2, bonus=2)])
    [scored] = of_type(events, ev.RoundScored)
    assert scored.raw_scores == {"A": 1, "B": 0}
    assert scored.escalation_added == {"A": 2, "B": 0}
    assert (scored.escalation_points_after, scored.level) == (6, "tense")
    assert scored.final_scores == {"A": 2, "B": 0}


def test_voyages_ex_17_restrained_halves_and_floors() -> None:
    state = _duel("restrained", side("A", "A", terrain=1), side("B", "B"), side("C", "C"),
                  side("D", "D"))
    _, events = rolled_round(state, "k1", [roll_side("k1", "A", 6), roll_side("k1", "B", 1),
                                           roll_side("k1", "C", 3), roll_side("k1", "D", 5)])
    [scored] = of_type(events, ev.RoundScored)
    assert scored.raw_scores == {"A": 3, "B": -3, "C": -1, "D": 1}
    assert scored.final_scores == {"A": 1, "B": -2, "C": -1, "D": 0}


def test_voyages_ex_18_disarming_removes_escalation_points() -> None:
    state, _ = rolled_round(_duel("tense"), "k1", [roll_side("k1", "A", 5),
                                                   roll_side("k1", "B", 4)])
    state, events = finish_round(state, "k1", {"A": (ConflictPurchase(
        purchase_id="p1", effect="de_escalate", magnitude=1, score_points=1),), "B": ()})
    [changed] = of_type(events, ev.EscalationChanged)
    assert (changed.points_before, changed.points_after, changed.level) == (6, 5, "medium")
    assert json_view(state)["conflicts"]["k1"]["escalation"]["counter"] == 2


def test_voyages_ex_19_the_free_point_spends_even_on_a_negative_score() -> None:
    state, events = rolled_round(_duel(), "k1", [roll_side("k1", "A", 3),
                                                 roll_side("k1", "B", 4)])
    assert of_type(events, ev.RoundScored)[0].final_scores["A"] == -1
    spec(VOYAGES).at(state).when(
        cmd.DeclareSpending(
            conflict_id="k1",
            side_id="A",
            purchases=(
                ConflictPurchase(purchase_id="p1", effect="terrain", magnitude=1, score_points=1),
            ),
        )
    ).refused("insufficient_points")
    state, events = finish_round(state, "k1", {"A": (ConflictPurchase(
        purchase_id="p1", effect="terrain", magnitude=1, free_points=1),), "B": ()})
    assert of_type(events, ev.TerrainChanged)[0].terrain == 1
    assert state.conflicts["k1"].sides[0].terrain == 1


def test_voyages_ex_20_a_block_makes_a_fixed_price_purchase_fail() -> None:
    state = (
        spec(VOYAGES)
        .at(_duel())
        .played(
            cmd.ProposeStake(
                conflict_id="k1", stake_id="s", side_id="A", owner_side_id="B", description="horse"
            ),
            cmd.PriceStake(conflict_id="k1", stake_id="s", cost=2),
        )
        .state
    )
    state, _ = rolled_round(state, "k1", [roll_side("k1", "A", 6), roll_side("k1", "B", 5)])
    state, events = finish_round(
        state, "k1", {"A": (ConflictPurchase(purchase_id="p1", effect="stake", stake_id="s",
                                             score_points=2),), "B": ()},
        {"B": (Block(purchase_id="p1", score_points=1),)})
    assert of_type(events, ev.RoundResolved)[0].results == (
        ev.PurchaseResult(purchase_id="p1", paid=1, blocked=1, succeeded=False),)
    assert not of_type(events, ev.StakeAcquired)
    assert state.conflicts["k1"].stakes["s"].status == "priced"


def test_voyages_ex_21_a_flaw_returns_all_her_possessions() -> None:
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            open_conflict(initiator="merchant"),
            cmd.ProposeStake(
                conflict_id="k1",
                stake_id="possessions",
                side_id="merchant",
                owner_side_id="tetra_side",
                description="all her possessions (toutes ses possessions)",
            ),
        )
        .state
    )
    state = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.PriceStake(conflict_id="k1", stake_id="possessions", cost=2), PLAYER)
        .state
    )
    state, _ = rolled_round(state, "k1", [roll_side("k1", "tetra_side", 3, members=["tetra"]),
                                          roll_side("k1", "merchant", 6, members=["marchand"])])
    state, events = finish_round(state, "k1", {"merchant": (ConflictPurchase(
        purchase_id="p1", effect="stake", stake_id="possessions", score_points=1,
        bonus_points=1),), "tetra_side": ()})
    assert of_type(events, ev.StakeAcquired)[0].effect_id == "e1"
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.InvokeFlaw(
                effect_id="e1",
                character_id="tetra",
                flaw="maladroite",
                replacement_description="she knocks a pot of pigment onto a local notable; "
                "his guards seize her",
            )
        )
    )
    state, events = outcome.state, outcome.events
    assert [type(event).__name__ for event in events] == ["FlawInvoked", "StakeReturned"]
    assert state.conflicts["k1"].stakes["possessions"].status == "priced"


def test_voyages_ex_21_after_accepting_the_trade_her_player_invokes_her_flaw() -> None:
    """VA-EX-21 as the seed tells it (R1): "Elle a accepté d'échanger toutes ses
    possessions pour une pseudo pierre philosophale. Pour éviter cette conséquence, la
    joueuse de Tetra invoque son travers : la maladresse." The settlement closed the
    conflict; the player, not the gm, invokes the flaw, and the stake comes back."""
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            open_conflict(initiator="merchant"),
            cmd.ProposeStake(
                conflict_id="k1",
                stake_id="possessions",
                side_id="merchant",
                owner_side_id="tetra_side",
                description="all her possessions (toutes ses possessions)",
            ),
        )
        .state
    )
    state = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.PriceStake(conflict_id="k1", stake_id="possessions", cost=3), PLAYER)
        .state
    )
    state = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.ProposeSettlement(
                conflict_id="k1",
                settlement_id="trade",
                side_id="merchant",
                terms=(SettlementTerm(stake_id="possessions"),),
            )
        )
        .state
    )
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.AcceptSettlement(conflict_id="k1", settlement_id="trade"), PLAYER)
    )
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.ConflictClosed)[0].reason == "settled"
    [given_up] = of_type(events, ev.StakeAcquired)
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.InvokeFlaw(
                effect_id=given_up.effect_id,
                character_id="tetra",
                flaw="maladroite",
                replacement_description="she knocks a pot of pigment onto a local notable; "
                "his guards seize her",
            ),
            PLAYER,
        )
    )
    state, events = outcome.state, outcome.events
    assert [type(event).__name__ for event in events] == ["FlawInvoked", "StakeReturned"]
    assert state.conflicts["k1"].stakes["possessions"].status == "priced"
    assert state.conflicts["k1"].status == "closed"
