"""Random command sequences keep Xyrop's invariants, and replay reproduces the state."""

from collections import Counter
from typing import Any

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.core import GM, Command, DomainError, Event, SeededRandomSource
from domain.xyrop import commands as cmd
from domain.xyrop.decider import XYROP
from domain.xyrop.events import EVENT_TYPES, ContestEffectApplied
from domain.xyrop.rules.ladder import DIE_STEPS
from domain.xyrop.state import GameState, XyropOptions
from tests.unit.xyrop.helpers import register_pip


def _union() -> Any:
    union: Any = EVENT_TYPES[0]
    for event_type in EVENT_TYPES[1:]:
        union = union | event_type
    return union


EVENTS = msgspec.json.Decoder(list[_union()])  # type: ignore[misc]
CHARACTERS = ("pip", "sam")
NAMES = st.sampled_from(CHARACTERS)


def session_command(data: st.DataObject, state: GameState) -> Command:
    """A command worth trying during a session (only the chosen one is drawn)."""
    contest = state.session.current_contest if state.session else None
    contest_id = contest.contest_id if contest else "contest-0"
    elements = sorted(state.elements) or ["none"]
    who = data.draw(NAMES)
    assets = [a.asset_id for a in state.characters[who].assets] or ["none"]
    kind = data.draw(st.sampled_from(SESSION_KINDS))
    if kind == "roll":
        return roll_action(data, state, who)
    if kind == "difficulty":
        return cmd.RollOpposition(contest_id=contest_id, kind="difficulty",
                                difficulty_dice=data.draw(st.integers(2, 4)),
                                pc_stress_ids=data.draw(st.sampled_from([(), ("wound",)])))
    if kind == "npc":
        return cmd.RollOpposition(
            contest_id=contest_id, kind="npc", npc_id="orc",
            npc_dice=tuple(data.draw(st.lists(st.sampled_from(DIE_STEPS), min_size=1,
                                              max_size=3))),
            element_ids=data.draw(st.sampled_from([(), (elements[0],)])))
    if kind == "effect":
        return cmd.ApplyContestEffect(contest_id=contest_id, effect=data.draw(st.one_of(
            st.builds(cmd.StressStep, target_kind=st.sampled_from(["character", "npc"]),
                      target_id=NAMES, stress_id=st.just("wound"),
                      direction=st.sampled_from(["up", "down"])),
            st.builds(cmd.ElementStep, element_id=st.sampled_from(elements),
                      direction=st.sampled_from(["up", "down"])))))
    if kind == "player_one":
        return cmd.ExploitPlayerOne(contest_id=contest_id, effect=data.draw(st.one_of(
            st.builds(cmd.NewComplication, description=st.just("orcs")),
            st.builds(cmd.StepUpComplication, element_id=st.sampled_from(elements)),
            st.builds(cmd.DegradeOpportunity, element_id=st.sampled_from(elements)),
            st.builds(cmd.DegradeAsset, character_id=st.just(who),
                      asset_id=st.sampled_from(assets)))))
    if kind == "gm_ones":
        return cmd.ExploitGmOnes(contest_id=contest_id, character_id=who, effect=data.draw(
            st.one_of(st.builds(cmd.TriggerOpportunity, description=st.just("rope")),
                      st.builds(cmd.ImproveComplication, element_id=st.sampled_from(elements)))))
    return table_command(data, kind, who, assets[0], elements[0], contest_id)


SESSION_KINDS = ("roll", "roll", "roll", "difficulty", "difficulty", "npc", "effect",
                 "effect", "player_one", "gm_ones", "cancel", "asset", "step_asset", "award",
                 "situation", "element", "stress", "scene", "roll", "difficulty", "end")


def table_command(data: st.DataObject, kind: str, who: str, asset_id: str,
                  element_id: str, contest_id: str) -> Command:
    """The session's table commands."""
    simple: dict[str, Command] = {
        "cancel": cmd.CancelContest(contest_id=contest_id),
        "asset": cmd.CreateAsset(character_id=who, name="rope"),
        "step_asset": cmd.StepUpAsset(character_id=who, asset_id=asset_id),
        "award": cmd.AwardValueDestiny(character_id=who, value_id="loyalty"),
        "scene": cmd.AdvanceScene(), "end": cmd.EndSession(),
    }
    if kind in simple:
        return simple[kind]
    if kind == "situation":
        return cmd.CreateSituation(name="fire", die=data.draw(st.sampled_from(DIE_STEPS)))
    if kind == "element":
        return cmd.AdjustElement(element_id=element_id,
                               action=data.draw(st.sampled_from(["up", "down", "remove"])))
    return cmd.AdjustStress(target_kind="character", target_id=who, stress_id="wound",
                          direction=data.draw(st.sampled_from(["up", "up", "down"])))


