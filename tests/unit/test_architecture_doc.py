"""ARCHITECTURE.md stays true: every path it names exists in the repository."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = ("ARCHITECTURE.md",)
PATH = re.compile(r"`([A-Za-z_][\w.-]*(?:/[\w.*-]+)+/?|[\w-]+\.(?:py|md|cfg|yml|json|toml))`")
"""A backquoted token that looks like a path: has a slash, or a file extension."""


def named_paths(text: str) -> list[str]:
    """The repository paths a document names between backquotes (routes excluded)."""
    return [m.group(1) for m in PATH.finditer(text) if not m.group(1).startswith("v1/")]


def test_the_architecture_names_only_paths_that_exist() -> None:
    for document in DOCUMENTS:
        names = named_paths((ROOT / document).read_text(encoding="utf-8"))
        assert len(names) > 30, f"{document}: expected paths to check, found {names}"
        missing = [name for name in names if not (ROOT / name.rstrip("/")).exists()]
        assert not missing, f"{document} names paths that do not exist: {missing}"


def test_the_pattern_sees_a_missing_path() -> None:
    assert named_paths("see `services/nowhere.py` and `domain/core`") == [
        "services/nowhere.py", "domain/core"]
    assert not (ROOT / "services/nowhere.py").exists()


def layout_tree_paths(tree: str) -> list[str]:
    """The paths of a Layout tree: top-level names, and indented names under the last one."""
    paths: list[str] = []
    parent = ""
    for line in tree.splitlines():
        tokens = line.split()
        if not tokens:
            continue
        if not line.startswith(" "):
            parent = tokens[0] if tokens[0].endswith("/") else ""
            paths.append(tokens[0])
            continue
        for token in tokens:
            if not (token.endswith("/") or re.fullmatch(r"[\w-]+\.\w+", token)):
                break
            paths.append(parent + token)
    return paths


def test_the_readme_layout_names_only_paths_that_exist() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    layout = readme.split("\n## Layout", 1)[1].split("\n### ", 1)[0]
    paths = layout_tree_paths(layout.split("```", 2)[1])
    assert len(paths) >= 15, paths
    missing = [name for name in paths if not (ROOT / name.rstrip("/")).exists()]
    assert not missing, f"README's Layout names paths that do not exist: {missing}"
