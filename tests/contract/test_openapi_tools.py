"""Third-party tools accept the committed document: openapi-spec-validator finds no error,
Redocly's recommended rules find no error, and the committed TypeScript types are the ones
openapi-typescript generates from it."""

import json
import subprocess
from pathlib import Path

import pytest
from openapi_spec_validator import validate

from infrastructure.cli import OPENAPI_PATH, TYPESCRIPT_TYPES, typescript_types
from tests.support.node import CLIENTS, node_env, npm_bin


def test_openapi_spec_validator_finds_no_error() -> None:
    validate(json.loads(OPENAPI_PATH.read_text()))  # raises on the first error


def test_redocly_lint_finds_no_error(capsys: pytest.CaptureFixture[str]) -> None:
    redocly = npm_bin("redocly")
    done = subprocess.run([str(redocly), "lint", str(OPENAPI_PATH), "--format", "json"],
                          cwd=CLIENTS, env=node_env(), capture_output=True, text=True,
                          timeout=300, check=False)
    report = json.loads(done.stdout)
    problems = [f"{p['severity']} {p['ruleId']}: {p['message']}" for p in report["problems"]]
    with capsys.disabled():
        print(f"\nredocly lint: {report['totals']['errors']} errors, "
              f"{report['totals']['warnings']} warnings", *problems, sep="\n  ")
    assert report["totals"]["errors"] == 0, problems


def test_the_committed_typescript_types_are_current(tmp_path: Path) -> None:
    fresh = tmp_path / "api.d.ts"
    typescript_types(OPENAPI_PATH, fresh, npm_bin("openapi-typescript"))
    assert TYPESCRIPT_TYPES.read_text() == fresh.read_text(), (
        "clients/typescript/src/api.d.ts is stale: run `make openapi` and commit it")


def test_spectral_oas_finds_no_error_and_no_warning(capsys: pytest.CaptureFixture[str]) -> None:
    spectral = npm_bin("spectral")
    done = subprocess.run([str(spectral), "lint", str(OPENAPI_PATH), "-r",
                           str(CLIENTS / "spectral-oas.yaml"), "-f", "json", "-q"],
                          cwd=CLIENTS, env=node_env(), capture_output=True, text=True,
                          timeout=300, check=False)
    findings = json.loads(done.stdout or "[]")
    problems = [f"{f['code']} {'.'.join(map(str, f['path']))}: {f['message']}"
                for f in findings]
    with capsys.disabled():
        print(f"\nspectral spectral:oas: {len(findings)} findings", *problems, sep="\n  ")
    assert problems == []
