"""Revision R5 (liveness): from every reachable state the gm can end the session (every
contest awaiting opposition can be cancelled or opposed) and start the next one.

A hypothesis state machine plays random, mostly legal command sequences through the
decider, with the revisions' corner cases: several contests awaiting at once (R2), group
oppositions, destiny spent after the dice (R1), assets ending with the session (R3),
experience kept across sessions (R4), characters out of play or off the roster while
their roll awaits. After every step it decides the closing sequence on the current state
and checks that each command is accepted, and that replay reproduces the state.
"""

from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule, run_state_machine_as_test

from domain.core import GM, Actor, Command, DomainError, Event, SeededRandomSource
from domain.xyrop import commands as cmd
from domain.xyrop.decider import XYROP
from domain.xyrop.events import EVENT_TYPES
from domain.xyrop.rules.ladder import DIE_STEPS
from domain.xyrop.state import GameState
from tests.unit.xyrop.completion import assert_every_contest_can_be_completed, open_contests
from tests.unit.xyrop.helpers import register_pip


def _union() -> Any:
    union: Any = EVENT_TYPES[0]
    for event_type in EVENT_TYPES[1:]:
        union = union | event_type
    return union


EVENTS = msgspec.json.Decoder(list[_union()])  # type: ignore[misc]
CHARACTERS = ("pip", "sam", "ylva")
SEATS = {cid: Actor(seat_id=f"seat-{cid}", role="player") for cid in CHARACTERS}


def apply(state: GameState, events: list[Event]) -> GameState:
    """The state after the events."""
    for event in events:
        state = XYROP.evolve(state, event)
    return state


def accepted(state: GameState, command: Command) -> GameState:
    """The gm's command is accepted here (else the test fails, naming the rule)."""
    try:
        events = XYROP.decide(state, command, GM, SeededRandomSource(state.event_count))
    except DomainError as error:  # pragma: no cover - a failure of the property
        pytest.fail(f"{type(command).__name__} refused: {error.code} ({error.detail})")
    return apply(state, events)


def assert_the_gm_can_close_and_start_again(state: GameState) -> None:
    """Each awaiting contest can be cancelled, opposed alone or with all the others; the
    session can end (directly, or after cancelling) and the next one start."""
    if state.session is None:
        accepted(state, cmd.StartSession(present_character_ids=CHARACTERS))
        return
    awaiting = tuple(contest.contest_id for contest in state.session.awaiting_contests())
    for contest_id in awaiting:
        accepted(state, cmd.CancelContest(contest_id=contest_id))
        accepted(state, cmd.RollOpposition(contest_ids=(contest_id,), kind="difficulty",
                                         difficulty_dice=2))
    if awaiting:
        opposed = accepted(state, cmd.RollOpposition(contest_ids=awaiting, kind="npc",
                                                   npc_id="orc", npc_dice=(6, 8)))
        assert opposed.session is not None and not opposed.session.awaiting_contests()
    cancelled = state
    for contest_id in awaiting:
        cancelled = accepted(cancelled, cmd.CancelContest(contest_id=contest_id))
    for start in (state, cancelled):
        ended = accepted(start, cmd.EndSession())
        assert ended.session is None
        assert all(sheet.assets == () for sheet in ended.characters.values())
        restarted = accepted(ended, cmd.StartSession(present_character_ids=CHARACTERS))
        assert restarted.session is not None and restarted.session.contests == {}


