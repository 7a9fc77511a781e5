"""The Foundry VTT export: chat messages Foundry accepts, with the server's dice as
evaluated rolls whose totals are the events' own, nothing a seat may not read, entries the
public (``view_as``) may not read marked gm-only, and text Foundry's enrichers leave as
text."""

import html
import re
from typing import Any

import pytest

from services.history.foundry import WORD_JOINER, inert
from tests.support import locquemare_http as loc
from tests.support.api import Client, Table, assert_problem, data_of
from tests.support.ardri_http import SINNEAD, ardri_table, roll
from tests.support.espri_scenario import play
from tests.support.foundry_shapes import check_message, dice_terms, event_of
from tests.support.voyages_http import mod, roll_action, voyages_table
from tests.support.xyrop_http import action, difficulty, opposed, xyrop_table


async def exported(table: Table, as_: str = "gm") -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = (await table.json("/export", as_=as_,
                                                       format="foundry"))["messages"]
    for message in messages:
        check_message(message)
    return messages


def command_of(message: dict[str, Any]) -> str:
    return str(message["flags"]["tabletop"]["command"])


def rolled(messages: list[dict[str, Any]], command: str) -> list[dict[str, Any]]:
    return [m for m in messages if command_of(m) == command and m["rolls"]]


async def test_an_ardri_roll_is_three_d10_and_the_attribute_die_counting_successes(
        client: Client) -> None:
    table = await ardri_table(client, SINNEAD)
    await table.ok(roll("sinnead", "spirit", "knowledge", [4, 7, 9], 3,
                        attribute_id="myths_of_enorhim"), as_="sinnead")
    (message,) = rolled(await exported(table), "RollAction")
    event = event_of(message, "ActionRolled")
    trinity, attribute = dice_terms(message)
    assert (trinity["number"], trinity["faces"]) == (3, 10)
    assert [r["result"] for r in trinity["results"]] == event["trinity_dice"] == [4, 7, 9]
    assert attribute["faces"] == event["attribute_die_faces"]
    assert attribute["results"][0]["result"] == 3
    assert message["rolls"][0]["total"] == event["total_successes"]
    assert message["rolls"][0]["options"]["flavor"] == "Roll action"
    assert [t["options"]["flavor"] for t in (trinity, attribute)] == ["Trinity", "Attribute"]


async def test_roll_headers_and_dice_are_named_in_the_rule_systems_french(
        client: Client) -> None:
    table = await ardri_table(client, SINNEAD)
    await table.ok(roll("sinnead", "spirit", "knowledge", [4, 7, 9], 3,
                        attribute_id="myths_of_enorhim"), as_="sinnead")
    french = (await table.json("/export", format="foundry", lang="fr"))["messages"]
    (message,) = rolled(french, "RollAction")
    header = message["rolls"][0]["options"]["flavor"]
    assert header != "Roll action" and html.escape(header) in message["flavor"]
    assert [t["options"]["flavor"] for t in dice_terms(message)] == ["Dés de la Trinité",
                                                                      "Attribut"]


async def test_a_xyrop_contest_shows_kept_and_dropped_dice_of_both_sides(
        client: Client) -> None:
    table = await xyrop_table(client)
    body = await table.ok(action("careful", "burglar", {"approach": 7, "role": 2}), as_="pip")
    contest = data_of(body, "ActionRolled")["contest_id"]
    dice = {"difficulty:1": 5, "difficulty:2": 3, "difficulty:3": 1}
    await opposed(table, difficulty(contest, dice))
    messages = await exported(table)
    (player,) = rolled(messages, "RollAction")
    (gm,) = rolled(messages, "RollOpposition")
    for message, event_type, key in ((player, "ActionRolled", "player_total"),
                                     (gm, "OppositionRolled", "opposition_total")):
        event = event_of(message, event_type)
        results = [r for t in dice_terms(message) for r in t["results"]]
        assert sorted(r["result"] for r in results) == sorted(d["value"] for d in event["pool"])
        kept = [r["result"] for r in results if r["active"]]
        assert sum(kept) == message["rolls"][0]["total"] == event[key]
        assert all(r.get("discarded") for r in results if not r["active"])
    assert [r["active"] for t in dice_terms(gm) for r in t["results"]].count(False) == 1


async def test_a_voyages_action_is_its_d6(client: Client) -> None:
    table = await voyages_table(client)
    await table.ok(roll_action("a1", "doc", [4], mod("delicate_task", -2)), as_="doc")
    (message,) = rolled(await exported(table), "RollAction")
    (d6,) = dice_terms(message)
    assert (d6["faces"], [r["result"] for r in d6["results"]]) == (6, [4])
    assert message["rolls"][0]["total"] == 4


