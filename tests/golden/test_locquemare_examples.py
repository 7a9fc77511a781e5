"""Locquemare worked examples (spec §8, seed 004): the seed's figures, through the decider.

Dice are physical values in a `mixed` game unless a scripted source is named.
"""

import pytest
from msgspec.structs import replace

from domain.core import InvalidValue, ScriptedRandomSource
from domain.locquemare import commands as cm
from domain.locquemare import commands_play as cp
from domain.locquemare import events as ev
from domain.locquemare import events_play as pe
from domain.locquemare.state import Prowess, SecretCard
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
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


def test_locquemare_ex_1_sybeline_two_keys_give_plus_four_and_a_triumph() -> None:
    game = table()
    guard_scene(game)
    declare(game, "attack", target=cp.Target(npc_id="guard"), actor=SYBELINE_PLAYER)
    set_events = game.do(cp.SetDifficulty(action_id="a1"))
    assert set_events[0].total == 2  # type: ignore[attr-defined]
    game.do(cp.RollAction(action_id="a1", dice=cp.FateDice(fate=(1, 0, 0, -1))),
            SYBELINE_PLAYER)
    for key_id in ("sybeline-concept", "saoul"):
        game.do(cp.ActivateKey(action_id="a1", key_id=key_id, activator_hero_id="sybeline",
                               payment="exploit"), SYBELINE_PLAYER)
    assert game.sybeline.tokens["exploit"] == 0
    resolved = game.do(cp.ResolveAction(action_id="a1"), SYBELINE_PLAYER)
    assert resolved == [pe.ActionResolved(
        action_id="a1", base_motivation=4, dice_total=0, prowess_bonus=0, key_bonus=4,
        motivation=8, difficulty=2, tier="triumph", options=("damage", "damage_minus_1_elan"))]
    events = game.do(cp.ChooseOutcome(action_id="a1", option="damage"), SYBELINE_PLAYER)
    assert events[1:] == [
        pe.DamageDealt(action_id="a1", npc_id="guard", amount=6),
        pe.NpcStressApplied(npc_id="guard", amount=6, boxes_marked=1, remaining=5),
        pe.NpcTakenOut(npc_id="guard"),
        pe.ActionClosed(action_id="a1"),
    ]


def test_locquemare_ex_1_the_elan_option_deals_five_damage_and_gives_an_elan() -> None:
    game = table()
    guard_scene(game)
    declare(game, "attack", target=cp.Target(npc_id="guard"))
    game.do(cp.SetDifficulty(action_id="a1"))
    game.do(cp.RollAction(action_id="a1", dice=cp.FateDice(fate=(1, 0, 0, -1))))
    for key_id in ("sybeline-concept", "saoul"):
        game.do(cp.ActivateKey(action_id="a1", key_id=key_id, activator_hero_id="sybeline",
                               payment="exploit"))
    game.do(cp.ResolveAction(action_id="a1"))
    events = game.do(cp.ChooseOutcome(action_id="a1", option="damage_minus_1_elan",
                                      elan_text="Garde à terre"))
    assert of_type(events, pe.DamageDealt)[0].amount == 5  # type: ignore[attr-defined]
    assert of_type(events, ev.ElanCreated)[0].holder == "sybeline"  # type: ignore[attr-defined]


def test_locquemare_ex_2_a_shot_of_6_against_defence_2_deals_4_stress() -> None:
    game = Game()
    game.do(register("artus", "Artus", "p2", resources={
        "adrenaline": 1, "arsenal": 2, "biblos": 1, "volonte": 1, "dogma": 0, "paria": 1,
        "mystique": 1, "ichor": 1}))
    game.do(cm.CreateNpc(npc_id="guard", name="Guard", category="soldier", stress_boxes=1))
    game.do(cm.StartScenario())
    game.do(cm.StartAct())
    game.do(cm.StartScene(present_hero_ids=("artus",), present_npc_ids=("guard",)))
    # Artus aggro 1 + arsenal 2 = base 3
    rolled(game, (1, 1, 1, 0), "attack", hero="artus", resource="arsenal",
           target=cp.Target(npc_id="guard"))
    resolved = game.do(cp.ResolveAction(action_id="a1"))[0]
    assert isinstance(resolved, pe.ActionResolved)
    assert (resolved.base_motivation, resolved.motivation, resolved.tier) == (3, 6, "triumph")
    events = game.do(cp.ChooseOutcome(action_id="a1", option="damage"))
    assert pe.DamageDealt(action_id="a1", npc_id="guard", amount=4) in events
    assert pe.NpcStressApplied(npc_id="guard", amount=4, boxes_marked=1, remaining=3) in events
    assert pe.NpcTakenOut(npc_id="guard") in events


