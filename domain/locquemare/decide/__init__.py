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

from domain.core import Actor, Command, DomainError
from domain.core import guards as core
from domain.core.offers import CharacterCheck
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
    core.require_phase(phase, allowed)


def require_choice(name: str, value: str, allowed: Collection[str]) -> None:
    """``invalid_payload`` unless ``value`` (the field ``name``, C5) is one of ``allowed``
    (the detail names no value: the offered choices say them in the reader's words)."""
    core.require_choice(name, value, allowed)


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
    """An npc the heroes have met; one they have not met does not exist for them (T14),
    and it cannot be in the scene."""
    npc = get_npc(state, npc_id)
    core.require(npc.known, "unknown_npc", sentence("no npc '%(npc_id)s'", npc_id=npc_id))
    return npc


NPC_FIELDS = ("npc_id", "npc_ids", "target")
"""The command fields that name npcs (``target`` holds an ``npc_id``)."""
NPC_CREATIONS = frozenset({"CreateNpc"})
"""Commands whose npc id names a new npc (refused to heroes by their own precondition)."""


def unmet_npcs_are_unknown(ruleset: object, state: State, command: Command,
                           actor: Actor) -> None:
    """Before any other check, a hero's seat naming an npc it has not met hears what a
    name that exists nowhere gets (T14): same code, same words, the same field."""
    if actor.is_gm or type(command).__name__ in NPC_CREATIONS:
        return
    for name in NPC_FIELDS:
        value = getattr(command, name, None)
        if name == "target":
            value = getattr(value, "npc_id", None)
        for npc_id in (value,) if isinstance(value, str) else value or ():
            npc = state.npcs.get(npc_id)
            core.require(npc is not None and npc.known, "unknown_npc",
                         sentence("no npc '%(npc_id)s'", npc_id=npc_id))


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


def action_at(*statuses: str) -> CharacterCheck[State]:
    """The check of the action a command names (``Move.names``): the open one, at one of
    ``statuses`` (``unknown_action`` / ``wrong_step``)."""
    def check(state: State, actor: Actor, action_id: str) -> None:
        get_action(state, action_id, *statuses)
    return check


def named_action(state: State) -> Action:
    """The open action a command names, found by its move's ``action_at``."""
    assert state.action is not None, "the move's check requires the named action"
    return state.action


def get_action(state: State, action_id: str, *statuses: str) -> Action:
    """The open action in one of ``statuses`` (``wrong_step`` otherwise)."""
    action = state.action
    if action is None or action.action_id != action_id:
        raise DomainError("unknown_action", sentence("no open action '%(action_id)s'",
                                                     action_id=action_id))
    core.require(action.status in statuses, "wrong_step", sentence("the action is %(status)s",
                                                                   status=action.status))
    return action
