"""The checks every rule system's handlers run first: who acts, what exists, which phase.

Each guard raises the error kind the HTTP layer maps (``NotAuthorized`` -> 403,
``DomainError`` -> 409, ``InvalidValue`` -> 422). Rule systems spell their codes and
messages differently and those are part of their documented API, so every guard takes
``code`` and ``detail``; the defaults are ESPRI's. A rule system that needs other words
passes them (``require_gm(actor, code="forbidden")``) or binds them once in a one-line
wrapper of its own.
"""

from collections.abc import Callable, Collection, Mapping
from typing import NoReturn, TypeVar

from domain.core.actor import Actor
from domain.core.errors import DomainError, InvalidValue, NotAuthorized
from domain.core.words import sentence

K = TypeVar("K")
V = TypeVar("V")


def require(condition: bool, code: str, detail: str, field: str | None = None) -> None:
    """``DomainError(code, detail, field)`` unless ``condition`` holds."""
    if not condition:
        raise DomainError(code, detail, field)


def invalid(detail: str, code: str = "invalid_payload", field: str | None = None) -> NoReturn:
    """Raise ``InvalidValue``: a malformed or out-of-range value (HTTP 422) of ``field``."""
    raise InvalidValue(code, detail, field)


def require_gm(actor: Actor, code: str = "gm_only",
               detail: str = sentence("only the gm may do that")) -> None:
    """Only the gm seat may issue this command (``NotAuthorized``)."""
    if not actor.is_gm:
        raise NotAuthorized(code, detail)


def require_owner(actor: Actor, owner_seat_id: str, detail: str,
                  code: str = "not_owner") -> None:
    """The seat owning the character (``owner_seat_id``), or the gm (``NotAuthorized``).

    ``detail`` names the character, e.g. ``f"this seat does not play {sheet.name}"``."""
    if not actor.may_act_for(owner_seat_id):
        raise NotAuthorized(code, detail)


def require_found(table: Mapping[K, V], key: K, code: str, detail: str,
                  field: str | None = None) -> V:
    """``table[key]``, or ``DomainError(code, detail, field)`` when it is missing."""
    found = table.get(key)
    if found is None:
        raise DomainError(code, detail, field)
    return found


def require_character(characters: Mapping[str, V], character_id: str,
                      code: str = "unknown_character", detail: str | None = None,
                      field: str | None = None) -> V:
    """The character, or ``DomainError(code)`` (default detail: there is no such
    character)."""
    return require_found(characters, character_id, code,
                         detail or sentence("there is no such character"), field)


def require_phase(phase: str, allowed: Collection[str], code: str = "wrong_phase",
                  detail: str | None = None) -> None:
    """``DomainError(code)`` unless ``phase`` is one of ``allowed``
    (default detail ``not possible in phase <phase>``)."""
    if phase not in allowed:
        raise DomainError(code, detail or sentence("not possible at this point of the game"))


def require_choice(name: str, value: str, allowed: Collection[str],
                   code: str = "invalid_payload") -> None:
    """``InvalidValue(code)`` unless ``value`` is one of ``allowed`` (``name``: the field)."""
    if value not in allowed:
        invalid(sentence("this value is not one of those allowed here"), code, name)


def every_rule(*checks: Callable[[], None]) -> None:
    """Run every check, each about its own part of a command (a sheet's name, its dice...),
    and raise the first refusal carrying all of them as its ``findings``: a person fixes
    every broken rule at once, not one per try; the refusal itself stays the first's."""
    found: list[DomainError] = []
    for check in checks:
        try:
            check()
        except DomainError as error:
            found.extend(error.findings or (error,))
    if found:
        first = found[0]
        first.findings = tuple(found)
        raise first
