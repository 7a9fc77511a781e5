"""Sessions start, change their roster and end."""

from msgspec.structs import replace

from domain.ardri.events import SessionEnded, SessionRosterChanged, SessionStarted
from domain.ardri.evolve import with_session
from domain.ardri.state import ArdriState, SessionState


def session_started(state: ArdriState, e: SessionStarted) -> ArdriState:
    """A fresh session: no Murphy state, no rolls."""
    session = SessionState(session_number=e.session_number,
                           present_character_ids=e.present_character_ids,
                           first_sequence=state.sequence + 1)
    return replace(state, session=session, session_count=e.session_number)


def roster_changed(state: ArdriState, e: SessionRosterChanged) -> ArdriState:
    """The new roster; Murphy state of leavers is kept until the end of the session."""
    if state.session is None:
        return state
    return with_session(state, replace(state.session,
                                       present_character_ids=e.present_character_ids))


def session_ended(state: ArdriState, _e: SessionEnded) -> ArdriState:
    """Only the configuration and the sheets persist across sessions."""
    return replace(state, session=None)
