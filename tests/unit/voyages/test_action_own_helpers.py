"""A player rolls only its own characters' help (spec 0b, T3), with the seed's words."""

from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    PLAYER,
    of_type,
    table,
)


def test_t3_a_player_rolls_only_its_own_characters_help() -> None:
    """T3 as U1 replaces it, seed: « un personnage effectue le jet normalement, les autres
    effectuent aussi un jet »: each helper rolls for itself, so Tetra's player cannot roll
    Doc's die, played by another seat (Doc is invited instead, ``test_u1_*``); the gm
    may."""
    with_doc = cmd.RollAction(action_id="a1", character_id="tetra", dice=(4,),
                            helpers=(cmd.HelperSpec(character_id="doc", dice=(3,)),))
    spec(VOYAGES).at(table()).when(with_doc, PLAYER).refused("invalid_payload")
    assert (
        of_type(spec(VOYAGES).at(table()).when(with_doc).events, ev.ActionRolled)[0]
        .helpers[0]
        .character_id
        == "doc"
    )
