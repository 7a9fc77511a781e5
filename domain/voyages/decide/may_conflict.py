"""Declared preconditions of the conflict commands (issue #23; see ``decide.may``).

A side's commands act for a side (``ForCharacter`` on the ``side_id`` field): the seat
controls it (the gm every side), it is active, and its conflict is at the right step.
"""

from collections.abc import Callable

from domain.core import Actor, DomainError, ForCharacter, NotAuthorized
from domain.core.words import Text, sentence
from domain.voyages.decide import controls, require_gm
from domain.voyages.decide import may_refusals as no
from domain.voyages.rules.conflict import OPEN_STAKE, Conflict, Side
from domain.voyages.state import VoyagesState

SideStep = Callable[[Conflict, Side], bool]
"""Whether a side of a conflict may take the step now."""


def open_conflicts(state: VoyagesState) -> list[Conflict]:
    """The conflicts not closed."""
    return [k for k in state.conflicts.values() if k.status != "closed"]


def between_rounds(state: VoyagesState) -> list[Conflict]:
    """Open conflicts in set-up or between rounds."""
    return [k for k in open_conflicts(state) if k.status in ("setup", "between_rounds")]


def in_phase(state: VoyagesState, phase: str) -> list[Conflict]:
    """Open conflicts whose round is in ``phase``."""
    return [k for k in open_conflicts(state) if k.round is not None and k.round.phase == phase]


def all_side_ids(state: VoyagesState) -> list[str]:
    """Every side id of an open conflict."""
    return list(dict.fromkeys(s.side_id for k in open_conflicts(state) for s in k.sides))


def side_steps(state: VoyagesState, side_id: str, step: SideStep) -> list[Conflict]:
    """The open conflicts where that active side may take the step."""
    return [k for k in open_conflicts(state) for s in k.sides
            if s.side_id == side_id and s.active and step(k, s)]


def acting_for_side(step: SideStep, code: str,
                    detail: Text) -> Callable[[VoyagesState, Actor, str], None]:
    """The check of a side's command: the seat controls the side (``forbidden``) and the
    side may take the step (``code``, ``detail`` said of the side)."""
    def check(state: VoyagesState, actor: Actor, side_id: str) -> None:
        sides = [s for k in open_conflicts(state) for s in k.sides if s.side_id == side_id]
        if sides and not any(controls(actor, s) for s in sides):
            raise NotAuthorized("forbidden",
                                sentence("seat does not control “%(side)s”", side=side_id))
        if not side_steps(state, side_id, step):
            raise DomainError(code, sentence(detail.template, side=side_id))
    return check


def some_side_step(step: SideStep, code: str,
                   detail: Text) -> Callable[[VoyagesState, Actor], None]:
    """The precondition of a side's command: some active side may take the step (``detail``
    said of the conflicts' sides otherwise)."""
    def when(state: VoyagesState, actor: Actor) -> None:
        if not any(s.active and step(k, s) for k in open_conflicts(state) for s in k.sides):
            raise DomainError(code, sentence(detail.template, side=", ".join(all_side_ids(state))))
    return when


def between(conflict: Conflict, side: Side) -> bool:
    """Set-up or between rounds."""
    return conflict.status in ("setup", "between_rounds")


def pending_for(conflict: Conflict, side: Side) -> bool:
    """Between rounds, with a pending settlement the side has not accepted."""
    return between(conflict, side) and any(
        st.status == "pending" and side.side_id not in st.accepted_by
        for st in conflict.settlements.values())


def proposed_pending(conflict: Conflict, side: Side) -> bool:
    """Between rounds, with a pending settlement the side proposed (T1)."""
    return between(conflict, side) and any(
        st.status == "pending" and st.proposer_side_id == side.side_id
        for st in conflict.settlements.values())


def _round_step(phase: str, done: Callable[[Conflict], object]) -> SideStep:
    def step(conflict: Conflict, side: Side) -> bool:
        current = conflict.round
        return (current is not None and current.phase == phase
                and side.side_id not in done(conflict))  # type: ignore[operator]
    return step