def roll_action(data: st.DataObject, state: GameState, who: str) -> cmd.RollAction:
    """An action roll, mostly legal for the character's sheet and destiny."""
    sheet = state.characters[who]
    cloak = sheet.treasures[0]
    rated = isinstance(sheet.stress["wound"], int)
    budget = data.draw(st.integers(0, min(sheet.destiny_points, 2)))
    return cmd.RollAction(
        character_id=who, approach_id=data.draw(st.sampled_from(["careful", "quick"])),
        role_id=data.draw(st.sampled_from(["burglar", "scout"])),
        value_id=data.draw(st.sampled_from([None, "loyalty"])),
        distinctions=data.draw(st.sampled_from([(), (cmd.DistinctionUse(
            distinction_id=data.draw(st.sampled_from(["race", "curious"])),
            mode=data.draw(st.sampled_from(["d4", "d8"]))),)])),
        treasure=data.draw(st.sampled_from([None, cmd.TreasureUse(
            treasure_id="elven_cloak", reactivate=cloak.used_this_session)])),
        own_stress_ids=data.draw(st.sampled_from([(), ("wound",)])) if rated else (),
        destiny=cmd.DestinySpend(
            step_ups=tuple(data.draw(st.lists(st.sampled_from(["approach", "role"]),
                                              max_size=budget))),
            keep_extra=data.draw(st.integers(0, 1))))


def between_command(data: st.DataObject) -> Command:
    """A command worth trying between sessions."""
    who = data.draw(NAMES)
    kind = data.draw(st.sampled_from(["start", "start", "adventure", "swap", "milestone"]))
    if kind == "start":
        return cmd.StartSession(present_character_ids=data.draw(st.sampled_from(
            [CHARACTERS, (who,)])))
    if kind == "adventure":
        return cmd.EndAdventure(participant_ids=CHARACTERS)
    if kind == "swap":
        category = data.draw(st.sampled_from(["approach", "role"]))
        traits = {"approach": ["careful", "quick"], "role": ["burglar", "scout"]}[category]
        return cmd.ApplyExperienceSwap(character_id=who, category=category,  # type: ignore[arg-type]
                                     improve_id=traits[0], degrade_id=traits[1])
    options: list[cmd.MilestoneOption] = [
        cmd.IncreaseInitialDestiny(), cmd.StepUpTrait(category="treasure", id="elven_cloak"),
        cmd.NewDistinction(distinction_id="brave", name="Brave")]
    return cmd.ApplyMilestoneAdvance(character_id=who, option=data.draw(st.sampled_from(options)))


def check_invariants(state: GameState, events: list[Event]) -> None:
    """Destiny never negative, dice on the ladder, one effect per contest."""
    for sheet in state.characters.values():
        assert sheet.destiny_points >= 0
        dice = [*sheet.approaches.values(), *sheet.roles.values(), *sheet.values.values(),
                *(t.die for t in sheet.treasures), *(a.die for a in sheet.assets),
                *(s for s in sheet.stress.values() if isinstance(s, int))]
        assert all(die in DIE_STEPS for die in dice)
    assert all(e.die in DIE_STEPS for e in state.elements.values() if e.die is not None)
    for contest in (state.session.contests.values() if state.session else ()):
        pool = contest.pool + (contest.opposition.pool if contest.opposition else ())
        assert all(d.faces in DIE_STEPS and 1 <= d.value <= d.faces for d in pool)
    effects = Counter(e.contest_id for e in events if isinstance(e, ContestEffectApplied))
    assert all(count == 1 for count in effects.values())


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), steps=st.integers(10, 50))
def test_random_games_keep_the_invariants_and_replay_exactly(data: st.DataObject,
                                                              steps: int) -> None:
    state = XYROP.initial_state(XyropOptions())
    events: list[Event] = []
    for registration in (register_pip(), register_pip("sam", "seat-sam", "Sam")):
        new = XYROP.decide(state, registration, GM, SeededRandomSource(0))
        events += new
        state = fold(state, new)
    for index in range(steps):
        command = session_command(data, state) if state.session else between_command(data)
        try:
            new = XYROP.decide(state, command, GM, SeededRandomSource(index))
        except DomainError:
            continue
        events += new
        state = fold(state, new)
        check_invariants(state, events)
    replayed = fold(XYROP.initial_state(XyropOptions()), EVENTS.decode(
        msgspec.json.encode(events)))
    assert replayed == state
    assert XYROP.view(replayed, GM) == XYROP.view(state, GM)
    assert msgspec.json.decode(msgspec.json.encode(state), type=GameState) == state


def fold(state: GameState, events: list[Event]) -> GameState:
    """Apply the events."""
    for event in events:
        state = XYROP.evolve(state, event)
    return state
