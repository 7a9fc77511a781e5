"""R5 (liveness): from every state reachable by legal commands, the Adversity can close
the open action, end the scene, and start the next session, scene and action.

A hypothesis state machine plays random, mostly legal command sequences through the
decider (the moves of test_properties, plus full consequence slots, consequence options
chosen on full slots, the extreme consequence spent, accepted defeats outside conflicts and
panicked heroes leaving) and, after every step, proves the way out by deciding it on the
current state (states are immutable, so the machine's own state is untouched): every
command of the closing sequence must be accepted. It also checks that folding the emitted
events again gives the same state.
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

from domain.core import GM, Actor, Command, DomainError, Event, SeededRandomSource, fold
from domain.locquemare import commands as cmd
from domain.locquemare.rules.harm import free_slots
from domain.locquemare.state import RESOURCES, SEVERITIES, LocquemareState
from tests.support.offers import check_offers
from tests.unit.locquemare import offers
from tests.unit.locquemare.completion import check_completion
from tests.unit.locquemare.helpers import R
from tests.unit.locquemare.redaction import check_redaction
from tests.unit.locquemare.test_properties import (
    MAKERS,
    OPTIONS,
    Maker,
    advance_action,
    hero,
    pick,
    start,
)

MAX_STEPS = 40


def decided(state: LocquemareState, command: Command) -> LocquemareState:
    """The state after the gm's command; a refusal fails the liveness property."""
    try:
        events = R.decide(state, command, GM, SeededRandomSource(3, mode="mixed"))
    except DomainError as error:
        raise AssertionError(f"{type(command).__name__} refused: {error.code} "
                             f"({error.detail})") from error
    return fold(R, state, events)


def next_closing_step(state: LocquemareState) -> Command | None:
    """The gm's next command to settle pending harm and close the open action."""
    pending = sorted(h for h, sheet in state.heroes.items() if sheet.pending_harm)
    if pending:
        return cmd.ResolveHarm(hero_id=pending[0], option="taken_out")
    action = state.action
    if action is None:
        return None
    if action.status == "declared":
        discover = action.advantage is not None and action.advantage.mode == "discover"
        hidden = sorted(k for k, key in state.keys.items() if not key.known)
        return cmd.SetDifficulty(action_id=action.action_id,
                                hidden_key_id=hidden[0] if discover and hidden else None)
    if action.status == "difficulty_set":
        edge = 1 if action.edge_die_sides else None
        return cmd.RollAction(action_id=action.action_id,
                             dice=cmd.FateDice(fate=(0, 0, 0, 0), edge=edge))
    if action.status == "rolled":
        return cmd.ResolveAction(action_id=action.action_id, stress_check_d10=10)
    if action.chosen is None:
        return cmd.ChooseOutcome(action_id=action.action_id, option=action.options[-1],
                                stress_check_d10=10)
    free = free_slots(state.heroes[action.hero_id])  # T3: a free severity is named
    return cmd.InflictConsequence(hero_id=action.hero_id, severity=free[0] if free else "minor",
                                 text="Dû")


def closed(state: LocquemareState) -> LocquemareState:
    """Pending harm settled and the open action closed, in a bounded number of steps."""
    for _ in range(MAX_STEPS):
        command = next_closing_step(state)
        if command is None:
            return state
        state = decided(state, command)
    raise AssertionError(f"the action is still open after {MAX_STEPS} gm commands")


def redistributed(state: LocquemareState) -> LocquemareState:
    """Every hero owing an act-end redistribution does it (the gm may act for them)."""
    for hero_id, sheet in sorted(state.heroes.items()):
        total = 8 + sheet.acts_played
        if sum(sheet.resources.values()) != total:
            values = dict.fromkeys(RESOURCES, 0)
            for i in range(total):
                values[RESOURCES[i % 8]] += 1
            state = decided(state, cmd.RedistributeResources(hero_id=hero_id, resources=values))
    return state


