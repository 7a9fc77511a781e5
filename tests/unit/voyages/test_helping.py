"""U1 of the fourth pass (double-edged help): a helper from another seat is invited and
rolls its own help with JoinHelp, from its own seat."""

from pathlib import Path

from domain.core import GM, Actor, Affordance, Seat
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.state import VoyagesState
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    OTHER_PLAYER,
    PLAYER,
    of_type,
    table,
)

ROOT = Path(__file__).resolve().parents[3]
SEATS = [Seat(seat_id="gm", role="gm", name="MJ"), Seat(seat_id="p1", role="player", name="Ana"),
         Seat(seat_id="p2", role="player", name="Bea")]
ASKED = cmd.RollAction(action_id="a1", character_id="tetra", dice=(3,),
                     helpers=(cmd.HelperSpec(character_id="doc"),))


def _offered(state: VoyagesState, actor: Actor) -> dict[str, Affordance]:
    return {a.type: a for a in VOYAGES.available(state, actor, SEATS).available}


def _asked() -> VoyagesState:
    """Tetra's player (p1) rolled with Doc (p2's) as a helper."""
    return spec(VOYAGES).at(table()).when(ASKED, PLAYER).state


def test_u1_a_player_names_another_seats_character_as_a_helper() -> None:
    """U1, seed: « Si l'aide peut être à double tranchant, un personnage effectue le jet
    normalement, les autres effectuent aussi un jet mais appliquent -4 au score final
    obtenu »: Tetra's player names Doc, played by another seat; Doc is invited, nobody has
    rolled for it yet."""
    rolled = of_type(spec(VOYAGES).at(table()).when(ASKED, PLAYER).events, ev.ActionRolled)[0]
    assert rolled.helpers == () and rolled.invited == ("doc",)
    assert _asked().actions["a1"].invited == ("doc",)


def test_u1_the_helpers_own_seat_is_offered_and_awaited_its_help() -> None:
    """U1: « les autres effectuent aussi un jet »: Doc's seat is offered ``JoinHelp`` for
    Doc on that action, and play waits on it; Tetra's seat is not offered it."""
    state = _asked()
    join = _offered(state, OTHER_PLAYER)["JoinHelp"]
    assert join.character_ids == ["doc"]
    assert [ch.value for ch in join.choices["action_id"]] == ["a1"]
    assert "JoinHelp" not in _offered(state, PLAYER)
    waiting = VOYAGES.available(state, GM, SEATS).waiting_for
    assert any(w.seat_id == "p2" and w.character_id == "doc" and "JoinHelp" in w.types
               for w in waiting)


def test_u1_the_helper_rolls_with_minus_four_and_the_outcome_is_computed_again() -> None:
    """U1: « appliquent -4 au score final obtenu »: Doc's 6 scores +2 and lifts Tetra's 3
    from « peut-être » to « oui »."""
    state = _asked()
    assert state.actions["a1"].tier == "maybe"
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.JoinHelp(action_id="a1", character_id="doc", dice=(6,)), OTHER_PLAYER)
    )
    state, events = outcome.state, outcome.events
    joined = of_type(events, ev.HelpJoined)[0]
    assert joined.helper.score == 2 and joined.helper.character_id == "doc"
    assert state.actions["a1"].invited == () and state.actions["a1"].tier != "maybe"
    assert state.actions["a1"].helpers[0].score == 2


def test_u1_no_seat_spends_another_seats_points() -> None:
    """U1 (T3's aim kept): Tetra's seat cannot give Doc dice or modifiers, nor send Doc's
    help; a seat sends only the help of a character it plays and that was asked."""
    given_dice = cmd.RollAction(action_id="a1", character_id="tetra", dice=(4,),
                              helpers=(cmd.HelperSpec(character_id="doc", dice=(3,)),))
    error = spec(VOYAGES).at(table()).when(given_dice, PLAYER).refused("invalid_payload")
    assert error.field == "helpers"
    join = cmd.JoinHelp(action_id="a1", character_id="doc", dice=(6,))
    spec(VOYAGES).at(_asked()).when(join, PLAYER).refused("forbidden")
    not_asked = cmd.JoinHelp(action_id="a1", character_id="tetra", dice=(6,))
    spec(VOYAGES).at(_asked()).when(not_asked, PLAYER).refused("not_invited")


def test_u1_help_is_too_late_once_the_maybe_is_answered() -> None:
    """U1: the help changes the outcome only while it is open: once Tetra's player answered
    the « peut-être », Doc's help is neither offered nor accepted."""
    state = (
        spec(VOYAGES)
        .at(_asked())
        .when(cmd.ChooseMaybeOption(action_id="a1", option="lower_ambition"), PLAYER)
        .state
    )
    assert "JoinHelp" not in _offered(state, OTHER_PLAYER)
    spec(VOYAGES).at(state).when(
        cmd.JoinHelp(action_id="a1", character_id="doc", dice=(6,)), OTHER_PLAYER
    ).refused("help_too_late")


def test_u1_the_gm_still_rolls_every_helper_at_once() -> None:
    """U1: the gm plays for every seat, so its helpers roll with the action."""
    rolled = of_type(spec(VOYAGES).at(table()).when(cmd.RollAction(
        action_id="a1", character_id="tetra", dice=(4,),
        helpers=(cmd.HelperSpec(character_id="doc", dice=(3,)),))).events, ev.ActionRolled)[0]
    assert rolled.invited == () and rolled.helpers[0].score == -1
