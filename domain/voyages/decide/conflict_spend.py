"""Conflict spending, blocking and round resolution (7.7) [D1, D14, D16]."""

from domain.core import Actor, DomainError, Emitter, Event, RandomSource, carried
from domain.core.guards import invalid
from domain.core.words import sentence
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decide import active_side, named_round, named_side
from domain.voyages.decide.adjective import AdjectiveWriter
from domain.voyages.decide.conflict import GenericTier, check_generic_tiers, generic_events
from domain.voyages.rules.conflict import Block, Conflict, ConflictPurchase, Round, next_active
from domain.voyages.rules.resolution import KEEP_APPROACH_PRICE, bonus_cap, level_name
from domain.voyages.state import VoyagesState, next_effect_id

FIXED_PRICE = ("stake", "generic", "keep_approach")


def _stake_price(conflict: Conflict, buyer: str, p: ConflictPurchase) -> tuple[int, str]:
    stake = conflict.stakes.get(p.stake_id or "")
    if stake is None:
        raise DomainError("unknown_stake", sentence("no stake “%(stake)s”", stake=p.stake_id))
    wanted_by = stake.wanted_by_side_id
    buyable = wanted_by == buyer if wanted_by else stake.owner_side_id != buyer
    if stake.status != "priced" or stake.cost is None or not buyable:
        raise DomainError("stake_not_purchasable",
                          sentence("“%(buyer)s” cannot buy “%(stake)s”",
                                   buyer=buyer, stake=stake.stake_id))
    return stake.cost, stake.owner_side_id


def _price(conflict: Conflict, current: Round, buyer: str,
           p: ConflictPurchase) -> tuple[int, str | None]:
    """(price, side it is bought against) of one purchase."""
    if p.effect == "stake":
        return _stake_price(conflict, buyer, p)
    if p.effect == "generic":
        target = active_side(conflict, p.target_side_id or "")
        if p.generic_tier is None or not 1 <= p.generic_tier <= 3 or target.side_id == buyer:
            invalid(sentence("a generic purchase names a tier 1..3 and another side"))
        if p.member is not None and p.member not in target.members:
            invalid(sentence("“%(member)s” is not in “%(side)s”", member=p.member,
                             side=target.side_id))
        return p.generic_tier, target.side_id
    if p.effect == "keep_approach":
        if buyer != current.approach_holder:
            raise DomainError("not_approach_holder", sentence("only the holder keeps the approach"))
        return KEEP_APPROACH_PRICE, None
    if p.magnitude is None or p.magnitude < 1:
        invalid(sentence("a terrain change or a de-escalation is of one point or more"))
    return p.magnitude, None


def _check_points(p: ConflictPurchase, price: int) -> None:
    if p.score_points < 0 or p.bonus_points < 0 or p.free_points not in (0, 1):
        invalid(sentence("points are >= 0; the free point is 0 or 1"))
    if p.score_points + p.bonus_points + p.free_points != price:
        raise DomainError("price_mismatch",
                          sentence("“%(purchase)s” costs %(price)s",
                                   purchase=p.purchase_id, price=price))


def _check_unique(current: Round, purchases: tuple[ConflictPurchase, ...]) -> None:
    ids = [p.purchase_id for p in purchases]
    taken = {p.purchase_id for ps in current.spending.values() for p in ps}
    if len(set(ids)) != len(ids) or taken & set(ids):
        invalid(sentence("purchase ids are unique in the round"))
    stakes = [p.stake_id for p in purchases if p.effect == "stake"]
    if len(set(stakes)) != len(stakes):
        raise DomainError("stake_not_purchasable", sentence("a stake is bought once"))
    if sum(p.effect == "keep_approach" for p in purchases) > 1:
        invalid(sentence("the approach is kept once"))


