"""A full ESPRI scenario over HTTP (issue 3): a priestess and three guardians play the
setup, calls of each of the five results, helpers, a resonance recharge, the rupture
temptation, a nymph reaching the world and the communion ritual; then its session log
(issue 4) and its export round trip. The steps are in ``tests.support.espri_scenario``."""

from typing import Any

import pytest_asyncio

from tests.support.api import Client, Table
from tests.support.espri_scenario import PLAYERS, RESULTS, TITLE, Scenario, play

COLOURS = ("winter", "spring", "summer", "autumn", "time", "rupture")


@pytest_asyncio.fixture(scope="module", loop_scope="session")
async def scenario(client: Client) -> Scenario:
    """The scenario, played once for every test of this module."""
    return await play(client)


def moves(events: list[dict[str, Any]]) -> list[tuple[str, int, int]]:
    """(season, from, to) of each NymphMoved."""
    return [(e["data"]["season"], e["data"]["from"], e["data"]["to"])
            for e in events if e["type"] == "NymphMoved"]


def of_type(events: list[dict[str, Any]], event_type: str) -> list[dict[str, Any]]:
    """The data of the events of one type."""
    return [e["data"] for e in events if e["type"] == event_type]


def gem_totals(view: dict[str, Any]) -> dict[str, int]:
    """Gems of each colour across the pool, the board, the prayers, the setup draws and
    the open call (as ``domain.espri.views.gem_totals`` counts them)."""
    board = view["board"]
    totals = {colour: board["pool"][colour] for colour in COLOURS}
    places = [gem for q in board["quadrants"].values() for gem in q["cells"]]
    places += [gem for sheet in view["characters"].values() for gem in sheet["prayer_gems"]]
    places += [gem for drawn in view["setup_draws"].values() for gem in drawn]
    call = view["open_call"] or {}
    places += [*call.get("hand", []), *call.get("removed", [])]
    for gem in places:
        if gem is not None:
            totals[gem] += 1
    return totals


async def test_the_setup_places_unkept_gems_and_the_gms_rupture_gems(
        scenario: Scenario) -> None:
    done = scenario.steps("CompleteSetup")[0]
    board = await scenario.table.json("/board", at=done.version)
    paved = {s: [c for c in q["cells"] if c] for s, q in board["quadrants"].items()}
    assert paved == {
        "winter": ["time"] * 4 + ["winter"] * 4 + ["time", "time", "rupture"],
        "spring": ["rupture", "spring", "rupture"],
        "summer": ["summer"] * 4 + ["rupture", "rupture"],
        "autumn": ["autumn"] * 5 + ["rupture"]}
    assert sum(board["pool"].values()) == 72 - (11 + 11 + 11 + 9) - 4
    state = (await scenario.table.json("/state", at=done.version))["state"]
    assert state["phase"] == "play" and sorted(state["setup_done"]) == sorted(PLAYERS)
    assert {cid: len(c["prayer_gems"]) for cid, c in state["characters"].items()} == {
        "orlane": 6, "deva": 5, "ceres": 5, "kirin": 4}


async def test_the_calls_reach_each_of_the_five_results(scenario: Scenario) -> None:
    determined = scenario.events("CallResultDetermined")
    assert [e["result"] for e in determined] == RESULTS
    assert set(RESULTS) == {"critical_failure", "failure", "bitter_success", "success",
                            "critical_success"}
    assert [e["result"] for e in scenario.events("CallClosed")] == RESULTS
    assert (await scenario.table.json("/state"))["state"]["open_call"] is None


async def test_a_success_places_exactly_the_leaders_extra_gems(scenario: Scenario) -> None:
    first = scenario.steps("PlaceCallGems")[0]
    assert of_type(first.events, "CallResultDetermined")[0]["extra_count"] == 6
    placed = scenario.steps("PlaceExtraGems")[0].events
    assert [(e["quadrant"], e["cell"], e["colour"]) for e in of_type(placed, "GemPlaced")] == [
        ("winter", 13, "winter"), ("winter", 14, "winter"), ("winter", 15, "time"),
        ("spring", 4, "spring"), ("autumn", 7, "autumn"), ("summer", 7, "summer")]
    assert of_type(placed, "GemsReturnedToPool") == [{"gems": ["spring"],
                                                      "reason": "hand_left"}]


async def test_a_critical_success_lets_the_leader_remove_a_rupture_gem(
        scenario: Scenario) -> None:
    removal = scenario.steps("RemoveRuptureGem")[0]
    assert of_type(removal.events, "RuptureGemRemoved") == [{"quadrant": "summer", "cell": 5}]
    assert of_type(removal.events, "CallClosed")[0]["result"] == "critical_success"
    before = await scenario.table.json("/board", at=scenario.before(removal))
    after = await scenario.table.json("/board", at=removal.version)
    assert before["quadrants"]["summer"]["weather"] == 2
    assert after["quadrants"]["summer"]["weather"] == 1
    assert after["pool"]["rupture"] == before["pool"]["rupture"] + 1


