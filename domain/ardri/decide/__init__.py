"""Ardri's command handlers, by topic: ``characters``, ``sessions``, ``rolls`` (the Laws
of Saint Padrog), ``murphy`` (the Laws of Murphy) and ``concurrence``.

Every handler has the one signature of ``domain.core.Handler``:
``(em: Emitter[ArdriState], command, actor, rng) -> None``. Here, the checks they share:
the generic checks every command passes first (spec §5 "Common rules"), in order
``game_not_initialized``, ``not_authorized``, ``no_active_session``,
``character_not_found``, ``character_not_present``, and the roll checks that action rolls
and concurrences both run. The guards come from ``domain.core.guards``.
"""

from domain.ardri.commands import (
    CancelConcurrence,
    ChangeSessionRoster,
    EndSession,
    GiveSurplusSuccess,
    OfferMurphySupport,
    OpenConcurrence,
    RegisterCharacter,
    RollAction,
    RollConcurrence,
    StartSession,
    StoreMurphySuccess,
    UpdateCharacterSheet,
    UseMurphySuccess,
)
from domain.ardri.rules.catalog import CHARACTERISTICS, parent_of
from domain.ardri.rules.values import Attribute, Sheet
from domain.ardri.state import ArdriState, SessionState
from domain.core import Actor, Command, DomainError, NotAuthorized
from domain.core.guards import invalid, require, require_character, require_gm, require_owner

GM_ONLY = (UpdateCharacterSheet, StartSession, ChangeSessionRoster, OpenConcurrence,
           CancelConcurrence, EndSession)
SESSIONLESS = (RegisterCharacter, UpdateCharacterSheet, StartSession)
NEEDS_PRESENCE = (RollAction, StoreMurphySuccess, UseMurphySuccess, GiveSurplusSuccess,
                  OfferMurphySupport, RollConcurrence)


def acting_character(state: ArdriState, command: Command) -> str | None:
    """The character a command acts for (the giver, the supporter), when it names one."""
    if isinstance(command, RollAction | StoreMurphySuccess | UseMurphySuccess
                  | RollConcurrence | UpdateCharacterSheet):
        return command.character_id
    if isinstance(command, OfferMurphySupport):
        return command.supporter_id
    if isinstance(command, GiveSurplusSuccess) and state.session is not None:
        roll = state.session.roll(command.from_roll_id)
        return roll.character_id if roll is not None else None
    return None


def check_generic(state: ArdriState, command: Command, actor: Actor) -> None:
    """Raise the first generic error that applies."""
    require(state.initialized, "game_not_initialized", "the game has no configuration yet")
    check_authorized(state, command, actor)
    require(state.session is not None or isinstance(command, SESSIONLESS),
            "no_active_session", "start a session first")
    character_id = acting_character(state, command)
    if character_id is None:
        return
    require_character(state.characters, character_id, "character_not_found")
    session = state.session
    if isinstance(command, NEEDS_PRESENCE) and session is not None:
        require(character_id in session.present_character_ids, "character_not_present",
                f"{character_id} is not in this session")


def check_authorized(state: ArdriState, command: Command, actor: Actor) -> None:
    """Gm-only commands need the gm; a player acts only for characters its seat owns."""
    if isinstance(command, GM_ONLY):
        require_gm(actor, "not_authorized", f"{type(command).__name__} is for the gm")
    if isinstance(command, RegisterCharacter):
        owner = command.owner_player_id
        if not actor.is_gm and owner is not None and owner != actor.seat_id:
            raise NotAuthorized("not_authorized", "a player registers characters for itself")
        return
    character = state.characters.get(acting_character(state, command) or "")
    if character is not None:
        require_owner(actor, character.owner_player_id,
                      f"this seat does not own {character.character_id}", code="not_authorized")


def active_session(state: ArdriState) -> SessionState:
    """The running session (the generic checks guarantee there is one)."""
    if state.session is None:
        raise DomainError("no_active_session", "start a session first")
    return state.session


def new_id(state: ArdriState, prefix: str) -> str:
    """``<prefix>-<n>``, n the sequence number of the creating event (replay-stable)."""
    return f"{prefix}-{state.sequence + 1}"


def check_characteristic(characteristic: str) -> None:
    """``invalid_characteristic`` unless strength, spirit or intention."""
    if characteristic not in CHARACTERISTICS:
        invalid(f"{characteristic!r} is not a characteristic", "invalid_characteristic")


def check_domain(state: ArdriState, characteristic: str, domain_id: str | None) -> None:
    """The domain exists in the catalog and sits under the characteristic (D3: optional)."""
    if domain_id is None:
        return
    parent = parent_of(state.domain_catalog, domain_id)
    require(parent is not None, "domain_not_found", f"no domain {domain_id!r} in the catalog")
    require(parent == characteristic, "domain_characteristic_mismatch",
            f"{domain_id} is under {parent}")


def check_attribute(sheet: Sheet, attribute_id: str | None,
                    domain_id: str | None) -> Attribute | None:
    """At most one attribute, on this sheet, of the rolled domain (D4)."""
    if attribute_id is None:
        return None
    attribute = sheet.attribute(attribute_id)
    if attribute is None:
        raise DomainError("attribute_not_found", f"no attribute {attribute_id!r} on this sheet")
    require(attribute.domain_id == domain_id, "attribute_domain_mismatch",
            f"{attribute_id} belongs to {attribute.domain_id}, not {domain_id}")
    return attribute
