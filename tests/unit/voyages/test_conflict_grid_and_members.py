"""Third pass of the spec (section 0b), its conflict items T4, T5, T11 and T15, each with
the seed's words."""

from domain.core import GM
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.conflict import (
    ConflictPurchase,
    GridAdjective,
    GridEntry,
    GridOption,
    SettlementTerm,
)
from domain.voyages.state import VoyagesState
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    BRAWL,
    MARKET,
    NEGOTIATION,
    OTHER_PLAYER,
    PLAYER,
    of_type,
    open_conflict,
    roll_side,
    rolled_round,
    side,
    table,
    wanted,
)


def _market() -> VoyagesState:
    """Tetra wants the merchant's article, priced 2, on the seed's negotiation grid."""
    state = spec(VOYAGES).at(table()).when(open_conflict(grid=MARKET)).state
    state = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.ProposeStake(
                conflict_id="k1",
                stake_id="article",
                owner_side_id="merchant",
                description="l'article",
            ),
            PLAYER,
        )
        .state
    )
    return (
        spec(VOYAGES)
        .at(state)
        .when(cmd.PriceStake(conflict_id="k1", stake_id="article", cost=2))
        .state
    )


def _tetra_pays(tier: int, choice: int | None) -> cmd.ProposeSettlement:
    return cmd.ProposeSettlement(conflict_id="k1", settlement_id="deal", terms=(
        SettlementTerm(stake_id="article"),
        SettlementTerm(generic_tier=tier, payer_side_id="tetra_side", choice=choice)))


def test_t4_the_payer_picks_one_alternative_of_a_grid_entry_in_a_settlement() -> None:
    """T4, seed: « Adjectif "arnaqueur" ou 20 pièces » and « Elle peut donc obtenir
    l'article contre 20 pièces ou contre 10 pièces et son service, si le marchand
    l'accepte. Elle peut aussi proposer d'être vue comme "arnaqueuse" et ne rien payer ».
    Tetra, who pays, names the alternative (`choice`): the coins leave no adjective, the
    other choice brands her; none, or one the entry does not list, is refused."""
    state = _market()
    spec(VOYAGES).at(state).when(_tetra_pays(2, None), PLAYER).refused("choice_required")
    spec(VOYAGES).at(state).when(_tetra_pays(2, 2), PLAYER).refused("invalid_choice")
    spec(VOYAGES).at(state).when(_tetra_pays(3, 0), PLAYER).refused("invalid_choice")
    coins = spec(VOYAGES).at(state).when(_tetra_pays(2, 1), PLAYER).state
    accept = cmd.AcceptSettlement(conflict_id="k1", settlement_id="deal", side_id="merchant")
    events = spec(VOYAGES).at(coins).when(accept).events
    paid = of_type(events, ev.GenericStakeAcquired)[0]
    assert (paid.description, paid.choice, paid.target_side_id) == ("20 pièces", 1, "tetra_side")
    assert not of_type(events, ev.AdjectiveAdded)
    branded = spec(VOYAGES).at(state).when(_tetra_pays(2, 0), PLAYER).state
    outcome = spec(VOYAGES).at(branded).when(accept)
    branded, events = outcome.state, outcome.events
    assert of_type(events, ev.GenericStakeAcquired)[0].description == "arnaqueur"
    assert [a.name for a in branded.characters["tetra"].adjectives] == ["arnaqueur"]


