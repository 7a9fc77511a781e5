"""Action resolution, rerolls, maybe options and flaws: given / when / then."""

import msgspec

from domain.core import InvalidValue, NotAuthorized, ScriptedRandomSource, SeededRandomSource
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.conflict import GridAdjective
from domain.voyages.rules.model import Modifier
from domain.voyages.rules.sheet import InventoryTint
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    OTHER_PLAYER,
    PLAYER,
    adjective_event,
    given,
    mod,
    of_type,
    registered,
    table,
    tetra,
)


def roll(die: int = 4, *modifiers: Modifier, action_id: str = "a1",
         character_id: str = "tetra") -> cmd.RollAction:
    """RollAction with a physical die."""
    return cmd.RollAction(action_id=action_id, character_id=character_id, dice=(die,),
                        modifiers=modifiers)


def test_the_server_rolls_when_no_dice_are_given_and_records_them() -> None:
    events = (
        spec(VOYAGES)
        .at(table())
        .when(
            cmd.RollAction(action_id="a1", character_id="tetra"),
            PLAYER,
            rng=ScriptedRandomSource([3], mode="server"),
        )
        .events
    )
    [rolled] = of_type(events, ev.ActionRolled)
    assert (rolled.main.dice.values, rolled.main.dice.source) == ((4,), "server")


def test_physical_dice_are_refused_in_a_server_game() -> None:
    spec(VOYAGES).at(table()).when(
        roll(4), PLAYER, rng=SeededRandomSource(0, mode="server")
    ).refused("physical_results_not_allowed")


def test_physical_dice_are_d6_and_exactly_as_many_as_needed() -> None:
    spec(VOYAGES).at(table()).when(roll(7), PLAYER).refused("invalid_dice", InvalidValue)
    spec(VOYAGES).at(table()).when(
        cmd.RollAction(action_id="a1", character_id="tetra", dice=(2, 3)), PLAYER
    ).refused("invalid_dice", InvalidValue)


def test_a_player_rolls_only_for_its_own_character() -> None:
    spec(VOYAGES).at(table()).when(roll(4, character_id="doc"), PLAYER).refused(
        "forbidden", NotAuthorized
    )
    spec(VOYAGES).at(table()).when(roll(4, character_id="nobody")).refused("unknown_character")


def test_action_ids_are_unique_among_resolutions() -> None:
    state = spec(VOYAGES).at(table()).when(roll(4)).state
    spec(VOYAGES).at(state).when(roll(4)).refused("duplicate_id")


def test_helpers_are_distinct_from_the_roller_and_each_other() -> None:
    helper = cmd.HelperSpec(character_id="doc", dice=(3,))
    spec(VOYAGES).at(table()).when(cmd.RollAction(action_id="a1", character_id="tetra", dice=(4,),
                                     helpers=(helper, helper))).refused("invalid_payload")
    spec(VOYAGES).at(table()).when(cmd.RollAction(action_id="a1", character_id="doc", dice=(4,),
                                     helpers=(helper,))).refused("invalid_payload")


def test_modifiers_follow_table_7_1() -> None:
    bad = [mod("delicate_task", -1), mod("adapted_trade", 2, "nope"),
           mod("aspect", 1, "alchimiste/nope"), mod("tint", 0, "douceur"),
           mod("good_approach", 1), mod("group_help", 1), mod("gm_other", 2),
           mod("terrain", 1), mod("adjective", 1, "adj-9"), mod("trait", 1, "nope")]
    for modifier in bad:
        spec(VOYAGES).at(table()).when(roll(4, modifier), PLAYER).refused("invalid_modifier")
    spec(VOYAGES).at(table()).when(
        roll(4, mod("taking_time", 1), mod("taking_time", 1)), PLAYER
    ).refused("invalid_modifier")
    spec(VOYAGES).at(table()).when(
        roll(4, mod("adapted_trade", 2, "alchimiste"), mod("related_trade", 1, "alchimiste")),
        PLAYER,
    ).refused("invalid_modifier")
    [result] = of_type(
        spec(VOYAGES)
        .at(table())
        .when(roll(2, mod("group_help", 2), mod("tint", -1, "sel")))
        .events,
        ev.ActionResultComputed,
    )
    assert result.total == 3


