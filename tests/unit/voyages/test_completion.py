"""#26, the completion and redaction properties, checked at every state of the liveness
machine played with the sides' own moves too (stakes, settlements, leaving a three-side
negotiation)."""

import msgspec
import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import invariant, rule, run_state_machine_as_test

from domain.core import GM, Actor
from domain.voyages.decider import VOYAGES
from tests.unit.voyages.completion import assert_everything_completes
from tests.unit.voyages.side_moves import SIDE_MOVES
from tests.unit.voyages.test_liveness import CHECKS, VoyagesTable


class CompletingTable(VoyagesTable):
    """The liveness table, where sides also negotiate, and where whatever is open must be
    completed by its participants."""

    @rule(move=st.integers(0, len(SIDE_MOVES) - 1), a=st.integers(0, 5),
          d=st.integers(1, 6))
    def side_move(self, move: int, a: int, d: int) -> None:
        """One side's move, by the seat that plays it."""
        found = SIDE_MOVES[move](self.state, a, d)
        if found is not None:
            self.play(*found)

    @invariant()
    def every_open_interaction_completes(self) -> None:
        """Actions, situations, rounds, stakes and settlements reach their end."""
        assert_everything_completes(self.state)

    @invariant()
    def every_seat_sees_the_whole_table(self) -> None:
        """Redaction: the seed hides nothing at this table, so each hero's seat, a
        stranger and an observer get exactly the gm's view, and every event of the log."""
        table = msgspec.json.encode(VOYAGES.view(self.state, GM))
        for seat, role in (("p1", "player"), ("p2", "player"), ("x", "player"),
                           ("o", "observer")):
            viewer = Actor(seat_id=seat, role=role)  # type: ignore[arg-type]
            assert msgspec.json.encode(VOYAGES.view(self.state, viewer)) == table
            assert all(VOYAGES.visible(ev, viewer) is True for ev in self.log)


def test_every_open_interaction_can_be_completed_by_its_participants() -> None:
    """#26, and its redaction property (nothing is hidden: every seat sees it all).
    Seed: « Si les différents camps trouvent un arrangement qui leur convient avec les
    coûts fixés, ils peuvent s'entendre et éviter le conflit » — and otherwise play goes
    on: no state leaves a settlement, a round or a resolution that its own participants
    cannot carry on. Two hundred sequences."""
    run_state_machine_as_test(CompletingTable, settings=settings(CHECKS, max_examples=200))


@pytest.mark.slow
def test_completion_holds_over_five_times_as_many_sequences() -> None:
    """#26, the long run (``-m slow``)."""
    run_state_machine_as_test(CompletingTable, settings=settings(CHECKS, max_examples=1000))
