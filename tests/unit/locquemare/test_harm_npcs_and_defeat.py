"""Harm: an attack waits for an npc's pending harm (T4), the Adversity accepts defeat (T12),
an npc's consequences, restoring and return (T13); each test quotes the seed it follows."""


from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    SYBELINE_PLAYER,
    declare,
    rolled,
    table,
    wounded_boss,
)


def test_t4_an_attack_on_an_npc_with_pending_harm_waits_for_that_harm() -> None:
    """« Ton attaque est réussie : tu infliges des dégâts selon l'ampleur de ta réussite :
    dégâts = motivation - difficulté »: no damage is lost silently on an npc whose harm
    is pending."""
    game = table(scene=False)
    game.when(cmd.CreateNpc(npc_id="n", name="Brute", category="adversary", stress_boxes=1,
                         consequence_slots=("minor",)))
    game.when(cmd.StartScene(present_hero_ids=("sybeline",), present_npc_ids=("n",)))
    game.when(cmd.ApplyNpcStress(npc_id="n", amount=3))
    assert game.state.npcs["n"].harm_pending == 2
    attack = cmd.DeclareAction(action_id="a1", hero_id="sybeline", action_type="attack",
                              approach="aggro", resource="adrenaline",
                              target=cmd.Target(npc_id="n"))
    spec(LOCQUEMARE).at(game.state).when(attack).refused("npc_harm_pending")
    game.when(cmd.ResolveNpcHarm(npc_id="n", slots=("minor",)))
    game.when(attack)
    assert game.state.action is not None


def test_t12_the_adversity_accepts_defeat_in_any_scene() -> None:
    """« Elle perd les jetons non dépensés à la fin de chaque scène, sauf si elle a accepté
    la défaite. Dans ce cas, elle prend 2 jetons supplémentaires »: per scene, conflict
    or not."""
    game = table()
    assert game.when(cmd.AdversityAcceptsDefeat()) == [ev.AdversityDefeatAccepted()]
    spec(LOCQUEMARE).at(game.state).when(cmd.AdversityAcceptsDefeat()).refused(
        "defeat_already_accepted"
    )
    kept = game.state.adversity.danger
    assert ev.AdversityTokensKept(kept=kept) in game.when(cmd.EndScene())
    spec(LOCQUEMARE).at(game.state).when(cmd.AdversityAcceptsDefeat()).refused("wrong_phase")


def test_t13_restore_npc_heals_it_once_its_harm_is_resolved() -> None:
    """« Une clé peut être activée par n'importe quel personnage présent dans une
    scène »: a healed npc is back in play."""
    game = table(scene=False)
    game.when(cmd.CreateNpc(npc_id="n", name="Brute", category="soldier", stress_boxes=1))
    game.when(cmd.StartScene(present_hero_ids=("sybeline",), present_npc_ids=("n",)))
    game.when(cmd.ApplyNpcStress(npc_id="n", amount=2))
    assert game.state.npcs["n"].taken_out
    assert game.when(cmd.RestoreNpc(npc_id="n")) == [ev.NpcRestored(npc_id="n")]
    npc = game.state.npcs["n"]
    assert (npc.taken_out, npc.stress_marked, npc.consequences) == (False, 0, ())
    spec(LOCQUEMARE).at(game.state).when(cmd.RestoreNpc(npc_id="n"), SYBELINE_PLAYER).refused(
        "forbidden"
    )


def test_t13_an_npcs_consequence_is_a_key_heroes_may_activate() -> None:
    """« Une clé peut être activée par n'importe quel personnage présent dans une
    scène »: the npc's consequence is a key of the scene, gone when it is healed."""
    game = table(scene=False)
    game.when(cmd.CreateNpc(npc_id="boss", name="Le chef", category="adversary", stress_boxes=1,
                         consequence_slots=("minor",)))
    game.when(cmd.StartScene(present_hero_ids=("sybeline",), present_npc_ids=("boss",)))
    game.when(cmd.ApplyNpcStress(npc_id="boss", amount=3))
    events = game.when(cmd.ResolveNpcHarm(npc_id="boss", slots=("minor",)))
    key = next(e.key for e in events if isinstance(e, ev.KeyCreated))
    assert (key.kind, key.owner_npc_id, key.severity) == ("consequence", "boss", "minor")
    rolled(game, (0, 0, 0, 0))
    activated = game.when(cmd.ActivateKey(action_id="a1", key_id=key.key_id,
                                       activator_hero_id="sybeline", payment="exploit"),
                        SYBELINE_PLAYER)
    assert isinstance(activated[0], ev.KeyActivated)
    game.when(cmd.ResolveAction(action_id="a1"))
    game.when(cmd.ChooseOutcome(action_id="a1", option="damage"))
    restored = game.when(cmd.RestoreNpc(npc_id="boss"))
    assert ev.KeyRemoved(key_id=key.key_id, reason="recovered") in restored


def test_t13_an_npc_taken_out_is_back_at_the_next_scene() -> None:
    """« Si tu ne peux pas augmenter ton stress ou ajouter une conséquence, tu es hors-jeu.
    Tu ne peux plus intervenir pour cette scène. »: out for this scene only; its
    consequences stay until it is healed."""
    game = table(scene=False)
    key_id = wounded_boss(game)
    game.when(cmd.ApplyNpcStress(npc_id="boss", amount=3))
    assert game.state.npcs["boss"].taken_out
    spec(LOCQUEMARE).at(game.state).when(cmd.ApplyNpcStress(npc_id="boss", amount=1)).refused(
        "npc_unavailable"
    )
    game.when(cmd.EndScene())
    boss = game.state.npcs["boss"]
    assert (boss.taken_out, boss.consequences) == (False, ("minor",))
    assert key_id in game.state.keys
    game.when(cmd.StartScene(present_hero_ids=("sybeline",)))
    game.when(cmd.JoinScene(npc_ids=("boss",)))
    declare(game, target=cmd.Target(npc_id="boss"))
    game.when(cmd.SetDifficulty(action_id="a1"))
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(1, 1, 1, 1))))
    game.when(cmd.ResolveAction(action_id="a1"))
    dealt = game.when(cmd.ChooseOutcome(action_id="a1", option="damage"))
    assert any(isinstance(e, ev.DamageDealt) and e.npc_id == "boss" for e in dealt)
