"""Preconditions of the table's commands: setup, structure, keys, evolution."""

from domain.core import Actor, DomainError
from domain.core.offers import Precondition
from domain.core.words import sentence
from domain.locquemare.decide import (
    State,
    owned_hero,
    require_gm,
    require_no_pending_harm,
    require_phase,
)
from domain.locquemare.state import APPROACHES, RESOURCES, Hero, has_effect, is_present


def gm_in(*phases: str) -> Precondition[State]:
    """The gm, in one of ``phases`` (any phase when none is given)."""
    def precondition(state: State, actor: Actor) -> None:
        require_gm(actor)
        if phases:
            require_phase(state.phase, phases)
    precondition.__doc__ = f"The Adversity (gm seat), in {' or '.join(phases) or 'any phase'}."
    return precondition


def in_phase(*phases: str) -> Precondition[State]:
    """Any seat, in one of ``phases`` (the character check says whose hero)."""
    def precondition(state: State, actor: Actor) -> None:
        require_phase(state.phase, phases)
    precondition.__doc__ = f"In {' or '.join(phases)}."
    return precondition


def gm_with_heroes(state: State, actor: Actor) -> None:
    """The gm, once a hero is at the table."""
    require_gm(actor)
    if not state.heroes:
        raise DomainError("unknown_hero", sentence("no hero is at the table"))


def heroes_of(state: State) -> list[str]:
    """Every hero at the table (the candidates of a hero's command)."""
    return list(state.heroes)


def owns(state: State, actor: Actor, hero_id: str) -> None:
    """The seat plays this hero (or is the gm)."""
    owned_hero(state, actor, hero_id)


def may_draw_secrets(state: State, actor: Actor, hero_id: str) -> None:
    """The hero's player, without a hidden secret (« De nouveaux secrets peuvent être
    acquis » once it is revealed, T7), with 2 free secrets in the pool."""
    hero = owned_hero(state, actor, hero_id)
    if (hero.secret is not None and not hero.secret.revealed) or hero.drawn_secret_ids:
        raise DomainError("secret_already_chosen", sentence("%(name)s already has a secret",
                                                            name=hero.name))
    reserved = {s for h in state.heroes.values() for s in h.drawn_secret_ids}
    free = [c for c in state.secret_pool if c.secret_id not in reserved]
    if len(free) < 2:
        raise DomainError("secret_pool_too_small", sentence("the pool holds fewer than 2 secrets"))


def may_choose_secret(state: State, actor: Actor, hero_id: str) -> None:
    """The hero's player, after drawing two secrets."""
    hero = owned_hero(state, actor, hero_id)
    if not hero.drawn_secret_ids:
        raise DomainError("not_drawn", sentence("%(name)s has drawn no secret", name=hero.name))


def may_start_act(state: State, actor: Actor) -> None:
    """The gm, between acts, once every hero's resources are redistributed."""
    require_gm(actor)
    require_phase(state.phase, ("between_acts",))
    for hero in state.heroes.values():
        if sum(hero.resources.values()) != 8 + hero.acts_played:
            raise DomainError("resources_not_redistributed",
                              sentence("%(name)s must redistribute resources to %(total)s",
                                       name=hero.name, total=8 + hero.acts_played))


def may_end_scene(state: State, actor: Actor) -> None:
    """The gm, in a scene, with no action open and no hero's harm pending."""
    require_gm(actor)
    require_phase(state.phase, ("in_scene",))
    if state.action is not None:
        raise DomainError("action_in_progress", sentence("close the open action first"))
    if any(h.pending_harm is not None for h in state.heroes.values()):
        raise DomainError("harm_pending", sentence("a hero must resolve pending harm first"))


def may_start_session(state: State, actor: Actor) -> None:
    """The gm, outside a scene, when no session is open."""
    require_gm(actor)
    if state.phase == "in_scene" or state.session_open:
        raise DomainError("wrong_phase", sentence("a session starts outside a scene, once"))


def may_end_session(state: State, actor: Actor) -> None:
    """The gm, outside a scene, while a session is open."""
    require_gm(actor)
    if state.phase == "in_scene" or not state.session_open:
        raise DomainError("wrong_phase", sentence("a session ends outside a scene, when open"))


def may_leave_scene(state: State, actor: Actor, hero_id: str) -> None:
    """A panicked hero in the scene, whose own action is not open (R4)."""
    hero = owned_hero(state, actor, hero_id)
    if not is_present(state, hero.hero_id) or hero.taken_out:
        raise DomainError("hero_unavailable", sentence("%(name)s is not in the scene",
                                                       name=hero.name))
    require_no_pending_harm(hero)
    if state.action is not None and state.action.hero_id == hero.hero_id:
        raise DomainError("action_in_progress", sentence("%(name)s's action is still open",
                                                         name=hero.name))
    if not has_effect(state, hero, "panicked"):
        raise DomainError("not_panicked", sentence("%(name)s is not panicked", name=hero.name))


def gm_with_key(state: State, actor: Actor) -> None:
    """The gm, once a key exists."""
    require_gm(actor)
    if not state.keys:
        raise DomainError("unknown_key", sentence("no key exists"))


