"""Revision R1 of 2026-12-01: a consequence with no free slot is paid with the extreme
consequence or by going out, and the action closes (given / when / then)."""

from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    CONCEPT,
    SYBELINE_PLAYER,
    Game,
    declare,
    names,
    rolled,
    table,
)

FAIL = (-1, -1, -1, -1)  # Sybéline aggro 2 + adrenaline 2 - 4 = 0 < 2
EXTREME = cmd.ExtremeOption(replace_key_id=CONCEPT, text="Main broyée")


def full_slots(game: Game, hero_id: str = "sybeline") -> None:
    """Given: the hero's minor, medium and grave slots are used."""
    for severity in ("minor", "medium", "grave"):
        game.when(cmd.InflictConsequence(hero_id=hero_id, severity=severity, text=severity))


def failed_overcome_with_full_slots(extreme_spent: bool = False) -> Game:
    """Given: slots full (and the extreme consequence spent), a failed overcome action."""
    game = table()
    full_slots(game)
    if extreme_spent:
        game.when(cmd.ApplyStress(hero_id="sybeline", amount=20, resource="dogma",
                               stress_check_d10=10))
        game.when(cmd.ResolveHarm(hero_id="sybeline", option="extreme", extreme=EXTREME),
                SYBELINE_PLAYER)
    rolled(game, FAIL, "overcome")
    game.when(cmd.ResolveAction(action_id="a1"), SYBELINE_PLAYER)
    return game


def assert_table_moves_on(game: Game) -> None:
    """Then: another hero may act, and the Adversity may end the scene."""
    declare(game, "overcome", hero="artus", action_id="a2", actor=ARTUS_PLAYER)
    game.when(cmd.SetDifficulty(action_id="a2"))
    game.when(cmd.RollAction(action_id="a2", dice=cmd.FateDice(fate=(1, 1, 1, 1))), ARTUS_PLAYER)
    game.when(cmd.ResolveAction(action_id="a2"), ARTUS_PLAYER)
    assert game.state.action is None
    assert names(game.when(cmd.EndScene()))[0] == "SceneEnded"


def test_r1_the_stuck_scenario_closes_with_the_extreme_consequence() -> None:
    """Seed: "Si tu ne peux pas augmenter ton stress ou ajouter une conséquence, tu es
    hors-jeu." and "Tu ne peux l'utiliser qu'une fois par scénario. Tu dois remplacer une de
    tes clés de personnage par la conséquence extrême"."""
    game = failed_overcome_with_full_slots()
    events = game.when(cmd.ChooseOutcome(action_id="a1", option="overcome_with_consequence"),
                     SYBELINE_PLAYER)
    assert events[-1] == ev.HarmPending(hero_id="sybeline", conversion_severity=None,
                                        overflow=0, owed_consequence=True,
                                        options=("extreme", "accept_defeat", "taken_out"))
    spec(LOCQUEMARE).at(game.state).when(cmd.EndScene()).refused("action_in_progress")
    events = game.when(cmd.ResolveHarm(hero_id="sybeline", option="extreme", extreme=EXTREME),
                     SYBELINE_PLAYER)
    assert names(events) == ["ExtremeConsequenceTaken", "HarmResolved", "ActionClosed"]
    assert CONCEPT not in game.sybeline.character_key_ids
    assert game.sybeline.extreme_used_in_scenario
    assert_table_moves_on(game)


def test_r1_the_stuck_scenario_closes_with_the_hero_out_once_the_extreme_is_spent() -> None:
    """Seed: "Si tu ne peux pas augmenter ton stress ou ajouter une conséquence, tu es
    hors-jeu. Tu ne peux plus intervenir pour cette scène.\""""
    game = failed_overcome_with_full_slots(extreme_spent=True)
    events = game.when(cmd.ChooseOutcome(action_id="a1", option="overcome_with_consequence"),
                     SYBELINE_PLAYER)
    assert events[-1] == ev.HarmPending(hero_id="sybeline", conversion_severity=None,
                                        overflow=0, owed_consequence=True,
                                        options=("accept_defeat", "taken_out"))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ResolveHarm(hero_id="sybeline", option="extreme", extreme=EXTREME), SYBELINE_PLAYER
    ).refused("invalid_option")
    events = game.when(cmd.ResolveHarm(hero_id="sybeline", option="taken_out"), SYBELINE_PLAYER)
    assert events == [ev.HeroTakenOut(hero_id="sybeline"),
                      ev.HarmResolved(hero_id="sybeline", option="taken_out"),
                      ev.ActionClosed(action_id="a1")]
    spec(LOCQUEMARE).at(game.state).when(
        cmd.DeclareAction(
            action_id="a3",
            hero_id="sybeline",
            action_type="attack",
            approach="aggro",
            resource="adrenaline",
        )
    ).refused("hero_unavailable")
    assert_table_moves_on(game)


