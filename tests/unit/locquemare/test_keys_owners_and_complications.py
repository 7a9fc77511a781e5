"""Keys: who pays a complication (T8), a hero out of the scene (T9), a situation key's owner
(T10), a discovery (T11), a complication on an npc's consequence (T13); each test quotes the
seed it follows."""


from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    HAMARTIA,
    SYBELINE_PLAYER,
    declare,
    table,
    wounded_boss,
)


def _on_boss(cid: str, key_id: str, **fields: object) -> cmd.ProposeComplication:
    values: dict[str, object] = {"npc_id": "boss", "key_id": key_id, "proposer": "sybeline",
                                 "token": "exploit", "complication_kind": "event",
                                 "text": "Le chef boite et trébuche", **fields}
    return cmd.ProposeComplication(complication_id=cid, **values)  # type: ignore[arg-type]


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


def test_t9_a_hero_out_of_the_scene_neither_complicates_nor_states_facts() -> None:
    """« Tu ne peux plus intervenir pour cette scène »: taken out (or absent), a hero
    proposes no complication and establishes no fact."""
    game = table(heroes=2, scene=False)
    game.when(cmd.StartScene(present_hero_ids=("sybeline",)))
    proposal = cmd.ProposeComplication(complication_id="c1", hero_id="artus",
                                      key_id="artus-hamartia", complication_kind="event",
                                      text="x", proposer="artus")
    spec(LOCQUEMARE).at(game.state).when(proposal, ARTUS_PLAYER).refused("not_in_scene")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.EstablishFact(text="Je connais ce quartier"), ARTUS_PLAYER
    ).refused("not_in_scene")
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="x"))
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="medium", text="x"))
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="grave", text="x"))
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="x"))
    game.when(cmd.ResolveHarm(hero_id="sybeline", option="taken_out"), SYBELINE_PLAYER)
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
    game.when(cmd.JoinScene(hero_ids=("artus",)))
    assert game.when(cmd.EstablishFact(text="Je connais ce quartier"), ARTUS_PLAYER)


def test_t11_a_discovery_may_find_nothing_and_reveals_only_a_key_of_the_scene() -> None:
    """« découvrir une clé existant que tu ne connaissais pas »: what is discovered is a
    key of this scene, or nothing; no unrelated hidden key is revealed."""
    game = table()
    game.when(cmd.CreateNpc(npc_id="plotter", name="Le comploteur", category="horde",
                         known=True))
    game.when(cmd.CreateKey(key_id="elsewhere", text="Le complot", known=False,
                         persistent=True, owner=cmd.KeyOwner(npc_id="plotter")))
    declare(game, "create_advantage", advantage=cmd.Advantage(mode="discover"))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.SetDifficulty(action_id="a1", hidden_key_id="elsewhere")
    ).refused("not_in_scene")
    game.when(cmd.SetDifficulty(action_id="a1"))
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(1, 1, 1, 1))))
    events = game.when(cmd.ResolveAction(action_id="a1"))
    assert not [e for e in events if isinstance(e, ev.KeyRevealed)]
    assert game.state.action is None


def test_t10_a_situation_key_a_hero_owns_is_that_heros_key() -> None:
    """« Dans certaines situations, le fait de posséder une clé complique ta vie. Dans ce
    cas, n'importe qui peut activer cette clé pour créer une complication »."""
    game = table()
    game.when(cmd.CreateKey(key_id="debt", text="Endetté auprès du cartel",
                         owner=cmd.KeyOwner(hero_id="sybeline")))
    game.when(cmd.ProposeComplication(complication_id="c1", hero_id="sybeline", key_id="debt",
                                   complication_kind="event", text="Le cartel réclame",
                                   proposer="adversity"))
    declare(game, action_type="overcome")
    events = game.when(cmd.SetDifficulty(action_id="a1", key_activations=(
        cmd.KeyActivationSpec(key_id="debt"),)))
    assert ev.TokenGained(hero_id="sybeline", kind="danger", count=1,
                          reason="key_activated_against") in events


def test_t13_a_hero_builds_a_complication_on_an_npcs_consequence() -> None:
    """« Dans certaines situations, le fait de posséder une clé complique ta vie. Dans ce
    cas, n'importe qui peut activer cette clé pour créer une complication. » « La
    personnage qui créé une complication pour votre personnage doit te donner un jeton »:
    the npc owns its consequence; the Adversity, who plays it, answers; the ally's token
    becomes one of her danger tokens, and she refuses by giving one."""
    game = table(scene=False)
    key_id = wounded_boss(game)
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
    game.when(_on_boss("c1", key_id), SYBELINE_PLAYER)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.AcceptComplication(complication_id="c1"), SYBELINE_PLAYER
    ).refused("forbidden")
    events = game.when(cmd.AcceptComplication(complication_id="c1"))
    assert ev.TokenSpent(hero_id="sybeline", kind="exploit",
                         purpose="npc_complication") in events
    assert game.state.adversity.danger == danger + 1
    assert game.sybeline.tokens["exploit"] == exploits - 1
    game.when(_on_boss("c2", key_id), SYBELINE_PLAYER)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RefuseComplication(complication_id="c2", payment="exploit")
    ).refused("invalid_payload")
    refused = game.when(cmd.RefuseComplication(complication_id="c2", payment="danger"))
    assert isinstance(refused[1], ev.DangerTokenSpent)
    assert game.state.adversity.danger == danger
    assert game.state.complications["c2"].status == "refused"
