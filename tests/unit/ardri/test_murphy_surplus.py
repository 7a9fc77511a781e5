"""Murphy's surplus successes: mutual aid counts the attribute die, a surplus is stored
from a trinity die, one stored a roll, gifts only beyond two successes (spec 0b, T1, T2)."""

from domain.ardri.commands import (
    GiveSurplusSuccess,
    StoreMurphySuccess,
)
from domain.ardri.decider import ARDRI
from domain.ardri.events import (
    MurphySuccessStored,
    SurplusSuccessGiven,
)
from tests.support.decider_spec import spec
from tests.unit.ardri.helpers import Game, attribute, registered, session


def boat() -> Game:
    """Sam (a d12 on body) and Ed unload the boat; Kate too, all strength 4."""
    return Game(registered("sam", strength=4, attributes=[attribute("hauling", "body", 2)]),
                 registered("ed", strength=4), registered("kate", strength=4),
                 session("sam", "ed", "kate"))


def give(from_roll: str, to_roll: str, die_index: int) -> GiveSurplusSuccess:
    """A GiveSurplusSuccess command."""
    return GiveSurplusSuccess(from_roll_id=from_roll, die_index=die_index, to_roll_id=to_roll)


def test_t1_mutual_aid_counts_the_attribute_die_among_the_three_successes() -> None:
    """T1, seed: « Sam réussit avec trois réussites. Il peut aider Ed à réussir en lui
    offrant la réussite supplémentaire. » (three successes, the attribute die counts)."""
    t = boat()
    sam = t.roll("sam", "strength", "body", [1, 2, 9], attribute_id="hauling",
                 attribute_value=3, task_id="boat")
    assert (sam.total_successes, sam.outcome, sam.storable_kind) == (3, "success", "wasted")
    ed = t.roll("ed", "strength", None, [3, 8, 9], task_id="boat")
    (event,) = t.when(give(sam.roll_id, ed.roll_id, 3))
    assert isinstance(event, SurplusSuccessGiven)
    assert (event.die_index, event.value, event.outcome_after) == (3, 3, "success")


def test_t1_such_a_surplus_is_stored_from_a_trinity_die_never_the_attribute_die() -> None:
    """T1, seed: « A noter qu'on ne peut garder que les réussites provenant de l'un des
    dés de la Trinité (les 3D10). »"""
    t = boat()
    sam = t.roll("sam", "strength", "body", [1, 2, 9], attribute_id="hauling",
                 attribute_value=3)
    assert sam.storable_die_indices == (0, 1)
    spec(ARDRI).at(t.state).when(
        StoreMurphySuccess(character_id="sam", roll_id=sam.roll_id, die_index=3)
    ).refused("die_not_storable")
    spec(ARDRI).at(t.state).when(
        StoreMurphySuccess(character_id="sam", roll_id=sam.roll_id, die_index=2)
    ).refused("die_not_storable")
    (event,) = t.when(StoreMurphySuccess(character_id="sam", roll_id=sam.roll_id, die_index=1))
    assert isinstance(event, MurphySuccessStored) and (event.kind, event.value) == ("wasted", 2)


def test_t2_several_surplus_successes_leave_one_roll_at_most_one_stored() -> None:
    """T2, seed: « deux ou plusieurs PJ participant à la même tâche peuvent s'échanger
    les réussites supplémentaires (ou gaspillée) » (plural): four successes, two spare."""
    t = boat()
    sam = t.roll("sam", "strength", "body", [1, 2, 4], attribute_id="hauling",
                 attribute_value=2, task_id="boat")
    assert sam.total_successes == 4
    ed = t.roll("ed", "strength", None, [3, 8, 9], task_id="boat")
    kate = t.roll("kate", "strength", None, [9, 4, 8], task_id="boat")
    t.when(StoreMurphySuccess(character_id="sam", roll_id=sam.roll_id, die_index=0))
    spec(ARDRI).at(t.state).when(
        StoreMurphySuccess(character_id="sam", roll_id=sam.roll_id, die_index=1)
    ).refused("roll_success_already_taken")
    spec(ARDRI).at(t.state).when(give(sam.roll_id, ed.roll_id, 0)).refused("die_not_storable")
    (event,) = t.when(give(sam.roll_id, ed.roll_id, 3))
    assert isinstance(event, SurplusSuccessGiven) and event.outcome_after == "success"
    spec(ARDRI).at(t.state).when(give(sam.roll_id, kate.roll_id, 1)).refused(
        "roll_success_already_taken"
    )


def test_t2_gifts_only_up_to_the_surplus_beyond_two_successes() -> None:
    """T2, seed: « mais la troisième, la supplémentaire ne sert à rien, on dit qu'elle est
    gaspillée »: three successes leave one to give, four leave two."""
    t = boat()
    sam = t.roll("sam", "strength", "body", [1, 2, 4], attribute_id="hauling",
                 attribute_value=2, task_id="boat")
    ed = t.roll("ed", "strength", None, [3, 8, 9], task_id="boat")
    kate = t.roll("kate", "strength", None, [9, 4, 8], task_id="boat")
    t.when(give(sam.roll_id, ed.roll_id, 0))
    t.when(give(sam.roll_id, kate.roll_id, 1))
    assert t.state.session is not None
    left = t.state.session.open_rolls[sam.roll_id]
    assert [x.die_index for x in left.taken] == [0, 1] and left.surplus_left() == 0
    spec(ARDRI).at(t.state).when(
        StoreMurphySuccess(character_id="sam", roll_id=sam.roll_id, die_index=2)
    ).refused("roll_success_already_taken")
