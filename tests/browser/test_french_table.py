"""The browser table in French, as a French browser opens it (``locale="fr-FR"``: its
``navigator.languages`` and ``Accept-Language``): the lobby, a table with its Now panel and
log, and a refused command whose problem ``detail`` comes back in French (its ``code``
unchanged); axe-core finds no violation in French either."""

from typing import Any

from httpx import AsyncClient

from tests.browser.support import CommandForm, Visitor, axe_violations
from tests.browser.test_now_panel import espri_after_setup


async def test_a_french_browser_gets_the_lobby_the_table_and_a_problem_in_french(
        visit: Any, live_server: str, client: AsyncClient) -> None:
    lobby: Visitor = await visit(locale="fr-FR")
    await lobby.page.goto(f"{live_server}/")
    await lobby.page.wait_for_selector("#create-game")
    assert await lobby.page.get_attribute("html", "lang") == "fr"
    assert await lobby.page.locator("#language").input_value() == "fr"
    submit = lobby.page.locator('#create-game button[type="submit"]')
    assert (await submit.text_content() or "").strip() == "Créer la partie"
    assert await axe_violations(lobby.page) == []

    table = await espri_after_setup(client)
    gm: Visitor = await visit(locale="fr-FR")
    token, seat_id = table.seats["gm"], table.seat_ids["gm"]
    await gm.page.goto(f"{live_server}/#join/{table.game_id}/{seat_id}/gm/gm/{token}")
    await gm.page.wait_for_function(
        "() => document.querySelector('#now-status')?.textContent.includes('En attente du MJ')")
    assert await gm.page.locator("#log-title").text_content() == "Journal de partie"
    assert await axe_violations(gm.page) == []
    await gm.shot("fr-01-table")

    closed = await table.send({"type": "CloseGame"})
    assert closed.status_code == 200, closed.text
    form = await CommandForm.choose(gm.page, "AdvanceDay")
    answer = await form.send()
    assert answer.get("code") == "game_closed", answer
    assert "la partie est close" in answer["detail"], answer
    assert gm.errors == [] and lobby.errors == []
