"""Each decision of spec section 9 (D1-D36), pinned through the decider."""

import pytest

from domain.core import Actor, ScriptedRandomSource
from domain.locquemare import commands as cm
from domain.locquemare import commands_play as cp
from domain.locquemare import events as ev
from domain.locquemare import events_play as pe
from domain.locquemare.resolution import tier_for
from domain.locquemare.state import Prowess
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    CONCEPT,
    HAMARTIA,
    SYBELINE_PLAYER,
    Game,
    declare,
    guard_scene,
    names,
    of_type,
    register,
    register_sybeline,
    rolled,
    table,
)


def test_d1_tokens_are_granted_at_act_start_not_at_session_start() -> None:
    game = table(session=False, scene=False)
    assert game.sybeline.tokens == {"exploit": 2, "offering": 1, "danger": 0}
    assert game.do(cm.StartSession()) == [ev.SessionStarted(session=1)]
    assert game.sybeline.tokens == {"exploit": 2, "offering": 1, "danger": 0}


def test_d1_tokens_gained_between_acts_are_lost_at_act_start() -> None:
    """Seed over spec: "Au début de chaque acte, tu perds tes instants en réserve et tu gagnes
    3 instants" and "six prouesses: ta réserve est mise à 0 à chaque début d'acte". The spec
    only discards at act end; the seed also resets the reserve at act start."""
    game = Game()
    game.do(register_sybeline())
    game.do(cm.StartScenario())
    game.do(cp.ProposeComplication(complication_id="c1", hero_id="sybeline", key_id=HAMARTIA,
                                   complication_kind="event", text="x", proposer="adversity"))
    game.do(cp.AcceptComplication(complication_id="c1"))
    events = game.do(cm.StartAct())
    assert events[1] == ev.TokensDiscarded(hero_id="sybeline", exploit=0, offering=0, danger=1)
    assert game.sybeline.tokens == {"exploit": 2, "offering": 1, "danger": 0}


def test_d2_four_prowesses_give_one_offering_and_one_exploit() -> None:
    game = Game()
    game.do(register_sybeline())
    game.do(cm.StartScenario())
    game.do(cm.GainProwess(hero_id="sybeline", prowess=Prowess(name="Fourth")))
    granted = of_type(game.do(cm.StartAct()), ev.TokensGranted)[0]
    assert (granted.offering, granted.exploit) == (1, 1)  # type: ignore[attr-defined]


def test_d3_resources_may_reach_5_after_an_act_but_never_6() -> None:
    game = table(scene=False)
    game.do(cm.EndAct())
    six = {"adrenaline": 6, "arsenal": 0, "biblos": 0, "volonte": 0, "dogma": 0, "paria": 0,
           "mystique": 0, "ichor": 3}
    game.fails(cm.RedistributeResources(hero_id="sybeline", resources=six),
               "invalid_allocation", SYBELINE_PLAYER)
    five = {**six, "adrenaline": 5, "ichor": 4}
    game.do(cm.RedistributeResources(hero_id="sybeline", resources=five), SYBELINE_PLAYER)
    assert game.sybeline.resources["adrenaline"] == 5


def test_d4_act_end_leaves_approaches_unchanged() -> None:
    game = table(scene=False)
    before = dict(game.sybeline.approaches)
    game.do(cm.EndAct())
    assert game.sybeline.approaches == before


def test_d5_stress_is_paid_from_the_named_resource_current_value() -> None:
    game = table()
    events = game.do(cp.ApplyStress(hero_id="sybeline", amount=3, resource="arsenal",
                                    stress_check_d10=10))
    applied = events[0]
    assert isinstance(applied, pe.StressApplied)
    assert (applied.absorbed, applied.overflow, applied.resource_current) == (1, 2, 0)
    assert game.sybeline.resources_current["adrenaline"] == 2


def test_d6_one_d10_per_application_compared_strictly_after_absorption() -> None:
    game = table()
    events = game.do(cp.ApplyStress(hero_id="sybeline", amount=2, resource="adrenaline",
                                    stress_check_d10=2))
    assert len(of_type(events, pe.StressChecked)) == 1
    assert not events[1].converted  # type: ignore[attr-defined]  # 2 < 2 is false
    events = game.do(cp.ApplyStress(hero_id="sybeline", amount=1, resource="arsenal",
                                    stress_check_d10=2))
    assert events[1].converted  # type: ignore[attr-defined]  # 2 < 3
    assert game.sybeline.stress == 0
    assert game.sybeline.resources_current["adrenaline"] == 0
    game.do(cm.EndScene())
    assert game.sybeline.resources_current["adrenaline"] == 2


