"""Third pass (spec 0b), T3…T5: each test quotes the seed it follows."""

from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import SYBELINE_PLAYER, declare, rolled, table


def test_t3_a_taken_slot_is_refused_naming_the_free_severities() -> None:
    """« Si tu ne peux pas augmenter ton stress ou ajouter une conséquence, tu es
    hors-jeu »: a hero who can still add a consequence is not pushed out."""
    game = table()
    game.do(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="Bleu"))
    game.do(cmd.InflictConsequence(hero_id="sybeline", severity="grave", text="Fracture"))
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
        game.do(cmd.InflictConsequence(hero_id="sybeline", severity=severity, text="Mal"))
    events = game.do(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="Encore"))
    assert isinstance(events[-1], ev.HarmPending)
    assert events[-1].options == ("extreme", "accept_defeat", "taken_out")


def test_t3_a_stress_conversion_uses_a_lighter_free_slot_before_the_r1_path() -> None:
    """« Si tu ne peux pas augmenter ton stress ou ajouter une conséquence, tu es
    hors-jeu »: a medium conversion with only the minor slot free takes the minor slot."""
    game = table()
    game.do(cmd.InflictConsequence(hero_id="sybeline", severity="medium", text="Entorse"))
    game.do(cmd.InflictConsequence(hero_id="sybeline", severity="grave", text="Fracture"))
    for resource, amount in (("adrenaline", 2), ("arsenal", 1), ("biblos", 1), ("volonte", 1)):
        game.do(cmd.ApplyStress(hero_id="sybeline", amount=amount, resource=resource,
                               stress_check_d10=10))
    events = game.do(cmd.ApplyStress(hero_id="sybeline", amount=1, resource="paria",
                                    stress_check_d10=1))
    checked = next(e for e in events if isinstance(e, ev.StressChecked))
    assert (checked.stress, checked.severity) == (6, "medium")
    inflicted = [e for e in events if isinstance(e, ev.ConsequenceInflicted)]
    assert [e.severity for e in inflicted] == ["minor"]
    assert game.sybeline.pending_harm is None


def test_t4_an_attack_on_an_npc_with_pending_harm_waits_for_that_harm() -> None:
    """« Ton attaque est réussie : tu infliges des dégâts selon l'ampleur de ta réussite :
    dégâts = motivation - difficulté »: no damage is lost silently on an npc whose harm
    is pending."""
    game = table(scene=False)
    game.do(cmd.CreateNpc(npc_id="n", name="Brute", category="adversary", stress_boxes=1,
                         consequence_slots=("minor",)))
    game.do(cmd.StartScene(present_hero_ids=("sybeline",), present_npc_ids=("n",)))
    game.do(cmd.ApplyNpcStress(npc_id="n", amount=3))
    assert game.state.npcs["n"].harm_pending == 2
    attack = cmd.DeclareAction(action_id="a1", hero_id="sybeline", action_type="attack",
                              approach="aggro", resource="adrenaline",
                              target=cmd.Target(npc_id="n"))
    spec(LOCQUEMARE).at(game.state).when(attack).refused("npc_harm_pending")
    game.do(cmd.ResolveNpcHarm(npc_id="n", slots=("minor",)))
    game.do(attack)
    assert game.state.action is not None


def test_t5_a_paid_activations_edge_die_is_one_the_adversity_allows() -> None:
    """« Il ne peut être utilisé que lorsque le Maître de Jeu juge qu'un avantage réel
    existe »: the edge die of a paid activation is granted by the Adversity."""
    game = table()
    rolled(game, (0, 0, 0, 0))
    activation = cmd.ActivateKey(action_id="a1", key_id="sybeline-concept",
                                activator_hero_id="sybeline", payment="exploit",
                                edge_die=cmd.EdgeDie(sides=8, value=7))
    spec(LOCQUEMARE).at(game.state).when(activation, SYBELINE_PLAYER).refused(
        "edge_die_not_allowed"
    )
    game = table()
    rolled(game, (0, 0, 0, 0), edge_dice=(8, 12))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateKey(
            action_id="a1",
            key_id="sybeline-concept",
            activator_hero_id="sybeline",
            payment="exploit",
            edge_die=cmd.EdgeDie(sides=6, value=5),
        ),
        SYBELINE_PLAYER,
    ).refused("edge_die_not_allowed")
    events = game.do(activation, SYBELINE_PLAYER)
    assert isinstance(events[0], ev.KeyActivated) and events[0].bonus == 7
    spec(LOCQUEMARE).at(game.state).when(cmd.SetDifficulty(action_id="a1", edge_dice=(7,))).refused(
        "wrong_step"
    )


def test_t5_set_difficulty_allows_only_real_edge_dice() -> None:
    """« Il ne peut être utilisé que lorsque le Maître de Jeu juge qu'un avantage réel
    existe »: the sides are those of the dice the seed names (D19)."""
    game = table()
    declare(game)
    spec(LOCQUEMARE).at(game.state).when(cmd.SetDifficulty(action_id="a1", edge_dice=(7,))).refused(
        "invalid_dice"
    )
