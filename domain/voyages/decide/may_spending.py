"""Declared preconditions of a scored situation: splitting, apportioning, spending
(issue #23; see ``decide.may``)."""

from domain.core import Actor, DomainError, ForCharacter, NotAuthorized
from domain.core.guards import invalid
from domain.core.words import sentence
from domain.voyages.rules.model import Pool, Situation
from domain.voyages.state import VoyagesState


def spending_situations(state: VoyagesState) -> list[Situation]:
    """The scored situations."""
    return [s for s in state.situations.values() if s.status == "spending"]


def _spending(state: VoyagesState) -> list[Situation]:
    found = spending_situations(state)
    if not found:
        raise DomainError("wrong_phase", sentence("no situation is scored"))
    return found


def splittable(state: VoyagesState) -> list[Situation]:
    """Scored group situations with adjective results and nothing spent yet [D20]."""
    return [s for s in spending_situations(state) if s.group_mode != "solo"
            and s.result_mode == "adjectives" and not any(p.spent for p in s.pools.values())]


def a_group_to_split(state: VoyagesState, actor: Actor) -> None:
    """A group may still split (``invalid_payload``, ``points_already_spent``)."""
    groups = [s for s in _spending(state) if s.group_mode != "solo"
              and s.result_mode == "adjectives"]
    if not groups:
        invalid(sentence("only a sum or average group with adjective results splits"))
    if not splittable(state):
        raise DomainError("points_already_spent", sentence("split before spending"))


def split_candidates(state: VoyagesState) -> list[str]:
    """The participants of a group that may still split."""
    return list(dict.fromkeys(m for s in splittable(state) for g in s.subgroups
                              for m in g.members))


def may_split_off(state: VoyagesState, actor: Actor, character_id: str) -> None:
    """R2: a player splits off its own character from a subgroup it shares (``forbidden``);
    the gm partitions freely."""
    if actor.is_gm:
        return
    sheet = state.characters.get(character_id)
    if sheet is None or not actor.may_act_for(sheet.owner_player_id):
        raise NotAuthorized("forbidden", sentence("a player only splits off its own character"))
    if not any(character_id in g.members and len(g.members) > 1
               for s in splittable(state) for g in s.subgroups):
        raise NotAuthorized("forbidden",
                            sentence("a player only splits off its own character's subgroup"))


def apportionable(state: VoyagesState) -> list[tuple[Situation, int]]:
    """(situation, subgroup) of average groups whose subgroup has spent nothing."""
    return [(s, n) for s in spending_situations(state)
            if s.group_mode == "average" and s.result_mode == "adjectives"
            for n in range(len(s.subgroups))
            if not any(p.spent for p in s.pools.values() if p.subgroup == n)]


def a_group_to_apportion(state: VoyagesState, actor: Actor) -> None:
    """An average group may still share its result (``invalid_payload``,
    ``points_already_spent``)."""
    if not any(s.group_mode == "average" and s.result_mode == "adjectives"
               for s in _spending(state)):
        invalid(sentence("only an average group apportions its result"))
    if not apportionable(state):
        raise DomainError("points_already_spent", sentence("apportion before spending"))


def apportion_candidates(state: VoyagesState) -> list[str]:
    """The members of the subgroups that may still share their result."""
    return list(dict.fromkeys(m for s, n in apportionable(state)
                              for m in s.subgroups[n].members))


def may_apportion(state: VoyagesState, actor: Actor, character_id: str) -> None:
    """T9: a player takes the worse share onto its own character (``forbidden`` for
    another seat's); the gm shares freely."""
    sheet = state.characters.get(character_id)
    if not actor.is_gm and (sheet is None or not actor.may_act_for(sheet.owner_player_id)):
        raise NotAuthorized("forbidden",
                            sentence("a player takes the worse share for its own character"))


APPORTIONING = ForCharacter(apportion_candidates, may_apportion, field=None)
"""T9: ``ApportionGroupResult`` acts for a member of the subgroup (implied by the state)."""


def may_spend(state: VoyagesState, pool: Pool, actor: Actor) -> bool:
    """The gm spends any pool; a player the pools of its own characters."""
    if actor.is_gm:
        return True
    return pool.kind != "environment" and any(
        m in state.characters and actor.may_act_for(state.characters[m].owner_player_id)
        for m in pool.owner_ids)


def spendable(state: VoyagesState, actor: Actor) -> list[tuple[Situation, Pool]]:
    """(situation, pool) the actor may spend now."""
    return [(s, p) for s in spending_situations(state) if s.result_mode == "adjectives"
            for p in s.pools.values() if may_spend(state, p, actor)]


def a_pool_to_spend(state: VoyagesState, actor: Actor) -> None:
    """A scored situation in adjective mode (``wrong_phase``) with a pool of the seat's
    (``forbidden``)."""
    if not any(s.result_mode == "adjectives" for s in _spending(state)):
        raise DomainError("wrong_phase",
                          sentence("points are spent after scoring, in adjective mode"))
    if not spendable(state, actor):
        raise NotAuthorized("forbidden", sentence("only a pool member's player spends it"))
