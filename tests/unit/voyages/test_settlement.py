"""Settlements (amicable resolution): given / when / then for each command and error."""


from domain.voyages import commands as c
from domain.voyages.rules.conflict import SettlementTerm
from tests.unit.voyages.helpers import (
    PLAYER,
    conflict,
    run,
    then_error,
    wanted,
)


def test_settlements_need_priced_stakes_and_pending_status() -> None:
    then_error(wanted(cost=None), c.ProposeSettlement(
        conflict_id="k1", settlement_id="d", terms=(SettlementTerm(stake_id="article"),)),
        "stake_not_purchasable", actor=PLAYER)
    state, _ = run(wanted(), c.ProposeSettlement(
        conflict_id="k1", settlement_id="d", terms=(SettlementTerm(stake_id="article"),)),
        actor=PLAYER)
    then_error(state, c.AcceptSettlement(conflict_id="k1", settlement_id="d"),
               "already_answered", actor=PLAYER)
    then_error(state, c.StartRound(conflict_id="k1"), "settlement_pending")
    state, _ = run(state, c.RejectSettlement(conflict_id="k1", settlement_id="d",
                                             side_id="merchant"))
    then_error(state, c.AcceptSettlement(conflict_id="k1", settlement_id="d",
                                         side_id="merchant"), "settlement_not_pending")
    offered, _ = run(conflict(), c.OfferStake(conflict_id="k1", stake_id="s",
                                              description="x", cost=1), actor=PLAYER)
    then_error(offered, c.ProposeSettlement(conflict_id="k1", settlement_id="d", terms=(
        SettlementTerm(stake_id="s"),)), "invalid_payload", actor=PLAYER)
