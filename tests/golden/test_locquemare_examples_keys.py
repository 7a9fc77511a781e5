"""Locquemare worked examples EX-13..21 (spec §8, seed 004): keys, offerings,
complications, edges, evolution, secrets and dice, with the seed's figures, through the
decider.

Dice are physical values in a `mixed` game unless a scripted source is named.
"""

from domain.core import ScriptedRandomSource
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from domain.locquemare.state import SecretCard
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    HAMARTIA,
    SYBELINE_PLAYER,
    Game,
    declare,
    guard_scene,
    names,
    register_sybeline,
    rolled,
    table,
)


def test_locquemare_ex_13_a_key_activated_against_the_hero_pays_her() -> None:
    game = table()
    declare(game, actor=SYBELINE_PLAYER)
    events = game.when(cmd.SetDifficulty(action_id="a1", key_activations=(
        cmd.KeyActivationSpec(key_id=HAMARTIA, payment="danger"),)))
    assert events[0].total == 4  # type: ignore[attr-defined]
    assert ev.DangerTokenSpent(purpose="activate_key", remaining=5) in events
    assert ev.TokenGained(hero_id="sybeline", kind="danger", count=1,
                          reason="key_activated_against") in events
    assert game.sybeline.tokens["danger"] == 1
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(0, 0, 0, 0))), SYBELINE_PLAYER)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateKey(
            action_id="a1", key_id=HAMARTIA, activator_hero_id="sybeline", payment="exploit"
        ),
        SYBELINE_PLAYER,
    ).refused("key_already_activated")


def test_locquemare_ex_14_offerings_help_others_only() -> None:
    game = table()
    guard_scene(game)
    rolled(game, (0, 0, 0, 0))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateKey(
            action_id="a1", key_id="saoul", activator_hero_id="sybeline", payment="offering"
        ),
        SYBELINE_PLAYER,
    ).refused("offering_only_for_others")
    events = game.when(cmd.ActivateKey(action_id="a1", key_id="saoul", activator_hero_id="artus",
                                    payment="offering"), ARTUS_PLAYER)
    assert events[0].bonus == 2 and events[0].beneficiary == "sybeline"  # type: ignore[attr-defined]
    assert game.when(cmd.ResolveAction(action_id="a1"))[0].motivation == 6  # type: ignore[attr-defined]


def test_locquemare_ex_15_complications_refused_need_a_token() -> None:
    game = Game()
    game.when(register_sybeline())
    game.when(cmd.ProposeComplication(complication_id="c1", hero_id="sybeline", key_id=HAMARTIA,
                                   complication_kind="decision", text="Ton frère t'appelle",
                                   proposer="adversity"))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RefuseComplication(complication_id="c1", payment="exploit"), SYBELINE_PLAYER
    ).refused("no_token")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RefuseComplication(complication_id="c1", payment="danger"), SYBELINE_PLAYER
    ).refused("no_token")
    events = game.when(cmd.AcceptComplication(complication_id="c1"), SYBELINE_PLAYER)
    assert events == [ev.ComplicationAccepted(complication_id="c1"),
                      ev.TokenGained(hero_id="sybeline", kind="danger", count=1,
                                     reason="complication")]


def test_locquemare_ex_16_artus_in_the_garage_ties_and_creates_a_key_with_two_elans() -> None:
    game = table()
    advantage = cmd.Advantage(mode="create", key_text="Tools and advice from the garage")
    # Artus techno 1 + biblos 1 = 2 = difficulty 2 with fate 0
    rolled(game, (1, -1, 0, 0), "create_advantage", hero="artus", approach="techno",
           resource="biblos", advantage=advantage)
    resolved = game.when(cmd.ResolveAction(action_id="a1"), ARTUS_PLAYER)[0]
    assert resolved.tier == "tie"  # type: ignore[attr-defined]
    assert resolved.options == ("no_key_elan", "key_both_elan")  # type: ignore[attr-defined]
    events = game.when(cmd.ChooseOutcome(action_id="a1", option="key_both_elan",
                                      elan_text="Coup de main"), ARTUS_PLAYER)
    assert names(events) == ["OutcomeChosen", "KeyCreated", "ElanCreated", "ElanCreated",
                             "ActionClosed"]
    key = events[1].key  # type: ignore[attr-defined]
    assert (key.text, key.kind, key.known) == ("Tools and advice from the garage", "situation",
                                               True)
    assert [e.holder for e in events[2:4]] == ["artus", "adversity"]  # type: ignore[attr-defined]


