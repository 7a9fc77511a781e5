"""The lock files (requirements/*.txt, issue #17) match pyproject.toml, and the checker
fails, for the right reason, when pyproject's requirements change without `make lock`."""

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tools import lock

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = ROOT / "pyproject.toml"
MAIN = ROOT / "requirements" / "lock.txt"
STALE = "pyproject.toml's requirements changed since the lock was compiled"


def edited_pyproject(tmp_path: Path, key: str, edit: Callable[[list[str]], list[str]]) -> Path:
    """A copy of pyproject.toml whose list ``key`` (dependencies, an extra, build-system's
    requires) went through ``edit``."""
    pattern = re.compile(rf'^{key} = \[((?:"[^"]*"|\s|,)*)\]', re.MULTILINE)
    text = PYPROJECT.read_text()
    match = pattern.search(text)
    assert match is not None
    entries = edit(re.findall(r'"([^"]*)"', match[1]))
    listed = "".join(f'\n    "{entry}",' for entry in entries)
    copy = tmp_path / "pyproject.toml"
    copy.write_text(text[:match.start()] + f"{key} = [{listed}\n]" + text[match.end():])
    return copy


def test_every_lock_matches_pyproject_and_the_locks_agree() -> None:
    found = lock.check()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("entry", lock.LOCKS, ids=lambda entry: entry.path)
def test_every_lock_pins_each_direct_requirement_with_hashes(entry: lock.Lock) -> None:
    text = (ROOT / entry.path).read_text()
    pinned = lock.pins(text)
    for requirement in lock.direct_requirements(lock.load(PYPROJECT), entry.extras):
        assert canonicalize_name(Requirement(requirement).name) in pinned, requirement
    assert all(hashes >= 1 for _, hashes in pinned.values())
    assert f"# pyproject-sha256: {lock.fingerprint(lock.load(PYPROJECT), entry.extras)}" in text


def test_a_changed_specifier_without_make_lock_fails(tmp_path: Path) -> None:
    name = Requirement(lock.load(PYPROJECT)["project"]["dependencies"][0]).name
    pyproject = edited_pyproject(tmp_path, "dependencies",
                                 lambda entries: [f"{name}>=999", *entries[1:]])
    found = lock.problems(pyproject, MAIN, ("dev",))
    assert any(STALE in problem for problem in found)
    pattern = rf"lock.txt: {canonicalize_name(name)}==\S+ does not satisfy {name}>=999;"
    assert any(re.match(pattern, problem) for problem in found), found


def test_a_new_requirement_without_make_lock_fails(tmp_path: Path) -> None:
    pyproject = edited_pyproject(tmp_path, "dev", lambda entries: [*entries, "cowsay>=6"])
    found = lock.problems(pyproject, MAIN, ("dev",))
    assert any(STALE in problem for problem in found)
    assert "lock.txt: cowsay>=6 is not pinned; run `make lock`" in found


def test_a_changed_extra_makes_only_the_locks_holding_it_stale(tmp_path: Path) -> None:
    pyproject = edited_pyproject(tmp_path, "bench",
                                 lambda entries: [entries[0] + ",!=0.0.1", *entries[1:]])
    assert lock.problems(pyproject, MAIN, ("dev",)) == []
    bench = lock.problems(pyproject, ROOT / "requirements" / "bench.txt", ("dev", "bench"))
    assert bench == [f"bench.txt: {STALE}; run `make lock`"]


def test_a_changed_build_backend_without_make_lock_fails(tmp_path: Path) -> None:
    pyproject = edited_pyproject(tmp_path, "requires", lambda entries: ["setuptools>=999"])
    found = lock.problems(pyproject, MAIN, ("dev",))
    assert any(STALE in problem for problem in found)
    assert any(re.match(r"lock.txt: setuptools==\S+ does not satisfy setuptools>=999;", p)
               for p in found)


def test_order_spacing_and_case_do_not_make_a_lock_stale(tmp_path: Path) -> None:
    def reshuffle(entries: list[str]) -> list[str]:
        return [re.sub(r"^([A-Za-z0-9._-]+)", lambda m: m[1].upper() + " ", entry)
                for entry in reversed(entries)]

    pyproject = edited_pyproject(tmp_path, "dependencies", reshuffle)
    assert PYPROJECT.read_text() != pyproject.read_text()
    assert lock.problems(pyproject, MAIN, ("dev",)) == []


def test_a_pin_without_hash_or_a_loose_line_is_refused(tmp_path: Path) -> None:
    name, (version, _) = next(iter(lock.pins(MAIN.read_text()).items()))
    lines: list[str] = []
    for line in MAIN.read_text().splitlines():
        if line.startswith(f"{name}=="):
            lines.append(line.removesuffix(" \\"))
        elif not (line.startswith("    --hash=") and lines[-1].startswith(f"{name}==")):
            lines.append(line)
    copy = tmp_path / "lock.txt"
    copy.write_text("\n".join([*lines, "cowsay>=6", ""]))
    found = lock.problems(PYPROJECT, copy, ("dev",))
    assert [p for p in found if "--hash" in p] == [f"lock.txt: {name}=={version} has no --hash"]
    assert "lock.txt: not an exact pin: cowsay>=6" in found


def test_locks_pinning_one_package_to_two_versions_disagree(tmp_path: Path) -> None:
    name, (version, _) = next(iter(lock.pins(MAIN.read_text()).items()))
    copy = tmp_path / "runtime.txt"
    copy.write_text(MAIN.read_text().replace(f"\n{name}=={version} ", f"\n{name}==0.0.1 "))
    assert lock.disagreements(MAIN, copy) == [
        f"{name}: {version} in lock.txt, 0.0.1 in runtime.txt"]


def test_make_and_docker_install_from_the_locks_with_hashes() -> None:
    makefile = (ROOT / "Makefile").read_text()
    assert re.search(r"^\$\(STAMP\): \$\(LOCK\)", makefile, re.MULTILINE)
    assert "LOCK   := requirements/lock.txt" in makefile
    assert "pip install --quiet --require-hashes --no-deps -r $(LOCK)" in makefile
    assert "--require-hashes --no-deps -r requirements/bench.txt" in makefile
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "--require-hashes --no-deps -r requirements/runtime.txt" in dockerfile
