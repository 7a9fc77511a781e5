"""Third pass (spec 0b), T6…T15: each test quotes the seed it follows (T6: see
``test_revisions_r2_to_r4.py::test_t6_*``)."""

import msgspec

from domain.core import GM
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from domain.locquemare.state import LocquemareOptions, SecretCard
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    HAMARTIA,
    SYBELINE_PLAYER,
    Game,
    R,
    declare,
    register_sybeline,
    rolled,
    table,
)


def test_t7_a_hero_whose_secret_is_revealed_draws_new_ones() -> None:
    """« De nouveaux secrets peuvent être acquis au fur et à mesure de l'évolution du
    personnage »: once revealed, the secret stays in the hero's history."""
    game = Game(LocquemareOptions(secrets=tuple(
        SecretCard(secret_id=f"s{i}", text=f"Secret {i}") for i in range(4))))
    game.do(register_sybeline(), SYBELINE_PLAYER)
    game.do(cmd.DrawSecrets(hero_id="sybeline", drawn=("s0", "s1")), SYBELINE_PLAYER)
    game.do(cmd.ChooseSecret(hero_id="sybeline", secret_id="s0"), SYBELINE_PLAYER)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.DrawSecrets(hero_id="sybeline"), SYBELINE_PLAYER
    ).refused("secret_already_chosen")
    game.do(cmd.RevealSecret(hero_id="sybeline"), SYBELINE_PLAYER)
    game.do(cmd.DrawSecrets(hero_id="sybeline", drawn=("s2", "s3")), SYBELINE_PLAYER)
    game.do(cmd.ChooseSecret(hero_id="sybeline", secret_id="s3"), SYBELINE_PLAYER)
    assert game.sybeline.secret.secret_id == "s3"
    assert [(s.secret_id, s.revealed) for s in game.sybeline.past_secrets] == [("s0", True)]


def test_t8_an_ally_cannot_pay_a_complication_with_an_offering() -> None:
    """« Une offrande ne peut être utilisée que pour activer une clé afin d'aider un autre
    personnage que le sien à accomplir une action »."""
    game = table()
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ProposeComplication(
            complication_id="c1",
            hero_id="sybeline",
            key_id=HAMARTIA,
            complication_kind="decision",
            text="Suis-moi",
            proposer="artus",
            token="offering",
        ),
        ARTUS_PLAYER,
    ).refused("offering_only_helps")


def test_t12_the_adversity_accepts_defeat_in_any_scene() -> None:
    """« Elle perd les jetons non dépensés à la fin de chaque scène, sauf si elle a accepté
    la défaite. Dans ce cas, elle prend 2 jetons supplémentaires »: per scene, conflict
    or not."""
    game = table()
    assert game.do(cmd.AdversityAcceptsDefeat()) == [ev.AdversityDefeatAccepted()]
    spec(LOCQUEMARE).at(game.state).when(cmd.AdversityAcceptsDefeat()).refused(
        "defeat_already_accepted"
    )
    kept = game.state.adversity.danger
    assert ev.AdversityTokensKept(kept=kept) in game.do(cmd.EndScene())
    spec(LOCQUEMARE).at(game.state).when(cmd.AdversityAcceptsDefeat()).refused("wrong_phase")


def test_t15_the_adversitys_elan_takes_the_text_she_gives() -> None:
    """« Un élan : un élément narratif temporaire, qui fonctionne exactement comme une
    clé »: it is written on a card, so it has a text."""
    game = table()
    declare(game, action_type="create_advantage", advantage=cmd.Advantage(
        mode="create", key_text="Les outils du garage"))
    # aggro 2 + adrenaline 2 = 4 against 2 + 2: a tie
    game.do(cmd.SetDifficulty(action_id="a1", elan_text="Il connaît le quartier",
                             modifiers=(cmd.Modifier(reason="nuit", value=2),)))
    game.do(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(0, 0, 0, 0))))
    game.do(cmd.ResolveAction(action_id="a1"))
    events = game.do(cmd.ChooseOutcome(action_id="a1", option="key_both_elan",
                                      elan_text="Coup de main"))
    elans = [e for e in events if isinstance(e, ev.ElanCreated)]
    assert [(e.holder, e.text) for e in elans] == [
        ("sybeline", "Coup de main"), ("adversity", "Il connaît le quartier")]


