"""R2 (liveness): from every reachable state the gm can end the session (and start the
next one), and an open roll never blocks another character's roll; and #23 (declarations):
at every reachable state, what each seat is offered is accepted and nothing else is.

A hypothesis state machine plays random, mostly legal command sequences through the
decider (sessions, rosters, rolls with R1's combined conditions, Murphy stores, mutual
aid, support, concurrences left open) and, after every step, proves both properties by
deciding the commands on the current state and folding the result, on a copy. It also
checks that folding the emitted events again gives the same state.
"""

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    rule,
    run_state_machine_as_test,
)

from domain.ardri.commands import EndSession, RollAction, StartSession
from domain.ardri.decider import ARDRI
from domain.ardri.events import ActionRolled, SessionEnded, SessionStarted
from domain.ardri.rules.values import Dice
from domain.ardri.state import ArdriState
from domain.core import GM, Command, DomainError, Event, RandomSource, SeededRandomSource, fold
from tests.support.offers import check_offers
from tests.unit.ardri.completion import assert_every_open_interaction_can_be_completed
from tests.unit.ardri.moves import IDS, MOVERS, a_table_move, characters
from tests.unit.ardri.offers import FIELD_REFUSALS, WAYS_ON, free, generated


def decided(state: ArdriState, command: Command,
            rng: RandomSource | None = None) -> tuple[ArdriState, list[Event]]:
    """The state after the command (DomainError when it is refused)."""
    events = ARDRI.decide(state, command, GM, rng or SeededRandomSource(0, mode="mixed"))
    return fold(ARDRI, state, events), events


def assert_the_gm_can_end_the_session_and_start_the_next(state: ArdriState) -> None:
    """EndSession (when a session runs) then StartSession are accepted and do what they
    say: no session after the first, a fresh one numbered next after the second."""
    if state.session is not None:
        state, events = decided(state, EndSession())
        assert [type(e) for e in events] == [SessionEnded] and state.session is None
    state, events = decided(state, StartSession(present_character_ids=list(IDS)))
    assert [type(e) for e in events] == [SessionStarted]
    assert state.session is not None and state.session.open_rolls == {}


def assert_no_open_roll_blocks_another_roll(state: ArdriState) -> None:
    """Every present character may roll, whoever holds an open roll; the new roll is
    its character's open roll and leaves the others' open rolls open."""
    session = state.session
    if session is None:
        return
    for cid in session.present_character_ids:
        after, events = decided(state, RollAction(character_id=cid, characteristic="spirit",
                                                  dice=Dice(trinity=[5, 6, 7])))
        [rolled] = events
        assert isinstance(rolled, ActionRolled) and after.session is not None
        assert after.session.open_roll_by_character[cid] == rolled.roll_id
        others = {k: v for k, v in session.open_roll_by_character.items() if k != cid}
        assert {k: after.session.open_roll_by_character[k] for k in others} == others


class ArdriTable(RuleBasedStateMachine):
    """A table played at random; the gm's way out is checked after every step."""

    def __init__(self) -> None:
        super().__init__()
        self.log: list[Event] = []
        self.state: ArdriState = ARDRI.initial_state(None)
        self.rng = SeededRandomSource(7, mode="mixed")

    def play(self, command: Command) -> None:
        """Decide and fold one command; a refused one changes nothing."""
        try:
            self.state, events = decided(self.state, command, self.rng)
        except DomainError:
            return
        self.log.extend(events)

    @initialize(sheets=characters())
    def seat_the_characters(self, sheets: list[Event]) -> None:
        """Four random sheets."""
        self.log.extend(sheets)
        self.state = fold(ARDRI, self.state, sheets)

    @rule(data=st.data())
    def table_move(self, data: st.DataObject) -> None:
        """Sessions, rosters, sheet edits, concurrences (opened, rolled, cancelled)."""
        self.play(a_table_move(data.draw, self.state))

    @rule(data=st.data())
    def play_move(self, data: st.DataObject) -> None:
        """A roll, a Murphy move or a short scene, during a session."""
        if self.state.session is None:
            self.play(a_table_move(data.draw, self.state))
            return
        made = data.draw(st.sampled_from(MOVERS))(data.draw, self.state)
        for command in made if isinstance(made, list) else [made]:
            self.play(command)

    @invariant()
    def the_gm_can_always_end_the_session(self) -> None:
        """R2: EndSession, then a new session, from here."""
        assert_the_gm_can_end_the_session_and_start_the_next(self.state)

    @invariant()
    def an_open_roll_never_blocks_another_characters_roll(self) -> None:
        """R2: any present character may roll now."""
        assert_no_open_roll_blocks_another_roll(self.state)

    @invariant()
    def every_open_interaction_can_be_completed_by_its_participants(self) -> None:
        """#25: concurrences resolve and rolls resolve from the players' own seats."""
        assert_every_open_interaction_can_be_completed(self.state)

    @invariant()
    def what_is_offered_is_accepted_and_nothing_else(self) -> None:
        """#23, #39: every seat's offered commands, built from their choices only, are
        accepted, the others refused; whom the table waits for is offered the awaited
        commands (nobody awaited: the gm may start or end a session); every finite
        required field has its choices."""
        check_offers(ARDRI, self.state, self.state.sequence, free, generated, FIELD_REFUSALS,
                     ways_on=WAYS_ON)

    @invariant()
    def replay_gives_the_same_state(self) -> None:
        """Folding the emitted events again reproduces the state."""
        assert fold(ARDRI, ARDRI.initial_state(None), self.log) == self.state


CHECKS = settings(deadline=None, stateful_step_count=25,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


def test_r2_the_gm_can_always_end_the_session_and_an_open_roll_never_blocks_others() -> None:
    """R2, seed: "A la fin de la séance, les réussites de Murphy non utilisée
    disparaissent." and a kept success may be used "ultérieurement dans la séance de jeu"
    (so a roll stays open, and must never stop the next one). A few hundred sequences."""
    run_state_machine_as_test(ArdriTable, settings=settings(CHECKS, max_examples=200))


@pytest.mark.slow
def test_r2_liveness_holds_over_five_times_as_many_sequences() -> None:
    """R2, the long run (``-m slow``): the same machine, 1,000 sequences."""
    run_state_machine_as_test(ArdriTable, settings=settings(CHECKS, max_examples=1000))
