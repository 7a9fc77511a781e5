"""Guards shared by the command handlers: who may act, what exists, which step we are at."""

from typing import NoReturn

from domain.core import Actor, DomainError, InvalidValue, NotAuthorized
from domain.locquemare.state import Action, Hero, Key, LocquemareState, Npc

State = LocquemareState


def invalid(detail: str, code: str = "invalid_payload") -> NoReturn:
    """Raise a 422 for a malformed or out-of-range value."""
    raise InvalidValue(code, detail)


def require_gm(actor: Actor) -> None:
    """Adversity and Chorus commands are issued by the gm seat (D26)."""
    if not actor.is_gm:
        raise NotAuthorized("forbidden", "only the Adversity (gm seat) may do this")


def get_hero(state: State, hero_id: str) -> Hero:
    """The hero, or ``unknown_hero``."""
    hero = state.heroes.get(hero_id)
    if hero is None:
        raise DomainError("unknown_hero", f"no hero {hero_id!r}")
    return hero


def owned_hero(state: State, actor: Actor, hero_id: str) -> Hero:
    """The hero, when the actor's seat owns it (or is the gm)."""
    hero = get_hero(state, hero_id)
    if not actor.may_act_for(hero.owner_player_id):
        raise NotAuthorized("forbidden", f"this seat does not play {hero.name}")
    return hero


def get_key(state: State, key_id: str) -> Key:
    """The key, or ``unknown_key``."""
    key = state.keys.get(key_id)
    if key is None:
        raise DomainError("unknown_key", f"no key {key_id!r}")
    return key


def known_key(state: State, key_id: str) -> Key:
    """A key heroes know; an unknown key does not exist for them."""
    key = get_key(state, key_id)
    if not key.known:
        raise DomainError("unknown_key", f"no key {key_id!r}")
    return key


def get_npc(state: State, npc_id: str) -> Npc:
    """The npc, or ``unknown_npc``."""
    npc = state.npcs.get(npc_id)
    if npc is None:
        raise DomainError("unknown_npc", f"no npc {npc_id!r}")
    return npc


def require_phase(state: State, *phases: str) -> None:
    """``wrong_phase`` unless the table is in one of ``phases``."""
    if state.phase not in phases:
        raise DomainError("wrong_phase", f"not possible in phase {state.phase}")


def is_present(state: State, hero_id: str) -> bool:
    """True when the hero is in the open scene."""
    return state.scene is not None and hero_id in state.scene.present_hero_ids


def require_no_pending_harm(hero: Hero) -> None:
    """Pending harm blocks the hero's other commands."""
    if hero.pending_harm is not None:
        raise DomainError("harm_pending", f"{hero.name} must resolve pending harm first")


def require_available(state: State, hero: Hero) -> None:
    """The hero is present, neither taken out nor conceded, with no pending harm."""
    if not is_present(state, hero.hero_id) or hero.taken_out or hero.conceded:
        raise DomainError("hero_unavailable", f"{hero.name} cannot act now")
    require_no_pending_harm(hero)


def require_token(hero: Hero, kind: str) -> None:
    """``no_token`` unless the hero holds a token of ``kind``."""
    if kind not in ("exploit", "offering", "danger"):
        invalid(f"unknown token kind {kind!r}")
    if hero.tokens.get(kind, 0) < 1:
        raise DomainError("no_token", f"{hero.name} has no {kind} token")


def get_action(state: State, action_id: str, *statuses: str) -> Action:
    """The open action in one of ``statuses`` (``wrong_step`` otherwise)."""
    action = state.action
    if action is None or action.action_id != action_id:
        raise DomainError("unknown_action", f"no open action {action_id!r}")
    if action.status not in statuses:
        raise DomainError("wrong_step", f"the action is {action.status}")
    return action


def require_choice(name: str, value: str, allowed: tuple[str, ...]) -> None:
    """``invalid_payload`` unless ``value`` is one of ``allowed``."""
    if value not in allowed:
        invalid(f"{name} must be one of {', '.join(allowed)}")


def new_key_id(state: State, prefix: str) -> str:
    """A fresh, deterministic key id."""
    n = state.key_seq + 1
    while f"{prefix}-{n}" in state.keys:
        n += 1
    return f"{prefix}-{n}"
