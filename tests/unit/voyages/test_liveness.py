"""R3 (liveness): from every reachable state the gm can close the open situation or
conflict (and any open action) and start a new one, pending harm included.

A hypothesis state machine plays random, mostly legal command sequences through the
decider: the gm's moves (adjectives, time, actions, rerolls, situations, spending,
conflicts and their rounds, flaws) and Tetra's player's (R1 flaw invocations with open
or closed windows, R2 splits, new actions). After every step it proves, on a copy of
the state, that the gm's closing sequence and a new situation and a new conflict are
accepted, that every harm still pending for Tetra can be answered by her owner once
everything is closed, and that her new situation closes those windows. It also checks
that folding the emitted events again gives the same state.
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

from domain.core import GM, Actor, Command, DomainError, Event, fold
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.state import VoyagesOptions, VoyagesState, flaw_window_open, resolution_ids
from tests.support.decider_spec import mixed
from tests.support.offers import check_offers
from tests.unit.voyages.helpers import PLAYER, doc, open_conflict, registered, side, tetra
from tests.unit.voyages.moves import MOVES, PLAYER_MOVES
from tests.unit.voyages.offers import FIELD_REFUSALS, free, generated


def decided(state: VoyagesState, command: Command,
            actor: Actor = GM) -> tuple[VoyagesState, list[Event]]:
    """The state after the command (DomainError when it is refused)."""
    events = VOYAGES.decide(state, command, actor, mixed())
    return fold(VOYAGES, state, events), events


def closing_sequence(state: VoyagesState) -> list[Command]:
    """The gm closes every open action, situation and conflict."""
    return [*(cmd.CloseAction(action_id=k) for k, a in state.actions.items()
              if a.status == "open"),
            *(cmd.CloseSituation(situation_id=k) for k, s in state.situations.items()
              if s.status != "closed"),
            *(cmd.EndConflict(conflict_id=k) for k, k_ in state.conflicts.items()
              if k_.status != "closed")]


def fresh_id(state: VoyagesState, prefix: str) -> str:
    """A resolution id not used yet."""
    used = resolution_ids(state)
    return next(f"{prefix}{n}" for n in range(len(used) + 1) if f"{prefix}{n}" not in used)


def pending_harm(state: VoyagesState) -> list[str]:
    """Harmful effects on Tetra her owner could still answer with a flaw."""
    return [k for k, x in state.effects.items() if x.harmful and not x.negated
            and "tetra" in x.concerns_character_ids and flaw_window_open(state, x, "tetra")]


def assert_the_gm_can_close_and_start_again(state: VoyagesState) -> None:
    """R3: closing is accepted and leaves the table free; a new situation then a new
    conflict are accepted; pending harm survives the closing and ends with the start."""
    harm = pending_harm(state)
    for command in closing_sequence(state):
        state, _ = decided(state, command)
    assert VOYAGES.view(state, GM).phase == "free"
    invokes = [cmd.InvokeFlaw(effect_id=effect_id, character_id="tetra", flaw="maladroite",
                              replacement_description="x") for effect_id in harm]
    for invoke in invokes:
        assert isinstance(decided(state, invoke, PLAYER)[1][0], ev.FlawInvoked)
    state, _ = decided(state, cmd.OpenSituation(
        situation_id=fresh_id(state, "live-s"), group_mode="average", participants=(
            cmd.ParticipantSpec(character_id="tetra"), cmd.ParticipantSpec(character_id="doc"))))
    assert VOYAGES.view(state, GM).phase == "situation"
    for invoke in invokes:
        with pytest.raises(DomainError) as refused:
            decided(state, invoke, PLAYER)
        assert refused.value.code == "flaw_window_closed"
    state, _ = decided(state, open_conflict(fresh_id(state, "live-k"), sides=(
        side("pcs", "tetra", "doc", controllers=("p1",), mode="sum"), side("npc", "ogre")),
        initiator="pcs"))
    assert VOYAGES.view(state, GM).phase == "conflict"


class VoyagesTable(RuleBasedStateMachine):
    """A table played at random; the gm's way out is checked after every step."""

    def __init__(self) -> None:
        super().__init__()
        self.log: list[Event] = registered(tetra(), doc())
        self.state: VoyagesState = fold(VOYAGES, VOYAGES.initial_state(VoyagesOptions()),
                                        self.log)

    def play(self, command: Command | None, actor: Actor) -> None:
        """Decide and fold one command; a refused one changes nothing."""
        if command is None:
            return
        try:
            self.state, events = decided(self.state, command, actor)
        except DomainError:
            return
        self.log.extend(events)

    @initialize()
    def start(self) -> None:
        """Tetra and Doc at the table (the constructor seats them)."""

    @rule(move=st.integers(0, len(MOVES) - 1), a=st.integers(0, 5), d=st.integers(1, 6))
    def gm_move(self, move: int, a: int, d: int) -> None:
        """One of the gm's moves."""
        self.play(MOVES[move](self.state, a, d), GM)

    @rule(dice=st.tuples(st.integers(1, 6), st.integers(1, 6), st.integers(1, 6)))
    def gm_group_scene(self, dice: tuple[int, int, int]) -> None:
        """The gm opens a group situation for Tetra and Doc and scores it (then a split,
        R2, or spending may follow)."""
        if any(s.status != "closed" for s in self.state.situations.values()):
            return
        sid = fresh_id(self.state, "g")
        self.play(cmd.OpenSituation(situation_id=sid, group_mode="average", participants=(
            cmd.ParticipantSpec(character_id="tetra"), cmd.ParticipantSpec(character_id="doc"))),
            GM)
        for cid, die in (("tetra", dice[0]), ("doc", dice[1])):
            self.play(cmd.RollSituation(situation_id=sid, character_id=cid, dice=(die,)), GM)
        self.play(cmd.RollEnvironment(situation_id=sid, dice=(dice[2],)), GM)
        self.play(cmd.ScoreSituation(situation_id=sid), GM)

    @rule(move=st.integers(0, len(PLAYER_MOVES) - 1), a=st.integers(0, 5),
          d=st.integers(1, 6))
    def player_move(self, move: int, a: int, d: int) -> None:
        """One of Tetra's player's moves."""
        self.play(PLAYER_MOVES[move](self.state, a, d), PLAYER)

    @invariant()
    def the_gm_can_close_what_is_open_and_start_again(self) -> None:
        """R3, checked on a copy of the current state."""
        assert_the_gm_can_close_and_start_again(self.state)

    @invariant()
    def replay_gives_the_same_state(self) -> None:
        """Folding the emitted events again reproduces the state."""
        assert fold(VOYAGES, VOYAGES.initial_state(VoyagesOptions()), self.log) == self.state


