"""Every rule system has the one skeleton written down in README.md ("Layout", issue #16):
the same top-level names, handlers and evolvers grouped by the same topics, one unit
test module per topic, and no module of domain/ over 300 lines."""

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOMAIN = ROOT / "domain"
SYSTEMS = ("espri", "ardri", "xyrop", "voyages", "locquemare")
DONE = ("espri", "ardri", "locquemare", "xyrop", "voyages")
"""Rule systems already restructured."""
NOT_YET = pytest.mark.xfail(strict=True, reason="restructured after its rules revisions land")

FILES = ("__init__.py", "decider.py", "recap.py", "dice.py", "field_docs.py",
         "field_docs.toml")
"""Always single files (``recap``: what its recap follows, ``Ruleset.recap``; ``dice``:
how its events hold their dice, ``Ruleset.dice``; ``field_docs``: what its fields mean,
``Ruleset.field_docs``, the texts being data in ``field_docs.toml``)."""
MODULE_OR_PACKAGE = ("commands", "events", "state", "views", "narrate")
"""A module, or a package of topic modules once it would pass ~300 lines."""
PACKAGES = ("decide", "evolve", "rules")
"""Always packages: handlers by topic, evolvers by the same topics, the pure rules."""
CROSS_CUTTING = ("properties", "liveness", "revisions", "decisions", "narration", "views",
                 "boundaries", "offers", "completion", "refusals")
"""Unit test modules about the whole system rather than one topic (``test_<name>.py``, or
``test_<name>_<part>.py`` when split)."""


def systems() -> list[object]:
    return [pytest.param(name, marks=() if name in DONE else NOT_YET) for name in SYSTEMS]


def top_level(folder: Path) -> set[str]:
    return {p.name + ("/" if p.is_dir() else "") for p in folder.iterdir()
            if p.name != "__pycache__"}


def modules(package: Path) -> set[str]:
    return {p.stem for p in package.glob("*.py") if p.name != "__init__.py"}


SHARED_DECIDE = {"choices", "awaits"}
"""Modules of ``decide/`` that are not topics: the values the declarations offer
(``choices``) and whom they await (``awaits``, a ``Move``'s ``awaits=``)."""
DECLARATIONS = "may"
"""``decide/may*.py``: the preconditions of the declarations (issue #23), shared by the
topics' handlers and ``available``; not topics either."""
UNPAIRED: dict[str, set[str]] = {"espri": {"bookkeeping", "placing"}, "voyages": {"leaving"}}
"""Handler topics the third pass split off whose events still evolve in older topics'
evolvers and are tested in other topics' modules (``test_call_*``, ``test_settlement_*``…;
known debt: pair them)."""


def topics(system: str) -> set[str]:
    return {m for m in modules(DOMAIN / system / "decide") - SHARED_DECIDE
            if not m.startswith(DECLARATIONS)}


def paired_topics(system: str) -> set[str]:
    return topics(system) - UNPAIRED.get(system, set())


def test_the_skeleton_names_exactly_the_readme_layout() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    layout = readme.split("## Layout", 1)[1].split("\n## ", 1)[0]
    for name in (*FILES, *MODULE_OR_PACKAGE, *PACKAGES):
        assert f"`{name}" in layout, name
    for name in CROSS_CUTTING:
        assert f"`test_{name}`" in layout, name


@pytest.mark.parametrize("system", systems())
def test_a_rule_system_folder_lists_exactly_the_skeletons_top_level_names(system: str) -> None:
    names = top_level(DOMAIN / system)
    for name in MODULE_OR_PACKAGE:
        assert (f"{name}.py" in names) != (f"{name}/" in names), f"{name}: module xor package"
        if f"{name}/" in names:
            assert (DOMAIN / system / name / "__init__.py").is_file(), name
    expected = {*FILES, *(f"{p}/" for p in PACKAGES)}
    expected |= {n for n in names if n.removesuffix(".py").removesuffix("/") in MODULE_OR_PACKAGE}
    assert names == expected
    assert len(expected) == len(FILES) + len(MODULE_OR_PACKAGE) + len(PACKAGES)


@pytest.mark.parametrize("system", systems())
def test_handlers_and_evolvers_are_grouped_by_the_same_topics(system: str) -> None:
    for package in PACKAGES:
        assert (DOMAIN / system / package / "__init__.py").is_file(), package
    assert topics(system), "decide/ has no topic module"
    assert modules(DOMAIN / system / "evolve") == paired_topics(system)


@pytest.mark.parametrize("system", systems())
def test_the_decider_holds_the_two_tables_and_they_point_into_decide_and_evolve(
        system: str) -> None:
    decider = importlib.import_module(f"domain.{system}.decider")
    handlers, evolvers = decider.HANDLERS, decider.EVOLVERS
    ruleset = next(v for v in vars(decider).values()
                   if getattr(v, "name", None) == system and hasattr(v, "decide"))
    assert set(handlers) == set(ruleset.command_types)
    assert set(evolvers) == set(ruleset.event_types)
    for table, package in ((handlers, "decide"), (evolvers, "evolve")):
        for message, function in table.items():
            module = function.__module__
            assert module.startswith(f"domain.{system}.{package}."), (message, module)


@pytest.mark.parametrize("system", systems())
def test_each_topic_has_its_unit_test_module_and_each_test_module_a_topic(system: str) -> None:
    tests = {p.stem.removeprefix("test_") for p in (ROOT / "tests/unit" / system).glob("test_*.py")}
    assert paired_topics(system) - tests == set(), "topics without a test module"
    strays = {t for t in tests - topics(system)
              if not any(t.startswith(f"{name}_") for name in topics(system))
              and not any(t == c or t.startswith(f"{c}_") for c in CROSS_CUTTING)}
    assert strays == set()


TABLES = {"decider.py": ("MOVES", "EVOLVERS")}
"""A decider's two tables (issue #43): data, one entry after another, exempt from the cap
(a system's field descriptions are data files, ``field_docs.toml``)."""


def counted_lines(path: Path) -> int:
    """A module's lines, less a decider's tables (their length is the number of commands
    and events, and packing entries to fit the cap would only hurt reading them)."""
    text = path.read_text(encoding="utf-8")
    total = len(text.splitlines())
    if path.name not in TABLES:
        return total
    for node in ast.parse(text).body:
        targets = node.targets if isinstance(node, ast.Assign) else \
            [node.target] if isinstance(node, ast.AnnAssign) else []
        if any(isinstance(t, ast.Name) and t.id in TABLES[path.name] for t in targets):
            total -= (node.end_lineno or node.lineno) - node.lineno + 1
    return total


@pytest.mark.parametrize("folder", ["core", *SYSTEMS])
def test_no_module_of_domain_is_over_300_lines(folder: str) -> None:
    long = {str(p.relative_to(ROOT)): n for p in (DOMAIN / folder).rglob("*.py")
            if (n := counted_lines(p)) > 300}
    assert long == {}


def test_a_deciders_tables_are_not_counted_but_the_rest_is() -> None:
    decider = DOMAIN / "voyages" / "decider.py"
    lines = len(decider.read_text(encoding="utf-8").splitlines())
    assert 0 < counted_lines(decider) < lines - 40
    assert counted_lines(DOMAIN / "core" / "decider.py") == len(
        (DOMAIN / "core" / "decider.py").read_text(encoding="utf-8").splitlines())


def test_no_top_level_module_of_domain_is_over_300_lines() -> None:
    long = {p.name for p in DOMAIN.glob("*.py")
            if len(p.read_text(encoding="utf-8").splitlines()) > 300}
    assert long == set()
