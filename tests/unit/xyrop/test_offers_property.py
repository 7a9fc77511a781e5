"""Issue #23's property in Xyrop's liveness machine: at every reached state, what each
seat is offered is exactly what ``decide`` accepts."""

import pytest
from hypothesis import settings
from hypothesis.stateful import invariant, run_state_machine_as_test

from domain.xyrop.decider import XYROP
from tests.support.offers import check_offers
from tests.unit.xyrop.offers import FIELD_REFUSALS, free, generated
from tests.unit.xyrop.test_liveness import CHECKS, XyropTable


class XyropOffers(XyropTable):
    """The same machine; at every reached state, what each seat is offered is exact."""

    @invariant()
    def offered_commands_are_accepted_and_the_others_refused(self) -> None:
        """Issue #23: offered <=> accepted, for the gm, each player, a stranger."""
        check_offers(XYROP, self.state, len(self.log), free, generated, FIELD_REFUSALS)


def test_offers_what_each_seat_may_send_is_exactly_what_decide_accepts() -> None:
    """Issue #23 at every reached state of the liveness machine (fewer sequences: every
    state tries each seat's offered and unoffered commands)."""
    run_state_machine_as_test(XyropOffers, settings=settings(CHECKS, max_examples=60))


@pytest.mark.slow
def test_offers_hold_over_five_times_as_many_sequences() -> None:
    """Issue #23, the long run (``-m slow``)."""
    run_state_machine_as_test(XyropOffers, settings=settings(CHECKS, max_examples=300))