def assert_the_adversity_can_move_on(state: LocquemareState) -> None:
    """Close the action, end the scene, start the next session, scene and action."""
    state = closed(state)
    if state.phase == "in_scene":
        state = decided(state, cmd.EndScene())
        assert state.phase == "in_act" and state.action is None
    if state.session_open:
        state = decided(state, cmd.EndSession())
    state = decided(state, cmd.StartSession())
    assert state.session_open
    if state.phase in ("setup", "between_scenarios"):
        state = decided(state, cmd.StartScenario())
    if state.phase == "between_acts":
        state = decided(redistributed(state), cmd.StartAct())
    state = decided(state, cmd.StartScene(present_hero_ids=tuple(state.heroes)))
    assert state.phase == "in_scene"
    for hero_id in state.heroes:
        after = decided(state, cmd.DeclareAction(
            action_id=f"next-{len(state.action_ids)}", hero_id=hero_id,
            action_type="overcome", approach="aggro", resource="adrenaline"))
        assert after.action is not None and after.action.hero_id == hero_id


def fill_slots(d: st.DataObject, s: LocquemareState) -> Command:
    """The corner case of R1: a consequence on a hero whose slots may be full."""
    return cmd.InflictConsequence(hero_id=hero(d, s), severity=d.draw(
        st.sampled_from(SEVERITIES)), text="Encore")


def consequence_option(d: st.DataObject, s: LocquemareState) -> Command | None:
    """Choose the `*_consequence` option whenever the menu has one."""
    action = s.action
    owed = [o for o in action.options if o.endswith("_consequence")] if action else []
    if action is None or not owed or action.chosen is not None:
        return None
    return cmd.ChooseOutcome(action_id=action.action_id, option=owed[0], stress_check_d10=10)


def harm_choice(d: st.DataObject, s: LocquemareState) -> Command | None:
    """A hero resolves pending harm with one of its options (extreme included)."""
    pending = sorted(h for h, sheet in s.heroes.items() if sheet.pending_harm)
    if not pending:
        return None
    hero_id = d.draw(st.sampled_from(pending))
    sheet = s.heroes[hero_id]
    assert sheet.pending_harm is not None
    keys = sheet.character_key_ids or ("none",)
    return cmd.ResolveHarm(
        hero_id=hero_id, option=d.draw(st.sampled_from(sheet.pending_harm.options)),
        absorb=cmd.AbsorbOption(slots=("medium", "grave"), texts=("a", "b")),
        extreme=cmd.ExtremeOption(replace_key_id=keys[0], text="Extrême"))


EXTRA: list[Maker] = [
    *[fill_slots] * 4, *[consequence_option] * 4, *[harm_choice] * 3,
    lambda d, s: cmd.AcceptDefeat(hero_id=hero(d, s)),
    lambda d, s: cmd.InflictConsequence(hero_id=hero(d, s), severity="minor", text="Panique",
                                       effect="panicked"),
    lambda d, s: cmd.LeaveScene(hero_id=hero(d, s)),
    lambda d, s: cmd.ApplyStress(hero_id=hero(d, s), amount=d.draw(st.integers(5, 20)),
                                resource="dogma", stress_check_d10=d.draw(st.integers(1, 10))),
    # the third pass: presence in a running scene (T1), npcs healed (T13) and met (T14)
    lambda d, s: cmd.LeaveScene(npc_ids=(pick(d, s.npcs),)),
    lambda d, s: cmd.JoinScene(hero_ids=(hero(d, s),), npc_ids=(pick(d, s.npcs),)),
    lambda d, s: cmd.RestoreNpc(npc_id=pick(d, s.npcs)),
    lambda d, s: cmd.CreateNpc(npc_id=f"npc{len(s.npcs)}", name=f"Traître {len(s.npcs)}",
                              category="adversary", stress_boxes=1,
                              consequence_slots=("minor",)),
    lambda d, s: cmd.CreateKey(key_id=f"npckey{s.key_seq}", text=f"ZZNPC{s.key_seq}ZZ",
                              persistent=True, owner=cmd.KeyOwner(npc_id=pick(d, s.npcs))),
    lambda d, s: cmd.ProposeComplication(
        complication_id=f"c{len(s.complications)}", hero_id=hero(d, s),
        key_id=f"{hero(d, s)}-concept", complication_kind="event", text="Ennui",
        proposer="adversity"),
    lambda d, s: cmd.ProposeComplication(  # T13: on an npc's consequence
        complication_id=f"c{len(s.complications)}", npc_id=pick(d, s.npcs),
        key_id=pick(d, tuple(k for k, v in s.keys.items() if v.owner_npc_id)),
        complication_kind="event", text="Ennui", proposer=hero(d, s), token="exploit"),
    lambda d, s: cmd.DrawSecrets(hero_id=hero(d, s)),
    lambda d, s: cmd.RevealSecret(hero_id=hero(d, s)),
    lambda d, s: cmd.RevealNpc(npc_id=pick(d, s.npcs)),
]
SEATS: tuple[Actor, ...] = (GM, Actor(seat_id="p1", role="player"),
                            Actor(seat_id="p2", role="player"))


