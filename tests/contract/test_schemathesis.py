"""Schemathesis against the running server, every check on, zero failures allowed.

The server runs as a subprocess (``python -m infrastructure.cli serve``) over the test
database and Redis, and schemathesis runs as a subprocess too, in two bounded runs:

- examples, coverage and fuzzing against one real game (its id pinned, its gm token sent),
  so generated commands and reads reach the rules instead of stopping at ``wrong_game``;
- the stateful phase, which follows the document's links: create a game, then with the
  returned ``game_id`` and token invite seats, send commands, read state and events.

``positive_data_acceptance`` also accepts 412 and 422: a schema-valid request may still
break a rule the schema cannot state (a value out of a rule's range, a command of another
rule system, an ``If-Match`` of an old version, an idempotency key reused with another
body); the API documents these answers. The live feed (``streamEvents``) never ends, so it
is left to tests/api/test_live_feed.py.
"""

import re
import subprocess
import sys
from pathlib import Path

import httpx

from infrastructure.settings import Settings
from tests.support.servers import ServerProcess, running_server

CHECKS_EXPECTED = '["2xx", "3xx", "401", "403", "404", "409", "412", "422", "429"]'
MAX_EXAMPLES = "8"
RUN_TIMEOUT = 600


def schemathesis_command() -> list[str]:
    """The schemathesis CLI of this virtualenv."""
    script = Path(sys.executable).parent / "schemathesis"
    return [str(script)] if script.exists() else [sys.executable, "-m", "schemathesis.cli"]


def write_config(path: Path, token: str | None = None, game_id: str | None = None) -> Path:
    """A schemathesis.toml: the check's accepted statuses, optionally a game to aim at."""
    lines = []
    if token is not None:
        lines.append(f'headers = {{ Authorization = "Bearer {token}" }}')
    if game_id is not None:
        lines += ["[parameters]", f'"path.game_id" = "{game_id}"']
    lines += ["[checks.positive_data_acceptance]", f"expected-statuses = {CHECKS_EXPECTED}"]
    path.write_text("\n".join(lines) + "\n")
    return path


def run_schemathesis(server: ServerProcess, config: Path, phases: str,
                     workdir: Path) -> tuple[int, str]:
    """One schemathesis run: its exit code and its whole output."""
    command = [*schemathesis_command(), "--config-file", str(config), "run",
               f"{server.url}/schema/openapi.json", "--checks", "all",
               "--phases", phases, "--max-examples", MAX_EXAMPLES,
               "--exclude-operation-id", "streamEvents", "--workers", "2", "--seed", "20261130",
               "--request-timeout", "30", "--no-color", "--generation-database", "none"]
    completed = subprocess.run(command, cwd=workdir, capture_output=True, text=True,
                               timeout=RUN_TIMEOUT, check=False)
    return completed.returncode, completed.stdout + completed.stderr


def cases_run(output: str) -> int:
    """The number of test cases schemathesis reports having generated."""
    found = re.search(r"(\d+) generated", output)
    assert found, output
    return int(found.group(1))


def test_schemathesis_finds_no_failure_with_every_check(settings: Settings,
                                                         tmp_path: Path) -> None:
    assert settings.database.url is not None
    with running_server(settings.database.url, settings.redis.url,
                        tmp_path / "server.log", RATE_LIMIT="100000") as server:
        created = httpx.post(f"{server.url}/v1/games", json={"ruleset": "espri"}, timeout=30)
        assert created.status_code == 201, created.text
        game = created.json()
        fuzz_config = write_config(tmp_path / "fuzz.toml", game["gm_token"], game["game_id"])
        stateful_config = write_config(tmp_path / "stateful.toml")
        fuzz_code, fuzz_output = run_schemathesis(
            server, fuzz_config, "examples,coverage,fuzzing", tmp_path)
        stateful_code, stateful_output = run_schemathesis(
            server, stateful_config, "stateful", tmp_path)
    total = cases_run(fuzz_output) + cases_run(stateful_output)
    print(f"\nschemathesis: {total} cases ({cases_run(fuzz_output)} examples/coverage/fuzzing, "
          f"{cases_run(stateful_output)} stateful), failures: "
          f"{'none' if fuzz_code == stateful_code == 0 else 'see output'}")
    assert fuzz_code == 0, fuzz_output
    assert stateful_code == 0, stateful_output
    assert "API Links:" in stateful_output and " 0 covered" not in stateful_output, (
        stateful_output)
