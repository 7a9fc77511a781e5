"""Locquemare's command handlers, by topic: ``setup``, ``structure`` (scenarios, acts,
scenes, sessions), ``keys`` (keys, facts, complications), ``action`` (declare to
activations), ``outcome`` (resolution and its effects), ``harm`` (stress, consequences,
conflicts, npcs), ``evolution``.

Every handler has the one signature of ``domain.core.Handler``:
``(em: Emitter[LocquemareState], command, actor, rng) -> None``. The guards come from
``domain.core.guards``; Locquemare binds its wording once, here (``forbidden`` for both
the gm's commands and another seat's hero, ``unknown_hero``, ``unknown_key``...).
"""

from collections.abc import Collection

from domain.core import Actor, DomainError
from domain.core import guards as core
from domain.core.words import sentence
from domain.locquemare.rules.action import Action
from domain.locquemare.rules.secrecy import seen_by_heroes
from domain.locquemare.state import Hero, Key, LocquemareState, Npc, is_present

State = LocquemareState


def require_gm(actor: Actor) -> None:
    """Adversity and Chorus commands are issued by the gm seat (D26)."""
    core.require_gm(actor, "forbidden", sentence("only the Adversity (gm seat) may do this"))


def require_phase(phase: str, allowed: Collection[str]) -> None:
    """``wrong_phase`` unless ``phase`` is one of ``allowed``."""
    core.require_phase(phase, allowed, detail=sentence("not possible in phase %(phase)s",
                                                       phase=phase))


def require_choice(name: str, value: str, allowed: Collection[str]) -> None:
    """``invalid_payload`` unless ``value`` (the field ``name``) is one of ``allowed``."""
    if value not in allowed:
        core.invalid(sentence("%(name)s must be one of %(choices)s", name=name,
                              choices=", ".join(allowed)))


def get_hero(state: State, hero_id: str) -> Hero:
    """The hero, or ``unknown_hero``."""
    return core.require_found(state.heroes, hero_id, "unknown_hero", sentence(
        "no hero '%(hero_id)s'", hero_id=hero_id))


def owned_hero(state: State, actor: Actor, hero_id: str) -> Hero:
    """The hero, when the actor's seat owns it (or is the gm)."""
    hero = get_hero(state, hero_id)
    core.require_owner(actor, hero.owner_player_id, sentence("this seat does not play %(name)s",
                                                             name=hero.name),
                       "forbidden")
    return hero


def get_key(state: State, key_id: str) -> Key:
    """The key, or ``unknown_key``."""
    return core.require_found(state.keys, key_id, "unknown_key", sentence("no key '%(key_id)s'",
                                                                          key_id=key_id))


def known_key(state: State, key_id: str) -> Key:
    """A key heroes know; an unknown key, or an unmet npc's (T14), does not exist for
    them."""
    key = get_key(state, key_id)
    core.require(seen_by_heroes(state, key), "unknown_key",
                 sentence("no key '%(key_id)s'", key_id=key_id))
    return key


def get_npc(state: State, npc_id: str) -> Npc:
    """The npc, or ``unknown_npc``."""
    return core.require_found(state.npcs, npc_id, "unknown_npc", sentence("no npc '%(npc_id)s'",
                                                                          npc_id=npc_id))


def met_npc(state: State, npc_id: str) -> Npc:
    """An npc the heroes have met; an unmet one does not exist for them (T14, #38)."""
    npc = get_npc(state, npc_id)
    core.require(npc.known, "unknown_npc", sentence("no npc '%(npc_id)s'", npc_id=npc_id))
    return npc


def require_no_pending_harm(hero: Hero) -> None:
    """Pending harm blocks the hero's other commands."""
    core.require(hero.pending_harm is None, "harm_pending",
                 sentence("%(name)s must resolve pending harm first", name=hero.name))


def require_available(state: State, hero: Hero) -> None:
    """The hero is present, neither taken out nor conceded, with no pending harm."""
    available = is_present(state, hero.hero_id) and not (hero.taken_out or hero.conceded)
    core.require(available, "hero_unavailable", sentence("%(name)s cannot act now", name=hero.name))
    require_no_pending_harm(hero)


def acting_hero(state: State, actor: Actor, action: Action) -> Hero:
    """The hero whose action it is, played by the acting seat, with no pending harm."""
    hero = owned_hero(state, actor, action.hero_id)
    require_no_pending_harm(hero)
    return hero


def get_action(state: State, action_id: str, *statuses: str) -> Action:
    """The open action in one of ``statuses`` (``wrong_step`` otherwise)."""
    action = state.action
    if action is None or action.action_id != action_id:
        raise DomainError("unknown_action", sentence("no open action '%(action_id)s'",
                                                     action_id=action_id))
    core.require(action.status in statuses, "wrong_step", sentence("the action is %(status)s",
                                                                   status=action.status))
    return action
