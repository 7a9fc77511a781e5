"""The recap of a short real game of every other rule system, over HTTP (issue #29): its
counts equal the log's (events and commands per type, per seat and per character, the
outcome histogram with each resolution counted once, as it ended), its series carry the
values the system tracks and end where the sheets are, its outcomes are named in the
reader's language by the rule system's glossary, and each chart renders."""

import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from domain.ardri.narrate import glossary as ardri_words
from domain.locquemare.narrate import glossary as locquemare_words
from domain.voyages.narrate import glossary as voyages_words
from domain.xyrop.narrate import glossary as xyrop_words
from services.i18n import words
from tests.api.test_recap_api import whole_log
from tests.support import recap_games
from tests.support.api import Client, Table

Log = list[dict[str, Any]]
SVG = "{http://www.w3.org/2000/svg}"
GAMES: dict[str, Callable[[Client], Awaitable[Table]]] = {
    "ardri": recap_games.ardri_game, "xyrop": recap_games.xyrop_game,
    "voyages": recap_games.voyages_game, "locquemare": recap_games.locquemare_game}
OUTCOMES = {  # each resolution once, as it ended (a Murphy success, a reroll...)
    "ardri": {"sinnead": {"failure": 1, "success": 1}, "brann": {"success": 1}},
    "xyrop": {"pip": {"failure": 1, "success": 1}},
    "voyages": {"doc": {"yes": 1}, "tetra": {"yes_and": 1}},
    "locquemare": {"sybeline": {"triumph": 1, "fail": 1}}}
COMMANDS = {"ardri": {"sinnead": 5, "brann": 2}, "voyages": {"tetra": 5, "doc": 2}}
"""Commands about a character, counted by hand: Sinnead registers, rolls, keeps, rolls,
spends; Tetra registers, rolls, rerolls, rolls her situation, buys an adjective."""
IDS = {"ardri": ("roll_id", "to_roll_id"), "xyrop": ("contest_id",),
       "voyages": ("action_id", "resolution_id"), "locquemare": ("action_id",)}
"""The ids by which the log ties an event to the character of its roll, contest or action."""
WORDS = {"ardri": ardri_words.outcome, "xyrop": xyrop_words.outcome,
         "voyages": voyages_words.tier, "locquemare": locquemare_words.tier}
FRENCH = {"ardri": {"failure": "échec", "success": "succès"},
          "xyrop": {"failure": "échec", "success": "réussite"},
          "voyages": {"yes": "oui", "yes_and": "oui et"},
          "locquemare": {"fail": "échec", "triumph": "triomphe"}}
"""The rulebooks' French words (the catalogs' msgstr)."""


@pytest.fixture(scope="module", params=sorted(GAMES))
async def played(request: pytest.FixtureRequest, client: Client) -> tuple[str, Table]:
    return request.param, await GAMES[request.param](client)


def commands_of(log: Log) -> list[Log]:
    """The log's events, command by command (one ``command_id``)."""
    groups: dict[str, Log] = {}
    for event in log:
        groups.setdefault(event["metadata"].get("command_id") or f"v{event['version']}",
                          []).append(event)
    return list(groups.values())


def named(data: dict[str, Any]) -> str | None:
    """The character an event's data names: its own id field, or its sheet's."""
    for key in ("character_id", "hero_id"):
        if isinstance(data.get(key), str):
            return str(data[key])
    for key in ("character", "hero", "target"):
        if isinstance(data.get(key), dict) and (found := named(data[key])) is not None:
            return found
    if (data.get("target") or {}).get("kind") == "character":
        return str(data["target"]["id"])  # Voyages' targets
    return None


def characters_of(ruleset: str, log: Log) -> dict[str, Counter[str]]:
    """Per character, the events about it and the commands with any such event."""
    owners: dict[str, str] = {}
    events, commands = Counter[str](), Counter[str]()
    for group in commands_of(log):
        about = set()
        for event in group:
            who = named(event["data"])
            ref = next((event["data"][k] for k in IDS[ruleset]
                        if isinstance(event["data"].get(k), str)), None)
            if ref is not None and who is not None:
                owners[ref] = who
            who = who if ref is None or who is not None else owners.get(ref)
            if who is not None:
                events[who] += 1
                about.add(who)
        commands.update(about)
    return {"events": events, "commands": commands}


async def test_the_recap_counts_what_the_log_holds(played: tuple[str, Table]) -> None:
    ruleset, table = played
    recap, log = await table.json("/recap"), await whole_log(table)
    assert recap["ruleset"] == ruleset and recap["version"] == log[-1]["version"]
    totals = recap["totals"]
    assert totals["events"] == dict(Counter(e["type"] for e in log))
    assert totals["commands"] == dict(Counter(
        group[0]["metadata"].get("command_type") or group[0]["type"]
        for group in commands_of(log)))
    seats = {seat_id: name for name, seat_id in table.seat_ids.items()}
    actors = [group[0]["metadata"].get("actor") or {"role": "gm"}
              for group in commands_of(log)]
    assert totals["actors"] == dict(Counter(
        "GM" if actor["role"] == "gm" else seats[actor["seat_id"]] for actor in actors))
    expected = characters_of(ruleset, log)
    assert {c: (n["events"], n["commands"]) for c, n in totals["characters"].items()} == {
        c: (n, expected["commands"][c]) for c, n in expected["events"].items()}
    for character, count in COMMANDS.get(ruleset, {}).items():
        assert totals["characters"][character]["commands"] == count, character
    outcomes = OUTCOMES[ruleset]
    assert {c: n["outcomes"] for c, n in totals["characters"].items() if n["outcomes"]} \
        == outcomes
    assert totals["outcomes"] == dict(sum((Counter(o) for o in outcomes.values()),
                                          Counter()))
    per_period = Counter[str]()
    for period in recap["periods"]:
        per_period.update(period["outcomes"])
    assert per_period == Counter(totals["outcomes"])