TO_ROLL = _round_step("rolling", lambda k: k.round.rolls if k.round else {})
TO_SPEND = _round_step("spending", lambda k: k.round.spending if k.round else {})
TO_BLOCK = _round_step("blocking", lambda k: k.round.blocks if k.round else {})


def gm_with_conflict(state: VoyagesState, actor: Actor) -> None:
    """The gm, and an open conflict (``unknown_resolution``)."""
    require_gm(actor)
    if not open_conflicts(state):
        raise DomainError("unknown_resolution", sentence("no open conflict"))


def gm_between_rounds(state: VoyagesState, actor: Actor) -> None:
    """The gm, and a conflict between rounds (``wrong_phase``)."""
    gm_with_conflict(state, actor)
    if not between_rounds(state):
        raise DomainError("wrong_phase", sentence("not during a round"))


def costs_to_apply(state: VoyagesState) -> list[tuple[str, str]]:
    """(conflict, cost) of every action cost set."""
    return [(k.conflict_id, cost) for k in state.conflicts.values() for cost in k.action_costs]


def gm_applies_cost(state: VoyagesState, actor: Actor) -> None:
    """The gm, a cost set (``unknown_cost``) and a character (``unknown_character``)."""
    require_gm(actor)
    if not costs_to_apply(state):
        raise DomainError("unknown_cost", sentence("no action cost set"))
    if not state.characters:
        raise DomainError("unknown_character", sentence("no character at the table"))


def priceable(state: VoyagesState, actor: Actor,
              statuses: tuple[str, ...] = ("proposed",)) -> list[tuple[str, str]]:
    """(conflict, stake) stakes of those statuses whose owning side the seat controls."""
    return [(k.conflict_id, st.stake_id) for k in between_rounds(state)
            for st in k.stakes.values() if st.status in statuses
            and (owner := k.side(st.owner_side_id)) is not None and controls(actor, owner)]


def a_stake_to_price(state: VoyagesState, actor: Actor,
                     statuses: tuple[str, ...] = ("proposed",)) -> None:
    """A proposed stake (``unknown_stake``) of a side the seat controls (``forbidden``)."""
    if not between_rounds(state):
        raise DomainError("wrong_phase", sentence("not during a round"))
    if not any(st.status in statuses for k in between_rounds(state)
               for st in k.stakes.values()):
        raise DomainError("unknown_stake", sentence("no stake waits for its price"))
    if not priceable(state, actor, statuses):
        raise NotAuthorized("forbidden", no.STAKE_OF_ANOTHER_SIDE)


def a_stake_to_reprice(state: VoyagesState, actor: Actor) -> None:
    """T15: ``a_stake_to_price``, a priced stake not bought yet included."""
    a_stake_to_price(state, actor, OPEN_STAKE)


def withdrawable(conflict: Conflict, side: Side) -> bool:
    """T15: between rounds, with a stake not yet bought that this side put in play."""
    return between(conflict, side) and any(
        st.status in OPEN_STAKE and st.put_in_by == side.side_id
        for st in conflict.stakes.values())


def joiners(state: VoyagesState, actor: Actor) -> list[tuple[Side, str]]:
    """T15: (side, character) pairs between rounds: an active side the seat controls, and
    a character of the seat's (the gm's: any) not yet in that conflict."""
    return [(s, cid) for k in between_rounds(state) for s in k.sides
            if s.active and controls(actor, s) for cid, sheet in state.characters.items()
            if actor.may_act_for(sheet.owner_player_id)
            and not any(cid in other.members for other in k.sides)]


def may_join(state: VoyagesState, actor: Actor) -> None:
    """T15: a conflict between rounds (``wrong_phase``) and a character to bring in."""
    if not between_rounds(state):
        raise DomainError("wrong_phase", sentence("not during a round"))
    if not joiners(state, actor):
        raise DomainError("already_in_conflict", no.NO_FREE_CHARACTER)