def test_t9_a_hero_out_of_the_scene_neither_complicates_nor_states_facts() -> None:
    """« Tu ne peux plus intervenir pour cette scène »: taken out (or absent), a hero
    proposes no complication and establishes no fact."""
    game = table(heroes=2, scene=False)
    game.do(cmd.StartScene(present_hero_ids=("sybeline",)))
    proposal = cmd.ProposeComplication(complication_id="c1", hero_id="artus",
                                      key_id="artus-hamartia", complication_kind="event",
                                      text="x", proposer="artus")
    spec(LOCQUEMARE).at(game.state).when(proposal, ARTUS_PLAYER).refused("not_in_scene")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.EstablishFact(text="Je connais ce quartier"), ARTUS_PLAYER
    ).refused("not_in_scene")
    game.do(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="x"))
    game.do(cmd.InflictConsequence(hero_id="sybeline", severity="medium", text="x"))
    game.do(cmd.InflictConsequence(hero_id="sybeline", severity="grave", text="x"))
    game.do(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="x"))
    game.do(cmd.ResolveHarm(hero_id="sybeline", option="taken_out"), SYBELINE_PLAYER)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ProposeComplication(
            complication_id="c1",
            hero_id="sybeline",
            key_id=HAMARTIA,
            complication_kind="event",
            text="x",
            proposer="sybeline",
        ),
        SYBELINE_PLAYER,
    ).refused("taken_out")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.EstablishFact(text="x", hero_id="sybeline"), SYBELINE_PLAYER
    ).refused("taken_out")
    game.do(cmd.JoinScene(hero_ids=("artus",)))
    assert game.do(cmd.EstablishFact(text="Je connais ce quartier"), ARTUS_PLAYER)


def test_t11_a_discovery_may_find_nothing_and_reveals_only_a_key_of_the_scene() -> None:
    """« découvrir une clé existant que tu ne connaissais pas »: what is discovered is a
    key of this scene, or nothing; no unrelated hidden key is revealed."""
    game = table()
    game.do(cmd.CreateNpc(npc_id="plotter", name="Le comploteur", category="horde",
                         known=True))
    game.do(cmd.CreateKey(key_id="elsewhere", text="Le complot", known=False,
                         persistent=True, owner=cmd.KeyOwner(npc_id="plotter")))
    declare(game, "create_advantage", advantage=cmd.Advantage(mode="discover"))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.SetDifficulty(action_id="a1", hidden_key_id="elsewhere")
    ).refused("not_in_scene")
    game.do(cmd.SetDifficulty(action_id="a1"))
    game.do(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(1, 1, 1, 1))))
    events = game.do(cmd.ResolveAction(action_id="a1"))
    assert not [e for e in events if isinstance(e, ev.KeyRevealed)]
    assert game.state.action is None


def test_t14_npcs_are_secret_until_met() -> None:
    """« l'Adversité, qui va créer des embûches pour les Héros »: the traitor she prepares
    is hers until he appears (he joins the scene, or she reveals him)."""
    game = table()
    created = game.do(cmd.CreateNpc(npc_id="traitor", name="Le traître", category="soldier",
                                   stress_boxes=1))
    hero_view = msgspec.json.encode(R.view(game.state, SYBELINE_PLAYER))
    assert b"traitor" not in hero_view and b"tra\\u00eetre" not in hero_view
    assert R.visible(created[0], SYBELINE_PLAYER) is False
    assert "traitor" in R.view(game.state, GM).npcs
    game.do(cmd.CreateNpc(npc_id="spy", name="L'espion", category="horde"))
    assert game.do(cmd.RevealNpc(npc_id="spy")) == [ev.NpcRevealed(npc_id="spy",
                                                                  name="L'espion")]
    spec(LOCQUEMARE).at(game.state).when(cmd.RevealNpc(npc_id="spy")).refused("npc_already_known")
    assert "spy" in R.view(game.state, SYBELINE_PLAYER).npcs
    game.do(cmd.JoinScene(npc_ids=("traitor",)))
    assert "traitor" in R.view(game.state, SYBELINE_PLAYER).npcs
    known = game.do(cmd.CreateNpc(npc_id="mayor", name="Le maire", category="horde",
                                 known=True))
    assert R.visible(known[0], SYBELINE_PLAYER) is True


