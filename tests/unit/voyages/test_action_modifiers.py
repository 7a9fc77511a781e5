"""Third pass of the spec (section 0b), the modifiers and prices of a roll: T7, T8, T13."""

from domain.core import InvalidValue
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.model import Modifier, Purchase
from domain.voyages.rules.sheet import Target
from domain.voyages.state import VoyagesState
from services.i18n import words
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    PLAYER,
    TETRA,
    adjective,
    adjective_event,
    doc,
    given,
    mod,
    of_type,
    open_conflict,
    opened,
    registered,
    roll_side,
    rolled_round,
    scored,
    spend,
    table,
    tetra,
)

FRENCH = words("fr", "voyages")


def _with(*adjectives: ev.AdjectiveAdded) -> VoyagesState:
    """Tetra and Doc at the table, carrying these adjectives."""
    return given(*registered(tetra(), doc()), *adjectives)


def _roll(*modifiers: Modifier, die: int = 4, action_id: str = "a1",
          helpers: tuple[cmd.HelperSpec, ...] = ()) -> cmd.RollAction:
    return cmd.RollAction(action_id=action_id, character_id="tetra", dice=(die,),
                        modifiers=modifiers, helpers=helpers)


def _removed(events: list[object]) -> list[tuple[str, str]]:
    return [(r.adjective_id, r.reason) for r in of_type(events, ev.AdjectiveRemoved)]


RESTED = adjective_event("tetra", "adj-1", "reposée", 1, "positive", "next_roll")
TIRED = adjective_event("doc", "adj-2", "fatigué", 2, "negative", "next_roll")


def test_t7_the_rollers_next_roll_adjective_joins_its_action_by_itself() -> None:
    """T7, seed: « Adjectif temporaire : scène RP menant à un bonus ou malus qui impactera
    le prochain jet de dés ». Tetra is « reposée » (+1) until her next roll: her action
    counts it without her naming it, then it is gone; a scene adjective is not counted
    (it applies only when the roll names it), nor a next_roll one on a thing."""
    state = _with(RESTED, adjective_event("tetra", "adj-3", "fière", 1, "positive", "scene"))
    state = (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.RegisterThing(thing_id="lamp", name="lampe"),
            cmd.AddAdjective(
                target=Target(kind="thing", id="lamp"),
                name="brillante",
                value=1,
                polarity="positive",
                duration="next_roll",
            ),
        )
        .state
    )
    events = spec(VOYAGES).at(state).when(_roll(die=4), PLAYER).events
    [rolled] = of_type(events, ev.ActionRolled)
    assert rolled.main.modifiers == (Modifier(source="adjective", value=1, ref="adj-1"),)
    assert of_type(events, ev.ActionResultComputed)[0].total == 5
    assert _removed(events) == [("adj-1", "used")]


def test_t7_a_helpers_next_roll_adjective_counts_on_its_own_roll() -> None:
    """T7, seed: « qui impactera le prochain jet de dés »; « les autres effectuent aussi un
    jet mais appliquent -4 au score final obtenu ». Doc, « fatigué » (-2) until his next
    roll, helps Tetra: his roll is 5 - 2 - 4 = -1, the total 4 - 1 = 3, and the adjective
    is used up."""
    events = spec(VOYAGES).at(_with(TIRED)).when(_roll(die=4, helpers=(
        cmd.HelperSpec(character_id="doc", dice=(5,)),))).events
    [rolled] = of_type(events, ev.ActionRolled)
    assert rolled.main.modifiers == ()
    assert (rolled.helpers[0].modifiers, rolled.helpers[0].score) == (
        (Modifier(source="adjective", value=-2, ref="adj-2"),), -1)
    assert of_type(events, ev.ActionResultComputed)[0].total == 3
    assert _removed(events) == [("adj-2", "used")]


