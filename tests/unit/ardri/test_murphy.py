"""The third law of Murphy and its corollary: store, use, mutual aid, support."""

from domain.ardri.commands import (
    GiveSurplusSuccess,
    OfferMurphySupport,
    StoreMurphySuccess,
    UseMurphySuccess,
)
from domain.ardri.decider import ARDRI
from domain.ardri.events import (
    MurphySuccessStored,
    MurphySuccessUsed,
    MurphySupportGiven,
    SurplusSuccessGiven,
)
from domain.core import NotAuthorized
from tests.support.decider_spec import spec
from tests.unit.ardri.helpers import (
    OTHER_PLAYER,
    PLAYER,
    Game,
    attribute,
    opposition,
    registered,
    session,
)


def crew() -> Game:
    """Ed (p1), Sam (p2) at strength 4 and Kate (p3) at strength 3, all present."""
    return Game(registered("ed", strength=4, owner="p1"),
                 registered("sam", strength=4, owner="p2"),
                 registered("kate", strength=3, owner="p3"), session("ed", "sam", "kate"))


def store(table: Game, character_id: str, value: int) -> str:
    """Roll a lost success of ``value`` and store it; the stored success id."""
    roll = table.roll(character_id, "strength", None, [value, 10, 10])
    (event,) = table.when(StoreMurphySuccess(character_id=character_id, roll_id=roll.roll_id,
                                             die_index=0))
    assert isinstance(event, MurphySuccessStored)
    return event.stored_success_id


def use(character_id: str, roll_id: str, stored_success_id: str) -> UseMurphySuccess:
    """A UseMurphySuccess command."""
    return UseMurphySuccess(character_id=character_id, roll_id=roll_id,
                            stored_success_id=stored_success_id)


def test_store_checks_the_roll_then_the_success_then_the_limit() -> None:
    t = crew()
    sam = t.roll("sam", "strength", None, [1, 9, 9])
    spec(ARDRI).at(t.state).when(
        StoreMurphySuccess(character_id="ed", roll_id="roll-99", die_index=0)
    ).refused("roll_not_found")
    spec(ARDRI).at(t.state).when(
        StoreMurphySuccess(character_id="ed", roll_id=sam.roll_id, die_index=0)
    ).refused("roll_not_own")
    spec(ARDRI).at(t.state).when(
        StoreMurphySuccess(character_id="sam", roll_id=sam.roll_id, die_index=1)
    ).refused("die_not_storable")
    won = t.roll("ed", "strength", None, [1, 2, 9])
    spec(ARDRI).at(t.state).when(
        StoreMurphySuccess(character_id="ed", roll_id=won.roll_id, die_index=0)
    ).refused("no_storable_success")
    t.when(StoreMurphySuccess(character_id="sam", roll_id=sam.roll_id, die_index=0))
    spec(ARDRI).at(t.state).when(
        StoreMurphySuccess(character_id="sam", roll_id=sam.roll_id, die_index=0)
    ).refused("roll_success_already_taken")
    t.roll("sam", "strength", None, [9, 9, 8])
    spec(ARDRI).at(t.state).when(
        StoreMurphySuccess(character_id="sam", roll_id=sam.roll_id, die_index=0)
    ).refused("roll_closed")


def test_d12_three_stores_per_session_and_using_does_not_refund() -> None:
    t = crew()
    first = store(t, "ed", 1)
    store(t, "ed", 2)
    failed = t.roll("ed", "strength", None, [4, 9, 9])
    t.when(use("ed", failed.roll_id, first))
    store(t, "ed", 3)
    assert (t.store_count("ed"), t.stored_values("ed")) == (3, [2, 3])
    fourth = t.roll("ed", "strength", None, [4, 9, 9])
    spec(ARDRI).at(t.state).when(
        StoreMurphySuccess(character_id="ed", roll_id=fourth.roll_id, die_index=0)
    ).refused("murphy_store_limit_reached")


def test_use_checks_roll_outcome_store_and_value() -> None:
    t = crew()
    stored = store(t, "ed", 4)
    spec(ARDRI).at(t.state).when(use("ed", "roll-99", stored)).refused("roll_not_found")
    won = t.roll("ed", "strength", None, [1, 2, 9])
    spec(ARDRI).at(t.state).when(use("ed", won.roll_id, stored)).refused("roll_not_failed")
    failed = t.roll("ed", "strength", None, [3, 9, 9])
    spec(ARDRI).at(t.state).when(use("ed", failed.roll_id, "murphy-99")).refused(
        "stored_success_not_found"
    )
    t.when(StoreMurphySuccess(character_id="ed", roll_id=failed.roll_id, die_index=0))
    spec(ARDRI).at(t.state).when(use("ed", failed.roll_id, stored)).refused(
        "roll_success_already_taken"
    )
    weak = t.roll("kate", "strength", None, [3, 9, 9])
    spec(ARDRI).at(t.state).when(use("kate", weak.roll_id, stored)).refused(
        "stored_success_not_found"
    )
    spec(ARDRI).at(t.state).when(use("ed", won.roll_id, stored)).refused("roll_closed")


