"""Decisions D13-D24 of spec section 9, pinned through the decider."""

from domain.core import ScriptedRandomSource
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from domain.locquemare.rules.resolution import tier_for
from domain.locquemare.state import Prowess
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    SYBELINE_PLAYER,
    Game,
    declare,
    names,
    register_sybeline,
    rolled,
    table,
)


def test_d13_a_conceded_hero_gains_danger_tokens_and_acts_no_more_in_the_conflict() -> None:
    """D13's condition is amended by R2: outside a conflict, defeat needs pending harm or an
    owed consequence (see test_revisions_r2_to_r4); inside one it stays open."""
    game = table()
    spec(LOCQUEMARE).at(game.state).when(
        cmd.AcceptDefeat(hero_id="sybeline"), SYBELINE_PLAYER
    ).refused("no_conflict")
    game.when(cmd.StartConflict(conflict_id="c1"))
    events = game.when(cmd.AcceptDefeat(hero_id="sybeline"), SYBELINE_PLAYER)
    assert events[1] == ev.TokenGained(hero_id="sybeline", kind="danger", count=1,
                                       reason="accepted_defeat")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.DeclareAction(
            action_id="a1",
            hero_id="sybeline",
            action_type="attack",
            approach="aggro",
            resource="adrenaline",
        )
    ).refused("hero_unavailable")
    game.when(cmd.EndConflict())
    assert not game.sybeline.conceded


def test_d14_an_adversity_that_conceded_keeps_her_unspent_tokens_and_gains_2() -> None:
    game = table()
    game.when(cmd.StartConflict(conflict_id="c1"))
    game.when(cmd.AdversityAcceptsDefeat())
    game.when(cmd.EndScene())
    assert game.state.adversity.danger == 8


def test_d15_danger_tokens_count_every_hero_of_the_table_not_only_present_ones() -> None:
    game = table(scene=False)
    events = game.when(cmd.StartScene(present_hero_ids=("sybeline",)))
    assert events[1] == ev.DangerTokensGranted(count=6, total=6)


def test_d16_triumph_needs_motivation_at_least_difficulty_plus_3() -> None:
    assert tier_for(4, 2) == "success"
    assert tier_for(5, 2) == "triumph"


def test_d17_activating_a_known_key_on_a_tie_gives_one_free_activation() -> None:
    game = table()
    rolled(game, (-1, -1, 0, 0), "create_advantage",
           advantage=cmd.Advantage(mode="activate", key_id="artus-concept"))
    events = game.when(cmd.ResolveAction(action_id="a1"))
    assert ev.FreeActivationsGranted(key_id="artus-concept", holder="sybeline", count=1,
                                     reason="advantage") in events


def test_d17_a_triumph_gives_two_free_activations() -> None:
    game = table()
    rolled(game, (1, 1, 0, 0), "create_advantage",
           advantage=cmd.Advantage(mode="activate", key_id="artus-concept"))
    game.when(cmd.ResolveAction(action_id="a1"))
    assert game.state.keys["artus-concept"].free_activations == {"sybeline": 2}


def test_d18_a_failed_defence_suffers_difficulty_minus_motivation() -> None:
    game = table()
    rolled(game, (-1, -1, -1, 0), "defend", modifiers=2, threat_resource="volonte")
    game.when(cmd.ResolveAction(action_id="a1"))  # motivation 1 vs 4
    events = game.when(cmd.ChooseOutcome(action_id="a1", option="suffer", stress_check_d10=10))
    assert events[1].amount == 3 and events[1].resource == "volonte"  # type: ignore[attr-defined]


def test_d18_a_tied_defence_suffers_no_stress() -> None:
    game = table()
    rolled(game, (-1, -1, 0, 0), "defend", threat_resource="volonte")
    events = game.when(cmd.ResolveAction(action_id="a1"))
    assert names(events) == ["ActionResolved", "OutcomeChosen", "ActionClosed"]


def test_d19_a_granted_edge_die_is_added_to_the_dice() -> None:
    game = table()
    declare(game)
    game.when(cmd.SetDifficulty(action_id="a1", grant_edge_die=8))
    events = game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(0, 0, 0, 1), edge=7)))
    assert events[0].dice_total == 8  # type: ignore[attr-defined]


def test_d19_edge_dice_are_standard_sizes() -> None:
    game = table()
    declare(game)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.SetDifficulty(action_id="a1", grant_edge_die=7)
    ).refused("invalid_dice")


