"""A Python client generated from the committed document (openapi-python-client), with no
warning, then the same ESPRI flow as the TypeScript example played through it against a
real server: typed commands in, typed answers, events, board cells and sheets out."""

import contextlib
import importlib
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from infrastructure.cli import OPENAPI_PATH
from infrastructure.settings import ROOT
from tests.support.espri_scenario import CALLS, SETUP

CONFIG = ROOT / "clients" / "python" / "config.yaml"
PACKAGE = "tabletop_client"
FIRST_CALL = CALLS[:5]
"""Call 1 of the scenario: declare, draw, add a prayer gem, place, extra gems (success)."""


def generate(out: Path) -> str:
    """Run openapi-python-client on the committed document; its whole output."""
    tool = Path(sys.executable).parent / "openapi-python-client"
    done = subprocess.run(
        [str(tool), "generate", "--path", str(OPENAPI_PATH), "--output-path", str(out),
         "--config", str(CONFIG), "--meta", "none", "--overwrite"],
        capture_output=True, text=True, timeout=600, check=False)
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    return output


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ModuleType, str]]:
    """The generated package, imported, and what the generator printed."""
    root = tmp_path_factory.mktemp("python-client")
    output = generate(root / PACKAGE)
    sys.path.insert(0, str(root))
    try:
        yield importlib.import_module(PACKAGE), output
    finally:
        sys.path.remove(str(root))
        for name in [n for n in sys.modules if n == PACKAGE or n.startswith(PACKAGE + ".")]:
            del sys.modules[name]


def test_openapi_python_client_generates_every_operation_without_a_warning(
        generated: tuple[ModuleType, str]) -> None:
    package, output = generated
    warnings = [line for line in output.splitlines() if "warning" in line.lower()]
    assert warnings == [], output
    document = json.loads(OPENAPI_PATH.read_text())
    operations = {re.sub(r"(?<!^)(?=[A-Z])", "_", operation["operationId"]).lower()
                  for item in document["paths"].values() for operation in item.values()}
    root = Path(str(package.__file__)).parent / "api"
    assert operations == {path.stem for path in root.glob("*/*.py")} - {"__init__"}


def _api(name: str) -> Any:
    return importlib.import_module(f"{PACKAGE}.api.games.{name}")


def _command(models: ModuleType, body: dict[str, Any]) -> Any:
    """The generated model of an ESPRI command (``EspriDrawGems``...), from its JSON."""
    return getattr(models, f"Espri{body['type']}").from_dict(body)


async def test_the_generated_client_plays_an_espri_call_against_a_real_server(
        generated: tuple[ModuleType, str], live_server: str) -> None:
    package, _ = generated
    models = importlib.import_module(f"{PACKAGE}.models")
    async with contextlib.AsyncExitStack() as clients:
        async def client(token: str | None = None) -> Any:
            """A generated client (closed when the test ends), anonymous or a seat's."""
            made = (package.Client(base_url=live_server) if token is None else
                    package.AuthenticatedClient(base_url=live_server, token=token))
            return await clients.enter_async_context(made)

        options = models.EspriOptionsIn(randomness=models.EspriOptionsInRandomness.MIXED)
        created = await _api("create_game").asyncio(client=await client(), body=(
            models.EspriCreateGameIn(ruleset=models.EspriCreateGameInRuleset.ESPRI,
                                     title="The frozen spring",
                                     options=options)))
        assert isinstance(created, models.CreatedGameOut), created
        gm = await client(created.gm_token)
        seat = await _api("add_seat").asyncio(created.game_id, client=gm, body=models.CreateSeatIn(
            role=models.CreateSeatInRole.PLAYER, name="Annick"))
        assert isinstance(seat, models.CreatedSeatOut), seat
        player = await client(seat.token)
        events = await _play(models, created.game_id, seat.seat_id, gm, player)
        await _check_reads(models, gm, player, created.game_id, events)


async def _play(models: ModuleType, game_id: str, player_id: str, gm: Any,
                player: Any) -> list[Any]:
    """The scenario's setup and first call, as typed commands; the events they caused."""
    events: list[Any] = []
    for step in [*SETUP, *FIRST_CALL]:
        body = dict(step.command)
        if body["type"] == "RegisterCharacter":
            body["player_id"] = player_id
        answer = await _api("send_command").asyncio(
            game_id, client=gm if step.seat == "gm" else player, body=_command(models, body))
        assert isinstance(answer, models.EspriCommandOut), answer
        events += answer.events
    return events


async def _check_reads(models: ModuleType, gm: Any, player: Any, game_id: str,
                       events: list[Any]) -> None:
    (drawn,) = [e for e in events if isinstance(e, models.EspriGemsDrawnEvent)]
    assert [gem.value for gem in drawn.data.gems] == FIRST_CALL[1].command["gems"]
    assert any(isinstance(e, models.EspriCallResultDeterminedEvent) for e in events)
    board = await _api("get_board").asyncio(game_id, client=gm)
    assert isinstance(board, models.EspriBoardOut), board
    cells = board.quadrants.winter.cells
    assert len(cells) == 22 and cells[0] is None
    paved = [cell.value for cell in cells if cell is not None]
    assert len(paved) >= 10 and set(paved) <= {"winter", "spring", "summer", "autumn",
                                               "time", "rupture"}
    sheet = await _api("get_character").asyncio(game_id, "deva", client=player)
    assert isinstance(sheet, models.EspriCharacterOut) and sheet.name == "Déva", sheet
    state = await _api("get_state").asyncio(game_id, client=player)
    assert isinstance(state, models.EspriStateOut), state
    page = await _api("list_events").asyncio(game_id, client=player)
    assert isinstance(page, models.EspriEventPageOut), page
    assert isinstance(page.events[0], models.PlatformGameCreatedEvent)
    assert len(page.events) == page.version
