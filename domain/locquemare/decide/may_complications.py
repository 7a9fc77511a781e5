"""Preconditions of the talk around an action: complications proposed, accepted or
refused, and facts established."""


from domain.core import Actor, DomainError, NotAuthorized
from domain.locquemare.decide import (
    State,
    owned_hero,
    require_gm,
)
from domain.locquemare.decide.may_play import PAID  # noqa: F401
from domain.locquemare.state import ADVERSITY, Complication, is_present


def acceptable(state: State) -> list[Complication]:
    """Pending complications an answer can accept now (an ally still holds its token)."""
    found = []
    for c in state.complications.values():
        giver = state.heroes.get(c.proposer)
        lacks = giver is not None and c.proposer != c.hero_id and c.token is not None \
            and giver.tokens.get(c.token, 0) < 1
        if c.status == "pending" and c.hero_id in state.heroes and not lacks:
            found.append(c)
    return found


def refusable(state: State) -> list[Complication]:
    """Pending complications proposed by someone else than their target."""
    return [c for c in state.complications.values() if c.status == "pending"
            and c.hero_id in state.heroes and c.proposer != c.hero_id]


def accept_targets(state: State) -> list[str]:
    """Heroes with a complication they may accept."""
    return list(dict.fromkeys(c.hero_id for c in acceptable(state)))


def refuse_targets(state: State) -> list[str]:
    """Heroes with a complication they may refuse."""
    return list(dict.fromkeys(c.hero_id for c in refusable(state)))


def some_pending(state: State, actor: Actor) -> None:
    """A complication is pending."""
    if not any(c.status == "pending" for c in state.complications.values()):
        raise DomainError("not_pending", "no complication is pending")


def may_refuse_for(state: State, actor: Actor, hero_id: str) -> None:
    """The target's player, holding an exploit or a danger token to pay the refusal."""
    hero = owned_hero(state, actor, hero_id)
    if not (hero.tokens["exploit"] or hero.tokens["danger"]):
        raise DomainError("no_token", f"{hero.name} has no exploit or danger token")


def proposers(state: State) -> list[str]:
    """Who may propose a complication: the Adversity and every hero."""
    return [ADVERSITY, *state.heroes]


def may_propose(state: State, actor: Actor, proposer: str) -> None:
    """The Adversity (gm seat), or a hero's player for that hero, in the scene and not out
    (T9: « Tu ne peux plus intervenir pour cette scène »)."""
    if proposer == ADVERSITY:
        require_gm(actor)
    else:
        may_speak(state, actor, proposer)


def may_speak(state: State, actor: Actor, hero_id: str) -> None:
    """The hero's player; the hero is in the scene and not taken out (T9)."""
    hero = owned_hero(state, actor, hero_id)
    if not is_present(state, hero.hero_id):
        raise DomainError("not_in_scene", f"{hero.name} is not in the scene")
    if hero.taken_out:
        raise DomainError("taken_out", f"{hero.name} is out for this scene")


def may_establish_fact(state: State, actor: Actor) -> None:
    """The gm; or a seat with a hero in the scene and not out (T9)."""
    if actor.is_gm:
        return
    mine = [h for h in state.heroes.values() if actor.may_act_for(h.owner_player_id)]
    if not mine:
        raise NotAuthorized("forbidden", "this seat plays no hero")
    present = [h for h in mine if is_present(state, h.hero_id)]
    if not present:
        raise DomainError("not_in_scene", "none of this seat's heroes is in the scene")
    if all(h.taken_out for h in present):
        raise DomainError("taken_out", "this seat's heroes are out for this scene")
