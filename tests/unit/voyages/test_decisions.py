"""Each decision of spec section 9 (D1..D23), pinned by a test carrying its id."""

import msgspec

from domain.core import NotAuthorized
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decide.situation_spend import TIER_DURATION
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.conflict import Block, ConflictPurchase
from domain.voyages.rules.model import Purchase
from domain.voyages.rules.resolution import (
    escalation_after,
    group_score,
    level_counter,
    level_name,
    scale_score,
    unit_cost,
)
from domain.voyages.rules.sheet import Adjective, Target, Trait
from domain.voyages.state import VoyagesState
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    OTHER_PLAYER,
    PLAYER,
    finish_round,
    given,
    mod,
    of_type,
    open_conflict,
    registered,
    roll_side,
    rolled_round,
    side,
    table,
    tetra,
)


def buy(purchase_id: str, **fields: object) -> ConflictPurchase:
    """A conflict purchase."""
    return ConflictPurchase(purchase_id=purchase_id, **fields)  # type: ignore[arg-type]


def three_sides(*dice: int, level: str = "medium") -> VoyagesState:
    """Sides A, B, C (npcs), rolled and scored with one die each."""
    state = (
        spec(VOYAGES)
        .at(table())
        .when(
            open_conflict(
                level=level, initiator="A", sides=(side("A", "A"), side("B", "B"), side("C", "C"))
            )
        )
        .state
    )
    state, _ = rolled_round(state, "k1", [roll_side("k1", s, d)
                                          for s, d in zip("ABC", dice, strict=True)])
    return state


def test_d1_each_buyer_gets_its_own_bonus_cap_from_a_negative_side() -> None:
    state = three_sides(2, 6, 6)
    assert state.conflicts["k1"].round.final_scores == {"A": -2, "B": 2, "C": 2}  # type: ignore[union-attr]

    def generic(purchase_id: str, tier: int, bonus: int) -> ConflictPurchase:
        return buy(purchase_id, effect="generic", generic_tier=tier, target_side_id="A",
                   score_points=tier - bonus, bonus_points=bonus)

    full = (generic("x1", 2, 1), generic("x2", 2, 1))
    state = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.DeclareSpending(conflict_id="k1", side_id="B", purchases=full))
        .state
    )
    spec(VOYAGES).at(state).when(cmd.DeclareSpending(conflict_id="k1", side_id="C", purchases=(
        generic("c1", 2, 1), generic("c2", 3, 2)))).refused("bonus_not_available")
    spec(VOYAGES).at(state).when(
        cmd.DeclareSpending(
            conflict_id="k1", side_id="C", purchases=(generic("c1", 2, 1), generic("c2", 2, 1))
        )
    ).accepted()


def test_d1_bonus_never_exceeds_points_actually_spent_nor_buys_other_effects() -> None:
    state = three_sides(2, 6, 6)
    spec(VOYAGES).at(state).when(
        cmd.DeclareSpending(
            conflict_id="k1",
            side_id="B",
            purchases=(buy("b1", effect="terrain", magnitude=2, score_points=1, bonus_points=1),),
        )
    ).refused("bonus_not_available")
    spec(VOYAGES).at(state).when(cmd.DeclareSpending(conflict_id="k1", side_id="B", purchases=(
        buy("b1", effect="generic", generic_tier=2, target_side_id="C", score_points=1,
            bonus_points=1),))).refused("bonus_not_available")


def test_d2_the_level_rises_when_the_counter_reaches_three_and_stops_at_nine() -> None:
    assert [level_name(p) for p in (2, 3, 5, 6, 9)] == [
        "restrained", "medium", "medium", "tense", "tense"]
    assert (level_counter(4), level_counter(9)) == (1, 3)
    assert escalation_after(8, 4) == 9


def test_d3_escalation_is_judged_on_the_raw_score_then_scales_with_the_new_level() -> None:
    state = (
        spec(VOYAGES)
        .at(table())
        .when(open_conflict(initiator="A", sides=(side("A", "A"), side("B", "B"))))
        .state
    )
    state, events = rolled_round(state, "k1", [roll_side("k1", "A", 5, bonus=2),
                                               roll_side("k1", "B", 1, bonus=2)])
    [scored] = of_type(events, ev.RoundScored)
    assert scored.raw_scores == {"A": 3, "B": -1}
    assert scored.escalation_added == {"A": 2, "B": 0}
    assert (scored.level, scored.final_scores) == ("medium", {"A": 3, "B": -1})
    state, _ = finish_round(state, "k1", {"A": (), "B": ()})
    _, events = rolled_round(state, "k1", [roll_side("k1", "B", 4, bonus=1),
                                           roll_side("k1", "A", 4)])
    [scored] = of_type(events, ev.RoundScored)
    assert (scored.escalation_points_after, scored.final_scores) == (6, {"A": 0, "B": 2})


