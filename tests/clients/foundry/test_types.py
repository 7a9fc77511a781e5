"""The Foundry module type-checks (``tsc --checkJs``, clients/foundry/tsconfig.json) against
``@league-of-foundry-developers/foundry-vtt-types`` as its README installs it (the
``fvtt-types`` alias, pinned in clients/package-lock.json; its three GitHub dependencies
are overridden with their npm releases, see clients/package.json ``overrides``), with the
module's own settings, API and Dice So Nice hooks declared in clients/foundry/types/."""

import subprocess

from tests.support.node import CLIENTS, NODE_MODULES, node_env, npm_bin

FOUNDRY = CLIENTS / "foundry"


def test_the_module_type_checks_against_foundry_vtt_types() -> None:
    tsc = npm_bin("tsc")
    types = NODE_MODULES / "fvtt-types" / "package.json"
    assert types.exists(), "fvtt-types is missing from clients/node_modules after npm ci"
    done = subprocess.run([str(tsc), "--noEmit", "-p", str(FOUNDRY / "tsconfig.json")],
                          cwd=FOUNDRY, env=node_env(), capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
