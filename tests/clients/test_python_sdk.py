"""The official Python SDK (``clients/python``): the committed package is what ``make
openapi`` generates today, and ``pip install ./clients/python`` gives a typed package that
plays create -> DrawGems against a live server.

The install is offline: ``--no-build-isolation`` builds with the locked setuptools and
``--no-deps`` leaves the requirements to the running environment, where the test checks
that each one the package declares is installed at a version it accepts."""

import asyncio
import json
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

from infrastructure.cli import OPENAPI_PATH
from infrastructure.sdk import PYTHON_PACKAGE, PYTHON_SDK, python_client
from tests.support.espri_scenario import CALLS, SETUP

PROGRAM = Path(__file__).parent / "programs" / "play_python_sdk.py"
STEPS = [{"seat": step.seat, "command": step.command} for step in [*SETUP, *CALLS[:2]]]
"""The ESPRI scenario's setup, then the first call's DeclareCall and DrawGems."""


def _tree(root: Path) -> dict[str, bytes]:
    return {str(path.relative_to(root)): path.read_bytes()
            for path in sorted(root.rglob("*"))
            if path.is_file() and "__pycache__" not in path.parts}


def test_the_committed_python_sdk_is_current(tmp_path: Path) -> None:
    python_client(OPENAPI_PATH, tmp_path / "fresh")
    fresh, committed = _tree(tmp_path / "fresh"), _tree(PYTHON_PACKAGE)
    stale = sorted(name for name in fresh.keys() | committed.keys()
                   if fresh.get(name) != committed.get(name))
    assert stale == [], (f"clients/python/tabletop_client is stale ({len(stale)} files, "
                         f"{stale[:5]}...): run `make openapi` and commit it")


def _install(tmp_path: Path) -> Path:
    """``pip install`` of a copy of clients/python (a local build writes beside its
    sources); the target directory."""
    source, target = tmp_path / "source", tmp_path / "site"
    shutil.copytree(PYTHON_SDK, source, ignore=shutil.ignore_patterns("__pycache__"))
    done = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index",
         "--no-build-isolation", "--target", str(target), str(source)],
        capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    return target


async def test_pip_install_gives_a_typed_package_that_plays_to_draw_gems(
        live_server: str, tmp_path: Path) -> None:
    site = await asyncio.to_thread(_install, tmp_path)
    assert (site / "tabletop_client" / "py.typed").is_file()
    (dist,) = metadata.distributions(path=[str(site)])
    assert dist.metadata["Name"] == "tabletop-client"
    for requirement in map(Requirement, dist.requires or []):
        installed = metadata.version(requirement.name)
        assert requirement.specifier.contains(installed), (requirement, installed)
    steps = tmp_path / "steps.json"
    steps.write_text(json.dumps(STEPS))
    process = await asyncio.create_subprocess_exec(
        sys.executable, str(PROGRAM), cwd=tmp_path,
        env={"PYTHONPATH": str(site), "TABLETOP_URL": live_server, "STEPS_JSON": str(steps),
             "PATH": "/usr/bin:/bin"},
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
    output, _ = await asyncio.wait_for(process.communicate(), 120)
    text = output.decode(errors="replace")
    assert process.returncode == 0, text
    line = next((x for x in text.splitlines() if x.startswith("drawn:")), "drawn:")
    assert line.removeprefix("drawn:").strip().split(",") == CALLS[1].command["gems"], text
