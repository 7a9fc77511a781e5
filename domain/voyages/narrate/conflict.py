"""The log lines of conflicts: opening, rounds, stakes, settlements, leaving, closing."""

from domain.core.words import Words, say
from domain.voyages import events as ev
from domain.voyages.narrate import glossary as g
from domain.voyages.narrate.wording import member, side, signed
from domain.voyages.state import VoyagesState


def _stake(s: VoyagesState, conflict_id: str, stake_id: str) -> str:
    conflict = s.conflicts.get(conflict_id)
    stake = conflict.stakes.get(stake_id) if conflict else None
    return stake.description if stake is not None and stake.description else stake_id


def opened(s: VoyagesState, event: ev.ConflictOpened, w: Words) -> str:
    """``Conflict (frame: negotiation): Tetra's side against The merchant``."""
    sides = w.gettext(" against ").join(x.name for x in event.sides)
    return say(w, "Conflict (frame: %(frame)s): %(sides)s", frame=event.frame, sides=sides)


def side_rolled(s: VoyagesState, event: ev.ConflictSideRolled, w: Words) -> str:
    """``Tetra's side rolls (Tetra 3) — raw score -1``."""
    dice = ", ".join(f"{member(s, r.member)} {r.dice.values[0]}" for r in event.member_rolls)
    return say(w, "%(side)s rolls (%(dice)s) — raw score %(score)s",
               side=side(s, event.conflict_id, event.side_id), dice=dice,
               score=signed(event.raw_score))


def round_scored(s: VoyagesState, event: ev.RoundScored, w: Words) -> str:
    """``Round 1: escalation 3 (medium); final scores Tetra's side -1, The merchant +2``."""
    finals = ", ".join(f"{side(s, event.conflict_id, sid)} {signed(v)}"
                       for sid, v in event.final_scores.items())
    return say(w, "Round %(round)d: escalation %(points)d (%(level)s); final scores "
                  "%(finals)s", round=event.round, points=event.escalation_points_after,
               level=g.level(w, event.level), finals=finals)


def round_resolved(s: VoyagesState, event: ev.RoundResolved, w: Words) -> str:
    """``Round 1 resolved: p1 succeeds; Tetra's side holds the approach next``."""
    parts = ", ".join(say(w, "%(purchase)s succeeds", purchase=r.purchase_id) if r.succeeded
                      else say(w, "%(purchase)s fails", purchase=r.purchase_id)
                      for r in event.results)
    return say(w, "Round %(round)d resolved: %(results)s; %(side)s holds the approach next",
               round=event.round, results=parts or w.gettext("nothing bought"),
               side=side(s, event.conflict_id, event.next_approach_holder))


def stake_acquired(s: VoyagesState, event: ev.StakeAcquired, w: Words) -> str:
    """``The merchant takes « the map » from Tetra's side``."""
    return say(w, "%(by)s takes « %(stake)s » from %(source)s",
               by=side(s, event.conflict_id, event.by_side_id),
               stake=_stake(s, event.conflict_id, event.stake_id),
               source=side(s, event.conflict_id, event.from_side_id))


def generic_acquired(s: VoyagesState, event: ev.GenericStakeAcquired, w: Words) -> str:
    """``The merchant buys tier 2 of the grid from Tetra's side: « arnaqué »``."""
    return say(w, "%(by)s buys tier %(tier)d of the grid from %(target)s: « %(what)s »",
               by=side(s, event.conflict_id, event.by_side_id), tier=event.tier,
               target=member(s, event.member) if event.member
               else side(s, event.conflict_id, event.target_side_id), what=event.description)


def side_left(s: VoyagesState, event: ev.SideLeftConflict, w: Words) -> str:
    """``Tetra's side leaves the conflict``."""
    return say(w, "%(side)s leaves the conflict", side=side(s, event.conflict_id, event.side_id))


def stake_withdrawn(s: VoyagesState, event: ev.StakeWithdrawn, w: Words) -> str:
    """``Tetra's side withdraws « the map »`` (T15)."""
    return say(w, "%(side)s withdraws « %(stake)s »",
               side=side(s, event.conflict_id, event.side_id),
               stake=_stake(s, event.conflict_id, event.stake_id))


def member_joined(s: VoyagesState, event: ev.MemberJoinedConflict, w: Words) -> str:
    """``Doc joins Tetra's side`` (T15)."""
    return say(w, "%(member)s joins %(side)s", member=member(s, event.member),
               side=side(s, event.conflict_id, event.side_id))


def member_left(s: VoyagesState, event: ev.MemberLeftConflict, w: Words) -> str:
    """``Doc leaves Tetra's side`` (T15)."""
    return say(w, "%(member)s leaves %(side)s", member=member(s, event.member),
               side=side(s, event.conflict_id, event.side_id))


def settlement_withdrawn(s: VoyagesState, event: ev.SettlementWithdrawn, w: Words) -> str:
    """``The merchant withdraws its settlement``."""
    return say(w, "%(side)s withdraws its settlement",
               side=side(s, event.conflict_id, event.side_id))


def settlement_rejected(s: VoyagesState, event: ev.SettlementRejected, w: Words) -> str:
    """``The settlement is rejected (Doc's side)``."""
    return say(w, "The settlement is rejected (%(side)s)",
               side=side(s, event.conflict_id, event.side_id))


def settled(s: VoyagesState, event: ev.ConflictSettled, w: Words) -> str:
    """``The conflict is settled amicably``."""
    return w.gettext("The conflict is settled amicably")


def closed(s: VoyagesState, event: ev.ConflictClosed, w: Words) -> str | None:
    """``The conflict ends: the sides left`` (a settlement already said it)."""
    if event.reason == "settled":
        return None
    return say(w, "The conflict ends: %(reason)s", reason=g.close_reason(w, event.reason))
