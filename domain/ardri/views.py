"""The typed read model of an Ardri game (``ARDRI.view_type`` / ``ARDRI.sheet_type``) and
event visibility.

Ardri has no hidden information: every seat gets the same view. The JSON these structs
encode to is the read model the API has always served.
"""

from typing import Literal

import msgspec

from domain.ardri.rules.catalog import parent_of
from domain.ardri.rules.resolution import STORE_LIMIT
from domain.ardri.rules.values import Attribute, Character, Skill
from domain.ardri.state import ActionRoll, ArdriState, Concurrence, SessionState
from domain.ardri.state import StoredSuccess as StoredSuccess
from domain.core import Actor, Event


class MurphyView(msgspec.Struct, frozen=True, kw_only=True):
    """A character's Murphy stores this session."""

    store_count: int
    """Store operations done this session (0..3)."""
    stores_left: int
    """Store operations still possible this session."""
    stored: tuple[StoredSuccess, ...]
    """The successes kept for later."""


class CharacterSheetView(msgspec.Struct, frozen=True, kw_only=True):
    """One character sheet with its derived thresholds and this session's Murphy state."""

    character_id: str
    owner_player_id: str
    name: str
    class_name: str | None
    characteristics: dict[str, int]
    domain_modifiers: dict[str, int]
    attributes: tuple[Attribute, ...]
    skills: tuple[Skill, ...]
    domain_thresholds: dict[str, int]
    """Characteristic + domain modifier, per domain of the catalog."""
    present: bool
    """Whether the character sits in the running session."""
    open_roll_id: str | None
    """The character's open roll (null when none)."""
    murphy: MurphyView


class GameView(msgspec.Struct, frozen=True, kw_only=True):
    """The table as play needs it now (C4): sheets, the open rolls and the open
    concurrences; closed rolls and concurrences over are in the log."""

    phase: Literal["in_session", "between_sessions"]
    session_count: int
    session_number: int | None
    """The running session's number (null between sessions)."""
    domain_catalog: dict[str, tuple[str, ...]]
    present_character_ids: tuple[str, ...]
    characters: dict[str, CharacterSheetView]
    open_rolls: dict[str, ActionRoll]
    concurrences: dict[str, Concurrence]


def murphy_view(session: SessionState | None, character_id: str) -> MurphyView:
    """Stores done and left this session, and the stored successes."""
    murphy = session.murphy_of(character_id) if session else None
    count = murphy.store_count if murphy else 0
    return MurphyView(store_count=count, stores_left=STORE_LIMIT - count,
                      stored=murphy.stored if murphy else ())


def sheet_view(state: ArdriState, character: Character) -> CharacterSheetView:
    """One sheet with its derived domain thresholds and Murphy stores."""
    sheet, session, catalog = character.sheet, state.session, state.domain_catalog
    thresholds = {domain: sheet.characteristics[parent] + modifier
                  for domain, modifier in sheet.domain_modifiers.items()
                  if (parent := parent_of(catalog, domain))}
    cid = character.character_id
    return CharacterSheetView(
        character_id=cid, owner_player_id=character.owner_player_id, name=sheet.name,
        class_name=sheet.class_name, characteristics=sheet.characteristics,
        domain_modifiers=sheet.domain_modifiers, attributes=sheet.attributes,
        skills=sheet.skills, domain_thresholds=thresholds,
        present=bool(session and cid in session.present_character_ids),
        open_roll_id=session.open_roll_by_character.get(cid) if session else None,
        murphy=murphy_view(session, cid))


def game_view(state: ArdriState) -> GameView:
    """Sheets (with this session's Murphy stores), rolls, concurrences and rankings."""
    session = state.session
    return GameView(
        phase="in_session" if session else "between_sessions",
        session_count=state.session_count,
        session_number=session.session_number if session else None,
        domain_catalog=state.domain_catalog,
        present_character_ids=session.present_character_ids if session else (),
        characters={cid: sheet_view(state, c) for cid, c in state.characters.items()},
        open_rolls=session.open_rolls if session else {},
        concurrences=session.concurrences if session else {})


def view(state: ArdriState, _viewer: Actor) -> GameView:
    """Sheets (with this session's Murphy stores), rolls, concurrences and rankings; the
    same for every seat."""
    return game_view(state)


def visible(_event: Event, _viewer: Actor) -> bool | Event:
    """Every Ardri event is public ("All rolls are public")."""
    return True