def test_t13_restore_npc_heals_it_once_its_harm_is_resolved() -> None:
    """« Une clé peut être activée par n'importe quel personnage présent dans une
    scène »: a healed npc is back in play."""
    game = table(scene=False)
    game.do(cmd.CreateNpc(npc_id="n", name="Brute", category="soldier", stress_boxes=1))
    game.do(cmd.StartScene(present_hero_ids=("sybeline",), present_npc_ids=("n",)))
    game.do(cmd.ApplyNpcStress(npc_id="n", amount=2))
    assert game.state.npcs["n"].taken_out
    assert game.do(cmd.RestoreNpc(npc_id="n")) == [ev.NpcRestored(npc_id="n")]
    npc = game.state.npcs["n"]
    assert (npc.taken_out, npc.stress_marked, npc.consequences) == (False, 0, ())
    spec(LOCQUEMARE).at(game.state).when(cmd.RestoreNpc(npc_id="n"), SYBELINE_PLAYER).refused(
        "forbidden"
    )


def test_t10_a_situation_key_a_hero_owns_is_that_heros_key() -> None:
    """« Dans certaines situations, le fait de posséder une clé complique ta vie. Dans ce
    cas, n'importe qui peut activer cette clé pour créer une complication »."""
    game = table()
    game.do(cmd.CreateKey(key_id="debt", text="Endetté auprès du cartel",
                         owner=cmd.KeyOwner(hero_id="sybeline")))
    game.do(cmd.ProposeComplication(complication_id="c1", hero_id="sybeline", key_id="debt",
                                   complication_kind="event", text="Le cartel réclame",
                                   proposer="adversity"))
    declare(game, action_type="overcome")
    events = game.do(cmd.SetDifficulty(action_id="a1", key_activations=(
        cmd.KeyActivationSpec(key_id="debt"),)))
    assert ev.TokenGained(hero_id="sybeline", kind="danger", count=1,
                          reason="key_activated_against") in events


def test_t13_an_npcs_consequence_is_a_key_heroes_may_activate() -> None:
    """« Une clé peut être activée par n'importe quel personnage présent dans une
    scène »: the npc's consequence is a key of the scene, gone when it is healed."""
    game = table(scene=False)
    game.do(cmd.CreateNpc(npc_id="boss", name="Le chef", category="adversary", stress_boxes=1,
                         consequence_slots=("minor",)))
    game.do(cmd.StartScene(present_hero_ids=("sybeline",), present_npc_ids=("boss",)))
    game.do(cmd.ApplyNpcStress(npc_id="boss", amount=3))
    events = game.do(cmd.ResolveNpcHarm(npc_id="boss", slots=("minor",)))
    key = next(e.key for e in events if isinstance(e, ev.KeyCreated))
    assert (key.kind, key.owner_npc_id, key.severity) == ("consequence", "boss", "minor")
    rolled(game, (0, 0, 0, 0))
    activated = game.do(cmd.ActivateKey(action_id="a1", key_id=key.key_id,
                                       activator_hero_id="sybeline", payment="exploit"),
                        SYBELINE_PLAYER)
    assert isinstance(activated[0], ev.KeyActivated)
    game.do(cmd.ResolveAction(action_id="a1"))
    game.do(cmd.ChooseOutcome(action_id="a1", option="damage"))
    restored = game.do(cmd.RestoreNpc(npc_id="boss"))
    assert ev.KeyRemoved(key_id=key.key_id, reason="recovered") in restored


def _wounded_boss(game: Game) -> str:
    """The adversary « Le chef » in a scene with Sybéline, with a minor consequence."""
    game.do(cmd.CreateNpc(npc_id="boss", name="Le chef", category="adversary", stress_boxes=1,
                         consequence_slots=("minor",)))
    game.do(cmd.StartScene(present_hero_ids=("sybeline",), present_npc_ids=("boss",)))
    game.do(cmd.ApplyNpcStress(npc_id="boss", amount=3))
    events = game.do(cmd.ResolveNpcHarm(npc_id="boss", slots=("minor",)))
    return next(e.key.key_id for e in events if isinstance(e, ev.KeyCreated))