def test_d7_a_full_slot_moves_the_consequence_to_the_next_more_severe_one() -> None:
    game = table()
    game.do(cp.InflictConsequence(hero_id="sybeline", severity="minor", text="Bleu"))
    events = game.do(cp.ApplyStress(hero_id="sybeline", amount=2, resource="adrenaline",
                                    stress_check_d10=1))
    assert events[2].severity == "medium"  # type: ignore[attr-defined]


def test_d7_consequence_capacities_are_3_5_7() -> None:
    game = table()
    game.do(cp.ApplyStress(hero_id="sybeline", amount=8, resource="dogma", stress_check_d10=10))
    assert game.sybeline.pending_harm is not None
    assert game.sybeline.pending_harm.overflow == 8
    game.fails(cp.ResolveHarm(hero_id="sybeline", option="absorb", absorb=cp.AbsorbOption(
        slots=("grave",), texts=("x",))), "invalid_option", SYBELINE_PLAYER)
    game.do(cp.ResolveHarm(hero_id="sybeline", option="absorb", absorb=cp.AbsorbOption(
        slots=("minor", "medium"), texts=("x", "y"))), SYBELINE_PLAYER)
    assert game.sybeline.pending_harm is None


def test_d8_the_extreme_consequence_replaces_a_key_and_is_never_recovered() -> None:
    game = table()
    game.do(cp.ApplyStress(hero_id="sybeline", amount=20, resource="dogma", stress_check_d10=10))
    events = game.do(cp.ResolveHarm(hero_id="sybeline", option="extreme", extreme=cp.ExtremeOption(
        replace_key_id=CONCEPT, text="Main broyée")), SYBELINE_PLAYER)
    assert names(events) == ["ExtremeConsequenceTaken", "HarmResolved"]
    assert CONCEPT not in game.sybeline.character_key_ids
    extreme_id = game.sybeline.extreme_key_ids[0]
    assert game.state.keys[extreme_id].severity == "extreme"
    game.do(cm.EndScene())
    game.do(cm.EndAct(medium_recovery_hero_ids=("sybeline",)))
    game.do(cm.EndScenario(grave_recovery_hero_ids=("sybeline",)))
    assert extreme_id in game.state.keys


def test_d8_the_extreme_consequence_is_once_per_scenario() -> None:
    game = table()
    game.do(cp.ApplyStress(hero_id="sybeline", amount=20, resource="dogma", stress_check_d10=10))
    game.do(cp.ResolveHarm(hero_id="sybeline", option="extreme", extreme=cp.ExtremeOption(
        replace_key_id=CONCEPT, text="Main broyée")), SYBELINE_PLAYER)
    events = game.do(cp.ApplyStress(hero_id="sybeline", amount=20, resource="dogma",
                                    stress_check_d10=10))
    assert events[-1] == pe.HeroTakenOut(hero_id="sybeline")


def test_d9_motivation_uses_the_current_resource_value() -> None:
    game = table()
    game.do(cp.ApplyStress(hero_id="sybeline", amount=1, resource="adrenaline",
                           stress_check_d10=10))
    rolled(game, (0, 0, 0, 0))
    assert game.do(cp.ResolveAction(action_id="a1"))[0].base_motivation == 3  # type: ignore[attr-defined]


def test_d10_a_key_activated_by_an_ally_cannot_be_activated_again() -> None:
    game = table()
    guard_scene(game)
    rolled(game, (0, 0, 0, 0))
    game.do(cp.ActivateKey(action_id="a1", key_id="saoul", activator_hero_id="artus",
                           payment="exploit"), ARTUS_PLAYER)
    game.fails(cp.ActivateKey(action_id="a1", key_id="saoul", activator_hero_id="sybeline",
                              payment="exploit"), "key_already_activated", SYBELINE_PLAYER)


