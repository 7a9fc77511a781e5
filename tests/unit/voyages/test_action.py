"""Action resolution, rerolls, maybe options and flaws: given / when / then."""

import msgspec

from domain.core import InvalidValue, NotAuthorized, ScriptedRandomSource, SeededRandomSource
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.rules.conflict import GridAdjective
from domain.voyages.rules.model import Modifier
from domain.voyages.rules.sheet import InventoryTint
from tests.unit.voyages.helpers import (
    OTHER_PLAYER,
    PLAYER,
    adjective_event,
    given,
    mod,
    of_type,
    registered,
    run,
    table,
    tetra,
    then_error,
    when,
)


def roll(die: int = 4, *modifiers: Modifier, action_id: str = "a1",
         character_id: str = "tetra") -> cmd.RollAction:
    """RollAction with a physical die."""
    return cmd.RollAction(action_id=action_id, character_id=character_id, dice=(die,),
                        modifiers=modifiers)


def test_the_server_rolls_when_no_dice_are_given_and_records_them() -> None:
    events = when(table(), cmd.RollAction(action_id="a1", character_id="tetra"), PLAYER,
                  ScriptedRandomSource([3], mode="server"))
    [rolled] = of_type(events, ev.ActionRolled)
    assert (rolled.main.dice.values, rolled.main.dice.source) == ((4,), "server")


def test_physical_dice_are_refused_in_a_server_game() -> None:
    then_error(table(), roll(4), "physical_results_not_allowed", actor=PLAYER,
               rng=SeededRandomSource(0, mode="server"))


def test_physical_dice_are_d6_and_exactly_as_many_as_needed() -> None:
    then_error(table(), roll(7), "invalid_dice", actor=PLAYER, kind=InvalidValue)
    then_error(table(), cmd.RollAction(action_id="a1", character_id="tetra", dice=(2, 3)),
               "invalid_dice", actor=PLAYER, kind=InvalidValue)


def test_a_player_rolls_only_for_its_own_character() -> None:
    then_error(table(), roll(4, character_id="doc"), "forbidden", actor=PLAYER,
               kind=NotAuthorized)
    then_error(table(), roll(4, character_id="nobody"), "unknown_character")


def test_action_ids_are_unique_among_resolutions() -> None:
    state, _ = run(table(), roll(4))
    then_error(state, roll(4), "duplicate_id")


def test_helpers_are_distinct_from_the_roller_and_each_other() -> None:
    helper = cmd.HelperSpec(character_id="doc", dice=(3,))
    then_error(table(), cmd.RollAction(action_id="a1", character_id="tetra", dice=(4,),
                                     helpers=(helper, helper)), "invalid_payload")
    then_error(table(), cmd.RollAction(action_id="a1", character_id="doc", dice=(4,),
                                     helpers=(helper,)), "invalid_payload")


def test_modifiers_follow_table_7_1() -> None:
    bad = [mod("delicate_task", -1), mod("adapted_trade", 2, "nope"),
           mod("aspect", 1, "alchimiste/nope"), mod("tint", 0, "douceur"),
           mod("good_approach", 1), mod("group_help", 1), mod("gm_other", 2),
           mod("terrain", 1), mod("adjective", 1, "adj-9"), mod("trait", 1, "nope")]
    for modifier in bad:
        then_error(table(), roll(4, modifier), "invalid_modifier", actor=PLAYER)
    then_error(table(), roll(4, mod("taking_time", 1), mod("taking_time", 1)),
               "invalid_modifier", actor=PLAYER)
    then_error(table(), roll(4, mod("adapted_trade", 2, "alchimiste"),
                             mod("related_trade", 1, "alchimiste")),
               "invalid_modifier", actor=PLAYER)
    [result] = of_type(when(table(), roll(2, mod("group_help", 2), mod("tint", -1, "sel"))),
                       ev.ActionResultComputed)
    assert result.total == 3


def test_a_used_next_roll_adjective_is_removed() -> None:
    state = given(*registered(tetra()),
                  adjective_event("tetra", "adj-1", "reposé", 1, "positive", "next_roll"))
    events = when(state, roll(4, mod("adjective", 1, "adj-1")), PLAYER)
    assert of_type(events, ev.ActionResultComputed)[0].total == 5
    [removed] = of_type(events, ev.AdjectiveRemoved)
    assert (removed.adjective_id, removed.reason) == ("adj-1", "used")


def test_reroll_needs_the_rolls_owner() -> None:
    state, _ = run(table(), roll(2))
    reroll = cmd.RerollWithTint(resolution_id="a1", roll_id="a1:main", tint_source="own",
                              tint="curiosity", dice=(5,))
    then_error(state, reroll, "not_your_roll", actor=OTHER_PLAYER, kind=NotAuthorized)
    then_error(state, msgspec.structs.replace(reroll, roll_id="a1:nope"), "unknown_resolution",
               actor=PLAYER)
    then_error(state, msgspec.structs.replace(reroll, resolution_id="zz"),
               "unknown_resolution", actor=PLAYER)


def test_reroll_window_closes_with_the_action() -> None:
    state, _ = run(table(), roll(2), cmd.CloseAction(action_id="a1"))
    then_error(state, cmd.RerollWithTint(resolution_id="a1", roll_id="a1:main",
                                       tint_source="own", tint="curiosity", dice=(5,)),
               "reroll_window_closed", actor=PLAYER)