def test_t7_a_next_roll_adjective_joins_the_situation_roll() -> None:
    """T7, seed: « 2 : Adjectif temporaire : scène RP menant à un bonus ou malus qui
    impactera le prochain jet de dés ». Tetra's situation roll of 4 scores 4 + 1 - 4 = 1
    with « reposée », which is then gone."""
    outcome = (
        spec(VOYAGES)
        .at(opened(TETRA, state=_with(RESTED)))
        .when(cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(4,)), PLAYER)
    )
    state, events = outcome.state, outcome.events
    [rolled] = of_type(events, ev.SituationRolled)
    assert (rolled.modifiers, rolled.score) == (
        (Modifier(source="adjective", value=1, ref="adj-1"),), 1)
    assert _removed(events) == [("adj-1", "used")]
    assert state.characters["tetra"].adjectives == ()


def test_t7_a_next_roll_adjective_joins_a_conflict_members_roll_once() -> None:
    """T7, seed: « impactera le prochain jet de dés ». In a conflict Tetra, « étourdie »
    (-1) until her next roll, rolls 5: 5 - 1 - 4 = 0, and the adjective is used up; the merchant (a
    label, no sheet) rolls without it."""
    state = (
        spec(VOYAGES)
        .at(_with(adjective_event("tetra", "adj-1", "étourdie", 1, "negative", "next_roll")))
        .when(open_conflict())
        .state
    )
    state, events = rolled_round(state, "k1", [
        roll_side("k1", "tetra_side", 5, members=["tetra"]),
        roll_side("k1", "merchant", 5, members=["marchand"])])
    tetra_side, merchant = of_type(events, ev.ConflictSideRolled)
    assert [(r.modifiers, r.score) for r in tetra_side.member_rolls] == [
        ((Modifier(source="adjective", value=-1, ref="adj-1"),), 0)]
    assert [(r.modifiers, r.score) for r in merchant.member_rolls] == [((), 1)]
    assert _removed(events) == [("adj-1", "used")]
    assert state.characters["tetra"].adjectives == ()


def test_t7_a_next_roll_adjective_the_roll_names_is_not_counted_twice() -> None:
    """T7, seed: « Un adjectif qui s'applique augmente le score d'un nombre de point égal à
    sa valeur » and « impactera le prochain jet de dés »: Tetra names « reposée » (+1) and
    « inspirée » (+2) joins by itself; each counts once (4 + 1 + 2 = 7, not 8) and each is
    removed once."""
    state = _with(RESTED, adjective_event("tetra", "adj-4", "inspirée", 2, "positive",
                                          "next_roll"))
    events = spec(VOYAGES).at(state).when(_roll(mod("adjective", 1, "adj-1"), die=4), PLAYER).events
    [rolled] = of_type(events, ev.ActionRolled)
    assert rolled.main.modifiers == (Modifier(source="adjective", value=1, ref="adj-1"),
                                     Modifier(source="adjective", value=2, ref="adj-4"))
    assert of_type(events, ev.ActionResultComputed)[0].total == 7
    assert _removed(events) == [("adj-1", "used"), ("adj-4", "used")]


def test_t7_a_next_roll_adjective_is_consumed_by_the_roll_it_joined() -> None:
    """T7, seed: « impactera le prochain jet de dés » (only the next one). A reroll of the
    same roll keeps its +1 (it is still that roll), and Tetra's following action counts
    nothing; naming the used-up adjective there is refused."""
    state = spec(VOYAGES).at(_with(RESTED)).when(_roll(die=2), PLAYER).state
    assert state.characters["tetra"].adjectives == ()
    events = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.RerollWithTint(
                resolution_id="a1",
                roll_id="a1:main",
                tint_source="own",
                tint="curiosity",
                dice=(3,),
            ),
            PLAYER,
        )
        .events
    )
    assert of_type(events, ev.RollRerolled)[0].new_score == 4
    assert _removed(events) == []
    outcome = (
        spec(VOYAGES)
        .at(state)
        .played(cmd.CloseAction(action_id="a1"), _roll(die=3, action_id="a2"))
    )
    state, events = outcome.state, outcome.history
    assert of_type(events, ev.ActionResultComputed)[0].total == 3
    spec(VOYAGES).at(state).when(
        _roll(mod("adjective", 1, "adj-1"), action_id="a3"), PLAYER
    ).refused("invalid_modifier", InvalidValue)