class XyropTable(RuleBasedStateMachine):
    """Three characters, random commands by the gm or the owning seats."""

    def __init__(self) -> None:
        super().__init__()
        self.state = XYROP.initial_state(None)
        self.log: list[Event] = []
        for cid in CHARACTERS:
            self.play(register_pip(cid, f"seat-{cid}", cid.capitalize()), GM)
        self.play(cmd.StartSession(present_character_ids=CHARACTERS), GM)

    def play(self, command: Command, actor: Actor) -> None:
        """Decide and apply the command when the rules accept it."""
        try:
            events = XYROP.decide(self.state, command, actor,
                                  SeededRandomSource(len(self.log), mode="mixed"))
        except DomainError:
            return
        self.log += events
        self.state = apply(self.state, events)

    def actor_for(self, data: st.DataObject, cid: str) -> Actor:
        """The owning seat or the gm."""
        return data.draw(st.sampled_from([SEATS[cid], GM]))

    def awaiting(self) -> list[str]:
        """The contests awaiting opposition."""
        session = self.state.session
        return [x.contest_id for x in session.awaiting_contests()] if session else []

    @rule(data=st.data(), who=st.sampled_from(CHARACTERS))
    def roll(self, data: st.DataObject, who: str) -> None:
        """A character's action roll, its spends within its destiny."""
        if self.state.session is None:
            return
        sheet = self.state.characters[who]
        budget = min(sheet.destiny_points, 2)
        cloak = sheet.treasures[0]
        self.play(cmd.RollAction(
            character_id=who, approach_id=data.draw(st.sampled_from(["careful", "quick"])),
            role_id=data.draw(st.sampled_from(["burglar", "scout"])),
            value_id=data.draw(st.sampled_from([None, "loyalty"])),
            distinctions=data.draw(st.sampled_from([(), (cmd.DistinctionUse(
                distinction_id="race", mode=data.draw(st.sampled_from(["d4", "d8"]))),)])),
            treasure=data.draw(st.sampled_from([None, cmd.TreasureUse(
                treasure_id=cloak.treasure_id, reactivate=cloak.used_this_session)])),
            own_stress_ids=("wound",) if isinstance(sheet.stress["wound"], int) else (),
            destiny=cmd.DestinySpend(step_ups=tuple(data.draw(st.lists(
                st.sampled_from(["approach", "role"]), max_size=budget))))),
            self.actor_for(data, who))

    @rule(data=st.data(), keep=st.integers(1, 2))
    def keep_more_dice(self, data: st.DataObject, keep: int) -> None:
        """R1 and T2: destiny after the dice, before or after the opposition."""
        if open_contests(self.state):
            contest_id = data.draw(st.sampled_from(open_contests(self.state)))
            assert self.state.session is not None
            who = self.state.session.contests[contest_id].character_id
            self.play(cmd.SpendDestinyOnRoll(contest_id=contest_id, keep_extra=keep),
                      self.actor_for(data, who))

    @rule(data=st.data())
    def oppose(self, data: st.DataObject) -> None:
        """R2: one roll against one or several awaiting contests (old or new body)."""
        if not self.awaiting():
            return
        ids = tuple(self.awaiting()) if data.draw(st.booleans()) else tuple(data.draw(
            st.lists(st.sampled_from(self.awaiting()), min_size=1, unique=True)))
        single = len(ids) == 1 and data.draw(st.booleans())
        kind = data.draw(st.sampled_from(["difficulty", "npc"]))
        self.play(cmd.RollOpposition(
            contest_ids=() if single else ids, contest_id=ids[0] if single else None,
            kind=kind, difficulty_dice=2 + len(ids) % 3 if kind == "difficulty" else None,
            npc_id="orc" if kind == "npc" else None,
            npc_dice=(8, 6) if kind == "npc" else None,
            element_ids=tuple(sorted(self.state.elements))[:1]), GM)

    @rule(data=st.data())
    def a_group_check(self, data: st.DataObject) -> None:
        """R2's corner case: every present character rolls, one roll opposes them all."""
        session = self.state.session
        if session is None:
            return
        for who in session.present_character_ids:
            self.play(cmd.RollAction(character_id=who, approach_id="quick", role_id="scout"),
                      GM)
        if self.awaiting():
            assert self.state.session is not None
            hurt = {x.contest_id: ("wound",) for x in self.state.session.awaiting_contests()
                    if isinstance(self.state.characters[x.character_id].stress["wound"], int)}
            self.play(cmd.RollOpposition(contest_ids=tuple(self.awaiting()), kind="difficulty",
                                       difficulty_dice=data.draw(st.integers(2, 4)),
                                       stress_of=hurt if data.draw(st.booleans()) else {}),
                      GM)

    @rule(data=st.data())
    def settle(self, data: st.DataObject) -> None:
        """Cancel, an effect, or 1s exploited, on a contest of the session."""
        session = self.state.session
        if session is None or not session.contests:
            return
        contest_id = data.draw(st.sampled_from(sorted(session.contests)))
        elements = sorted(self.state.elements) or ["none"]
        self.play(data.draw(st.sampled_from([
            cmd.CancelContest(contest_id=contest_id),
            cmd.ApplyContestEffect(contest_id=contest_id, effect=cmd.StressStep(
                target_kind="character", target_id=data.draw(st.sampled_from(CHARACTERS)),
                stress_id="wound", direction="up")),
            cmd.ApplyContestEffect(contest_id=contest_id, effect=cmd.ElementStep(
                element_id=elements[0], direction="up")),
            cmd.ExploitPlayerOne(contest_id=contest_id,
                               effect=cmd.NewComplication(description="orcs")),
            cmd.ExploitGmOnes(contest_id=contest_id, character_id=session.contests[
                contest_id].character_id, effect=cmd.TriggerOpportunity(description="rope")),
        ])), GM)

    @rule(data=st.data(), who=st.sampled_from(CHARACTERS))
    def table(self, data: st.DataObject, who: str) -> None:
        """Assets, destiny, situations, stress (out of play too), scenes, the roster."""
        assets = [a.asset_id for a in self.state.characters[who].assets] or ["none"]
        present = self.state.session.present_character_ids if self.state.session else ()
        self.play(data.draw(st.sampled_from([
            cmd.CreateAsset(character_id=who, name="rope"),
            cmd.StepUpAsset(character_id=who, asset_id=assets[0]),
            cmd.StepUpAsset(character_id=who, asset_id="elven_cloak"),
            cmd.RemoveAsset(character_id=who, asset_id=assets[0]),
            cmd.AwardValueDestiny(character_id=who, value_id="loyalty"),
            cmd.CreateSituation(name="fire", die=data.draw(st.sampled_from(DIE_STEPS))),
            cmd.AdjustStress(target_kind="character", target_id=who, stress_id="wound",
                           direction=data.draw(st.sampled_from(["up", "up", "down"]))),
            cmd.AdvanceScene(),
            cmd.ChangeSessionRoster(remove_ids=(who,)) if who in present
            else cmd.ChangeSessionRoster(add_ids=(who,)),
        ])), GM)

    @rule(now=st.integers(0, 3))
    def end_session(self, now: int) -> None:
        """The gm closes the session (R3: assets go; R2: every awaiting roll cancelled)."""
        if now == 0:
            self.play(cmd.EndSession(), GM)

    @rule(data=st.data(), who=st.sampled_from(CHARACTERS))
    def between_sessions(self, data: st.DataObject, who: str) -> None:
        """Adventures end, experience is taken (R4: kept until used), a session starts."""
        if self.state.session is not None:
            return
        for _ in range(data.draw(st.integers(0, 3))):
            self.play(cmd.EndAdventure(participant_ids=CHARACTERS), GM)
        if data.draw(st.booleans()):
            self.play(cmd.ApplyExperienceSwap(character_id=who, category="approach",
                                            improve_id="quick", degrade_id="careful"),
                      self.actor_for(data, who))
        if data.draw(st.booleans()):
            self.play(cmd.ApplyMilestoneAdvance(character_id=who,
                                              option=cmd.IncreaseInitialDestiny()),
                      self.actor_for(data, who))
        self.play(cmd.StartSession(present_character_ids=data.draw(st.sampled_from(
            [CHARACTERS, (who,), tuple(x for x in CHARACTERS if x != who)]))), GM)

    @invariant()
    def the_gm_can_end_the_session_and_start_the_next(self) -> None:
        """R5: cancel or oppose each awaiting contest, end the session, start anew."""
        assert_the_gm_can_close_and_start_again(self.state)

    @invariant()
    def every_open_contest_can_be_completed_by_its_participants(self) -> None:
        """Issue #25: the opposition, then the winner's effect, as offered."""
        assert_every_contest_can_be_completed(self.state)

    @invariant()
    def each_character_awaits_at_most_one_opposition(self) -> None:
        """R2: one awaiting contest per character."""
        session = self.state.session
        owners = [x.character_id for x in session.awaiting_contests()] if session else []
        assert len(owners) == len(set(owners))

    @invariant()
    def replay_gives_the_same_state(self) -> None:
        """Folding the stored (JSON round-tripped) events reproduces the state and view."""
        replayed = apply(XYROP.initial_state(None),
                         EVENTS.decode(msgspec.json.encode(self.log)))
        assert replayed == self.state
        assert XYROP.view(replayed, GM) == XYROP.view(self.state, GM)


CHECKS = settings(deadline=None, stateful_step_count=30,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


def test_r5_the_gm_can_always_end_the_session_and_settle_every_awaiting_contest() -> None:
    """R5, seed: "Pour réussir une action, il faut faire une somme de 2 dés plus élevée que
    la somme de 2 dés de la difficulté ou de l'opposition" (every roll meets its
    opposition, or the gm drops it). A few hundred sequences."""
    run_state_machine_as_test(XyropTable, settings=settings(CHECKS, max_examples=300))


@pytest.mark.slow
def test_r5_liveness_holds_over_five_times_as_many_sequences() -> None:
    """R5, the long run (``-m slow``): the same machine, 1,500 sequences."""
    run_state_machine_as_test(XyropTable, settings=settings(CHECKS, max_examples=1500))

