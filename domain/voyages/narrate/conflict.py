"""The log lines of conflicts: opening, rounds, stakes, settlements, leaving, closing."""

from domain.core.words import Words, say
from domain.voyages import events as e
from domain.voyages.narrate import glossary as g
from domain.voyages.narrate.wording import member, side, signed
from domain.voyages.state import VoyagesState


def _stake(s: VoyagesState, conflict_id: str, stake_id: str) -> str:
    conflict = s.conflicts.get(conflict_id)
    stake = conflict.stakes.get(stake_id) if conflict else None
    return stake.description if stake is not None and stake.description else stake_id


def opened(s: VoyagesState, ev: e.ConflictOpened, w: Words) -> str:
    """``Conflict (frame: negotiation): Tetra's side against The merchant``."""
    sides = w.gettext(" against ").join(x.name for x in ev.sides)
    return say(w, "Conflict (frame: %(frame)s): %(sides)s", frame=ev.frame, sides=sides)


def side_rolled(s: VoyagesState, ev: e.ConflictSideRolled, w: Words) -> str:
    """``Tetra's side rolls (Tetra 3) — raw score -1``."""
    dice = ", ".join(f"{member(s, r.member)} {r.dice.values[0]}" for r in ev.member_rolls)
    return say(w, "%(side)s rolls (%(dice)s) — raw score %(score)s",
               side=side(s, ev.conflict_id, ev.side_id), dice=dice, score=signed(ev.raw_score))


def round_scored(s: VoyagesState, ev: e.RoundScored, w: Words) -> str:
    """``Round 1: escalation 3 (medium); final scores Tetra's side -1, The merchant +2``."""
    finals = ", ".join(f"{side(s, ev.conflict_id, sid)} {signed(v)}"
                       for sid, v in ev.final_scores.items())
    return say(w, "Round %(round)d: escalation %(points)d (%(level)s); final scores "
                  "%(finals)s", round=ev.round, points=ev.escalation_points_after,
               level=g.level(w, ev.level), finals=finals)


def round_resolved(s: VoyagesState, ev: e.RoundResolved, w: Words) -> str:
    """``Round 1 resolved: p1 succeeds; Tetra's side holds the approach next``."""
    parts = ", ".join(say(w, "%(purchase)s succeeds", purchase=r.purchase_id) if r.succeeded
                      else say(w, "%(purchase)s fails", purchase=r.purchase_id)
                      for r in ev.results)
    return say(w, "Round %(round)d resolved: %(results)s; %(side)s holds the approach next",
               round=ev.round, results=parts or w.gettext("nothing bought"),
               side=side(s, ev.conflict_id, ev.next_approach_holder))


def stake_acquired(s: VoyagesState, ev: e.StakeAcquired, w: Words) -> str:
    """``The merchant takes « the map » from Tetra's side``."""
    return say(w, "%(by)s takes « %(stake)s » from %(source)s",
               by=side(s, ev.conflict_id, ev.by_side_id),
               stake=_stake(s, ev.conflict_id, ev.stake_id),
               source=side(s, ev.conflict_id, ev.from_side_id))


def generic_acquired(s: VoyagesState, ev: e.GenericStakeAcquired, w: Words) -> str:
    """``The merchant buys tier 2 of the grid from Tetra's side: « arnaqué »``."""
    return say(w, "%(by)s buys tier %(tier)d of the grid from %(target)s: « %(what)s »",
               by=side(s, ev.conflict_id, ev.by_side_id), tier=ev.tier,
               target=member(s, ev.member) if ev.member
               else side(s, ev.conflict_id, ev.target_side_id), what=ev.description)


def side_left(s: VoyagesState, ev: e.SideLeftConflict, w: Words) -> str:
    """``Tetra's side leaves the conflict``."""
    return say(w, "%(side)s leaves the conflict", side=side(s, ev.conflict_id, ev.side_id))


def stake_withdrawn(s: VoyagesState, ev: e.StakeWithdrawn, w: Words) -> str:
    """``Tetra's side withdraws « the map »`` (T15)."""
    return say(w, "%(side)s withdraws « %(stake)s »", side=side(s, ev.conflict_id, ev.side_id),
               stake=_stake(s, ev.conflict_id, ev.stake_id))


def member_joined(s: VoyagesState, ev: e.MemberJoinedConflict, w: Words) -> str:
    """``Doc joins Tetra's side`` (T15)."""
    return say(w, "%(member)s joins %(side)s", member=member(s, ev.member),
               side=side(s, ev.conflict_id, ev.side_id))


def member_left(s: VoyagesState, ev: e.MemberLeftConflict, w: Words) -> str:
    """``Doc leaves Tetra's side`` (T15)."""
    return say(w, "%(member)s leaves %(side)s", member=member(s, ev.member),
               side=side(s, ev.conflict_id, ev.side_id))


def settlement_withdrawn(s: VoyagesState, ev: e.SettlementWithdrawn, w: Words) -> str:
    """``The merchant withdraws its settlement``."""
    return say(w, "%(side)s withdraws its settlement", side=side(s, ev.conflict_id, ev.side_id))


def settlement_rejected(s: VoyagesState, ev: e.SettlementRejected, w: Words) -> str:
    """``The settlement is rejected (Doc's side)``."""
    return say(w, "The settlement is rejected (%(side)s)",
               side=side(s, ev.conflict_id, ev.side_id))


def settled(s: VoyagesState, ev: e.ConflictSettled, w: Words) -> str:
    """``The conflict is settled amicably``."""
    return w.gettext("The conflict is settled amicably")


def closed(s: VoyagesState, ev: e.ConflictClosed, w: Words) -> str | None:
    """``The conflict ends: the sides left`` (a settlement already said it)."""
    if ev.reason == "settled":
        return None
    return say(w, "The conflict ends: %(reason)s", reason=g.close_reason(w, ev.reason))
