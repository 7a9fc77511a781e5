"""Steps shared by the Voyages & Aventures golden scenarios."""

from domain.voyages import commands as cmd
from domain.voyages.decider import VOYAGES
from domain.voyages.state import VoyagesState
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import open_conflict, side, table


def _duel(level: str = "medium", *sides: cmd.SideSpec) -> VoyagesState:
    return (
        spec(VOYAGES)
        .at(table())
        .when(
            open_conflict(
                level=level, initiator="A", sides=sides or (side("A", "A"), side("B", "B"))
            )
        )
        .state
    )