def adrenaline_five() -> Game:
    """Sybéline with adrenaline 5 after one act-end redistribution."""
    game = table(scene=False)
    game.do(cm.EndAct())
    game.do(cm.RedistributeResources(hero_id="sybeline", resources={
        "adrenaline": 5, "arsenal": 1, "biblos": 1, "volonte": 1, "dogma": 0, "paria": 0,
        "mystique": 0, "ichor": 1}), SYBELINE_PLAYER)
    for hero_id in ("artus", "hero3", "hero4", "hero5"):
        game.do(cm.RedistributeResources(hero_id=hero_id, resources={
            **game.hero(hero_id).resources, "ichor": 2}))
    game.do(cm.StartAct())
    game.do(cm.StartScene(present_hero_ids=tuple(game.state.heroes)))
    return game


def test_locquemare_ex_3_hero_takes_4_stress_without_conversion() -> None:
    game = adrenaline_five()
    events = game.do(cp.ApplyStress(hero_id="sybeline", amount=4, resource="adrenaline",
                                    stress_check_d10=7))
    assert events[0] == pe.StressApplied(hero_id="sybeline", amount=4, resource="adrenaline",
                                         absorbed=4, overflow=0, stress=4, resource_current=1)
    check = events[1]
    assert isinstance(check, pe.StressChecked)
    assert (check.d10.values, check.d10.source, check.converted) == ((7,), "physical", False)
    assert len(events) == 2
    assert game.sybeline.stress == 4


def test_locquemare_ex_4_a_d10_below_the_stress_converts_it_to_a_minor_consequence() -> None:
    game = adrenaline_five()
    events = game.do(cp.ApplyStress(hero_id="sybeline", amount=4, resource="adrenaline",
                                    stress_check_d10=3))
    assert names(events) == ["StressApplied", "StressChecked", "ConsequenceInflicted"]
    assert events[2].severity == "minor" and events[2].cause == "conversion"  # type: ignore[attr-defined]
    assert game.sybeline.stress == 0
    assert game.sybeline.resources_current["adrenaline"] == 1
    assert game.sybeline.consequence_slots["minor"] is not None


def test_locquemare_ex_5_overflow_is_absorbed_by_a_minor_consequence() -> None:
    game = table()
    events = game.do(cp.ApplyStress(hero_id="sybeline", amount=4, resource="adrenaline",
                                    stress_check_d10=9))
    assert events[0].absorbed == 2 and events[0].stress == 2  # type: ignore[attr-defined]
    assert events[-1] == pe.HarmPending(hero_id="sybeline", conversion_severity=None,
                                        overflow=2, options=("absorb", "extreme", "taken_out"))
    resolved = game.do(cp.ResolveHarm(hero_id="sybeline", option="absorb",
                                      absorb=cp.AbsorbOption(slots=("minor",),
                                                             texts=("Côtes fêlées",))),
                       SYBELINE_PLAYER)
    assert names(resolved) == ["ConsequenceInflicted", "HarmResolved"]
    assert resolved[0].severity == "minor" and resolved[0].cause == "absorb"  # type: ignore[attr-defined]
    assert game.sybeline.pending_harm is None


def test_locquemare_ex_6_artus_accepts_defeat_for_two_tokens() -> None:
    game = table()
    game.do(cp.StartConflict(conflict_id="c1"))
    game.do(cp.InflictConsequence(hero_id="artus", severity="minor", text="Jambe brisée"))
    events = game.do(cp.AcceptDefeat(hero_id="artus"), ARTUS_PLAYER)
    assert events == [
        pe.DefeatAccepted(hero_id="artus", consequences_in_conflict=1, tokens=2),
        ev.TokenGained(hero_id="artus", kind="danger", count=2, reason="accepted_defeat"),
    ]
    assert game.hero("artus").conceded


