"""Sessions: the roster, scenes and the end of a session."""

import pytest

from domain.core import NotAuthorized
from domain.xyrop.commands import AdvanceScene, ChangeSessionRoster, EndSession, StartSession
from domain.xyrop.decider import XYROP
from domain.xyrop.events import (
    DestinyReset,
    SceneAdvanced,
    SessionEnded,
    SessionRosterChanged,
    SessionStarted,
)
from domain.xyrop.state import GameState
from tests.support.decider_spec import spec
from tests.unit.xyrop.helpers import (
    PIP_SEAT,
    given,
    history,
    pip_in_session,
    register_pip,
)


def registered(*names: str) -> GameState:
    """Characters registered (ids = lowercase names), no session."""
    return given(history(*(register_pip(n.lower(), f"seat-{n.lower()}", n) for n in names)))


def test_starting_a_session_resets_destiny_and_counts_scenes() -> None:
    state = registered("Pip", "Sam")
    assert spec(XYROP).at(state).when(StartSession(present_character_ids=("pip",))).events == [
        SessionStarted(
            session_number=1,
            present_character_ids=("pip",),
            scene_index=1,
            destiny_reset=(
                DestinyReset(character_id="pip", destiny_points=1),
                DestinyReset(character_id="sam", destiny_points=1),
            ),
            forfeited_experience=(),
        )
    ]


@pytest.mark.parametrize(("ids", "code"), [
    (("pip", "frodo"), "character_not_found"),
    ((), "invalid_roster"),
    (("pip", "pip"), "invalid_roster"),
])
def test_a_bad_roster_cannot_start_a_session(ids: tuple[str, ...], code: str) -> None:
    spec(XYROP).at(registered("Pip")).when(StartSession(present_character_ids=ids)).refused(code)


def test_one_session_at_a_time_and_only_the_gm_opens_it() -> None:
    state = given(pip_in_session())
    spec(XYROP).at(state).when(StartSession(present_character_ids=("pip",))).refused(
        "session_already_active"
    )
    spec(XYROP).at(registered("Pip")).when(
        StartSession(present_character_ids=("pip",)), PIP_SEAT
    ).refused("not_authorized", NotAuthorized)


def test_the_roster_changes_during_a_session() -> None:
    state = given(history(register_pip(), register_pip("sam", "seat-sam", "Sam"),
                          StartSession(present_character_ids=("pip",))))
    events = (
        spec(XYROP)
        .at(state)
        .when(ChangeSessionRoster(add_ids=("sam",), remove_ids=("pip",)))
        .events
    )
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
    spec(XYROP).at(state).when(ChangeSessionRoster(add_ids=add, remove_ids=remove)).refused(code)


def test_scenes_advance_only_in_a_session() -> None:
    assert spec(XYROP).given(pip_in_session()).when(AdvanceScene()).events == [
        SceneAdvanced(scene_index=2)
    ]
    spec(XYROP).at(registered("Pip")).when(AdvanceScene()).refused("no_active_session")
    spec(XYROP).at(registered("Pip")).when(EndSession()).refused("no_active_session")


def test_ending_a_quiet_session_cancels_nothing() -> None:
    assert spec(XYROP).given(pip_in_session()).when(EndSession()).events == [
        SessionEnded(session_number=1, cancelled_contest_id=None)]
