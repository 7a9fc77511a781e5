"""Third-party tools accept the committed document: openapi-spec-validator finds no error,
Redocly's recommended rules find no error and no warning (clients/redocly.yaml; the few
findings left on purpose are listed with their reason in clients/.redocly.lint-ignore.yaml),
Spectral's spectral:oas rules find nothing, its OWASP ruleset no error (on requests:
clients/.spectral-owasp.yaml), and the committed TypeScript types are the ones
openapi-typescript generates from it."""

import json
import subprocess
from collections import Counter
from pathlib import Path

import pytest
from openapi_spec_validator import validate

from infrastructure.cli import OPENAPI_PATH, TYPESCRIPT_TYPES, typescript_types
from tests.support.node import CLIENTS, node_env, npm_bin


def test_openapi_spec_validator_finds_no_error() -> None:
    validate(json.loads(OPENAPI_PATH.read_text()))  # raises on the first error


def test_redocly_recommended_finds_no_error_and_no_warning(
        capsys: pytest.CaptureFixture[str]) -> None:
    redocly = npm_bin("redocly")
    done = subprocess.run([str(redocly), "lint", str(OPENAPI_PATH), "--config",
                           str(CLIENTS / "redocly.yaml"), "--format", "json"],
                          cwd=CLIENTS, env=node_env(), capture_output=True, text=True,
                          timeout=300, check=False)
    report = json.loads(done.stdout)
    problems = [f"{p['severity']} {p['ruleId']}: {p['message']}" for p in report["problems"]
                if not p.get("ignored")]
    totals = report["totals"]
    with capsys.disabled():
        print(f"\nredocly lint (recommended): {totals['errors']} errors, "
              f"{totals['warnings']} warnings, {totals['ignored']} ignored on purpose",
              *problems, sep="\n  ")
    assert (totals["errors"], totals["warnings"]) == (0, 0), problems


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


def test_spectral_owasp_finds_no_error(capsys: pytest.CaptureFixture[str]) -> None:
    """The OWASP ruleset (clients/.spectral-owasp.yaml: its limits rules on requests only,
    each change with its reason) finds no error; its warnings are printed."""
    spectral = npm_bin("spectral")
    done = subprocess.run([str(spectral), "lint", str(OPENAPI_PATH), "-r",
                           str(CLIENTS / ".spectral-owasp.yaml"), "-f", "json", "-q"],
                          cwd=CLIENTS, env=node_env(), capture_output=True, text=True,
                          timeout=600, check=False)
    findings = json.loads(done.stdout or "[]")
    errors = [f"{f['code']} {'.'.join(map(str, f['path']))}: {f['message']}"
              for f in findings if f["severity"] == 0]
    warnings = Counter(f["code"] for f in findings if f["severity"] == 1)
    with capsys.disabled():
        print(f"\nspectral OWASP: {len(errors)} errors, {sum(warnings.values())} warnings",
              *[f"{code}: {count}" for code, count in warnings.most_common()], *errors,
              sep="\n  ")
    assert errors == []
