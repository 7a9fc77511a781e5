"""A page that stays open through 50 events shows the same log, state and board as a page
opened afterwards (issue #36): the open page appended each event's narrated lines from
the feed, kept its state by the feed's patches (no read of ``state``), re-read the board
only when an event changed it, and never re-read the log."""

from typing import Any

from httpx import AsyncClient

from tests.api.test_espri_api import devas_table
from tests.browser.support import Visitor, wait_version
from tests.support.recap_game import play_call

EVENTS = 50

SHOWN = """() => {
  const svg = document.querySelector('#board svg').cloneNode(true);
  svg.removeAttribute('data-version');
  return {log: document.querySelector('#log').innerText,
          state: document.querySelector('#state').innerText,
          board: svg.outerHTML};
}"""


async def open_gm(visit: Any, live_server: str, table: Any) -> Visitor:
    """The gm's table in a browser of its own."""
    visitor: Visitor = await visit()
    token, seat_id = table.seats["gm"], table.seat_ids["gm"]
    await visitor.page.goto(f"{live_server}/#join/{table.game_id}/{seat_id}/gm/gm/{token}")
    await visitor.page.wait_for_selector("#board svg")
    return visitor


async def test_a_page_open_through_50_events_shows_what_a_fresh_page_shows(
        visit: Any, live_server: str, client: AsyncClient) -> None:
    table = await devas_table(client)
    start = (await table.json(""))["version"]
    stays = await open_gm(visit, live_server, table)
    await wait_version(stays.page, start)
    before = len(stays.requests)
    number = 0
    while (head := (await table.json(""))["version"]) < start + EVENTS:
        await play_call(table, number)
        number += 1
    await wait_version(stays.page, head)
    fresh = await open_gm(visit, live_server, table)
    await wait_version(fresh.page, head)
    await stays.page.wait_for_selector(f'#board svg[data-version="{head}"]')
    await fresh.page.wait_for_selector(f'#board svg[data-version="{head}"]')
    kept, new = await stays.page.evaluate(SHOWN), await fresh.page.evaluate(SHOWN)
    assert kept["log"] == new["log"] and kept["log"].count("\n") > 20
    assert kept["state"] == new["state"]
    assert kept["board"] == new["board"]
    during = stays.requests[before:]
    assert not [url for url in during if "/export" in url or "/log" in url], during
    states = [url for url in during if "/state" in url]  # the feed carried the state
    assert len(states) < (head - start) / 10, f"{len(states)} state reads"
    boards = [url for url in during if "/board.svg" in url]
    assert 0 < len(boards) < head - start, f"{len(boards)} board reads for {head - start}"
    assert stays.errors == [] and fresh.errors == []
