"""Preconditions of play: the action's steps, complications, harm, conflicts, npcs."""

from collections.abc import Callable

from domain.core import Actor, DomainError
from domain.core.offers import Precondition
from domain.core.words import sentence
from domain.locquemare.decide import (
    State,
    owned_hero,
    require_available,
    require_gm,
    require_no_pending_harm,
    require_phase,
)
from domain.locquemare.rules.action import Action
from domain.locquemare.rules.harm import owes_consequence
from domain.locquemare.rules.keys import in_play
from domain.locquemare.rules.prowesses import limit_reached
from domain.locquemare.state import Hero, Prowess, is_present

PAID = ("exploit", "offering", "danger")


def open_action(state: State, *statuses: str) -> Action:
    """The open action, at one of ``statuses`` (``unknown_action`` / ``wrong_step``)."""
    action = state.action
    if action is None:
        raise DomainError("unknown_action", sentence("no action is open"))
    if action.status not in statuses:
        raise DomainError("wrong_step", sentence("the action is %(status)s", status=action.status))
    return action


def may_declare(state: State, actor: Actor) -> None:
    """In a scene, with no action open (one action at a time, D35)."""
    require_phase(state.phase, ("in_scene",))
    if state.action is not None:
        raise DomainError("action_in_progress", sentence("another action is open"))


def may_act(state: State, actor: Actor, hero_id: str) -> None:
    """The hero's player; the hero is present, not out, not conceded, no harm pending."""
    require_available(state, owned_hero(state, actor, hero_id))


def at_step(*statuses: str) -> Precondition[State]:
    """The open action is at one of ``statuses``."""
    def precondition(state: State, actor: Actor) -> None:
        open_action(state, *statuses)
    precondition.__doc__ = f"An action is open, at step {' or '.join(statuses)}."
    return precondition


def gm_at_step(*statuses: str) -> Precondition[State]:
    """The gm, while the open action is at one of ``statuses``."""
    def precondition(state: State, actor: Actor) -> None:
        require_gm(actor)
        open_action(state, *statuses)
    precondition.__doc__ = f"The Adversity, while the action is {' or '.join(statuses)}."
    return precondition


def the_actor_hero(state: State) -> list[str]:
    """The open action's hero (its steps act for it)."""
    return [state.action.hero_id] if state.action is not None else []


def leads(state: State, actor: Actor, hero_id: str) -> None:
    """The acting hero's player, with no harm pending."""
    require_no_pending_harm(owned_hero(state, actor, hero_id))


def may_choose(state: State, actor: Actor) -> None:
    """The action awaits its outcome's choice."""
    action = open_action(state, "awaiting_choice")
    if action.chosen is not None:
        raise DomainError("wrong_step", sentence("the outcome is already chosen"))


def activations(state: State, hero: Hero, action: Action) -> list[tuple[str, str]]:
    """(key, payment) pairs the hero may activate for the rolled action now (7.5)."""
    used = {a.key_id for a in action.activations}
    pairs = []
    for key in state.keys.values():
        if key.key_id in used or not in_play(state, key, hero.hero_id):
            continue
        if key.kind == "elan":
            pairs.append((key.key_id, "elan"))
            continue
        if key.free_activations.get(hero.hero_id, 0) >= 1:
            pairs.append((key.key_id, "free_activation"))
        for kind in PAID:
            own_action = kind == "offering" and hero.hero_id == action.hero_id
            if hero.tokens.get(kind, 0) >= 1 and not own_action:
                pairs.append((key.key_id, kind))
    return pairs


def may_activate_key(state: State, actor: Actor, hero_id: str) -> None:
    """An available hero with a key in play to activate and the means to pay."""
    hero = owned_hero(state, actor, hero_id)
    require_available(state, hero)
    action = open_action(state, "rolled")
    if not activations(state, hero, action):
        raise DomainError("no_token", sentence("%(name)s has nothing to activate or pay with",
                                               name=hero.name))


def bonus_prowesses(state: State, hero: Hero, action: Action) -> list[Prowess]:
    """The hero's bonus prowesses applicable to the action now, payable (D23, D31)."""
    active = {p.prowess_id for p in action.prowesses}
    payable = bool(hero.tokens["exploit"] or hero.tokens["danger"])
    return [p for p in hero.prowesses if p.effect == "bonus" and action.type in p.action_types
            and p.prowess_id not in active and not limit_reached(state, hero, p)
            and (payable or not p.costs_token)]


def harmable(state: State) -> list[str]:
    """Heroes with no pending harm."""
    return [h.hero_id for h in state.heroes.values() if h.pending_harm is None]


def gm_with_harmable_hero(state: State, actor: Actor) -> None:
    """The gm, while a hero has no pending harm."""
    require_gm(actor)
    if not state.heroes:
        raise DomainError("unknown_hero", sentence("no hero is at the table"))
    if not harmable(state):
        raise DomainError("harm_pending", sentence("every hero must resolve pending harm first"))


def stressable(state: State) -> list[str]:
    """Heroes present in the scene, not out, with no pending harm."""
    return [h.hero_id for h in state.heroes.values() if is_present(state, h.hero_id)
            and not h.taken_out and h.pending_harm is None]


def may_apply_stress(state: State, actor: Actor) -> None:
    """The gm, in a scene, while a present hero can take stress."""
    require_gm(actor)
    require_phase(state.phase, ("in_scene",))
    if not stressable(state):
        raise DomainError("hero_unavailable", sentence("no hero in the scene can take stress"))


