"""The declared preconditions of Ardri's commands (``decider.MOVES``): what ``decide``
checks first and ``available`` offers.

- ``when`` functions (``(state, actor)``) check the role and the session;
- ``may_*`` character checks (``(state, actor, character_id)``) check that the character
  exists, that the seat plays it and that it sits at the table;
- ``*_ready`` candidate functions list the characters holding what the command needs (an
  open roll with a storable success, a stored success that fits…): the offer side only, so
  a command for another character still meets the handler's own refusal codes.
"""

from collections.abc import Iterable

from domain.ardri.rules.resolution import STORE_LIMIT
from domain.ardri.rules.values import Character
from domain.ardri.state import ActionRoll, ArdriState, SessionState, StoredSuccess
from domain.core import Actor
from domain.core.guards import require, require_character, require_gm, require_owner
from domain.core.words import sentence


def gm_only(state: ArdriState, actor: Actor) -> None:
    """The gm's command, whatever the session."""
    require_gm(actor, "not_authorized", sentence("this command is for the gm"))


def in_session(state: ArdriState, actor: Actor) -> None:
    """A running session."""
    require(state.session is not None, "no_active_session", sentence("start a session first"))


def gm_in_session(state: ArdriState, actor: Actor) -> None:
    """The gm, during a session."""
    gm_only(state, actor)
    in_session(state, actor)


def gm_between_sessions(state: ArdriState, actor: Actor) -> None:
    """The gm, with no session running and someone to seat."""
    gm_only(state, actor)
    require(state.session is None, "session_already_active",
            sentence("end the running session first"))
    require(bool(state.characters), "character_not_found",
            sentence("no character is registered yet"))


def gm_with_two_present(state: ArdriState, actor: Actor) -> None:
    """The gm, during a session where at least two characters sit (a contest needs two)."""
    gm_in_session(state, actor)
    session = state.session
    assert session is not None
    require(len(session.present_character_ids) >= 2, "invalid_participants",
            sentence("a concurrence needs two present characters"))


def gm_with_open_contest(state: ArdriState, actor: Actor) -> None:
    """The gm, while a concurrence is open (else every id is closed, or none exists)."""
    gm_in_session(state, actor)
    if not open_contest_ids(state):
        assert state.session is not None
        closed = state.session.contests_over > 0
        require(False, "concurrence_closed" if closed else "concurrence_not_found",
                sentence("no concurrence is open"))


def may_edit(state: ArdriState, actor: Actor, character_id: str) -> None:
    """A registered character (the gm edits any)."""
    require_character(state.characters, character_id, "character_not_found")


def _played_in_session(state: ArdriState, actor: Actor, character_id: str) -> Character:
    """The character, played by this seat, in a running session (``not_authorized``,
    ``no_active_session``, ``character_not_found``, in that order)."""
    character = state.characters.get(character_id)
    if character is not None:
        require_owner(actor, character.owner_player_id,
                      sentence("this seat does not play %(name)s", name=character.sheet.name),
                      code="not_authorized")
    in_session(state, actor)
    return require_character(state.characters, character_id, "character_not_found")


def may_play(state: ArdriState, actor: Actor, character_id: str) -> None:
    """A character this seat plays (the gm plays all), present this session: in the
    order of spec §5, ``not_authorized``, ``no_active_session``, ``character_not_found``,
    ``character_not_present``."""
    found = _played_in_session(state, actor, character_id)
    session = state.session
    require(session is not None and character_id in session.present_character_ids,
            "character_not_present",
            sentence("%(name)s is not at the table this session", name=found.sheet.name))


def may_contest(state: ArdriState, actor: Actor, character_id: str) -> None:
    """As ``may_play``, except that a participant of an open concurrence who has still to
    roll may roll there after leaving the table (the contest is completed by its own
    participants, not only cancelled)."""
    found = _played_in_session(state, actor, character_id)
    session = state.session
    require(session is not None and (character_id in session.present_character_ids
                                     or bool(contests_awaiting(state, character_id))),
            "character_not_present",
            sentence("%(name)s is not at the table this session", name=found.sheet.name))


def present(state: ArdriState) -> tuple[str, ...]:
    """The characters at the table (none between sessions)."""
    return state.session.present_character_ids if state.session is not None else ()


def every_character(state: ArdriState) -> list[str]:
    """Every registered character."""
    return list(state.characters)


def open_roll_of(session: SessionState, character_id: str) -> ActionRoll | None:
    """The character's open roll, if any."""
    roll_id = session.open_roll_by_character.get(character_id)
    return session.open_rolls.get(roll_id) if roll_id is not None else None


