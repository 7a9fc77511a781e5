"""Token economy (7.7): act-start grants by prowess count, the Adversity's danger pool."""

from domain.core import DomainError
from domain.core.guards import invalid
from domain.core.words import sentence
from domain.locquemare.state import Hero


def act_grant(prowess_count: int) -> tuple[int, int]:
    """(offerings, exploits) at act start: <=3 -> 1+2, 4 -> 1+1, 5 -> 1+0, 6+ -> 0 (D1, D2)."""
    if prowess_count <= 3:
        return 1, 2
    if prowess_count == 4:
        return 1, 1
    return (1, 0) if prowess_count == 5 else (0, 0)


def scene_danger(hero_count: int) -> int:
    """The Adversity's danger tokens at scene start: all heroes of the table + 1 (D15)."""
    return hero_count + 1


def require_token(hero: Hero, kind: str) -> None:
    """``no_token`` unless the hero holds a token of ``kind``."""
    if kind not in ("exploit", "offering", "danger"):
        invalid(sentence("unknown token kind '%(kind)s'", kind=kind))
    if hero.tokens.get(kind, 0) < 1:
        raise DomainError("no_token", sentence("%(name)s has no %(kind)s token",
                                               name=hero.name, kind=kind))
