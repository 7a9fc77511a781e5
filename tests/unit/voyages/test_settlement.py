"""Settlements (amicable resolution): given / when / then for each command and error."""


from domain.voyages import commands as cmd
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.conflict import SettlementTerm
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    PLAYER,
    conflict,
    wanted,
)


def test_settlements_need_priced_stakes_and_pending_status() -> None:
    spec(VOYAGES).at(wanted(cost=None)).when(
        cmd.ProposeSettlement(
            conflict_id="k1", settlement_id="d", terms=(SettlementTerm(stake_id="article"),)
        ),
        PLAYER,
    ).refused("stake_not_purchasable")
    state = (
        spec(VOYAGES)
        .at(wanted())
        .when(
            cmd.ProposeSettlement(
                conflict_id="k1", settlement_id="d", terms=(SettlementTerm(stake_id="article"),)
            ),
            PLAYER,
        )
        .state
    )
    spec(VOYAGES).at(state).when(
        cmd.AcceptSettlement(conflict_id="k1", settlement_id="d"), PLAYER
    ).refused("already_answered")
    spec(VOYAGES).at(state).when(cmd.StartRound(conflict_id="k1")).refused("settlement_pending")
    state = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.RejectSettlement(conflict_id="k1", settlement_id="d", side_id="merchant"))
        .state
    )
    spec(VOYAGES).at(state).when(cmd.AcceptSettlement(conflict_id="k1", settlement_id="d",
                                         side_id="merchant")).refused("settlement_not_pending")
    offered = (
        spec(VOYAGES)
        .at(conflict())
        .when(cmd.OfferStake(conflict_id="k1", stake_id="s", description="x", cost=1), PLAYER)
        .state
    )
    spec(VOYAGES).at(offered).when(
        cmd.ProposeSettlement(
            conflict_id="k1", settlement_id="d", terms=(SettlementTerm(stake_id="s"),)
        ),
        PLAYER,
    ).refused("invalid_payload")
