"""Sessions: StartSession, ChangeSessionRoster, EndSession."""

from domain.ardri.commands import ChangeSessionRoster, EndSession, StartSession
from domain.ardri.decide import active_session
from domain.ardri.events import DiscardedMurphy, SessionEnded, SessionRosterChanged, SessionStarted
from domain.ardri.state import ArdriState
from domain.core import Actor, Emitter, RandomSource
from domain.core.guards import require, require_character
from domain.core.words import sentence


def start_session(em: Emitter[ArdriState], command: StartSession, _actor: Actor,
                  _rng: RandomSource) -> None:
    """A new session with at least one present character (no session running: declared)."""
    state = em.state
    ids = command.present_character_ids
    check_known(state, ids)
    require(bool(ids) and len(set(ids)) == len(ids), "invalid_roster",
            sentence("a session seats one character or more, each once"),
            "present_character_ids")
    em.emit(SessionStarted(session_number=state.session_count + 1,
                           present_character_ids=tuple(ids)))


def change_session_roster(em: Emitter[ArdriState], command: ChangeSessionRoster,
                          _actor: Actor, _rng: RandomSource) -> None:
    """Characters join (appended) or leave; Murphy state stays until EndSession."""
    state = em.state
    session = active_session(state)
    check_known(state, [*command.add_ids, *command.remove_ids])
    present = session.present_character_ids
    adds, removes = command.add_ids, command.remove_ids
    require(len(set(adds)) == len(adds) and all(cid not in present for cid in adds),
            "invalid_roster", sentence("a character added is already at the table"), "add_ids")
    require(len(set(removes)) == len(removes) and all(cid in present for cid in removes),
            "invalid_roster", sentence("a character removed is not at the table"),
            "remove_ids")
    roster = tuple(cid for cid in present if cid not in removes) + tuple(adds)
    require(bool(roster), "invalid_roster", sentence("a session keeps at least one character"),
            "remove_ids")
    em.emit(SessionRosterChanged(session_number=session.session_number,
                                 present_character_ids=roster))


def check_known(state: ArdriState, ids: list[str]) -> None:
    """``character_not_found`` for the first unknown id."""
    for character_id in ids:
        require_character(state.characters, character_id, "character_not_found")


def end_session(em: Emitter[ArdriState], _command: EndSession, _actor: Actor,
                _rng: RandomSource) -> None:
    """Close the session: stored successes discarded, open concurrences cancelled."""
    session = active_session(em.state)
    discarded = tuple(
        DiscardedMurphy(character_id=cid, values=tuple(s.value for s in murphy.stored))
        for cid, murphy in session.murphy.items() if murphy.stored)
    cancelled = tuple(cid for cid, c in session.concurrences.items() if c.status == "open")
    em.emit(SessionEnded(session_number=session.session_number, discarded_murphy=discarded,
                         cancelled_concurrence_ids=cancelled))
