"""Third pass (spec 0b), T1 and T2: each test quotes the seed it follows."""


from domain.core import GM
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    SYBELINE_PLAYER,
    R,
    declare,
    table,
)


def test_t1_the_adversity_brings_a_hero_and_an_npc_into_the_running_scene() -> None:
    """« Une clé peut être activée par n'importe quel personnage présent dans une scène »:
    reinforcements join a running scene, with no scene-boundary effect."""
    game = table(heroes=2, scene=False)
    game.when(cmd.CreateNpc(npc_id="traitor", name="Le traître", category="soldier",
                         stress_boxes=1))
    game.when(cmd.StartScene(present_hero_ids=("sybeline",)))
    game.when(cmd.ApplyStress(hero_id="sybeline", amount=1, resource="adrenaline",
                           stress_check_d10=10))
    before = game.state
    events = game.when(cmd.JoinScene(hero_ids=("artus",), npc_ids=("traitor",)))
    assert events == [ev.SceneJoined(hero_ids=("artus",), npc_ids=("traitor",)),
                      ev.NpcRevealed(npc_id="traitor", name="Le traître")]
    assert game.state.scene is not None
    assert game.state.scene.present_hero_ids == ("sybeline", "artus")
    assert game.state.adversity == before.adversity  # no new danger tokens
    assert game.sybeline.stress == before.heroes["sybeline"].stress  # no reset
    declare(game, hero="artus", action_type="overcome", actor=ARTUS_PLAYER)
    assert game.state.action is not None and game.state.action.hero_id == "artus"


def test_t1_leave_scene_takes_npcs_out_and_only_the_adversity_may() -> None:
    """« Une clé peut être activée par n'importe quel personnage présent dans une scène »:
    an npc that leaves is no longer present."""
    game = table(heroes=2, scene=False)
    game.when(cmd.CreateNpc(npc_id="n", name="Brute", category="soldier", stress_boxes=1))
    game.when(cmd.StartScene(present_hero_ids=("sybeline",), present_npc_ids=("n",)))
    spec(LOCQUEMARE).at(game.state).when(cmd.LeaveScene(npc_ids=("n",)), SYBELINE_PLAYER).refused(
        "forbidden"
    )
    spec(LOCQUEMARE).at(game.state).when(cmd.LeaveScene()).refused("invalid_payload")
    assert game.when(cmd.LeaveScene(npc_ids=("n",))) == [ev.NpcsLeftScene(npc_ids=("n",))]
    spec(LOCQUEMARE).at(game.state).when(cmd.LeaveScene(npc_ids=("n",))).refused("not_in_scene")
    spec(LOCQUEMARE).at(game.state).when(cmd.ApplyNpcStress(npc_id="n", amount=1)).refused(
        "npc_unavailable"
    )


def test_t1_join_scene_is_the_adversitys_and_only_in_a_scene() -> None:
    """« Une clé peut être activée par n'importe quel personnage présent dans une scène »:
    presence is the Adversity's to change, while a scene runs."""
    game = table(heroes=2, scene=False)
    spec(LOCQUEMARE).at(game.state).when(cmd.JoinScene(hero_ids=("artus",))).refused("wrong_phase")
    game.when(cmd.StartScene(present_hero_ids=("sybeline",)))
    spec(LOCQUEMARE).at(game.state).when(cmd.JoinScene(hero_ids=("artus",)), ARTUS_PLAYER).refused(
        "forbidden"
    )
    spec(LOCQUEMARE).at(game.state).when(cmd.JoinScene(hero_ids=("ghost",))).refused("unknown_hero")
    spec(LOCQUEMARE).at(game.state).when(cmd.JoinScene()).refused("invalid_payload")
    assert "JoinScene" in [a.type for a in R.available(game.state, GM).available]


def test_t2_an_action_names_only_npcs_and_keys_of_the_scene() -> None:
    """« Une clé peut être activée par n'importe quel personnage présent dans une scène »:
    the target npc, the target key and the advantage's key are in the scene."""
    game = table(heroes=2, scene=False)
    game.when(cmd.CreateNpc(npc_id="n", name="Brute", category="soldier", stress_boxes=1,
                         known=True))  # met, but not in this scene (an unmet one: #38)
    game.when(cmd.StartScene(present_hero_ids=("sybeline",)))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.DeclareAction(
            action_id="a1",
            hero_id="sybeline",
            action_type="attack",
            approach="aggro",
            resource="adrenaline",
            target=cmd.Target(npc_id="n"),
        )
    ).refused("not_in_scene")
    artus_key = "artus-concept"  # Artus is not in this scene
    spec(LOCQUEMARE).at(game.state).when(
        cmd.DeclareAction(
            action_id="a1",
            hero_id="sybeline",
            action_type="overcome",
            approach="aggro",
            resource="adrenaline",
            target=cmd.Target(key_id=artus_key),
        )
    ).refused("not_in_scene")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.DeclareAction(
            action_id="a1",
            hero_id="sybeline",
            action_type="create_advantage",
            approach="aggro",
            resource="adrenaline",
            advantage=cmd.Advantage(mode="activate", key_id=artus_key),
        )
    ).refused("not_in_scene")
    game.when(cmd.JoinScene(hero_ids=("artus",), npc_ids=("n",)))
    declare(game, target=cmd.Target(npc_id="n"))
    assert game.state.action is not None
