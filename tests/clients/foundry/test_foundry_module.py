"""The Foundry VTT module's ``node --test`` suite, run against the live server with a
game and tokens made here (skipped, with the reason printed, where Node is missing)."""

import asyncio
import importlib.util
import os
import zipfile
from pathlib import Path

from infrastructure.settings import ROOT
from tests.support.api import Client, Table
from tests.support.espri_scenario import PLAYERS, SETUP
from tests.support.history_helpers import SECRET
from tests.support.node import node_env, node_or_skip

SUITE = Path(__file__).with_name("module.test.mjs")
BUILD = ROOT / "clients" / "foundry" / "build.py"


async def espri_on_the_board(client: Client) -> Table:
    """An ESPRI game whose first setup gems are on the board."""
    table = await Table.create(client, "espri", randomness="mixed")
    for player in PLAYERS:
        await table.seat(player)
    for step in SETUP[:6]:
        command = step.command
        if command["type"] == "RegisterCharacter":
            command = {**command, "player_id": table.seat_ids[step.seat]}
        await table.ok(command, step.seat)
    return table


async def test_the_foundry_module_suite_passes_against_a_live_server(
        client: Client, live_server: str) -> None:
    node = node_or_skip()
    table = await Table.create(client, "counter")
    await table.seat("Ann")
    await table.ok({"type": "Increment", "by": 2}, as_="Ann")
    await table.ok({"type": "RollDie"}, as_="Ann")
    await table.ok({"type": "HideSecret", "text": SECRET})
    espri = await espri_on_the_board(client)
    env = {**node_env(), "TABLETOP_SERVER": live_server, "TABLETOP_GAME": table.game_id,
           "TABLETOP_GM_TOKEN": table.gm_token, "TABLETOP_PLAYER_TOKEN": table.seats["Ann"],
           "TABLETOP_SECRET": SECRET, "TABLETOP_ESPRI_GAME": espri.game_id,
           "TABLETOP_ESPRI_GM_TOKEN": espri.gm_token}
    process = await asyncio.create_subprocess_exec(
        node, "--test", "--test-reporter=spec", "--test-timeout=60000", str(SUITE), cwd=ROOT,
        env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
    try:
        output, _ = await asyncio.wait_for(process.communicate(), timeout=180)
    except TimeoutError:
        process.kill()  # the live server waits for the suite's open streams to close
        output, _ = await process.communicate()
    text = output.decode()
    print(text)
    assert process.returncode == 0, text
    assert "\u2139 pass 6" in text and "\u2139 fail 0" in text  # the spec reporter's totals


def test_make_foundry_module_builds_a_zip_with_the_manifest_and_the_script(
        tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("foundry_build", BUILD)
    assert spec is not None and spec.loader is not None
    builder = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(builder)
    out = builder.build(tmp_path / "module.zip")
    with zipfile.ZipFile(out) as archive:
        names = set(archive.namelist())
    assert {"tabletop/module.json", "tabletop/scripts/tabletop.mjs",
            "tabletop/README.md"} <= names
    assert os.path.getsize(out) > 0