async def test_failures_clear_the_called_quadrant_and_a_critical_one_keeps_a_prayer(
        scenario: Scenario) -> None:
    failure = scenario.steps("PlaceCallGems")[2]
    # T3: the gm chose autumn + time, Ki-Rin (the leader) shifts it down
    critical = scenario.steps("ChooseShift")[0]
    assert of_type(failure.events, "GemsRemoved") == [{
        "quadrant": "spring", "cells": [4, 3], "colours": ["spring", "rupture"],
        "reason": "failure"}]
    chosen = of_type(critical.events, "CallResultDetermined")[0]
    assert (chosen["main"], chosen["modifier"], chosen["shift"]) == ("autumn", "time", "down")
    assert moves(critical.events) == [("spring", 1, 0), ("summer", 5, 0)]
    kept = scenario.steps("KeepPrayerGem")[0]
    assert of_type(kept.events, "PrayerGemKept") == [{"character_id": "kirin",
                                                      "colour": "spring"}]
    sheet = await scenario.table.json("/characters/kirin", at=kept.version)
    assert sheet["prayer_gems"] == ["spring", "autumn", "summer", "spring"]


async def test_direct_and_resonance_helpers_add_gems_and_walk_their_nymphs(
        scenario: Scenario) -> None:
    declared = scenario.steps("DeclareCall")[0]
    call = of_type(declared.events, "CallDeclared")[0]
    assert [(h["character_id"], h["mode"]) for h in call["helpers"]] == [
        ("ceres", "resonance"), ("kirin", "direct")]
    assert (call["effective_score"], call["difficulty"], call["draw_count"]) == (6, 1, 7)
    assert of_type(declared.events, "ResonanceSpent") == [
        {"character_id": "ceres", "target_id": "deva", "remaining": 0}]
    walked = scenario.steps("PlaceExtraGems")[0].events
    assert moves(walked) == [("winter", 0, 11), ("autumn", 0, 6), ("summer", 0, 5)]


async def test_resonance_is_recharged_once_then_a_new_day_begins(scenario: Scenario) -> None:
    asked = scenario.steps("RechargeResonance")[0]
    assert of_type(asked.events, "ResonanceRechargeRequested")[0]["target_id"] == "deva"
    recharged = scenario.steps("ConfirmResonanceRecharge")[0]
    assert of_type(recharged.events, "ResonanceRecharged")[0]["value"] == 1
    ceres = await scenario.table.json("/characters/ceres", at=recharged.version)
    assert ceres["relations"]["deva"]["resonance"] == 1
    day = scenario.steps("AdvanceDay")[0]
    assert (await scenario.table.json("/state", at=day.version))["state"]["day"] == 2


async def test_the_rupture_temptation_trades_a_rupture_gem_for_two_more_gems(
        scenario: Scenario) -> None:
    tempted = scenario.steps("TakeRuptureTemptation")[0]
    assert of_type(tempted.events, "RuptureTemptationTaken") == [{
        "call_id": "call-6", "character_id": "deva", "cells": [11], "bonus": 2}]
    assert moves(tempted.events) == [("winter", 11, 10)]
    assert of_type(tempted.events, "RupturePointGained")[0]["total"] == 1
    assert of_type(tempted.events, "PrayerGemReceived") == [
        {"character_id": "deva", "colour": "rupture", "replaced": None}]
    assert not of_type(tempted.events, "MediumShattered")
    state = (await scenario.table.json("/state", at=tempted.version))["state"]
    assert (state["open_call"]["draw_count"], state["open_call"]["difficulty"]) == (10, 1)
    assert state["board"]["quadrants"]["winter"]["weather"] == 0
    assert len(scenario.steps("DrawGems")[-1].step.command["gems"]) == 10


async def test_mielta_reaches_the_world_on_a_fully_paved_winter_path(
        scenario: Scenario) -> None:
    last = scenario.steps("PlaceExtraGems")[-1]
    assert of_type(last.events, "NymphReachedWorld") == [{"season": "winter",
                                                           "call_id": "call-6"}]
    assert ("winter", 10, 21) in moves(last.events)
    board = await scenario.table.json("/board")
    assert board["nymphs_in_world"] == ["winter"]
    winter = board["quadrants"]["winter"]
    assert winter["nymph"] == 21 and all(winter["cells"][1:]) and winter["weather"] == 0
    before = await scenario.table.json("/board", at=scenario.before(last))
    assert before["quadrants"]["winter"]["cells"][18:] == [None] * 4


