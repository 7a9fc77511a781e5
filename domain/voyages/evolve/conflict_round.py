"""How a conflict round changes up to its scoring."""


from domain.voyages import events as ev
from domain.voyages.evolve import change_conflict, change_round
from domain.voyages.rules.conflict import Round, SideRoll
from domain.voyages.rules.model import Roll
from domain.voyages.state import VoyagesState


def round_started(state: VoyagesState, event: ev.RoundStarted) -> VoyagesState:
    """A round in its approach phase."""
    return change_conflict(state, event.conflict_id, status="round",
                           round=Round(number=event.round, approach_holder=event.approach_holder))


def approach_contested(state: VoyagesState, event: ev.ApproachContested) -> VoyagesState:
    """The contest winner holds the approach."""
    return change_round(state, event.conflict_id, approach_holder=event.winner_side_id,
                        contested=True)


def approach_chosen(state: VoyagesState, event: ev.ApproachChosen) -> VoyagesState:
    """Rolling opens."""
    return change_round(state, event.conflict_id, approach=event.description, phase="rolling")


def approach_ruled(state: VoyagesState, event: ev.ApproachRuled) -> VoyagesState:
    """The GM's ruling on the approach."""
    return change_round(state, event.conflict_id, off_frame=event.off_frame,
                        good_approach=event.good_approach)


def side_rolled(state: VoyagesState, event: ev.ConflictSideRolled) -> VoyagesState:
    """A side's roll."""
    conflict = state.conflicts.get(event.conflict_id)
    if conflict is None or conflict.round is None:
        return state
    rolls = tuple(Roll(roll_id=r.roll_id, character_id=r.member if r.member in state.characters
                       else None, member=r.member, die=r.dice.values[0], modifiers=r.modifiers,
                       score=r.score, window=state.starts.get(r.member, 0))
                  for r in event.member_rolls)
    side_roll = SideRoll(member_rolls=rolls, escalation_bonus=event.escalation_bonus,
                         side_modifiers=event.side_modifiers, raw_score=event.raw_score)
    return change_round(state, event.conflict_id,
                        rolls={**conflict.round.rolls, event.side_id: side_roll})


def round_scored(state: VoyagesState, event: ev.RoundScored) -> VoyagesState:
    """Final scores; spending opens."""
    state = change_conflict(state, event.conflict_id,
                            escalation_points=event.escalation_points_after,
                            frame_change_due=event.frame_change_due)
    return change_round(state, event.conflict_id, final_scores=event.final_scores, phase="spending")
