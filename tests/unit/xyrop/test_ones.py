"""Exploiting 1s: the gm spends the player's 1s, a player spends the gm's 1s."""

import pytest

from domain.core import NotAuthorized
from domain.xyrop.commands import (
    AdjustElement,
    CancelContest,
    ChangeSessionRoster,
    CreateAsset,
    DegradeAsset,
    DegradeOpportunity,
    EndSession,
    ExploitGmOnes,
    ExploitPlayerOne,
    ImproveComplication,
    NewComplication,
    RollAction,
    RollOpposition,
    StartSession,
    StepUpComplication,
    TriggerOpportunity,
)
from domain.xyrop.decider import XYROP
from domain.xyrop.events import (
    AssetStepped,
    DestinyChanged,
    ElementStepped,
    GmOnesExploited,
    PlayerOneExploited,
)
from domain.xyrop.state import GameState
from tests.support.decider_spec import spec
from tests.unit.xyrop.helpers import (
    PIP_SEAT,
    SAM_SEAT,
    Step,
    given,
    pip_in_session,
    register_pip,
)


def snake_eyes(character_id: str = "pip", seat: object = PIP_SEAT) -> tuple[RollAction, object]:
    """A roll of two 1s."""
    return RollAction(character_id=character_id, approach_id="careful", role_id="burglar",
                      dice={"approach": 1, "role": 1}), seat


def rolled_ones(*before: Step) -> tuple[GameState, str]:
    """Pip rolled two 1s; the contest awaits its opposition."""
    state = given(pip_in_session(*before, snake_eyes()))  # type: ignore[arg-type]
    assert state.session is not None and state.session.current_contest_id is not None
    return state, state.session.current_contest_id


def exploit(contest_id: str, effect: object) -> ExploitPlayerOne:
    """The gm's use of a player 1."""
    return ExploitPlayerOne(contest_id=contest_id, effect=effect)  # type: ignore[arg-type]


def test_a_player_one_gives_destiny_and_a_d6_complication_aimed_at_someone() -> None:
    state, contest_id = rolled_ones()
    outcome = (
        spec(XYROP)
        .at(state)
        .when(exploit(contest_id, NewComplication(description="orcs", target_character_id="pip")))
    )
    state, events = outcome.state, outcome.events
    assert events[:2] == [
        PlayerOneExploited(contest_id=contest_id, character_id="pip", player_ones_remaining=1),
        DestinyChanged(character_id="pip", delta=1, reason="player_one_exploited",
                       destiny_points_after=2)]
    (complication,) = state.elements.values()
    assert (complication.kind, complication.die, complication.target_character_id,
            complication.source_contest_id) == ("complication", 6, "pip", contest_id)


def test_player_ones_step_up_a_complication_and_degrade_boons() -> None:
    state, contest_id = rolled_ones()
    outcome = spec(XYROP).at(state).when(exploit(contest_id, NewComplication(description="orcs")))
    state, events = outcome.state, outcome.events
    orcs = events[2].element_id  # type: ignore[attr-defined]
    outcome = spec(XYROP).at(state).when(exploit(contest_id, StepUpComplication(element_id=orcs)))
    state, events = outcome.state, outcome.events
    assert isinstance(events[2], ElementStepped) and events[2].to == 8
    assert state.characters["pip"].destiny_points == 3


def test_a_player_one_removes_an_opportunity() -> None:
    state, contest_id = with_opportunity()
    (opportunity,) = state.elements
    outcome = (
        spec(XYROP).at(state).when(exploit(contest_id, DegradeOpportunity(element_id=opportunity)))
    )
    state, events = outcome.state, outcome.events
    assert isinstance(events[2], ElementStepped) and events[2].to is None
    assert state.elements == {}


def with_opportunity() -> tuple[GameState, str]:
    """An opportunity on the table, then Pip's two 1s."""
    state = given(pip_in_session(snake_eyes()))  # type: ignore[arg-type]
    assert state.session is not None and state.session.current_contest_id is not None
    first = state.session.current_contest_id
    state = (
        spec(XYROP)
        .at(state)
        .when(
            RollOpposition(
                contest_id=first,
                kind="difficulty",
                difficulty_dice=2,
                dice={"difficulty:1": 1, "difficulty:2": 4},
            )
        )
        .state
    )
    state = (
        spec(XYROP)
        .at(state)
        .when(
            ExploitGmOnes(
                contest_id=first, character_id="pip", effect=TriggerOpportunity(description="rope")
            ),
            PIP_SEAT,
        )
        .state
    )
    command, seat = snake_eyes()
    outcome = spec(XYROP).at(state).when(command, seat)
    state, events = outcome.state, outcome.events  # type: ignore[arg-type]
    return state, events[0].contest_id  # type: ignore[attr-defined]


