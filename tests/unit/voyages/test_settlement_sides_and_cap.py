"""A settlement when a side leaves (spec 0b, T1) and the cap of 3 on what it buys (T2), with
the seed's words."""

from domain.core import GM
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.conflict import SettlementTerm
from domain.voyages.state import VoyagesState
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    NEGOTIATION,
    OTHER_PLAYER,
    PLAYER,
    of_type,
    on,
    open_conflict,
    side,
    table,
)


def _negotiation() -> VoyagesState:
    """Tetra (p1), Doc (p2) and the merchant (the gm) negotiate."""
    return (
        spec(VOYAGES)
        .at(table())
        .when(
            open_conflict(
                "n1",
                grid=NEGOTIATION,
                sides=(
                    side("tetra_side", "tetra", controllers=("p1",)),
                    side("doc_side", "doc", controllers=("p2",)),
                    side("merchant", "marchand"),
                ),
                initiator="tetra_side",
            )
        )
        .state
    )


def _proposed(payer: str) -> VoyagesState:
    """The merchant proposes that ``payer`` pays the first generic tier."""
    return (
        spec(VOYAGES)
        .at(_negotiation())
        .when(
            cmd.ProposeSettlement(
                conflict_id="n1",
                settlement_id="pact",
                side_id="merchant",
                terms=(SettlementTerm(generic_tier=1, payer_side_id=payer),),
            )
        )
        .state
    )


def _branded(state: VoyagesState) -> VoyagesState:
    """Tetra already bears « mauvais client » at 3, the first tier's adjective."""
    return (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.AddAdjective(
                target=on("tetra"),
                name="mauvais client",
                value=3,
                polarity="negative",
                duration="adventure",
            )
        )
        .state
    )


def test_t1_a_settlement_every_remaining_side_accepted_holds_when_a_side_leaves() -> None:
    """T1, seed: « Si les différents camps trouvent un arrangement qui leur convient avec
    les coûts fixés, ils peuvent s'entendre et éviter le conflit. » The merchant proposes,
    Tetra accepts, Doc leaves: the two who remain agreed, so it is settled (it stayed
    pending for ever before: `already_answered` for everyone, `settlement_pending`)."""
    state = (
        spec(VOYAGES)
        .at(_proposed("tetra_side"))
        .when(
            cmd.AcceptSettlement(conflict_id="n1", settlement_id="pact", side_id="tetra_side"),
            PLAYER,
        )
        .state
    )
    events = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.LeaveConflict(conflict_id="n1", side_id="doc_side"), OTHER_PLAYER)
        .events
    )
    assert [type(event) for event in events][:2] == [ev.SideLeftConflict, ev.ConflictSettled]
    assert of_type(events, ev.GenericStakeAcquired)[0].target_side_id == "tetra_side"
    assert of_type(events, ev.ConflictClosed)[0].reason == "settled"


def test_t1_a_settlement_involving_the_side_that_left_is_rejected() -> None:
    """T1, seed: « ils peuvent s'entendre »: an arrangement with a side that is gone no
    longer holds. Doc was to pay and leaves: the settlement is rejected and a round can
    start."""
    state = _proposed("doc_side")
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.LeaveConflict(conflict_id="n1", side_id="doc_side"), OTHER_PLAYER)
    )
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.SettlementRejected)[0].side_id == "doc_side"
    assert state.conflicts["n1"].settlements["pact"].status == "rejected"
    assert of_type(
        spec(VOYAGES).at(state).when(cmd.StartRound(conflict_id="n1")).events, ev.RoundStarted
    )


def test_t1_the_proposer_withdraws_its_pending_settlement() -> None:
    """T1, seed: « Libre à elle de céder tout de suite et résoudre "à l'amiable" ou de
    tenter le conflit »: the proposer may take its offer back (`WithdrawSettlement`);
    another side may not (`not_proposer`), nor once it is no longer pending."""
    state = _proposed("tetra_side")
    withdraw = cmd.WithdrawSettlement(conflict_id="n1", settlement_id="pact",
                                    side_id="tetra_side")
    spec(VOYAGES).at(state).when(withdraw, PLAYER).refused("not_proposer")
    outcome = (
        spec(VOYAGES).at(state).when(cmd.WithdrawSettlement(conflict_id="n1", settlement_id="pact"))
    )
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.SettlementWithdrawn)[0].side_id == "merchant"
    assert state.conflicts["n1"].settlements["pact"].status == "withdrawn"
    spec(VOYAGES).at(state).when(
        cmd.WithdrawSettlement(conflict_id="n1", settlement_id="pact"), GM
    ).refused("settlement_not_pending")
    assert of_type(
        spec(VOYAGES).at(state).when(cmd.StartRound(conflict_id="n1")).events, ev.RoundStarted
    )


def test_t2_a_settlement_that_would_pass_3_is_refused_when_proposed() -> None:
    """T2, seed: « Un adjectif est associé à une valeur pouvant monter jusqu'à 3 »: the
    cap is checked when the settlement is proposed (`adjective_value_cap`), not when it
    is settled."""
    state = _branded(_negotiation())
    spec(VOYAGES).at(state).when(
        cmd.ProposeSettlement(
            conflict_id="n1",
            settlement_id="pact",
            side_id="merchant",
            terms=(SettlementTerm(generic_tier=1, payer_side_id="tetra_side"),),
        )
    ).refused("adjective_value_cap")
    spec(VOYAGES).at(state).when(
        cmd.ProposeSettlement(
            conflict_id="n1",
            settlement_id="pact",
            side_id="merchant",
            terms=(SettlementTerm(generic_tier=3, payer_side_id="tetra_side"),),
        )
    ).accepted()