def test_locquemare_ex_7_artus_failed_punch_trades_a_consequence_for_an_elan() -> None:
    game = table()
    game.do(cm.CreateNpc(npc_id="forester", name="Forestier", category="adversary",
                         stress_boxes=2, consequence_slots=("minor",)))
    # Artus aggro 1 + adrenaline 1 = 2, fate -1 -> motivation 1; difficulty 2 + 1 = 3
    rolled(game, (-1, 0, 0, 0), "attack", hero="artus", modifiers=1,
           target=cp.Target(npc_id="forester"))
    resolved = game.do(cp.ResolveAction(action_id="a1"), ARTUS_PLAYER)[0]
    assert (resolved.motivation, resolved.difficulty, resolved.tier) == (1, 3, "fail")  # type: ignore[attr-defined]
    events = game.do(cp.ChooseOutcome(action_id="a1", option="elan_for_consequence",
                                      elan_text="Je frappe le premier"), ARTUS_PLAYER)
    assert events[-1] == ev.ElanCreated(key_id=events[-1].key_id, holder="artus",  # type: ignore[attr-defined]
                                        text="Je frappe le premier")
    assert game.state.action is not None and game.state.action.pending_consequence
    closing = game.do(cp.InflictConsequence(hero_id="artus", severity="minor",
                                            text="Phalanges endolories"))
    assert names(closing) == ["ConsequenceInflicted", "ActionClosed"]
    assert closing[0].cause == "outcome"  # type: ignore[attr-defined]
    assert game.state.action is None


@pytest.mark.parametrize(("fate", "tier"), [
    ((-1, -1, -1, 0), "fail"), ((-1, -1, 0, 0), "tie"), ((-1, 0, 0, 0), "success"),
    ((0, 0, 0, 0), "success"), ((1, 0, 0, 0), "triumph")])
def test_locquemare_ex_8_tiers_at_difficulty_2(fate: tuple[int, ...], tier: str) -> None:
    game = table()
    rolled(game, fate)  # base 4: motivations 1, 2, 3, 4, 5
    assert game.do(cp.ResolveAction(action_id="a1"))[0].tier == tier  # type: ignore[attr-defined]


@pytest.mark.parametrize(("fate", "tier"), [((1, 1, 0, 0), "success"), ((1, 1, 1, 0), "triumph")])
def test_locquemare_ex_8_one_adversity_key_raises_difficulty_to_4(fate: tuple[int, ...],
                                                                  tier: str) -> None:
    game = table()
    declare(game)
    set_events = game.do(cp.SetDifficulty(action_id="a1", key_activations=(
        cp.KeyActivationSpec(key_id="artus-concept", payment="danger"),)))
    assert set_events[0].total == 4  # type: ignore[attr-defined]
    game.do(cp.RollAction(action_id="a1", dice=cp.FateDice(fate=fate)))
    assert game.do(cp.ResolveAction(action_id="a1"))[0].tier == tier  # type: ignore[attr-defined]


def test_locquemare_ex_9_adversity_tokens_per_scene() -> None:
    game = table(scene=False)
    game.do(cm.StartScene(present_hero_ids=("sybeline", "artus")))
    assert game.state.adversity.danger == 6
    declare(game)
    game.do(cp.SetDifficulty(action_id="a1", key_activations=(
        cp.KeyActivationSpec(key_id="artus-concept"),
        cp.KeyActivationSpec(key_id="artus-hamartia"))))
    assert game.state.adversity.danger == 4
    game.do(cp.RollAction(action_id="a1", dice=cp.FateDice(fate=(0, 0, 0, 0))))
    game.do(cp.ResolveAction(action_id="a1"))
    game.do(cp.ChooseOutcome(action_id="a1", option="no_effect"))
    assert game.do(cm.EndScene())[-1] == ev.AdversityTokensDiscarded(count=4)
    assert game.state.adversity.danger == 0


def test_locquemare_ex_9_accepting_defeat_keeps_tokens_plus_two() -> None:
    game = table(scene=False)
    game.do(cm.StartScene(present_hero_ids=("sybeline", "artus")))
    declare(game, "defend")
    game.do(cp.SetDifficulty(action_id="a1", key_activations=(
        cp.KeyActivationSpec(key_id="artus-concept"),
        cp.KeyActivationSpec(key_id="artus-hamartia"))))
    game.do(cp.RollAction(action_id="a1", dice=cp.FateDice(fate=(1, 1, 1, 1))))
    game.do(cp.ResolveAction(action_id="a1"))
    game.do(cp.StartConflict(conflict_id="c1"))
    game.do(cp.AdversityAcceptsDefeat())
    assert game.do(cm.EndScene())[-1] == ev.AdversityTokensKept(kept=4, bonus=2)
    assert game.state.adversity.danger == 6
    game.do(cm.StartScene(present_hero_ids=("sybeline",)))
    assert game.state.adversity.danger == 12