def test_d11_free_activations_against_the_hero_give_no_token() -> None:
    game = table()
    game.given([ev.FreeActivationsGranted(key_id=HAMARTIA, holder="adversity", count=1,
                                          reason="test")])
    declare(game)
    events = game.do(cp.SetDifficulty(action_id="a1", key_activations=(
        cp.KeyActivationSpec(key_id=HAMARTIA, payment="free_activation"),)))
    assert names(events) == ["DifficultySet", "KeyActivated", "FreeActivationUsed"]
    assert game.sybeline.tokens["danger"] == 0


def test_d12_a_self_complication_pays_one_danger_and_cannot_be_refused() -> None:
    game = table()
    game.do(cp.ProposeComplication(complication_id="c1", hero_id="sybeline", key_id=HAMARTIA,
                                   complication_kind="event", text="Mon frère",
                                   proposer="sybeline"), SYBELINE_PLAYER)
    game.fails(cp.RefuseComplication(complication_id="c1", payment="exploit"),
               "cannot_refuse_own", SYBELINE_PLAYER)
    events = game.do(cp.AcceptComplication(complication_id="c1"), SYBELINE_PLAYER)
    assert events[1] == ev.TokenGained(hero_id="sybeline", kind="danger", count=1,
                                       reason="complication")


def test_d12_a_refused_complication_spends_the_token_without_handing_it_over() -> None:
    game = table()
    game.do(cp.ProposeComplication(complication_id="c1", hero_id="sybeline", key_id=HAMARTIA,
                                   complication_kind="decision", text="Reste",
                                   proposer="artus", token="exploit"), ARTUS_PLAYER)
    game.do(cp.RefuseComplication(complication_id="c1", payment="exploit"), SYBELINE_PLAYER)
    assert game.sybeline.tokens["exploit"] == 1
    assert game.hero("artus").tokens["exploit"] == 2


def test_d13_a_conceded_hero_gains_danger_tokens_and_acts_no_more_in_the_conflict() -> None:
    game = table()
    game.do(cp.StartConflict(conflict_id="c1"))
    events = game.do(cp.AcceptDefeat(hero_id="sybeline"), SYBELINE_PLAYER)
    assert events[1] == ev.TokenGained(hero_id="sybeline", kind="danger", count=1,
                                       reason="accepted_defeat")
    game.fails(cp.DeclareAction(action_id="a1", hero_id="sybeline", action_type="attack",
                                approach="aggro", resource="adrenaline"), "hero_unavailable")
    game.do(cp.EndConflict())
    assert not game.sybeline.conceded


def test_d14_an_adversity_that_conceded_keeps_her_unspent_tokens_and_gains_2() -> None:
    game = table()
    game.do(cp.StartConflict(conflict_id="c1"))
    game.do(cp.AdversityAcceptsDefeat())
    game.do(cm.EndScene())
    assert game.state.adversity.danger == 8


def test_d15_danger_tokens_count_every_hero_of_the_table_not_only_present_ones() -> None:
    game = table(scene=False)
    events = game.do(cm.StartScene(present_hero_ids=("sybeline",)))
    assert events[1] == ev.DangerTokensGranted(count=6, total=6)


def test_d16_triumph_needs_motivation_at_least_difficulty_plus_3() -> None:
    assert tier_for(4, 2) == "success"
    assert tier_for(5, 2) == "triumph"


def test_d17_activating_a_known_key_on_a_tie_gives_one_free_activation() -> None:
    game = table()
    rolled(game, (-1, -1, 0, 0), "create_advantage",
           advantage=cp.Advantage(mode="activate", key_id="artus-concept"))
    events = game.do(cp.ResolveAction(action_id="a1"))
    assert ev.FreeActivationsGranted(key_id="artus-concept", holder="sybeline", count=1,
                                     reason="advantage") in events


def test_d17_a_triumph_gives_two_free_activations() -> None:
    game = table()
    rolled(game, (1, 1, 0, 0), "create_advantage",
           advantage=cp.Advantage(mode="activate", key_id="artus-concept"))
    game.do(cp.ResolveAction(action_id="a1"))
    assert game.state.keys["artus-concept"].free_activations == {"sybeline": 2}


