"""The official TypeScript client (``clients/typescript``): ``npm pack`` builds it with
``tsc`` (its types are ``src/api.d.ts``, which ``make openapi`` regenerates and
``tests/contract/test_openapi_tools.py`` keeps current); the tarball installs offline in
an empty project, whose program type-checks under ``tsc --strict`` (wrong calls refused)
and plays create -> DrawGems against a live server."""

import asyncio
import json
import shutil
import tarfile
from pathlib import Path

from tests.support.espri_scenario import CALLS, SETUP
from tests.support.node import CLIENTS, NODE_MODULES, node_env, node_or_skip, npm_bin

PROGRAM = Path(__file__).parent / "programs" / "play_typescript_sdk.ts"
STEPS = [{"seat": step.seat, "command": step.command} for step in [*SETUP, *CALLS[:2]]]
"""The ESPRI scenario's setup, then the first call's DeclareCall and DrawGems."""
TIMEOUT = 120


async def _run(*command: str, cwd: Path, env: dict[str, str] | None = None) -> str:
    """Run a process without blocking the event loop (the live server shares it); its
    output, asserting it succeeded."""
    process = await asyncio.create_subprocess_exec(
        *command, cwd=cwd, env=env or node_env(), stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT)
    output, _ = await asyncio.wait_for(process.communicate(), TIMEOUT)
    text = output.decode(errors="replace")
    assert process.returncode == 0, text
    return text


def _copy(tmp_path: Path) -> Path:
    """A copy of clients/typescript (its build writes ``dist/``), beside a link to
    clients/node_modules, where npm finds tsc; the copy."""
    tmp_path.mkdir()
    (tmp_path / "node_modules").symlink_to(NODE_MODULES)
    source = tmp_path / "typescript"
    shutil.copytree(CLIENTS / "typescript", source, ignore=shutil.ignore_patterns("dist"))
    return source


async def _pack(tmp_path: Path) -> Path:
    """``npm pack`` of a copy of clients/typescript; the tarball."""
    source = _copy(tmp_path)
    await _run("npm", "pack", "--pack-destination", str(tmp_path), cwd=source)
    version = json.loads((source / "package.json").read_text())["version"]
    return tmp_path / f"tabletop-client-{version}.tgz"


async def test_npm_pack_installs_a_typed_client_that_plays_to_draw_gems(
        live_server: str, tmp_path: Path) -> None:
    node, tsc = node_or_skip(), npm_bin("tsc")
    tarball = await _pack(tmp_path / "pack")
    with tarfile.open(tarball) as archive:
        packed = set(archive.getnames())
    assert {"package/dist/index.js", "package/dist/index.d.ts", "package/dist/api.d.ts",
            "package/README.md", "package/package.json"} <= packed, packed
    work = tmp_path / "consumer"
    work.mkdir()
    (work / "package.json").write_text(json.dumps({"private": True, "type": "module"}))
    await _run("npm", "install", "--offline", "--no-audit", "--no-fund", str(tarball),
               cwd=work)
    shutil.copy(PROGRAM, work)
    await _run(str(tsc), "--strict", "--target", "ES2022", "--module", "NodeNext",
               "--moduleResolution", "NodeNext", "--lib", "ES2022,DOM", "--typeRoots",
               str(NODE_MODULES / "@types"), "--types", "node", "--outDir", "dist",
               PROGRAM.name, cwd=work)
    steps = tmp_path / "steps.json"
    steps.write_text(json.dumps(STEPS))
    output = await _run(node, "dist/play_typescript_sdk.js", cwd=work, env={
        **node_env(), "TABLETOP_URL": live_server, "STEPS_JSON": str(steps),
        "NODE_NO_WARNINGS": "1"})
    line = next((x for x in output.splitlines() if x.startswith("drawn:")), "drawn:")
    assert line.removeprefix("drawn:").strip().split(",") == CALLS[1].command["gems"], output