@pytest.mark.parametrize(("count", "offering", "exploit"),
                         [(3, 1, 2), (4, 1, 1), (5, 1, 0), (6, 0, 0), (7, 0, 0)])
def test_locquemare_ex_10_act_start_tokens_by_prowess_count(count: int, offering: int,
                                                            exploit: int) -> None:
    game = Game()
    game.do(register("artus", "Artus", "p2"))
    game.do(cm.StartScenario())
    for i in range(4, count + 1):
        game.do(cm.GainProwess(hero_id="artus", prowess=Prowess(name=f"Extra {i}")))
    events = game.do(cm.StartAct())
    assert events[1] == ev.TokensGranted(hero_id="artus", offering=offering, exploit=exploit,
                                         prowess_count=count)
    assert game.hero("artus").tokens == {"exploit": exploit, "offering": offering, "danger": 0}


def test_locquemare_ex_10_leftover_tokens_were_discarded_at_act_end() -> None:
    game = table(scene=False)
    events = game.do(cm.EndAct())
    assert ev.TokensDiscarded(hero_id="sybeline", exploit=2, offering=1, danger=0) in events
    assert game.sybeline.tokens == {"exploit": 0, "offering": 0, "danger": 0}


def test_locquemare_ex_11_resources_after_three_acts() -> None:
    game = Game()
    game.do(register_sybeline())
    game.do(cm.StartScenario())
    for act in (1, 2, 3):
        game.do(cm.StartAct())
        game.do(cm.EndAct())
        if act < 3:
            res = {**game.sybeline.resources}
            res["ichor"] += 1
            game.do(cm.RedistributeResources(hero_id="sybeline", resources=res))
    assert game.sybeline.acts_played == 3
    game.fails(cm.StartAct(), "resources_not_redistributed")
    ten = {**game.sybeline.resources}
    game.fails(cm.RedistributeResources(hero_id="sybeline", resources=ten), "invalid_allocation")
    eleven = {**ten, "dogma": 1}
    assert sum(eleven.values()) == 11
    game.do(cm.RedistributeResources(hero_id="sybeline", resources=eleven))
    assert names(game.do(cm.StartAct()))[0] == "ActStarted"


@pytest.mark.parametrize(("change", "rule"), [
    ({"approaches": {"aggro": 4, "metis": 1, "focus": 1, "flamme": 1, "flexx": 1, "ombre": 0,
                     "techno": 0, "agora": 0}}, "[AP1]"),
    ({"character_keys": "four"}, "[K1]"),
    ({"character_keys": "two_concepts"}, "[K1]"),
    ({"prowesses": 4}, "[P1]"),
])
def test_locquemare_ex_12_invalid_sheets(change: dict[str, object], rule: str) -> None:
    command = register_sybeline()
    keys = command.character_keys
    if change.get("character_keys") == "four":
        command = replace(command, character_keys=keys[:4])
    elif change.get("character_keys") == "two_concepts":
        twin = cm.CharacterKeySpec(text="Another concept", role="concept")
        command = replace(command, character_keys=(keys[0], twin, *keys[2:]))
    elif "prowesses" in change:
        command = replace(command,
                          prowesses=tuple(Prowess(name=f"P{i}") for i in range(4)))
    else:
        command = replace(command, approaches=change["approaches"])
    error = Game().fails(command, "invalid_sheet")
    assert isinstance(error, InvalidValue)
    assert rule in error.detail


def test_locquemare_ex_13_a_key_activated_against_the_hero_pays_her() -> None:
    game = table()
    declare(game, actor=SYBELINE_PLAYER)
    events = game.do(cp.SetDifficulty(action_id="a1", key_activations=(
        cp.KeyActivationSpec(key_id=HAMARTIA, payment="danger"),)))
    assert events[0].total == 4  # type: ignore[attr-defined]
    assert ev.DangerTokenSpent(purpose="activate_key", remaining=5) in events
    assert ev.TokenGained(hero_id="sybeline", kind="danger", count=1,
                          reason="key_activated_against") in events
    assert game.sybeline.tokens["danger"] == 1
    game.do(cp.RollAction(action_id="a1", dice=cp.FateDice(fate=(0, 0, 0, 0))), SYBELINE_PLAYER)
    game.fails(cp.ActivateKey(action_id="a1", key_id=HAMARTIA, activator_hero_id="sybeline",
                              payment="exploit"), "key_already_activated", SYBELINE_PLAYER)


