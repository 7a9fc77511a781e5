"""A golden French session log of one Locquemare scene (issue #27): LOCQUEMARE-EX-1, where
Sybéline attacks a drunk guard, activates her concept and the guard's key « Un peu
saoul » (« peut être activer pour obtenir un bonus de +2 sur une action »), triumphs and
takes him out, narrated with the rulebook's words."""

from pathlib import Path

from domain.core import Event
from domain.locquemare import commands as cmd
from domain.locquemare.decider import LOCQUEMARE
from domain.locquemare.narrate import narrate
from domain.locquemare.state import LocquemareOptions, LocquemareState
from services.i18n import words
from tests.unit.locquemare.helpers import SYBELINE_PLAYER, declare, guard_scene, table

GOLDEN = Path(__file__).parent / "logs" / "locquemare_scene_fr.txt"


def scene() -> list[Event]:
    """The whole game up to the guard taken out (the table, the scene, the attack)."""
    game = table(heroes=2)
    guard_scene(game)
    declare(game, "attack", target=cmd.Target(npc_id="guard"), actor=SYBELINE_PLAYER)
    game.when(cmd.SetDifficulty(action_id="a1"))
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(1, 0, 0, -1))),
            SYBELINE_PLAYER)
    for key_id in ("sybeline-concept", "saoul"):
        game.when(cmd.ActivateKey(action_id="a1", key_id=key_id, activator_hero_id="sybeline",
                               payment="exploit"), SYBELINE_PLAYER)
    game.when(cmd.ResolveAction(action_id="a1"), SYBELINE_PLAYER)
    game.when(cmd.ChooseOutcome(action_id="a1", option="damage"), SYBELINE_PLAYER)
    return game.history


def log(events: list[Event], language: str) -> str:
    """The session log, one line per narrated event, each told with the state before it."""
    said = words(language, "locquemare")
    state: LocquemareState = LOCQUEMARE.initial_state(LocquemareOptions())
    lines = []
    for event in events:
        line = narrate(state, event, said)
        if line is not None:
            lines.append(line)
        state = LOCQUEMARE.evolve(state, event)
    return "\n".join(lines) + "\n"


def test_the_scene_reads_in_french_as_the_golden_log() -> None:
    """« Une clé … peut être activer pour obtenir un bonus de +2 sur une action »: the
    French log of the scene, word for word."""
    assert log(scene(), "fr") == GOLDEN.read_text(encoding="utf-8")


def test_the_same_scene_in_english_keeps_the_source_sentences() -> None:
    english = log(scene(), "en")
    assert "Sybéline" in english and english != GOLDEN.read_text(encoding="utf-8")
