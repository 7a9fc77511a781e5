"""The log lines of a conflict's other steps: stakes put in play, priced, refused or given
back, action costs, settlements proposed and accepted, a round's approach, spending and
blocks declared, the terrain and the escalation (issue #39: no step is silent)."""

from domain.core.words import Words, say
from domain.voyages import events as ev
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


def stake_proposed(s: VoyagesState, event: ev.StakeProposed, w: Words) -> str:
    """``Tetra's side asks for a stake of the merchant: the map``."""
    return say(w, "%(side)s asks %(owner)s for a stake: %(stake)s",
               side=side(s, event.conflict_id, event.wanted_by_side_id or ""),
               owner=side(s, event.conflict_id, event.owner_side_id), stake=event.description)


def stake_offered(s: VoyagesState, event: ev.StakeOffered, w: Words) -> str:
    """``The merchant puts a stake in play: the map, for 2``."""
    return say(w, "%(side)s puts a stake in play: %(stake)s, for %(cost)d",
               side=side(s, event.conflict_id, event.owner_side_id), stake=event.description,
               cost=event.cost)


def stake_priced(s: VoyagesState, event: ev.StakePriced, w: Words) -> str:
    """``The map is priced 2``."""
    return say(w, "%(stake)s is priced %(cost)d",
               stake=_stake(s, event.conflict_id, event.stake_id), cost=event.cost)


def stake_refused(s: VoyagesState, event: ev.StakeRefused, w: Words) -> str:
    """``The map is refused``."""
    return say(w, "%(stake)s is refused", stake=_stake(s, event.conflict_id, event.stake_id))


def stake_returned(s: VoyagesState, event: ev.StakeReturned, w: Words) -> str:
    """``The map is given back``."""
    return say(w, "%(stake)s is given back", stake=_stake(s, event.conflict_id, event.stake_id))


def cost_set(s: VoyagesState, event: ev.ActionCostSet, w: Words) -> str:
    """``The cost of refusing a stake: a bruise``."""
    return say(w, "The cost of %(trigger)s: %(description)s",
               trigger=g.trigger(w, event.trigger), description=event.description)


def cost_applied(s: VoyagesState, event: ev.ActionCostApplied, w: Words) -> str:
    """``Tetra pays the cost: a bruise``."""
    return say(w, "%(name)s pays the cost: %(description)s", name=who(s, event.character_id, w),
               description=_cost(s, event.conflict_id, event.cost_id))


def settlement_proposed(s: VoyagesState, event: ev.SettlementProposed, w: Words) -> str:
    """``The merchant proposes a settlement``."""
    return say(w, "%(side)s proposes a settlement",
               side=side(s, event.conflict_id, event.proposer_side_id))


def settlement_accepted(s: VoyagesState, event: ev.SettlementAccepted, w: Words) -> str:
    """``Tetra's side accepts the settlement``."""
    return say(w, "%(side)s accepts the settlement", side=side(s, event.conflict_id, event.side_id))


def round_started(s: VoyagesState, event: ev.RoundStarted, w: Words) -> str:
    """``Round 2: the merchant holds the approach``."""
    return say(w, "Round %(round)d: %(side)s holds the approach", round=event.round,
               side=side(s, event.conflict_id, event.approach_holder))


def approach_contested(s: VoyagesState, event: ev.ApproachContested, w: Words) -> str:
    """``The merchant wins the approach``."""
    return say(w, "%(side)s wins the approach",
               side=side(s, event.conflict_id, event.winner_side_id))


def approach_chosen(s: VoyagesState, event: ev.ApproachChosen, w: Words) -> str:
    """``Tetra's side's approach: with charm``."""
    return say(w, "%(side)s's approach: %(description)s",
               side=side(s, event.conflict_id, event.side_id), description=event.description)


def approach_ruled(s: VoyagesState, event: ev.ApproachRuled, w: Words) -> str:
    """``The gm rules the approach: off frame``."""
    if event.off_frame:
        return w.gettext("The gm rules the approach: off frame")
    if event.good_approach:
        return w.gettext("The gm rules the approach: a good approach")
    return w.gettext("The gm rules the approach")


def spending_declared(s: VoyagesState, event: ev.SpendingDeclared, w: Words) -> str:
    """``Tetra's side declares its spending: stake, terrain``."""
    bought = ", ".join(g.effect(w, p.effect) for p in event.purchases)
    return say(w, "%(side)s declares its spending: %(bought)s",
               side=side(s, event.conflict_id, event.side_id),
               bought=bought or w.gettext("nothing bought"))


def blocks_declared(s: VoyagesState, event: ev.BlocksDeclared, w: Words) -> str:
    """``Tetra's side blocks 2 point(s)``."""
    points = sum(b.score_points + b.free_points for b in event.blocks)
    return say(w, "%(side)s blocks %(points)d point(s)",
               side=side(s, event.conflict_id, event.side_id), points=points)


def terrain_changed(s: VoyagesState, event: ev.TerrainChanged, w: Words) -> str:
    """``Tetra's side's terrain: +1``."""
    return say(w, "%(side)s's terrain: %(terrain)s", side=side(s, event.conflict_id, event.side_id),
               terrain=signed(event.terrain))


def approach_kept(s: VoyagesState, event: ev.ApproachKept, w: Words) -> str:
    """``Tetra's side keeps the approach``."""
    return say(w, "%(side)s keeps the approach", side=side(s, event.conflict_id, event.side_id))


def escalation(s: VoyagesState, event: ev.EscalationChanged, w: Words) -> str:
    """``Escalation 3 → 4 (tense)``."""
    return say(w, "Escalation %(before)d → %(after)d (%(level)s)", before=event.points_before,
               after=event.points_after, level=g.level(w, event.level))


def frame_changed(s: VoyagesState, event: ev.FrameChanged, w: Words) -> str:
    """``A new frame: combat``."""
    return say(w, "A new frame: %(frame)s", frame=event.frame)
