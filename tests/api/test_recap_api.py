"""``GET /v1/games/{id}/recap`` over HTTP (issue #29, "Must show"): an ESPRI game of 30
server-drawn calls; the recap's counts equal the log's, its luck section's draws equal
the gems drawn, and its statistic equals scipy's on counts rebuilt from the log and the
bag read at each draw's previous version."""

from collections import Counter
from typing import Any

import pytest
from scipy.stats import chisquare

from domain.core.words import ENGLISH
from domain.espri.narrate.glossary import result
from domain.espri.rules.gems import COLOURS
from services.i18n import words
from tests.support.api import Client, Table, assert_problem
from tests.support.recap_game import many_calls

CALLS = 30
RESULTS = ("critical_failure", "failure", "bitter_success", "success", "critical_success")


async def whole_log(table: Table, as_: str = "gm") -> list[dict[str, Any]]:
    """Every event of the log as this seat reads it, page by page."""
    events: list[dict[str, Any]] = []
    after: int | None = 0
    while after is not None:
        page = await table.json("/events", as_=as_, after=after, limit=500)
        events += page["events"]
        after = page["next"]
    return events


@pytest.fixture(scope="module")
async def played(client: Client) -> Table:
    table = await many_calls(client, CALLS)
    await table.seat("watcher", role="observer")
    return table


async def test_the_recap_counts_what_the_log_holds(played: Table) -> None:
    recap = await played.json("/recap")
    log = await whole_log(played)
    assert recap["ruleset"] == "espri" and recap["version"] == log[-1]["version"]
    assert recap["totals"]["events"] == dict(Counter(e["type"] for e in log))
    commands = {e["metadata"]["command_id"] for e in log}
    assert sum(recap["totals"]["commands"].values()) == len(commands)
    assert recap["totals"]["commands"]["DrawGems"] == CALLS
    results = Counter(e["data"]["result"] for e in log if e["type"] == "CallResultDetermined")
    assert recap["totals"]["outcomes"] == dict(results) and sum(results.values()) == CALLS
    per_period = Counter[str]()
    for period in recap["periods"]:
        per_period.update(period["events"])
    assert per_period == Counter(e["type"] for e in log)


async def test_the_luck_section_counts_the_gems_drawn_and_agrees_with_scipy(
        played: Table) -> None:
    recap = await played.json("/recap")
    drawn = [e for e in await whole_log(played) if e["type"] == "GemsDrawn"]
    assert len(drawn) == CALLS and {e["data"]["source"] for e in drawn} == {"server"}
    [gems] = recap["luck"]["server"]
    assert gems["kind"] == "gems" and gems["draws"] == CALLS
    observed = Counter(gem for e in drawn for gem in e["data"]["gems"])
    assert gems["values"] == sum(observed.values())
    assert {f["face"]: f["observed"] for f in gems["faces"]} == {
        colour: observed.get(colour, 0) for colour in COLOURS}
    expected = dict.fromkeys(COLOURS, 0.0)
    for event in drawn:  # the bag right before the draw, as the state read gives it
        pool = (await played.json("/board", at=event["version"] - 1))["pool"]
        size = sum(pool.values())
        for colour in COLOURS:
            expected[colour] += len(event["data"]["gems"]) * pool.get(colour, 0) / size
    faces = [c for c in COLOURS if expected[c] > 0]
    reference = chisquare([observed.get(c, 0) for c in faces], [expected[c] for c in faces])
    assert gems["statistic"] == pytest.approx(float(reference.statistic), rel=1e-9)
    assert gems["p_value"] == pytest.approx(float(reference.pvalue), rel=1e-9)
    assert gems["dof"] == len(faces) - 1
    [physical] = recap["luck"]["physical"]  # the setup draws, given by the table
    assert physical["source"] == "physical" and physical["draws"] == 2
    assert "not as a proof" in recap["luck"]["explanation"]


async def test_series_follow_the_nymphs_and_a_past_version_is_a_shorter_recap(
        played: Table) -> None:
    recap = await played.json("/recap")
    board = await played.json("/board")
    last = recap["nymphs"][-1]
    assert {s: last[s] for s in ("winter", "spring", "summer", "autumn")} == {
        s: q["nymph"] for s, q in board["quadrants"].items()}
    sheet = (await played.json("/state"))["state"]["characters"]["deva"]
    deva = [p for p in recap["series"] if p["character_id"] == "deva"][-1]["values"]
    assert (deva["harmony"], deva["rupture_points"]) == (sheet["harmony"],
                                                         sheet["rupture_points"])
    early = await played.json("/recap", at=20)
    assert early["version"] == 20 and "CallResultDetermined" not in early["totals"]["events"]


async def test_an_observer_reads_the_recap_in_french_and_a_stranger_does_not(
        played: Table, client: Client) -> None:
    recap = await played.json("/recap", as_="watcher", lang="fr")
    assert recap["totals"]["events"] == (await played.json("/recap"))["totals"]["events"]
    assert recap["luck"]["explanation"].startswith("Pour chaque")
    french = words("fr", "espri")
    assert recap["outcome_names"] == {code: result(french, code)
                                      for code in recap["totals"]["outcomes"]}
    assert {result(french, code) for code in RESULTS} == {
        "Échec critique", "Échec", "Réussite amère", "Réussite", "Réussite critique"}
    english = (await played.json("/recap"))["outcome_names"]
    assert english == {code: result(ENGLISH, code) for code in recap["totals"]["outcomes"]}
    assert english.get("bitter_success", "bitter success") == "bitter success"
    chart = (await played.get("/recap.svg", chart="outcomes", lang="fr")).text
    for code, word in recap["outcome_names"].items():
        assert f">{word}</text>" in chart and f">{code}</text>" not in chart
    assert "<title id=\"recap-title\">Résultats par jour</title>" in chart
    timeline = (await played.get("/recap.svg", chart="timeline", lang="fr")).text
    for value in ("Harmonie", "points de Rupture", "Résonance"):
        assert f'font-weight="bold" fill="#222222">{value}</text>' in timeline
    response = await client.get(f"/v1/games/{played.game_id}/recap")
    assert_problem(response, 401, response.json()["code"])
    assert_problem(await played.get("/recap", at=10_000), 422, "version_out_of_range")


async def test_the_markdown_export_ends_with_the_recaps_summary(played: Table) -> None:
    recap = await played.json("/recap")
    [gems] = recap["luck"]["server"]
    markdown = (await played.get("/export", format="markdown")).text
    summary = markdown.split("## Summary")[1]
    assert f"- gems: {CALLS} draws (server, chi-square {gems['statistic']:.2f}, " \
        f"p = {gems['p_value']:.3f})" in summary
    for kind, count in recap["periods"][0]["outcomes"].items():
        assert f"{recap['outcome_names'][kind]} {count}" in summary  # the glossary's word


@pytest.mark.parametrize("chart", ["timeline", "outcomes", "luck"])
async def test_each_chart_is_an_accessible_picture(played: Table, chart: str) -> None:
    response = await played.get("/recap.svg", chart=chart)
    assert response.status_code == 200 and response.headers["content-type"].startswith(
        "image/svg+xml")
    assert "<title id=\"recap-title\">" in response.text and "<desc" in response.text
