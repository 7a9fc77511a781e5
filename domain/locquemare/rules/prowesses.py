"""Prowess rules: applicability, limits and token cost (D23, D31)."""

from domain.core import DomainError
from domain.core.guards import invalid
from domain.core.words import sentence
from domain.locquemare import commands as cmd
from domain.locquemare.rules.action import Action
from domain.locquemare.rules.tokens import require_token
from domain.locquemare.state import Hero, LocquemareState, Prowess


def find_prowess(hero: Hero, prowess_id: str) -> Prowess:
    """The hero's prowess, or ``prowess_not_applicable``."""
    for prowess in hero.prowesses:
        if prowess.prowess_id == prowess_id:
            return prowess
    raise DomainError("prowess_not_applicable", sentence("%(name)s has no prowess '%(prowess_id)s'",
                                                         name=hero.name, prowess_id=prowess_id))


def limit_reached(state: LocquemareState, hero: Hero, prowess: Prowess) -> bool:
    """True when a once-per-scene / once-per-act prowess was already used."""
    use = hero.prowess_uses.get(prowess.prowess_id)
    if use is None:
        return False
    if prowess.limit == "once_per_scene":
        return use.scene == state.counters.scene
    return prowess.limit == "once_per_act" and use.act == state.counters.act


def _check_limit(state: LocquemareState, hero: Hero, prowess: Prowess) -> None:
    if limit_reached(state, hero, prowess):
        raise DomainError("prowess_limit_reached", sentence("%(name)s was already used",
                                                            name=prowess.name))


def auto_success_prowess(state: LocquemareState, hero: Hero,
                         command: cmd.DeclareAction) -> Prowess | None:
    """The declared auto-success prowess, checked; never for attacks (D23)."""
    if command.auto_success_prowess_id is None:
        return None
    prowess = find_prowess(hero, command.auto_success_prowess_id)
    discover = command.advantage is not None and command.advantage.mode == "discover"
    if prowess.effect != "auto_success" or command.action_type == "attack" or discover \
            or command.action_type not in prowess.action_types:
        raise DomainError("prowess_not_applicable", sentence("%(name)s cannot win this action",
                                                             name=prowess.name))
    _check_limit(state, hero, prowess)
    if prowess.costs_token and not (hero.tokens["exploit"] or hero.tokens["danger"]):
        raise DomainError("no_token", sentence("%(hero)s has no token for %(prowess)s",
                                             hero=hero.name, prowess=prowess.name))
    return prowess


def bonus_prowess(state: LocquemareState, hero: Hero, action: Action,
                  prowess_id: str) -> Prowess:
    """A bonus prowess applicable to the action, once per action and within its limit."""
    prowess = find_prowess(hero, prowess_id)
    if prowess.effect != "bonus" or action.type not in prowess.action_types:
        raise DomainError("prowess_not_applicable", sentence("%(name)s does not apply",
                                                             name=prowess.name))
    if any(p.prowess_id == prowess_id for p in action.prowesses):
        raise DomainError("prowess_limit_reached", sentence("%(name)s is already active",
                                                            name=prowess.name))
    _check_limit(state, hero, prowess)
    return prowess


def prowess_payment(hero: Hero, prowess: Prowess, payment: str | None,
                    automatic: bool) -> str | None:
    """The token paid: required iff the prowess costs one (auto-success takes an exploit
    first, else a danger token)."""
    if not prowess.costs_token:
        if payment is not None:
            invalid(sentence("%(name)s costs no token", name=prowess.name))
        return None
    if automatic:
        return "exploit" if hero.tokens["exploit"] else "danger"
    if payment is None:
        raise DomainError("no_token", sentence("%(name)s costs a token", name=prowess.name))
    if payment not in ("exploit", "danger"):
        invalid(sentence("a prowess is paid with an exploit or a danger token"))
    require_token(hero, payment)
    return payment
