"""The ESPRI table in a real browser: lobby, the quartet's setup, a whole Call with physical
gems through the generated forms, a second browser watching live, replay and fork.

The commands are those of the HTTP scenario (tests/support/espri_scenario.py: setup and
its first Call, a success with helpers, a prayer gem and six extra gems), typed into the
generated forms by the gm, who may act on every player's behalf.
"""

from typing import Any

from httpx import AsyncClient

from tests.browser.support import (
    CommandForm,
    Visitor,
    accepted,
    create_game,
    invite,
    wait_version,
)
from tests.support.api import bearer
from tests.support.espri_scenario import CALLS, PLAYERS, SETUP

WHOLE_CALL = CALLS[:5]
"""DeclareCall, DrawGems, AddPrayerGem, PlaceCallGems, PlaceExtraGems."""


async def board_gems(page: Any) -> int:
    """How many gems the board picture on a page shows."""
    return int(await page.locator("#board svg rect[data-gem]").count())


async def wait_board(page: Any, version: int) -> None:
    """Until the page's board picture is the one of ``version``."""
    await page.wait_for_selector(f'#board svg[data-version="{version}"]')


async def api_gems(client: AsyncClient, game_id: str, token: str, at: int | None = None) -> int:
    """Gems on the board according to the API (GET /board)."""
    params = {} if at is None else {"at": at}
    board = (await client.get(f"/v1/games/{game_id}/board", params=params,
                              headers=bearer(token))).json()
    return sum(1 for q in board["quadrants"].values() for gem in q["cells"] if gem)


async def send_all(gm: Visitor, steps: list[Any], seat_ids: dict[str, str]) -> int:
    """Each step's command through its generated form; the version after the last."""
    version = 0
    for step in steps:
        command = dict(step.command)
        if command["type"] == "RegisterCharacter":
            command["player_id"] = seat_ids[step.seat]
        form = await CommandForm.choose(gm.page, command["type"])
        result = await (await form.fill_from(command)).send()
        assert "ok" in result, f"{form.command} refused: {result}"
        version = int(result["version"])
    return version


async def seat_ids_of(client: AsyncClient, game_id: str, token: str) -> dict[str, str]:
    """Person name -> seat id (GET /v1/games/{id})."""
    summary = (await client.get(f"/v1/games/{game_id}", headers=bearer(token))).json()
    return {seat["name"]: seat["seat_id"] for seat in summary["seats"]}


async def gm_token(gm: Visitor, game_id: str) -> str:
    """The gm token the lobby kept in the browser's storage."""
    token = await gm.page.evaluate("""id => JSON.parse(localStorage.getItem('tabletop.seats.v1'))
        .find(s => s.game_id === id && s.role === 'gm').token""", game_id)
    return str(token)


async def test_a_whole_espri_call_played_in_the_browser_is_seen_live_replayed_and_forked(
        visit: Any, live_server: str, client: AsyncClient) -> None:
    gm = await visit()
    await gm.page.goto(f"{live_server}/")
    await gm.page.wait_for_selector("#create-game")
    await gm.shot("espri-01-lobby")
    game_id = await create_game(gm.page, "espri", "The frozen spring", {"randomness": "mixed"})
    links = {name: await invite(gm.page, name) for name in PLAYERS}
    assert all("#join/" in link and game_id in link for link in links.values())
    token = await gm_token(gm, game_id)

    deva = await visit(phone=True)
    await deva.page.goto(links["deva"])
    await deva.page.wait_for_selector("#board svg")
    await deva.page.evaluate("window.__not_reloaded = true")
    assert await board_gems(deva.page) == 0

    setup_version = await send_all(gm, SETUP, await seat_ids_of(client, game_id, token))
    await wait_board(deva.page, setup_version)
    setup_gems = await board_gems(deva.page)
    assert setup_gems == await api_gems(client, game_id, token) > 0
    await gm.shot("espri-02-after-setup")

    version = await send_all(gm, WHOLE_CALL, {})
    await wait_board(deva.page, version)
    assert await deva.page.evaluate("window.__not_reloaded") is True
    assert await board_gems(deva.page) == await api_gems(client, game_id, token) != setup_gems
    assert "live" in str(await deva.page.text_content("#connection"))
    assert await deva.page.evaluate(  # readable on a phone: nothing wider than the screen
        "document.documentElement.scrollWidth <= window.innerWidth")
    await deva.shot("espri-03-player-phone-after-the-call")
    await gm.shot("espri-04-gm-after-the-call")

    await scrub_the_replay(gm, client, game_id, token, setup_version, version)
    await a_refused_command_shows_its_problem(gm, client, game_id, token)
    await a_page_behind_is_not_refused_and_the_feed_resumes(gm, deva, version)
    await fork_from_the_replay(gm, client, game_id, token, setup_version)

    for visitor in (gm, deva):
        assert visitor.foreign_requests() == []
        assert visitor.errors == []


