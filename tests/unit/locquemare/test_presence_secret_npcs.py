"""Npcs are secret until met (spec 0b, T14); the test quotes the seed it follows."""

import msgspec

from domain.core import GM
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    SYBELINE_PLAYER,
    R,
    table,
)


def test_t14_npcs_are_secret_until_met() -> None:
    """« l'Adversité, qui va créer des embûches pour les Héros »: the traitor she prepares
    is hers until he appears (he joins the scene, or she reveals him)."""
    game = table()
    created = game.when(cmd.CreateNpc(npc_id="traitor", name="Le traître", category="soldier",
                                   stress_boxes=1))
    hero_view = msgspec.json.encode(R.view(game.state, SYBELINE_PLAYER))
    assert b"traitor" not in hero_view and b"tra\\u00eetre" not in hero_view
    assert R.visible(created[0], SYBELINE_PLAYER) is False
    assert "traitor" in R.view(game.state, GM).npcs
    game.when(cmd.CreateNpc(npc_id="spy", name="L'espion", category="horde"))
    assert game.when(cmd.RevealNpc(npc_id="spy")) == [ev.NpcRevealed(npc_id="spy",
                                                                  name="L'espion")]
    spec(LOCQUEMARE).at(game.state).when(cmd.RevealNpc(npc_id="spy")).refused("npc_already_known")
    assert "spy" in R.view(game.state, SYBELINE_PLAYER).npcs
    game.when(cmd.JoinScene(npc_ids=("traitor",)))
    assert "traitor" in R.view(game.state, SYBELINE_PLAYER).npcs
    known = game.when(cmd.CreateNpc(npc_id="mayor", name="Le maire", category="horde",
                                 known=True))
    assert R.visible(known[0], SYBELINE_PLAYER) is True
