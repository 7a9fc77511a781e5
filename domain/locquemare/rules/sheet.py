"""Character sheet validation at registration: K1, P1, AP1, R1 (section 3)."""

import re
import unicodedata

from domain.core import InvalidValue
from domain.core.words import sentence
from domain.locquemare import commands as cmd
from domain.locquemare.state import ACTION_TYPES, APPROACHES, RESOURCES, Prowess

NAME_MAX = 100
"""A character's name has 1 to 100 characters (white space at either end aside)."""
PROWESS_EFFECTS = ("bonus", "auto_success", "narrative")

PROWESS_LIMITS = ("none", "once_per_scene", "once_per_act")


def allocation_ok(values: dict[str, int], names: tuple[str, ...], cap: int, total: int) -> bool:
    """Exactly the 8 names, each 0..cap, summing to ``total``."""
    return (set(values) == set(names) and all(0 <= v <= cap for v in values.values())
            and sum(values.values()) == total)


def _k1(command: cmd.RegisterCharacter) -> bool:
    roles = sorted(k.role for k in command.character_keys)
    texts = [k.text.strip() for k in command.character_keys]
    return (roles == ["concept", "hamartia", "other", "other", "other"]
            and all(texts) and len(set(texts)) == 5)


def prowess_ok(prowess: Prowess) -> bool:
    """A prowess's effect, limit, bonus and action types are valid."""
    return (bool(prowess.name.strip()) and prowess.effect in PROWESS_EFFECTS
            and prowess.limit in PROWESS_LIMITS and prowess.bonus >= 0
            and set(prowess.action_types) <= set(ACTION_TYPES))


def _p1(command: cmd.RegisterCharacter) -> bool:
    ids = [p.prowess_id for p in command.prowesses if p.prowess_id]
    return (len(command.prowesses) == 3 and all(prowess_ok(p) for p in command.prowesses)
            and len(set(ids)) == len(ids))


def _allocation_field(values: dict[str, int], names: tuple[str, ...], field: str) -> str:
    """The entry out of 0..3 (``approaches.aggro``), else the whole map."""
    wrong = [n for n in names if not 0 <= values.get(n, 0) <= 3]
    return f"{field}.{wrong[0]}" if wrong and set(values) == set(names) else field


RULES: tuple[tuple[str, str], ...] = (
    ("K1", sentence("a hero has five character keys, a concept, a hamartia and three others, "
                    "each with its own text")),
    ("P1", sentence("a hero starts with three named prowesses")),
    ("AP1", sentence("at creation the eight approaches share 8 points, each from 0 to 3")),
    ("R1", sentence("at creation the eight resources share 8 points, each from 0 to 3")),
)
"""The sheet's rules (spec section 3: K1, P1, AP1, R1), each said in words."""


def sheet_violations(command: cmd.RegisterCharacter) -> list[tuple[str, str]]:
    """The (rule id, field) the sheet breaks (empty when valid)."""
    broken = []
    if not 1 <= len(command.name.strip()) <= NAME_MAX:
        broken.append(("NAME", "name"))
    if not command.journey.from_.strip() or not command.journey.to.strip():
        broken.append(("JOURNEY", "journey"))
    if not _k1(command):
        broken.append(("K1", "character_keys"))
    if not _p1(command):
        broken.append(("P1", "prowesses"))
    if not allocation_ok(command.approaches, APPROACHES, 3, 8):
        broken.append(("AP1", _allocation_field(command.approaches, APPROACHES, "approaches")))
    if not allocation_ok(command.resources, RESOURCES, 3, 8):
        broken.append(("R1", _allocation_field(command.resources, RESOURCES, "resources")))
    return broken


def check_sheet(command: cmd.RegisterCharacter) -> None:
    """``invalid_sheet`` naming the first field that breaks a rule, the rule in words; its
    ``findings``: every rule broken, each with its field."""
    broken = sheet_violations(command)
    if not broken:
        return
    said = dict(RULES)
    found = [InvalidValue("invalid_sheet", said.get(rule) or (
        sentence("a hero's name has 1 to 100 characters") if rule == "NAME" else
        sentence("the journey says where the hero starts and where it goes")), field)
        for rule, field in broken]
    found[0].findings = tuple(found)
    raise found[0]


def slug(name: str) -> str:
    """A lowercase ascii slug of a name, for generated ids."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-") or "hero"