async def test_a_locquemare_roll_is_four_fate_dice_and_the_edge_die(client: Client) -> None:
    table = await loc.table_in_scene(client)
    await table.ok(loc.declare(), as_="sybeline")
    await table.ok(loc.difficulty("a1", grant_edge_die=8))
    await table.ok({"type": "RollAction", "action_id": "a1",
                    "dice": {"fate": [1, -1, 0, 1], "edge": 6}}, as_="sybeline")
    (message,) = rolled(await exported(table), "RollAction")
    fate, edge = dice_terms(message)
    assert fate["class"] == "FateDie" and fate["number"] == 4 and fate["faces"] == 3
    assert [r["result"] for r in fate["results"]] == [1, -1, 0, 1]
    assert (edge["faces"], edge["results"][0]["result"]) == (8, 6)
    total = event_of(message, "ActionRolled")["dice_total"]
    assert message["rolls"][0]["total"] == total == 7
    assert message["rolls"][0]["formula"] == "4df + 1d8"


async def test_espri_has_no_dice_but_shows_its_gems_and_names_the_board_picture(
        client: Client) -> None:
    scenario = await play(client)
    messages = await exported(scenario.table)
    assert all(not m["rolls"] for m in messages)
    drawn = next(m for m in messages if command_of(m) == "DrawGems")
    gems = event_of(drawn, "GemsDrawn")["gems"]
    assert drawn["content"].count('class="tabletop-gem"') == len(gems) > 0
    placed = [m for m in messages if "board_picture" in m["flags"]["tabletop"]]
    assert placed, "no message changed the board"
    last = placed[-1]["flags"]["tabletop"]
    assert last["board_picture"] == (f"/v1/games/{scenario.table.game_id}/board.svg"
                                     f"?at={last['versions'][-1]}")


async def test_ids_are_stable_and_names_are_escaped(client: Client) -> None:
    table = await Table.create(client, "counter")
    await table.seat("<b>Ann</b> & co")
    await table.ok({"type": "RollDie"}, as_="<b>Ann</b> & co")
    first, second = await exported(table), await exported(table)
    assert [m["_id"] for m in first] == [m["_id"] for m in second]
    assert len({m["_id"] for m in first}) == len(first)
    joined = next(m for m in first if command_of(m) == "AddSeat")
    assert "&lt;b&gt;Ann&lt;/b&gt; &amp; co" in joined["content"]
    assert "<b>" not in joined["content"]


async def test_an_observer_export_keeps_locquemare_secrets_out(client: Client) -> None:
    table = await loc.hidden_table(client, "command")
    await table.seat("watcher", role="observer")
    hidden = [*loc.SECRET_TEXTS.values(), loc.HIDDEN_KEY, loc.NPC_KEY]
    response = await table.get("/export", as_="watcher", format="foundry")
    for message in response.json()["messages"]:
        check_message(message)
    loc.assert_absent(response.content, hidden, "an observer")
    assert loc.HIDDEN_KEY in (await table.get("/export", format="foundry")).text


async def test_a_roll_message_leaves_the_content_to_foundry_and_narrates_in_the_flavor(
        client: Client) -> None:
    table = await ardri_table(client, SINNEAD)
    await table.ok(roll("sinnead", "spirit", "knowledge", [4, 7, 9], 3,
                        attribute_id="myths_of_enorhim"), as_="sinnead")
    (message,) = rolled(await exported(table), "RollAction")
    assert message["content"] == ""
    assert message["flavor"].startswith('<span class="tabletop-command">Roll action</span><br>')
    assert len(message["flavor"]) > 60


async def test_entries_the_public_may_not_read_are_gm_only_and_carry_no_event_data(
        client: Client) -> None:
    table = await loc.hidden_table(client, "command")
    hidden = [*loc.SECRET_TEXTS.values(), loc.HIDDEN_KEY, loc.NPC_KEY]
    messages = await exported(table)
    private = [m for m in messages if m["flags"]["tabletop"]["gm_only"]]
    public = [m for m in messages if not m["flags"]["tabletop"]["gm_only"]]
    assert private and public
    assert any(text in m["content"] + m["flavor"] for m in private for text in hidden)
    assert all("events" not in m["flags"]["tabletop"] for m in private)
    public_text = str(public)
    assert not [text for text in hidden if text in public_text]
    as_observer = await exported(table, "watcher")
    assert all(not m["flags"]["tabletop"]["gm_only"] for m in as_observer)
    assert {m["_id"] for m in public} <= {m["_id"] for m in as_observer}