def test_d4_off_frame_and_good_approach_apply_to_the_holder_only() -> None:
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            open_conflict(initiator="A", sides=(side("A", "A"), side("B", "B"))),
            cmd.StartRound(conflict_id="k1"),
            cmd.ChooseApproach(conflict_id="k1", description="haggle in a fight"),
            cmd.RuleApproach(conflict_id="k1", off_frame=True),
        )
        .state
    )
    [other] = of_type(
        spec(VOYAGES).at(state).when(roll_side("k1", "B", 4)).events, ev.ConflictSideRolled
    )
    assert (other.side_modifiers, other.raw_score) == ((), 0)
    [holder] = of_type(
        spec(VOYAGES).at(state).when(roll_side("k1", "A", 4)).events, ev.ConflictSideRolled
    )
    assert holder.raw_score == -2
    spec(VOYAGES).at(state).when(
        cmd.RollConflict(
            conflict_id="k1",
            side_id="B",
            member_rolls=(
                cmd.MemberRollSpec(member="B", dice=(4,), modifiers=(mod("good_approach", 1),)),
            ),
        )
    ).refused("invalid_modifier")


def test_d5_halving_floors_negative_scores() -> None:
    assert [scale_score(r, 0) for r in (3, -3, -1, 1, 0)] == [1, -2, -1, 0, 0]
    assert [scale_score(r, 6) for r in (2, -1)] == [4, -2]


def test_d5_the_free_point_is_not_halved() -> None:
    state = three_sides(4, 4, 4, level="restrained")
    spec(VOYAGES).at(state).when(
        cmd.DeclareSpending(
            conflict_id="k1",
            side_id="A",
            purchases=(buy("a1", effect="terrain", magnitude=1, free_points=1),),
        )
    ).accepted()


def test_d6_traits_count_one_point_neutral_either_way() -> None:
    traits = (Trait(trait_id="wings", name="ailes", tint="légèreté", polarity="positive"),
              Trait(trait_id="eye", name="un œil", tint="x", polarity="negative"),
              Trait(trait_id="tall", name="grand", tint="y", polarity="neutral"))
    state = given(*registered(msgspec.structs.replace(tetra(), traits=traits)))
    roll = cmd.RollAction(action_id="a1", character_id="tetra", dice=(4,), modifiers=(
        mod("trait", 1, "wings"), mod("trait", -1, "eye"), mod("trait", -1, "tall")))
    assert (
        of_type(spec(VOYAGES).at(state).when(roll, PLAYER).events, ev.ActionResultComputed)[0].total
        == 3
    )
    spec(VOYAGES).at(state).when(
        cmd.RollAction(
            action_id="a1", character_id="tetra", dice=(4,), modifiers=(mod("trait", -1, "wings"),)
        )
    ).refused("invalid_modifier")


def test_d7_a_false_adjective_counts_against_the_roller() -> None:
    false = Adjective(adjective_id="x", name="médicinal", value=2, polarity="positive",
                      duration="scene", is_false=True)
    assert false.modifier_value == -2
    outcome = (
        spec(VOYAGES)
        .at(table())
        .when(
            cmd.AddAdjective(
                target=tetra_target(),
                name="brave",
                value=2,
                polarity="positive",
                duration="scene",
                is_false=True,
            )
        )
    )
    state, events = outcome.state, outcome.events
    added = of_type(events, ev.AdjectiveAdded)[0]
    [result] = of_type(
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.RollAction(
                action_id="a1",
                character_id="tetra",
                dice=(5,),
                modifiers=(mod("adjective", -2, added.adjective_id),),
            ),
            PLAYER,
        )
        .events,
        ev.ActionResultComputed,
    )
    assert result.total == 3


def tetra_target() -> Target:
    """Tetra as an adjective target."""
    return Target(kind="character", id="tetra")


def test_d8_group_averages_are_floored() -> None:
    assert group_score([1, 2], "average") == 1
    assert group_score([-1, 0], "average") == -1
    assert group_score([2, -3], "sum") == -1


