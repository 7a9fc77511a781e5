"""Spending situation points on the shifted cost lists (7.3) [D9, D10]."""

from domain.core import Actor, DomainError, Emitter, Event, NotAuthorized, RandomSource
from domain.core.guards import invalid
from domain.core.words import Text, sentence
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decide import require_gm
from domain.voyages.decide.adjective import AdjectiveWriter
from domain.voyages.decide.situation import situation
from domain.voyages.rules.model import Pool, PricedPurchase, Purchase, Situation
from domain.voyages.rules.resolution import INVOLVEMENT_CAP, unit_cost
from domain.voyages.rules.sheet import Adjective, Duration, Target
from domain.voyages.state import VoyagesState, next_effect_id, target_adjectives

TIER_DURATION: dict[int, Duration] = {2: "next_roll", 3: "adventure", 4: "until_resolved"}


def _wrong(detail: Text) -> DomainError:
    return DomainError("wrong_effect_for_pool", detail)


def _bought_polarity(pool: Pool) -> str:
    """Players buy positive adjectives; a positive environment pool buys negative ones."""
    return "negative" if pool.kind == "environment" and pool.sign == "positive" else "positive"


def _target(state: VoyagesState, purchase: Purchase, members: tuple[str, ...]) -> Target:
    target = purchase.target or Target(kind="character", id=purchase.character_id)
    if target.kind == "thing":
        thing = state.things.get(target.id)
        if thing is None:
            raise DomainError("unknown_thing", sentence("no thing “%(thing)s”", thing=target.id))
        if thing.holder_character_id not in (None, *members):
            invalid(sentence("%(thing)s belongs to someone outside the subgroup", thing=thing.name))
    elif target.id not in members:
        invalid(sentence("“%(target)s” is not in the pool's subgroup", target=target.id))
    return target


def _adjective_unit(pool: Pool, purchase: Purchase) -> int:
    if purchase.tier not in TIER_DURATION or not purchase.name:
        invalid(sentence("an adjective purchase names its adjective and a tier 2..4"))
    if purchase.value is None or not 1 <= purchase.value <= 3:
        invalid(sentence("an adjective's value is 1..3"))
    if purchase.polarity != _bought_polarity(pool):
        raise _wrong(sentence("this pool buys negative adjectives")
                     if _bought_polarity(pool) == "negative"
                     else sentence("this pool buys positive adjectives"))
    return purchase.tier


def _reduced(state: VoyagesState, pool: Pool, purchase: Purchase, target: Target) -> Adjective:
    if pool.is_false:
        raise _wrong(sentence("a false reduction cannot be written on a sheet"))
    found = next((a for a in target_adjectives(state, target) or ()
                  if a.adjective_id == purchase.adjective_id), None)
    if found is None:
        raise DomainError("unknown_adjective",
                          sentence("no adjective “%(adjective)s”", adjective=purchase.adjective_id))
    wanted = "positive" if _bought_polarity(pool) == "negative" else "negative"
    if found.polarity != wanted:
        raise _wrong(sentence("this pool reduces positive adjectives") if wanted == "positive"
                     else sentence("this pool reduces negative adjectives"))
    if purchase.amount is None or not 1 <= purchase.amount <= found.value:
        invalid(sentence("reduce by 1..%(value)s", value=found.value))
    return found


def _price(state: VoyagesState, found: Situation, pool: Pool, purchase: Purchase,
           effect_id: str) -> PricedPurchase:
    """Check the purchase fits the pool, and price it on the pool's list."""
    members = found.subgroups[pool.subgroup].members
    if purchase.character_id not in members:
        invalid(sentence("“%(character)s” is not in the pool's subgroup",
                         character=purchase.character_id))
    target = _target(state, purchase, members)
    shift = found.risk_shift if pool.cost_list == "risks" else found.opportunity_shift
    risk = found.participants[purchase.character_id].risk_taken
    if purchase.effect in ("cosmetic_neutral", "cosmetic_oriented"):
        unit = unit_cost(0 if purchase.effect == "cosmetic_neutral" else 1, shift, risk)
        units = 1
    elif purchase.effect == "adjective":
        unit = unit_cost(_adjective_unit(pool, purchase), shift, risk)
        units = purchase.value or 0
    else:
        reduced = _reduced(state, pool, purchase, target)
        unit = unit_cost(reduced.cost_tier, shift, risk)
        units = purchase.amount or 0
    fields = {f: getattr(purchase, f) for f in Purchase.__struct_fields__}
    fields["target"] = target
    return PricedPurchase(**fields, unit_cost=unit, cost=unit * units, effect_id=effect_id)


