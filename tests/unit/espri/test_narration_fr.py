"""The session log in French, in the rulebook's words: the seed's worked example call
(ESPRI-EX-2, Déva's shelter) narrated from its events against a committed golden log, and
the same game's Markdown export in French."""

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from domain.core import GM, Actor, Command, Event, SeededRandomSource
from domain.core.messages import event_data, event_type
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from domain.espri.rules.values import SheetChanges
from domain.espri.state import EspriOptions, EspriState
from domain.platform.events import GameCreated, SeatJoined
from services.envelope import StoredEvent
from services.history.markdown import escape, render_markdown
from services.i18n import words
from tests.unit.espri.helpers import PLAY, character, given
from tests.unit.espri.test_narration import scenario_lines
from tools.i18n import problems

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "logs" / "espri_ex_2_devas_shelter.fr.txt"
FRENCH = words("fr", "espri")
DEVA = Actor(seat_id="seat-deva", role="player")
NNBSP = "\u202f"


def devas_shelter() -> list[tuple[Actor, Command]]:
    """ESPRI-EX-2 as the seed tells it: Déva (3 in winter) after her setup, the gm's
    rupture on winter 2 (difficulty 1); she draws time and spring and places spring with
    time shifting the bitter success up to a success."""
    return [
        (DEVA, cmd.RegisterCharacter(
            id="deva", name="Déva", player_id=DEVA.seat_id, kind="guardian",
            tutelary_season="winter", devotion=2, harmony=0, talents=["Abri"],
            seasons={"winter": 3, "spring": 2, "summer": 2, "autumn": 2})),
        (DEVA, cmd.DrawSetupGems(character_id="deva",
                                 gems=["winter", "autumn", "autumn", "summer", "summer"])),
        (DEVA, cmd.ChooseSetupPrayers(character_id="deva", keep=["summer", "summer"])),
        (GM, cmd.CompleteSetup()),
        (GM, cmd.DeclareCall(leader_id="deva", called_season="winter", talent="Abri")),
        (DEVA, cmd.DrawGems(gems=["time", "spring"])),
        (DEVA, cmd.PlaceCallGems(main="spring", modifier="time", shift="up")),
    ]


def played() -> list[tuple[Actor, Command, list[tuple[EspriState, Event]]]]:
    """Every command of the example with its events and the state just before each."""
    state: EspriState = ESPRI.initial_state(EspriOptions())
    rng = SeededRandomSource(0, mode="mixed")
    steps = []
    for actor, command in devas_shelter():
        told = []
        for event in ESPRI.decide(state, command, actor, rng):
            told.append((state, event))
            state = ESPRI.evolve(state, event)
        steps.append((actor, command, told))
    return steps


def french_lines() -> list[str]:
    return [line for _, _, told in played() for state, event in told
            if (line := ESPRI.narrate(state, event, FRENCH))]


def test_the_seeds_example_call_reads_in_french_as_the_golden_log() -> None:
    assert french_lines() == GOLDEN.read_text(encoding="utf-8").splitlines()


def test_the_french_log_uses_the_rulebooks_words_and_typography() -> None:
    text = "\n".join(french_lines())
    for word in ("Appel sous Hiver", "Météo", "Réussite", "gemme de Rupture", "Mÿelta",
                 "Quatuor", "Gardien de l'Hiver", "gemmes de Prière", "pioche"):
        assert word in text
    assert f"Résultat{NNBSP}: Réussite (Printemps + Temps" in text
    assert " :" not in text and " ;" not in text  # a narrow no-break space, never a space
    for english in ("The GM", "draws", "gem ", "winter", "success"):
        assert english not in text


def test_the_english_log_of_the_same_call_is_unchanged() -> None:
    english = [line for _, _, told in played() for state, event in told
               if (line := ESPRI.narrate(state, event))]
    assert english[-7:] == [
        "The GM calls winter, led by Déva (Abri): winter 3 \u2212 weather 1 = 2, Déva chooses "
        "the gems (2 to draw)",
        "Déva draws time, spring", "Result: success (spring + time up)",
        "A spring gem is placed on spring 2", "A time gem is placed on winter 3",
        "Mÿelta walks 0 → 2, stopped by a rupture gem", "The call ends: success"]