def test_a_player_one_degrades_an_asset_down_to_removal() -> None:
    state, contest_id = rolled_ones(CreateAsset(character_id="pip", name="rope"))
    asset_id = state.characters["pip"].assets[0].asset_id
    degrade = exploit(contest_id, DegradeAsset(character_id="pip", asset_id=asset_id))
    outcome = spec(XYROP).at(state).when(degrade)
    state, events = outcome.state, outcome.events
    assert isinstance(events[2], AssetStepped) and (events[2].from_, events[2].to) == (6, 4)
    outcome = spec(XYROP).at(state).when(degrade)
    state, events = outcome.state, outcome.events
    assert state.characters["pip"].assets == ()
    spec(XYROP).at(state).when(degrade).refused("no_player_ones_left")


@pytest.mark.parametrize(("effect", "code"), [
    (StepUpComplication(element_id="nope"), "unknown_element"),
    (DegradeOpportunity(element_id="nope"), "unknown_element"),
    (DegradeAsset(character_id="pip", asset_id="nope"), "unknown_asset"),
])
def test_an_illegal_player_one_use_is_refused(effect: object, code: str) -> None:
    state, contest_id = rolled_ones()
    spec(XYROP).at(state).when(exploit(contest_id, effect)).refused(code)


def test_a_complication_at_d12_cannot_be_aggravated() -> None:
    state, contest_id = rolled_ones()
    outcome = spec(XYROP).at(state).when(exploit(contest_id, NewComplication(description="orcs")))
    state, events = outcome.state, outcome.events
    orcs = events[2].element_id  # type: ignore[attr-defined]
    for _ in range(3):
        state = spec(XYROP).at(state).when(AdjustElement(element_id=orcs, action="up")).state
    spec(XYROP).at(state).when(exploit(contest_id, StepUpComplication(element_id=orcs))).refused(
        "element_at_max"
    )


def test_player_ones_are_the_gms_and_die_with_their_contest() -> None:
    state, contest_id = rolled_ones()
    new = exploit(contest_id, NewComplication(description="orcs"))
    spec(XYROP).at(state).when(new, PIP_SEAT).refused("not_authorized", NotAuthorized)
    spec(XYROP).at(state).when(exploit("contest-99", NewComplication(description="x"))).refused(
        "contest_not_found"
    )
    cancelled = spec(XYROP).at(state).when(CancelContest(contest_id=contest_id)).state
    spec(XYROP).at(cancelled).when(new).refused("contest_not_current")


def gm_ones(*before: Step) -> tuple[GameState, str]:
    """Pip's roll opposed by a difficulty with two 1s."""
    state = given(pip_in_session(*before, (RollAction(
        character_id="pip", approach_id="careful", role_id="burglar",
        dice={"approach": 5, "role": 5}), PIP_SEAT)))
    assert state.session is not None and state.session.current_contest_id is not None
    contest_id = state.session.current_contest_id
    state = (
        spec(XYROP)
        .at(state)
        .when(
            RollOpposition(
                contest_id=contest_id,
                kind="difficulty",
                difficulty_dice=3,
                dice={"difficulty:1": 1, "difficulty:2": 1, "difficulty:3": 6},
            )
        )
        .state
    )
    return state, contest_id


def test_any_present_player_may_spend_the_gms_ones() -> None:
    sam = register_pip("sam", "seat-sam", "Sam")
    state = given(pip_in_session(sam))
    state = spec(XYROP).at(state).when(ChangeSessionRoster(add_ids=("sam",))).state
    state, contest_id = gm_ones_on(state)
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            ExploitGmOnes(
                contest_id=contest_id,
                character_id="sam",
                effect=TriggerOpportunity(description="door"),
            ),
            SAM_SEAT,
        )
    )
    state, events = outcome.state, outcome.events
    assert events[0] == GmOnesExploited(contest_id=contest_id, character_id="sam", gm_ones=2)
    assert state.characters["sam"].destiny_points == 0


