"""A concurrence roll's own conditions and oppositions, before the tie breaks (spec 0b, T3)."""

from domain.ardri.commands import (
    OpenConcurrence,
    RollConcurrence,
)
from domain.ardri.decider import ARDRI
from domain.ardri.events import (
    ConcurrenceResolved,
    ConcurrenceRolled,
)
from domain.ardri.rules.values import Dice, Opposition
from domain.core import InvalidValue
from tests.support.decider_spec import spec
from tests.unit.ardri.helpers import Game, registered, session


def contest() -> Game:
    """Two knights of strength 4 contest the initiative."""
    t = Game(registered("a", strength=4), registered("b", strength=4), session("a", "b"))
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