def stored_game() -> list[StoredEvent]:
    """The example as a stream: the platform's creation and seats, then one command per
    group of rule events."""
    start = datetime(2026, 12, 2, 16, 0, tzinfo=UTC)
    platform: list[tuple[dict[str, object], Event]] = [
        ({}, GameCreated(ruleset="espri", title="L'abri de Déva", options={},
                         randomness="mixed", seed_commitment="0" * 64, gm_seat_id="gm",
                         language="fr")),
        ({}, SeatJoined(seat_id="gm", role="gm", name="MJ")),
        ({}, SeatJoined(seat_id=DEVA.seat_id, role="player", name="Déva")),
    ]
    rules = [({"command_id": f"command-{n}", "command_type": type(command).__name__,
               "actor": {"seat_id": actor.seat_id, "role": actor.role}}, event)
             for n, (actor, command, told) in enumerate(played()) for _, event in told]
    return [StoredEvent(game_id="game-1", version=version, type=event_type(event),
                        data=event_data(event), metadata=metadata,
                        recorded_at=start + timedelta(seconds=version), prev_hash=b"",
                        hash=b"")
            for version, (metadata, event) in enumerate(platform + rules, start=1)]


def test_the_markdown_export_in_french_tells_the_golden_lines() -> None:
    markdown = render_markdown("game-1", stored_game(), GM, FRENCH)
    golden = GOLDEN.read_text(encoding="utf-8").splitlines()
    assert golden and all(escape(line) in markdown for line in golden)
    assert "# L'abri de Déva" in markdown
    assert "The GM calls" not in markdown and "Result:" not in markdown


def test_the_espri_catalog_is_complete_and_current() -> None:
    """Every message the ESPRI code says has a French translation keeping its placeholders
    (``tools/i18n.py check espri``)."""
    assert list(problems("espri", "fr")) == []


def test_every_line_of_the_full_scenario_is_said_in_french() -> None:
    state: EspriState = ESPRI.initial_state(EspriOptions())
    said = []
    for event, english in scenario_lines():
        french = ESPRI.narrate(state, event, FRENCH)
        said.append((english, french))
        state = ESPRI.evolve(state, event)
    assert said
    assert [pair for pair in said if pair[0] is not None and pair[0] == pair[1]] == []
    assert all((english is None) == (french is None) for english, french in said)


@pytest.mark.parametrize(("event", "line"), [
    (ev.HarmonyGained(character_id="deva", amount=1, reason="lived winter"),
     f"Déva gagne 1 point d'Harmonie (désormais 3){NNBSP}: lived winter"),
    (ev.HarmonyGained(character_id="deva", amount=2, reason=""),
     "Déva gagne 2 points d'Harmonie (désormais 4)"),
    (ev.CharacterSavedFromDeath(saver_id="deva", saved_id="ceres", words="Reste"),
     f"Déva sauve Cérès de la mort{NNBSP}: «{NNBSP}Reste{NNBSP}»"),
    (ev.NymphReachedWorld(call_id="call-1", season="summer"), f"Fÿrellya atteint le monde{NNBSP}!"),
    (ev.PrayerGemReceived(character_id="deva", colour="rupture", replaced="autumn"),
     f"Déva reçoit une gemme de Prière de Rupture (Prières au complet{NNBSP}: une gemme "
     "d'Automne retourne dans la pioche)"),
    (ev.GemsRemoved(quadrant="winter", cells=(1,), colours=("winter",),
                    reason="critical_failure"),
     f"1 gemme retirée en Hiver (case 1){NNBSP}: la gemme retirée est mise de côté (Hiver)"),
    (ev.GemsRemoved(quadrant="spring", cells=(4, 3), colours=("spring", "rupture"),
                    reason="failure"),
     f"2 gemmes retirées en Printemps (cases 4 et 3){NNBSP}: Printemps et Rupture "
     "retournent dans la pioche"),
])
def test_french_lines_agree_in_number_and_keep_french_typography(event: Event,
                                                                 line: str) -> None:
    state = given(character("deva", harmony=2), character("ceres", tutelary="autumn"), PLAY)
    state = ESPRI.evolve(state, ev.SheetAdjusted(character_id="deva", changes=SheetChanges(
        name="Déva"), reason=""))
    state = ESPRI.evolve(state, ev.SheetAdjusted(character_id="ceres", changes=SheetChanges(
        name="Cérès"), reason=""))
    assert ESPRI.narrate(state, event, FRENCH) == line
