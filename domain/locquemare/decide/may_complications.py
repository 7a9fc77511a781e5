"""Preconditions of the talk around an action: complications proposed, accepted or
refused, and facts established."""


from domain.core import Actor, DomainError, NotAuthorized
from domain.core.words import sentence
from domain.locquemare.decide import (
    State,
    owned_hero,
    require_gm,
)
from domain.locquemare.decide.may_play import PAID  # noqa: F401
from domain.locquemare.state import ADVERSITY, Complication, is_present


def _holds_token(state: State, c: Complication) -> bool:
    """An ally's token is still in its reserve (an npc's complication is always paid so)."""
    giver = state.heroes.get(c.proposer)
    if c.hero_id is None:
        return giver is not None and giver.tokens.get(c.token or "", 0) >= 1
    return giver is None or c.proposer == c.hero_id or c.token is None \
        or giver.tokens.get(c.token, 0) >= 1


def _live(state: State, c: Complication) -> bool:
    """Pending, and its hero or npc is still at the table."""
    return c.status == "pending" and (c.hero_id in state.heroes if c.hero_id is not None
                                      else c.npc_id in state.npcs)


def acceptable(state: State) -> list[Complication]:
    """Pending complications an answer can accept now (an ally still holds its token)."""
    return [c for c in state.complications.values() if _live(state, c) and _holds_token(state, c)]


def refusable(state: State) -> list[Complication]:
    """Pending complications proposed by someone else than their target (for an npc, while
    the Adversity holds a danger token to refuse it)."""
    return [c for c in state.complications.values() if _live(state, c)
            and c.proposer != c.hero_id and (c.hero_id is not None or state.adversity.danger)]


def accept_targets(state: State) -> list[str]:
    """Heroes and npcs with a complication they may accept."""
    return list(dict.fromkeys(c.target for c in acceptable(state)))


def refuse_targets(state: State) -> list[str]:
    """Heroes and npcs with a complication they may refuse."""
    return list(dict.fromkeys(c.target for c in refusable(state)))


def awaited_answers(state: State) -> list[str | None]:
    """Whom pending complications wait on: their hero, or the Adversity for an npc."""
    return list(dict.fromkeys(c.hero_id for c in acceptable(state)))


def answers_for(state: State, actor: Actor, target: str) -> None:
    """The hero's player answers for its hero; the Adversity (gm seat) for an npc (T13)."""
    if target in state.npcs and target not in state.heroes:
        require_gm(actor)
    else:
        owned_hero(state, actor, target)


def some_pending(state: State, actor: Actor) -> None:
    """A complication is pending."""
    if not any(c.status == "pending" for c in state.complications.values()):
        raise DomainError("not_pending", sentence("no complication is pending"))


def may_refuse_for(state: State, actor: Actor, target: str) -> None:
    """The target's player, holding an exploit or a danger token to pay the refusal; for
    an npc, the Adversity holding a danger token."""
    if target in state.npcs and target not in state.heroes:
        require_gm(actor)
        if not state.adversity.danger:
            raise DomainError("no_token", sentence("the Adversity has no danger token"))
        return
    hero = owned_hero(state, actor, target)
    if not (hero.tokens["exploit"] or hero.tokens["danger"]):
        raise DomainError("no_token", sentence("%(name)s has no exploit or danger token",
                                                name=hero.name))


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
        raise DomainError("not_in_scene", sentence("%(name)s is not in the scene", name=hero.name))
    if hero.taken_out:
        raise DomainError("taken_out", sentence("%(name)s is out for this scene", name=hero.name))


def may_establish_fact(state: State, actor: Actor) -> None:
    """The gm; or a seat with a hero in the scene and not out (T9)."""
    if actor.is_gm:
        return
    mine = [h for h in state.heroes.values() if actor.may_act_for(h.owner_player_id)]
    if not mine:
        raise NotAuthorized("forbidden", sentence("this seat plays no hero"))
    present = [h for h in mine if is_present(state, h.hero_id)]
    if not present:
        raise DomainError("not_in_scene", sentence("none of this seat's heroes is in the scene"))
    if all(h.taken_out for h in present):
        raise DomainError("taken_out", sentence("this seat's heroes are out for this scene"))
