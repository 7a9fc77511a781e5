"""Character sheet validation at registration: K1, P1, AP1, R1 (section 3)."""

import re
import unicodedata

from domain.core import InvalidValue
from domain.core.words import sentence
from domain.locquemare import commands as cm
from domain.locquemare.state import ACTION_TYPES, APPROACHES, RESOURCES, Prowess

PROWESS_EFFECTS = ("bonus", "auto_success", "narrative")

PROWESS_LIMITS = ("none", "once_per_scene", "once_per_act")


def allocation_ok(values: dict[str, int], names: tuple[str, ...], cap: int, total: int) -> bool:
    """Exactly the 8 names, each 0..cap, summing to ``total``."""
    return (set(values) == set(names) and all(0 <= v <= cap for v in values.values())
            and sum(values.values()) == total)


def _k1(cmd: cm.RegisterCharacter) -> bool:
    roles = sorted(k.role for k in cmd.character_keys)
    texts = [k.text.strip() for k in cmd.character_keys]
    return (roles == ["concept", "hamartia", "other", "other", "other"]
            and all(texts) and len(set(texts)) == 5)


def prowess_ok(prowess: Prowess) -> bool:
    """A prowess's effect, limit, bonus and action types are valid."""
    return (bool(prowess.name.strip()) and prowess.effect in PROWESS_EFFECTS
            and prowess.limit in PROWESS_LIMITS and prowess.bonus >= 0
            and set(prowess.action_types) <= set(ACTION_TYPES))


def _p1(cmd: cm.RegisterCharacter) -> bool:
    ids = [p.prowess_id for p in cmd.prowesses if p.prowess_id]
    return (len(cmd.prowesses) == 3 and all(prowess_ok(p) for p in cmd.prowesses)
            and len(set(ids)) == len(ids))


def sheet_violations(cmd: cm.RegisterCharacter) -> list[str]:
    """The rule ids the sheet breaks (empty when valid)."""
    broken = []
    if not 1 <= len(cmd.name.strip()) <= 100 or not cmd.journey.from_.strip() \
            or not cmd.journey.to.strip():
        broken.append("NAME")
    if not _k1(cmd):
        broken.append("K1")
    if not _p1(cmd):
        broken.append("P1")
    if not allocation_ok(cmd.approaches, APPROACHES, 3, 8):
        broken.append("AP1")
    if not allocation_ok(cmd.resources, RESOURCES, 3, 8):
        broken.append("R1")
    return broken


def check_sheet(cmd: cm.RegisterCharacter) -> None:
    """``invalid_sheet`` with the broken rule ids in the detail."""
    broken = sheet_violations(cmd)
    if broken:
        raise InvalidValue("invalid_sheet", sentence("invalid sheet: %(rules)s",
                                                     rules=", ".join(f"[{r}]" for r in broken)))


def slug(name: str) -> str:
    """A lowercase ascii slug of a name, for generated ids."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-") or "hero"
