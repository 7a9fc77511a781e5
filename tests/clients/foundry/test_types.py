"""The Foundry module type-checks (``tsc --checkJs``) against
``@league-of-foundry-developers/foundry-vtt-types`` for both Foundry generations it runs
in: 13.345.1 installed as its README says (the ``fvtt-types`` alias; its three GitHub
dependencies are overridden with their npm releases, see clients/package.json
``overrides``) and 12.331.5 (``fvtt-types-v12``, its ``fvtt-types/*`` imports mapped to
itself in clients/foundry/tsconfig.v12.json). Both pinned in clients/package-lock.json;
the module's own settings, API and Dice So Nice hooks are declared in clients/foundry/types/."""

import subprocess

import pytest

from tests.support.node import CLIENTS, NODE_MODULES, node_env, npm_bin

FOUNDRY = CLIENTS / "foundry"


@pytest.mark.parametrize(("config", "package"), [("tsconfig.json", "fvtt-types"),
                                                 ("tsconfig.v12.json", "fvtt-types-v12")])
def test_the_module_type_checks_against_foundry_vtt_types(config: str, package: str) -> None:
    tsc = npm_bin("tsc")
    assert (NODE_MODULES / package / "package.json").exists(), f"{package} is not installed"
    done = subprocess.run([str(tsc), "--noEmit", "-p", str(FOUNDRY / config)],
                          cwd=FOUNDRY, env=node_env(), capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