def _on_boss(cid: str, key_id: str, **fields: object) -> cmd.ProposeComplication:
    values: dict[str, object] = {"npc_id": "boss", "key_id": key_id, "proposer": "sybeline",
                                 "token": "exploit", "complication_kind": "event",
                                 "text": "Le chef boite et trébuche", **fields}
    return cmd.ProposeComplication(complication_id=cid, **values)  # type: ignore[arg-type]


def test_t13_a_hero_builds_a_complication_on_an_npcs_consequence() -> None:
    """« Dans certaines situations, le fait de posséder une clé complique ta vie. Dans ce
    cas, n'importe qui peut activer cette clé pour créer une complication. » « La
    personnage qui créé une complication pour votre personnage doit te donner un jeton »:
    the npc owns its consequence; the Adversity, who plays it, answers; the ally's token
    becomes one of her danger tokens, and she refuses by giving one."""
    game = table(scene=False)
    key_id = _wounded_boss(game)
    danger, exploits = game.state.adversity.danger, game.sybeline.tokens["exploit"]
    spec(LOCQUEMARE).at(game.state).when(_on_boss("c0", HAMARTIA), SYBELINE_PLAYER).refused(
        "not_npc_key"
    )
    spec(LOCQUEMARE).at(game.state).when(
        _on_boss("c0", key_id, token="offering"), SYBELINE_PLAYER
    ).refused("offering_only_helps")
    spec(LOCQUEMARE).at(game.state).when(
        _on_boss("c0", key_id, proposer="adversity", token=None)
    ).refused("invalid_payload")
    game.do(_on_boss("c1", key_id), SYBELINE_PLAYER)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.AcceptComplication(complication_id="c1"), SYBELINE_PLAYER
    ).refused("forbidden")
    events = game.do(cmd.AcceptComplication(complication_id="c1"))
    assert ev.TokenSpent(hero_id="sybeline", kind="exploit",
                         purpose="npc_complication") in events
    assert game.state.adversity.danger == danger + 1
    assert game.sybeline.tokens["exploit"] == exploits - 1
    game.do(_on_boss("c2", key_id), SYBELINE_PLAYER)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RefuseComplication(complication_id="c2", payment="exploit")
    ).refused("invalid_payload")
    refused = game.do(cmd.RefuseComplication(complication_id="c2", payment="danger"))
    assert isinstance(refused[1], ev.DangerTokenSpent)
    assert game.state.adversity.danger == danger
    assert game.state.complications["c2"].status == "refused"


def test_t13_an_npc_taken_out_is_back_at_the_next_scene() -> None:
    """« Si tu ne peux pas augmenter ton stress ou ajouter une conséquence, tu es hors-jeu.
    Tu ne peux plus intervenir pour cette scène. »: out for this scene only; its
    consequences stay until it is healed."""
    game = table(scene=False)
    key_id = _wounded_boss(game)
    game.do(cmd.ApplyNpcStress(npc_id="boss", amount=3))
    assert game.state.npcs["boss"].taken_out
    spec(LOCQUEMARE).at(game.state).when(cmd.ApplyNpcStress(npc_id="boss", amount=1)).refused(
        "npc_unavailable"
    )
    game.do(cmd.EndScene())
    boss = game.state.npcs["boss"]
    assert (boss.taken_out, boss.consequences) == (False, ("minor",))
    assert key_id in game.state.keys
    game.do(cmd.StartScene(present_hero_ids=("sybeline",)))
    game.do(cmd.JoinScene(npc_ids=("boss",)))
    declare(game, target=cmd.Target(npc_id="boss"))
    game.do(cmd.SetDifficulty(action_id="a1"))
    game.do(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(1, 1, 1, 1))))
    game.do(cmd.ResolveAction(action_id="a1"))
    dealt = game.do(cmd.ChooseOutcome(action_id="a1", option="damage"))
    assert any(isinstance(e, ev.DamageDealt) and e.npc_id == "boss" for e in dealt)