def test_d9_unit_costs_shift_by_two_at_most_and_never_go_below_zero() -> None:
    # T8 « Cette liste peut-être décalée de plus ou moins 2 points »: an adjective point
    # costs at least 1 whatever the shifts (it was 0 here before T8); the cosmetic effects
    # of tiers 0 and 1 may still be free.
    assert unit_cost(2, -2, True) == 1
    assert unit_cost(1, -2, False) == 0
    assert unit_cost(0, 2, True) == 1
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            cmd.OpenSituation(
                situation_id="s1",
                participants=(cmd.ParticipantSpec(character_id="tetra", involvement="in_retreat"),),
                opportunity_shift=-2,
            ),
            cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(5,)),
            cmd.RollEnvironment(situation_id="s1", dice=(4,)),
            cmd.ScoreSituation(situation_id="s1"),
        )
        .state
    )
    free = Purchase(effect="cosmetic_oriented", character_id="tetra")
    [spent] = of_type(spec(VOYAGES).at(state).when(cmd.SpendSituationPoints(
        situation_id="s1", pool_id="player:tetra", purchases=(free, free)), PLAYER).events,
        ev.SituationPointsSpent)
    assert ([p.cost for p in spent.purchases], spent.remaining) == ([0, 0], 1)
    fier = Purchase(effect="adjective", character_id="tetra", tier=2, value=1, name="fier",
                    polarity="positive")
    [spent] = of_type(spec(VOYAGES).at(state).when(cmd.SpendSituationPoints(
        situation_id="s1", pool_id="player:tetra", purchases=(fier,)), PLAYER).events,
        ev.SituationPointsSpent)
    assert (spent.purchases[0].cost, spent.remaining) == (1, 0)


def _negative_pools() -> VoyagesState:
    return (
        spec(VOYAGES)
        .at(table())
        .played(
            cmd.OpenSituation(
                situation_id="s1", participants=(cmd.ParticipantSpec(character_id="tetra"),)
            ),
            cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(1,)),
            cmd.RollEnvironment(situation_id="s1", dice=(2,)),
            cmd.ScoreSituation(situation_id="s1"),
        )
        .state
    )


def test_d10_negative_points_buy_false_opportunities_and_never_reductions() -> None:
    state = _negative_pools()
    pool = state.situations["s1"].pools["player:tetra"]
    assert (pool.points, pool.cost_list, pool.is_false) == (-3, "opportunities", True)
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.SpendSituationPoints(
                situation_id="s1",
                pool_id="player:tetra",
                purchases=(
                    Purchase(
                        effect="adjective",
                        character_id="tetra",
                        tier=3,
                        value=1,
                        name="réputé",
                        polarity="positive",
                    ),
                ),
            ),
            PLAYER,
        )
    )
    state2, events = outcome.state, outcome.events
    assert of_type(events, ev.AdjectiveAdded)[0].is_false
    assert state2.effects["e1"].harmful
    spec(VOYAGES).at(state).when(
        cmd.SpendSituationPoints(
            situation_id="s1",
            pool_id="player:tetra",
            purchases=(
                Purchase(
                    effect="reduce_adjective", character_id="tetra", adjective_id="x", amount=1
                ),
            ),
        ),
        PLAYER,
    ).refused("wrong_effect_for_pool")


def test_d10_a_negative_environment_gives_beneficial_effects() -> None:
    state = _negative_pools()
    pool = state.situations["s1"].pools["environment:1"]
    assert (pool.points, pool.cost_list, pool.is_false) == (-2, "opportunities", False)
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.SpendSituationPoints(
                situation_id="s1",
                pool_id="environment:1",
                purchases=(
                    Purchase(
                        effect="adjective",
                        character_id="tetra",
                        tier=2,
                        value=1,
                        name="chanceux",
                        polarity="positive",
                    ),
                ),
            )
        )
    )
    state, events = outcome.state, outcome.events
    assert not of_type(events, ev.AdjectiveAdded)[0].is_false
    assert not state.effects["e1"].harmful


def test_d12_only_the_main_natural_one_fails() -> None:
    events = (
        spec(VOYAGES)
        .at(table())
        .when(
            cmd.RollAction(
                action_id="a1",
                character_id="tetra",
                dice=(5,),
                helpers=(cmd.HelperSpec(character_id="doc", dice=(1,)),),
            )
        )
        .events
    )
    [result] = of_type(events, ev.ActionResultComputed)
    assert (result.natural_one, result.total) == (False, 2)


