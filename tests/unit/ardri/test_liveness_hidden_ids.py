"""Issue #38's hidden-ids property in Ardri's liveness machine
(``tests.support.hidden_ids``): Ardri has no hidden information, so today no seat has an
id to tell from a fresh one; the property runs at every reached state all the same, and
checks whatever a later rule hides."""

from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test

from domain.ardri.decider import ARDRI
from tests.support.hidden_ids import hidden_ids_machine, machine_check
from tests.unit.ardri.offers import free, generated
from tests.unit.ardri.test_liveness import ArdriTable

PAIRS: list[int] = []
HiddenIdsArdriTable = hidden_ids_machine(
    ArdriTable, machine_check(ARDRI, free, generated), PAIRS)


def test_a_hidden_id_is_answered_as_a_fresh_one_at_every_reached_state() -> None:
    PAIRS.clear()
    run_state_machine_as_test(HiddenIdsArdriTable, settings=settings(
        max_examples=15, stateful_step_count=20, deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]))
    print(f"ardri: (seat, hidden id) pairs checked: {sum(PAIRS)} over {len(PAIRS)} states")
    assert PAIRS, "the property ran at no reached state"