def spender_cap(found: Situation, pool: Pool) -> int | None:
    """T10: what a player pool may spend in all, whoever it buys for: its owner's
    involvement cap (a shared ``sum`` pool: its least bound owner's); None: no bound."""
    if pool.kind == "environment":
        return None
    caps = [INVOLVEMENT_CAP[found.participants[m].involvement] for m in pool.owner_ids
            if m in found.participants]
    bounded = [c for c in caps if c is not None]
    return None if not caps or len(bounded) < len(caps) else max(bounded)


def _check_caps(found: Situation, pool: Pool, priced: list[PricedPurchase]) -> None:
    """In retreat: 1 point from each party at most; involved: 2 (7.3). T10: a pool owner
    in retreat spends 1 point in all, on anyone (involved: 2)."""
    cap = spender_cap(found, pool)
    if cap is not None and pool.spent + sum(p.cost for p in priced) > cap:
        raise DomainError("involvement_cap_exceeded", sentence(
            "pool %(pool)s spends at most %(cap)s point(s) in all, whoever it buys for: "
            "its owner holds back", pool=pool.pool_id, cap=cap))
    environment = pool.kind == "environment"
    for cid in {p.character_id for p in priced}:
        cap = INVOLVEMENT_CAP[found.participants[cid].involvement]
        spent = found.spent_on.get(cid)
        before = 0 if spent is None else (spent.by_environment if environment
                                          else spent.by_party)
        if cap is not None and before + sum(p.cost for p in priced
                                            if p.character_id == cid) > cap:
            raise DomainError("involvement_cap_exceeded",
                              sentence("“%(character)s” may take %(cap)s point(s)",
                                       character=cid, cap=cap))


def _authorize(state: VoyagesState, pool: Pool, actor: Actor) -> None:
    if pool.kind == "environment":
        require_gm(actor)
        return
    owners = [state.characters[m].owner_player_id for m in pool.owner_ids
              if m in state.characters]
    if not any(actor.may_act_for(owner) for owner in owners):
        raise NotAuthorized("forbidden", sentence("only a pool member's player spends it"))


def _apply(state: VoyagesState, pool: Pool, priced: list[PricedPurchase]) -> list[Event]:
    writer, events = AdjectiveWriter(state), []
    for p in priced:
        target = p.target or Target(kind="character", id=p.character_id)
        if p.effect == "adjective" and p.name and p.polarity and p.value and p.tier:
            events.append(writer.add(target, p.name, p.value, p.polarity,
                                     TIER_DURATION[p.tier], is_false=pool.is_false,
                                     cause="situation", effect_id=p.effect_id))
        elif p.effect == "reduce_adjective" and p.adjective_id and p.amount:
            events.append(writer.change(target, p.adjective_id, -p.amount, "reduced",
                                        p.effect_id))
    return events


def spend_situation_points(em: Emitter[VoyagesState], command: cmd.SpendSituationPoints,
                           actor: Actor, rng: RandomSource) -> None:
    """Pay purchases from a pool: budget, involvement caps, A1-A2."""
    state = em.state
    found = situation(state, command.situation_id)
    if found.status != "spending" or found.result_mode != "adjectives":
        raise DomainError("wrong_phase",
                          sentence("points are spent after scoring, in adjective mode"))
    pool = found.pools.get(command.pool_id)
    if pool is None:
        invalid(sentence("no pool “%(pool)s”", pool=command.pool_id))
    _authorize(state, pool, actor)
    try:
        priced = [_price(state, found, pool, p, next_effect_id(state, i))
                  for i, p in enumerate(command.purchases)]
        cost = sum(p.cost for p in priced)
        if cost > pool.remaining:
            raise DomainError("insufficient_points",
                              sentence("costs %(cost)s, %(remaining)s left",
                                       cost=cost, remaining=pool.remaining))
        _check_caps(found, pool, priced)
    except DomainError as refused:
        refused.field = refused.field or "purchases"  # C5: what is bought is refused
        raise
    em.emit(ev.SituationPointsSpent(situation_id=found.situation_id, pool_id=pool.pool_id,
                                   purchases=tuple(priced), remaining=pool.remaining - cost))
    em.emit_all(_apply(state, pool, priced))