def test_a_used_next_roll_adjective_is_removed() -> None:
    state = given(*registered(tetra()),
                  adjective_event("tetra", "adj-1", "reposé", 1, "positive", "next_roll"))
    events = spec(VOYAGES).at(state).when(roll(4, mod("adjective", 1, "adj-1")), PLAYER).events
    assert of_type(events, ev.ActionResultComputed)[0].total == 5
    [removed] = of_type(events, ev.AdjectiveRemoved)
    assert (removed.adjective_id, removed.reason) == ("adj-1", "used")


def test_reroll_needs_the_rolls_owner() -> None:
    state = spec(VOYAGES).at(table()).when(roll(2)).state
    reroll = cmd.RerollWithTint(resolution_id="a1", roll_id="a1:main", tint_source="own",
                              tint="curiosity", dice=(5,))
    spec(VOYAGES).at(state).when(reroll, OTHER_PLAYER).refused("not_your_roll", NotAuthorized)
    spec(VOYAGES).at(state).when(
        msgspec.structs.replace(reroll, roll_id="a1:nope"), PLAYER
    ).refused("unknown_resolution")
    spec(VOYAGES).at(state).when(
        msgspec.structs.replace(reroll, resolution_id="zz"), PLAYER
    ).refused("unknown_resolution")


def test_reroll_window_closes_with_the_action() -> None:
    state = spec(VOYAGES).at(table()).played(roll(2), cmd.CloseAction(action_id="a1")).state
    spec(VOYAGES).at(state).when(
        cmd.RerollWithTint(
            resolution_id="a1", roll_id="a1:main", tint_source="own", tint="curiosity", dice=(5,)
        ),
        PLAYER,
    ).refused("reroll_window_closed")


def test_a_spent_tint_cannot_pay_a_reroll() -> None:
    reroll = cmd.RerollWithTint(resolution_id="a1", roll_id="a1:main", tint_source="own",
                              tint="curiosity", dice=(5,))
    state = spec(VOYAGES).at(table()).played(roll(2), reroll, reroll).state
    spec(VOYAGES).at(state).when(reroll, PLAYER).refused("no_tint_points")
    spec(VOYAGES).at(state).when(msgspec.structs.replace(reroll, tint="nope"), PLAYER).refused(
        "no_tint_points"
    )


def test_d11_tattooed_tints_pay_rerolls_but_other_inventory_tints_do_not() -> None:
    inked = msgspec.structs.replace(tetra(), tint_inventory=(
        InventoryTint(inventory_id="inv-1", tint="sel", points=2, tattooed=True, current=1),
        InventoryTint(inventory_id="inv-2", tint="vent", points=2, current=2)))
    state = spec(VOYAGES).given(*registered(inked)).when(roll(2)).state
    reroll = cmd.RerollWithTint(resolution_id="a1", roll_id="a1:main", tint_source="tattoo",
                              inventory_id="inv-1", dice=(4,))
    outcome = spec(VOYAGES).at(state).when(reroll, PLAYER)
    state2, events = outcome.state, outcome.events
    assert of_type(events, ev.TintSpentForReroll)[0].remaining == 0
    assert state2.characters["tetra"].tint_inventory[0].current == 0
    spec(VOYAGES).at(state2).when(reroll, PLAYER).refused("no_tint_points")
    spec(VOYAGES).at(state).when(
        msgspec.structs.replace(reroll, inventory_id="inv-2"), PLAYER
    ).refused("not_tattooed")