async def scrub_the_replay(gm: Visitor, client: AsyncClient, game_id: str, token: str,
                           setup_version: int, version: int) -> None:
    """The slider and the arrow keys show older boards (?at=), then back to live."""
    slider = gm.page.locator("#replay-slider")
    await slider.fill(str(setup_version))
    await wait_board(gm.page, setup_version)
    assert await board_gems(gm.page) == await api_gems(client, game_id, token, setup_version)
    assert "Replaying version" in str(await gm.page.text_content("#replay-banner"))
    await slider.focus()
    await gm.page.keyboard.press("ArrowRight")
    await wait_board(gm.page, setup_version + 1)
    await gm.page.keyboard.press("ArrowLeft")
    await gm.page.keyboard.press("ArrowLeft")
    await wait_board(gm.page, setup_version - 1)
    assert await board_gems(gm.page) == await api_gems(client, game_id, token,
                                                       setup_version - 1)
    await gm.shot("espri-05-replay")
    await gm.page.click("#replay-live")
    await wait_board(gm.page, version)
    await slider.fill(str(setup_version))
    await wait_board(gm.page, setup_version)


async def a_refused_command_shows_its_problem(gm: Visitor, client: AsyncClient, game_id: str,
                                              token: str) -> None:
    """Extra gems with no call open: the problem's code beside the form, as the API says.
    A replay sends nothing: the commands come back with live."""
    assert await gm.page.locator("#commands").is_hidden()
    await gm.page.click("#replay-live")
    body = {"type": "PlaceExtraGems", "gems": ["winter"]}
    expected = (await client.post(f"/v1/games/{game_id}/commands", json=body,
                                  headers=bearer(token))).json()["code"]
    form = await CommandForm.choose(gm.page, "PlaceExtraGems")
    result = await (await form.fill_from(body)).send()
    assert result.get("code") == expected
    assert result["detail"] and expected not in result["detail"]  # said in words
    await gm.shot("espri-06-refused")


async def a_page_behind_is_not_refused_and_the_feed_resumes(gm: Visitor, deva: Visitor,
                                                     version: int) -> None:
    """With Déva's feed cut, the gm moves on: Déva's command, sent from a page behind, is
    decided on the current state (never a 412: seats do not trip each other); once the
    network is back, her feed resumes after the version she saw."""
    await deva.context.route("**/events/stream**", lambda route: route.abort())
    await deva.page.click("#reconnect")  # the connection drops; reconnecting fails
    await deva.page.wait_for_selector('#connection[data-status="offline"]')
    await accepted(await CommandForm.choose(gm.page, "AdvanceDay"))
    form = await CommandForm.choose(deva.page, "AddPrayerGem")
    result = await (await form.fill(colour="winter")).send()
    assert result.get("code") != "version_mismatch"
    await deva.shot("espri-07-stale-form")
    await deva.context.unroute("**/events/stream**")
    await deva.page.wait_for_selector('#connection[data-status="live"]', timeout=30000)
    await deva.page.wait_for_selector(f'.timeline [data-version="{version + 1}"]')


async def fork_from_the_replay(gm: Visitor, client: AsyncClient, game_id: str, token: str,
                               at: int) -> None:
    """"Fork from here" at the version on the slider: the fork opens at that state."""
    source_version = (await client.get(f"/v1/games/{game_id}", headers=bearer(token))).json()
    await gm.page.locator("#replay-slider").fill(str(at))
    await wait_board(gm.page, at)
    await gm.page.click("#fork-here")
    await gm.page.click("#open-fork")
    await wait_version(gm.page, at + 1)
    fork_id = gm.page.url.split("#/game/")[1]
    assert fork_id != game_id
    await wait_board(gm.page, at + 1)
    assert await board_gems(gm.page) == await api_gems(client, game_id, token, at)
    then = (await client.get(f"/v1/games/{game_id}/state", params={"at": at},
                             headers=bearer(token))).json()["state"]
    assert await gm.page.get_attribute("#state .phase", "data-phase") == then["phase"]
    await gm.shot("espri-08-fork")
    after = (await client.get(f"/v1/games/{game_id}", headers=bearer(token))).json()
    assert after["version"] == source_version["version"]