class _BonusLedger:
    """Bonus points taken from each negative side, one per point really spent [D1]."""

    def __init__(self, finals: dict[str, int]) -> None:
        self.finals = finals
        self.real: dict[str, int] = {}
        self.bonus: dict[str, int] = {}

    def record(self, p: ConflictPurchase, against: str | None) -> None:
        """Add a purchase; refuse bonus beyond the cap or the points spent."""
        negative = against is not None and self.finals.get(against, 0) < 0
        if p.bonus_points and not negative:
            raise DomainError("bonus_not_available",
                              sentence("bonus points buy from a negative side"))
        if not negative or against is None:
            return
        self.real[against] = self.real.get(against, 0) + p.score_points + p.free_points
        self.bonus[against] = self.bonus.get(against, 0) + p.bonus_points
        cap = bonus_cap(self.finals[against])
        if self.bonus[against] > min(cap, self.real[against]):
            raise DomainError("bonus_not_available",
                              sentence("one bonus per point spent, up to %(cap)s", cap=cap))


def _check_declaration(conflict: Conflict, current: Round, buyer: str,
                       purchases: tuple[ConflictPurchase, ...]) -> None:
    _check_unique(current, purchases)
    ledger = _BonusLedger(current.final_scores)
    de_escalation = 0
    for p in purchases:
        price, against = _price(conflict, current, buyer, p)
        _check_points(p, price)
        if p.effect == "de_escalate":
            de_escalation += price
            if de_escalation > conflict.escalation_points:
                raise DomainError("escalation_at_minimum",
                                  sentence("the counter cannot go below 0"))
        ledger.record(p, against)
    if sum(p.score_points for p in purchases) > max(0, current.final_scores.get(buyer, 0)):
        raise DomainError("insufficient_points", sentence("not enough score points"))
    if sum(p.free_points for p in purchases) > (1 if buyer == current.approach_holder else 0):
        raise DomainError("insufficient_points", sentence("the free point belongs to the holder"))


def declare_spending(em: Emitter[VoyagesState], command: cmd.DeclareSpending, actor: Actor,
                     rng: RandomSource) -> None:
    """A side declares its purchases once (empty = pass)."""
    state = em.state
    conflict, current = named_round(state, command.conflict_id)
    side = named_side(conflict, actor, command.side_id)
    _check_declaration(conflict, current, side.side_id, command.purchases)
    declared = [*(p for ps in current.spending.values() for p in ps), *command.purchases]
    check_generic_tiers(state, conflict, [
        GenericTier(p.generic_tier or 0, p.target_side_id or "", p.member, p.choice)
        for p in declared if p.effect == "generic"])
    em.emit(carried(ev.SpendingDeclared, command, round=current.number, side_id=side.side_id))


def _check_blocks(current: Round, side_id: str, blocks: tuple[Block, ...]) -> None:
    others = {p.purchase_id for s, ps in current.spending.items() if s != side_id for p in ps}
    own = current.spending.get(side_id, ())
    for block in blocks:
        if block.purchase_id not in others:
            raise DomainError("invalid_block_target",
                              sentence("“%(purchase)s” is not blockable",
                                       purchase=block.purchase_id))
        if block.score_points < 0 or block.free_points not in (0, 1):
            invalid(sentence("block points are >= 0; the free point is 0 or 1"))
    score_left = max(0, current.final_scores.get(side_id, 0)) - sum(p.score_points for p in own)
    free_left = (1 if side_id == current.approach_holder else 0) - sum(
        p.free_points for p in own)
    if (sum(b.score_points for b in blocks) > score_left
            or sum(b.free_points for b in blocks) > free_left):
        raise DomainError("insufficient_points", sentence("blocks use unspent points only"))


def declare_blocks(em: Emitter[VoyagesState], command: cmd.DeclareBlocks, actor: Actor,
                   rng: RandomSource) -> None:
    """A side declares its blocks once; the last one resolves the round."""
    state = em.state
    conflict, current = named_round(state, command.conflict_id)
    side = named_side(conflict, actor, command.side_id)
    _check_blocks(current, side.side_id, command.blocks)
    em.emit(carried(ev.BlocksDeclared, command, round=current.number, side_id=side.side_id))
    blocks = {**current.blocks, side.side_id: command.blocks}
    if all(s in blocks for s in conflict.active_side_ids()):
        em.emit_all(_resolve(state, conflict, current, blocks))


