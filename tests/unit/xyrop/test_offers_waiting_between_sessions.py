"""Issue #37: between sessions, once a hero is registered, the table says it waits for
the gm to open the session (« Personne n'est attendu » was shown), and only while the gm
is offered it."""

from domain.core import GM
from domain.core.choices import Seat
from domain.xyrop.commands import EndSession, StartSession
from domain.xyrop.decider import XYROP
from domain.xyrop.state import GameState
from tests.support.decider_spec import spec
from tests.unit.xyrop.helpers import given, history, register_pip

SEATS = [Seat(seat_id="gm", role="gm", name="MJ"),
         Seat(seat_id="seat-pip", role="player", name="Iris")]


def awaited(state: GameState) -> list[tuple[str | None, list[str]]]:
    """Whom the table waits for, and for what."""
    return [(w.seat_id, w.types) for w in XYROP.available(state, GM, SEATS).waiting_for]


def test_an_empty_table_waits_for_nobody() -> None:
    assert awaited(given([])) == []


def test_a_registered_hero_makes_the_table_wait_for_the_gm_to_open_the_session() -> None:
    state = given(history(register_pip()))
    assert awaited(state) == [("gm", ["StartSession"])]
    assert "StartSession" in {a.type for a in XYROP.available(state, GM, SEATS).available}
    opened = spec(XYROP).at(state).when(StartSession(present_character_ids=("pip",))).state
    assert all("StartSession" not in types for _, types in awaited(opened))
    ended = spec(XYROP).at(opened).when(EndSession()).state
    assert awaited(ended) == [("gm", ["StartSession"])]
