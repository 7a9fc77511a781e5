"""A golden French session log of one Xyrop scene (issue #27): the seed's « maître
cambrioleur » who rolls a 1 (« le hobbit en train d'escalader un mur fait tomber une pièce
d'équipement ») while « la grange passe de en train de cramer d8 à en train de cramer
d10 » (XYROP-EX-1 and EX-3), narrated with the rulebook's words."""

from pathlib import Path

from domain.core import Event
from domain.xyrop.commands import (
    ApplyContestEffect,
    CreateSituation,
    DistinctionUse,
    ElementStep,
    ExploitPlayerOne,
    NewComplication,
    RollAction,
    RollOpposition,
    StartSession,
)
from domain.xyrop.narrate import narrate
from domain.xyrop.state import GameState
from services.i18n import words
from tests.unit.xyrop.helpers import PIP_SEAT, XYROP, Step, history, register_pip

GOLDEN = Path(__file__).parent / "logs" / "xyrop_scene_fr.txt"


def scene() -> list[Event]:
    """Pip climbs the wall of the burning barn (contest ids follow the stream)."""
    return history(
        register_pip(), StartSession(present_character_ids=("pip",)),
        CreateSituation(name="la grange en train de cramer", die=8),
        _by_pip(RollAction(character_id="pip", approach_id="careful", role_id="burglar",
                           distinctions=(DistinctionUse(distinction_id="master_burglar",
                                                        mode="d4"),),
                           dice={"approach": 7, "role": 5, "distinction:master_burglar": 1})),
        RollOpposition(contest_id="contest-4", kind="difficulty", difficulty_dice=3,
                       dice={"difficulty:1": 6, "difficulty:2": 5, "difficulty:3": 2}),
        ExploitPlayerOne(contest_id="contest-4", effect=NewComplication(
            description="une pièce d'équipement tombe")),
        _by_pip(ApplyContestEffect(contest_id="contest-4", effect=ElementStep(
            element_id="situation-3", direction="up"))),
    )


def _by_pip(command: RollAction | ApplyContestEffect) -> Step:
    return command, PIP_SEAT


def log(events: list[Event], language: str) -> str:
    """The session log, one line per narrated event, each told with the state before it."""
    said = words(language, "xyrop")
    state: GameState = XYROP.initial_state(None)
    lines = []
    for event in events:
        line = narrate(state, event, said)
        if line is not None:
            lines.append(line)
        state = XYROP.evolve(state, event)
    return "\n".join(lines) + "\n"


def test_the_scene_reads_in_french_as_the_golden_log() -> None:
    """« Les jets de dés se font de manière transparente, au vu et au su de tous les
    participants de la partie »: the French log of the scene, word for word."""
    assert log(scene(), "fr") == GOLDEN.read_text(encoding="utf-8")


def test_the_same_scene_in_english_keeps_the_source_sentences() -> None:
    english = log(scene(), "en")
    assert "Pip rolls d8 d8 d4: 7, 5, 1 — keeps 7 + 5 = 12" in english
    assert english != GOLDEN.read_text(encoding="utf-8")
