"""RollAction: the player's pool, the kept dice, the 1s and every refusal, in spec order."""

from collections.abc import Sequence

import pytest

from domain.core import GM, Event, InvalidValue, NotAuthorized, ScriptedRandomSource
from domain.xyrop.commands import (
    AdjustStress,
    AwardValueDestiny,
    ChangeSessionRoster,
    CreateAsset,
    DestinySpend,
    DistinctionUse,
    RollAction,
    StartSession,
    TreasureUse,
)
from domain.xyrop.decider import XYROP
from domain.xyrop.events import ActionRolled
from domain.xyrop.state import XyropOptions
from tests.support.decider_spec import spec
from tests.unit.xyrop.helpers import (
    PIP_SEAT,
    SAM_SEAT,
    given,
    history,
    pip_in_session,
    register_pip,
)


def roll(**changes: object) -> RollAction:
    """Pip's careful burglary, with changes."""
    fields: dict[str, object] = {"character_id": "pip", "approach_id": "careful",
                                 "role_id": "burglar"}
    fields.update(changes)
    return RollAction(**fields)  # type: ignore[arg-type]


def rolled(events: Sequence[Event]) -> ActionRolled:
    """The single ActionRolled of a decision."""
    (event,) = events
    assert isinstance(event, ActionRolled)
    return event


def test_a_server_roll_draws_each_die_in_pool_order() -> None:
    state = given(pip_in_session())
    event = rolled(
        spec(XYROP)
        .at(state)
        .when(roll(value_id="loyalty"), PIP_SEAT, rng=ScriptedRandomSource([6, 2, 0]))
        .events
    )
    assert [(d.ref, d.faces, d.value) for d in event.pool] == [
        ("approach", 8, 7), ("role", 8, 3), ("value", 6, 1)]
    assert (event.player_total, event.player_ones, event.dice_source) == (10, 1, "server")
    assert event.kept_refs == ("approach", "role")


def test_physical_dice_are_recorded_with_their_source() -> None:
    """The spec's ``dice_source = "client"`` is the platform's ``"physical"``."""
    state = given(pip_in_session())
    event = rolled(
        spec(XYROP).at(state).when(roll(dice={"approach": 3, "role": 3}), PIP_SEAT).events
    )
    assert event.dice_source == "physical" and event.player_total == 6


def test_the_pool_follows_the_canonical_order_with_every_ingredient() -> None:
    award = AwardValueDestiny(character_id="pip", value_id="loyalty")
    wound = AdjustStress(target_kind="character", target_id="pip", stress_id="wound",
                         direction="up")
    events = pip_in_session(award, award, award, CreateAsset(character_id="pip", name="rope"),
                            wound)
    state = given(events)
    asset_id = state.characters["pip"].assets[0].asset_id
    command = roll(value_id="loyalty",
                   distinctions=(DistinctionUse(distinction_id="race", mode="d8"),),
                   treasure=TreasureUse(treasure_id="elven_cloak"), asset_ids=(asset_id,),
                   own_stress_ids=("wound",),
                   destiny=DestinySpend(extra_approaches=("quick",), extra_roles=("scout",)))
    event = rolled(
        spec(XYROP).at(state).when(command, PIP_SEAT, rng=ScriptedRandomSource([0] * 9)).events
    )
    assert [d.ref for d in event.pool] == [
        "approach", "role", "value", "distinction:race", "treasure", f"asset:{asset_id}",
        "stress:wound", "extra_approach:quick", "extra_role:scout"]
    assert [d.faces for d in event.pool] == [8, 8, 6, 8, 6, 6, 4, 6, 6]
    assert (event.destiny_spent, event.destiny_after, event.player_ones) == (2, 1, 9)


def test_step_ups_repeat_on_one_die_and_are_recorded() -> None:
    state = given(pip_in_session(AwardValueDestiny(character_id="pip", value_id="loyalty")))
    event = rolled(spec(XYROP).at(state).when(roll(approach_id="quick", destiny=DestinySpend(
        step_ups=("approach", "approach"))), PIP_SEAT, rng=ScriptedRandomSource([9, 0])).events)
    assert event.pool[0].faces == 10 and event.pool[0].value == 10
    assert [(s.ref, s.from_, s.to) for s in event.step_ups] == [
        ("approach", 6, 8), ("approach", 8, 10)]


def test_a_d4_distinction_gains_destiny_after_the_roll() -> None:
    state = given(pip_in_session())
    outcome = (
        spec(XYROP)
        .at(state)
        .when(
            roll(
                distinctions=(DistinctionUse(distinction_id="curious", mode="d4"),),
                dice={"approach": 2, "role": 2, "distinction:curious": 2},
            ),
            PIP_SEAT,
        )
    )
    after, events = outcome.state, outcome.events
    event = rolled(events)
    assert (event.destiny_gained, event.destiny_after) == (1, 2)
    assert after.characters["pip"].destiny_points == 2