def gm_ones_on(state: GameState) -> tuple[GameState, str]:
    """Pip's roll on ``state``, opposed with two 1s."""
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            RollAction(
                character_id="pip",
                approach_id="careful",
                role_id="burglar",
                dice={"approach": 5, "role": 5},
            ),
            PIP_SEAT,
        )
    )
    state, (rolled,) = outcome.state, outcome.events
    contest_id: str = rolled.contest_id  # type: ignore[attr-defined]
    state = (
        spec(XYROP)
        .at(state)
        .when(
            RollOpposition(
                contest_id=contest_id,
                kind="difficulty",
                difficulty_dice=2,
                dice={"difficulty:1": 1, "difficulty:2": 1},
            )
        )
        .state
    )
    return state, contest_id


def test_gm_ones_remove_a_low_complication_and_stop_there() -> None:
    state, contest_id = rolled_ones()
    outcome = spec(XYROP).at(state).when(exploit(contest_id, NewComplication(description="orcs")))
    state, events = outcome.state, outcome.events
    orcs = events[2].element_id  # type: ignore[attr-defined]
    state = spec(XYROP).at(state).when(CancelContest(contest_id=contest_id)).state
    state = spec(XYROP).at(state).when(AdjustElement(element_id=orcs, action="down")).state
    state, contest_id = gm_ones_on(state)
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            ExploitGmOnes(
                contest_id=contest_id,
                character_id="pip",
                effect=ImproveComplication(element_id=orcs),
            ),
            PIP_SEAT,
        )
    )
    state, events = outcome.state, outcome.events
    assert isinstance(events[2], ElementStepped)
    assert (events[2].from_, events[2].to, events[2].steps) == (4, None, 1)
    assert orcs not in state.elements


def test_spending_the_gms_ones_is_refused_in_spec_order() -> None:
    state, contest_id = gm_ones()
    trigger = ExploitGmOnes(contest_id=contest_id, character_id="pip",
                            effect=TriggerOpportunity(description="door"))
    spec(XYROP).at(state).when(
        ExploitGmOnes(
            contest_id="contest-99",
            character_id="pip",
            effect=TriggerOpportunity(description="door"),
        ),
        PIP_SEAT,
    ).refused("contest_not_found")
    spec(XYROP).at(state).when(
        ExploitGmOnes(
            contest_id=contest_id, character_id="pip", effect=ImproveComplication(element_id="nope")
        ),
        PIP_SEAT,
    ).refused("unknown_element")
    spec(XYROP).at(state).when(trigger, SAM_SEAT).refused("not_authorized", NotAuthorized)
    broke = spec(XYROP).at(state).when(CreateAsset(character_id="pip", name="rope"), PIP_SEAT).state
    spec(XYROP).at(broke).when(trigger, PIP_SEAT).refused("insufficient_destiny")
    awaiting = given(pip_in_session(snake_eyes()))  # type: ignore[arg-type]
    assert awaiting.session is not None and awaiting.session.current_contest_id is not None
    spec(XYROP).at(awaiting).when(
        ExploitGmOnes(
            contest_id=awaiting.session.current_contest_id,
            character_id="pip",
            effect=trigger.effect,
        ),
        PIP_SEAT,
    ).refused("no_gm_ones")


def test_a_new_roll_makes_the_old_gm_ones_stale() -> None:
    state, contest_id = gm_ones()
    roll, seat = snake_eyes()
    state = spec(XYROP).at(state).when(roll, seat).state  # type: ignore[arg-type]
    spec(XYROP).at(state).when(
        ExploitGmOnes(
            contest_id=contest_id, character_id="pip", effect=TriggerOpportunity(description="door")
        ),
        PIP_SEAT,
    ).refused("no_gm_ones")  # the declaration (#23): no live roll has gm 1s
    assert state.session is not None and state.session.current_contest_id is not None
    state = (
        spec(XYROP)
        .at(state)
        .when(
            RollOpposition(
                contest_id=state.session.current_contest_id,
                kind="difficulty",
                difficulty_dice=2,
                dice={"difficulty:1": 1, "difficulty:2": 3},
            )
        )
        .state
    )
    spec(XYROP).at(state).when(
        ExploitGmOnes(
            contest_id=contest_id, character_id="pip", effect=TriggerOpportunity(description="door")
        ),
        PIP_SEAT,
    ).refused("contest_not_current")
    state = spec(XYROP).at(state).when(EndSession()).state
    state = spec(XYROP).at(state).when(StartSession(present_character_ids=("pip",))).state
    assert state.session is not None and state.session.contests == {}
