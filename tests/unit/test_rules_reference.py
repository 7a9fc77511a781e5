"""The rules reference (``docs/rules/<system>.md``) names everything a client meets: every
command, every event, every refusal code the rule system can raise, and every D-, R-, T-
and U- item of its spec (each with its decision and seed quote); and every « … » in it is
the seed's own words (issue #39: spaces and apostrophes normalised, an elision marked
« […] »), so a quote never holds a server message or a paraphrase."""

import ast
import re
from pathlib import Path

import pytest

from domain.rulesets import RULESETS

ROOT = Path(__file__).resolve().parents[2]
SPECS = ROOT.parent / "shared" / "rules"
SEEDS = ROOT.parent / "shared" / "seeds"
SYSTEMS = ("espri", "ardri", "xyrop", "voyages", "locquemare")

ERRORS = {"DomainError": 0, "InvalidValue": 0, "NotAuthorized": 0, "require": 1,
          "require_found": 2}
"""Callables whose argument at this position is a refusal code."""
GUARD_DEFAULTS = {"require_gm": ("gm_only", 1), "require_owner": ("not_owner", 3),
                  "require_character": ("unknown_character", 2),
                  "require_phase": ("wrong_phase", 2), "require_choice": ("invalid_payload", 3),
                  "invalid": ("invalid_payload", 1)}
"""Guards of ``domain.core.guards``: (default code, position of the ``code`` argument)."""
CODE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)+$|^[a-z]+$")


def _name(call: ast.Call) -> str | None:
    func = call.func
    return func.id if isinstance(func, ast.Name) else \
        func.attr if isinstance(func, ast.Attribute) else None


def _argument(call: ast.Call, position: int) -> ast.expr | None:
    named = next((k.value for k in call.keywords if k.arg == "code"), None)
    if named is not None:
        return named
    return call.args[position] if len(call.args) > position else None


def _code_of(call: ast.Call) -> str | None:
    name = _name(call)
    if name in ERRORS:
        node = _argument(call, ERRORS[name])
    elif name in GUARD_DEFAULTS:
        default, position = GUARD_DEFAULTS[name]
        node = _argument(call, position)
        if node is None:
            return default
    else:
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and CODE.match(node.value):
        return node.value
    return None


def refusal_codes(system: str) -> set[str]:
    """Every literal refusal code raised in ``domain/<system>/``."""
    found = set()
    for path in (ROOT / "domain" / system).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and (code := _code_of(node)) is not None:
                found.add(code)
    return found


def spec_items(system: str) -> set[str]:
    """The D-, R-, T- and U- items of the spec (``**T3**``, ``**U2**``)."""
    text = (SPECS / f"{system}.md").read_text(encoding="utf-8")
    return set(re.findall(r"\*\*([DRTU]\d+)\*\*", text))


SEED_NAME = re.compile(r"(\d{3}_[0-9a-f]{16})\.txt")
ELISION = re.compile(r"\s*\[(?:…|\.\.\.)\]\s*")
QUOTE = re.compile(r"«(.*?)»", re.DOTALL)


def normalised(text: str) -> str:
    """Text with its spaces, apostrophes, quotation marks and ellipses written one way."""
    for variants, one in (("\u2019\u2018`\u00b4", "'"), ("\u201c\u201d\u201e", '"')):
        for variant in variants:
            text = text.replace(variant, one)
    text = text.replace("...", "…")
    return re.sub(r"\s+", " ", text).strip()


def seed_text(system: str) -> str:
    """The French seed the spec names, normalised."""
    spec = (SPECS / f"{system}.md").read_text(encoding="utf-8")
    found = SEED_NAME.search(spec)
    assert found, f"the {system} spec names no seed"
    return normalised((SEEDS / f"{found[1]}.txt").read_text(encoding="utf-8"))


def quoted_elsewhere(quote: str, seed: str) -> bool:
    """Whether the quote's parts (split at « […] ») are found in the seed, in order."""
    position = 0
    for part in ELISION.split(quote):
        part = part.strip()
        if not part:
            continue
        found = seed.find(part, position)
        if found < 0:
            return False
        position = found + len(part)
    return True


def unfound_quotes(system: str) -> list[str]:
    """The « … » of the reference not found in the seed."""
    seed = seed_text(system)
    return [quote for quote in (normalised(q) for q in QUOTE.findall(reference(system)))
            if quote.strip("…[] ") and not quoted_elsewhere(quote, seed)]


def reference(system: str) -> str:
    path = ROOT / "docs" / "rules" / f"{system}.md"
    assert path.is_file(), f"{path.relative_to(ROOT)} is missing"
    return path.read_text(encoding="utf-8")


def missing(names: set[str], text: str) -> list[str]:
    return sorted(name for name in names if f"`{name}`" not in text)


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_reference_names_every_command_and_event(system: str) -> None:
    ruleset, text = RULESETS[system], reference(system)
    commands = {str(t.__struct_config__.tag) for t in ruleset.command_types}
    events = {str(t.__struct_config__.tag) for t in ruleset.event_types}
    assert missing(commands, text) == [], "commands missing from the reference"
    assert missing(events, text) == [], "events missing from the reference"


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_reference_names_every_refusal_code(system: str) -> None:
    codes = refusal_codes(system)
    assert codes, "no refusal code found: the scan is broken"
    assert missing(codes, reference(system)) == [], "refusal codes missing from the reference"


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_reference_decides_every_item_of_the_spec(system: str) -> None:
    text = reference(system)
    absent = sorted(item for item in spec_items(system)
                    if not re.search(rf"\b{item}\b", text))
    assert absent == [], "spec items the reference does not decide"
    assert "«" in text, "no seed quote in French"


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_quote_of_the_reference_is_the_seeds_own_words(system: str) -> None:
    """Issue #39: a quote stands for the seed (a server message, a paraphrase or a spec
    term inside « » misleads the reader)."""
    assert unfound_quotes(system) == [], "quotes not found in the seed"


def test_the_quote_check_allows_an_elision_and_finds_a_paraphrase() -> None:
    seed = normalised("Le MJ prend 4 gemmes de Rupture et les pose sur le plateau, une dans "
                      "chaque quadrant, à la suite des gemmes déjà en place.")
    assert quoted_elsewhere(normalised("Le MJ […] les pose sur le plateau"), seed)
    assert quoted_elsewhere(normalised("à la suite des gemmes\u00a0déjà en place"), seed)
    assert not quoted_elsewhere(normalised("Le MJ pose les gemmes une seule fois"), seed)
    assert not quoted_elsewhere(normalised("les pose […] Le MJ"), seed)  # out of order
    assert normalised("l\u2019Appel...") == "l'Appel…"


def test_the_scan_finds_codes_given_to_guards_and_errors() -> None:
    codes = refusal_codes("espri")
    assert {"call_in_progress", "not_in_play", "gm_only", "not_owner"} <= codes
