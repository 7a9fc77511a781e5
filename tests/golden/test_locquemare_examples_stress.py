"""Locquemare worked examples EX-1..7 (spec §8, seed 004): rolls, stress, consequences and
conceding, with the seed's figures, through the decider.

Dice are physical values in a `mixed` game unless a scripted source is named.
"""

from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    SYBELINE_PLAYER,
    Game,
    declare,
    guard_scene,
    names,
    of_type,
    register,
    rolled,
    table,
)


def test_locquemare_ex_1_sybeline_two_keys_give_plus_four_and_a_triumph() -> None:
    game = table()
    guard_scene(game)
    declare(game, "attack", target=cmd.Target(npc_id="guard"), actor=SYBELINE_PLAYER)
    set_events = game.when(cmd.SetDifficulty(action_id="a1"))
    assert set_events[0].total == 2  # type: ignore[attr-defined]
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(1, 0, 0, -1))),
            SYBELINE_PLAYER)
    for key_id in ("sybeline-concept", "saoul"):
        game.when(cmd.ActivateKey(action_id="a1", key_id=key_id, activator_hero_id="sybeline",
                               payment="exploit"), SYBELINE_PLAYER)
    assert game.sybeline.tokens["exploit"] == 0
    resolved = game.when(cmd.ResolveAction(action_id="a1"), SYBELINE_PLAYER)
    assert resolved == [ev.ActionResolved(
        action_id="a1", base_motivation=4, dice_total=0, prowess_bonus=0, key_bonus=4,
        motivation=8, difficulty=2, tier="triumph", options=("damage", "damage_minus_1_elan"))]
    events = game.when(cmd.ChooseOutcome(action_id="a1", option="damage"), SYBELINE_PLAYER)
    assert events[1:] == [
        ev.DamageDealt(action_id="a1", npc_id="guard", amount=6),
        ev.NpcStressApplied(npc_id="guard", amount=6, boxes_marked=1, remaining=5),
        ev.NpcTakenOut(npc_id="guard"),
        ev.ActionClosed(action_id="a1"),
    ]


def test_locquemare_ex_1_the_elan_option_deals_five_damage_and_gives_an_elan() -> None:
    game = table()
    guard_scene(game)
    declare(game, "attack", target=cmd.Target(npc_id="guard"))
    game.when(cmd.SetDifficulty(action_id="a1"))
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(1, 0, 0, -1))))
    for key_id in ("sybeline-concept", "saoul"):
        game.when(cmd.ActivateKey(action_id="a1", key_id=key_id, activator_hero_id="sybeline",
                               payment="exploit"))
    game.when(cmd.ResolveAction(action_id="a1"))
    events = game.when(cmd.ChooseOutcome(action_id="a1", option="damage_minus_1_elan",
                                      elan_text="Garde à terre"))
    assert of_type(events, ev.DamageDealt)[0].amount == 5  # type: ignore[attr-defined]
    assert of_type(events, ev.ElanCreated)[0].holder == "sybeline"  # type: ignore[attr-defined]


def test_locquemare_ex_2_a_shot_of_6_against_defence_2_deals_4_stress() -> None:
    game = Game()
    game.when(register("artus", "Artus", "p2", resources={
        "adrenaline": 1, "arsenal": 2, "biblos": 1, "volonte": 1, "dogma": 0, "paria": 1,
        "mystique": 1, "ichor": 1}))
    game.when(cmd.CreateNpc(npc_id="guard", name="Guard", category="soldier", stress_boxes=1))
    game.when(cmd.StartScenario())
    game.when(cmd.StartAct())
    game.when(cmd.StartScene(present_hero_ids=("artus",), present_npc_ids=("guard",)))
    # Artus aggro 1 + arsenal 2 = base 3
    rolled(game, (1, 1, 1, 0), "attack", hero="artus", resource="arsenal",
           target=cmd.Target(npc_id="guard"))
    resolved = game.when(cmd.ResolveAction(action_id="a1"))[0]
    assert isinstance(resolved, ev.ActionResolved)
    assert (resolved.base_motivation, resolved.motivation, resolved.tier) == (3, 6, "triumph")
    events = game.when(cmd.ChooseOutcome(action_id="a1", option="damage"))
    assert ev.DamageDealt(action_id="a1", npc_id="guard", amount=4) in events
    assert ev.NpcStressApplied(npc_id="guard", amount=4, boxes_marked=1, remaining=3) in events
    assert ev.NpcTakenOut(npc_id="guard") in events


def adrenaline_five() -> Game:
    """Sybéline with adrenaline 5 after one act-end redistribution."""
    game = table(scene=False)
    game.when(cmd.EndAct())
    game.when(cmd.RedistributeResources(hero_id="sybeline", resources={
        "adrenaline": 5, "arsenal": 1, "biblos": 1, "volonte": 1, "dogma": 0, "paria": 0,
        "mystique": 0, "ichor": 1}), SYBELINE_PLAYER)
    for hero_id in ("artus", "hero3", "hero4", "hero5"):
        game.when(cmd.RedistributeResources(hero_id=hero_id, resources={
            **game.hero(hero_id).resources, "ichor": 2}))
    game.when(cmd.StartAct())
    game.when(cmd.StartScene(present_hero_ids=tuple(game.state.heroes)))
    return game


