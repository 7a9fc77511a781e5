"""Appliers: one pure function per event. Total: an event that no longer fits the state
(e.g. a Murphy event after its session) leaves the state unchanged instead of failing."""

import msgspec
from msgspec.structs import replace

from domain.ardri.events import (
    ActionRolled,
    CharacterRegistered,
    CharacterSheetUpdated,
    ConcurrenceCancelled,
    ConcurrenceOpened,
    ConcurrenceResolved,
    ConcurrenceRolled,
    GameInitialized,
    MurphySuccessStored,
    MurphySuccessUsed,
    MurphySupportGiven,
    SessionEnded,
    SessionRosterChanged,
    SessionStarted,
    SurplusSuccessGiven,
)
from domain.ardri.state import (
    ActionRoll,
    ArdriState,
    BonusSuccess,
    Character,
    Concurrence,
    ConcurrenceRoll,
    MurphyState,
    SessionState,
    StoredSuccess,
    SuccessTaken,
)


def game_initialized(state: ArdriState, e: GameInitialized) -> ArdriState:
    """The configuration is set."""
    return replace(state, initialized=True, gm_player_id=e.gm_player_id,
                   domain_catalog=dict(e.domain_catalog))


def character_registered(state: ArdriState, e: CharacterRegistered) -> ArdriState:
    """A new sheet."""
    character = Character(character_id=e.character_id, owner_player_id=e.owner_player_id,
                          sheet=e.sheet)
    return replace(state, characters={**state.characters, e.character_id: character})


def character_sheet_updated(state: ArdriState, e: CharacterSheetUpdated) -> ArdriState:
    """An edited sheet; recorded rolls keep their values."""
    character = state.characters.get(e.character_id)
    if character is None:
        return state
    updated = replace(character, sheet=e.sheet)
    return replace(state, characters={**state.characters, e.character_id: updated})


def session_started(state: ArdriState, e: SessionStarted) -> ArdriState:
    """A fresh session: no Murphy state, no rolls."""
    session = SessionState(session_number=e.session_number,
                           present_character_ids=e.present_character_ids)
    return replace(state, session=session, session_count=e.session_number)


def with_session(state: ArdriState, session: SessionState) -> ArdriState:
    """The state with its session replaced."""
    return replace(state, session=session)


def roster_changed(state: ArdriState, e: SessionRosterChanged) -> ArdriState:
    """The new roster; Murphy state of leavers is kept until the end of the session."""
    if state.session is None:
        return state
    return with_session(state, replace(state.session,
                                       present_character_ids=e.present_character_ids))


def action_rolled(state: ArdriState, e: ActionRolled) -> ArdriState:
    """The roll becomes its character's open roll; the previous one closes."""
    session = state.session
    if session is None:
        return state
    open_rolls, closed = dict(session.open_rolls), session.closed_rolls
    previous_id = session.open_roll_by_character.get(e.character_id)
    if previous_id is not None and previous_id in open_rolls:
        closed = session.with_closed(open_rolls.pop(previous_id))
    open_rolls[e.roll_id] = ActionRoll(**msgspec.structs.asdict(e))
    by_character = {**session.open_roll_by_character, e.character_id: e.roll_id}
    return with_session(state, replace(session, open_rolls=open_rolls, closed_rolls=closed,
                                       open_roll_by_character=by_character))


def with_roll(session: SessionState, roll: ActionRoll) -> SessionState:
    """The session with one open roll replaced."""
    return replace(session, open_rolls={**session.open_rolls, roll.roll_id: roll})


def with_murphy(session: SessionState, character_id: str, murphy: MurphyState) -> SessionState:
    """The session with one character's Murphy state replaced."""
    return replace(session, murphy={**session.murphy, character_id: murphy})


def success_stored(state: ArdriState, e: MurphySuccessStored) -> ArdriState:
    """Append the stored success, set the count, mark the roll as taken."""
    session = state.session
    roll = session.open_rolls.get(e.roll_id) if session else None
    if session is None or roll is None:
        return state
    murphy = session.murphy_of(e.character_id)
    stored = StoredSuccess(stored_success_id=e.stored_success_id, value=e.value,
                           source_roll_id=e.roll_id, kind=e.kind)
    murphy = MurphyState(store_count=e.store_count_after, stored=(*murphy.stored, stored))
    taken = replace(roll, success_taken=SuccessTaken(die_index=e.die_index, as_="stored"))
    return with_session(state, with_murphy(with_roll(session, taken), e.character_id, murphy))