class LocquemareTable(RuleBasedStateMachine):
    """A table played at random; the Adversity's way out is checked after every step."""

    def __init__(self) -> None:
        super().__init__()
        self.state, self.log = start()
        self.rng = SeededRandomSource(11, mode="mixed")

    @initialize(seed=st.integers(0, 10**6))
    def seed_the_dice(self, seed: int) -> None:
        """Server draws differ between runs."""
        self.rng = SeededRandomSource(seed, mode="mixed")

    def attempt(self, command: Command | None, actor: Actor = GM) -> None:
        """Decide and fold one command; a refused one changes nothing."""
        if command is None:
            return
        try:
            events: list[Event] = R.decide(self.state, command, actor, self.rng)
        except DomainError:
            return
        self.state = fold(R, self.state, events)
        self.log.extend(events)

    @rule(data=st.data())
    def play(self, data: st.DataObject) -> None:
        """One random command by a random seat."""
        maker = data.draw(st.sampled_from([*MAKERS, *EXTRA]))
        self.attempt(maker(data, self.state), data.draw(st.sampled_from(SEATS)))

    @rule(data=st.data())
    def drive_the_action(self, data: st.DataObject) -> None:
        """A few steps of the open action (or a new one), owing consequences often."""
        for _ in range(data.draw(st.integers(1, 6))):
            owed = consequence_option(data, self.state)
            use_owed = owed is not None and data.draw(st.booleans())
            self.attempt(owed if use_owed else advance_action(data, self.state))

    @rule(data=st.data())
    def fill_every_slot(self, data: st.DataObject) -> None:
        """R1's corner case: a hero whose minor, medium and grave slots are all used."""
        hero_id = hero(data, self.state)
        for severity in SEVERITIES:
            self.attempt(cmd.InflictConsequence(hero_id=hero_id, severity=severity,
                                               text="Plein"))

    @invariant()
    def the_adversity_can_close_and_move_on(self) -> None:
        """R5, proven by deciding the closing sequence on the current state."""
        assert_the_adversity_can_move_on(self.state)

    @invariant()
    def what_is_offered_is_accepted_and_nothing_else(self) -> None:
        """Issue #23: every offered command is accepted, every other one refused."""
        check_offers(R, self.state, len(self.log), offers.free, offers.generated,
                     offers.FIELD_REFUSALS)

    @invariant()
    def participants_complete_what_is_open(self) -> None:
        """Issue #26: the action, harm, complications and conflict complete by their
        participants' own commands."""
        check_completion(self.state)

    @invariant()
    def no_hero_seat_reads_a_secret(self) -> None:
        """Issue #26: no hidden key id, other hero's secret or unmet npc for a hero seat."""
        check_redaction(self.state, self.log, OPTIONS)

    @invariant()
    def replay_gives_the_same_state(self) -> None:
        """Folding the log from the start gives the state the table is in."""
        assert fold(R, R.initial_state(OPTIONS), self.log) == self.state


def test_the_adversity_can_always_close_the_action_and_move_on() -> None:
    run_state_machine_as_test(LocquemareTable, settings=settings(
        max_examples=250, stateful_step_count=30, deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]))


@pytest.mark.slow
def test_the_adversity_can_always_close_the_action_and_move_on_at_length() -> None:
    run_state_machine_as_test(LocquemareTable, settings=settings(
        max_examples=1250, stateful_step_count=30, deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]))
