"""Read model, event visibility and session-log lines. Ardri has no hidden information."""

from functools import partial
from typing import Any

import msgspec

from domain.ardri.catalog import parent_of
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
from domain.ardri.murphy import STORE_LIMIT
from domain.ardri.state import ArdriState, Character, SessionState
from domain.core import Actor, Event


def builtins(value: object) -> Any:
    """JSON-ready builtins of a struct or container (tuples become lists)."""
    return msgspec.json.decode(msgspec.json.encode(value))


def view(state: ArdriState, _viewer: Actor) -> dict[str, Any]:
    """Sheets (with this session's Murphy stores), rolls, concurrences and rankings."""
    session = state.session
    return {
        "phase": "in_session" if session else "between_sessions",
        "session_count": state.session_count,
        "session_number": session.session_number if session else None,
        "domain_catalog": builtins(state.domain_catalog),
        "present_character_ids": list(session.present_character_ids) if session else [],
        "characters": {cid: sheet_view(state, c) for cid, c in state.characters.items()},
        "open_rolls": builtins(session.open_rolls) if session else {},
        "closed_rolls": builtins(session.closed()) if session else {},
        "concurrences": builtins(session.concurrences) if session else {},
    }


def sheet_view(state: ArdriState, character: Character) -> dict[str, Any]:
    """One sheet with its derived domain thresholds and Murphy stores."""
    sheet, session = character.sheet, state.session
    thresholds = {
        domain: sheet.characteristics[parent_of(state.domain_catalog, domain) or ""] + modifier
        for domain, modifier in sheet.domain_modifiers.items()
        if parent_of(state.domain_catalog, domain)}
    return {
        "character_id": character.character_id,
        "owner_player_id": character.owner_player_id,
        **builtins(sheet),
        "domain_thresholds": thresholds,
        "present": bool(session and character.character_id in session.present_character_ids),
        "open_roll_id": session.open_roll_by_character.get(character.character_id)
        if session else None,
        "murphy": murphy_view(session, character.character_id),
    }


def murphy_view(session: SessionState | None, character_id: str) -> dict[str, Any]:
    """Stores done and left this session, and the stored successes."""
    murphy = session.murphy_of(character_id) if session else None
    count = murphy.store_count if murphy else 0
    return {"store_count": count, "stores_left": STORE_LIMIT - count,
            "stored": builtins(murphy.stored) if murphy else []}


def visible(_event: Event, _viewer: Actor) -> bool | Event:
    """Every Ardri event is public ("All rolls are public")."""
    return True


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
    if e.situation.kind != "normal":
        notes.append(f"{e.situation.kind.replace('_', ' ')} {e.situation_modifier:+d}")
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
