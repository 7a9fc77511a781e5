"""Issue #37: between scenes the table says it waits for the Adversity, step by step
(« Personne n'est attendu » was shown while the gm had to open the scenario, the session,
the act and the scene), and each awaited step is one the gm is offered."""

from domain.core import GM, Actor
from domain.core.choices import Seat
from domain.locquemare import commands as cmd
from tests.unit.locquemare.helpers import SYBELINE_PLAYER, Game, R, register_sybeline

SEATS = [Seat(seat_id="gm", role="gm", name="Adversité"),
         Seat(seat_id="p1", role="player", name="Maëlle")]


def awaited(game: Game) -> list[tuple[str | None, list[str]]]:
    """Whom the table waits for, and for what."""
    return [(w.seat_id, w.types) for w in R.available(game.state, GM, SEATS).waiting_for]


def offered(game: Game, actor: Actor = GM) -> set[str]:
    """The commands this seat may send now."""
    return {a.type for a in R.available(game.state, actor, SEATS).available}


def test_an_empty_table_waits_for_nobody() -> None:
    assert awaited(Game()) == []


def test_each_step_of_the_frame_waits_for_the_adversity_until_a_scene_opens() -> None:
    game = Game()
    game.when(register_sybeline(), SYBELINE_PLAYER)
    steps = [cmd.StartScenario(), cmd.StartSession(), cmd.StartAct(),
             cmd.StartScene(present_hero_ids=("sybeline",))]
    for command in steps:
        expected = type(command).__struct_config__.tag
        (entry,) = awaited(game)
        assert entry == ("gm", [expected])
        assert expected in offered(game)
        assert all(expected not in w.types for w in
                   R.available(game.state, SYBELINE_PLAYER, SEATS).waiting_for
                   if w.seat_id == "p1")
        game.when(command)
    assert all("StartScene" not in types for _, types in awaited(game))
