"""Who a command acts for, and what it names: the parts of a ``Move`` declaration that
check a character (or side) and the ids a command names (issue #43: one place for
preconditions)."""

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Generic, TypeAlias, TypeVar

from domain.core.actor import Actor
from domain.core.errors import DomainError
from domain.core.messages import Command

S = TypeVar("S")

Precondition: TypeAlias = Callable[[S, Actor], None]
"""``(state, actor) -> None``: raises the refusal when the command cannot be sent now."""
CharacterCheck: TypeAlias = Callable[[S, Actor, str], None]
"""``(state, actor, character_id) -> None``: raises when it cannot be sent for that one."""
NamedCheck: TypeAlias = Callable[[S, Actor, Any], None]
"""``(state, actor, command) -> None``: raises when what the command names by id (a
contest, a conflict, an action, a roll) cannot be acted on now."""

def always(state: Any, actor: Actor) -> None:
    """The precondition of a command that may be sent at any time."""


def anyone(state: Any, actor: Actor, character_id: str) -> None:
    """The character check of a command any seat may send for any character."""


@dataclass(frozen=True)
class ForCharacter(Generic[S]):
    """The command acts for a character: named by ``field`` (None: implied by the state,
    e.g. the open call's leader), checked by ``check``, among ``candidates``."""

    candidates: Callable[[S], Iterable[str]]
    check: CharacterCheck[S] = anyone
    field: str | None = "character_id"


def named(field: str, check: CharacterCheck[S]) -> NamedCheck[S]:
    """The ``NamedCheck`` of the id one field holds (a contest, a conflict, an action),
    checked like a character; nothing to check when the command leaves it out."""
    def check_named(state: S, actor: Actor, command: Any) -> None:
        value = getattr(command, field)
        if isinstance(value, str):
            check(state, actor, value)
    return check_named


def admit_character(state: S, command: Command, actor: Actor,
                     acting: ForCharacter[S]) -> None:
    """A character named by the command is checked; an implied one must be one of the
    candidates the seat may act for (the first one's refusal otherwise)."""
    if acting.field is not None:
        character_id = getattr(command, acting.field)
        if isinstance(character_id, str):
            acting.check(state, actor, character_id)
        return
    implied = list(acting.candidates(state))
    if implied and not any(passes(acting.check, state, actor, c) for c in implied[1:]):
        acting.check(state, actor, implied[0])


def passes(check: CharacterCheck[S], state: S, actor: Actor, cid: str) -> bool:
    """Whether ``check`` lets ``actor`` act for ``cid``."""
    try:
        check(state, actor, cid)
    except DomainError:
        return False
    return True
