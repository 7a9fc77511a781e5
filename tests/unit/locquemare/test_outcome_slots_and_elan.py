"""An outcome's consequence slots (spec 0b, T3) and the Adversity's elan text (T15); each test
quotes the seed it follows."""


from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    declare,
    table,
)


def test_t3_a_taken_slot_is_refused_naming_the_free_severities() -> None:
    """« Si tu ne peux pas augmenter ton stress ou ajouter une conséquence, tu es
    hors-jeu »: a hero who can still add a consequence is not pushed out."""
    game = table()
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="Bleu"))
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="grave", text="Fracture"))
    error = (
        spec(LOCQUEMARE)
        .at(game.state)
        .when(cmd.InflictConsequence(hero_id="sybeline", severity="grave", text="x"))
        .refused("consequence_slot_taken")
    )
    assert "medium" in error.detail and "minor" not in error.detail.split("free:")[1]
    assert game.sybeline.pending_harm is None and not game.sybeline.extreme_used_in_scenario


def test_t3_the_r1_path_is_for_a_hero_with_no_free_slot() -> None:
    """« Si tu ne peux pas augmenter ton stress ou ajouter une conséquence, tu es
    hors-jeu »: only when every slot is used."""
    game = table()
    for severity in ("minor", "medium", "grave"):
        game.when(cmd.InflictConsequence(hero_id="sybeline", severity=severity, text="Mal"))
    events = game.when(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="Encore"))
    assert isinstance(events[-1], ev.HarmPending)
    assert events[-1].options == ("extreme", "accept_defeat", "taken_out")


def test_t3_a_stress_conversion_uses_a_lighter_free_slot_before_the_r1_path() -> None:
    """« Si tu ne peux pas augmenter ton stress ou ajouter une conséquence, tu es
    hors-jeu »: a medium conversion with only the minor slot free takes the minor slot."""
    game = table()
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="medium", text="Entorse"))
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="grave", text="Fracture"))
    for resource, amount in (("adrenaline", 2), ("arsenal", 1), ("biblos", 1), ("volonte", 1)):
        game.when(cmd.ApplyStress(hero_id="sybeline", amount=amount, resource=resource,
                               stress_check_d10=10))
    events = game.when(cmd.ApplyStress(hero_id="sybeline", amount=1, resource="paria",
                                    stress_check_d10=1))
    checked = next(e for e in events if isinstance(e, ev.StressChecked))
    assert (checked.stress, checked.severity) == (6, "medium")
    inflicted = [e for e in events if isinstance(e, ev.ConsequenceInflicted)]
    assert [e.severity for e in inflicted] == ["minor"]
    assert game.sybeline.pending_harm is None


def test_t15_the_adversitys_elan_takes_the_text_she_gives() -> None:
    """« Un élan : un élément narratif temporaire, qui fonctionne exactement comme une
    clé »: it is written on a card, so it has a text."""
    game = table()
    declare(game, action_type="create_advantage", advantage=cmd.Advantage(
        mode="create", key_text="Les outils du garage"))
    # aggro 2 + adrenaline 2 = 4 against 2 + 2: a tie
    game.when(cmd.SetDifficulty(action_id="a1", elan_text="Il connaît le quartier",
                             modifiers=(cmd.Modifier(reason="nuit", value=2),)))
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(0, 0, 0, 0))))
    game.when(cmd.ResolveAction(action_id="a1"))
    events = game.when(cmd.ChooseOutcome(action_id="a1", option="key_both_elan",
                                      elan_text="Coup de main"))
    elans = [e for e in events if isinstance(e, ev.ElanCreated)]
    assert [(e.holder, e.text) for e in elans] == [
        ("sybeline", "Coup de main"), ("adversity", "Il connaît le quartier")]
