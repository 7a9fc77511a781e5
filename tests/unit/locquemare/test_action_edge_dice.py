"""The edge dice a paid activation or a set difficulty allows (spec 0b, T5); each test
quotes the seed it follows."""


from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    SYBELINE_PLAYER,
    declare,
    rolled,
    table,
)


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
    events = game.when(activation, SYBELINE_PLAYER)
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
