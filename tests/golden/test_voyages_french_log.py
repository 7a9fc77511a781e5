"""A golden French session log of one Voyages & Aventures scene (issue #27): Doc's surgery
(VA-EX-2, « tâche délicate » -2 and « métier adapté » +2 on a 4: « oui ») then Tetra's
reroll with her own tint « curiosité » (VA-EX-4, a 2 then a 5: « oui et »), narrated with
the rulebook's words."""

from pathlib import Path

from domain.core import Event
from domain.voyages import commands as cmd
from domain.voyages.decider import VOYAGES
from domain.voyages.narrate import narrate
from domain.voyages.state import VoyagesState
from services.i18n import words
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import PLAYER, doc, mod, registered, tetra

GOLDEN = Path(__file__).parent / "logs" / "voyages_scene_fr.txt"


def scene() -> list[Event]:
    """Tetra and Doc registered, the surgery, Tetra's roll and her reroll."""
    start = registered(tetra(), doc())
    outcome = (
        spec(VOYAGES)
        .given(*start)
        .when(
            cmd.RollAction(
                action_id="a1",
                character_id="doc",
                dice=(4,),
                modifiers=(mod("delicate_task", -2), mod("adapted_trade", 2, "médecin")),
            )
        )
    )
    state, surgery = outcome.state, outcome.events
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.RollAction(action_id="a2", character_id="tetra", dice=(2,)), PLAYER)
    )
    state, roll = outcome.state, outcome.events
    reroll = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.RerollWithTint(
                resolution_id="a2",
                roll_id="a2:main",
                tint_source="own",
                tint="curiosity",
                dice=(5,),
            ),
            PLAYER,
        )
        .events
    )
    return [*start, *surgery, *roll, *reroll]


def log(events: list[Event], language: str) -> str:
    """The session log, one line per narrated event, each told with the state before it."""
    said = words(language, "voyages")
    state: VoyagesState = VOYAGES.initial_state(None)
    lines = []
    for event in events:
        line = narrate(state, event, said)
        if line is not None:
            lines.append(line)
        state = VOYAGES.evolve(state, event)
    return "\n".join(lines) + "\n"


def test_the_scene_reads_in_french_as_the_golden_log() -> None:
    """« Les teintes propres (et uniquement celles-ci) peuvent être utilisées pour
    relancer »: the French log of the scene, word for word."""
    assert log(scene(), "fr") == GOLDEN.read_text(encoding="utf-8")


def test_the_same_scene_in_english_keeps_the_source_sentences() -> None:
    english = log(scene(), "en")
    assert "Tetra" in english and english != GOLDEN.read_text(encoding="utf-8")
