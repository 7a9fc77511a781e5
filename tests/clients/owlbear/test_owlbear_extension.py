"""The Owlbear Rodeo extension, unmodified, in Debian's Chromium against the live server,
inside a harness of Owlbear Rodeo's side of the SDK's iframe messages (``host.html``,
served at Owlbear Rodeo's own origin by Playwright's routing): a player links the room
with the join link of their seat, sees the table, a new event raises a notification,
they send a command with the table's forms, and neither the room's metadata nor any
message to Owlbear carries their token."""

import json
import subprocess
from pathlib import Path
from typing import Any

import httpx

from infrastructure.settings import OWLBEAR_ORIGIN
from tests.browser.test_now_panel import espri_after_setup
from tests.clients.foundry.test_foundry_module import shots_folder
from tests.support.api import Client
from tests.support.node import node_env, npm_bin

HOST = Path(__file__).with_name("host.html")
ROOM = f"{OWLBEAR_ORIGIN}/room/harness"
OWLBEAR = Path(__file__).resolve().parents[3] / "clients" / "owlbear"
SDK_BUILD = ["node_modules/@owlbear-rodeo/sdk/lib/index.js", "--bundle", "--format=esm",
             "--minify", "--legal-comments=eof"]


async def open_room(browser: Any, server: str, metadata: dict[str, Any] | None = None) -> Any:
    """A page of Owlbear Rodeo (the harness) showing the extension's popover."""
    context = await browser.new_context(viewport={"width": 460, "height": 720})
    await context.route(f"{OWLBEAR_ORIGIN}/**", lambda route: route.fulfill(
        status=200, content_type="text/html", body=HOST.read_text("utf-8")))
    page = await context.new_page()
    page.on("pageerror", lambda error: print("popover error:", error))
    query = httpx.QueryParams({"server": server, "metadata": json.dumps(metadata or {})})
    await page.goto(f"{ROOM}?{query}")
    return page


async def host(page: Any) -> dict[str, Any]:
    state: dict[str, Any] = await page.evaluate("JSON.parse(JSON.stringify(window.__host))")
    return state


async def until_host(page: Any, condition: str) -> None:
    await page.wait_for_function(f"(h => {condition})(window.__host)", timeout=15000)


async def test_the_manifest_names_the_popover_on_this_server(live_server: str) -> None:
    async with httpx.AsyncClient(base_url=live_server) as http:
        answer = await http.get("/owlbear/manifest.json", headers={"Origin": OWLBEAR_ORIGIN})
        assert answer.status_code == 200, answer.text
        manifest = answer.json()
        assert manifest["manifest_version"] == 1
        assert manifest["action"]["popover"] == f"{live_server}/owlbear/popover.html"
        assert answer.headers["access-control-allow-origin"] == "*"
        page = await http.get("/owlbear/popover.html")
        assert f"frame-ancestors {OWLBEAR_ORIGIN}" in page.headers["content-security-policy"]
        web = await http.get("/")
        assert OWLBEAR_ORIGIN not in web.headers["content-security-policy"]
        sdk = await http.get("/owlbear/vendor/obr-sdk.js")
        assert sdk.status_code == 200 and "OBR_READY" in sdk.text
        assert (await http.get("/owlbear/../settings.py")).status_code == 404


