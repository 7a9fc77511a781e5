"""Characters and sessions: RegisterCharacter, UpdateCharacterSheet, StartSession,
ChangeSessionRoster, EndSession."""

import re

import msgspec

from domain.ardri.commands import (
    ChangeSessionRoster,
    EndSession,
    RegisterCharacter,
    StartSession,
    UpdateCharacterSheet,
)
from domain.ardri.events import (
    CharacterRegistered,
    CharacterSheetUpdated,
    DiscardedMurphy,
    SessionEnded,
    SessionRosterChanged,
    SessionStarted,
)
from domain.ardri.guards import active_session
from domain.ardri.sheet import build_sheet, invalid_sheet
from domain.ardri.state import ArdriState
from domain.core import Actor, DomainError


def register_character(state: ArdriState, command: RegisterCharacter,
                       actor: Actor) -> list[CharacterRegistered]:
    """A new character: the player's own, or the gm's for ``owner_player_id``."""
    owner = command.owner_player_id or (None if actor.is_gm else actor.seat_id)
    if owner is None:
        raise invalid_sheet("owner_player_id", "required when the gm registers a character")
    sheet = build_sheet(state.domain_catalog, name=command.name, class_name=command.class_name,
                        characteristics=command.characteristics,
                        domain_modifiers=command.domain_modifiers,
                        attributes=command.attributes, skills=command.skills)
    character_id = command.character_id
    if character_id is None:
        character_id = free_slug(state, sheet.name)
    elif not character_id.strip() or character_id in state.characters:
        raise invalid_sheet("character_id", "must be a new, non-empty id")
    return [CharacterRegistered(character_id=character_id, owner_player_id=owner, sheet=sheet)]


def free_slug(state: ArdriState, name: str) -> str:
    """A readable id from the name (``sire-galvin``), numbered when already taken."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "character"
    candidate, n = slug, 1
    while candidate in state.characters:
        n += 1
        candidate = f"{slug}-{n}"
    return candidate


def update_character_sheet(state: ArdriState,
                           command: UpdateCharacterSheet) -> list[CharacterSheetUpdated]:
    """A gm edit; characteristics are fixed (D18) and the result is validated again."""
    old = state.characters[command.character_id].sheet
    given = command.characteristics
    if given is not msgspec.UNSET and dict(given) != old.characteristics:
        raise DomainError("characteristics_are_fixed", "characteristic thresholds never change")

    sheet = build_sheet(
        state.domain_catalog,
        name=old.name if command.name is msgspec.UNSET else command.name,
        class_name=old.class_name if command.class_name is msgspec.UNSET else command.class_name,
        characteristics=old.characteristics,
        domain_modifiers=old.domain_modifiers if command.domain_modifiers is msgspec.UNSET
        else command.domain_modifiers,
        attributes=old.attributes if command.attributes is msgspec.UNSET else command.attributes,
        skills=old.skills if command.skills is msgspec.UNSET else command.skills)
    return [CharacterSheetUpdated(character_id=command.character_id, sheet=sheet)]


def start_session(state: ArdriState, command: StartSession) -> list[SessionStarted]:
    """A new session with at least one present character."""
    if state.session is not None:
        raise DomainError("session_already_active", "end the running session first")
    ids = command.present_character_ids
    check_known(state, ids)
    if not ids or len(set(ids)) != len(ids):
        raise DomainError("invalid_roster", "at least one character, each once")
    return [SessionStarted(session_number=state.session_count + 1,
                           present_character_ids=tuple(ids))]


def change_session_roster(state: ArdriState,
                          command: ChangeSessionRoster) -> list[SessionRosterChanged]:
    """Characters join (appended) or leave; Murphy state stays until EndSession."""
    session = active_session(state)
    check_known(state, [*command.add_ids, *command.remove_ids])
    present = session.present_character_ids
    adds, removes = command.add_ids, command.remove_ids
    if len(set(adds)) != len(adds) or any(cid in present for cid in adds):
        raise DomainError("invalid_roster", "a character added is already present")
    if len(set(removes)) != len(removes) or any(cid not in present for cid in removes):
        raise DomainError("invalid_roster", "a character removed is not present")
    roster = tuple(cid for cid in present if cid not in removes) + tuple(adds)
    if not roster:
        raise DomainError("invalid_roster", "a session keeps at least one character")
    return [SessionRosterChanged(session_number=session.session_number,
                                 present_character_ids=roster)]


def check_known(state: ArdriState, ids: list[str]) -> None:
    """``character_not_found`` for the first unknown id."""
    for character_id in ids:
        if character_id not in state.characters:
            raise DomainError("character_not_found", f"no character {character_id!r}")


def end_session(state: ArdriState, _command: EndSession) -> list[SessionEnded]:
    """Close the session: stored successes discarded, open concurrences cancelled."""
    session = active_session(state)
    discarded = tuple(
        DiscardedMurphy(character_id=cid, values=tuple(s.value for s in murphy.stored))
        for cid, murphy in session.murphy.items() if murphy.stored)
    cancelled = tuple(cid for cid, c in session.concurrences.items() if c.status == "open")
    return [SessionEnded(session_number=session.session_number, discarded_murphy=discarded,
                         cancelled_concurrence_ids=cancelled)]
