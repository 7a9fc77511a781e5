"""The read model, the event log's visibility and the session-log lines."""

import json

import msgspec

from domain.core import GM, Actor
from domain.xyrop.commands import (
    AdjustStress,
    ApplyExperienceSwap,
    ApplyMilestoneAdvance,
    ChangeSessionRoster,
    CreateAsset,
    DistinctionUse,
    EndAdventure,
    EndSession,
    ExploitPlayerOne,
    IncreaseInitialDestiny,
    NewComplication,
    RemoveAsset,
    RollAction,
    RollOpposition,
    SpendDestinyOnRoll,
)
from domain.xyrop.decider import XYROP
from domain.xyrop.events import ActionRolled, OppositionRolled, SpendRecord
from domain.xyrop.state import RolledDie
from domain.xyrop.views import XyropView
from tests.support.decider_spec import spec
from tests.unit.xyrop.helpers import (
    PIP_SEAT,
    given,
    history,
    pip_in_session,
    register_pip,
)

OBSERVER = Actor(seat_id="seat-eve", role="observer")


def test_the_view_shows_sheets_elements_and_the_open_contest() -> None:
    state = given(pip_in_session((RollAction(character_id="pip", approach_id="careful",
                                             role_id="burglar",
                                             dice={"approach": 1, "role": 4}), PIP_SEAT)))
    view = XYROP.view(state, OBSERVER)
    assert isinstance(view, XyropView) and isinstance(view, XYROP.view_type)
    data = msgspec.json.decode(msgspec.json.encode(view))
    assert json.loads(json.dumps(data)) == data
    assert view.phase == "awaiting_opposition"
    sheet = data["characters"]["pip"]
    assert (sheet["destiny_points"], sheet["stress"], sheet["assets"]) == (1, {"wound": "none"},
                                                                           [])
    assert sheet["pending_experience"] == {"swap": False, "milestone": False}
    assert view.current_contest is not None
    assert view.current_contest.player_total == 5
    assert data["current_contest"]["player_ones_remaining"] == 1
    assert view.session is not None
    assert view.session.awaiting_contest_ids == (view.current_contest.contest_id,)
    assert view.live_contests == {"pip": view.current_contest}
    state = (
        spec(XYROP)
        .at(state)
        .when(
            ExploitPlayerOne(
                contest_id=view.current_contest.contest_id,
                effect=NewComplication(description="orcs"),
            )
        )
        .state
    )
    (element,) = XYROP.view(state, PIP_SEAT).elements.values()
    assert (element.kind, element.die) == ("complication", 6)


def test_the_view_keeps_the_json_keys_of_the_dict_it_replaced() -> None:
    state = given(pip_in_session((RollAction(character_id="pip", approach_id="careful",
                                             role_id="burglar",
                                             dice={"approach": 1, "role": 4}), PIP_SEAT)))
    data = msgspec.json.decode(msgspec.json.encode(XYROP.view(state, GM)))
    assert list(data) == ["phase", "config", "scene_index", "session_count", "characters",
                          "elements", "npc_stress", "session", "current_contest",
                          "live_contests"]
    assert list(data["session"]) == ["session_number", "present_character_ids",
                                     "current_contest_id", "contest_ids",
                                     "awaiting_contest_ids"]
    named = msgspec.structs.replace(state.characters["pip"], trait_names={
        "careful": "Careful", "quick": "Quick", "burglar": "Burglar", "scout": "Scout",
        "loyalty": "Loyalty"})  # a sheet from ids reads them as words
    assert data["characters"]["pip"] == msgspec.json.decode(msgspec.json.encode(named))
    assert data["config"] == {"stress_catalog": ["wound"], "max_distinctions_per_roll": 1}
    sheet = msgspec.convert(data["characters"]["pip"], XYROP.sheet_type)
    assert sheet == named


def test_the_view_between_sessions() -> None:
    view = XYROP.view(given([]), GM)
    assert (view.phase, view.characters, view.session) == ("between_sessions", {}, None)
    assert (view.current_contest, view.live_contests) == (None, {})


def test_every_event_is_public() -> None:
    for event in pip_in_session():
        assert XYROP.visible(event, OBSERVER) is True


def test_narrate_tells_an_action_roll_with_its_stress_die_and_its_ones() -> None:
    state = given(pip_in_session(register_pip("ylva", "seat-ylva", "Ylva"),
                                 AdjustStress(target_kind="character", target_id="ylva",
                                              stress_id="wound", direction="up")))
    event = ActionRolled(
        contest_id="contest-9", character_id="ylva", label=None,
        pool=(RolledDie(ref="approach", faces=8, value=7),
              RolledDie(ref="role", faces=6, value=5),
              RolledDie(ref="distinction:race", faces=6, value=1),
              RolledDie(ref="stress:wound", faces=4, value=3)),
        step_ups=(), kept_count=2, kept_refs=("approach", "role"), player_total=12,
        player_ones=1, dice_source="physical", distinctions=(), treasure_used=None,
        own_stress_ids=("wound",), value_id=None,
        spend=SpendRecord(),
        destiny_before=1, destiny_spent=0, destiny_gained=0, destiny_after=1)
    assert XYROP.narrate(state, event) == (
        "Ylva rolls d8 d6 d6 + stress d4: 7, 5, 1, 3 — keeps 7 + 5 = 12; one player 1")