def test_r1_with_no_option_but_going_out_the_action_closes_at_once() -> None:
    """Seed: "Si tu ne peux pas ... ajouter une conséquence, tu es hors-jeu." A hero who has
    conceded and spent the extreme consequence has nothing left to choose."""
    game = table()
    full_slots(game)
    game.when(cmd.ApplyStress(hero_id="sybeline", amount=20, resource="dogma",
                           stress_check_d10=10))
    game.when(cmd.ResolveHarm(hero_id="sybeline", option="extreme", extreme=EXTREME))
    rolled(game, FAIL, "attack")
    game.when(cmd.ResolveAction(action_id="a1"))
    game.when(cmd.StartConflict(conflict_id="c1"))
    game.when(cmd.AcceptDefeat(hero_id="sybeline"), SYBELINE_PLAYER)
    events = game.when(cmd.ChooseOutcome(action_id="a1", option="elan_for_consequence"))
    assert names(events) == ["OutcomeChosen", "ElanCreated", "HeroTakenOut", "ActionClosed"]
    assert_table_moves_on(game)


def test_r1_an_owed_consequence_that_finds_its_slots_filled_when_inflicted() -> None:
    """Seed: "Si tu ne peux pas ... ajouter une conséquence, tu es hors-jeu." The grave
    slot was free at choice time; a conversion filled it before the Adversity inflicted."""
    game = table()
    for severity in ("minor", "medium"):
        game.when(cmd.InflictConsequence(hero_id="sybeline", severity=severity, text=severity))
    rolled(game, FAIL, "overcome")
    game.when(cmd.ResolveAction(action_id="a1"))
    assert names(game.when(cmd.ChooseOutcome(action_id="a1",
                                          option="overcome_with_consequence"))) == [
        "OutcomeChosen"]
    game.when(cmd.ApplyStress(hero_id="sybeline", amount=7, resource="dogma", stress_check_d10=10))
    game.when(cmd.ResolveHarm(hero_id="sybeline", option="absorb", absorb=cmd.AbsorbOption(
        slots=("grave",), texts=("Chute",))), SYBELINE_PLAYER)
    assert game.state.action is not None  # absorbing other harm does not pay the debt
    events = game.when(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="Dû"))
    assert names(events) == ["HarmPending"]
    events = game.when(cmd.ResolveHarm(hero_id="sybeline", option="extreme", extreme=EXTREME),
                     SYBELINE_PLAYER)
    assert names(events) == ["ExtremeConsequenceTaken", "HarmResolved", "ActionClosed"]
    assert_table_moves_on(game)


def test_r1_an_adversity_consequence_on_full_slots_is_harm_to_resolve() -> None:
    """Seed: "Si tu ne peux pas ... ajouter une conséquence, tu es hors-jeu." (was refused
    with no_free_consequence_slot)."""
    game = table()
    full_slots(game, "artus")
    events = game.when(cmd.InflictConsequence(hero_id="artus", severity="minor", text="Encore"))
    assert events == [ev.HarmPending(hero_id="artus", conversion_severity=None, overflow=0,
                                     owed_consequence=True,
                                     options=("extreme", "accept_defeat", "taken_out"))]
    spec(LOCQUEMARE).at(game.state).when(
        cmd.InflictConsequence(hero_id="artus", severity="minor", text="x")
    ).refused("harm_pending")
    game.when(cmd.ResolveHarm(hero_id="artus", option="taken_out"), ARTUS_PLAYER)
    assert game.hero("artus").taken_out and game.state.action is None
    assert names(game.when(cmd.EndScene()))[0] == "SceneEnded"


def test_r1_a_free_slot_still_lets_the_adversity_pick_the_severity() -> None:
    """Seed: "Tu surmontes l'obstacle mais au prix d'une conséquence" (D24 with slots
    free is unchanged)."""
    game = table()
    full_slots(game)
    game.when(cmd.EndScene(breather_hero_ids=("sybeline",)))  # the minor one heals
    game.when(cmd.StartScene(present_hero_ids=tuple(game.state.heroes)))
    rolled(game, FAIL, "overcome")
    game.when(cmd.ResolveAction(action_id="a1"))
    assert names(game.when(cmd.ChooseOutcome(action_id="a1",
                                          option="overcome_with_consequence"))) == [
        "OutcomeChosen"]
    events = game.when(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="Dû"))
    assert names(events) == ["ConsequenceInflicted", "ActionClosed"]


def test_r1_choosing_an_outcome_waits_for_pending_harm() -> None:
    """Seed: "Si tu ne peux pas augmenter ton stress ..., tu es hors-jeu": harm is settled
    before the hero goes on (hemorrhage struck between resolution and choice)."""
    game = table()
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="Saigne",
                                  effect="hemorrhage"))
    game.when(cmd.ApplyStress(hero_id="sybeline", amount=2, resource="adrenaline",
                           stress_check_d10=10))
    rolled(game, FAIL, "overcome")
    events = game.when(cmd.ResolveAction(action_id="a1", stress_check_d10=10))
    assert names(events)[-1] == "HarmPending"
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ChooseOutcome(action_id="a1", option="obstacle_remains")
    ).refused("harm_pending")
    game.when(cmd.ResolveHarm(hero_id="sybeline", option="taken_out"))
    events = game.when(cmd.ChooseOutcome(action_id="a1", option="overcome_with_consequence"))
    assert names(events) == ["OutcomeChosen"]
    assert names(game.when(cmd.InflictConsequence(hero_id="sybeline", severity="medium",
                                               text="Dû"))) == [
        "ConsequenceInflicted", "ActionClosed"]