def may_join_side(state: VoyagesState, actor: Actor, side_id: str) -> None:
    """T15: the seat controls the side (``forbidden``) and has a character to bring in."""
    acting_for_side(between, "wrong_phase", no.NOT_DURING_A_ROUND)(state, actor, side_id)
    if not any(s.side_id == side_id for s, _ in joiners(state, actor)):
        raise DomainError("already_in_conflict", no.NO_FREE_CHARACTER)


def start_refusal(conflict: Conflict) -> DomainError | None:
    """Why that conflict cannot start a round now, or None."""
    if any(s.status == "proposed" for s in conflict.stakes.values()):
        return DomainError("stakes_unpriced", no.UNPRICED_STAKE)
    if any(s.status == "pending" for s in conflict.settlements.values()):
        return DomainError("settlement_pending", sentence("answer the pending settlement first"))
    if conflict.frame_change_due:
        return DomainError("frame_change_required", no.FRAME_DUE)
    if len(conflict.active_side_ids()) < 2:
        return DomainError("wrong_phase", sentence("fewer than two sides remain"))
    return None


def startable(state: VoyagesState) -> list[Conflict]:
    """Conflicts a round may start in."""
    return [k for k in between_rounds(state) if start_refusal(k) is None]


def gm_starts_round(state: VoyagesState, actor: Actor) -> None:
    """The gm starts a round where nothing is left to answer first."""
    gm_between_rounds(state, actor)
    if not startable(state):
        raise start_refusal(between_rounds(state)[0]) or DomainError("wrong_phase", no.NO_ROUND)


def contestable(state: VoyagesState) -> list[Conflict]:
    """Conflicts in their first approach, not contested yet."""
    return [k for k in in_phase(state, "approach")
            if k.round is not None and k.round.number == 1 and not k.round.contested]


def gm_contests(state: VoyagesState, actor: Actor) -> None:
    """The gm has the first approach contested once (``wrong_phase``)."""
    require_gm(actor)
    if not contestable(state):
        raise DomainError("wrong_phase", sentence("only the first approach is contested, once"))


def holders_turn(state: VoyagesState, actor: Actor) -> list[Conflict]:
    """Conflicts in their approach phase whose holder the seat controls."""
    return [k for k in in_phase(state, "approach") if k.round is not None
            and (holder := k.side(k.round.approach_holder)) is not None
            and controls(actor, holder)]


def may_choose_approach(state: VoyagesState, actor: Actor) -> None:
    """The holder's side (``not_approach_holder``) in the approach phase (``wrong_phase``)."""
    if not in_phase(state, "approach"):
        raise DomainError("wrong_phase", sentence("the round is not in its approach phase"))
    if not holders_turn(state, actor):
        raise NotAuthorized("not_approach_holder", sentence("another side holds the approach"))


def to_rule(state: VoyagesState) -> list[Conflict]:
    """Rounds rolling where no side has rolled yet."""
    return [k for k in in_phase(state, "rolling") if k.round is not None and not k.round.rolls]


def gm_rules_approach(state: VoyagesState, actor: Actor) -> None:
    """The gm rules the approach before any side rolls (``wrong_phase``)."""
    require_gm(actor)
    if not to_rule(state):
        raise DomainError("wrong_phase", sentence("rule the approach before any side rolls"))


def to_score(state: VoyagesState) -> list[Conflict]:
    """Rounds where every active side has rolled."""
    return [k for k in in_phase(state, "rolling") if k.round is not None
            and all(s in k.round.rolls for s in k.active_side_ids())]


def gm_scores_round(state: VoyagesState, actor: Actor) -> None:
    """The gm scores a round whose rolls are in (``wrong_phase``, ``rolls_incomplete``)."""
    require_gm(actor)
    if not in_phase(state, "rolling"):
        raise DomainError("wrong_phase", sentence("the round is not in its rolling phase"))
    if not to_score(state):
        raise DomainError("rolls_incomplete", sentence("every active side rolls first"))


JOINING: ForCharacter[VoyagesState] = ForCharacter(all_side_ids, may_join_side, field="side_id")
"""T15: ``JoinConflict`` acts for a side the seat controls, with a character to bring in."""
