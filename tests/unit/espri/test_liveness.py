"""R8, liveness: from every state reachable by legal commands the gm can close what is open
(the call, by its remaining choices or ``CancelCall`` before the draw) and reach a state
where a new call is declared. Proved by deciding that closing sequence on the state and
checking each command is accepted, after every step of random legal sequences that visit
the revisions' corner cases (retired characters, shattered media, helpers' own
modifiers, board gems spent, the ritual with active members only)."""

import contextlib
import random

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

from domain.core import GM, Command, DomainError, Event, SeededRandomSource, fold
from domain.espri import commands as cmd
from domain.espri.decider import ESPRI
from domain.espri.rules.gems import SEASONS
from domain.espri.rules.sheet import is_active, setup_draw_size
from domain.espri.state import EspriOptions, EspriState
from tests.support.offers import check_offers
from tests.unit.espri import moves
from tests.unit.espri.completion import assert_every_open_interaction_can_be_completed
from tests.unit.espri.moves import choice
from tests.unit.espri.test_properties import candidates, check_invariants, crowded_board

SPARE = cmd.RegisterCharacter(
    id="spare", name="Spare", player_id="gm-spare", kind="guardian", tutelary_season="spring",
    devotion=1, seasons={"winter": 2, "spring": 2, "summer": 2, "autumn": 2}, talents=["Abri"])


def accept(state: EspriState, command: Command, seed: int = 0) -> EspriState:
    """The state after a command the gm must be able to issue (a refusal fails the test)."""
    try:
        events = ESPRI.decide(state, command, GM, SeededRandomSource(seed))
    except DomainError as error:
        raise AssertionError(f"the gm is stuck: {command!r} refused ({error.code})") from error
    return fold(ESPRI, state, events)


def close_the_call(state: EspriState) -> EspriState:
    """The call's remaining choices, each the simplest legal one; at most six commands."""
    for _ in range(6):
        call = state.open_call
        if call is None:
            return state
        if call.step == "declared" and call.temptation_gems:
            state = accept(state, cmd.DrawGems())  # T15: no cancel after the temptation
        elif call.step == "declared":
            state = accept(state, cmd.CancelCall())
        elif call.step == "drawn":
            state = accept(state, choice(call))
        elif call.step == "awaiting_extra_gems":
            state = accept(state, cmd.PlaceExtraGems(gems=list(call.hand[:call.extra_count])))
        elif call.step == "awaiting_shift":
            state = accept(state, cmd.ChooseShift(shift="down"))
        elif call.step == "awaiting_rupture_removal":
            state = accept(state, cmd.RemoveRuptureGem(skip=True))
        else:
            state = accept(state, cmd.KeepPrayerGem(skip=True))
    raise AssertionError(f"the call is still open at step {state.open_call}")


def finish_setup(state: EspriState, complete: bool = True) -> EspriState:
    """Every active character's setup draw and choice, then ``CompleteSetup`` (in play,
    ``complete`` False: the newcomers only, T14)."""
    for cid, sheet in state.characters.items():
        if sheet.retired or cid in state.setup_done:
            continue
        if not complete and sheet.medium_shattered:
            continue
        if cid not in state.setup_draws:
            state = accept(state, cmd.DrawSetupGems(character_id=cid))
        drawn = state.setup_draws[cid]
        room = max(0, sheet.devotion - len(sheet.prayer_gems))
        keep = [gem for gem in drawn if gem != "rupture"][:room]
        rest = list(drawn)
        for gem in keep:
            rest.remove(gem)
        quadrants = [SEASONS[0] for gem in rest if gem in ("time", "rupture")] \
            if sheet.kind == "priestess" else []
        state = accept(state, cmd.ChooseSetupPrayers(character_id=cid, keep=keep,
                                                     quadrants=quadrants))
        if not complete:
            return state
    return accept(state, cmd.CompleteSetup()) if complete else state


def _set_up_leaders(state: EspriState) -> list[str]:
    return [cid for cid, sheet in state.characters.items()
            if is_active(sheet) and cid in state.setup_done]


def set_up_a_newcomer(state: EspriState) -> EspriState:
    """No member can lead (T14: those registered in play have not drawn): the gm registers
    a spare if no one is active, then sets the first newcomer up, or, when the bag is too
    small for its setup draw, starts a new scenario and its setup."""
    if not any(is_active(sheet) for sheet in state.characters.values()):
        state = accept(state, SPARE)
    cid = next(cid for cid, sheet in state.characters.items() if is_active(sheet))
    if sum(state.pool.values()) < setup_draw_size(state.characters[cid]):
        return finish_setup(accept(state, cmd.StartScenario()))
    return finish_setup(state, complete=False)


