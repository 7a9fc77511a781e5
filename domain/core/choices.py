"""The values a command's fields may take now, labelled in the reader's language (C6).

A rule system's choice functions are ``(state, context) -> choices``: the ``ChoiceContext``
says who asks (``actor``), the seats of the game and the reader's ``words``, so every label
is said in the reader's language with the rulebook's words (« Hiver », « Savoir », a
character's name), never an identifier:

- ``context.terms(SEASONS, glossary.season)``: values labelled by a glossary function
  (``(words, value) -> label``) or a ``pgettext`` context (``context.terms(kinds, "kind")``);
- ``context.numbers(range(1, 6))``: small integers (a score, a position), labelled as written;
- ``say(context.words, "%(quadrant)s, cell %(cell)d", …)`` (``domain.core.words``): a label
  made of a sentence of the rule system's catalog.

Keys of ``Affordance.choices`` (``domain.core.offers``): ``field`` for a plain field or a
list's elements; ``a.b`` for field ``b`` inside the structs of list or struct ``a``; for a
map field ``m``, ``m`` lists the allowed keys and ``m.*`` the allowed values of its
entries. A list field's choices are used once each (a value the state holds twice, such
as two spring gems in hand, is listed twice); ``Affordance.counts`` says how many
elements a list takes when the state fixes it.
"""

from collections.abc import Callable, Iterable
from typing import Any, TypeAlias

import msgspec

from domain.core.actor import Actor, Role, Seat
from domain.core.words import ENGLISH, Words

ChoiceValue: TypeAlias = str | int | bool
Label: TypeAlias = Callable[[Words, Any], str] | str
"""A glossary function ``(words, value) -> label``, or a ``pgettext`` context."""


class Choice(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """One value a field may take now; ``label`` is what a person reads (a character's or a
    seat's name, a rulebook term); ``character_id``: only when sending for that character
    (or, inside a list's item, when that item names that character)."""

    value: ChoiceValue
    label: str
    character_id: str | None = None


class Count(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """How many elements a list field takes now (``min``..``max``, both included);
    ``character_id``: only when sending for that character."""

    min: int
    max: int
    character_id: str | None = None


_LABELS: dict[tuple[int, int | str, type, ChoiceValue], tuple[Words, Label, str]] = {}
"""(words, label, value) -> the label said: a term's catalog lookup is the same for every
seat and every commit (issue #36: the live feed labels each seat's offers after each
commit). Keyed by the identity of the words (kept, ``services.i18n.words``) and of a
label function (a glossary, which holds dicts, has no hash), which the entry holds so
that an identity cannot be reused; and by the value's type (``True == 1``)."""
_MAX_LABELS = 20_000
"""Beyond this many entries the memo starts again (labels of ids never come back)."""


def _label(words: Words, label: Label, value: ChoiceValue) -> str:
    key = (id(words), label if isinstance(label, str) else id(label), type(value), value)
    found = _LABELS.get(key)
    if found is not None and found[0] is words and found[1] is label:
        return found[2]
    said = words.pgettext(label, str(value)) if isinstance(label, str) else \
        label(words, value)
    if len(_LABELS) >= _MAX_LABELS:
        _LABELS.clear()
    _LABELS[key] = (words, label, said)
    return said


def forget_labels() -> None:
    """Drop the labels said so far (each is said again from the catalogs)."""
    _LABELS.clear()


class ChoiceContext(msgspec.Struct, frozen=True, kw_only=True):
    """What a choice function may read besides the state: who asks, the seats, and the
    reader's words (labels are said in them)."""

    actor: Actor
    seats: tuple[Seat, ...] = ()
    words: Any = ENGLISH
    """The reader's ``Words`` (``domain.core.words``)."""

    def seat_choices(self, roles: tuple[Role, ...] = ("player",)) -> list[Choice]:
        """The seats of these roles, labelled with their names."""
        return [Choice(value=s.seat_id, label=s.name) for s in self.seats if s.role in roles]

    def gm_seat_id(self) -> str | None:
        """The gm's seat, when the platform gave the seats."""
        return next((s.seat_id for s in self.seats if s.role == "gm"), None)

    def seat_name(self, seat_id: str | None) -> str | None:
        """A seat's name, when the platform gave the seats."""
        return next((s.name for s in self.seats if s.seat_id == seat_id), None)

    def seat_role(self, seat_id: str) -> Role:
        """A seat's role (a seat the platform did not give plays: ``player``)."""
        return next((s.role for s in self.seats if s.seat_id == seat_id), "player")

    def term(self, value: ChoiceValue, label: Label,
             for_character: str | None = None) -> Choice:
        """One value labelled in the reader's words (a glossary term)."""
        return Choice(value=value, label=_label(self.words, label, value),
                      character_id=for_character)

    def terms(self, values: Iterable[ChoiceValue], label: Label,
              for_character: str | None = None) -> list[Choice]:
        """Values labelled in the reader's words: ``context.terms(SEASONS, glossary.season)``
        or by ``pgettext`` context: ``context.terms(("up", "down"), "shift")``."""
        return [self.term(v, label, for_character) for v in values]

    def numbers(self, values: Iterable[int], for_character: str | None = None) -> list[Choice]:
        """Small integers (a score, a position), labelled as written."""
        return [Choice(value=v, label=str(v), character_id=for_character) for v in values]


def plain_choices(values: Iterable[ChoiceValue],
                  for_character: str | None = None) -> list[Choice]:
    """Values labelled with themselves: only for what reads the same in every language
    (numbers); a rulebook term is labelled with ``ChoiceContext.terms``."""
    return [Choice(value=v, label=str(v), character_id=for_character) for v in values]


__all__ = ["Choice", "ChoiceContext", "ChoiceValue", "Count", "Label", "forget_labels",
           "plain_choices"]
