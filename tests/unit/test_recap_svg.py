"""Recap charts are a pure, deterministic, accessible function of the recap.

Golden files (tests/golden/pictures/recap_*.svg) of one small ESPRI recap: two days, two
guardians, gems drawn by the server and at setup by the table. ``UPDATE_GOLDEN=1``
rewrites them (then review the diff). The README shows ``recap_luck.svg``.
"""

import xml.etree.ElementTree as ET

import msgspec
import pytest
from scipy.stats import chisquare

from domain.core.draws import Draw, dice
from domain.core.words import ENGLISH
from infrastructure.pictures.recap_svg import CHARTS, recap_svg
from services.i18n import words
from services.recap.luck import Tally
from services.recap.model import EspriRecap
from tests.unit.test_board_svg import golden

SVG = "{http://www.w3.org/2000/svg}"
COUNTS = {"commands": {"DeclareCall": 3}, "events": {"CallResultDetermined": 3},
          "outcomes": {"success": 2, "failure": 1}, "actors": {"GM": 3},
          "characters": {"deva": {"events": 3, "commands": 3,
                                  "outcomes": {"success": 2, "failure": 1}}}}


def small_recap() -> EspriRecap:
    """A recap as the fold writes it; its luck section from a real tally of draws."""
    tally = Tally()
    colours = ("winter", "spring", "summer", "autumn", "time", "rupture")
    tally.add(Draw("gems", "server", colours, ("winter", "winter", "time"),
                   (0.5, 0.5, 0.5, 0.5, 0.5, 0.5)))
    tally.add(Draw("gems", "server", colours, ("rupture", "spring"),
                   (0.4, 0.4, 0.4, 0.4, 0.2, 0.2)))
    tally.add(dice("d10", "physical", 10, [3, 7, 10]))
    periods = [{**COUNTS, "number": day, "first_version": first, "last_version": last}
               for day, first, last in ((1, 1, 12), (2, 13, 20))]
    series = [{"version": v, "character_id": cid, "values": {
        "harmony": h, "rupture_points": r, "resonance": 1}}
        for v, cid, h, r in ((3, "deva", 2, 0), (3, "ceres", 2, 0), (9, "deva", 3, 0),
                             (15, "ceres", 1, 1), (18, "deva", 2, 1))]
    return msgspec.convert({
        "ruleset": "espri", "game_id": "g", "version": 20, "unit": "day",
        "outcome_names": {"success": "success", "failure": "failure"},
        "totals": COUNTS, "periods": periods, "series": series,
        "nymphs": [{"version": 3, "winter": 2, "spring": 0, "summer": 0, "autumn": 0}],
        "luck": msgspec.to_builtins(tally.luck(ENGLISH))}, EspriRecap)


@pytest.mark.parametrize("chart", CHARTS)
def test_each_chart_matches_its_golden_file_and_speaks_to_screen_readers(chart: str) -> None:
    svg = recap_svg(small_recap(), chart, ENGLISH)
    assert svg == golden(f"recap_{chart}.svg", svg)
    root = ET.fromstring(svg)
    assert root.find(f"{SVG}title") is not None and root.find(f"{SVG}desc") is not None
    assert root.get("role") == "img" and root.get("viewBox", "").startswith("0 0 640 ")


def test_the_luck_chart_says_the_figures_scipy_gives_and_the_physical_apart() -> None:
    recap = small_recap()
    [gems] = recap.luck.server
    reference = chisquare([f.observed for f in gems.faces], [f.expected for f in gems.faces])
    assert gems.statistic == pytest.approx(float(reference.statistic))
    assert [k.kind for k in recap.luck.physical] == ["d10"]
    desc = ET.fromstring(recap_svg(recap, "luck", ENGLISH)).find(f"{SVG}desc")
    assert desc is not None and desc.text is not None
    assert f"p = {gems.p_value:.3f}" in desc.text and "d10 (physical): 1 draw" in desc.text


def test_the_french_chart_uses_the_catalog() -> None:
    svg = recap_svg(small_recap(), "luck", words("fr"))
    assert "Chance\u202f: observé contre attendu" in svg and "khi-deux" in svg


def test_the_outcomes_chart_names_each_outcome_in_the_recaps_words() -> None:
    """A French recap names its outcomes as the ESPRI glossary does (« Réussite amère »);
    the chart's legend, bars and description use those words, never the codes."""
    recap = msgspec.structs.replace(small_recap(), outcome_names={
        "success": "Réussite", "failure": "Échec"})
    svg = recap_svg(recap, "outcomes", words("fr", "espri"))
    desc = ET.fromstring(svg).find(f"{SVG}desc")
    assert desc is not None and desc.text is not None
    assert ">Réussite</text>" in svg and ">Échec</text>" in svg
    assert "Réussite 2" in desc.text and "success" not in svg and "failure" not in svg