def test_d18_a_failed_defence_suffers_difficulty_minus_motivation() -> None:
    game = table()
    rolled(game, (-1, -1, -1, 0), "defend", modifiers=2, threat_resource="volonte")
    game.do(cp.ResolveAction(action_id="a1"))  # motivation 1 vs 4
    events = game.do(cp.ChooseOutcome(action_id="a1", option="suffer", stress_check_d10=10))
    assert events[1].amount == 3 and events[1].resource == "volonte"  # type: ignore[attr-defined]


def test_d18_a_tied_defence_suffers_no_stress() -> None:
    game = table()
    rolled(game, (-1, -1, 0, 0), "defend", threat_resource="volonte")
    events = game.do(cp.ResolveAction(action_id="a1"))
    assert names(events) == ["ActionResolved", "OutcomeChosen", "ActionClosed"]


def test_d19_a_granted_edge_die_is_added_to_the_dice() -> None:
    game = table()
    declare(game)
    game.do(cp.SetDifficulty(action_id="a1", grant_edge_die=8))
    events = game.do(cp.RollAction(action_id="a1", dice=cp.FateDice(fate=(0, 0, 0, 1), edge=7)))
    assert events[0].dice_total == 8  # type: ignore[attr-defined]


def test_d19_edge_dice_are_standard_sizes() -> None:
    game = table()
    declare(game)
    game.fails(cp.SetDifficulty(action_id="a1", grant_edge_die=7), "invalid_dice")


def test_d20_only_the_adversity_grants_the_edge_die() -> None:
    game = table()
    declare(game)
    game.fails(cp.SetDifficulty(action_id="a1", grant_edge_die=6), "forbidden", SYBELINE_PLAYER)


def test_d21_a_server_draw_gives_two_distinct_secrets_and_one_is_kept() -> None:
    from domain.locquemare.state import SecretCard

    game = Game()
    game.do(cm.SetSecretPool(secrets=tuple(SecretCard(secret_id=f"s{i}", text=f"t{i}")
                                           for i in range(3))))
    game.do(register_sybeline())
    drawn = game.do(cm.DrawSecrets(hero_id="sybeline"), SYBELINE_PLAYER,
                    rng=ScriptedRandomSource([2, 0]))
    assert drawn[0].secret_ids == ("s2", "s0")  # type: ignore[attr-defined]
    game.do(cm.ChooseSecret(hero_id="sybeline", secret_id="s0"), SYBELINE_PLAYER)
    assert [c.secret_id for c in game.state.secret_pool] == ["s1", "s2"]


def test_d22_npc_boxes_absorb_one_point_and_slots_3_5_7_without_a_d10() -> None:
    game = table()
    game.do(cm.CreateNpc(npc_id="boss", name="Boss", category="adversary", stress_boxes=2,
                         consequence_slots=("minor", "medium")))
    game.do(cm.EndScene())
    game.do(cm.StartScene(present_hero_ids=("sybeline",), present_npc_ids=("boss",)))
    events = game.do(cp.ApplyNpcStress(npc_id="boss", amount=7))
    assert events == [pe.NpcStressApplied(npc_id="boss", amount=7, boxes_marked=2, remaining=5),
                      pe.NpcHarmPending(npc_id="boss", remaining=5)]
    game.fails(cp.ResolveNpcHarm(npc_id="boss", slots=("minor",)), "invalid_option")
    assert game.do(cp.ResolveNpcHarm(npc_id="boss", slots=("medium",))) == [
        pe.NpcConsequenceTaken(npc_id="boss", severity="medium")]


def test_d23_auto_success_prowesses_are_not_for_attacks_and_give_a_success() -> None:
    game = Game()
    game.do(register_sybeline(hero_prowesses=(
        Prowess(prowess_id="sure", name="Sure", effect="auto_success"),
        Prowess(name="B"), Prowess(name="C"))))
    game.do(cm.StartScenario())
    game.do(cm.StartAct())
    game.do(cm.StartScene(present_hero_ids=("sybeline",)))
    game.fails(cp.DeclareAction(action_id="a1", hero_id="sybeline", action_type="attack",
                                approach="aggro", resource="adrenaline",
                                auto_success_prowess_id="sure"), "prowess_not_applicable")
    events = declare(game, "overcome", auto_success_prowess_id="sure")
    assert names(events) == ["ActionDeclared", "ProwessActivated", "ActionResolved",
                             "OutcomeChosen", "ActionClosed"]
    assert events[2].tier == "success"  # type: ignore[attr-defined]


