"""How spending situation points changes the state."""

from msgspec.structs import replace

from domain.voyages import events as ev
from domain.voyages.evolve import register_harm, with_situation
from domain.voyages.rules.model import (
    PricedPurchase,
    Situation,
    SpentOn,
)
from domain.voyages.state import VoyagesState


def _spent_on(found: Situation, environment: bool,
              purchases: tuple[PricedPurchase, ...]) -> dict[str, SpentOn]:
    spent_on = dict(found.spent_on)
    for p in purchases:
        old = spent_on.get(p.character_id, SpentOn())
        spent_on[p.character_id] = (
            replace(old, by_environment=old.by_environment + p.cost) if environment
            else replace(old, by_party=old.by_party + p.cost))
    return spent_on


def points_spent(state: VoyagesState, event: ev.SituationPointsSpent) -> VoyagesState:
    """The pool pays; each purchase is an effect (harmful: environment or false)."""
    found = state.situations.get(event.situation_id)
    pool = None if found is None else found.pools.get(event.pool_id)
    if found is None or pool is None:
        return state
    environment = pool.kind == "environment"
    new_pool = replace(pool, spent=pool.spent + sum(p.cost for p in event.purchases))
    state = with_situation(state, replace(found, pools={**found.pools, pool.pool_id: new_pool},
                                          spent_on=_spent_on(found, environment, event.purchases)))
    harmful = pool.is_false or (environment and pool.sign == "positive")
    for p in event.purchases:
        state = register_harm(state, p.effect_id, event.situation_id, "situation_purchase",
                              (p.character_id,), harmful)
    return state