async def test_a_gm_links_the_room_follows_the_game_and_acts_from_the_popover(
        browser: Any, live_server: str, client: Client, tmp_path: Path) -> None:
    table = await espri_after_setup(client)
    token = table.seats["gm"]
    page = await open_room(browser, live_server)
    popover = page.frame_locator("iframe")
    join = f"{live_server}/#join/{table.game_id}/{table.seat_ids['gm']}/gm/gm/{token}"
    await popover.locator("#join-link").fill(join)
    await popover.locator("#link-form button[type=submit]").click()
    await popover.locator("#now-status").wait_for(timeout=15000)
    room = await host(page)
    assert room["metadata"]["tabletop-server/link"] == {"gameId": table.game_id, "lang": "en"}
    # The gm acts with the table's own guided forms, in the popover.
    await popover.locator('#offers [data-offer="DeclareCall"]').click()
    form = popover.locator('form[data-command="DeclareCall"]')
    # the gm names the leader (the page preselects none: the table waits on the gm, not
    # on a character), then the leader's talent
    await form.locator('[name="leader_id"]').select_option(index=1)
    await form.locator('[name="talent"]').select_option(label="Abri")
    await form.locator('button[type="submit"]').click()
    # Accepted: the form closes and the panel says what happened (its narrated line) and
    # the version it made.
    answer = popover.locator("#command-answer[data-version]")
    await answer.wait_for(timeout=15000)
    assert str(await answer.get_attribute("data-version")).isdigit()
    assert str(await answer.text_content()).strip()
    await until_host(page, "h.notifications.length >= 1")
    # Another seat's event arrives live and raises an Owlbear notification.
    await table.ok({"type": "DrawGems", "gems": ["winter", "winter"]}, as_="deva")
    await until_host(page, "h.notifications.some(n => n.message.includes('Deva'))")
    # The board goes into the scene as an image the room loads without a token.
    await popover.locator("#add-board").click()
    await until_host(page, "h.items.length >= 1")
    await popover.locator("#now").scroll_into_view_if_needed()
    await page.screenshot(path=str(shots_folder(tmp_path) / "owlbear-popover.png"))
    room = await host(page)
    (board,) = room["items"]
    assert board["type"] == "IMAGE" and board["layer"] == "MAP"
    async with httpx.AsyncClient() as http:
        picture = await http.get(board["image"]["url"])
    assert picture.status_code == 200 and "<svg" in picture.text
    said = json.dumps([room["metadata"], room["writes"], room["notifications"], room["items"]])
    assert token not in said, "the seat token reached the room (metadata or a message)"
    assert room["unknown"] == [], room["unknown"]
    stored = await page.frames[1].evaluate("JSON.stringify(localStorage)")
    assert token in stored, "the token is not kept in this player's browser"


async def test_a_second_player_joins_the_linked_room_with_their_own_seat(
        browser: Any, live_server: str, client: Client) -> None:
    table = await espri_after_setup(client)
    await table.seat("Bob")
    link = {"tabletop-server/link": {"gameId": table.game_id, "lang": "fr"}}
    page = await open_room(browser, live_server, link)
    popover = page.frame_locator("iframe")
    await popover.locator("#link-form").wait_for(timeout=15000)
    assert "Rejoindre" in str(await popover.locator("#link-form button").text_content())
    join = (f"{live_server}/#join/{table.game_id}/{table.seat_ids['Bob']}/player/Bob/"
            f"{table.seats['Bob']}")
    await popover.locator("#join-link").fill(join)
    await popover.locator("#link-form button[type=submit]").click()
    await popover.locator("#now-status").wait_for(timeout=15000)
    assert await popover.locator("#now-title").text_content() == "Maintenant"
    room = await host(page)
    assert room["writes"] == [], "joining a linked room rewrote its metadata"
    assert table.seats["Bob"] not in json.dumps(room)


def test_the_extension_type_checks_against_the_sdks_types() -> None:
    done = subprocess.run([str(npm_bin("tsc")), "-p", str(OWLBEAR / "tsconfig.json")],
                          cwd=OWLBEAR, env=node_env(), capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_served_sdk_is_the_locked_npm_package_bundled(tmp_path: Path) -> None:
    """``vendor/obr-sdk.js`` is ``make owlbear-sdk``: the SDK of package-lock.json, bundled
    (its dependencies included) as one ES module the popover imports."""
    out = tmp_path / "obr-sdk.js"
    done = subprocess.run([str(npm_bin("esbuild")), *SDK_BUILD, f"--outfile={out}"],
                          cwd=OWLBEAR.parent, env=node_env(), capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes() == (OWLBEAR / "vendor" / "obr-sdk.js").read_bytes(), (
        "the served SDK is not the locked package's: run make owlbear-sdk")
