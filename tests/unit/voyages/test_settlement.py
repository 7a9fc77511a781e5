"""Settlements (amicable resolution): given / when / then for each command and error."""


from domain.voyages import commands as cmd
from domain.voyages.rules.conflict import SettlementTerm
from tests.unit.voyages.helpers import (
    PLAYER,
    conflict,
    run,
    then_error,
    wanted,
)


def test_settlements_need_priced_stakes_and_pending_status() -> None:
    then_error(wanted(cost=None), cmd.ProposeSettlement(
        conflict_id="k1", settlement_id="d", terms=(SettlementTerm(stake_id="article"),)),
        "stake_not_purchasable", actor=PLAYER)
    state, _ = run(wanted(), cmd.ProposeSettlement(
        conflict_id="k1", settlement_id="d", terms=(SettlementTerm(stake_id="article"),)),
        actor=PLAYER)
    then_error(state, cmd.AcceptSettlement(conflict_id="k1", settlement_id="d"),
               "already_answered", actor=PLAYER)
    then_error(state, cmd.StartRound(conflict_id="k1"), "settlement_pending")
    state, _ = run(state, cmd.RejectSettlement(conflict_id="k1", settlement_id="d",
                                             side_id="merchant"))
    then_error(state, cmd.AcceptSettlement(conflict_id="k1", settlement_id="d",
                                         side_id="merchant"), "settlement_not_pending")
    offered, _ = run(conflict(), cmd.OfferStake(conflict_id="k1", stake_id="s",
                                              description="x", cost=1), actor=PLAYER)
    then_error(offered, cmd.ProposeSettlement(conflict_id="k1", settlement_id="d", terms=(
        SettlementTerm(stake_id="s"),)), "invalid_payload", actor=PLAYER)
