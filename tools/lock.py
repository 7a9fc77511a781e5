"""Compile and check the lock files (requirements/*.txt) from pyproject.toml.

``python tools/lock.py`` (what ``make lock`` runs) resolves each lock with ``uv pip compile
--generate-hashes`` for CPython 3.11 on Linux x86_64, whatever machine runs it, keeping the
pins already there (``--upgrade`` moves every pin to the newest release), and writes into
each file's header a sha256 of the normalised requirement lists it was compiled from.
``python tools/lock.py --check`` (and tests/unit/test_lock_file.py) recompute that sha256
and check every direct requirement is pinned with ``==`` to a version its specifier allows,
every pin carries a hash, and the locks agree on the version of every package they share.

Decisions: uv only compiles (installing needs only pip, see the Makefile); the build
backend (``[build-system] requires``) is locked too, so ``pip install --no-build-isolation
-e .`` builds with a pinned, hashed setuptools; the smaller locks are compiled with the
main lock as constraints, so ``make bench`` and the Docker image never change a version the
tests ran with.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[1]
PYTHON_VERSION = "3.11"
PLATFORM = "x86_64-unknown-linux-gnu"
TARGET = {
    "python_version": "3.11", "python_full_version": "3.11.0", "implementation_name": "cpython",
    "platform_python_implementation": "CPython", "sys_platform": "linux", "os_name": "posix",
    "platform_system": "Linux", "platform_machine": "x86_64",
}
"""The environment markers of the platform the locks target (PEP 508)."""
FINGERPRINT = re.compile(r"^# pyproject-sha256: ([0-9a-f]{64})$", re.MULTILINE)
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?==(\S+?)(?:\s*;.*?)?\s*\\?$")


@dataclass(frozen=True)
class Lock:
    """One lock file: the extras of pyproject it holds, and the lock that constrains it."""

    path: str
    extras: tuple[str, ...]
    constraint: str | None = None


LOCKS = (
    Lock("requirements/lock.txt", ("dev",)),
    Lock("requirements/bench.txt", ("dev", "bench"), constraint="requirements/lock.txt"),
    Lock("requirements/runtime.txt", (), constraint="requirements/lock.txt"),
)
"""The main lock first: the others are compiled against it."""


def _normalise(requirement: str) -> str:
    parsed = Requirement(requirement)
    extras = ",".join(sorted(canonicalize_name(e) for e in parsed.extras))
    text = canonicalize_name(parsed.name) + (f"[{extras}]" if extras else "")
    text += str(parsed.specifier)  # SpecifierSet sorts its clauses
    return text + (f"; {parsed.marker}" if parsed.marker else "")


def load(pyproject: Path) -> dict[str, Any]:
    """The parsed pyproject.toml."""
    with pyproject.open("rb") as file:
        return tomllib.load(file)


def direct_requirements(data: dict[str, Any], extras: tuple[str, ...]) -> list[str]:
    """The requirements a lock holding ``extras`` is compiled from: the dependencies, those
    extras and the build backend."""
    project = data["project"]
    found = list(project.get("dependencies", []))
    for extra in extras:
        found += project.get("optional-dependencies", {})[extra]
    return found + list(data.get("build-system", {}).get("requires", []))


def fingerprint(data: dict[str, Any], extras: tuple[str, ...]) -> str:
    """sha256 of what a lock depends on in pyproject, blind to order, spacing and case."""
    project = data["project"]
    optional = project.get("optional-dependencies", {})
    content = {
        "requires-python": project.get("requires-python", ""),
        "dependencies": sorted(_normalise(r) for r in project.get("dependencies", [])),
        "extras": {e: sorted(_normalise(r) for r in optional[e]) for e in sorted(extras)},
        "build-system": sorted(_normalise(r)
                               for r in data.get("build-system", {}).get("requires", [])),
    }
    return hashlib.sha256(json.dumps(content, sort_keys=True).encode()).hexdigest()


def pins(text: str) -> dict[str, tuple[Version, int]]:
    """Each pinned package of a lock file: its version and how many hashes it carries."""
    found: dict[str, tuple[Version, int]] = {}
    current: str | None = None
    for line in text.splitlines():
        stripped = line.strip()
        if match := PIN.match(stripped):
            current = canonicalize_name(match[1])
            found[current] = (Version(match[3]), 0)
        elif stripped.startswith("--hash=") and current is not None:
            version, hashes = found[current]
            found[current] = (version, hashes + 1)
        elif stripped and not stripped.startswith("#"):
            current = None
    return found


def unpinned_lines(text: str) -> list[str]:
    """Requirement lines of a lock file that are not ``name==version``."""
    lines = [line.strip() for line in text.splitlines()]
    return [line for line in lines
            if line and not line.startswith(("#", "--hash=")) and not PIN.match(line)]


def problems(pyproject: Path, lock_file: Path, extras: tuple[str, ...]) -> list[str]:
    """Why ``lock_file`` does not match ``pyproject`` (empty when it does)."""
    if not lock_file.exists():
        return [f"{lock_file.name}: missing; run `make lock`"]
    data, text = load(pyproject), lock_file.read_text()
    found: list[str] = []
    recorded = FINGERPRINT.search(text)
    if recorded is None or recorded[1] != fingerprint(data, extras):
        found.append(f"{lock_file.name}: pyproject.toml's requirements changed since the lock "
                     "was compiled; run `make lock`")
    found += [f"{lock_file.name}: not an exact pin: {line}" for line in unpinned_lines(text)]
    pinned = pins(text)
    found += [f"{lock_file.name}: {name}=={version} has no --hash"
              for name, (version, hashes) in pinned.items() if hashes == 0]
    own = canonicalize_name(data["project"]["name"])
    for requirement in map(Requirement, direct_requirements(data, extras)):
        name = canonicalize_name(requirement.name)
        if name == own or (requirement.marker and not requirement.marker.evaluate(TARGET)):
            continue
        if name not in pinned:
            found.append(f"{lock_file.name}: {requirement} is not pinned; run `make lock`")
        elif not requirement.specifier.contains(pinned[name][0], prereleases=True):
            found.append(f"{lock_file.name}: {name}=={pinned[name][0]} does not satisfy "
                         f"{requirement}; run `make lock`")
    return found


def disagreements(first: Path, second: Path) -> list[str]:
    """Packages that two lock files pin to different versions."""
    a, b = pins(first.read_text()), pins(second.read_text())
    return [f"{name}: {a[name][0]} in {first.name}, {b[name][0]} in {second.name}"
            for name in sorted(a.keys() & b.keys()) if a[name][0] != b[name][0]]


def header(lock: Lock, digest: str) -> str:
    """The comment block ``make lock`` puts on top of a lock file."""
    extras = ", ".join(lock.extras) or "none"
    lines = [
        "# Generated by `make lock` (tools/lock.py: uv pip compile --generate-hashes) from",
        f"# pyproject.toml: dependencies + build-system + extras: {extras}. Do not edit by hand.",
        f"# Target: CPython {PYTHON_VERSION} on Linux x86_64. Install with only pip:",
        f"#   pip install --require-hashes --no-deps -r {lock.path}",
        f"# pyproject-sha256: {digest}",
    ]
    return "\n".join(lines) + "\n"


def _uv() -> str:
    beside = Path(sys.executable).with_name("uv")
    found = str(beside) if beside.exists() else shutil.which("uv")
    if found is None:
        raise SystemExit("uv not found: `make lock` installs it into the venv")
    return found


def compile_lock(lock: Lock, data: dict[str, Any], upgrade: bool) -> bool:
    """Re-resolve one lock file; True when its content changed."""
    target = ROOT / lock.path
    build = "\n".join(data.get("build-system", {}).get("requires", [])) + "\n"
    with tempfile.TemporaryDirectory() as scratch:
        output = Path(scratch) / "lock.txt"
        if target.exists() and not upgrade:
            shutil.copyfile(target, output)  # uv keeps the pins already in its output file
        command = [_uv(), "pip", "compile", "pyproject.toml", "-", "--generate-hashes",
                   "--python-version", PYTHON_VERSION, "--python-platform", PLATFORM,
                   "--no-header", "--quiet", "--output-file", str(output)]
        command += [arg for extra in lock.extras for arg in ("--extra", extra)]
        command += ["--constraint", lock.constraint] if lock.constraint else []
        command += ["--upgrade"] if upgrade else []
        subprocess.run(command, input=build, text=True, cwd=ROOT, check=True)
        body = output.read_text()
    text = header(lock, fingerprint(data, lock.extras)) + body
    if target.exists() and target.read_text() == text:
        return False  # unchanged: keep the mtime, so make does not reinstall for nothing
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text)
    return True


def check() -> list[str]:
    """Every problem of every lock file of this repository."""
    pyproject = ROOT / "pyproject.toml"
    found = [p for lock in LOCKS for p in problems(pyproject, ROOT / lock.path, lock.extras)]
    main = ROOT / LOCKS[0].path
    for lock in LOCKS[1:]:
        if main.exists() and (ROOT / lock.path).exists():
            found += disagreements(main, ROOT / lock.path)
    return found


def main(argv: list[str]) -> int:
    """``tools/lock.py [--upgrade | --check]``."""
    if "--check" in argv:
        found = check()
        print("\n".join(found) or "lock files match pyproject.toml")
        return 1 if found else 0
    data = load(ROOT / "pyproject.toml")
    for lock in LOCKS:
        changed = compile_lock(lock, data, upgrade="--upgrade" in argv)
        print(f"{lock.path}: {'updated' if changed else 'unchanged'}")
    found = check()
    print("\n".join(found) or "lock files match pyproject.toml")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
