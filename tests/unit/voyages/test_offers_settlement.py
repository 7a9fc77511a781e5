"""What the offers say of a settlement (issue #37): every field of a term whose values the
state holds is offered by name, for the side proposing it: the priced stakes, the sides
that receive or pay, the tier, the paying member and, on a grid listing alternatives
(T4), which one, said by tier; a round's spending offers the same alternatives."""

from domain.core import GM, Actor, Affordance, Seat
from domain.core.words import Words
from domain.voyages import commands as cmd
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.conflict import SettlementTerm
from domain.voyages.state import VoyagesState
from services.i18n import words
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import MARKET, PLAYER, open_conflict, table, wanted

SEATS = [Seat(seat_id="gm", role="gm", name="MJ"), Seat(seat_id="p1", role="player", name="Ana"),
         Seat(seat_id="p2", role="player", name="Bea")]
FRENCH: Words = words("fr", "voyages")
TERMS = ("terms.stake_id", "terms.to_side_id", "terms.generic_tier", "terms.payer_side_id",
         "terms.member", "terms.choice")


def _offered(state: VoyagesState, actor: Actor) -> dict[str, Affordance]:
    return {a.type: a for a in VOYAGES.available(state, actor, SEATS, FRENCH).available}


def _labels(offer: Affordance, key: str, for_side: str) -> list[tuple[object, str]]:
    return [(c.value, c.label) for c in offer.choices[key] if c.character_id in (None, for_side)]


def test_a_settlement_offers_each_term_field_by_name_for_the_proposing_side() -> None:
    proposing = _offered(wanted(), PLAYER)["ProposeSettlement"]
    assert proposing.character_ids == ["tetra_side"]
    assert _labels(proposing, "terms.stake_id", "tetra_side") == [("article", "it")]
    assert _labels(proposing, "terms.to_side_id", "tetra_side") == [
        ("tetra_side", "tetra_side"), ("merchant", "merchant")]
    assert _labels(proposing, "terms.payer_side_id", "tetra_side") == _labels(
        proposing, "terms.to_side_id", "tetra_side")
    assert _labels(proposing, "terms.generic_tier", "tetra_side") == [
        (1, "1"), (2, "2"), (3, "3")]
    assert _labels(proposing, "terms.member", "tetra_side") == [
        ("tetra", "Tetra"), ("marchand", "marchand")]
    assert _labels(proposing, "terms.choice", "tetra_side") == []  # no alternatives listed


def test_a_grid_with_alternatives_offers_each_one_by_tier_in_french() -> None:
    state = spec(VOYAGES).at(table()).when(open_conflict(grid=MARKET)).state
    proposing = _offered(state, GM)["ProposeSettlement"]
    assert _labels(proposing, "terms.choice", "merchant") == [
        (0, "palier 1 : mauvais client"), (1, "palier 1 : 10 pièces"),
        (0, "palier 2 : arnaqueur"), (1, "palier 2 : 20 pièces")]
    assert all(_offered(state, GM)["ProposeSettlement"].choices[key] for key in TERMS[1:])


def test_a_settlement_made_of_offered_values_is_accepted() -> None:
    state = spec(VOYAGES).at(table()).when(open_conflict(grid=MARKET)).state
    proposing = _offered(state, PLAYER)["ProposeSettlement"]
    tier = _labels(proposing, "terms.generic_tier", "tetra_side")[1][0]
    pick = _labels(proposing, "terms.choice", "tetra_side")[3][0]  # « 20 pièces »
    events = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.ProposeSettlement(
                conflict_id="k1",
                settlement_id="pact",
                side_id="tetra_side",
                terms=(
                    SettlementTerm(
                        generic_tier=tier,
                        payer_side_id="tetra_side",  # type: ignore[arg-type]
                        choice=pick,
                    ),
                ),
            ),
            PLAYER,
        )
        .events
    )  # type: ignore[arg-type]
    assert [type(e).__name__ for e in events] == ["SettlementProposed"]


def test_the_grid_alternatives_adjectives_are_offered_when_opening_a_conflict() -> None:
    opening = _offered(table(), GM)["OpenConflict"]
    assert {c.value for c in opening.choices["generic_grid.alternatives.adjective.value"]} == {
        1, 2, 3}
    assert "la scène" in {c.label for c in
                          opening.choices["generic_grid.alternatives.adjective.duration"]}
