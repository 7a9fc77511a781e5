"""Session-log lines: one readable English line per Ardri event."""

from functools import partial

from domain.ardri.events import (
    ActionRolled,
    CharacterRegistered,
    CharacterSheetUpdated,
    ConcurrenceCancelled,
    ConcurrenceOpened,
    ConcurrenceResolved,
    ConcurrenceRolled,
    MurphySuccessStored,
    MurphySuccessUsed,
    MurphySupportGiven,
    SessionEnded,
    SessionRosterChanged,
    SessionStarted,
    SurplusSuccessGiven,
)
from domain.ardri.rules.resolution import STORE_LIMIT
from domain.ardri.state import ArdriState
from domain.core import Event

OUTCOME_WORDS = {"holy_trinity": "Holy Trinity (forced success)",
                 "oma": "OMA (forced failure)", "critical_success": "critical success",
                 "critical_failure": "critical failure"}


def name_of(state: ArdriState, character_id: str) -> str:
    """The character's name (its id if unknown)."""
    character = state.characters.get(character_id)
    return character.sheet.name if character else character_id


def words(identifier: str) -> str:
    """``spirit_domain_2`` -> ``Spirit domain 2``."""
    return identifier.replace("_", " ").capitalize()


def describe_roll(e: ActionRolled) -> str:
    """``Spirit + Knowledge (threshold 5): 4, 7, 9 + d12 12``."""
    what = words(e.characteristic) + (f" + {words(e.domain_id)}" if e.domain_id else "")
    notes = [f"threshold {e.effective_threshold}"]
    if e.opposition is not None:
        notes.append(f"opposition {-e.applied_opposition_malus:+d}")
    if e.difficulty is not None:
        notes.append(f"{e.difficulty.replace('_', ' ')} {e.difficulty_modifier:+d}")
    if e.coordination_bonus:
        notes.append("coordination +1")
    dice = ", ".join(str(v) for v in e.trinity_dice)
    if e.attribute_auto_success:
        dice += " + automatic attribute success"
    elif e.attribute_die_faces is not None:
        dice += f" + d{e.attribute_die_faces} {e.attribute_die_value}"
    return f"{what} ({'; '.join(notes)}): {dice}"


def successes(total: int) -> str:
    """``1 success``, ``2 successes``."""
    return f"{total} success{'es' if total != 1 else ''}"


def after(total: int, outcome: str) -> str:
    """`` — now 2 successes, success``."""
    return f" — now {successes(total)}, {outcome}"


def narrate(state: ArdriState, event: Event) -> str | None:
    """One readable English line for the session log (``state`` is before the event)."""
    n = partial(name_of, state)
    match event:
        case ActionRolled():
            outcome = OUTCOME_WORDS.get(event.outcome, event.outcome)
            return f"{n(event.character_id)} rolls {describe_roll(event)} — {outcome}"
        case MurphySuccessStored():
            return (f"{n(event.character_id)} keeps a {event.kind} success of {event.value} "
                    f"({event.store_count_after} of {STORE_LIMIT} stores this session)")
        case MurphySuccessUsed():
            return (f"{n(event.character_id)} uses a stored success of {event.value}"
                    + after(event.total_successes_after, event.outcome_after))
        case SurplusSuccessGiven():
            return (f"{n(event.from_character_id)} gives a wasted success of {event.value} to "
                    f"{n(event.to_character_id)}"
                    + after(event.total_successes_after, event.outcome_after))
        case MurphySupportGiven():
            return (f"{n(event.supporter_id)} supports {n(event.instigator_id)} with a stored "
                    f"success of {event.value}"
                    + after(event.total_successes_after, event.outcome_after))
    return narrate_table(state, event)


def narrate_table(state: ArdriState, event: Event) -> str | None:
    """Lines for sheets, sessions and concurrences."""
    n = partial(name_of, state)
    match event:
        case CharacterRegistered():
            return f"{event.sheet.name} joins the game"
        case CharacterSheetUpdated():
            return f"The gm updates {n(event.character_id)}'s sheet"
        case SessionStarted() | SessionRosterChanged():
            verb = "begins" if isinstance(event, SessionStarted) else "roster is now"
            names = ", ".join(n(cid) for cid in event.present_character_ids)
            return f"Session {event.session_number} {verb} with {names}"
        case ConcurrenceOpened():
            what = words(event.characteristic) + (
                f" + {words(event.domain_id)}" if event.domain_id else "")
            names = ", ".join(n(cid) for cid in event.participant_ids)
            return f"A concurrence on {what} opens between {names}"
        case ConcurrenceRolled():
            dice = ", ".join(str(v) for v in event.trinity_dice)
            if event.attribute_die_faces is not None:
                dice += f" + d{event.attribute_die_faces} {event.attribute_die_value}"
            return (f"{n(event.character_id)} rolls in the concurrence (threshold "
                    f"{event.threshold}): {dice} — {successes(event.total_successes)}")
        case ConcurrenceResolved():
            ranking = ", ".join(f"{r.rank}. {n(r.character_id)}" for r in event.ranking)
            return f"Concurrence ranking: {ranking}"
        case ConcurrenceCancelled():
            return f"The gm cancels concurrence {event.concurrence_id}"
        case SessionEnded():
            lost = "; ".join(f"{n(d.character_id)} loses {', '.join(map(str, d.values))}"
                             for d in event.discarded_murphy)
            return f"Session {event.session_number} ends" + (f" ({lost})" if lost else "")
    return None
