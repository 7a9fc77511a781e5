"""Decisions D25-D36 of spec section 9, pinned through the decider."""

import pytest

from domain.core import Actor
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from domain.locquemare.state import Prowess
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    CONCEPT,
    SYBELINE_PLAYER,
    Game,
    declare,
    names,
    register,
    register_sybeline,
    rolled,
    table,
)


def test_d25_each_trigger_is_one_point_and_the_excess_is_lost() -> None:
    game = Game()
    game.when(register_sybeline())
    events = game.when(cmd.AwardEvolutionPoints(hero_id="sybeline", reasons=(
        "killed_undetected", "erased_evidence", "used_stealth", "convinced_someone",
        "used_influence", "used_others", "used_force", "used_cunning", "used_technology")))
    assert (events[0].gained, events[0].lost, events[0].track) == (9, 1, 8)  # type: ignore[attr-defined]


def test_d26_chorus_decisions_are_issued_by_the_gm_seat() -> None:
    game = table(scene=False)
    spec(LOCQUEMARE).at(game.state).when(cmd.EndAct(), SYBELINE_PLAYER).refused("forbidden")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.AwardEvolutionPoints(hero_id="sybeline", reasons=("secret",)), SYBELINE_PLAYER
    ).refused("forbidden")


def test_d27_act_end_heals_minor_and_chosen_medium_consequences_not_grave() -> None:
    game = table()
    for hero_id in ("sybeline", "artus"):
        for severity in ("minor", "medium", "grave"):
            game.when(cmd.InflictConsequence(hero_id=hero_id, severity=severity, text=severity))
    game.when(cmd.EndScene())
    game.when(cmd.EndAct(medium_recovery_hero_ids=("artus",)))
    assert [s for s, k in game.sybeline.consequence_slots.items() if k] == ["medium", "grave"]
    assert [s for s, k in game.hero("artus").consequence_slots.items() if k] == ["grave"]


def test_d28_a_d10_shows_1_to_10_and_stress_1_never_converts() -> None:
    game = table()
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ApplyStress(hero_id="sybeline", amount=1, resource="adrenaline", stress_check_d10=0)
    ).refused("invalid_dice")
    events = game.when(cmd.ApplyStress(hero_id="sybeline", amount=1, resource="adrenaline",
                                    stress_check_d10=1))
    assert not events[1].converted  # type: ignore[attr-defined]


def test_d29_each_other_panicked_present_hero_adds_one_to_the_difficulty() -> None:
    """Changed by R4 (was: the panicked hero's own difficulty counted too). Seed: "Paniqué:
    quitte la scène ou rend les choses compliquées pour les autres"."""
    game = table()
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="Panique",
                                  effect="panicked"))
    game.when(cmd.InflictConsequence(hero_id="artus", severity="minor", text="Peur",
                                  effect="panicked"))
    declare(game)
    events = game.when(cmd.SetDifficulty(action_id="a1"))
    assert (events[0].panicked, events[0].total) == (1, 3)  # type: ignore[attr-defined]


def test_d30_free_activations_on_character_keys_outlive_the_scene() -> None:
    game = table()
    game.when(cmd.CreateKey(key_id="fog", text="Brouillard"))
    for key_id in (CONCEPT, "fog"):
        game.given([ev.FreeActivationsGranted(key_id=key_id, holder="sybeline", count=1,
                                              reason="test")])
    game.when(cmd.EndScene())
    assert game.state.keys[CONCEPT].free_activations == {"sybeline": 1}
    assert "fog" not in game.state.keys


