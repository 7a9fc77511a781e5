"""The third pass of the Ardri spec (T1…T3, section 0b): they override everything else."""

from domain.ardri.commands import (
    GiveSurplusSuccess,
    OpenConcurrence,
    RollConcurrence,
    StoreMurphySuccess,
)
from domain.ardri.decider import ARDRI
from domain.ardri.events import (
    ConcurrenceResolved,
    ConcurrenceRolled,
    MurphySuccessStored,
    SurplusSuccessGiven,
)
from domain.ardri.rules.values import Dice, Opposition
from domain.core import InvalidValue
from tests.support.decider_spec import spec
from tests.unit.ardri.helpers import Table, attribute, registered, session


def boat() -> Table:
    """Sam (a d12 on body) and Ed unload the boat; Kate too, all strength 4."""
    return Table(registered("sam", strength=4, attributes=[attribute("hauling", "body", 2)]),
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


def contest() -> Table:
    """Two knights of strength 4 contest the initiative."""
    t = Table(registered("a", strength=4), registered("b", strength=4), session("a", "b"))
    t.when(OpenConcurrence(characteristic="strength", participant_ids=["a", "b"]))
    return t


def test_t3_a_concurrence_roll_takes_its_own_conditions_before_the_tie_breaks() -> None:
    """T3, seed: « En cas d'égalité on compare le seuil modifié du domaine. Celui qui a le
    plus haut seuil l'emporte. » (the modified threshold, conditions included)."""
    t = contest()
    first = t.when(RollConcurrence(concurrence_id="concurrence-4", character_id="a",
                                   difficulty="complicated", dice=Dice(trinity=[1, 2, 9])))
    (rolled,) = first
    assert isinstance(rolled, ConcurrenceRolled)
    assert (rolled.threshold, rolled.situation_modifier, rolled.difficulty) == (
        3, -1, "complicated")
    _rolled_b, resolved = t.when(RollConcurrence(
        concurrence_id="concurrence-4", character_id="b", dice=Dice(trinity=[1, 2, 9])))
    assert isinstance(resolved, ConcurrenceResolved)
    assert [(r.character_id, r.rank, r.threshold) for r in resolved.ranking] == [
        ("b", 1, 4), ("a", 2, 3)]


def test_t3_an_opposition_lowers_a_participant_threshold_and_is_checked() -> None:
    """T3, seed: « chaque PNJ qui représente un vrai défi sera susceptible d'apporter un
    malus au seuil de la caractéristique »; a malformed condition is refused."""
    t = contest()
    spec(ARDRI).at(t.state).when(RollConcurrence(concurrence_id="concurrence-4", character_id="a",
                              difficulty="easy")).refused("invalid_situation", InvalidValue)
    spec(ARDRI).at(t.state).when(
        RollConcurrence(
            concurrence_id="concurrence-4",
            character_id="a",
            opposition=Opposition(domain_challenge=1),
        )
    ).refused("invalid_situation", InvalidValue)
    (rolled,) = t.when(RollConcurrence(
        concurrence_id="concurrence-4", character_id="a",
        opposition=Opposition(characteristic_challenge=3), dice=Dice(trinity=[1, 2, 9])))
    assert isinstance(rolled, ConcurrenceRolled)
    assert (rolled.threshold, rolled.success_values) == (1, (1,))
