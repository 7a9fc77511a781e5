"""Spending that would pass 3 is refused when declared (spec 0b, T2), with the seed's words."""

from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.conflict import ConflictPurchase
from domain.voyages.state import VoyagesState
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    of_type,
    on,
    wanted,
)
from tests.unit.voyages.test_conflict_spend import scored


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


def test_t2_spending_that_would_pass_3_is_refused_when_declared() -> None:
    """T2, seed: « Un adjectif est associé à une valeur pouvant monter jusqu'à 3 »: the
    merchant's generic tier 1 on Tetra is refused at `DeclareSpending`, so the round never
    stalls in its blocking phase."""
    state = scored(5, 6, state=_branded(wanted()))
    buy_tier = cmd.DeclareSpending(conflict_id="k1", side_id="merchant", purchases=(
        ConflictPurchase(purchase_id="m1", effect="generic", generic_tier=1,
                         target_side_id="tetra_side", score_points=1),))
    spec(VOYAGES).at(state).when(buy_tier).refused("adjective_value_cap")
    state = (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.DeclareSpending(conflict_id="k1", side_id="merchant"),
            cmd.DeclareSpending(conflict_id="k1", side_id="tetra_side"),
            cmd.DeclareBlocks(conflict_id="k1", side_id="merchant"),
        )
        .state
    )
    events = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.DeclareBlocks(conflict_id="k1", side_id="tetra_side"))
        .events
    )
    assert of_type(events, ev.RoundResolved)
