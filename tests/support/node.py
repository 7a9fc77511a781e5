"""Node.js tooling for the tests that prove the contract (generated TypeScript types, tsc,
Redocly, the Foundry module's ``node --test`` suite).

The npm packages are pinned in ``clients/package-lock.json`` and installed here with
``npm ci`` the first time a test asks for them (once per checkout: a stamp records the
lock file that was installed). Where Node or npm is missing, the asking test is skipped
with the reason printed (``-ra`` shows it), never failed.
"""

import fcntl
import hashlib
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from infrastructure.settings import ROOT

CLIENTS = ROOT / "clients"
NODE_MODULES = CLIENTS / "node_modules"
_STAMP = NODE_MODULES / ".installed-lock-sha256"
NPM_ENV = {"REDOCLY_TELEMETRY": "off", "REDOCLY_SUPPRESS_UPDATE_NOTICE": "true",
           "NO_UPDATE_NOTIFIER": "1", "npm_config_update_notifier": "false",
           "npm_config_audit": "false", "npm_config_fund": "false"}


def node_or_skip() -> str:
    """The ``node`` executable, or skip the test (with the reason) when there is none."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("Node.js is not installed: skipping the tests that need it")
    return node


def _lock_digest() -> str:
    return hashlib.sha256((CLIENTS / "package-lock.json").read_bytes()).hexdigest()


def node_env() -> dict[str, str]:
    """The environment for npm-installed tools: no telemetry, no update checks."""
    return {**os.environ, **NPM_ENV}


def npm_bin(tool: str) -> Path:
    """The path of an npm-installed tool (``tsc``, ``openapi-typescript``, ``redocly``),
    installing the pinned packages first when needed; skips where Node or npm is missing."""
    node_or_skip()
    npm = shutil.which("npm")
    if npm is None:
        pytest.skip("npm is not installed: skipping the tests that need npm packages")
    CLIENTS.joinpath(".npm-install.lock").touch()
    with open(CLIENTS / ".npm-install.lock") as guard:
        fcntl.flock(guard, fcntl.LOCK_EX)  # xdist workers install once, one at a time
        digest = _lock_digest()
        if not _STAMP.exists() or _STAMP.read_text() != digest:
            done = subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=CLIENTS,
                                  env=node_env(), capture_output=True, text=True,
                                  timeout=600, check=False)
            if done.returncode != 0:
                raise RuntimeError(f"npm ci failed in clients/:\n{done.stdout}\n{done.stderr}")
            _STAMP.write_text(digest)
    path = NODE_MODULES / ".bin" / tool
    if not path.exists():
        raise RuntimeError(f"{tool} is not in clients/package.json's devDependencies")
    return path