def test_narrate_tells_the_opposition_and_the_outcome() -> None:
    events = pip_in_session((RollAction(
        character_id="pip", approach_id="careful", role_id="burglar",
        distinctions=(DistinctionUse(distinction_id="master_burglar", mode="d4"),),
        dice={"approach": 7, "role": 5, "distinction:master_burglar": 1}), PIP_SEAT))
    before, rolled = given(events[:-1]), events[-1]
    assert XYROP.narrate(before, rolled) == (
        "Pip rolls d8 d8 d4: 7, 5, 1 — keeps 7 + 5 = 12; destiny 1 -> 2; one player 1")
    state = given(events)
    (opposed,) = (
        spec(XYROP)
        .at(state)
        .when(
            RollOpposition(
                contest_id=rolled.contest_id,  # type: ignore[attr-defined]
                kind="npc",
                npc_id="the guard",
                npc_dice=(8, 6),
                dice={"npc:1": 6, "npc:2": 1},
            )
        )
        .events
    )
    assert isinstance(opposed, OppositionRolled)
    assert XYROP.narrate(state, opposed) == (
        "the guard rolls d8 d6: 6, 1 — keeps 6 + 1 = 7 vs Pip's 12 — success; one gm 1")


def test_narrate_tells_stress_going_out_of_play() -> None:
    wound = AdjustStress(target_kind="character", target_id="pip", stress_id="wound",
                         direction="up")
    state = given(pip_in_session(*[wound] * 5))
    (event,) = spec(XYROP).at(state).when(wound).events
    assert XYROP.narrate(state, event) == (
        "Pip's wound goes from d12 to out: out of play until scene 2")


def test_narrate_tells_experience_and_assets() -> None:
    state = given(history(register_pip(), *[EndAdventure(participant_ids=("pip",))] * 2))
    lines = []
    for command in (EndAdventure(participant_ids=("pip",)),
                    ApplyExperienceSwap(character_id="pip", category="approach",
                                        improve_id="careful", degrade_id="quick"),
                    ApplyMilestoneAdvance(character_id="pip", option=IncreaseInitialDestiny())):
        outcome = spec(XYROP).at(state).when(command)
        after, (event,) = outcome.state, outcome.events
        lines.append(XYROP.narrate(state, event))
        state = after
    assert lines == ["The adventure ends for Pip",
                     "Pip improves Careful to d10 and degrades Quick to d4",
                     "Pip takes a milestone: increase_initial_destiny (now 2)"]
    state = given(pip_in_session(CreateAsset(character_id="pip", name="rope")))
    asset_id = state.characters["pip"].assets[0].asset_id
    (lost,) = spec(XYROP).at(state).when(RemoveAsset(character_id="pip", asset_id=asset_id)).events
    assert XYROP.narrate(state, lost) == "Pip's asset 'rope' is lost"


def test_narrate_tells_the_revisions_kept_dice_group_rolls_and_assets_ending() -> None:
    sam = register_pip("sam", "seat-sam", "Sam")
    state = given(pip_in_session(sam, ChangeSessionRoster(add_ids=("sam",)),
                                 CreateAsset(character_id="sam", name="rope")))
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            RollAction(
                character_id="pip",
                approach_id="careful",
                role_id="burglar",
                value_id="loyalty",
                dice={"approach": 7, "role": 5, "value": 3},
            ),
            PIP_SEAT,
        )
    )
    state, (pip_roll,) = outcome.state, outcome.events
    outcome = (
        spec(XYROP).at(state).when(SpendDestinyOnRoll(contest_id=pip_roll.contest_id), PIP_SEAT)
    )
    after, (spent, kept) = outcome.state, outcome.events  # type: ignore[attr-defined]
    assert XYROP.narrate(state, spent) == "Pip spends 1 destiny (keep extra): now 0"
    assert XYROP.narrate(state, kept) == "Pip keeps one more die: 7 + 5 + 3 = 15"
    outcome = (
        spec(XYROP)
        .at(after)
        .when(
            RollAction(
                character_id="sam",
                approach_id="quick",
                role_id="scout",
                dice={"approach": 2, "role": 2},
            )
        )
    )
    state, (sam_roll,) = outcome.state, outcome.events
    ids = (pip_roll.contest_id, sam_roll.contest_id)  # type: ignore[attr-defined]
    (first, second) = (
        spec(XYROP)
        .at(state)
        .when(
            RollOpposition(
                contest_ids=ids,
                kind="difficulty",
                difficulty_dice=2,
                dice={"difficulty:1": 6, "difficulty:2": 4},
            )
        )
        .events
    )
    assert XYROP.narrate(state, first) == (
        "The difficulty rolls d6 d6: 6, 4 — keeps 6 + 4 = 10 vs Pip's 15 — success")
    assert XYROP.narrate(state, second) == "The same roll (10) vs Sam's 4 — failure"
    lost, _ = spec(XYROP).at(state).when(EndSession()).events
    assert XYROP.narrate(state, lost) == "Sam's asset 'rope' ends with the session"