def test_d10_several_stored_successes_may_complete_a_roll_into_a_plain_success() -> None:
    t = crew()
    first, second = store(t, "ed", 1), store(t, "ed", 2)
    blank = t.roll("ed", "strength", None, [9, 8, 7])
    (once,) = t.when(use("ed", blank.roll_id, first))
    assert isinstance(once, MurphySuccessUsed)
    assert (once.total_successes_after, once.outcome_after) == (1, "failure")
    (twice,) = t.when(use("ed", blank.roll_id, second))
    assert isinstance(twice, MurphySuccessUsed)
    assert (twice.total_successes_after, twice.outcome_after) == (2, "success")
    third = store(t, "sam", 1)
    spec(ARDRI).at(t.state).when(use("sam", blank.roll_id, third)).refused("roll_not_own")


def test_d10_a_critical_failure_or_oma_cannot_be_completed() -> None:
    t = crew()
    stored = store(t, "ed", 1)
    for dice in ([6, 6, 6], [10, 10, 10]):
        roll = t.roll("ed", "strength", None, dice)
        spec(ARDRI).at(t.state).when(use("ed", roll.roll_id, stored)).refused("roll_not_failed")


def test_d11_a_stored_value_above_the_roll_threshold_is_refused() -> None:
    t = crew()
    stored = store(t, "ed", 4)
    weak = t.roll("ed", "strength", "body", [1, 9, 9], situation=opposition(1))
    assert weak.effective_threshold == 3
    spec(ARDRI).at(t.state).when(use("ed", weak.roll_id, stored)).refused(
        "murphy_value_above_threshold"
    )


def test_d13_the_lost_success_is_a_trinity_die_never_the_attribute_die() -> None:
    t = Game(registered("galvin", strength=5, attributes=[attribute("riding", "body", 1)]),
              session("galvin"))
    roll = t.roll("galvin", "strength", "body", [9, 8, 7], attribute_id="riding",
                  attribute_value=2)
    assert (roll.total_successes, roll.outcome, roll.storable_kind) == (1, "failure", None)


def test_d13_the_player_picks_which_wasted_value_to_keep() -> None:
    t = crew()
    roll = t.roll("ed", "strength", None, [1, 2, 4])
    (event,) = t.when(StoreMurphySuccess(character_id="ed", roll_id=roll.roll_id, die_index=2))
    assert isinstance(event, MurphySuccessStored)
    assert (event.kind, event.value) == ("wasted", 4)


def boat(t: Game) -> tuple[str, str]:
    """Sam wastes a success on the boat while Ed fails: (sam's roll, ed's roll)."""
    sam = t.roll("sam", "strength", None, [1, 2, 4], task_id="boat")
    ed = t.roll("ed", "strength", None, [3, 8, 9], task_id="boat")
    return sam.roll_id, ed.roll_id


def give(from_roll: str, to_roll: str, die_index: int = 0) -> GiveSurplusSuccess:
    """A GiveSurplusSuccess command."""
    return GiveSurplusSuccess(from_roll_id=from_roll, die_index=die_index, to_roll_id=to_roll)


def test_d14_mutual_aid_is_checked() -> None:
    t = crew()
    sam, ed = boat(t)
    spec(ARDRI).at(t.state).when(give("roll-99", ed)).refused("roll_not_found")
    spec(ARDRI).at(t.state).when(give(sam, "roll-99")).refused("roll_not_found")
    spec(ARDRI).at(t.state).when(give(sam, sam)).refused("same_character")
    spec(ARDRI).at(t.state).when(give(sam, ed, 3)).refused("die_not_storable")
    other = t.roll("kate", "strength", None, [3, 9, 9], task_id="nets")
    spec(ARDRI).at(t.state).when(give(sam, other.roll_id)).refused("not_same_task")
    loner = t.roll("kate", "strength", None, [3, 9, 9])
    spec(ARDRI).at(t.state).when(give(sam, loner.roll_id)).refused("not_same_task")
    spec(ARDRI).at(t.state).when(give(sam, ed), PLAYER).refused("not_authorized", NotAuthorized)
    (event,) = t.when(give(sam, ed), OTHER_PLAYER)
    assert isinstance(event, SurplusSuccessGiven) and event.to_character_id == "ed"
    spec(ARDRI).at(t.state).when(give(sam, ed, 1)).refused("roll_success_already_taken")


