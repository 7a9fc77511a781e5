"""Situation resolution: given / when / then for each command and error."""

from typing import Any

from domain.core import NotAuthorized
from domain.voyages import commands as c
from domain.voyages import events as e
from domain.voyages.model import Purchase
from domain.voyages.sheet import Target
from domain.voyages.state import VoyagesState
from tests.unit.voyages.helpers import (
    OTHER_PLAYER,
    PLAYER,
    adjective_event,
    doc,
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

TETRA = c.ParticipantSpec(character_id="tetra")
DOC = c.ParticipantSpec(character_id="doc")


def opened(*participants: c.ParticipantSpec, mode: str = "solo",
           state: VoyagesState | None = None, **options: Any) -> VoyagesState:
    """A situation s1 opened by the gm."""
    result, _ = run(state or table(), c.OpenSituation(
        situation_id="s1", participants=participants or (TETRA,),
        group_mode=mode, **options))  # type: ignore[arg-type]
    return result




def scored(player: int = 6, env: int = 4, state: VoyagesState | None = None,
           **options: Any) -> VoyagesState:
    """Tetra alone, rolled and scored (score player-4, environment env-4)."""
    result, _ = run(opened(state=state, **options),
                    c.RollSituation(situation_id="s1", character_id="tetra", dice=(player,)),
                    c.RollEnvironment(situation_id="s1", dice=(env,)),
                    c.ScoreSituation(situation_id="s1"))
    return result


def spend(pool: str, *purchases: Purchase) -> c.SpendSituationPoints:
    """SpendSituationPoints on s1."""
    return c.SpendSituationPoints(situation_id="s1", pool_id=pool, purchases=purchases)


def adjective(tier: int = 2, value: int = 1, polarity: str = "positive",
              name: str = "x") -> Purchase:
    """An adjective purchase for Tetra."""
    return Purchase(effect="adjective", character_id="tetra", tier=tier, value=value,
                    name=name, polarity=polarity)  # type: ignore[arg-type]


def test_opening_a_situation_checks_participants_mode_and_shifts() -> None:
    state = opened()
    assert state.situations["s1"].status == "rolling"
    then_error(state, c.OpenSituation(situation_id="s1", participants=(TETRA,)),
               "duplicate_id")
    for bad in (c.OpenSituation(situation_id="s2", participants=()),
                c.OpenSituation(situation_id="s2", participants=(TETRA, DOC)),
                c.OpenSituation(situation_id="s2", participants=(TETRA,), group_mode="sum"),
                c.OpenSituation(situation_id="s2", participants=(TETRA, TETRA),
                                group_mode="sum"),
                c.OpenSituation(situation_id="s2", participants=(TETRA,), risk_shift=3)):
        then_error(state, bad, "invalid_payload")
    then_error(state, c.OpenSituation(situation_id="s2", participants=(
        c.ParticipantSpec(character_id="nobody"),)), "unknown_character")
    then_error(state, c.OpenSituation(situation_id="s2", participants=(TETRA,)), "forbidden",
               actor=PLAYER, kind=NotAuthorized)


def test_involvement_is_set_by_the_owner_before_rolling() -> None:
    state = opened()
    [event] = when(state, c.SetInvolvement(situation_id="s1", character_id="tetra",
                                           involvement="involved"), PLAYER)
    assert isinstance(event, e.InvolvementSet)
    then_error(state, c.SetInvolvement(situation_id="s1", character_id="doc",
                                       involvement="involved"), "not_a_participant")
    then_error(state, c.SetInvolvement(situation_id="s1", character_id="tetra",
                                       involvement="involved"), "forbidden",
               actor=OTHER_PLAYER, kind=NotAuthorized)
    state, _ = run(state, c.RollSituation(situation_id="s1", character_id="tetra", dice=(3,)))
    then_error(state, c.SetInvolvement(situation_id="s1", character_id="tetra",
                                       involvement="involved"), "already_rolled")


def test_a_risk_is_taken_once_and_before_rolling() -> None:
    state, _ = run(opened(), c.TakeRisk(situation_id="s1", character_id="tetra"))
    then_error(state, c.TakeRisk(situation_id="s1", character_id="tetra"), "already_taken")
    state, _ = run(opened(), c.RollSituation(situation_id="s1", character_id="tetra",
                                             dice=(3,)))
    then_error(state, c.TakeRisk(situation_id="s1", character_id="tetra"), "already_rolled")


def test_rolls_add_the_player_terrain_and_the_environment_terrain() -> None:
    state = opened(terrain_player=1, terrain_environment=-1)
    [player] = of_type(when(state, c.RollSituation(situation_id="s1", character_id="tetra",
                                                   dice=(5,))), e.SituationRolled)
    [env] = of_type(when(state, c.RollEnvironment(situation_id="s1", dice=(5,),
                                                  modifiers=(mod("gm_other", 2),))),
                    e.SituationRolled)
    assert (player.score, env.score, env.character_id) == (2, 2, None)


def test_rolling_refuses_the_uninvolved_the_rolled_and_the_scored() -> None:
    state = opened(c.ParticipantSpec(character_id="tetra", involvement="not_involved"))
    then_error(state, c.RollSituation(situation_id="s1", character_id="tetra", dice=(3,)),
               "not_involved")
    state, _ = run(opened(), c.RollSituation(situation_id="s1", character_id="tetra",
                                             dice=(3,)),
                   c.RollEnvironment(situation_id="s1", dice=(3,)))
    then_error(state, c.RollSituation(situation_id="s1", character_id="tetra", dice=(3,)),
               "already_rolled")
    then_error(state, c.RollEnvironment(situation_id="s1", dice=(3,)), "already_rolled")
    state, _ = run(state, c.ScoreSituation(situation_id="s1"))
    then_error(state, c.RollEnvironment(situation_id="s1", dice=(3,)), "wrong_phase")
    then_error(state, c.ScoreSituation(situation_id="s1"), "wrong_phase")


def test_scoring_needs_every_involved_roll() -> None:
    state, _ = run(opened(), c.RollSituation(situation_id="s1", character_id="tetra",
                                             dice=(3,)))
    then_error(state, c.ScoreSituation(situation_id="s1"), "rolls_incomplete")
    then_error(opened(), c.ScoreSituation(situation_id="s1"), "rolls_incomplete")


def test_splitting_partitions_involved_members_before_spending() -> None:
    state, _ = run(opened(TETRA, DOC, mode="sum"),
                   c.RollSituation(situation_id="s1", character_id="tetra", dice=(6,)),
                   c.RollSituation(situation_id="s1", character_id="doc", dice=(2,)),
                   c.RollEnvironment(situation_id="s1", dice=(5,)),
                   c.ScoreSituation(situation_id="s1"))
    then_error(state, c.SplitGroup(situation_id="s1", subgroups=(("tetra",),)),
               "invalid_payload")
    split, events = run(state, c.SplitGroup(situation_id="s1", subgroups=(("tetra",),
                                                                           ("doc",))))
    [scored_event] = of_type(events, e.SituationScored)
    assert [(p.pool_id, p.points) for p in scored_event.pools] == [
        ("group:1", 2), ("environment:1", 1), ("group:2", -2), ("environment:2", 1)]
    spent, _ = run(split, spend("group:1", Purchase(effect="cosmetic_oriented",
                                                    character_id="tetra")))
    then_error(spent, c.SplitGroup(situation_id="s1", subgroups=(("tetra", "doc"),)),
               "points_already_spent")
    then_error(scored(), c.SplitGroup(situation_id="s1", subgroups=(("tetra",),)),
               "invalid_payload")
    then_error(opened(), c.SplitGroup(situation_id="s1", subgroups=(("tetra",),)),
               "wrong_phase")


def test_apportioning_is_for_average_groups_before_spending() -> None:
    state, _ = run(opened(TETRA, DOC, mode="average"),
                   c.RollSituation(situation_id="s1", character_id="tetra", dice=(6,)),
                   c.RollSituation(situation_id="s1", character_id="doc", dice=(6,)),
                   c.RollEnvironment(situation_id="s1", dice=(5,)),
                   c.ScoreSituation(situation_id="s1"))
    then_error(state, c.ApportionGroupResult(situation_id="s1", subgroup=0,
                                             allocations={"tetra": 4}), "invalid_payload")
    then_error(state, c.ApportionGroupResult(situation_id="s1", subgroup=3,
                                             allocations={}), "invalid_payload")
    spent, _ = run(state, spend("player:tetra", Purchase(effect="cosmetic_oriented",
                                                         character_id="tetra")), actor=PLAYER)
    then_error(spent, c.ApportionGroupResult(situation_id="s1", subgroup=0,
                                             allocations={"tetra": 4, "doc": 0}),
               "points_already_spent")


def test_spending_follows_the_pool_kind_and_sign() -> None:
    state = scored(6, 6)
    then_error(state, spend("player:tetra", adjective(polarity="negative")),
               "wrong_effect_for_pool", actor=PLAYER)
    then_error(state, spend("environment:1", adjective(polarity="positive")),
               "wrong_effect_for_pool")
    then_error(state, spend("environment:1", adjective(polarity="negative")), "forbidden",
               actor=PLAYER, kind=NotAuthorized)
    then_error(state, spend("player:tetra", adjective()), "forbidden", actor=OTHER_PLAYER,
               kind=NotAuthorized)
    then_error(state, spend("nope", adjective()), "invalid_payload")
    then_error(state, spend("player:tetra", adjective(tier=5)), "invalid_payload",
               actor=PLAYER)
    then_error(state, spend("player:tetra", Purchase(
        effect="adjective", character_id="tetra", tier=2, value=1, name="x",
        polarity="positive", target=Target(kind="thing", id="nope"))), "unknown_thing",
        actor=PLAYER)
    then_error(state, spend("player:tetra", Purchase(
        effect="reduce_adjective", character_id="tetra", adjective_id="adj-9", amount=1)),
        "unknown_adjective", actor=PLAYER)


def test_bought_adjectives_merge_and_stop_at_three() -> None:
    state = given(*registered(tetra(), doc()),
                  adjective_event("tetra", "adj-1", "x", 3, "positive", "next_roll"))
    state = scored(6, 4, state=state, terrain_player=2)
    then_error(state, spend("player:tetra", adjective()), "adjective_value_cap", actor=PLAYER)


def test_reduction_targets_the_right_polarity_and_amount() -> None:
    state = given(*registered(tetra(), doc()),
                  adjective_event("tetra", "adj-1", "fier", 1, "positive", "scene"),
                  adjective_event("tetra", "adj-2", "las", 1, "negative", "scene"))
    state = scored(6, 6, state=state)
    reduce_positive = Purchase(effect="reduce_adjective", character_id="tetra",
                               adjective_id="adj-1", amount=1)
    then_error(state, spend("player:tetra", reduce_positive), "wrong_effect_for_pool",
               actor=PLAYER)
    then_error(state, spend("player:tetra", Purchase(
        effect="reduce_adjective", character_id="tetra", adjective_id="adj-2", amount=2)),
        "invalid_payload", actor=PLAYER)
    events = when(state, spend("environment:1", reduce_positive))
    assert of_type(events, e.AdjectiveRemoved)[0].reason == "reduced"


def test_spending_waits_for_scoring_and_adjective_mode() -> None:
    then_error(opened(), spend("player:tetra", adjective()), "wrong_phase")
    then_error(scored(6, 4, result_mode="value"), spend("player:tetra", adjective()),
               "wrong_phase")


def test_closing_forfeits_unspent_points_and_ends_the_situation() -> None:
    state, events = run(scored(6, 5), c.CloseSituation(situation_id="s1"))
    assert of_type(events, e.SituationClosed)[0].forfeited == {"player:tetra": 2,
                                                               "environment:1": 1}
    then_error(state, c.CloseSituation(situation_id="s1"), "resolution_closed")
    then_error(state, c.CloseSituation(situation_id="zz"), "unknown_resolution")


def test_a_situation_roll_can_be_rerolled_until_scoring() -> None:
    state, _ = run(opened(), c.RollSituation(situation_id="s1", character_id="tetra",
                                             dice=(2,)))
    reroll = c.RerollWithTint(resolution_id="s1", roll_id="s1:tetra", tint_source="own",
                              tint="curiosity", dice=(6,))
    state, events = run(state, reroll, actor=PLAYER)
    assert of_type(events, e.RollRerolled)[0].new_score == 2
    state, _ = run(state, c.RollEnvironment(situation_id="s1", dice=(4,)))
    then_error(state, c.RerollWithTint(resolution_id="s1", roll_id="s1:environment",
                                       tint_source="own", tint="curiosity", dice=(6,)),
               "not_your_roll")
    state, _ = run(state, c.ScoreSituation(situation_id="s1"))
    assert state.situations["s1"].pools["player:tetra"].points == 2
    then_error(state, reroll, "reroll_window_closed", actor=PLAYER)