@pytest.mark.parametrize(("changes", "code"), [
    ({"approach_id": "bold"}, "unknown_approach"),
    ({"role_id": "bard"}, "unknown_role"),
    ({"value_id": "greed"}, "unknown_value"),
    ({"distinctions": (DistinctionUse(distinction_id="curious", mode="d8"),
                       DistinctionUse(distinction_id="race", mode="d8"))},
     "too_many_distinctions"),
    ({"distinctions": (DistinctionUse(distinction_id="tall", mode="d8"),)},
     "unknown_distinction"),
    ({"distinctions": (DistinctionUse(distinction_id="curious", mode="d6"),)},
     "invalid_distinction_mode"),
    ({"treasure": TreasureUse(treasure_id="ring")}, "unknown_treasure"),
    ({"treasure": TreasureUse(treasure_id="elven_cloak", reactivate=True)},
     "treasure_not_used"),
    ({"asset_ids": ("asset-9",)}, "unknown_asset"),
    ({"own_stress_ids": ("wound",)}, "stress_not_usable"),
    ({"own_stress_ids": ("fear",)}, "stress_not_usable"),
    ({"destiny": DestinySpend(extra_approaches=("bold",))}, "unknown_approach"),
    ({"destiny": DestinySpend(extra_roles=("bard",))}, "unknown_role"),
    ({"destiny": DestinySpend(extra_approaches=("careful",))}, "trait_already_in_pool"),
    ({"destiny": DestinySpend(extra_roles=("scout", "scout"))}, "trait_already_in_pool"),
    ({"destiny": DestinySpend(step_ups=("value",))}, "invalid_step_up_target"),
    ({"destiny": DestinySpend(step_ups=("approach", "approach", "approach"))}, "die_at_max"),
    ({"destiny": DestinySpend(keep_extra=1)}, "keep_exceeds_pool"),
    ({"destiny": DestinySpend(keep_extra=-1)}, "keep_exceeds_pool"),
    ({"destiny": DestinySpend(extra_roles=("scout",), keep_extra=1)}, "insufficient_destiny"),
])
def test_an_illegal_pool_is_refused(changes: dict[str, object], code: str) -> None:
    state = given(pip_in_session())
    spec(XYROP).at(state).when(roll(**changes), PIP_SEAT).refused(code)


def test_two_distinctions_repeated_are_refused_when_the_table_allows_two() -> None:
    options = XyropOptions(max_distinctions_per_roll=2)
    state = given(history(register_pip(), StartSession(present_character_ids=("pip",)),
                          options=options),
                  options=options)
    twice = (DistinctionUse(distinction_id="curious", mode="d8"),) * 2
    spec(XYROP).at(state).when(roll(distinctions=twice), PIP_SEAT).refused("duplicate_distinction")


def test_a_repeated_asset_is_refused() -> None:
    state = given(pip_in_session(CreateAsset(character_id="pip", name="rope")))
    asset_id = state.characters["pip"].assets[0].asset_id
    spec(XYROP).at(state).when(roll(asset_ids=(asset_id, asset_id)), PIP_SEAT).refused(
        "unknown_asset"
    )


def test_a_repeated_own_stress_is_refused() -> None:
    wound = AdjustStress(target_kind="character", target_id="pip", stress_id="wound",
                         direction="up")
    state = given(pip_in_session(wound))
    spec(XYROP).at(state).when(roll(own_stress_ids=("wound", "wound")), PIP_SEAT).refused(
        "stress_not_usable"
    )


@pytest.mark.parametrize("dice", [
    {"approach": 3},
    {"approach": 3, "role": 3, "value": 3},
    {"approach": 9, "role": 3},
    {"approach": 0, "role": 3},
])
def test_physical_dice_must_match_the_pool(dice: dict[str, int]) -> None:
    state = given(pip_in_session())
    spec(XYROP).at(state).when(roll(dice=dice), PIP_SEAT).refused("invalid_dice", InvalidValue)


def test_a_stepped_up_die_takes_values_up_to_its_new_size() -> None:
    state = given(pip_in_session())
    event = rolled(spec(XYROP).at(state).when(roll(dice={"approach": 10, "role": 1},
                                    destiny=DestinySpend(step_ups=("approach",))), PIP_SEAT).events)
    assert event.player_total == 11 and event.destiny_after == 0


def test_a_server_game_refuses_physical_dice() -> None:
    state = given(pip_in_session())
    spec(XYROP).at(state).when(
        roll(dice={"approach": 3, "role": 3}), PIP_SEAT, rng=ScriptedRandomSource([])
    ).refused("physical_results_not_allowed", InvalidValue)


def test_another_seat_cannot_roll_for_pip() -> None:
    state = given(pip_in_session())
    spec(XYROP).at(state).when(roll(), SAM_SEAT).refused("not_authorized", NotAuthorized)


def test_the_gm_may_roll_on_pips_behalf() -> None:
    state = given(pip_in_session())
    assert (
        rolled(
            spec(XYROP).at(state).when(roll(dice={"approach": 1, "role": 1}), GM).events
        ).player_ones
        == 2
    )


def test_a_roll_outside_a_session_is_refused() -> None:
    spec(XYROP).given(history(register_pip())).when(roll(), PIP_SEAT).refused("no_active_session")


def test_an_unknown_character_cannot_roll() -> None:
    spec(XYROP).given(pip_in_session()).when(roll(character_id="sam")).refused(
        "character_not_found"
    )


def test_an_absent_character_cannot_roll() -> None:
    state = given(pip_in_session(register_pip("sam", "seat-sam", "Sam")))
    spec(XYROP).at(state).when(roll(character_id="sam"), SAM_SEAT).refused("character_not_present")


def test_a_characters_second_roll_waits_for_its_first_but_others_may_roll() -> None:
    """Changed by revision R2 (was: one open contest per session): one awaiting contest
    per character, so Sam rolls while Pip's roll awaits its opposition."""
    sam = register_pip("sam", "seat-sam", "Sam")
    state = given(pip_in_session(sam, ChangeSessionRoster(add_ids=("sam",)),
                                 (roll(dice={"approach": 2, "role": 2}), PIP_SEAT)))
    spec(XYROP).at(state).when(roll(dice={"approach": 2, "role": 2}), PIP_SEAT).refused(
        "contest_pending"
    )
    assert rolled(
        spec(XYROP)
        .at(state)
        .when(
            roll(
                character_id="sam",
                approach_id="quick",
                role_id="scout",
                dice={"approach": 2, "role": 2},
            ),
            SAM_SEAT,
        )
        .events
    )
