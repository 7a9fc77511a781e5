"""The Recap tab in a real browser (issue #29): a seat's table shows the timeline, the
outcomes and the luck chart with its explanation; a share link (``#shared/<id>``) opens
a read-only replay with the recap beside it, no token in the browser; axe-core finds no
WCAG 2.1 AA violation on either."""

from typing import Any

from httpx import AsyncClient

from tests.browser.support import Visitor, axe_violations
from tests.support.recap_game import many_calls

CHART = "#recap-chart svg[data-chart='{}']"


async def assert_accessible(visitor: Visitor, where: str) -> None:
    violations = await axe_violations(visitor.page)
    assert violations == [], f"{where}: {violations}"


async def test_the_recap_tab_and_a_share_link_in_the_browser(
        visit: Any, live_server: str, client: AsyncClient) -> None:
    table = await many_calls(client, 4)
    gm: Visitor = await visit()
    token, seat_id = table.seats["gm"], table.seat_ids["gm"]
    await gm.page.goto(f"{live_server}/#join/{table.game_id}/{seat_id}/gm/gm/{token}")
    await gm.page.click("#recap summary")  # read only while open
    await gm.page.wait_for_selector(CHART.format("timeline"))
    await gm.page.click("#recap-tab-luck")
    await gm.page.wait_for_selector(CHART.format("luck"))
    assert await gm.page.get_attribute("#recap-tab-luck", "aria-selected") == "true"
    explanation = await gm.page.text_content("#recap-explanation")
    assert explanation is not None and "not as a proof" in explanation
    await gm.page.focus("#recap-tab-luck")
    await gm.page.keyboard.press("ArrowLeft")  # the tabs go by keyboard too
    await gm.page.wait_for_selector(CHART.format("outcomes"))
    desc = await gm.page.text_content(f"{CHART.format('outcomes')} desc")
    assert desc is not None and "day 1" in desc
    await assert_accessible(gm, "the table's recap")

    share = await client.post(f"/v1/games/{table.game_id}/shares", json={},
                              headers={"Authorization": f"Bearer {token}"})
    assert share.status_code == 201, share.text
    reader: Visitor = await visit()
    await reader.page.goto(f"{live_server}/#shared/{share.json()['share_id']}")
    await reader.page.click("#recap summary")
    await reader.page.wait_for_selector(CHART.format("timeline"))
    await reader.page.wait_for_selector(".timeline li button")
    assert await reader.page.locator("#offers, form[data-command]").count() == 0
    await reader.page.locator(".timeline li button").nth(10).click()
    await reader.page.wait_for_function(
        "() => document.querySelector('#version')?.textContent === '11'")
    await reader.page.click("#recap-tab-luck")
    await reader.page.wait_for_selector(CHART.format("luck"))
    await assert_accessible(reader, "the shared replay")
    stored = await reader.page.evaluate("JSON.stringify(localStorage)")
    assert token not in stored and reader.foreign_requests() == [] and reader.errors == []
