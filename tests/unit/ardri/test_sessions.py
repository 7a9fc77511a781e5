"""StartSession, ChangeSessionRoster, EndSession."""

from domain.ardri.commands import (
    ChangeSessionRoster,
    EndSession,
    OpenConcurrence,
    StartSession,
    StoreMurphySuccess,
)
from domain.ardri.decider import ARDRI
from domain.ardri.events import (
    ConcurrenceOpened,
    SessionEnded,
    SessionRosterChanged,
    SessionStarted,
)
from domain.core import NotAuthorized
from tests.support.decider_spec import spec
from tests.unit.ardri.helpers import PLAYER, Game, registered, session

CAST = (registered("ed"), registered("sam"), registered("kate"))


def test_the_gm_starts_numbered_sessions() -> None:
    table = Game(*CAST)
    (started,) = table.when(StartSession(present_character_ids=["ed", "sam"]))
    assert started == SessionStarted(session_number=1, present_character_ids=("ed", "sam"))
    table.when(EndSession())
    (again,) = table.when(StartSession(present_character_ids=["kate"]))
    assert isinstance(again, SessionStarted) and again.session_number == 2


def test_a_session_start_is_checked() -> None:
    table = Game(*CAST)
    spec(ARDRI).at(table.state).when(StartSession(present_character_ids=["ed", "ghost"])).refused(
        "character_not_found"
    )
    spec(ARDRI).at(table.state).when(StartSession(present_character_ids=[])).refused(
        "invalid_roster"
    )
    spec(ARDRI).at(table.state).when(StartSession(present_character_ids=["ed", "ed"])).refused(
        "invalid_roster"
    )
    spec(ARDRI).at(table.state).when(StartSession(present_character_ids=["ed"]), PLAYER).refused(
        "not_authorized", NotAuthorized
    )
    table.when(StartSession(present_character_ids=["ed"]))
    spec(ARDRI).at(table.state).when(StartSession(present_character_ids=["sam"])).refused(
        "session_already_active"
    )


def test_the_roster_changes_keeping_order_and_appending_arrivals() -> None:
    table = Game(*CAST, session("ed", "sam"))
    (changed,) = table.when(ChangeSessionRoster(add_ids=["kate"], remove_ids=["ed"]))
    assert changed == SessionRosterChanged(session_number=1,
                                           present_character_ids=("sam", "kate"))


def test_a_roster_change_is_checked() -> None:
    table = Game(*CAST, session("ed", "sam"))
    spec(ARDRI).at(table.state).when(ChangeSessionRoster(add_ids=["ghost"])).refused(
        "character_not_found"
    )
    spec(ARDRI).at(table.state).when(ChangeSessionRoster(add_ids=["ed"])).refused("invalid_roster")
    spec(ARDRI).at(table.state).when(ChangeSessionRoster(remove_ids=["kate"])).refused(
        "invalid_roster"
    )
    spec(ARDRI).at(table.state).when(ChangeSessionRoster(remove_ids=["ed", "sam"])).refused(
        "invalid_roster"
    )
    spec(ARDRI).given(*CAST).when(ChangeSessionRoster(add_ids=["kate"])).refused(
        "no_active_session"
    )


def test_murphy_state_of_a_leaver_is_kept_until_the_session_ends() -> None:
    table = Game(*CAST, session("ed", "sam"))
    roll = table.roll("ed", "strength", None, [1, 9, 9])
    table.when(StoreMurphySuccess(character_id="ed", roll_id=roll.roll_id, die_index=0))
    table.when(ChangeSessionRoster(remove_ids=["ed"]))
    assert table.stored_values("ed") == [1]
    assert table.sheet("ed")["present"] is False


def test_ending_the_session_discards_stores_closes_rolls_and_cancels_contests() -> None:
    table = Game(*CAST, session("ed", "sam"))
    roll = table.roll("ed", "strength", None, [1, 9, 9])
    table.when(StoreMurphySuccess(character_id="ed", roll_id=roll.roll_id, die_index=0))
    (opened,) = table.when(OpenConcurrence(characteristic="spirit", participant_ids=["ed", "sam"]))
    (ended,) = table.when(EndSession())
    assert isinstance(ended, SessionEnded)
    assert [(d.character_id, d.values) for d in ended.discarded_murphy] == [("ed", (1,))]
    assert isinstance(opened, ConcurrenceOpened)
    assert ended.cancelled_concurrence_ids == (opened.concurrence_id,)
    assert table.state.session is None
    assert table.sheet("ed")["murphy"] == {"store_count": 0, "stores_left": 3, "stored": []}
    spec(ARDRI).at(table.state).when(EndSession()).refused("no_active_session")


def test_only_the_gm_ends_a_session() -> None:
    spec(ARDRI).given(*CAST, session("ed")).when(EndSession(), PLAYER).refused(
        "not_authorized", NotAuthorized
    )
