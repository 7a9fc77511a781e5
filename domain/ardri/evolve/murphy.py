"""The Laws of Murphy: stored successes, their use, mutual aid and support."""

from msgspec.structs import replace

from domain.ardri.events import (
    MurphySuccessStored,
    MurphySuccessUsed,
    MurphySupportGiven,
    SurplusSuccessGiven,
)
from domain.ardri.evolve import with_session
from domain.ardri.rules.values import BonusSource, Outcome
from domain.ardri.state import (
    ActionRoll,
    ArdriState,
    BonusSuccess,
    MurphyState,
    SessionState,
    StoredSuccess,
)


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
    taken = roll.with_taken(e.die_index, "stored")
    return with_session(state, with_murphy(with_roll(session, taken), e.character_id, murphy))


def with_bonus(roll: ActionRoll, source: BonusSource, value: int, from_character_id: str,
               total: int, outcome: Outcome) -> ActionRoll:
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


def spend_stored(state: ArdriState, e: MurphySuccessUsed | MurphySupportGiven,
                 source: BonusSource, holder_id: str,
                 store_count: int | None = None) -> ArdriState:
    """A stored success leaves ``holder_id``'s sheet and completes the roll (``murphy``: the
    holder's own, ``support``: the instigator's; ``store_count`` is the holder's new count)."""
    session = state.session
    roll = session.open_rolls.get(e.roll_id) if session else None
    if session is None or roll is None:
        return state
    roll = with_bonus(roll, source, e.value, holder_id, e.total_successes_after,
                      e.outcome_after)
    murphy = without_stored(session.murphy_of(holder_id), e.stored_success_id, store_count)
    return with_session(state, with_murphy(with_roll(session, roll), holder_id, murphy))


def success_used(state: ArdriState, e: MurphySuccessUsed) -> ArdriState:
    """The stored success leaves the sheet and completes the roll."""
    return spend_stored(state, e, "murphy", e.character_id)


def surplus_given(state: ArdriState, e: SurplusSuccessGiven) -> ArdriState:
    """The source roll gives its wasted success away; the target counts it."""
    session = state.session
    source = session.open_rolls.get(e.from_roll_id) if session else None
    target = session.open_rolls.get(e.to_roll_id) if session else None
    if session is None or source is None or target is None:
        return state
    source = source.with_taken(e.die_index, "given")
    target = with_bonus(target, "mutual_aid", e.value, e.from_character_id,
                        e.total_successes_after, e.outcome_after)
    return with_session(state, with_roll(with_roll(session, source), target))


def support_given(state: ArdriState, e: MurphySupportGiven) -> ArdriState:
    """The supporter's stored success goes to the instigator; its slot comes back."""
    return spend_stored(state, e, "support", e.supporter_id, e.supporter_store_count_after)
