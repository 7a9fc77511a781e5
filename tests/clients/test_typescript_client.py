"""The TypeScript types generated from the document, proven by a program that uses them.

``clients/typescript/example/`` creates an ESPRI game, invites a player, sets up the
quartet, plays a Call and reads typed board cells and typed event data; it must
type-check under ``tsc --strict`` (``contract_types.ts`` asserts what the types say:
a board cell is a colour or null, narrowing on ``type === "GemsDrawn"`` gives typed
``gems``), then run against a real server under Node's test runner.
"""

import asyncio
import json
import os
from pathlib import Path

from tests.support.node import CLIENTS, node_env, node_or_skip, npm_bin

TSCONFIG = CLIENTS / "typescript" / "tsconfig.json"
RUN_TIMEOUT = 300


async def run(*command: str, env: dict[str, str] | None = None) -> tuple[int, str]:
    """Run a process without blocking the event loop (the live server shares it)."""
    process = await asyncio.create_subprocess_exec(
        *command, cwd=CLIENTS, env=env or node_env(), stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT)
    output, _ = await asyncio.wait_for(process.communicate(), RUN_TIMEOUT)
    return process.returncode or 0, output.decode(errors="replace")


async def test_the_example_program_type_checks_under_tsc_strict() -> None:
    code, output = await run(str(npm_bin("tsc")), "-p", str(TSCONFIG), "--strict", "--noEmit")
    assert code == 0, output


async def test_the_example_flow_plays_an_espri_call_against_a_real_server(
        live_server: str, tmp_path: Path) -> None:
    node = node_or_skip()
    out = tmp_path / "compiled"
    code, output = await run(str(npm_bin("tsc")), "-p", str(TSCONFIG), "--outDir", str(out))
    assert code == 0, output
    (out / "package.json").write_text(json.dumps({"type": "module"}))
    code, output = await run(
        node, "--test", "--test-reporter=tap", str(out / "example" / "espri_call.test.js"),
        env={**node_env(), "TABLETOP_URL": live_server, "NODE_NO_WARNINGS": "1"})
    assert code == 0, output
    assert "# pass 1" in output and "# fail 0" in output and "# skipped 0" in output, output


def test_the_example_needs_no_hand_written_types() -> None:
    sources = (CLIENTS / "typescript" / "example").glob("*.ts")
    for source in sources:
        text = source.read_text()
        assert " as any" not in text and ": any" not in text, source
    assert os.path.exists(CLIENTS / "typescript" / "src" / "api.d.ts")