def trace(recap: dict[str, Any], character: str, value: str) -> list[int]:
    """One character's series of one tracked value, point by point."""
    return [p["values"][value] for p in recap["series"] if p["character_id"] == character]


async def sheet_values(ruleset: str, table: Table, character: str) -> dict[str, int]:
    """The tracked values as the character's sheet reads them now."""
    if ruleset == "ardri":
        murphy = (await table.json(f"/characters/{character}"))["murphy"]
        return {"stored_successes": len(murphy["stored"])}
    sheet = (await table.json("/state"))["state"]["characters"][character]
    if ruleset == "xyrop":
        return {"stress": sum(v for v in sheet["stress"].values() if isinstance(v, int)),
                "destiny": sheet["destiny_points"]}
    if ruleset == "voyages":
        return {"tint_points": sum(t["current"] for t in [*sheet["own_tints"],
                                                          *sheet["tint_inventory"]]),
                "adjectives": len(sheet["adjectives"])}
    return {"stress": sheet["stress"], "tokens": sum(sheet["tokens"].values()),
            "consequences": sum(1 for slot in sheet["consequence_slots"].values() if slot)}


TRACES = {
    "ardri": [("sinnead", "stored_successes", [0, 1, 0])],
    "xyrop": [("pip", "destiny", [1, 2, 2]), ("pip", "stress", [0, 0, 4])],
    "voyages": [("tetra", "tint_points", [2, 1, 1]), ("tetra", "adjectives", [0, 0, 1])],
    "locquemare": [("sybeline", "tokens", [0, 3, 2, 1]), ("artus", "stress", [0, 0, 1, 1]),
                   ("artus", "consequences", [0, 0, 0, 1])]}
"""What each game moved: a point each time a character's values change."""


async def test_the_series_follow_the_tracked_values_to_the_sheets(
        played: tuple[str, Table]) -> None:
    ruleset, table = played
    recap = await table.json("/recap")
    for character, value, values in TRACES[ruleset]:
        assert trace(recap, character, value) == values, (character, value)
    for character in {c for c, _, _ in TRACES[ruleset]}:
        last = [p for p in recap["series"] if p["character_id"] == character][-1]
        assert last["values"] == await sheet_values(ruleset, table, character)


async def test_outcomes_are_the_glossarys_words_in_the_readers_language(
        played: tuple[str, Table]) -> None:
    ruleset, table = played
    english = await table.json("/recap")
    assert english["outcome_names"] == {
        code: WORDS[ruleset](words("en"), code) for code in english["totals"]["outcomes"]}
    french = await table.json("/recap", lang="fr")
    assert french["outcome_names"] == FRENCH[ruleset]
    assert french["outcome_names"] == {
        code: WORDS[ruleset](words("fr", ruleset), code) for code in FRENCH[ruleset]}
    picture = (await table.get("/recap.svg", chart="outcomes", lang="fr")).text
    desc = ET.fromstring(picture).find(f"{SVG}desc")
    assert desc is not None and desc.text is not None
    for code, word in FRENCH[ruleset].items():
        assert f">{word}</text>" in picture and word in desc.text
        assert code not in desc.text.split() or code == word


FRENCH_VALUES = {"ardri": ["réussites de Murphy gardées"],
                 "xyrop": ["points de Destin", "stress"],
                 "voyages": ["adjectifs", "points de Teinte"],
                 "locquemare": ["conséquences", "jetons", "stress"]}
"""The tracked values as the French charts name them (the rulebooks' words)."""


async def test_the_charts_name_the_unit_and_the_tracked_values_in_french(
        played: tuple[str, Table]) -> None:
    ruleset, table = played
    timeline = (await table.get("/recap.svg", chart="timeline", lang="fr")).text
    titles = [t.text for t in ET.fromstring(timeline).iter(f"{SVG}text")
              if t.get("font-weight") == "bold"]
    assert sorted(titles) == sorted(FRENCH_VALUES[ruleset])
    outcomes = (await table.get("/recap.svg", chart="outcomes", lang="fr")).text
    root = ET.fromstring(outcomes)
    assert (root.findtext(f"{SVG}title") or "") == "Résultats par séance"
    assert ">séance 1</text>" in outcomes and "session" not in outcomes
    summary = (await table.get("/export", format="markdown", lang="fr")).text
    assert "\n- séance 1\u202f: " in summary.split("## Résumé")[1]  # U6: French typography


@pytest.mark.parametrize("chart", ["timeline", "outcomes", "luck"])
async def test_each_chart_renders(played: tuple[str, Table], chart: str) -> None:
    _, table = played
    for lang in ("en", "fr"):
        response = await table.get("/recap.svg", chart=chart, lang=lang)
        assert response.status_code == 200, response.text
        assert response.headers["content-type"].startswith("image/svg+xml")
        root = ET.fromstring(response.text)
        assert root.find(f"{SVG}title") is not None and root.find(f"{SVG}desc") is not None