def may_resolve_harm(state: State, actor: Actor, hero_id: str) -> None:
    """The hero's player, while its harm is pending."""
    hero = owned_hero(state, actor, hero_id)
    if hero.pending_harm is None:
        raise DomainError("no_pending_harm", sentence("%(name)s has no pending harm",
                                                      name=hero.name))


def may_start_conflict(state: State, actor: Actor) -> None:
    """The gm, in a scene, with no conflict open."""
    require_gm(actor)
    require_phase(state.phase, ("in_scene",))
    if state.conflict is not None:
        raise DomainError("conflict_in_progress", sentence("a conflict is already open"))


def gm_in_conflict(state: State, actor: Actor) -> None:
    """The gm, while a conflict is open."""
    require_gm(actor)
    if state.conflict is None:
        raise DomainError("no_conflict", sentence("no conflict is open"))


def may_accept_defeat(state: State, actor: Actor, hero_id: str) -> None:
    """A hero not out, "avant de devenir hors-jeu": in a conflict it is part of, or with
    harm pending or a consequence owed (R2)."""
    hero = owned_hero(state, actor, hero_id)
    if hero.taken_out or hero.conceded:
        raise DomainError("hero_unavailable", sentence("%(name)s already gave up or is out",
                                                       name=hero.name))
    if hero.pending_harm is None and not owes_consequence(state, hero.hero_id):
        if state.conflict is None:
            raise DomainError("no_conflict", sentence("defeat is accepted in a conflict, or to "
                                                      "escape pending harm or an owed consequence"))
        if not is_present(state, hero.hero_id):
            raise DomainError("hero_unavailable", sentence("%(name)s is not in this conflict",
                                                           name=hero.name))


def may_adversity_concede(state: State, actor: Actor) -> None:
    """The gm, in any scene (T12), once per scene (D14)."""
    require_gm(actor)
    require_phase(state.phase, ("in_scene",))
    if state.adversity.accepted_defeat_this_scene:
        raise DomainError("defeat_already_accepted", sentence("the Adversity already conceded"))


def stressable_npcs(state: State) -> list[str]:
    """Npcs present in the scene, not out, with no pending harm."""
    present = state.scene.present_npc_ids if state.scene is not None else ()
    return [n for n in present if n in state.npcs and not state.npcs[n].taken_out
            and state.npcs[n].harm_pending is None]


def may_stress_npc(state: State, actor: Actor) -> None:
    """The gm, while a present npc can take stress."""
    require_gm(actor)
    present = state.scene.present_npc_ids if state.scene is not None else ()
    if not any(n in state.npcs and not state.npcs[n].taken_out for n in present):
        raise DomainError("npc_unavailable", sentence("no npc in the scene can take stress"))
    if not stressable_npcs(state):
        raise DomainError("harm_pending", sentence("every npc in the scene has pending harm"))


def harmed_npcs(state: State) -> list[str]:
    """Npcs with pending harm."""
    return [n.npc_id for n in state.npcs.values() if n.harm_pending is not None]


def may_resolve_npc_harm(state: State, actor: Actor) -> None:
    """The gm, while an npc's harm is pending."""
    require_gm(actor)
    if not harmed_npcs(state):
        raise DomainError("no_pending_harm", sentence("no npc has pending harm"))


def awaits_gm_at(status: str) -> Callable[[State], list[str | None]]:
    """Play waits for the Adversity while the action is at ``status``."""
    def awaited(state: State) -> list[str | None]:
        return [None] if state.action is not None and state.action.status == status else []
    return awaited


def awaits_hero_at(status: str) -> Callable[[State], list[str | None]]:
    """Play waits for the acting hero while the action is at ``status``."""
    def awaited(state: State) -> list[str | None]:
        action = state.action
        return [action.hero_id] if action is not None and action.status == status else []
    return awaited


def awaits_choice(state: State) -> list[str | None]:
    """Play waits for the acting hero to pick an option of the menu."""
    action = state.action
    waiting = action is not None and action.status == "awaiting_choice" \
        and action.chosen is None
    return [action.hero_id] if waiting and action is not None else []


def awaits_owed_consequence(state: State) -> list[str | None]:
    """Play waits for the Adversity to inflict the consequence the action owes."""
    action = state.action
    owed = action is not None and action.chosen is not None and action.pending_consequence
    return [None] if owed else []


def awaits_harm(state: State) -> list[str | None]:
    """Play waits for every hero whose harm is pending."""
    return [h.hero_id for h in state.heroes.values() if h.pending_harm is not None]


def awaits_npc_harm(state: State) -> list[str | None]:
    """Play waits for the Adversity while an npc's harm is pending."""
    return [None] if harmed_npcs(state) else []


def may_use_prowess(state: State, actor: Actor, hero_id: str) -> None:
    """The acting hero's player, with a bonus prowess that applies now (D23, D31)."""
    hero = owned_hero(state, actor, hero_id)
    require_no_pending_harm(hero)
    action = open_action(state, "rolled")
    if bonus_prowesses(state, hero, action):
        return
    fitting = [p for p in hero.prowesses if p.effect == "bonus" and action.type in p.action_types]
    used = {p.prowess_id for p in action.prowesses}
    if any(p.prowess_id in used or limit_reached(state, hero, p) for p in fitting):
        raise DomainError("prowess_limit_reached", sentence(
            "%(name)s has used every prowess that applies", name=hero.name))
    raise DomainError("no_token" if fitting else "prowess_not_applicable", sentence(
        "%(name)s has no prowess that applies now", name=hero.name))
