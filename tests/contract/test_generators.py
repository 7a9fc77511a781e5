"""The client generator matrix: every generator a client developer is likely to reach for
generates from the committed document, unpatched, and its output compiles (``tsc
--strict``, 0 errors) or imports; one program per language plays create -> DrawGems
against a live server with a generated client.

| generator | from | checked by |
|---|---|---|
| @hey-api/openapi-ts, swagger-typescript-api, orval (fetch client), openapi-zod-client |
  npm (clients/package-lock.json) | ``tsc --strict`` |
| openapi-generator ``typescript-fetch`` | PyPI ``openapi-generator-cli`` (ships the jar; needs
  java) | ``tsc --strict`` |
| openapi-generator ``python``, datamodel-code-generator | PyPI | import |

Options given are the generators' own switches, not patches: orval's ``--client fetch``
(its default, axios, is not installed here) and typescript-fetch's
``modelPropertyNaming=original`` (an affordance's ``choices`` name fields ``seasons`` and
``seasons.*``, which camelCase would merge). The generators run once per module, in
parallel processes; a generator whose package cannot be installed is skipped with the
reason printed.
"""

import asyncio
import json
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

from infrastructure.cli import OPENAPI_PATH
from tests.support.espri_scenario import CALLS, SETUP
from tests.support.node import NODE_MODULES, node_env, node_or_skip, npm_bin

PROGRAMS = Path(__file__).parent / "programs"
TIMEOUT = 600
VENV_BIN = Path(sys.executable).parent
STEPS = [{"seat": step.seat, "command": step.command} for step in [*SETUP, *CALLS[:2]]]
"""The ESPRI scenario's setup, then the first call's DeclareCall and DrawGems."""


@dataclass
class Generated:
    """One generator's run: where it wrote, whether it succeeded, what it printed."""

    name: str
    out: Path
    code: int
    output: str
    seconds: float


def _npm(tool: str, *args: str) -> Callable[[Path], list[str]]:
    return lambda out: [str(npm_bin(tool)), *[a.format(out=out, doc=OPENAPI_PATH) for a in args]]


def _venv(tool: str, *args: str) -> Callable[[Path], list[str]]:
    def command(out: Path) -> list[str]:
        executable = VENV_BIN / tool
        if not executable.exists():
            pytest.skip(f"{tool} is not installed (pip install -e '.[dev]')")
        if tool == "openapi-generator-cli" and shutil.which("java") is None:
            pytest.skip("java is not installed: openapi-generator needs it")
        return [str(executable), *[a.format(out=out, doc=OPENAPI_PATH) for a in args]]
    return command


GENERATORS: dict[str, Callable[[Path], list[str]]] = {
    "hey-api": _npm("openapi-ts", "-i", "{doc}", "-o", "{out}"),
    "swagger-typescript-api": _npm("swagger-typescript-api", "generate", "-p", "{doc}",
                                   "-o", "{out}", "-n", "api.ts"),
    "orval": _npm("orval", "--input", "{doc}", "--output", "{out}/api.ts", "--client", "fetch"),
    "openapi-zod-client": _npm("openapi-zod-client", "{doc}", "-o", "{out}/api.ts"),
    "typescript-fetch": _venv("openapi-generator-cli", "generate", "-g", "typescript-fetch",
                              "-i", "{doc}", "-o", "{out}", "--additional-properties="
                              "modelPropertyNaming=original"),
    "openapi-generator-python": _venv("openapi-generator-cli", "generate", "-g", "python",
                                      "-i", "{doc}", "-o", "{out}",
                                      "--package-name", "tabletop_og"),
    "datamodel-code-generator": _venv("datamodel-codegen", "--input", "{doc}",
                                      "--input-file-type", "openapi", "--output",
                                      "{out}/models.py", "--output-model-type",
                                      "pydantic_v2.BaseModel", "--formatters", "ruff-format"),
}
TYPESCRIPT = ("hey-api", "swagger-typescript-api", "orval", "openapi-zod-client",
              "typescript-fetch")
IMPORTS = {"openapi-generator-python": "import tabletop_og, tabletop_og.models",
           "datamodel-code-generator": "import models"}


def _run(command: list[str], cwd: Path) -> tuple[int, str]:
    done = subprocess.run(command, cwd=cwd, env=node_env(), capture_output=True, text=True,
                          timeout=TIMEOUT, check=False)
    return done.returncode, done.stdout + done.stderr