def test_d13_tattoos_do_not_regenerate_overnight() -> None:
    state = (
        spec(VOYAGES)
        .at(table())
        .when(cmd.AddInventoryTint(character_id="tetra", tint="sel", points=2, tattooed=True))
        .state
    )
    state = (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.RollAction(action_id="a1", character_id="tetra", dice=(2,)),
            cmd.RerollWithTint(
                resolution_id="a1",
                roll_id="a1:main",
                tint_source="tattoo",
                inventory_id="inv-1",
                dice=(3,),
            ),
        )
        .state
    )
    assert spec(VOYAGES).at(state).when(cmd.RestNight(character_ids=("tetra",))).events == []


def test_d14_blocks_come_after_purchases_and_cannot_be_blocked() -> None:
    state = three_sides(6, 6, 4)
    state = (
        spec(VOYAGES)
        .at(state)
        .played(
            *(
                cmd.DeclareSpending(conflict_id="k1", side_id=s, purchases=p)
                for s, p in (
                    (
                        "A",
                        (buy("a1", effect="terrain", magnitude=3, score_points=2, free_points=1),),
                    ),
                    ("B", ()),
                    ("C", ()),
                )
            )
        )
        .state
    )
    state = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.DeclareBlocks(
                conflict_id="k1", side_id="B", blocks=(Block(purchase_id="a1", score_points=2),)
            )
        )
        .state
    )
    spec(VOYAGES).at(state).when(cmd.DeclareBlocks(conflict_id="k1", side_id="A", blocks=(
        Block(purchase_id="b-block", score_points=1),))).refused("invalid_block_target")
    outcome = (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.DeclareBlocks(conflict_id="k1", side_id="A"),
            cmd.DeclareBlocks(conflict_id="k1", side_id="C"),
        )
    )
    state, events = outcome.state, outcome.history
    assert of_type(events, ev.RoundResolved)[0].results[0] == ev.PurchaseResult(
        purchase_id="a1", paid=1, blocked=2, succeeded=True)
    assert of_type(events, ev.TerrainChanged)[0].delta == 1


def test_d15_bought_tiers_map_to_durations_and_categories() -> None:
    assert TIER_DURATION == {2: "next_roll", 3: "adventure", 4: "until_resolved"}
    made = [Adjective(adjective_id="x", name="x", value=1, polarity="positive", duration=d)
            for d in ("scene", "next_roll", "adventure", "until_resolved")]
    assert [(a.category, a.cost_tier) for a in made] == [
        ("temporary", 2), ("temporary", 2), ("durable", 3), ("durable", 4)]


def test_d16_disarming_stops_at_zero_points() -> None:
    state = three_sides(6, 4, 4, level="restrained")
    spec(VOYAGES).at(state).when(
        cmd.DeclareSpending(
            conflict_id="k1",
            side_id="A",
            purchases=(buy("a1", effect="de_escalate", magnitude=1, score_points=1),),
        )
    ).refused("escalation_at_minimum")


def test_owners_declare_involvement_and_risk_and_the_gm_may_instead() -> None:
    """What D17 said of involvement and risk stands (R1 replaced its flaw part: the owner
    now invokes flaws, see test_revisions.py)."""
    state = (
        spec(VOYAGES)
        .at(table())
        .when(
            cmd.OpenSituation(
                situation_id="s1", participants=(cmd.ParticipantSpec(character_id="tetra"),)
            )
        )
        .state
    )
    spec(VOYAGES).at(state).when(
        cmd.SetInvolvement(situation_id="s1", character_id="tetra", involvement="involved"),
        OTHER_PLAYER,
    ).refused("forbidden", NotAuthorized)
    assert spec(VOYAGES).at(state).when(cmd.SetInvolvement(situation_id="s1", character_id="tetra",
                                        involvement="involved"), PLAYER).events
    assert (
        spec(VOYAGES).at(state).when(cmd.TakeRisk(situation_id="s1", character_id="tetra")).events
    )