def test_t4_a_purchase_names_the_alternative_and_a_grid_lists_two_or_more() -> None:
    """T4, seed: « 1. Adjectif "mauvais client" ou 10 pièces »: bought in a round, the tier
    names its alternative too (`choice_required` without); an entry of one alternative,
    or alternatives beside an adjective of its own, is not a grid (`invalid_payload`)."""
    state, _ = rolled_round(_market(), "k1", [
        roll_side("k1", "tetra_side", 2, members=["tetra"]),
        roll_side("k1", "merchant", 6, members=["marchand"])])
    tier = ConflictPurchase(purchase_id="m1", effect="generic", generic_tier=1,
                            target_side_id="tetra_side", score_points=1)
    spec(VOYAGES).at(state).when(cmd.DeclareSpending(conflict_id="k1", side_id="merchant",
                                        purchases=(tier,))).refused("choice_required")
    chosen = ConflictPurchase(purchase_id="m1", effect="generic", generic_tier=1, choice=0,
                              target_side_id="tetra_side", score_points=1)
    state = (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.DeclareSpending(conflict_id="k1", side_id="merchant", purchases=(chosen,)),
            cmd.DeclareSpending(conflict_id="k1", side_id="tetra_side"),
            cmd.DeclareBlocks(conflict_id="k1", side_id="tetra_side"),
        )
        .state
    )
    outcome = spec(VOYAGES).at(state).when(cmd.DeclareBlocks(conflict_id="k1", side_id="merchant"))
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.GenericStakeAcquired)[0].description == "mauvais client"
    assert [a.name for a in state.characters["tetra"].adjectives] == ["mauvais client"]
    lone = GridEntry(description="x", alternatives=(GridOption(description="x"),))
    doubled = GridEntry(description="x", adjective=GridAdjective(name="x"),
                        alternatives=MARKET[0].alternatives)
    for entry in (lone, doubled):
        spec(VOYAGES).at(table()).when(open_conflict(grid=(entry, *MARKET[1:]))).refused(
            "invalid_payload"
        )


def _party(grid: tuple[GridEntry, ...] = NEGOTIATION) -> VoyagesState:
    """Tetra and Doc side by side (each seat plays its own) against the merchant."""
    return (
        spec(VOYAGES)
        .at(table())
        .when(
            open_conflict(
                grid=grid,
                initiator="pcs",
                sides=(
                    side("pcs", "tetra", "doc", controllers=("p1", "p2"), mode="sum"),
                    side("merchant", "marchand"),
                ),
            )
        )
        .state
    )


def _party_pays(member: str | None, tier: int = 1) -> cmd.ProposeSettlement:
    return cmd.ProposeSettlement(conflict_id="k1", settlement_id="pact", side_id="merchant",
                               terms=(SettlementTerm(generic_tier=tier, payer_side_id="pcs",
                                                     member=member),))


def test_t5_a_tier_with_an_adjective_names_its_member_against_a_group() -> None:
    """T5, seed: « une grille générique, allant de 1 à 3 est mise en place. Celle-ci
    représente des coûts applicables à n'importe quel camp »: an adjective is worn by
    someone, so against Tetra and Doc together the tier names who (`member_required`),
    in a settlement and in a purchase; a tier without an adjective needs no one."""
    state = _party()
    spec(VOYAGES).at(state).when(_party_pays(None)).refused("member_required")
    events = spec(VOYAGES).at(state).when(_party_pays("doc")).events
    assert of_type(events, ev.SettlementProposed)
    spec(VOYAGES).at(state).when(_party_pays(None, tier=3)).accepted()
    state, _ = rolled_round(state, "k1", [
        roll_side("k1", "pcs", 3, 3, members=["tetra", "doc"]),
        roll_side("k1", "merchant", 6, members=["marchand"])])
    unnamed = ConflictPurchase(purchase_id="m1", effect="generic", generic_tier=1,
                               target_side_id="pcs", score_points=1)
    spend = cmd.DeclareSpending(conflict_id="k1", side_id="merchant", purchases=(unnamed,))
    spec(VOYAGES).at(state).when(spend).refused("member_required")
    named = ConflictPurchase(purchase_id="m1", effect="generic", generic_tier=1,
                             target_side_id="pcs", member="doc", score_points=1)
    assert of_type(
        spec(VOYAGES)
        .at(state)
        .when(cmd.DeclareSpending(conflict_id="k1", side_id="merchant", purchases=(named,)))
        .events,
        ev.SpendingDeclared,
    )


