"""Concurrences open, collect their rolls, and are ranked or cancelled: a concurrence
over leaves the state (C4; its ranking is in its event and the log)."""

import msgspec
from msgspec.structs import replace

from domain.ardri.events import (
    ConcurrenceCancelled,
    ConcurrenceOpened,
    ConcurrenceResolved,
    ConcurrenceRoll,
    ConcurrenceRolled,
)
from domain.ardri.evolve import with_session
from domain.ardri.state import ArdriState, Concurrence


def with_contest(state: ArdriState, contest: Concurrence) -> ArdriState:
    """The state with one concurrence replaced."""
    assert state.session is not None
    contests = {**state.session.concurrences, contest.concurrence_id: contest}
    return with_session(state, replace(state.session, concurrences=contests))


def concurrence_opened(state: ArdriState, e: ConcurrenceOpened) -> ArdriState:
    """A new open contest."""
    if state.session is None:
        return state
    return with_contest(state, Concurrence(**msgspec.structs.asdict(e)))


def contest_of(state: ArdriState, concurrence_id: str) -> Concurrence | None:
    """A concurrence of the running session, if any."""
    return state.session.concurrences.get(concurrence_id) if state.session else None


def concurrence_rolled(state: ArdriState, e: ConcurrenceRolled) -> ArdriState:
    """One more participant's roll."""
    contest = contest_of(state, e.concurrence_id)
    if contest is None:
        return state
    roll = ConcurrenceRoll(**msgspec.structs.asdict(e))
    return with_contest(state, replace(contest, rolls={**contest.rolls, e.character_id: roll}))


def without_contest(state: ArdriState, concurrence_id: str) -> ArdriState:
    """The state once a concurrence is over."""
    if state.session is None or concurrence_id not in state.session.concurrences:
        return state
    session = state.session
    contests = {k: c for k, c in session.concurrences.items() if k != concurrence_id}
    return with_session(state, replace(session, concurrences=contests,
                                       contests_over=session.contests_over + 1))


def concurrence_resolved(state: ArdriState, e: ConcurrenceResolved) -> ArdriState:
    """The contest is ranked: it is over."""
    return without_contest(state, e.concurrence_id)


def concurrence_cancelled(state: ArdriState, e: ConcurrenceCancelled) -> ArdriState:
    """The contest is called off: it is over."""
    return without_contest(state, e.concurrence_id)