def test_d18_conflicts_have_no_environment_roll_and_entities_are_sides() -> None:
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            open_conflict(
                initiator="storm",
                sides=(side("tetra_side", "tetra", controllers=("p1",)), side("storm", "tempête")),
            ),
            cmd.StartRound(conflict_id="k1"),
            cmd.ChooseApproach(conflict_id="k1", description="x"),
        )
        .state
    )
    [rolled] = of_type(spec(VOYAGES).at(state).when(cmd.RollConflict(
        conflict_id="k1", side_id="storm", member_rolls=(cmd.MemberRollSpec(
            member="tempête", dice=(4,), modifiers=(mod("gm_other", 2),)),))).events,
        ev.ConflictSideRolled)
    assert rolled.raw_score == 2
    spec(VOYAGES).at(state).when(cmd.RollEnvironment(situation_id="k1", dice=(3,))).refused(
        "unknown_resolution"
    )


def test_d19_rotation_skips_sides_that_left() -> None:
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            open_conflict(initiator="A", sides=(side("A", "A"), side("B", "B"), side("C", "C"))),
            cmd.LeaveConflict(conflict_id="k1", side_id="B"),
        )
        .state
    )
    state, _ = rolled_round(state, "k1", [roll_side("k1", "A", 4), roll_side("k1", "C", 4)])
    state, events = finish_round(state, "k1", {"A": (), "C": ()})
    assert of_type(events, ev.RoundResolved)[0].next_approach_holder == "C"
    outcome = spec(VOYAGES).at(state).when(cmd.StartRound(conflict_id="k1"))
    state, events = outcome.state, outcome.events
    spec(VOYAGES).at(state).when(
        cmd.ContestApproach(conflict_id="k1", side_ids=("A", "C"), dice=(1, 2))
    ).refused("wrong_phase")


def test_d20_split_subgroups_share_the_environment_score_and_apportion_keeps_totals() -> None:
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            cmd.OpenSituation(
                situation_id="s1",
                group_mode="average",
                participants=(
                    cmd.ParticipantSpec(character_id="tetra"),
                    cmd.ParticipantSpec(character_id="doc"),
                ),
            ),
            cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(6,)),
            cmd.RollSituation(situation_id="s1", character_id="doc", dice=(3,)),
            cmd.RollEnvironment(situation_id="s1", dice=(5,)),
            cmd.ScoreSituation(situation_id="s1"),
            cmd.SplitGroup(situation_id="s1", subgroups=(("tetra",), ("doc",))),
        )
        .state
    )
    pools = state.situations["s1"].pools
    assert (pools["environment:1"].points, pools["environment:2"].points) == (1, 1)
    assert (pools["player:tetra"].points, pools["player:doc"].points) == (2, -1)


def test_d21_value_mode_still_records_the_environment_roll() -> None:
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            cmd.OpenSituation(
                situation_id="s1",
                result_mode="value",
                participants=(cmd.ParticipantSpec(character_id="tetra"),),
            ),
            cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(6,)),
        )
        .state
    )
    spec(VOYAGES).at(state).when(cmd.ScoreSituation(situation_id="s1")).refused("rolls_incomplete")
    state = (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.RollEnvironment(situation_id="s1", dice=(1,)), cmd.ScoreSituation(situation_id="s1")
        )
        .state
    )
    assert state.situations["s1"].value == 2


def test_d22_a_side_combines_member_rolls_then_adds_terrain_once() -> None:
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            open_conflict(
                initiator="pcs",
                sides=(
                    side("pcs", "tetra", "doc", controllers=("p1", "p2"), mode="sum", terrain=1),
                    side("guards", "guards"),
                ),
            ),
            cmd.StartRound(conflict_id="k1"),
            cmd.ChooseApproach(conflict_id="k1", description="x"),
        )
        .state
    )
    [rolled] = of_type(
        spec(VOYAGES).at(state).when(roll_side("k1", "pcs", 6, 5, members=["tetra", "doc"])).events,
        ev.ConflictSideRolled,
    )
    assert [m.score for m in rolled.member_rolls] == [2, 1]
    assert rolled.raw_score == 4


def test_d23_unspent_points_are_forfeited() -> None:
    state = three_sides(6, 4, 4)
    state, _ = finish_round(state, "k1", {"A": (), "B": (), "C": ()})
    state, _ = rolled_round(state, "k1", [roll_side("k1", s, 4) for s in "ABC"])
    spec(VOYAGES).at(state).when(cmd.DeclareSpending(conflict_id="k1", side_id="A", purchases=(
        buy("a1", effect="terrain", magnitude=1, score_points=1),))).refused("insufficient_points")