def assert_the_gm_can_close_and_declare_a_new_call(state: EspriState) -> None:
    """R8: close the call, finish the setup if need be, then a new call is accepted (a
    spare character registered by the gm when every member is retired or shattered)."""
    state = close_the_call(state)
    if state.phase == "setup":
        state = finish_setup(state)
    leaders = _set_up_leaders(state)
    if not leaders:
        state = set_up_a_newcomer(state)
        leaders = _set_up_leaders(state)
    if sum(state.pool.values()) == 0:
        # every gem is out of the bag (perhaps into a newcomer's setup draw): the gm spends
        # one board gem (R7) so a call can draw
        season, cell = next((s, i) for s, q in state.board.items()
                            for i, gem in enumerate(q.cells) if gem is not None)
        state = accept(state, cmd.SpendBoardGems(cells=[cmd.Cell(quadrant=season, cell=cell)]))
    state = accept(state, cmd.DeclareCall(leader_id=leaders[0], called_season="winter"))
    assert state.open_call is not None and state.open_call.leader_id == leaders[0]
    assert close_the_call(state).open_call is None


class EspriTable(RuleBasedStateMachine):
    """Random legal commands (the property test's generator) on one game."""

    def __init__(self) -> None:
        super().__init__()
        self.state = ESPRI.initial_state(EspriOptions())
        self.log: list[Event] = []

    def play(self, events: list[Event]) -> None:
        self.log += events
        self.state = fold(ESPRI, self.state, events)

    @initialize(crowded=st.booleans())
    def a_board(self, crowded: bool) -> None:
        """Half the games start with 52 gems on the board, so that the pool runs low and
        the communion ritual is reached."""
        if crowded:
            self.play(crowded_board())

    @rule(seed=st.integers(0, 2**32))
    def a_legal_command(self, seed: int) -> None:
        """The first accepted command among the generator's candidates."""
        r = random.Random(seed)
        for command in candidates(self.state, r)[:16]:
            try:
                self.play(ESPRI.decide(self.state, command, GM, SeededRandomSource(seed)))
                return
            except DomainError:
                continue

    @rule(seed=st.integers(0, 2**32), pick=st.integers(0, 3))
    def a_corner_case(self, seed: int, pick: int) -> None:
        """The revisions' corner cases, whether or not the rules accept them here: a
        character retires, a medium shatters, board gems are spent, a helper is
        weakened."""
        ids = sorted(self.state.characters)
        if not ids:
            return
        cid = ids[seed % len(ids)]
        paved = [cmd.Cell(quadrant=season, cell=cell) for season, q in self.state.board.items()
                 for cell, gem in enumerate(q.cells) if gem is not None]
        made: list[Command] = [
            cmd.RetireCharacter(character_id=cid, reason="leaves"),
            cmd.InflictRupture(character_id=cid, reason="anathema"),
            cmd.SpendBoardGems(cells=paved[:1 + seed % 3], reason="a Chimera's power"),
            cmd.DeclareCall(leader_id=ids[0], called_season=SEASONS[seed % 4], helpers=[
                cmd.Helper(character_id=other, mode="direct",
                           talent=next(iter(self.state.characters[other].talents), None))
                for other in ids[1:]],
                modifiers=[cmd.Modifier(label="fever", value=-(seed % 4), character_id=cid)]),
        ]
        with contextlib.suppress(DomainError):
            self.play(ESPRI.decide(self.state, made[pick], GM, SeededRandomSource(seed)))

    @invariant()
    def the_gm_can_close_what_is_open_and_declare_a_new_call(self) -> None:
        """R8, proved by deciding the closing sequence on this state."""
        assert_the_gm_can_close_and_declare_a_new_call(self.state)

    @invariant()
    def every_open_interaction_can_be_completed_by_its_participants(self) -> None:
        """Issue #25: the call by its leader (and the gm where the gm chooses), the
        ritual by every member able to pay (T1)."""
        assert_every_open_interaction_can_be_completed(self.state)

    @invariant()
    def what_is_offered_is_accepted_and_nothing_else(self) -> None:
        """Issues #23 and #39: every seat's offers, built from their choices only, are
        accepted; every generated command not offered to a seat is refused; whom the table
        waits for is offered the awaited commands (nobody awaited: the gm has a way on);
        every finite required field has its choices."""
        check_offers(ESPRI, self.state, len(self.log), moves.free, moves.generated,
                     moves.FIELD_REFUSALS, ways_on=moves.WAYS_ON)

    @invariant()
    def gems_are_conserved_and_replay_gives_the_same_state(self) -> None:
        """12 gems of each colour; folding the emitted events again reproduces the state."""
        check_invariants(self.state)
        assert fold(ESPRI, ESPRI.initial_state(EspriOptions()), self.log) == self.state


CHECKS = settings(deadline=None, stateful_step_count=30,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


def test_r8_the_gm_can_always_close_the_call_and_declare_the_next() -> None:
    """R8, seed: "Quelle que soit la situation, une seule personne tirera les gemmes et les
    posera sur le plateau. On l'appelle le leader." Whatever the situation, the table can
    always get to its next Call. A few hundred sequences."""
    run_state_machine_as_test(EspriTable, settings=settings(CHECKS, max_examples=200))


@pytest.mark.slow
def test_r8_liveness_holds_over_five_times_as_many_sequences() -> None:
    """R8, the long run (``-m slow``): the same machine, 1,000 sequences."""
    run_state_machine_as_test(EspriTable, settings=settings(CHECKS, max_examples=1000))