def test_t11_a_thing_on_a_side_carries_the_grid_adjectives() -> None:
    """T11, seed: « Ces entités peuvent être des humanoïdes ou d'autres animaux mais aussi
    des entités sans intelligence comme des conditions climatiques (une tempête) » and
    « Les bandits attaquent Tetra »: the bandits are a registered thing on their side;
    the brawl's « étourdi » Tetra buys against them is written on them."""
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            cmd.RegisterThing(thing_id="bandits", name="les bandits"),
            open_conflict(
                grid=BRAWL,
                sides=(side("tetra_side", "tetra", controllers=("p1",)), side("gang", "bandits")),
            ),
        )
        .state
    )
    state, _ = rolled_round(state, "k1", [
        roll_side("k1", "tetra_side", 6, members=["tetra"]),
        roll_side("k1", "gang", 2, members=["bandits"])])
    stun = ConflictPurchase(purchase_id="t1", effect="generic", generic_tier=1,
                            target_side_id="gang", score_points=1)
    state = (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.DeclareSpending(conflict_id="k1", side_id="tetra_side", purchases=(stun,)),
            cmd.DeclareSpending(conflict_id="k1", side_id="gang"),
            cmd.DeclareBlocks(conflict_id="k1", side_id="tetra_side"),
        )
        .state
    )
    outcome = spec(VOYAGES).at(state).when(cmd.DeclareBlocks(conflict_id="k1", side_id="gang"))
    state, events = outcome.state, outcome.events
    added = of_type(events, ev.AdjectiveAdded)[0]
    assert (added.target.kind, added.target.id, added.name) == ("thing", "bandits", "étourdi")
    assert [a.name for a in state.things["bandits"].adjectives] == ["étourdi"]


def test_t15_a_stake_is_withdrawn_before_it_is_bought() -> None:
    """T15, seed: « chaque camp dresse la liste de ce qu'il veut obtenir des autres »: the
    side that wants the article may strike it off its list (`WithdrawStake`) while it is
    not bought; the merchant may not (`not_proposer`), nor twice
    (`stake_not_withdrawable`); a pending settlement naming it is rejected."""
    state = wanted()
    state = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.ProposeSettlement(
                conflict_id="k1", settlement_id="deal", terms=(SettlementTerm(stake_id="article"),)
            ),
            PLAYER,
        )
        .state
    )
    withdraw = cmd.WithdrawStake(conflict_id="k1", stake_id="article")
    spec(VOYAGES).at(state).when(cmd.WithdrawStake(conflict_id="k1", stake_id="article",
                                      side_id="merchant")).refused("not_proposer")
    outcome = spec(VOYAGES).at(state).when(withdraw, PLAYER)
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.StakeWithdrawn)[0].side_id == "tetra_side"
    assert of_type(events, ev.SettlementRejected)[0].settlement_id == "deal"
    assert state.conflicts["k1"].stakes["article"].status == "withdrawn"
    spec(VOYAGES).at(state).when(withdraw, PLAYER).refused("stake_not_withdrawable")
    assert of_type(
        spec(VOYAGES).at(state).when(cmd.StartRound(conflict_id="k1")).events, ev.RoundStarted
    )