async def test_view_as_a_player_makes_that_players_own_view_public(client: Client) -> None:
    table = await loc.hidden_table(client, "command")
    seat = table.seat_ids["sybeline"]
    observer_view = await exported(table)
    player_view = (await table.json("/export", format="foundry", view_as=seat))["messages"]
    private = {m["_id"] for m in observer_view if m["flags"]["tabletop"]["gm_only"]}
    still = {m["_id"] for m in player_view if m["flags"]["tabletop"]["gm_only"]}
    # Since the danger pool is public (U3) and an entry is public when its narration is
    # the same for the public, a hero reads no entry an observer does not: her view is
    # never more private, and the Adversity's hidden keys stay hidden from her too.
    assert still <= private and still, "what Sybeline may read is not public for her"
    own = await table.get("/export", as_="sybeline", format="foundry", view_as=seat)
    assert own.status_code == 200


@pytest.mark.parametrize(("as_", "view_as", "status", "code"), [
    ("gm", "seat_unknown", 422, "invalid_view_as"),
    ("artus", "gm", 403, "view_as_forbidden"),
    ("artus", "sybeline", 403, "view_as_forbidden"),
])
async def test_a_bad_view_as_is_a_problem(client: Client, as_: str, view_as: str,
                                         status: int, code: str) -> None:
    table = await loc.hidden_table(client, "command")
    seat = table.seat_ids.get(view_as, view_as)
    assert_problem(await table.get("/export", as_=as_, format="foundry", view_as=seat),
                   status, code)


async def test_view_as_is_for_the_foundry_format_only(client: Client) -> None:
    table = await Table.create(client, "counter")
    for fmt in ("ndjson", "markdown"):
        assert_problem(await table.get("/export", format=fmt, view_as="observer"), 422,
                       "invalid_view_as")


MARKUP = ["[[1d20]]", "@UUID[Actor.abc]{Boss}", "@Check[perception]", "&Reference[x]",
          "[[/r 2d6]]", "see https://evil.example/x"]


@pytest.mark.parametrize("name", MARKUP)
async def test_names_that_look_like_foundry_markup_are_made_inert(
        client: Client, name: str) -> None:
    table = await Table.create(client, "counter")
    await table.seat(name)
    joined = next(m for m in await exported(table) if command_of(m) == "AddSeat")
    shown = joined["content"].replace(WORD_JOINER, "")
    assert name.replace("&", "&amp;") in shown
    for pattern in (r"\[\[", r"@\w", r"\w\[", "://"):
        assert not re.search(pattern, joined["content"]), (pattern, joined["content"])


def test_inert_text_is_escaped_html_with_invisible_joiners_only() -> None:
    assert inert("<b>[[1d20]]</b> @UUID[x]") == (
        "&lt;b&gt;\u2060[\u2060[1d20]]&lt;/b&gt; @\u2060UUID\u2060[x]")
    assert inert("plain text, accents: élan") == "plain text, accents: élan"


async def test_an_entry_whose_narration_the_public_reads_word_for_word_is_public(
        client: Client) -> None:
    table = await loc.hidden_table(client, "command")
    gm_lines = {m["_id"]: m["content"] + m["flavor"] for m in await exported(table)}
    watcher = {m["_id"]: m["content"] + m["flavor"] for m in await exported(table, "watcher")}
    messages = await exported(table)
    same = [m for m in messages if watcher.get(m["_id"]) == gm_lines[m["_id"]]]
    assert same and all(not m["flags"]["tabletop"]["gm_only"] for m in same)
    hidden = [*loc.SECRET_TEXTS.values(), loc.HIDDEN_KEY, loc.NPC_KEY]
    public_text = str([m for m in messages if not m["flags"]["tabletop"]["gm_only"]])
    assert not [text for text in hidden if text in public_text]


async def test_after_gives_only_the_entries_that_begin_after_a_version(client: Client) -> None:
    table = await Table.create(client, "counter")
    for _ in range(4):
        await table.ok({"type": "Increment", "by": 1})
    everything = await exported(table)
    first = everything[1]["flags"]["tabletop"]["versions"][-1]
    later = (await table.json("/export", format="foundry", after=first))["messages"]
    assert later == everything[2:]
    head = everything[-1]["flags"]["tabletop"]["versions"][-1]
    assert (await table.json("/export", format="foundry", after=head))["messages"] == []
    assert_problem(await table.get("/export", format="markdown", after=1), 422, "invalid_after")
    assert (await table.get("/export", format="foundry", after=-1)).status_code in (400, 422)