def _rotation(conflict: Conflict, holder: str) -> list[str]:
    active = conflict.active_side_ids()
    start = active.index(holder) if holder in active else 0
    return active[start:] + active[:start]


class _Resolver:
    """Applies the purchases of a round in order, tracking what changes as it goes."""

    def __init__(self, state: VoyagesState, conflict: Conflict) -> None:
        self.state, self.conflict = state, conflict
        self.writer = AdjectiveWriter(state)
        self.points = conflict.escalation_points
        self.terrain = {s.side_id: s.terrain for s in conflict.sides}
        self.acquired: set[str] = set()
        self.effects = 0
        self.kept = False

    def _effect_id(self) -> str:
        self.effects += 1
        return next_effect_id(self.state, self.effects - 1)

    def _stake(self, side: str, p: ConflictPurchase) -> list[Event]:
        stake = self.conflict.stakes[p.stake_id or ""]
        self.acquired.add(stake.stake_id)
        return [ev.StakeAcquired(conflict_id=self.conflict.conflict_id, stake_id=stake.stake_id,
                                by_side_id=side, from_side_id=stake.owner_side_id,
                                effect_id=self._effect_id())]

    def _per_point(self, side: str, p: ConflictPurchase, paid: int) -> list[Event]:
        cid = self.conflict.conflict_id
        if p.effect == "terrain":
            self.terrain[side] += paid
            return [ev.TerrainChanged(conflict_id=cid, side_id=side, delta=paid,
                                     terrain=self.terrain[side])]
        before, self.points = self.points, max(0, self.points - paid)
        return [ev.EscalationChanged(conflict_id=cid, points_before=before,
                                    points_after=self.points, level=level_name(self.points),
                                    cause="de_escalate")]

    def apply(self, side: str, p: ConflictPurchase, paid: int) -> tuple[bool, list[Event]]:
        """Whether the purchase succeeded, and the events it causes."""
        price = p.score_points + p.bonus_points + p.free_points
        if p.effect not in FIXED_PRICE:
            return paid > 0, (self._per_point(side, p, paid) if paid > 0 else [])
        if paid != price or (p.effect == "stake" and p.stake_id in self.acquired):
            return False, []
        if p.effect == "stake":
            return True, self._stake(side, p)
        if p.effect == "keep_approach":
            self.kept = True
            return True, [ev.ApproachKept(conflict_id=self.conflict.conflict_id, side_id=side)]
        return True, generic_events(self.state, self.writer, self.conflict, side, GenericTier(
            p.generic_tier or 1, p.target_side_id or "", p.member, p.choice), self._effect_id())


def _resolve(state: VoyagesState, conflict: Conflict, current: Round,
             blocks: dict[str, tuple[Block, ...]]) -> list[Event]:
    blocked: dict[str, int] = {}
    for side_blocks in blocks.values():
        for b in side_blocks:
            blocked[b.purchase_id] = blocked.get(b.purchase_id, 0) + b.score_points + b.free_points
    resolver, results, effects = _Resolver(state, conflict), [], []
    for side in _rotation(conflict, current.approach_holder):
        for p in current.spending.get(side, ()):
            total = p.score_points + p.bonus_points + p.free_points
            stopped = min(total, blocked.get(p.purchase_id, 0))
            succeeded, caused = resolver.apply(side, p, total - stopped)
            results.append(ev.PurchaseResult(purchase_id=p.purchase_id, paid=total - stopped,
                                            blocked=stopped, succeeded=succeeded))
            effects += caused
    holder = current.approach_holder
    next_holder = holder if resolver.kept else next_active(conflict, holder)
    return [ev.RoundResolved(conflict_id=conflict.conflict_id, round=current.number,
                            results=tuple(results), next_approach_holder=next_holder),
            *effects]