def test_t15_a_stake_is_priced_again_before_it_is_bought() -> None:
    """T15, seed: « Plus le coût est élevé, moins le camp est enclin à céder sur ce
    point »: the merchant, less willing now, prices the article 3 instead of 2; the
    settlement made on the old price is rejected."""
    state = (
        spec(VOYAGES)
        .at(wanted())
        .when(
            cmd.ProposeSettlement(
                conflict_id="k1", settlement_id="deal", terms=(SettlementTerm(stake_id="article"),)
            ),
            PLAYER,
        )
        .state
    )
    outcome = (
        spec(VOYAGES).at(state).when(cmd.PriceStake(conflict_id="k1", stake_id="article", cost=3))
    )
    state, events = outcome.state, outcome.events
    assert state.conflicts["k1"].stakes["article"].cost == 3
    assert of_type(events, ev.SettlementRejected)[0].side_id == "merchant"
    state = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.ProposeSettlement(
                conflict_id="k1", settlement_id="deal2", terms=(SettlementTerm(stake_id="article"),)
            ),
            PLAYER,
        )
        .state
    )
    state = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.AcceptSettlement(conflict_id="k1", settlement_id="deal2", side_id="merchant"))
        .state
    )
    spec(VOYAGES).at(state).when(
        cmd.PriceStake(conflict_id="k1", stake_id="article", cost=1)
    ).refused("resolution_closed")


def test_t15_a_character_joins_a_running_conflict() -> None:
    """T15, seed: « Le système de résolution de conflit est employé lorsque la situation à
    résoudre peut mettre en conflit plusieurs entités »: Doc comes to Tetra's side between
    rounds (`JoinConflict`, the side becomes a group); Tetra's seat cannot bring Doc, whom
    it does not play (`not_owner`); no one joins twice (`already_in_conflict`)."""
    state = spec(VOYAGES).at(table()).when(open_conflict()).state
    join = cmd.JoinConflict(conflict_id="k1", side_id="tetra_side", character_id="doc")
    spec(VOYAGES).at(state).when(join, PLAYER).refused("not_owner")
    outcome = spec(VOYAGES).at(state).when(join)
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.MemberJoinedConflict)[0].group_mode == "sum"
    joined = state.conflicts["k1"].side("tetra_side")
    assert joined is not None and (joined.members, joined.group_mode) == (("tetra", "doc"),
                                                                          "sum")
    spec(VOYAGES).at(state).when(join).refused("already_in_conflict")
    _, events = rolled_round(state, "k1", [
        roll_side("k1", "tetra_side", 5, 4, members=["tetra", "doc"]),
        roll_side("k1", "merchant", 3, members=["marchand"])])
    assert of_type(events, ev.RoundScored)[0].raw_scores["tetra_side"] == 1


def test_t15_one_member_leaves_and_its_side_stays() -> None:
    """T15, seed: « refuser le conflit ou de le quitter en cours de route »: Doc's seat takes
    Doc out of the party (`LeaveConflict` with `character_id`), the side stays with Tetra
    alone; Tetra's seat cannot take Doc out (`not_owner`), nor anyone a stranger
    (`not_a_member`); the settlement Doc was to pay is rejected."""
    state = spec(VOYAGES).at(_party()).when(_party_pays("doc")).state
    leave = cmd.LeaveConflict(conflict_id="k1", side_id="pcs", character_id="doc")
    spec(VOYAGES).at(state).when(leave, PLAYER).refused("not_owner")
    spec(VOYAGES).at(state).when(
        cmd.LeaveConflict(conflict_id="k1", side_id="pcs", character_id="x"), OTHER_PLAYER
    ).refused("not_a_member")
    outcome = spec(VOYAGES).at(state).when(leave, OTHER_PLAYER)
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.MemberLeftConflict)[0].group_mode == "solo"
    assert of_type(events, ev.SettlementRejected)[0].settlement_id == "pact"
    party = state.conflicts["k1"].side("pcs")
    assert party is not None and party.active and party.members == ("tetra",)
    _, events = rolled_round(state, "k1", [roll_side("k1", "pcs", 5, members=["tetra"]),
                                           roll_side("k1", "merchant", 3, members=["marchand"])])
    assert of_type(events, ev.RoundScored)
    events = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.LeaveConflict(conflict_id="k1", side_id="pcs", character_id="tetra"), GM)
        .events
    )
    assert [type(event) for event in events] == [ev.SideLeftConflict, ev.ConflictClosed]
