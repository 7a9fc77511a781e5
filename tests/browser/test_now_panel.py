"""The "Now" panel in a real browser: a whole ESPRI Call (declare, draw, place, extra gems,
the nymph's advance) played only with the buttons the server offers and their prefilled
selects, a second seat watching ``waiting_for`` change live, names instead of ids, and the
lobby, the table mid-call and the replay checked by axe-core (WCAG 2.1 AA): 0 violations,
and a command sent with the keyboard alone."""

from typing import Any

from httpx import AsyncClient

from tests.api.test_espri_api import CERES, DEVA
from tests.browser.support import Visitor, axe_violations, submit, wait_version
from tests.support.api import Table

LEADS = "Waiting for Deva (deva) to"


async def espri_after_setup(client: AsyncClient) -> Table:
    """Déva and Cérès after the setup (physical gems, so the Call below is known)."""
    table = await Table.create(client, "espri", randomness="mixed")
    deva, ceres = await table.seat("deva"), await table.seat("ceres")
    for cid, seat, tutelary, seasons, gems, keep in (
            ("deva", deva, "winter", DEVA, ["winter", "autumn", "autumn", "summer", "summer"],
             ["summer", "summer"]),
            ("ceres", ceres, "autumn", CERES, ["autumn", "spring", "spring", "autumn", "time"],
             ["spring", "spring"])):
        await table.ok({"type": "RegisterCharacter", "id": cid, "name": cid.capitalize(),
                        "player_id": seat, "kind": "guardian", "tutelary_season": tutelary,
                        "devotion": 2, "seasons": seasons, "talents": ["Abri"]}, as_=cid)
        await table.ok({"type": "DrawSetupGems", "character_id": cid, "gems": gems}, as_=cid)
        await table.ok({"type": "ChooseSetupPrayers", "character_id": cid, "keep": keep},
                       as_=cid)
    await table.ok({"type": "CompleteSetup"})
    return table


async def open_seat(visit: Any, live_server: str, table: Table, name: str, role: str) -> Visitor:
    """A browser holding one seat of the game (its join link opened)."""
    visitor: Visitor = await visit()
    token, seat_id = table.seats[name], table.seat_ids[name]
    await visitor.page.goto(f"{live_server}/#join/{table.game_id}/{seat_id}/{role}/{name}/{token}")
    await visitor.page.wait_for_selector("#now-status")
    return visitor


async def press(page: Any, offer: str) -> Any:
    """Press the Now panel's button of a command; its form."""
    await page.click(f'#offers [data-offer="{offer}"]')
    form = page.locator(f'form[data-command="{offer}"]')
    await form.wait_for()
    return form


async def send(page: Any, form: Any) -> int:
    """Submit an opened form that must be accepted; the version it reached."""
    result = await submit(page, form)
    assert "ok" in result, result
    version = int(result["version"])
    await wait_version(page, version)
    return version


async def waiting(page: Any, text: str) -> None:
    """Until the Now panel says this."""
    await page.wait_for_function(
        "t => document.querySelector('#now-status')?.textContent.includes(t)", arg=text)


async def assert_accessible(visitor: Visitor, where: str) -> None:
    violations = await axe_violations(visitor.page)
    assert violations == [], f"{where}: {violations}"


async def test_a_whole_espri_call_through_the_now_panel_with_a_second_seat_watching(
        visit: Any, live_server: str, client: AsyncClient) -> None:
    table = await espri_after_setup(client)
    gm = await open_seat(visit, live_server, table, "gm", "gm")
    deva = await open_seat(visit, live_server, table, "deva", "player")
    ceres = await open_seat(visit, live_server, table, "ceres", "player")
    await waiting(ceres.page, "Waiting for the gm to declare call")
    assert await deva.page.locator('#offers [data-offer="DrawGems"]').count() == 0

    declare = await press(gm.page, "DeclareCall")
    # nobody awaited names the leader: the gm picks one, the form refuses to guess
    assert await declare.locator('[name="leader_id"] option').all_text_contents() == [
        "— choose —", "Deva", "Ceres"]
    await declare.locator('button[type="submit"]').click()
    assert await declare.locator(".field-problem").text_content() == (
        "Choose whom this command is for.")
    await declare.locator('[name="leader_id"]').select_option(label="Deva")
    assert await declare.locator('[name="called_season"]').input_value() == "winter"
    await declare.locator('[name="talent"]').select_option(label="Abri")
    await send(gm.page, declare)
    await waiting(ceres.page, f"{LEADS} draw gems")
    await waiting(deva.page, f"{LEADS} draw gems")
    assert "primary" in str(await deva.page.get_attribute(
        '#offers [data-offer="DrawGems"]', "class"))

    drawn = await press(deva.page, "DrawGems")
    for _ in range(2):  # physical gems from the bag at the table: two winter gems
        await drawn.locator('[data-add="gems+winter"]').click()
    await send(deva.page, drawn)
    await waiting(ceres.page, f"{LEADS} place call gems")
    await assert_accessible(deva, "the table mid-call")
    await deva.shot("now-01-leader-mid-call")

    placed = await press(deva.page, "PlaceCallGems")
    assert await placed.locator('[name="main"] option').all_text_contents() == ["winter"]
    await send(deva.page, placed)
    await waiting(ceres.page, f"{LEADS} place extra gems")

    extra = await press(deva.page, "PlaceExtraGems")  # the gem left in hand, ticked
    assert await extra.locator('input[name="gems"][value="winter"]').is_checked()
    await send(deva.page, extra)
    await waiting(ceres.page, "Waiting for the gm to declare call")

    board = (await client.get(f"/v1/games/{table.game_id}/board",
                              headers={"Authorization": f"Bearer {table.gm_token}"})).json()
    assert board["quadrants"]["winter"]["nymph"] > 0, "the winter nymph advanced"
    state_text = str(await ceres.page.locator("#state").text_content())
    assert "seat_" not in state_text and "Deva" in state_text
    assert deva.errors == [] and ceres.errors == [] and gm.errors == []


async def test_the_lobby_and_the_replay_are_accessible_and_a_command_goes_by_keyboard(
        visit: Any, live_server: str, client: AsyncClient) -> None:
    lobby: Visitor = await visit()
    await lobby.page.goto(f"{live_server}/")
    await lobby.page.wait_for_selector("#create-game")
    await assert_accessible(lobby, "the lobby")

    table = await espri_after_setup(client)
    gm = await open_seat(visit, live_server, table, "gm", "gm")
    await waiting(gm.page, "Waiting for the gm to declare call")
    for _ in range(60):  # Tab through the page until the awaited button has the focus
        await gm.page.keyboard.press("Tab")
        if await gm.page.evaluate("document.activeElement?.dataset.offer") == "DeclareCall":
            break
    else:
        raise AssertionError("the Declare call button is not reachable with Tab")
    await gm.page.keyboard.press("Enter")
    await gm.page.locator('form[data-command="DeclareCall"]').wait_for()
    for _ in range(40):  # Tab to the leader, left to the gm's choice: the next one is Deva
        if await gm.page.evaluate("document.activeElement?.name") == "leader_id":
            break
        await gm.page.keyboard.press("Tab")
    await gm.page.keyboard.press("ArrowDown")
    for _ in range(40):
        await gm.page.keyboard.press("Tab")
        if await gm.page.evaluate("document.activeElement?.type") == "submit":
            break
    await gm.page.keyboard.press("Enter")
    await waiting(gm.page, f"{LEADS} draw gems")

    await gm.page.locator(".timeline li button").first.click()
    await gm.page.wait_for_selector("#replay-banner:not([hidden])")
    await assert_accessible(gm, "the replay")