def test_d24_consequence_options_need_a_free_slot() -> None:
    game = table()
    for severity in ("minor", "medium", "grave"):
        game.do(cp.InflictConsequence(hero_id="sybeline", severity=severity, text=severity))
    rolled(game, (-1, -1, -1, -1), "overcome")
    game.do(cp.ResolveAction(action_id="a1"))
    game.fails(cp.ChooseOutcome(action_id="a1", option="overcome_with_consequence"),
               "no_free_consequence_slot")


def test_d24_the_adversity_picks_the_severity_of_the_owed_consequence() -> None:
    game = table()
    rolled(game, (-1, -1, -1, -1), "overcome")
    game.do(cp.ResolveAction(action_id="a1"))
    game.do(cp.ChooseOutcome(action_id="a1", option="overcome_with_consequence"))
    events = game.do(cp.InflictConsequence(hero_id="sybeline", severity="grave", text="Chute"))
    assert events[0].severity == "grave" and events[0].cause == "outcome"  # type: ignore[attr-defined]


def test_d25_each_trigger_is_one_point_and_the_excess_is_lost() -> None:
    game = Game()
    game.do(register_sybeline())
    events = game.do(cm.AwardEvolutionPoints(hero_id="sybeline", reasons=(
        "killed_undetected", "erased_evidence", "used_stealth", "convinced_someone",
        "used_influence", "used_others", "used_force", "used_cunning", "used_technology")))
    assert (events[0].gained, events[0].lost, events[0].track) == (9, 1, 8)  # type: ignore[attr-defined]


def test_d26_chorus_decisions_are_issued_by_the_gm_seat() -> None:
    game = table(scene=False)
    game.fails(cm.EndAct(), "forbidden", SYBELINE_PLAYER)
    game.fails(cm.AwardEvolutionPoints(hero_id="sybeline", reasons=("secret",)), "forbidden",
               SYBELINE_PLAYER)


def test_d27_act_end_heals_minor_and_chosen_medium_consequences_not_grave() -> None:
    game = table()
    for hero_id in ("sybeline", "artus"):
        for severity in ("minor", "medium", "grave"):
            game.do(cp.InflictConsequence(hero_id=hero_id, severity=severity, text=severity))
    game.do(cm.EndScene())
    game.do(cm.EndAct(medium_recovery_hero_ids=("artus",)))
    assert [s for s, k in game.sybeline.consequence_slots.items() if k] == ["medium", "grave"]
    assert [s for s, k in game.hero("artus").consequence_slots.items() if k] == ["grave"]


def test_d28_a_d10_shows_1_to_10_and_stress_1_never_converts() -> None:
    game = table()
    game.fails(cp.ApplyStress(hero_id="sybeline", amount=1, resource="adrenaline",
                              stress_check_d10=0), "invalid_dice")
    events = game.do(cp.ApplyStress(hero_id="sybeline", amount=1, resource="adrenaline",
                                    stress_check_d10=1))
    assert not events[1].converted  # type: ignore[attr-defined]


def test_d29_each_panicked_present_hero_adds_one_to_every_difficulty() -> None:
    game = table()
    game.do(cp.InflictConsequence(hero_id="sybeline", severity="minor", text="Panique",
                                  effect="panicked"))
    game.do(cp.InflictConsequence(hero_id="artus", severity="minor", text="Peur",
                                  effect="panicked"))
    declare(game)
    events = game.do(cp.SetDifficulty(action_id="a1"))
    assert (events[0].panicked, events[0].total) == (2, 4)  # type: ignore[attr-defined]


def test_d30_free_activations_on_character_keys_outlive_the_scene() -> None:
    game = table()
    game.do(cm.CreateKey(key_id="fog", text="Brouillard"))
    for key_id in (CONCEPT, "fog"):
        game.given([ev.FreeActivationsGranted(key_id=key_id, holder="sybeline", count=1,
                                              reason="test")])
    game.do(cm.EndScene())
    assert game.state.keys[CONCEPT].free_activations == {"sybeline": 1}
    assert "fog" not in game.state.keys