def test_d20_only_the_adversity_grants_the_edge_die() -> None:
    game = table()
    declare(game)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.SetDifficulty(action_id="a1", grant_edge_die=6), SYBELINE_PLAYER
    ).refused("forbidden")


def test_d21_a_server_draw_gives_two_distinct_secrets_and_one_is_kept() -> None:
    from domain.locquemare.state import SecretCard

    game = Game()
    game.when(cmd.SetSecretPool(secrets=tuple(SecretCard(secret_id=f"s{i}", text=f"t{i}")
                                           for i in range(3))))
    game.when(register_sybeline())
    drawn = game.when(cmd.DrawSecrets(hero_id="sybeline"), SYBELINE_PLAYER,
                    rng=ScriptedRandomSource([2, 0]))
    assert drawn[0].secret_ids == ("s2", "s0")  # type: ignore[attr-defined]
    game.when(cmd.ChooseSecret(hero_id="sybeline", secret_id="s0"), SYBELINE_PLAYER)
    assert [c.secret_id for c in game.state.secret_pool] == ["s1", "s2"]


def test_d22_npc_boxes_absorb_one_point_and_slots_3_5_7_without_a_d10() -> None:
    game = table()
    game.when(cmd.CreateNpc(npc_id="boss", name="Boss", category="adversary", stress_boxes=2,
                         consequence_slots=("minor", "medium")))
    game.when(cmd.EndScene())
    game.when(cmd.StartScene(present_hero_ids=("sybeline",), present_npc_ids=("boss",)))
    events = game.when(cmd.ApplyNpcStress(npc_id="boss", amount=7))
    assert events == [ev.NpcStressApplied(npc_id="boss", amount=7, boxes_marked=2, remaining=5),
                      ev.NpcHarmPending(npc_id="boss", remaining=5)]
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ResolveNpcHarm(npc_id="boss", slots=("minor",))
    ).refused("invalid_option")
    events = game.when(cmd.ResolveNpcHarm(npc_id="boss", slots=("medium",)))
    assert events[0] == ev.NpcConsequenceTaken(npc_id="boss", severity="medium")
    assert [type(e).__name__ for e in events[1:]] == ["KeyCreated"]  # T13: the npc's key


def test_d23_auto_success_prowesses_are_not_for_attacks_and_give_a_success() -> None:
    game = Game()
    game.when(register_sybeline(hero_prowesses=(
        Prowess(prowess_id="sure", name="Sure", effect="auto_success"),
        Prowess(name="B"), Prowess(name="C"))))
    game.when(cmd.StartScenario())
    game.when(cmd.StartAct())
    game.when(cmd.StartScene(present_hero_ids=("sybeline",)))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.DeclareAction(
            action_id="a1",
            hero_id="sybeline",
            action_type="attack",
            approach="aggro",
            resource="adrenaline",
            auto_success_prowess_id="sure",
        )
    ).refused("prowess_not_applicable")
    events = declare(game, "overcome", auto_success_prowess_id="sure")
    assert names(events) == ["ActionDeclared", "ProwessActivated", "ActionResolved",
                             "OutcomeChosen", "ActionClosed"]
    assert events[2].tier == "success"  # type: ignore[attr-defined]


def test_d24_consequence_options_stay_available_with_full_slots() -> None:
    """Changed by R1 (was: refused with no_free_consequence_slot, which stuck the table):
    the owner now pays with the extreme consequence, defeat or going out."""
    game = table()
    for severity in ("minor", "medium", "grave"):
        game.when(cmd.InflictConsequence(hero_id="sybeline", severity=severity, text=severity))
    rolled(game, (-1, -1, -1, -1), "overcome")
    game.when(cmd.ResolveAction(action_id="a1"))
    events = game.when(cmd.ChooseOutcome(action_id="a1", option="overcome_with_consequence"))
    assert names(events) == ["OutcomeChosen", "HarmPending"]


def test_d24_the_adversity_picks_the_severity_of_the_owed_consequence() -> None:
    game = table()
    rolled(game, (-1, -1, -1, -1), "overcome")
    game.when(cmd.ResolveAction(action_id="a1"))
    game.when(cmd.ChooseOutcome(action_id="a1", option="overcome_with_consequence"))
    events = game.when(cmd.InflictConsequence(hero_id="sybeline", severity="grave", text="Chute"))
    assert events[0].severity == "grave" and events[0].cause == "outcome"  # type: ignore[attr-defined]
