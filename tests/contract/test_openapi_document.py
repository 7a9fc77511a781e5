"""The committed OpenAPI document is the one the app serves; it documents every command."""

import json
import subprocess
import sys
from pathlib import Path

from httpx import AsyncClient

from domain.rulesets import RULESETS
from infrastructure.cli import OPENAPI_PATH

ROOT = Path(__file__).resolve().parents[2]


def generated_document() -> dict[str, object]:
    """The document as a fresh process generates it (only the production rule systems)."""
    out = subprocess.run([sys.executable, "-c", "import sys; from infrastructure.cli import "
                          "openapi_document; sys.stdout.buffer.write(openapi_document())"],
                         cwd=ROOT, capture_output=True, check=True)
    document: dict[str, object] = json.loads(out.stdout)
    return document


def test_the_committed_openapi_document_is_current() -> None:
    committed = json.loads(OPENAPI_PATH.read_text())
    assert committed == generated_document(), (
        "api_spec/openapi.json is stale: run `make openapi` and commit it")


def test_every_command_of_every_ruleset_is_in_the_document() -> None:
    schemas = json.loads(OPENAPI_PATH.read_text())["components"]["schemas"]
    for name, ruleset in RULESETS.items():
        if name == "counter":
            continue  # the platform's test rule system is not published
        union = schemas[f"{name}.Command"]
        assert set(union["discriminator"]["mapping"]) == {
            t.__struct_config__.tag for t in ruleset.command_types}


def test_errors_are_documented_as_problem_details() -> None:
    paths = json.loads(OPENAPI_PATH.read_text())["paths"]
    commands = paths["/v1/games/{game_id}/commands"]["post"]["responses"]
    for status in ("400", "401", "403", "404", "409", "412", "413", "422"):
        assert "application/problem+json" in commands[status]["content"]


async def test_the_served_document_is_openapi_3_1(client: AsyncClient) -> None:
    served = (await client.get("/schema/openapi.json")).json()
    assert served["openapi"].startswith("3.1")
    assert "/v1/games/{game_id}/commands" in served["paths"]