def test_d31_a_prowess_costs_a_token_only_when_flagged() -> None:
    game = Game()
    game.do(register_sybeline(hero_prowesses=(
        Prowess(prowess_id="free", name="Free", effect="bonus", bonus=1),
        Prowess(prowess_id="paid", name="Paid", effect="bonus", bonus=2, costs_token=True),
        Prowess(name="C"))))
    game.do(cm.StartScenario())
    game.do(cm.StartAct())
    game.do(cm.StartScene(present_hero_ids=("sybeline",)))
    rolled(game, (0, 0, 0, 0))
    assert names(game.do(cp.ActivateProwess(action_id="a1", prowess_id="free"))) == [
        "ProwessActivated"]
    game.fails(cp.ActivateProwess(action_id="a1", prowess_id="paid"), "no_token")
    events = game.do(cp.ActivateProwess(action_id="a1", prowess_id="paid", payment="exploit"))
    assert names(events) == ["ProwessActivated", "TokenSpent"]
    assert game.do(cp.ResolveAction(action_id="a1"))[0].prowess_bonus == 3  # type: ignore[attr-defined]


def test_d32_exploits_may_help_an_ally() -> None:
    game = table()
    rolled(game, (0, 0, 0, 0))
    events = game.do(cp.ActivateKey(action_id="a1", key_id="artus-concept",
                                    activator_hero_id="artus", payment="exploit"), ARTUS_PLAYER)
    assert events[0].beneficiary == "sybeline"  # type: ignore[attr-defined]


def test_d33_the_adversity_activates_before_the_roll_and_heroes_after() -> None:
    game = table()
    declare(game)
    game.fails(cp.ActivateKey(action_id="a1", key_id=CONCEPT, activator_hero_id="sybeline",
                              payment="exploit"), "wrong_step")
    game.do(cp.SetDifficulty(action_id="a1"))
    game.fails(cp.SetDifficulty(action_id="a1"), "wrong_step")


def test_d34_motivation_has_no_cap() -> None:
    game = Game()
    high = {"aggro": 3, "metis": 3, "focus": 2, "flamme": 0, "flexx": 0, "ombre": 0,
            "techno": 0, "agora": 0}
    game.do(register("hero", "Hero", "p1", approaches=high, resources={
        "adrenaline": 3, "arsenal": 3, "biblos": 2, "volonte": 0, "dogma": 0, "paria": 0,
        "mystique": 0, "ichor": 0}))
    game.do(cm.StartScenario())
    game.do(cm.StartAct())
    game.do(cm.StartScene(present_hero_ids=("hero",)))
    declare(game, hero="hero")
    game.do(cp.SetDifficulty(action_id="a1", grant_edge_die=20))
    game.do(cp.RollAction(action_id="a1", dice=cp.FateDice(fate=(1, 1, 1, 1), edge=20)))
    game.do(cp.ActivateKey(action_id="a1", key_id="hero-concept", activator_hero_id="hero",
                           payment="exploit", edge_die=cp.EdgeDie(sides=20, value=20)))
    assert game.do(cp.ResolveAction(action_id="a1"))[0].motivation == 50  # type: ignore[attr-defined]


def test_d35_one_open_action_at_a_time() -> None:
    game = table()
    declare(game)
    game.fails(cp.DeclareAction(action_id="a2", hero_id="artus", action_type="attack",
                                approach="aggro", resource="adrenaline"), "action_in_progress")


def test_d36_an_elan_is_free_to_activate_and_disappears() -> None:
    game = table()
    game.given([ev.ElanCreated(key_id="elan1", holder="sybeline", text="Élan")])
    rolled(game, (0, 0, 0, 0))
    events = game.do(cp.ActivateKey(action_id="a1", key_id="elan1",
                                    activator_hero_id="sybeline", payment="elan"))
    assert names(events) == ["KeyActivated", "ElanUsed", "KeyRemoved"]
    assert "elan1" not in game.state.keys
    assert game.sybeline.tokens == {"exploit": 2, "offering": 1, "danger": 0}


@pytest.mark.parametrize("actor", [Actor(seat_id="p2", role="player")])
def test_d36_only_the_holder_activates_an_elan(actor: Actor) -> None:
    game = table()
    game.given([ev.ElanCreated(key_id="elan1", holder="sybeline", text="Élan")])
    rolled(game, (0, 0, 0, 0))
    game.fails(cp.ActivateKey(action_id="a1", key_id="elan1", activator_hero_id="artus",
                              payment="elan"), "not_elan_holder", actor)