def test_a_spent_tint_cannot_pay_a_reroll() -> None:
    reroll = cmd.RerollWithTint(resolution_id="a1", roll_id="a1:main", tint_source="own",
                              tint="curiosity", dice=(5,))
    state, _ = run(table(), roll(2), reroll, reroll)
    then_error(state, reroll, "no_tint_points", actor=PLAYER)
    then_error(state, msgspec.structs.replace(reroll, tint="nope"), "no_tint_points",
               actor=PLAYER)


def test_d11_tattooed_tints_pay_rerolls_but_other_inventory_tints_do_not() -> None:
    inked = msgspec.structs.replace(tetra(), tint_inventory=(
        InventoryTint(inventory_id="inv-1", tint="sel", points=2, tattooed=True, current=1),
        InventoryTint(inventory_id="inv-2", tint="vent", points=2, current=2)))
    state, _ = run(given(*registered(inked)), roll(2))
    reroll = cmd.RerollWithTint(resolution_id="a1", roll_id="a1:main", tint_source="tattoo",
                              inventory_id="inv-1", dice=(4,))
    state2, events = run(state, reroll, actor=PLAYER)
    assert of_type(events, ev.TintSpentForReroll)[0].remaining == 0
    assert state2.characters["tetra"].tint_inventory[0].current == 0
    then_error(state2, reroll, "no_tint_points", actor=PLAYER)
    then_error(state, msgspec.structs.replace(reroll, inventory_id="inv-2"), "not_tattooed",
               actor=PLAYER)


def test_maybe_can_be_answered_once_by_paying_a_cost() -> None:
    state, _ = run(table(), roll(3))
    pay = cmd.ChooseMaybeOption(action_id="a1", option="pay_cost", cost=cmd.MaybeCost(
        description="exhausted", adjective=GridAdjective(name="fatigué", duration="day")))
    state, events = run(state, pay, actor=PLAYER)
    assert [type(event).__name__ for event in events] == ["MaybeResolved", "AdjectiveAdded"]
    assert state.effects["e1"].harmful
    then_error(state, pay, "already_chosen", actor=PLAYER)
    then_error(state, cmd.ChooseMaybeOption(action_id="a1", option="pay_cost"), "already_chosen",
               actor=PLAYER)


def test_maybe_options_need_a_maybe_outcome() -> None:
    state, _ = run(table(), roll(4))
    then_error(state, cmd.ChooseMaybeOption(action_id="a1", option="decline"),
               "not_maybe_outcome", actor=PLAYER)
    state, _ = run(table(), roll(3))
    then_error(state, cmd.ChooseMaybeOption(action_id="a1", option="pay_cost"),
               "invalid_payload", actor=PLAYER)
    [lowered] = when(state, cmd.ChooseMaybeOption(action_id="a1", option="lower_ambition"))
    assert isinstance(lowered, ev.MaybeResolved) and lowered.effect_id is None


def test_closing_an_action_twice_is_refused() -> None:
    state, _ = run(table(), roll(3), cmd.CloseAction(action_id="a1"))
    then_error(state, cmd.CloseAction(action_id="a1"), "resolution_closed")
    then_error(state, cmd.ChooseMaybeOption(action_id="a1", option="decline"),
               "resolution_closed", actor=PLAYER)


def test_a_flaw_negates_a_paid_cost_and_records_a_replacement() -> None:
    state, _ = run(table(), roll(3), cmd.ChooseMaybeOption(
        action_id="a1", option="pay_cost", cost=cmd.MaybeCost(
            description="x", adjective=GridAdjective(name="fatigué", duration="day"))))
    invoke = cmd.InvokeFlaw(effect_id="e1", character_id="tetra", flaw="maladroite",
                          replacement_description="drops the vial",
                          replacement_adjective=GridAdjective(name="ridicule"))
    state2, events = run(state, invoke)
    assert [type(event).__name__ for event in events] == ["FlawInvoked", "AdjectiveRemoved",
                                                    "AdjectiveAdded"]
    assert [a.name for a in state2.characters["tetra"].adjectives] == ["ridicule"]
    then_error(state2, invoke, "effect_not_invocable")
    then_error(state, msgspec.structs.replace(invoke, flaw="curieuse"), "unknown_flaw")
    then_error(state, msgspec.structs.replace(invoke, character_id="doc"), "unknown_flaw")
    then_error(state, invoke, "forbidden", actor=OTHER_PLAYER, kind=NotAuthorized)
    assert of_type(when(state, invoke, PLAYER), ev.FlawInvoked)
    closed, _ = run(state, cmd.CloseAction(action_id="a1"))
    assert of_type(when(closed, invoke, PLAYER), ev.FlawInvoked)
    moved_on, _ = run(closed, cmd.RollAction(action_id="a2", character_id="tetra", dice=(5,)))
    then_error(moved_on, invoke, "flaw_window_closed")


def test_physical_games_require_the_tables_dice() -> None:
    state = given(*registered(tetra()))
    then_error(state, cmd.RollAction(action_id="a1", character_id="tetra"),
               "physical_results_required", actor=PLAYER,
               rng=SeededRandomSource(0, mode="physical"))