def test_d31_a_prowess_costs_a_token_only_when_flagged() -> None:
    game = Game()
    game.when(register_sybeline(hero_prowesses=(
        Prowess(prowess_id="free", name="Free", effect="bonus", bonus=1),
        Prowess(prowess_id="paid", name="Paid", effect="bonus", bonus=2, costs_token=True),
        Prowess(name="C"))))
    game.when(cmd.StartScenario())
    game.when(cmd.StartAct())
    game.when(cmd.StartScene(present_hero_ids=("sybeline",)))
    rolled(game, (0, 0, 0, 0))
    assert names(game.when(cmd.ActivateProwess(action_id="a1", prowess_id="free"))) == [
        "ProwessActivated"]
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateProwess(action_id="a1", prowess_id="paid")
    ).refused("no_token")
    events = game.when(cmd.ActivateProwess(action_id="a1", prowess_id="paid", payment="exploit"))
    assert names(events) == ["ProwessActivated", "TokenSpent"]
    assert game.when(cmd.ResolveAction(action_id="a1"))[0].prowess_bonus == 3  # type: ignore[attr-defined]


def test_d32_exploits_may_help_an_ally() -> None:
    game = table()
    rolled(game, (0, 0, 0, 0))
    events = game.when(cmd.ActivateKey(action_id="a1", key_id="artus-concept",
                                    activator_hero_id="artus", payment="exploit"), ARTUS_PLAYER)
    assert events[0].beneficiary == "sybeline"  # type: ignore[attr-defined]


def test_d33_the_adversity_activates_before_the_roll_and_heroes_after() -> None:
    game = table()
    declare(game)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateKey(
            action_id="a1", key_id=CONCEPT, activator_hero_id="sybeline", payment="exploit"
        )
    ).refused("wrong_step")
    game.when(cmd.SetDifficulty(action_id="a1"))
    spec(LOCQUEMARE).at(game.state).when(cmd.SetDifficulty(action_id="a1")).refused("wrong_step")


def test_d34_motivation_has_no_cap() -> None:
    game = Game()
    high = {"aggro": 3, "metis": 3, "focus": 2, "flamme": 0, "flexx": 0, "ombre": 0,
            "techno": 0, "agora": 0}
    game.when(register("hero", "Hero", "p1", approaches=high, resources={
        "adrenaline": 3, "arsenal": 3, "biblos": 2, "volonte": 0, "dogma": 0, "paria": 0,
        "mystique": 0, "ichor": 0}))
    game.when(cmd.StartScenario())
    game.when(cmd.StartAct())
    game.when(cmd.StartScene(present_hero_ids=("hero",)))
    declare(game, hero="hero")
    # T5: the paid activation's d20 is one the Adversity allows
    game.when(cmd.SetDifficulty(action_id="a1", grant_edge_die=20, edge_dice=(20,)))
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(1, 1, 1, 1), edge=20)))
    game.when(cmd.ActivateKey(action_id="a1", key_id="hero-concept", activator_hero_id="hero",
                           payment="exploit", edge_die=cmd.EdgeDie(sides=20, value=20)))
    assert game.when(cmd.ResolveAction(action_id="a1"))[0].motivation == 50  # type: ignore[attr-defined]


def test_d35_one_open_action_at_a_time() -> None:
    game = table()
    declare(game)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.DeclareAction(
            action_id="a2",
            hero_id="artus",
            action_type="attack",
            approach="aggro",
            resource="adrenaline",
        )
    ).refused("action_in_progress")


def test_d36_an_elan_is_free_to_activate_and_disappears() -> None:
    game = table()
    game.given([ev.ElanCreated(key_id="elan1", holder="sybeline", text="Élan")])
    rolled(game, (0, 0, 0, 0))
    events = game.when(cmd.ActivateKey(action_id="a1", key_id="elan1",
                                    activator_hero_id="sybeline", payment="elan"))
    assert names(events) == ["KeyActivated", "ElanUsed", "KeyRemoved"]
    assert "elan1" not in game.state.keys
    assert game.sybeline.tokens == {"exploit": 2, "offering": 1, "danger": 0}


@pytest.mark.parametrize("actor", [Actor(seat_id="p2", role="player")])
def test_d36_only_the_holder_activates_an_elan(actor: Actor) -> None:
    game = table()
    game.given([ev.ElanCreated(key_id="elan1", holder="sybeline", text="Élan")])
    rolled(game, (0, 0, 0, 0))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateKey(action_id="a1", key_id="elan1", activator_hero_id="artus", payment="elan"),
        actor,
    ).refused("not_elan_holder")