def test_maybe_can_be_answered_once_by_paying_a_cost() -> None:
    state = spec(VOYAGES).at(table()).when(roll(3)).state
    pay = cmd.ChooseMaybeOption(action_id="a1", option="pay_cost", cost=cmd.MaybeCost(
        description="exhausted", adjective=GridAdjective(name="fatigué", duration="day")))
    outcome = spec(VOYAGES).at(state).when(pay, PLAYER)
    state, events = outcome.state, outcome.events
    assert [type(event).__name__ for event in events] == ["MaybeResolved", "AdjectiveAdded"]
    assert state.effects["e1"].harmful
    spec(VOYAGES).at(state).when(pay, PLAYER).refused("already_chosen")
    spec(VOYAGES).at(state).when(
        cmd.ChooseMaybeOption(action_id="a1", option="pay_cost"), PLAYER
    ).refused("already_chosen")


def test_maybe_options_need_a_maybe_outcome() -> None:
    state = spec(VOYAGES).at(table()).when(roll(4)).state
    spec(VOYAGES).at(state).when(
        cmd.ChooseMaybeOption(action_id="a1", option="decline"), PLAYER
    ).refused("not_maybe_outcome")
    state = spec(VOYAGES).at(table()).when(roll(3)).state
    spec(VOYAGES).at(state).when(
        cmd.ChooseMaybeOption(action_id="a1", option="pay_cost"), PLAYER
    ).refused("invalid_payload")
    [lowered] = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.ChooseMaybeOption(action_id="a1", option="lower_ambition"))
        .events
    )
    assert isinstance(lowered, ev.MaybeResolved) and lowered.effect_id is None


def test_closing_an_action_twice_is_refused() -> None:
    state = spec(VOYAGES).at(table()).played(roll(3), cmd.CloseAction(action_id="a1")).state
    spec(VOYAGES).at(state).when(cmd.CloseAction(action_id="a1")).refused("resolution_closed")
    spec(VOYAGES).at(state).when(
        cmd.ChooseMaybeOption(action_id="a1", option="decline"), PLAYER
    ).refused("resolution_closed")


def test_a_flaw_negates_a_paid_cost_and_records_a_replacement() -> None:
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            roll(3),
            cmd.ChooseMaybeOption(
                action_id="a1",
                option="pay_cost",
                cost=cmd.MaybeCost(
                    description="x", adjective=GridAdjective(name="fatigué", duration="day")
                ),
            ),
        )
        .state
    )
    invoke = cmd.InvokeFlaw(effect_id="e1", character_id="tetra", flaw="maladroite",
                          replacement_description="drops the vial",
                          replacement_adjective=GridAdjective(name="ridicule"))
    outcome = spec(VOYAGES).at(state).when(invoke)
    state2, events = outcome.state, outcome.events
    assert [type(event).__name__ for event in events] == ["FlawInvoked", "AdjectiveRemoved",
                                                    "AdjectiveAdded"]
    assert [a.name for a in state2.characters["tetra"].adjectives] == ["ridicule"]
    spec(VOYAGES).at(state2).when(invoke).refused("effect_not_invocable")
    spec(VOYAGES).at(state).when(msgspec.structs.replace(invoke, flaw="curieuse")).refused(
        "unknown_flaw"
    )
    spec(VOYAGES).at(state).when(msgspec.structs.replace(invoke, character_id="doc")).refused(
        "unknown_flaw"
    )
    spec(VOYAGES).at(state).when(invoke, OTHER_PLAYER).refused("forbidden", NotAuthorized)
    assert of_type(spec(VOYAGES).at(state).when(invoke, PLAYER).events, ev.FlawInvoked)
    closed = spec(VOYAGES).at(state).when(cmd.CloseAction(action_id="a1")).state
    assert of_type(spec(VOYAGES).at(closed).when(invoke, PLAYER).events, ev.FlawInvoked)
    moved_on = (
        spec(VOYAGES)
        .at(closed)
        .when(cmd.RollAction(action_id="a2", character_id="tetra", dice=(5,)))
        .state
    )
    spec(VOYAGES).at(moved_on).when(invoke).refused("flaw_window_closed")


def test_physical_games_require_the_tables_dice() -> None:
    state = given(*registered(tetra()))
    spec(VOYAGES).at(state).when(
        cmd.RollAction(action_id="a1", character_id="tetra"),
        PLAYER,
        rng=SeededRandomSource(0, mode="physical"),
    ).refused("physical_results_required")