def test_locquemare_ex_14_offerings_help_others_only() -> None:
    game = table()
    guard_scene(game)
    rolled(game, (0, 0, 0, 0))
    game.fails(cp.ActivateKey(action_id="a1", key_id="saoul", activator_hero_id="sybeline",
                              payment="offering"), "offering_only_for_others", SYBELINE_PLAYER)
    events = game.do(cp.ActivateKey(action_id="a1", key_id="saoul", activator_hero_id="artus",
                                    payment="offering"), ARTUS_PLAYER)
    assert events[0].bonus == 2 and events[0].beneficiary == "sybeline"  # type: ignore[attr-defined]
    assert game.do(cp.ResolveAction(action_id="a1"))[0].motivation == 6  # type: ignore[attr-defined]


def test_locquemare_ex_15_complications_refused_need_a_token() -> None:
    game = Game()
    game.do(register_sybeline())
    game.do(cp.ProposeComplication(complication_id="c1", hero_id="sybeline", key_id=HAMARTIA,
                                   complication_kind="decision", text="Ton frère t'appelle",
                                   proposer="adversity"))
    game.fails(cp.RefuseComplication(complication_id="c1", payment="exploit"), "no_token",
               SYBELINE_PLAYER)
    game.fails(cp.RefuseComplication(complication_id="c1", payment="danger"), "no_token",
               SYBELINE_PLAYER)
    events = game.do(cp.AcceptComplication(complication_id="c1"), SYBELINE_PLAYER)
    assert events == [pe.ComplicationAccepted(complication_id="c1"),
                      ev.TokenGained(hero_id="sybeline", kind="danger", count=1,
                                     reason="complication")]


def test_locquemare_ex_16_artus_in_the_garage_ties_and_creates_a_key_with_two_elans() -> None:
    game = table()
    advantage = cp.Advantage(mode="create", key_text="Tools and advice from the garage")
    # Artus techno 1 + biblos 1 = 2 = difficulty 2 with fate 0
    rolled(game, (1, -1, 0, 0), "create_advantage", hero="artus", approach="techno",
           resource="biblos", advantage=advantage)
    resolved = game.do(cp.ResolveAction(action_id="a1"), ARTUS_PLAYER)[0]
    assert resolved.tier == "tie"  # type: ignore[attr-defined]
    assert resolved.options == ("no_key_elan", "key_both_elan")  # type: ignore[attr-defined]
    events = game.do(cp.ChooseOutcome(action_id="a1", option="key_both_elan",
                                      elan_text="Coup de main"), ARTUS_PLAYER)
    assert names(events) == ["OutcomeChosen", "KeyCreated", "ElanCreated", "ElanCreated",
                             "ActionClosed"]
    key = events[1].key  # type: ignore[attr-defined]
    assert (key.text, key.kind, key.known) == ("Tools and advice from the garage", "situation",
                                               True)
    assert [e.holder for e in events[2:4]] == ["artus", "adversity"]  # type: ignore[attr-defined]


def test_locquemare_ex_17_an_edge_die_replaces_the_plus_two_of_a_paid_activation() -> None:
    game = table()
    rolled(game, (0, 0, 0, 0))
    game.fails(cp.ActivateKey(action_id="a1", key_id="sybeline-concept",
                              activator_hero_id="sybeline", payment="free_activation",
                              edge_die=cp.EdgeDie(sides=6, value=5)),
               "edge_die_needs_paid_activation", SYBELINE_PLAYER)
    events = game.do(cp.ActivateKey(action_id="a1", key_id="sybeline-concept",
                                    activator_hero_id="sybeline", payment="exploit",
                                    edge_die=cp.EdgeDie(sides=6, value=5)), SYBELINE_PLAYER)
    activated = events[0]
    assert isinstance(activated, pe.KeyActivated)
    assert activated.bonus == 5
    assert activated.edge is not None and activated.edge.values == (5,)
    assert activated.edge.source == "physical"


