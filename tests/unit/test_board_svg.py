"""The board picture is a pure, deterministic, accessible function of the board view.

Golden files (tests/golden/pictures/): the board of ESPRI-EX-2 (Déva's shelter) once set
up, and after its call. ``UPDATE_GOLDEN=1`` rewrites them (then review the diff).
"""

import os
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import msgspec

from domain.core import GM, Actor, Command, SeededRandomSource
from domain.espri import commands as cmd
from domain.espri.decider import ESPRI
from domain.espri.state import EspriOptions, EspriState
from infrastructure.pictures.board_svg import FILL, board_svg, describe
from infrastructure.pictures.board_svg import BoardIn as PictureBoard

GOLDEN = Path(__file__).parents[1] / "golden" / "pictures"
SVG = "{http://www.w3.org/2000/svg}"
DEVA = {"winter": 3, "spring": 2, "summer": 2, "autumn": 2}


def golden(name: str, svg: str) -> str:
    """The golden file's text (written first when UPDATE_GOLDEN=1)."""
    path = GOLDEN / name
    if os.environ.get("UPDATE_GOLDEN"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(svg, encoding="utf-8")
    return path.read_text(encoding="utf-8")


def play(*steps: tuple[Command, Actor]) -> EspriState:
    """Fold commands through the ESPRI decider (physical gems: no draw from the rng)."""
    state = ESPRI.initial_state(EspriOptions())
    rng = SeededRandomSource(0, mode="mixed")
    for command, actor in steps:
        for event in ESPRI.decide(state, command, actor, rng):
            state = ESPRI.evolve(state, event)
    return state


DEVA_SEAT = Actor(seat_id="seat-deva", role="player")
EX_2_SETUP: tuple[tuple[Command, Actor], ...] = (
    (cmd.RegisterCharacter(id="deva", name="Déva", player_id="seat-deva", kind="guardian",
                           tutelary_season="winter", devotion=2, seasons=DEVA,  # type: ignore[arg-type]
                           talents=["Abri"]), DEVA_SEAT),
    (cmd.DrawSetupGems(character_id="deva",
                       gems=["winter", "autumn", "autumn", "summer", "summer"]), DEVA_SEAT),
    (cmd.ChooseSetupPrayers(character_id="deva", keep=["summer", "summer"]), DEVA_SEAT),
    (cmd.CompleteSetup(), GM),
)
EX_2_CALL: tuple[tuple[Command, Actor], ...] = (
    (cmd.DeclareCall(leader_id="deva", called_season="winter", talent="Abri"), GM),
    (cmd.DrawGems(gems=["time", "spring"]), DEVA_SEAT),
    (cmd.PlaceCallGems(main="spring", modifier="time", shift="up"), DEVA_SEAT),
)


def board_of(state: EspriState) -> Any:
    """The board part of the gm's view, as the API serves it."""
    return msgspec.json.decode(msgspec.json.encode(ESPRI.view(state, GM)))["board"]


def test_espri_ex_2_the_set_up_board_matches_its_golden_picture() -> None:
    svg = board_svg(board_of(play(*EX_2_SETUP)), version=6)
    assert svg == golden("espri_ex_2_setup.svg", svg)


def test_espri_ex_2_the_board_after_devas_call_matches_its_golden_picture() -> None:
    svg = board_svg(board_of(play(*EX_2_SETUP, *EX_2_CALL)), version=9)
    assert svg == golden("espri_ex_2_after_call.svg", svg)


def test_the_picture_parses_as_svg_and_draws_every_gem_in_its_colour() -> None:
    board = board_of(play(*EX_2_SETUP, *EX_2_CALL))
    root = ET.fromstring(board_svg(board))
    assert root.tag == f"{SVG}svg" and root.get("role") == "img"
    gems = [(r.get("data-gem"), r.get("fill")) for r in root.iter(f"{SVG}rect")
            if r.get("data-gem")]
    on_board = [g for q in board["quadrants"].values() for g in q["cells"] if g is not None]
    assert sorted(g for g, _ in gems) == sorted(on_board)
    assert all(fill == FILL[gem] for gem, fill in gems)
    assert FILL["winter"] != FILL["rupture"] and {"time", "rupture"} <= {g for g, _ in gems}


def test_the_picture_tells_a_screen_reader_the_whole_board() -> None:
    board = board_of(play(*EX_2_SETUP, *EX_2_CALL))
    root = ET.fromstring(board_svg(board, version=9))
    assert root.findtext(f"{SVG}title") == "ESPRI board at version 9"
    description = root.findtext(f"{SVG}desc") or ""
    assert description == describe(msgspec.convert(board, PictureBoard))
    assert "Winter: Mÿelta on cell 2, weather 1; cells 1 winter; 2 rupture; 3 time" in description
    assert "Spring: Liana in her cage" in description
    labels = [g.get("aria-label") or "" for g in root.iter(f"{SVG}g") if g.get("role") == "group"]
    assert [label.split(":")[0] for label in labels] == [
        "Autumn", "Winter", "Spring", "Summer", "The world", "Pool"]
    titles = [t.text or "" for t in root.iter(f"{SVG}title")]
    assert "winter cell 2: rupture gem" in titles
    assert "Mÿelta, the winter nymph, on cell 2" in titles


def test_the_same_view_gives_the_same_bytes_whatever_the_key_order() -> None:
    board = board_of(play(*EX_2_SETUP))
    shuffled = {**board, "quadrants": dict(reversed(list(board["quadrants"].items()))),
                "pool": dict(reversed(list(board["pool"].items())))}
    assert board_svg(shuffled, 6) == board_svg(board, 6)
    assert board_svg(board, 6) != board_svg(board, 7)


def test_nymphs_in_the_world_are_drawn_in_the_world_disc() -> None:
    board = board_of(play(*EX_2_SETUP))
    board["nymphs_in_world"] = ["winter"]
    root = ET.fromstring(board_svg(board))
    titles = [t.text for t in root.iter(f"{SVG}title")]
    assert "The world: Mÿelta" in titles and "Mÿelta has reached the world" in titles


def test_text_from_the_view_is_escaped() -> None:
    board = board_of(play(*EX_2_SETUP))
    board["quadrants"]["winter"]["cells"][5] = '<script>"x"</script>'
    svg = board_svg(board)
    assert "<script>" not in svg and "&lt;script&gt;" in svg
    ET.fromstring(svg)


def test_the_french_picture_names_the_world_and_the_pool_in_french() -> None:
    from services.i18n import words

    root = ET.fromstring(board_svg(board_of(play(*EX_2_SETUP)), words=words("fr", "espri")))
    drawn = {t.text for t in root.iter(f"{SVG}text")}
    assert {"monde", "Pioche"} <= drawn and not {"world", "Pool"} & drawn, drawn
