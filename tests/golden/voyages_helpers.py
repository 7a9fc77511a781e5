"""Steps shared by the Voyages & Aventures golden scenarios."""

from domain.voyages import commands as cmd
from domain.voyages.state import VoyagesState
from tests.unit.voyages.helpers import open_conflict, run, side, table


def _duel(level: str = "medium", *sides: cmd.SideSpec) -> VoyagesState:
    state, _ = run(table(), open_conflict(level=level, initiator="A",
                                          sides=sides or (side("A", "A"), side("B", "B"))))
    return state