def test_locquemare_ex_17_an_edge_die_replaces_the_plus_two_of_a_paid_activation() -> None:
    game = table()
    # T5: the edge die is the Adversity's to allow, « lorsque le Maître de Jeu juge qu'un
    # avantage réel existe »; she allows a d6 (the outcome below is unchanged)
    rolled(game, (0, 0, 0, 0), edge_dice=(6,))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateKey(
            action_id="a1",
            key_id="sybeline-concept",
            activator_hero_id="sybeline",
            payment="free_activation",
            edge_die=cmd.EdgeDie(sides=6, value=5),
        ),
        SYBELINE_PLAYER,
    ).refused("edge_die_needs_paid_activation")
    events = game.when(cmd.ActivateKey(action_id="a1", key_id="sybeline-concept",
                                    activator_hero_id="sybeline", payment="exploit",
                                    edge_die=cmd.EdgeDie(sides=6, value=5)), SYBELINE_PLAYER)
    activated = events[0]
    assert isinstance(activated, ev.KeyActivated)
    assert activated.bonus == 5
    assert activated.edge is not None and activated.edge.values == (5,)
    assert activated.edge.source == "physical"


def test_locquemare_ex_18_truth_and_lies_once_per_session() -> None:
    game = table()
    events = game.when(cmd.RevealTruth(hero_id="sybeline", key_id="sybeline-concept",
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
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RevealTruth(
            hero_id="sybeline", key_id="sybeline-hamartia", text="x", payment="exploit"
        ),
        SYBELINE_PLAYER,
    ).refused("truth_already_revealed")


def test_locquemare_ex_19_evolution_track_caps_at_8_and_empties_for_five_exploits() -> None:
    game = Game()
    game.when(register_sybeline())
    game.when(cmd.AwardEvolutionPoints(hero_id="sybeline", reasons=(
        "used_stealth", "used_force", "used_cunning", "used_magic", "made_a_plan",
        "made_a_discovery", "used_violence")))
    assert game.sybeline.evolution_track == 7
    events = game.when(cmd.AwardEvolutionPoints(hero_id="sybeline",
                                             reasons=("convinced_someone", "secret")))
    assert events == [ev.EvolutionPointsAwarded(hero_id="sybeline",
                                                reasons=("convinced_someone", "secret"),
                                                gained=2, lost=1, track=8)]
    emptied = game.when(cmd.EmptyEvolutionTrack(hero_id="sybeline", choice="five_exploits"),
                      SYBELINE_PLAYER)
    assert emptied[1] == ev.TokenGained(hero_id="sybeline", kind="exploit", count=5,
                                        reason="evolution")
    assert game.sybeline.tokens["exploit"] == 5 and game.sybeline.evolution_track == 0


def test_locquemare_ex_20_secrets_draw_two_keep_one() -> None:
    pool = tuple(SecretCard(secret_id=f"s{i}", text=f"Secret {i}") for i in range(1, 6))
    game = Game()
    game.when(cmd.SetSecretPool(secrets=pool))
    game.when(register_sybeline())
    drawn = game.when(cmd.DrawSecrets(hero_id="sybeline", drawn=("s2", "s4")), SYBELINE_PLAYER)
    assert drawn[0].secret_ids == ("s2", "s4")  # type: ignore[attr-defined]
    assert drawn[0].draw.source == "physical"  # type: ignore[attr-defined]
    chosen = game.when(cmd.ChooseSecret(hero_id="sybeline", secret_id="s4"), SYBELINE_PLAYER)
    assert chosen[0].returned_secret_id == "s2"  # type: ignore[attr-defined]
    assert [c.secret_id for c in game.state.secret_pool] == ["s1", "s2", "s3", "s5"]
    assert game.sybeline.secret is not None and game.sybeline.secret.text == "Secret 4"


def test_locquemare_ex_21_the_floor_is_minus_four() -> None:
    game = table()
    rolled(game, (-1, -1, -1, -1), "overcome", approach="agora", resource="dogma")
    resolved = game.when(cmd.ResolveAction(action_id="a1"))[0]
    assert resolved.motivation == -4 and resolved.tier == "fail"  # type: ignore[attr-defined]


def test_locquemare_ex_21_server_dice_draw_through_the_random_source() -> None:
    game = table()
    declare(game, "overcome", approach="agora", resource="dogma")
    game.when(cmd.SetDifficulty(action_id="a1"))
    rolled_event = game.when(cmd.RollAction(action_id="a1"),
                           rng=ScriptedRandomSource([0, 0, 0, 0]))[0]
    assert rolled_event.fate.values == (-1, -1, -1, -1)  # type: ignore[attr-defined]
    assert rolled_event.fate.source == "server"  # type: ignore[attr-defined]
    assert game.when(cmd.ResolveAction(action_id="a1"))[0].motivation == -4  # type: ignore[attr-defined]