async def test_the_communion_ritual_needs_a_low_pool_and_clears_each_members_colour(
        scenario: Scenario) -> None:
    refused, ritual = [p for p in scenario.played
                       if p.step.command["type"] == "PerformCommunionRitual"]
    assert refused.step.refused == "not_enough_sets" and not refused.events
    assert refused.version == scenario.before(ritual)
    before = await scenario.table.json("/state", at=refused.version)
    after = await scenario.table.json("/state", at=ritual.version)
    pool_before = sum(before["state"]["board"]["pool"].values())
    assert pool_before == 11
    # Back to the bag: Orlane's prayer gem, her 2 time gems, 3 autumn and 2 summer gems.
    assert sum(after["state"]["board"]["pool"].values()) == pool_before + 1 + 2 + 3 + 2
    assert [(e["quadrant"], e["cells"]) for e in of_type(ritual.events, "GemsRemoved")] == [
        ("autumn", [11, 10, 9, 8, 7]), ("summer", [8, 7])]
    assert moves(ritual.events) == [("autumn", 11, 6)]
    harmony = {cid: (before["state"]["characters"][cid]["harmony"],
                     after["state"]["characters"][cid]["harmony"]) for cid in PLAYERS}
    assert harmony == {"orlane": (3, 3), "deva": (2, 1), "ceres": (2, 1), "kirin": (1, 0)}
    prayers = after["state"]["characters"]["orlane"]["prayer_gems"]
    assert prayers == ["summer", "autumn", "spring", "summer", "autumn"]


async def test_the_sheets_read_back_every_figure_of_the_scenario(scenario: Scenario) -> None:
    sheets = {cid: await scenario.table.json(f"/characters/{cid}", as_=cid) for cid in PLAYERS}
    figures = {cid: (s["harmony"], s["rupture_points"], s["medium_shattered"], s["prayer_gems"])
               for cid, s in sheets.items()}
    assert figures == {
        "orlane": (3, 0, False, ["summer", "autumn", "spring", "summer", "autumn"]),
        "deva": (1, 1, False, ["spring", "summer", "autumn", "rupture"]),
        "ceres": (1, 0, False, ["winter", "spring", "summer", "summer"]),
        "kirin": (0, 0, False, ["spring", "autumn", "summer", "spring"])}
    assert sheets["orlane"]["kind"] == "priestess" and sheets["orlane"]["tutelary_season"] is None
    assert sheets["ceres"]["relations"]["deva"] == {
        "nature": "tenderness", "resonance_max": 1, "resonance": 0, "last_recharge_day": 1}
    for cid in PLAYERS:
        assert sheets[cid]["player_id"] == scenario.table.seat_ids[cid]


async def test_every_gem_is_conserved_after_every_step(scenario: Scenario) -> None:
    versions = sorted({p.version for p in scenario.played})
    for version in versions:
        view = (await scenario.table.json("/state", at=version))["state"]
        assert gem_totals(view) == dict.fromkeys(COLOURS, 12), version


def log_entries(markdown: str) -> list[str]:
    """The log's entries: a header line (actor, command) and its narrated lines."""
    log = markdown.split("## Log", 1)[1]
    entries: list[str] = []
    for line in log.strip().splitlines():
        if line.startswith("- **"):
            entries.append(line)
        elif entries:
            entries[-1] += "\n" + line
    return entries


def entry(entries: list[str], actor: str, command: str, first_line: str) -> str:
    """The one entry of this actor and command whose text holds ``first_line``."""
    found = [e for e in entries if e.startswith(f"- **{actor}** \u00b7 {command} \u00b7")
             and first_line in e]
    assert len(found) == 1, (actor, command, first_line)
    return found[0]


@pytest_asyncio.fixture(scope="module", loop_scope="session")
async def markdown(scenario: Scenario) -> str:
    """The scenario's session log, exported by the gm."""
    response = await scenario.table.get("/export", format="markdown")
    assert response.status_code == 200
    return response.text


async def test_the_markdown_log_names_the_table_and_each_setup_draw(markdown: str) -> None:
    assert markdown.startswith(f"# {TITLE}\n")
    assert all(f"- {cid} (player)" in markdown for cid in PLAYERS)
    entries = log_entries(markdown)
    entry(entries, "orlane", "DrawSetupGems", "Orlane draws time, time, time, time, rupture")
    setup = entry(entries, "orlane", "ChooseSetupPrayers",
                  "Orlane keeps 2 spring, 2 summer and 2 autumn as prayer gems")
    assert "A time gem is placed on winter 4" in setup
    assert "A rupture gem is placed on spring 1" in setup
    gm_gems = entry(entries, "GM", "CompleteSetup", "Setup complete: the scenario begins")
    assert "A rupture gem is placed on winter 11" in gm_gems