def test_t8_an_adjective_point_costs_at_least_one_whatever_the_shifts() -> None:
    """T8, seed: « Cette liste peut-être décalée de plus ou moins 2 points dans un sens ou
    dans l'autre »; « 2 : Adjectif temporaire ». On opportunities shifted by -2 a
    temporary adjective point (2 - 2 = 0 on the list) costs 1, so does reducing one; the
    cosmetic effects stay free. Both used to cost 0."""
    state = scored(6, 4, opportunity_shift=-2, state=_with(
        adjective_event("tetra", "adj-9", "las", 1, "negative", "scene")))
    [spent] = of_type(
        spec(VOYAGES).at(state).when(spend("player:tetra", adjective(value=2)), PLAYER).events,
        ev.SituationPointsSpent,
    )
    assert ([(p.unit_cost, p.cost) for p in spent.purchases], spent.remaining) == (
        [(1, 2)], 0)
    [spent] = of_type(
        spec(VOYAGES)
        .at(state)
        .when(
            spend(
                "player:tetra",
                Purchase(
                    effect="reduce_adjective", character_id="tetra", adjective_id="adj-9", amount=1
                ),
            ),
            PLAYER,
        )
        .events,
        ev.SituationPointsSpent,
    )
    assert (spent.purchases[0].cost, spent.remaining) == (1, 1)
    [spent] = of_type(spec(VOYAGES).at(state).when(spend("player:tetra", Purchase(
        effect="cosmetic_oriented", character_id="tetra")), PLAYER).events, ev.SituationPointsSpent)
    assert (spent.purchases[0].cost, spent.remaining) == (0, 2)
    spec(VOYAGES).at(state).when(spend("player:tetra", adjective(value=3)), PLAYER).refused(
        "insufficient_points"
    )


def test_t13_a_delicate_task_counts_once_per_roll_whatever_its_ref() -> None:
    """T13, seed: « Une tâche particulièrement délicate (par exemple une opération
    chirurgicale) réduit le score de deux points. » Two delicate tasks with different
    refs on one roll are refused (they counted -4 before); one is -2."""
    refused = (
        spec(VOYAGES)
        .at(table())
        .when(
            _roll(mod("delicate_task", -2, "suture"), mod("delicate_task", -2, "incision")), PLAYER
        )
        .refused("invalid_modifier", InvalidValue)
    )
    assert refused.detail.said_in(FRENCH) == (  # type: ignore[attr-defined]
        "une tâche délicate ne compte qu\u2019une fois par jet, quelle que soit sa référence")
    events = (
        spec(VOYAGES)
        .at(table())
        .when(_roll(mod("delicate_task", -2, "suture"), die=6), PLAYER)
        .events
    )
    assert of_type(events, ev.ActionResultComputed)[0].total == 4


def test_t13_taking_ones_time_counts_once_per_roll_whatever_its_ref() -> None:
    """T13, seed: « Dans de nombreux cas, il est possible d'augmenter le score d'un point en
    prenant son temps ». Taking one's time twice (refs or none) on a situation roll or a
    conflict member's roll is refused; once with a delicate task is +1 - 2."""
    twice = (mod("taking_time", 1, "matin"), mod("taking_time", 1))
    refused = (
        spec(VOYAGES)
        .at(opened(TETRA))
        .when(
            cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(4,), modifiers=twice),
            PLAYER,
        )
        .refused("invalid_modifier", InvalidValue)
    )
    assert refused.detail.said_in(FRENCH) == (  # type: ignore[attr-defined]
        "prendre son temps ne compte qu\u2019une fois par jet, quelle que soit sa référence")
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            open_conflict(),
            cmd.StartRound(conflict_id="k1"),
            cmd.ChooseApproach(conflict_id="k1", description="patiemment"),
        )
        .state
    )
    spec(VOYAGES).at(state).when(
        cmd.RollConflict(
            conflict_id="k1",
            side_id="tetra_side",
            member_rolls=(cmd.MemberRollSpec(member="tetra", dice=(4,), modifiers=twice),),
        ),
        PLAYER,
    ).refused("invalid_modifier", InvalidValue)
    events = spec(VOYAGES).at(table()).when(_roll(mod("taking_time", 1, "matin"),
                                 mod("delicate_task", -2), die=5), PLAYER).events
    assert of_type(events, ev.ActionResultComputed)[0].total == 4