def _generate(name: str, root: Path) -> Generated:
    out = root / name
    out.mkdir()
    started = time.monotonic()
    try:
        command = GENERATORS[name](out)
    except pytest.skip.Exception as skipped:
        return Generated(name, out, -1, str(skipped), 0.0)
    code, output = _run(command, root)
    if code == 0 and name in TYPESCRIPT:
        sources = [str(p) for p in out.rglob("*.ts")]
        code, output = _run([str(npm_bin("tsc")), "--strict", "--noEmit", "--skipLibCheck",
                             "--target", "ES2022", "--module", "ESNext", "--moduleResolution",
                             "bundler", "--lib", "ES2022,DOM", *sources], root)
        output = "tsc: " + output
    elif code == 0 and name in IMPORTS:
        code, output = _run([sys.executable, "-c", IMPORTS[name]], out)
        output = "import: " + output
    return Generated(name, out, code, output, time.monotonic() - started)


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Generated]:
    """Every generator's output (generated, then compiled or imported), in parallel."""
    node_or_skip()
    npm_bin("tsc")  # installs the pinned packages once, before the threads ask
    root = tmp_path_factory.mktemp("generators")
    (root / "node_modules").symlink_to(NODE_MODULES)
    with ThreadPoolExecutor(max_workers=3) as pool:
        results = dict(zip(GENERATORS, pool.map(lambda n: _generate(n, root), GENERATORS),
                           strict=True))
    print("\n".join(f"{r.name}: exit {r.code} in {r.seconds:.0f} s" for r in results.values()))
    return results


@pytest.mark.parametrize("name", list(GENERATORS))
def test_the_generator_generates_and_its_output_compiles(
        name: str, generated: dict[str, Generated]) -> None:
    result = generated[name]
    if result.code == -1:
        pytest.skip(result.output)
    assert result.code == 0, result.output[-4000:]


async def _play(command: list[str], cwd: Path, env: dict[str, str]) -> tuple[int, str]:
    process = await asyncio.create_subprocess_exec(
        *command, cwd=cwd, env=env, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT)
    output, _ = await asyncio.wait_for(process.communicate(), TIMEOUT)
    return process.returncode or 0, output.decode(errors="replace")


def _env(live_server: str, steps: Path) -> dict[str, str]:
    steps.write_text(json.dumps(STEPS))
    return {**node_env(), "TABLETOP_URL": live_server, "STEPS_JSON": str(steps),
            "NODE_NO_WARNINGS": "1"}


def _drawn(output: str) -> list[str]:
    line = next((x for x in output.splitlines() if x.startswith("drawn:")), "drawn:")
    return [gem.strip() for gem in line.removeprefix("drawn:").split(",") if gem.strip()]


async def test_a_typescript_program_plays_to_draw_gems_with_a_generated_sdk(
        generated: dict[str, Generated], live_server: str, tmp_path: Path) -> None:
    result = generated["hey-api"]
    assert result.code == 0, result.output[-4000:]
    work = tmp_path / "play"
    shutil.copytree(result.out, work / "heyapi")
    shutil.copy(PROGRAMS / "play_heyapi.ts", work)
    (work / "node_modules").symlink_to(NODE_MODULES)
    code, output = await _play([str(npm_bin("tsc")), "--strict", "--skipLibCheck", "--target",
                                "ES2022", "--module", "commonjs", "--moduleResolution",
                                "node10", "--lib", "ES2022,DOM", "--types", "node",
                                "--outDir", "dist", "play_heyapi.ts"], work, node_env())
    assert code == 0, output
    code, output = await _play([node_or_skip(), "dist/play_heyapi.js"], work,
                               _env(live_server, tmp_path / "steps.json"))
    assert code == 0, output
    assert _drawn(output) == CALLS[1].command["gems"], output


async def test_a_python_program_plays_to_draw_gems_with_a_generated_client(
        generated: dict[str, Generated], live_server: str, tmp_path: Path) -> None:
    result = generated["openapi-generator-python"]
    if result.code == -1:
        pytest.skip(result.output)
    assert result.code == 0, result.output[-4000:]
    env = {**_env(live_server, tmp_path / "steps.json"), "PYTHONPATH": str(result.out)}
    code, output = await _play([sys.executable, str(PROGRAMS / "play_openapi_generator.py")],
                               result.out, env)
    assert code == 0, output
    assert _drawn(output) == CALLS[1].command["gems"], output