async def test_the_markdown_log_says_who_called_what_was_drawn_and_the_result(
        markdown: str) -> None:
    entries = log_entries(markdown)
    entry(entries, "GM", "DeclareCall", "The GM calls winter, led by Déva (Abri), helped by "
          "Cérès (resonance) and Ki-Rin (direct, Interrogatoire): winter 6 \u2212 weather 1 "
          "+ 2 helpers = 7, Déva chooses the gems (7 to draw)")
    entry(entries, "deva", "DrawGems",
          "Déva draws winter, winter, time, spring, spring, autumn, summer")
    entry(entries, "deva", "PlaceCallGems",
          "Result: success (winter)\n  - A winter gem is placed on winter 12")
    entry(entries, "orlane", "PlaceCallGems", "Result: bitter success (summer)")
    entry(entries, "ceres", "PlaceCallGems", "Result: failure (winter, no talent)")
    entry(entries, "GM", "DeclareCall", "The GM calls spring, led by Ki-Rin (Interrogatoire): "
          "spring 3 \u2212 opposition 5 = \u22122, the GM chooses the gems (2 to draw)")
    entry(entries, "GM", "PlaceCallGems", "The gm chooses the gems to place: autumn and time")
    entry(entries, "kirin", "ChooseShift", "Result: critical failure (autumn + time down)")
    entry(entries, "kirin", "KeepPrayerGem", "Ki-Rin keeps a removed spring gem as a prayer")
    entry(entries, "ceres", "PlaceCallGems", "Result: critical success (autumn + time up)")
    entry(entries, "ceres", "RemoveRuptureGem",
          "Cérès removes the rupture gem on summer 5: summer weather 2 → 1")
    entry(entries, "ceres", "RechargeResonance", "Cérès manifests the relation with Déva "
          "(tenderness: she shares her shelter with Déva) and asks the GM to recharge the "
          "resonance")
    entry(entries, "GM", "ConfirmResonanceRecharge", "Cérès recharges resonance with Déva")
    entry(entries, "GM", "AdvanceDay", "Day 2 begins")


async def test_the_markdown_log_shows_how_the_board_changed(markdown: str) -> None:
    entries = log_entries(markdown)
    first = entry(entries, "deva", "PlaceExtraGems", "A winter gem is placed on winter 13")
    assert "Mÿelta walks 0 → 11, stopped by a rupture gem\n" in first
    assert "Ailma walks 0 → 6, stopped by a rupture gem" in first
    assert "Liana walks 0 → 1" in entry(entries, "orlane", "PlaceCallGems", "bitter")
    failure = entry(entries, "ceres", "PlaceCallGems", "Result: failure")
    assert ("2 gems removed from spring (cells 4 and 3): spring and rupture go back to "
            "the pool") in failure
    assert "Fÿrellya goes back to her cage (5 → 0)" in entry(
        entries, "kirin", "ChooseShift", "critical")
    tempted = entry(entries, "deva", "TakeRuptureTemptation",
                    "Déva yields to the rupture temptation: 1 rupture gem removed, n = 10 "
                    "(difficulty stays 1); the rupture gem on winter 11 goes back to the pool")
    assert "Mÿelta falls back 11 → 10" in tempted
    assert "Déva gains a rupture point (now 1)" in tempted
    world = entry(entries, "deva", "PlaceExtraGems", "Mÿelta reaches the world!")
    assert "Mÿelta walks 10 → 21" in world
    ritual = entry(entries, "GM", "PerformCommunionRitual",
                   "The quartet performs the communion ritual")
    assert ("5 gems removed from autumn (cells 11, 10, 9, 8 and 7): 2 time and 3 autumn go "
            "back to the pool") in ritual
    assert "Ailma falls back 11 → 6" in ritual


async def test_the_markdown_ritual_entry_says_what_each_member_paid(markdown: str) -> None:
    ritual = entry(log_entries(markdown), "GM", "PerformCommunionRitual", "communion ritual")
    assert "spring prayer" in ritual and "harmony" in ritual


async def test_the_ndjson_export_imports_as_a_game_in_the_same_state(
        client: Client, scenario: Scenario) -> None:
    exported = (await scenario.table.get("/export", format="ndjson")).content
    response = await client.post("/v1/games/import", content=exported,
                                 headers={"Content-Type": "application/x-ndjson"})
    assert response.status_code == 201, response.text
    created = response.json()
    copy = Table(client, created["game_id"], created["gm_token"], {"gm": created["gm_token"]})
    original = await scenario.table.json("/state")
    imported = await copy.json("/state")
    assert imported["state"] == original["state"]
    assert imported["version"] == original["version"] + 1
    assert await copy.json("/board") == {**await scenario.table.json("/board"),
                                         "version": imported["version"]}
