"""Sessions: the roster, scenes and the end of a session."""

import pytest

from domain.core import NotAuthorized
from domain.xyrop.commands import AdvanceScene, ChangeSessionRoster, EndSession, StartSession
from domain.xyrop.events import (
    DestinyReset,
    SceneAdvanced,
    SessionEnded,
    SessionRosterChanged,
    SessionStarted,
)
from domain.xyrop.state import GameState
from tests.unit.xyrop.helpers import (
    PIP_SEAT,
    given,
    history,
    pip_in_session,
    register_pip,
    then_error,
    when,
)


def registered(*names: str) -> GameState:
    """Characters registered (ids = lowercase names), no session."""
    return given(history(*(register_pip(n.lower(), f"seat-{n.lower()}", n) for n in names)))


def test_starting_a_session_resets_destiny_and_counts_scenes() -> None:
    state = registered("Pip", "Sam")
    assert when(state, StartSession(present_character_ids=("pip",))) == [SessionStarted(
        session_number=1, present_character_ids=("pip",), scene_index=1,
        destiny_reset=(DestinyReset(character_id="pip", destiny_points=1),
                       DestinyReset(character_id="sam", destiny_points=1)),
        forfeited_experience=())]


@pytest.mark.parametrize(("ids", "code"), [
    (("pip", "frodo"), "character_not_found"),
    ((), "invalid_roster"),
    (("pip", "pip"), "invalid_roster"),
])
def test_a_bad_roster_cannot_start_a_session(ids: tuple[str, ...], code: str) -> None:
    then_error(registered("Pip"), StartSession(present_character_ids=ids), code)


def test_one_session_at_a_time_and_only_the_gm_opens_it() -> None:
    state = given(pip_in_session())
    then_error(state, StartSession(present_character_ids=("pip",)), "session_already_active")
    then_error(registered("Pip"), StartSession(present_character_ids=("pip",)),
               "not_authorized", PIP_SEAT, kind=NotAuthorized)


def test_the_roster_changes_during_a_session() -> None:
    state = given(history(register_pip(), register_pip("sam", "seat-sam", "Sam"),
                          StartSession(present_character_ids=("pip",))))
    events = when(state, ChangeSessionRoster(add_ids=("sam",), remove_ids=("pip",)))
    assert events == [SessionRosterChanged(session_number=1, present_character_ids=("sam",))]


@pytest.mark.parametrize(("add", "remove", "code"), [
    (("frodo",), (), "character_not_found"),
    (("pip",), (), "invalid_roster"),
    ((), ("sam",), "invalid_roster"),
    ((), ("pip",), "invalid_roster"),
])
def test_a_bad_roster_change_is_refused(add: tuple[str, ...], remove: tuple[str, ...],
                                        code: str) -> None:
    state = given(history(register_pip(), register_pip("sam", "seat-sam", "Sam"),
                          StartSession(present_character_ids=("pip",))))
    then_error(state, ChangeSessionRoster(add_ids=add, remove_ids=remove), code)


def test_scenes_advance_only_in_a_session() -> None:
    assert when(given(pip_in_session()), AdvanceScene()) == [SceneAdvanced(scene_index=2)]
    then_error(registered("Pip"), AdvanceScene(), "no_active_session")
    then_error(registered("Pip"), EndSession(), "no_active_session")


def test_ending_a_quiet_session_cancels_nothing() -> None:
    assert when(given(pip_in_session()), EndSession()) == [
        SessionEnded(session_number=1, cancelled_contest_id=None)]