def gm_with_removable_key(state: State, actor: Actor) -> None:
    """The gm, while a situation, complication or elan key exists."""
    require_gm(actor)
    if not state.keys:
        raise DomainError("unknown_key", sentence("no key exists"))
    if all(k.kind in ("character", "consequence") for k in state.keys.values()):
        raise DomainError("cannot_remove_key", sentence("character keys and consequences stay"))


def gm_with_consequence(state: State, actor: Actor) -> None:
    """The gm, once a consequence key exists."""
    require_gm(actor)
    if not any(k.kind == "consequence" for k in state.keys.values()):
        raise DomainError("unknown_key", sentence("no consequence exists"))


def may_empty_track(state: State, actor: Actor, hero_id: str) -> None:
    """The hero's player, with a full evolution track."""
    hero = owned_hero(state, actor, hero_id)
    if hero.evolution_track != 8:
        raise DomainError("track_not_full", sentence("%(name)s's track is at %(track)s",
                                                     name=hero.name, track=hero.evolution_track))


def may_modify_key(state: State, actor: Actor, hero_id: str) -> None:
    """The hero's player, between acts, once per act end."""
    hero = owned_hero(state, actor, hero_id)
    if hero.key_modified_this_act_end:
        raise DomainError("already_modified", sentence("one key per act end"))


def adjustable_pairs(values: dict[str, int], names: tuple[str, ...]) -> list[tuple[str, str]]:
    """(up, down) pairs keeping every value within 0..5."""
    return [(up, down) for up in names for down in names
            if up != down and values[up] < 5 and values[down] > 0]


def _may_adjust(hero: Hero, done: bool, values: dict[str, int], names: tuple[str, ...]) -> None:
    if done:
        raise DomainError("already_adjusted", sentence("once per scenario end"))
    if not adjustable_pairs(values, names):
        raise DomainError("invalid_allocation", sentence("values stay within 0..5"))


def may_adjust_approaches(state: State, actor: Actor, hero_id: str) -> None:
    """The hero's player, between scenarios, once."""
    hero = owned_hero(state, actor, hero_id)
    _may_adjust(hero, hero.approach_adjusted, hero.approaches, APPROACHES)


def may_adjust_resources(state: State, actor: Actor, hero_id: str) -> None:
    """The hero's player, between scenarios, once."""
    hero = owned_hero(state, actor, hero_id)
    _may_adjust(hero, hero.resource_adjusted, hero.resources, RESOURCES)


def in_session(state: State, actor: Actor) -> None:
    """While a session is open."""
    if not state.session_open:
        raise DomainError("wrong_phase", sentence("truths are revealed during a session"))


def may_reveal_truth(state: State, actor: Actor, hero_id: str) -> None:
    """The hero's player, once per session, holding an exploit or a danger token."""
    hero = owned_hero(state, actor, hero_id)
    if hero.truth_revealed_in_session:
        raise DomainError("truth_already_revealed", sentence("once per session"))
    if not (hero.tokens["exploit"] or hero.tokens["danger"]):
        raise DomainError("no_token", sentence("%(name)s has no exploit or danger token",
                                               name=hero.name))


def may_reveal_secret(state: State, actor: Actor, hero_id: str) -> None:
    """The hero's player, while its secret is hidden."""
    hero = owned_hero(state, actor, hero_id)
    if hero.secret is None or hero.secret.revealed:
        raise DomainError("no_secret", sentence("%(name)s has no hidden secret", name=hero.name))


def awaits_redistribution(state: State) -> list[str | None]:
    """Between acts, play waits for every hero whose resources are not redistributed."""
    if state.phase != "between_acts":
        return []
    return [h.hero_id for h in state.heroes.values()
            if sum(h.resources.values()) != 8 + h.acts_played]


def heroes_exist(state: State, actor: Actor) -> None:
    """Once a hero is at the table."""
    if not state.heroes:
        raise DomainError("unknown_hero", sentence("no hero is at the table"))


def restorable(state: State) -> list[str]:
    """Npcs with no pending harm (T4: that harm is resolved first)."""
    return [n.npc_id for n in state.npcs.values() if n.harm_pending is None]


def gm_with_restorable_npc(state: State, actor: Actor) -> None:
    """The gm, while an npc has no pending harm."""
    require_gm(actor)
    if not state.npcs:
        raise DomainError("unknown_npc", sentence("no npc exists"))
    if not restorable(state):
        raise DomainError("npc_harm_pending", sentence("every npc's pending harm comes first"))


def gm_with_unknown_key(state: State, actor: Actor) -> None:
    """The gm, while a key is unknown to the heroes."""
    require_gm(actor)
    if all(k.known for k in state.keys.values()):
        raise DomainError("key_already_known" if state.keys else "unknown_key",
                          sentence("every key is known"))


def gm_with_unknown_npc(state: State, actor: Actor) -> None:
    """The gm, while an npc is unknown to the heroes."""
    require_gm(actor)
    if all(n.known for n in state.npcs.values()):
        raise DomainError("npc_already_known" if state.npcs else "unknown_npc",
                          sentence("every npc is known"))