class OfferedTable(VoyagesTable):
    """The same table, where every reached state also checks #23's property."""

    @invariant()
    def offered_commands_are_accepted_and_the_others_refused(self) -> None:
        """What ``available`` offers each seat is accepted, what it does not is refused
        (``tests.support.offers``)."""
        check_offers(VOYAGES, self.state, len(self.log), free, generated, FIELD_REFUSALS)


CHECKS = settings(deadline=None, stateful_step_count=40,
                  suppress_health_check=[HealthCheck.too_slow])


def test_r3_the_gm_can_always_close_the_open_resolution_and_start_a_new_one() -> None:
    """R3, seed: "Si une action va entrainer une mauvaise conséquence pour un personnage,
    la joueuse ou le joueur peuvent, si les conditions le permettent, invoquer un
    travers" (pending harm stays answerable) and "Chacun peut décider, après les jets de
    dés, de se désolidariser d'un membre du groupe" (splits never lock a situation).
    A few hundred sequences."""
    run_state_machine_as_test(VoyagesTable, settings=settings(CHECKS, max_examples=200))


@pytest.mark.slow
def test_r3_liveness_holds_over_five_times_as_many_sequences() -> None:
    """R3, the long run (``-m slow``): the same machine, 1,000 sequences."""
    run_state_machine_as_test(VoyagesTable, settings=settings(CHECKS, max_examples=1000))


def test_offered_commands_are_accepted_and_the_others_refused() -> None:
    """#23, "offered <=> accepted": at every state the table reaches, for the gm, both
    players and a stranger, every command ``available`` lists is accepted when built from
    its choices, and every command it does not list is refused. A hundred sequences."""
    run_state_machine_as_test(OfferedTable, settings=settings(CHECKS, max_examples=100))


@pytest.mark.slow
def test_offers_hold_over_five_times_as_many_sequences() -> None:
    """#23, the long run (``-m slow``)."""
    run_state_machine_as_test(OfferedTable, settings=settings(CHECKS, max_examples=500))