def receptive(roll: ActionRoll | None) -> bool:
    """An open roll that may still be completed: a plain failure nothing was taken from."""
    return roll is not None and roll.outcome == "failure" and not roll.taken


def storable(session: SessionState, roll: ActionRoll | None) -> tuple[int, ...]:
    """The dice of ``roll`` its character may store now (none at the store limit)."""
    if roll is None or session.murphy_of(roll.character_id).store_count >= STORE_LIMIT:
        return ()
    return roll.storable_now()


def giftable(roll: ActionRoll | None) -> tuple[int, ...]:
    """The dice of ``roll`` that may go to a partner on the same task (mutual aid)."""
    return roll.giftable_now() if roll is not None else ()


def die_value(roll: ActionRoll, die_index: int) -> int:
    """The face of one die of a roll (a giftable die was rolled)."""
    return roll.die_face(die_index) or 0


def fitting(held: Iterable[StoredSuccess], roll: ActionRoll) -> list[StoredSuccess]:
    """The stored successes whose value fits the roll's threshold (D11)."""
    return [s for s in held if s.value <= roll.effective_threshold]


def store_ready(state: ArdriState) -> list[str]:
    """Present characters whose open roll holds a success they may store."""
    session = state.session
    if session is None:
        return []
    return [cid for cid in session.present_character_ids
            if storable(session, open_roll_of(session, cid))]


def use_ready(state: ArdriState) -> list[str]:
    """Present characters whose open failed roll a stored success of theirs fits."""
    session = state.session
    if session is None:
        return []
    return [cid for cid in session.present_character_ids
            if receptive(roll := open_roll_of(session, cid)) and roll is not None
            and fitting(session.murphy_of(cid).stored, roll)]


def gift_targets(session: SessionState, source: ActionRoll) -> list[ActionRoll]:
    """Open failed rolls of other characters on the source's task that a die fits."""
    dice = giftable(source)
    if source.task_id is None or not dice:
        return []
    return [roll for roll in session.open_rolls.values()
            if roll.character_id != source.character_id and roll.task_id == source.task_id
            and receptive(roll)
            and any(die_value(source, i) <= roll.effective_threshold for i in dice)]


def gift_ready(state: ArdriState) -> list[str]:
    """Present characters whose open roll has a surplus a partner's roll can take."""
    session = state.session
    if session is None:
        return []
    return [cid for cid in session.present_character_ids
            if (roll := open_roll_of(session, cid)) is not None and gift_targets(session, roll)]


def supported_rolls(session: SessionState, supporter_id: str) -> list[ActionRoll]:
    """Open failed coordinated rolls ``supporter_id`` supports and one of its stored
    successes fits."""
    held = session.murphy_of(supporter_id).stored
    return [roll for roll in session.open_rolls.values()
            if supporter_id in (roll.supporter_ids or ()) and receptive(roll)
            and fitting(held, roll)]


def support_ready(state: ArdriState) -> list[str]:
    """Present characters that may offer a stored success to an instigator."""
    session = state.session
    if session is None:
        return []
    return [cid for cid in session.present_character_ids if supported_rolls(session, cid)]


def open_contest_ids(state: ArdriState) -> list[str]:
    """The open concurrences."""
    session = state.session
    if session is None:
        return []
    return [cid for cid, c in session.concurrences.items() if c.status == "open"]


def contests_awaiting(state: ArdriState, character_id: str) -> list[str]:
    """The open concurrences where ``character_id`` has still to roll."""
    session = state.session
    if session is None:
        return []
    return [cid for cid, c in session.concurrences.items() if c.status == "open"
            and character_id in c.participant_ids and character_id not in c.rolls]


def contest_ready(state: ArdriState) -> list[str]:
    """Participants of an open concurrence who have not rolled (present or not)."""
    return awaits_contest_rolls(state)


def awaits_contest_rolls(state: ArdriState) -> list[str]:
    """Play waits for every participant of an open concurrence who has not rolled."""
    session = state.session
    if session is None:
        return []
    waiting: list[str] = []
    for contest in session.concurrences.values():
        if contest.status == "open":
            waiting.extend(c for c in contest.participant_ids
                           if c not in contest.rolls and c not in waiting)
    return waiting


def awaits_gm_to_start(state: ArdriState) -> list[None]:
    """Between sessions, with characters registered, the table waits for the gm."""
    return [None] if state.initialized and state.session is None and state.characters else []