def with_bonus(roll: ActionRoll, source: str, value: int, from_character_id: str,
               total: int, outcome: str) -> ActionRoll:
    """§7.4: one more success; nothing storable after a bonus."""
    bonus = BonusSuccess(source=source, value=value, from_character_id=from_character_id)
    return replace(roll, bonus_successes=(*roll.bonus_successes, bonus), total_successes=total,
                   outcome=outcome, storable_kind=None, storable_die_indices=())


def without_stored(murphy: MurphyState, stored_success_id: str,
                   store_count: int | None = None) -> MurphyState:
    """The Murphy state minus one stored success (and a new count, for support)."""
    kept = tuple(s for s in murphy.stored if s.stored_success_id != stored_success_id)
    count = murphy.store_count if store_count is None else store_count
    return MurphyState(store_count=count, stored=kept)


def success_used(state: ArdriState, e: MurphySuccessUsed) -> ArdriState:
    """The stored success leaves the sheet and completes the roll."""
    session = state.session
    roll = session.open_rolls.get(e.roll_id) if session else None
    if session is None or roll is None:
        return state
    roll = with_bonus(roll, "murphy", e.value, e.character_id, e.total_successes_after,
                      e.outcome_after)
    murphy = without_stored(session.murphy_of(e.character_id), e.stored_success_id)
    return with_session(state, with_murphy(with_roll(session, roll), e.character_id, murphy))


def surplus_given(state: ArdriState, e: SurplusSuccessGiven) -> ArdriState:
    """The source roll gives its wasted success away; the target counts it."""
    session = state.session
    source = session.open_rolls.get(e.from_roll_id) if session else None
    target = session.open_rolls.get(e.to_roll_id) if session else None
    if session is None or source is None or target is None:
        return state
    source = replace(source, success_taken=SuccessTaken(die_index=e.die_index, as_="given"))
    target = with_bonus(target, "mutual_aid", e.value, e.from_character_id,
                        e.total_successes_after, e.outcome_after)
    return with_session(state, with_roll(with_roll(session, source), target))


def support_given(state: ArdriState, e: MurphySupportGiven) -> ArdriState:
    """The supporter's stored success goes to the instigator; its slot comes back."""
    session = state.session
    roll = session.open_rolls.get(e.roll_id) if session else None
    if session is None or roll is None:
        return state
    roll = with_bonus(roll, "support", e.value, e.supporter_id, e.total_successes_after,
                      e.outcome_after)
    murphy = without_stored(session.murphy_of(e.supporter_id), e.stored_success_id,
                            e.supporter_store_count_after)
    return with_session(state, with_murphy(with_roll(session, roll), e.supporter_id, murphy))


def with_contest(state: ArdriState, contest: Concurrence) -> ArdriState:
    """The state with one concurrence replaced."""
    assert state.session is not None
    contests = {**state.session.concurrences, contest.concurrence_id: contest}
    return with_session(state, replace(state.session, concurrences=contests))


def concurrence_opened(state: ArdriState, e: ConcurrenceOpened) -> ArdriState:
    """A new open contest."""
    if state.session is None:
        return state
    return with_contest(state, Concurrence(
        concurrence_id=e.concurrence_id, characteristic=e.characteristic,
        domain_id=e.domain_id, participant_ids=e.participant_ids, label=e.label))


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


def concurrence_resolved(state: ArdriState, e: ConcurrenceResolved) -> ArdriState:
    """The contest is ranked."""
    contest = contest_of(state, e.concurrence_id)
    if contest is None:
        return state
    return with_contest(state, replace(contest, status="resolved", ranking=e.ranking))


def concurrence_cancelled(state: ArdriState, e: ConcurrenceCancelled) -> ArdriState:
    """The contest is called off."""
    contest = contest_of(state, e.concurrence_id)
    if contest is None:
        return state
    return with_contest(state, replace(contest, status="cancelled"))


def session_ended(state: ArdriState, _e: SessionEnded) -> ArdriState:
    """Only the configuration and the sheets persist across sessions."""
    return replace(state, session=None)
