"""Issue #38's hidden-ids property in ESPRI's liveness machine
(``tests.support.hidden_ids``): ESPRI has no hidden information, so today no seat has an
id to tell from a fresh one; the property runs at every reached state all the same, and
checks whatever a later rule hides."""

from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test

from domain.espri.decider import ESPRI
from tests.support.hidden_ids import hidden_ids_machine, machine_check
from tests.unit.espri.moves import free, generated
from tests.unit.espri.test_liveness import EspriTable

PAIRS: list[int] = []
HiddenIdsEspriTable = hidden_ids_machine(
    EspriTable, machine_check(ESPRI, free, generated), PAIRS)


def test_a_hidden_id_is_answered_as_a_fresh_one_at_every_reached_state() -> None:
    PAIRS.clear()
    run_state_machine_as_test(HiddenIdsEspriTable, settings=settings(
        max_examples=15, stateful_step_count=20, deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]))
    print(f"espri: (seat, hidden id) pairs checked: {sum(PAIRS)} over {len(PAIRS)} states")
    assert PAIRS, "the property ran at no reached state"