def test_d14_only_a_wasted_success_goes_to_a_failed_roll_within_its_threshold() -> None:
    t = crew()
    lost = t.roll("kate", "strength", None, [3, 9, 9], task_id="boat")
    sam, ed = boat(t)
    spec(ARDRI).at(t.state).when(give(lost.roll_id, ed)).refused("no_wasted_success")
    spec(ARDRI).at(t.state).when(give(sam, lost.roll_id, 2)).refused("murphy_value_above_threshold")
    won = t.roll("kate", "strength", None, [1, 2, 9], task_id="boat")
    spec(ARDRI).at(t.state).when(give(sam, won.roll_id)).refused("roll_not_failed")
    t.roll("ed", "strength", None, [9, 9, 8], task_id="boat")
    spec(ARDRI).at(t.state).when(give(sam, ed)).refused("roll_closed")


def support_table() -> tuple[Game, str, str]:
    """Sam (stored 3) and Kate support Ed's failed coordinated roll."""
    t = crew()
    stored = store(t, "sam", 3)
    roll = t.roll("ed", "strength", None, [5, 9, 9], supporters=["sam", "kate"])
    return t, roll.roll_id, stored


def support(roll_id: str, supporter: str, stored: str) -> OfferMurphySupport:
    """An OfferMurphySupport command."""
    return OfferMurphySupport(roll_id=roll_id, supporter_id=supporter, stored_success_id=stored)


def test_support_is_checked() -> None:
    t, roll, stored = support_table()
    spec(ARDRI).at(t.state).when(support("roll-99", "sam", stored)).refused("roll_not_found")
    spec(ARDRI).at(t.state).when(support(roll, "kate", stored)).refused("stored_success_not_found")
    spec(ARDRI).at(t.state).when(support(roll, "ed", stored)).refused("not_a_supporter")
    spec(ARDRI).at(t.state).when(support(roll, "sam", stored), PLAYER).refused(
        "not_authorized", NotAuthorized
    )
    plain = t.roll("kate", "strength", None, [3, 9, 9])
    spec(ARDRI).at(t.state).when(support(plain.roll_id, "sam", stored)).refused(
        "roll_not_coordinated"
    )
    t.when(StoreMurphySuccess(character_id="ed", roll_id=roll, die_index=0))
    spec(ARDRI).at(t.state).when(support(roll, "sam", stored)).refused("roll_success_already_taken")
    t.roll("ed", "strength", None, [9, 9, 8])
    spec(ARDRI).at(t.state).when(support(roll, "sam", stored)).refused("roll_closed")


def test_support_needs_a_failed_roll_and_a_value_within_its_threshold() -> None:
    t = crew()
    high = store(t, "sam", 4)
    won = t.roll("kate", "strength", None, [1, 2, 9], supporters=["sam", "ed"])
    spec(ARDRI).at(t.state).when(support(won.roll_id, "sam", high)).refused("roll_not_failed")
    failed = t.roll("kate", "strength", None, [9, 9, 2], supporters=["sam", "ed"])
    assert failed.effective_threshold == 4
    weak = Game(registered("a", strength=3), registered("b", strength=5), session("a", "b"))
    five = store(weak, "b", 5)
    roll = weak.roll("a", "strength", None, [2, 9, 9], supporters=["b"])
    spec(ARDRI).at(weak.state).when(support(roll.roll_id, "b", five)).refused(
        "murphy_value_above_threshold"
    )


def test_d15_a_supported_success_frees_a_store_slot_this_session() -> None:
    t, roll, stored = support_table()
    store(t, "sam", 1)
    store(t, "sam", 2)
    assert t.store_count("sam") == 3
    (event,) = t.when(support(roll, "sam", stored), OTHER_PLAYER)
    assert isinstance(event, MurphySupportGiven)
    assert (event.supporter_store_count_after, event.outcome_after) == (2, "success")
    store(t, "sam", 2)
    assert (t.store_count("sam"), t.stored_values("sam")) == (3, [1, 2, 2])


def test_d17_a_roll_stays_open_until_its_character_rolls_again() -> None:
    t = crew()
    stored = store(t, "ed", 2)
    failed = t.roll("ed", "strength", None, [3, 9, 9])
    t.roll("sam", "strength", None, [9, 9, 8])
    t.when(StoreMurphySuccess(character_id="ed", roll_id=failed.roll_id, die_index=0))
    t.roll("ed", "strength", None, [9, 9, 8])
    spec(ARDRI).at(t.state).when(use("ed", failed.roll_id, stored)).refused("roll_closed")


def test_d21_a_stored_success_serves_only_its_owner_s_rolls() -> None:
    t = crew()
    stored = store(t, "sam", 2)
    ed = t.roll("ed", "strength", None, [3, 9, 9])
    spec(ARDRI).at(t.state).when(use("sam", ed.roll_id, stored)).refused("roll_not_own")
    spec(ARDRI).at(t.state).when(use("ed", ed.roll_id, stored)).refused("stored_success_not_found")
