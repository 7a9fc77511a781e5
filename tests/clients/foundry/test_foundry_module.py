"""The Foundry VTT module's ``node --test`` suite: the module's own entry file, unmodified,
booted by the harness (``harness/``, Foundry v12 and v13 as their sources boot) against the
live server, with games made here. Skipped, with the reason printed, where Node is missing.
"""

import asyncio
import json
import os
import re
import subprocess
from pathlib import Path

import pytest

from infrastructure.settings import ROOT
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS
from tests.support import locquemare_http as loc
from tests.support.api import Client, Table
from tests.support.ardri_http import SINNEAD, ardri_table, roll
from tests.support.espri_scenario import play
from tests.support.history_helpers import SECRET
from tests.support.node import node_env, node_or_skip

SUITE = Path(__file__).with_name("module.test.mjs")
MARKUP_NAMES = ["[[1d20]]", "@UUID[Actor.abc123def456ghi7]{Boss}", "@Check[perception]",
                "[[/r 2d6]]{Trap}", "https://evil.example/x"]
MARKUP_KEY = "@UUID[JournalEntry.k3y]{Clé} & [[1d4]]"
HISTORY_ENTRIES = 8
MIN_NODE = (20, 11)


async def counter_game(client: Client) -> tuple[Table, dict[str, str]]:
    """A counter game: Ann rolls, a gm secret, seats named like Foundry markup."""
    table = await Table.create(client, "counter")
    await table.seat("Ann")
    for name in MARKUP_NAMES:
        await table.seat(name)
    await table.ok({"type": "Increment", "by": 2}, as_="Ann")
    await table.ok({"type": "RollDie"}, as_="Ann")
    await table.ok({"type": "HideSecret", "text": SECRET})
    await table.ok({"type": "RollDie"}, as_=MARKUP_NAMES[0])
    return table, {"TABLETOP_GAME": table.game_id, "TABLETOP_GM_TOKEN": table.gm_token,
                   "TABLETOP_PLAYER_TOKEN": table.seats["Ann"], "TABLETOP_SECRET": SECRET,
                   "TABLETOP_MARKUP_NAMES": json.dumps(MARKUP_NAMES)}


async def other_games(client: Client) -> dict[str, str]:
    """A whole ESPRI Call, an Ardri roll, Locquemare secrets, a long counter game."""
    espri = (await play(client)).table
    ardri = await ardri_table(client, SINNEAD)
    await ardri.ok(roll("sinnead", "spirit", "knowledge", [4, 7, 9], 3,
                        attribute_id="myths_of_enorhim"), as_="sinnead")
    secrets = await loc.hidden_table(client, "command")
    await secrets.ok({"type": "CreateKey", "key_id": "marked", "text": MARKUP_KEY,
                      "known": True})
    long = await Table.create(client, "counter")
    for _ in range(HISTORY_ENTRIES):
        await long.ok({"type": "Increment", "by": 1})
    hidden = [*loc.SECRET_TEXTS.values(), loc.HIDDEN_KEY, loc.NPC_KEY]
    return {"TABLETOP_ESPRI_GAME": espri.game_id, "TABLETOP_ESPRI_GM_TOKEN": espri.gm_token,
            "TABLETOP_ARDRI_GAME": ardri.game_id, "TABLETOP_ARDRI_GM_TOKEN": ardri.gm_token,
            "TABLETOP_ARDRI_PLAYER_TOKEN": ardri.seats["sinnead"],
            "TABLETOP_LOC_GAME": secrets.game_id, "TABLETOP_LOC_GM_TOKEN": secrets.gm_token,
            "TABLETOP_LOC_WATCHER_TOKEN": secrets.seats["watcher"],
            "TABLETOP_LOC_HIDDEN": json.dumps(hidden), "TABLETOP_LOC_KEY": MARKUP_KEY,
            "TABLETOP_LONG_GAME": long.game_id, "TABLETOP_LONG_GM_TOKEN": long.gm_token,
            "TABLETOP_LONG_ENTRIES": str(HISTORY_ENTRIES)}


def node_for_the_harness() -> str:
    """Node, if it runs the harness (vm modules, AbortSignal.any: Node 20.11 or later)."""
    node = node_or_skip()
    found = subprocess.run([node, "--version"], capture_output=True, text=True, check=False)
    version = tuple(int(part) for part in re.findall(r"\d+", found.stdout)[:2])
    if version < MIN_NODE:
        pytest.skip(f"Node {found.stdout.strip()} is older than 20.11: the Foundry harness "
                    "needs vm modules and AbortSignal.any")
    return node


async def test_the_foundry_module_suite_passes_against_a_live_server(
        client: Client, live_server: str, tmp_path: Path) -> None:
    node = node_for_the_harness()
    _table, env = await counter_game(client)
    env = {**node_env(), **env, **(await other_games(client)), "TABLETOP_SERVER": live_server}
    env.pop("TABLETOP_MODULE_DIR", None)  # the module of this checkout
    shot = tmp_path / "chat.html"
    env["TABLETOP_FOUNDRY_SHOT"] = str(shot)
    process = await asyncio.create_subprocess_exec(
        node, "--experimental-vm-modules", "--disable-warning=ExperimentalWarning", "--test",
        "--test-reporter=spec", "--test-timeout=90000", str(SUITE), cwd=ROOT, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
    try:
        output, _ = await asyncio.wait_for(process.communicate(), timeout=300)
    except TimeoutError:
        process.kill()  # the live server waits for the suite's open streams to close
        output, _ = await process.communicate()
    text = output.decode()
    print(text)
    assert process.returncode == 0, text
    passed = re.search(r"\u2139 pass (\d+)", text)
    assert passed and int(passed.group(1)) >= 30 and "\u2139 fail 0" in text, text
    await screenshot(shot, shots_folder(tmp_path) / "foundry-chat.png")


def shots_folder(tmp_path: Path) -> Path:
    """Where screenshots go: docs/images with ``UPDATE_SCREENSHOTS=1`` (the documentation's
    pictures), else a temporary folder (taken all the same)."""
    return ROOT / "docs" / "images" if os.environ.get("UPDATE_SCREENSHOTS") else tmp_path


async def screenshot(page: Path, out: Path) -> None:
    """The documentation's picture of a player's chat log in the harness (the cards the
    harness rendered, with the module's stylesheet), where Playwright and Chromium are."""
    try:
        from playwright.async_api import async_playwright
    except ImportError:
        print("no Foundry screenshot: Playwright is not installed")
        return
    if not page.exists() or not CHROMIUM.exists():  # noqa: ASYNC240 - once, after the suite
        print(f"no Foundry screenshot: {page} or {CHROMIUM} is missing")
        return
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=str(CHROMIUM),
                                                   args=CHROMIUM_ARGS)
        tab = await browser.new_page(viewport={"width": 320, "height": 600})
        await tab.goto(page.as_uri())
        await tab.wait_for_load_state("networkidle")
        out.parent.mkdir(exist_ok=True)
        await tab.locator("ol").screenshot(path=str(out))
        await browser.close()
