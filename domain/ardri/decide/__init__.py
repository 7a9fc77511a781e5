"""Ardri's command handlers, by topic: ``characters``, ``sessions``, ``rolls`` (the Laws
of Saint Padrog), ``murphy`` (the Laws of Murphy) and ``concurrence``.

Every handler has the one signature of ``domain.core.Handler``:
``(em: Emitter[ArdriState], command, actor, rng) -> None``. The generic checks of spec §5
("Common rules": ``game_not_initialized``, ``not_authorized``, ``no_active_session``,
``character_not_found``, ``character_not_present``) are declared with each command in
``decider.MOVES`` (``decide/may.py``) and run before the handler. Here, the roll checks
that action rolls and concurrences both run. The guards come from ``domain.core.guards``.
"""

from domain.ardri.narrate import glossary
from domain.ardri.rules.catalog import CHARACTERISTICS, parent_of
from domain.ardri.rules.values import Attribute, Sheet
from domain.ardri.state import ArdriState, SessionState
from domain.core import DomainError
from domain.core.guards import invalid, require
from domain.core.words import Said, sentence


def active_session(state: ArdriState) -> SessionState:
    """The running session (the generic checks guarantee there is one)."""
    if state.session is None:
        raise DomainError("no_active_session", sentence("start a session first"))
    return state.session


def new_id(state: ArdriState, prefix: str) -> str:
    """``<prefix>-<n>``, n the sequence number of the creating event (replay-stable)."""
    return f"{prefix}-{state.sequence + 1}"


def check_characteristic(characteristic: str) -> None:
    """``invalid_characteristic`` unless strength, spirit or intention."""
    if characteristic not in CHARACTERISTICS:
        invalid(sentence("a characteristic is Strength, Spirit or Intention"),
                "invalid_characteristic", "characteristic")


def check_domain(state: ArdriState, characteristic: str, domain_id: str | None) -> None:
    """The domain exists in the catalog and sits under the characteristic (D3: optional)."""
    if domain_id is None:
        return
    parent = parent_of(state.domain_catalog, domain_id)
    require(parent is not None, "domain_not_found",
            sentence("this domain is not one of the game's"), "domain_id")
    require(parent == characteristic, "domain_characteristic_mismatch",
            sentence("%(domain)s is a domain of %(parent)s",
                     domain=Said(domain_id, glossary.domain),
                     parent=Said(str(parent), glossary.characteristic)), "domain_id")


def check_attribute(sheet: Sheet, attribute_id: str | None,
                    domain_id: str | None) -> Attribute | None:
    """At most one attribute, on this sheet, of the rolled domain (D4)."""
    if attribute_id is None:
        return None
    attribute = sheet.attribute(attribute_id)
    if attribute is None:
        raise DomainError("attribute_not_found",
                          sentence("%(name)s has no such attribute", name=sheet.name),
                          "attribute_id")
    require(attribute.domain_id == domain_id, "attribute_domain_mismatch",
            sentence("%(attribute)s goes with %(domain)s: roll in that domain",
                     attribute=attribute.name, domain=Said(attribute.domain_id,
                                                           glossary.domain)), "attribute_id")
    return attribute