def test_locquemare_ex_18_truth_and_lies_once_per_session() -> None:
    game = table()
    events = game.do(cm.RevealTruth(hero_id="sybeline", key_id="sybeline-concept",
                                    text="Ancienne championne déchue", payment="exploit"),
                     SYBELINE_PLAYER)
    assert events == [
        ev.TruthRevealed(hero_id="sybeline", key_id="sybeline-concept",
                         old_text="Experte en arts martiaux", text="Ancienne championne déchue"),
        ev.TokenSpent(hero_id="sybeline", kind="exploit", purpose="reveal_truth"),
        ev.FreeActivationsGranted(key_id="sybeline-concept", holder="sybeline", count=2,
                                  reason="truth"),
    ]
    assert game.state.keys["sybeline-concept"].free_activations == {"sybeline": 2}
    game.fails(cm.RevealTruth(hero_id="sybeline", key_id="sybeline-hamartia", text="x",
                              payment="exploit"), "truth_already_revealed", SYBELINE_PLAYER)


def test_locquemare_ex_19_evolution_track_caps_at_8_and_empties_for_five_exploits() -> None:
    game = Game()
    game.do(register_sybeline())
    game.do(cm.AwardEvolutionPoints(hero_id="sybeline", reasons=(
        "used_stealth", "used_force", "used_cunning", "used_magic", "made_a_plan",
        "made_a_discovery", "used_violence")))
    assert game.sybeline.evolution_track == 7
    events = game.do(cm.AwardEvolutionPoints(hero_id="sybeline",
                                             reasons=("convinced_someone", "secret")))
    assert events == [ev.EvolutionPointsAwarded(hero_id="sybeline",
                                                reasons=("convinced_someone", "secret"),
                                                gained=2, lost=1, track=8)]
    emptied = game.do(cm.EmptyEvolutionTrack(hero_id="sybeline", choice="five_exploits"),
                      SYBELINE_PLAYER)
    assert emptied[1] == ev.TokenGained(hero_id="sybeline", kind="exploit", count=5,
                                        reason="evolution")
    assert game.sybeline.tokens["exploit"] == 5 and game.sybeline.evolution_track == 0


def test_locquemare_ex_20_secrets_draw_two_keep_one() -> None:
    pool = tuple(SecretCard(secret_id=f"s{i}", text=f"Secret {i}") for i in range(1, 6))
    game = Game()
    game.do(cm.SetSecretPool(secrets=pool))
    game.do(register_sybeline())
    drawn = game.do(cm.DrawSecrets(hero_id="sybeline", drawn=("s2", "s4")), SYBELINE_PLAYER)
    assert drawn[0].secret_ids == ("s2", "s4")  # type: ignore[attr-defined]
    assert drawn[0].draw.source == "physical"  # type: ignore[attr-defined]
    chosen = game.do(cm.ChooseSecret(hero_id="sybeline", secret_id="s4"), SYBELINE_PLAYER)
    assert chosen[0].returned_secret_id == "s2"  # type: ignore[attr-defined]
    assert [c.secret_id for c in game.state.secret_pool] == ["s1", "s2", "s3", "s5"]
    assert game.sybeline.secret is not None and game.sybeline.secret.text == "Secret 4"


def test_locquemare_ex_21_the_floor_is_minus_four() -> None:
    game = table()
    rolled(game, (-1, -1, -1, -1), "overcome", approach="agora", resource="dogma")
    resolved = game.do(cp.ResolveAction(action_id="a1"))[0]
    assert resolved.motivation == -4 and resolved.tier == "fail"  # type: ignore[attr-defined]


def test_locquemare_ex_21_server_dice_draw_through_the_random_source() -> None:
    game = table()
    declare(game, "overcome", approach="agora", resource="dogma")
    game.do(cp.SetDifficulty(action_id="a1"))
    rolled_event = game.do(cp.RollAction(action_id="a1"),
                           rng=ScriptedRandomSource([0, 0, 0, 0]))[0]
    assert rolled_event.fate.values == (-1, -1, -1, -1)  # type: ignore[attr-defined]
    assert rolled_event.fate.source == "server"  # type: ignore[attr-defined]
    assert game.do(cp.ResolveAction(action_id="a1"))[0].motivation == -4  # type: ignore[attr-defined]
