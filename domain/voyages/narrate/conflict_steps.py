"""The log lines of a conflict's other steps: stakes put in play, priced, refused or given
back, action costs, settlements proposed and accepted, a round's approach, spending and
blocks declared, the terrain and the escalation (issue #39: no step is silent)."""

from domain.core.words import Words, say
from domain.voyages import events as e
from domain.voyages.narrate import glossary as g
from domain.voyages.narrate.wording import side, signed, who
from domain.voyages.state import VoyagesState


def _stake(s: VoyagesState, conflict_id: str, stake_id: str) -> str:
    conflict = s.conflicts.get(conflict_id)
    stake = conflict.stakes.get(stake_id) if conflict else None
    return stake.description if stake is not None and stake.description else stake_id


def _cost(s: VoyagesState, conflict_id: str, cost_id: str) -> str:
    conflict = s.conflicts.get(conflict_id)
    cost = conflict.action_costs.get(cost_id) if conflict else None
    return cost.description if cost is not None and cost.description else cost_id


def stake_proposed(s: VoyagesState, ev: e.StakeProposed, w: Words) -> str:
    """``Tetra's side asks for a stake of the merchant: the map``."""
    return say(w, "%(side)s asks %(owner)s for a stake: %(stake)s",
               side=side(s, ev.conflict_id, ev.wanted_by_side_id or ""),
               owner=side(s, ev.conflict_id, ev.owner_side_id), stake=ev.description)


def stake_offered(s: VoyagesState, ev: e.StakeOffered, w: Words) -> str:
    """``The merchant puts a stake in play: the map, for 2``."""
    return say(w, "%(side)s puts a stake in play: %(stake)s, for %(cost)d",
               side=side(s, ev.conflict_id, ev.owner_side_id), stake=ev.description,
               cost=ev.cost)


def stake_priced(s: VoyagesState, ev: e.StakePriced, w: Words) -> str:
    """``The map is priced 2``."""
    return say(w, "%(stake)s is priced %(cost)d", stake=_stake(s, ev.conflict_id, ev.stake_id),
               cost=ev.cost)


def stake_refused(s: VoyagesState, ev: e.StakeRefused, w: Words) -> str:
    """``The map is refused``."""
    return say(w, "%(stake)s is refused", stake=_stake(s, ev.conflict_id, ev.stake_id))


def stake_returned(s: VoyagesState, ev: e.StakeReturned, w: Words) -> str:
    """``The map is given back``."""
    return say(w, "%(stake)s is given back", stake=_stake(s, ev.conflict_id, ev.stake_id))


def cost_set(s: VoyagesState, ev: e.ActionCostSet, w: Words) -> str:
    """``The cost of refusing a stake: a bruise``."""
    return say(w, "The cost of %(trigger)s: %(description)s",
               trigger=g.trigger(w, ev.trigger), description=ev.description)


def cost_applied(s: VoyagesState, ev: e.ActionCostApplied, w: Words) -> str:
    """``Tetra pays the cost: a bruise``."""
    return say(w, "%(name)s pays the cost: %(description)s", name=who(s, ev.character_id, w),
               description=_cost(s, ev.conflict_id, ev.cost_id))


def settlement_proposed(s: VoyagesState, ev: e.SettlementProposed, w: Words) -> str:
    """``The merchant proposes a settlement``."""
    return say(w, "%(side)s proposes a settlement",
               side=side(s, ev.conflict_id, ev.proposer_side_id))


def settlement_accepted(s: VoyagesState, ev: e.SettlementAccepted, w: Words) -> str:
    """``Tetra's side accepts the settlement``."""
    return say(w, "%(side)s accepts the settlement", side=side(s, ev.conflict_id, ev.side_id))


def round_started(s: VoyagesState, ev: e.RoundStarted, w: Words) -> str:
    """``Round 2: the merchant holds the approach``."""
    return say(w, "Round %(round)d: %(side)s holds the approach", round=ev.round,
               side=side(s, ev.conflict_id, ev.approach_holder))


def approach_contested(s: VoyagesState, ev: e.ApproachContested, w: Words) -> str:
    """``The merchant wins the approach``."""
    return say(w, "%(side)s wins the approach", side=side(s, ev.conflict_id, ev.winner_side_id))


def approach_chosen(s: VoyagesState, ev: e.ApproachChosen, w: Words) -> str:
    """``Tetra's side's approach: with charm``."""
    return say(w, "%(side)s's approach: %(description)s",
               side=side(s, ev.conflict_id, ev.side_id), description=ev.description)


def approach_ruled(s: VoyagesState, ev: e.ApproachRuled, w: Words) -> str:
    """``The gm rules the approach: off frame``."""
    if ev.off_frame:
        return w.gettext("The gm rules the approach: off frame")
    if ev.good_approach:
        return w.gettext("The gm rules the approach: a good approach")
    return w.gettext("The gm rules the approach")


def spending_declared(s: VoyagesState, ev: e.SpendingDeclared, w: Words) -> str:
    """``Tetra's side declares its spending: stake, terrain``."""
    bought = ", ".join(g.effect(w, p.effect) for p in ev.purchases)
    return say(w, "%(side)s declares its spending: %(bought)s",
               side=side(s, ev.conflict_id, ev.side_id),
               bought=bought or w.gettext("nothing bought"))


def blocks_declared(s: VoyagesState, ev: e.BlocksDeclared, w: Words) -> str:
    """``Tetra's side blocks 2 point(s)``."""
    points = sum(b.score_points + b.free_points for b in ev.blocks)
    return say(w, "%(side)s blocks %(points)d point(s)",
               side=side(s, ev.conflict_id, ev.side_id), points=points)


def terrain_changed(s: VoyagesState, ev: e.TerrainChanged, w: Words) -> str:
    """``Tetra's side's terrain: +1``."""
    return say(w, "%(side)s's terrain: %(terrain)s", side=side(s, ev.conflict_id, ev.side_id),
               terrain=signed(ev.terrain))


def approach_kept(s: VoyagesState, ev: e.ApproachKept, w: Words) -> str:
    """``Tetra's side keeps the approach``."""
    return say(w, "%(side)s keeps the approach", side=side(s, ev.conflict_id, ev.side_id))


def escalation(s: VoyagesState, ev: e.EscalationChanged, w: Words) -> str:
    """``Escalation 3 → 4 (tense)``."""
    return say(w, "Escalation %(before)d → %(after)d (%(level)s)", before=ev.points_before,
               after=ev.points_after, level=g.level(w, ev.level))


def frame_changed(s: VoyagesState, ev: e.FrameChanged, w: Words) -> str:
    """``A new frame: combat``."""
    return say(w, "A new frame: %(frame)s", frame=ev.frame)