def test_locquemare_ex_3_hero_takes_4_stress_without_conversion() -> None:
    game = adrenaline_five()
    events = game.when(cmd.ApplyStress(hero_id="sybeline", amount=4, resource="adrenaline",
                                    stress_check_d10=7))
    assert events[0] == ev.StressApplied(hero_id="sybeline", amount=4, resource="adrenaline",
                                         absorbed=4, overflow=0, stress=4, resource_current=1)
    check = events[1]
    assert isinstance(check, ev.StressChecked)
    assert (check.d10.values, check.d10.source, check.converted) == ((7,), "physical", False)
    assert len(events) == 2
    assert game.sybeline.stress == 4


def test_locquemare_ex_4_a_d10_below_the_stress_converts_it_to_a_minor_consequence() -> None:
    game = adrenaline_five()
    events = game.when(cmd.ApplyStress(hero_id="sybeline", amount=4, resource="adrenaline",
                                    stress_check_d10=3))
    assert names(events) == ["StressApplied", "StressChecked", "ConsequenceInflicted"]
    assert events[2].severity == "minor" and events[2].cause == "conversion"  # type: ignore[attr-defined]
    assert game.sybeline.stress == 0
    assert game.sybeline.resources_current["adrenaline"] == 1
    assert game.sybeline.consequence_slots["minor"] is not None


def test_locquemare_ex_5_overflow_is_absorbed_by_a_minor_consequence() -> None:
    """R2 adds `accept_defeat` to the spec's options [absorb, extreme, taken_out]: "Tu peux
    choisir d'accepter la défaite (avant de devenir hors-jeu)", conflict or not."""
    game = table()
    events = game.when(cmd.ApplyStress(hero_id="sybeline", amount=4, resource="adrenaline",
                                    stress_check_d10=9))
    assert events[0].absorbed == 2 and events[0].stress == 2  # type: ignore[attr-defined]
    assert events[-1] == ev.HarmPending(hero_id="sybeline", conversion_severity=None,
                                        overflow=2,
                                        options=("absorb", "extreme", "accept_defeat",
                                                 "taken_out"))
    resolved = game.when(cmd.ResolveHarm(hero_id="sybeline", option="absorb",
                                      absorb=cmd.AbsorbOption(slots=("minor",),
                                                             texts=("Côtes fêlées",))),
                       SYBELINE_PLAYER)
    assert names(resolved) == ["ConsequenceInflicted", "HarmResolved"]
    assert resolved[0].severity == "minor" and resolved[0].cause == "absorb"  # type: ignore[attr-defined]
    assert game.sybeline.pending_harm is None


def test_locquemare_ex_6_artus_accepts_defeat_for_two_tokens() -> None:
    game = table()
    game.when(cmd.StartConflict(conflict_id="c1"))
    game.when(cmd.InflictConsequence(hero_id="artus", severity="minor", text="Jambe brisée"))
    events = game.when(cmd.AcceptDefeat(hero_id="artus"), ARTUS_PLAYER)
    assert events == [
        ev.DefeatAccepted(hero_id="artus", consequences_in_conflict=1, tokens=2),
        ev.TokenGained(hero_id="artus", kind="danger", count=2, reason="accepted_defeat"),
    ]
    assert game.hero("artus").conceded


def test_locquemare_ex_7_artus_failed_punch_trades_a_consequence_for_an_elan() -> None:
    game = table()
    game.when(cmd.CreateNpc(npc_id="forester", name="Forestier", category="adversary",
                         stress_boxes=2, consequence_slots=("minor",)))
    # T2: the target must be in the scene, « n'importe quel personnage présent dans une
    # scène »; the forester walks in (T1). The outcome below is unchanged.
    game.when(cmd.JoinScene(npc_ids=("forester",)))
    # Artus aggro 1 + adrenaline 1 = 2, fate -1 -> motivation 1; difficulty 2 + 1 = 3
    rolled(game, (-1, 0, 0, 0), "attack", hero="artus", modifiers=1,
           target=cmd.Target(npc_id="forester"))
    resolved = game.when(cmd.ResolveAction(action_id="a1"), ARTUS_PLAYER)[0]
    assert (resolved.motivation, resolved.difficulty, resolved.tier) == (1, 3, "fail")  # type: ignore[attr-defined]
    events = game.when(cmd.ChooseOutcome(action_id="a1", option="elan_for_consequence",
                                      elan_text="Je frappe le premier"), ARTUS_PLAYER)
    assert events[-1] == ev.ElanCreated(key_id=events[-1].key_id, holder="artus",  # type: ignore[attr-defined]
                                        text="Je frappe le premier")
    assert game.state.action is not None and game.state.action.pending_consequence
    closing = game.when(cmd.InflictConsequence(hero_id="artus", severity="minor",
                                            text="Phalanges endolories"))
    assert names(closing) == ["ConsequenceInflicted", "ActionClosed"]
    assert closing[0].cause == "outcome"  # type: ignore[attr-defined]
    assert game.state.action is None
