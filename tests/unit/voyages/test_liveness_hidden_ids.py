"""Issue #38's hidden-ids property in Voyages' liveness machine
(``tests.support.hidden_ids``): nothing at a Voyages table is hidden from players, so
today no seat has an id to tell from a fresh one; the property runs at every reached state
all the same, and checks whatever a later rule hides."""

from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test

from domain.voyages.decider import VOYAGES
from tests.support.hidden_ids import hidden_ids_machine, machine_check
from tests.unit.voyages.offers import free, generated
from tests.unit.voyages.test_liveness import VoyagesTable

PAIRS: list[int] = []
HiddenIdsVoyagesTable = hidden_ids_machine(
    VoyagesTable, machine_check(VOYAGES, free, generated), PAIRS)


def test_a_hidden_id_is_answered_as_a_fresh_one_at_every_reached_state() -> None:
    PAIRS.clear()
    run_state_machine_as_test(HiddenIdsVoyagesTable, settings=settings(
        max_examples=15, stateful_step_count=20, deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]))
    print(f"voyages: (seat, hidden id) pairs checked: {sum(PAIRS)} over {len(PAIRS)} states")
    assert PAIRS, "the property ran at no reached state"
