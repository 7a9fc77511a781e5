"""What the offers say of a conflict (issue #37): the sides are made of the table's
characters and things by name, played by seats by name, in the rulebook's group modes; in
a round, a side played by a seat is awaited from that seat, and its roll lists its members,
one roll each."""

from domain.core import GM, Actor, Affordance, Seat
from domain.core.words import Words
from domain.voyages import commands as cmd
from domain.voyages.decider import VOYAGES
from domain.voyages.state import VoyagesState
from services.i18n import words
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import PLAYER, table, wanted

SEATS = [Seat(seat_id="gm", role="gm", name="MJ"), Seat(seat_id="p1", role="player", name="Ana"),
         Seat(seat_id="p2", role="player", name="Bea")]
FRENCH: Words = words("fr", "voyages")


def _offered(state: VoyagesState, actor: Actor) -> dict[str, Affordance]:
    return {a.type: a for a in VOYAGES.available(state, actor, SEATS, FRENCH).available}


def _labels(offer: Affordance, key: str, for_side: str | None = None) -> dict[object, str]:
    return {choice.value: choice.label for choice in offer.choices[key]
            if for_side is None or choice.character_id == for_side}


def test_a_conflict_opens_with_sides_of_named_members_seats_and_french_group_modes() -> None:
    state = (
        spec(VOYAGES)
        .at(table())
        .when(cmd.RegisterThing(thing_id="bandits", name="Les bandits"))
        .state
    )
    opening = _offered(state, GM)["OpenConflict"]
    assert _labels(opening, "sides.members") == {
        cid: sheet.name for cid, sheet in state.characters.items()} | {"bandits": "Les bandits"}
    assert _labels(opening, "sides.controller_player_ids") == {"p1": "Ana", "p2": "Bea"}
    assert _labels(opening, "sides.group_mode") == {
        "solo": "seul", "sum": "la somme des scores", "average": "la moyenne des scores"}
    assert _labels(opening, "generic_grid.adjective.value") == {1: "1", 2: "2", 3: "3"}
    assert [(n.min, n.max) for n in opening.counts["generic_grid"]] == [(3, 3)]
    assert opening.counts["sides"][0].min == 2


def test_a_situation_says_its_group_mode_and_result_mode_in_french() -> None:
    situation = _offered(table(), GM)["OpenSituation"]
    assert set(_labels(situation, "group_mode").values()) == {
        "seul", "la somme des scores", "la moyenne des scores"}
    assert _labels(situation, "result_mode") == {"adjectives": "des adjectifs",
                                                 "value": "une autre valeur"}


def test_a_side_played_by_a_seat_is_awaited_from_it_with_one_roll_per_member() -> None:
    state = spec(VOYAGES).at(wanted()).when(cmd.StartRound(conflict_id="k1")).state
    waiting = VOYAGES.available(state, GM, SEATS, FRENCH).waiting_for
    assert [(w.seat_id, w.character_id, w.types) for w in waiting] == [
        ("p1", "tetra_side", ["ChooseApproach"])]
    state = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.ChooseApproach(conflict_id="k1", description="x"), PLAYER)
        .state
    )
    rolling = _offered(state, PLAYER)["RollConflict"]
    assert rolling.awaited and rolling.character_ids == ["tetra_side"]
    assert _labels(rolling, "member_rolls.member", "tetra_side") == {"tetra": "Tetra"}
    assert [(n.min, n.max) for n in rolling.counts["member_rolls"]
            if n.character_id == "tetra_side"] == [(1, 1)]
    gm = _offered(state, GM)["RollConflict"]
    assert gm.awaited and _labels(gm, "member_rolls.member", "merchant") == {
        "marchand": "marchand"}
    assert "délicate" in " ".join(_labels(rolling, "member_rolls.modifiers.source").values())
