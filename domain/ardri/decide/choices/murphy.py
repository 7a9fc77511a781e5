"""The choices of rolls and the laws of Murphy: a character's open roll, its dice, its
stored successes, a partner's roll (labelled as a person names them: « Jet d'Esprit de
Sinnead », « 4 (dé de Trinité n° 1) »)."""

from collections.abc import Callable, Iterable

from domain.ardri.decide import may
from domain.ardri.narrate import glossary
from domain.ardri.state import ActionRoll, ArdriState, SessionState
from domain.core import Choice, ChoiceContext
from domain.core.words import say


def own_open_roll(state: ArdriState, context: ChoiceContext, ready: list[str]) -> list[Choice]:
    """The open roll of each ready character."""
    session = state.session
    if session is None:
        return []
    return [Choice(value=session.open_roll_by_character[cid],
                   label=roll_label(state, context, session.open_rolls[
                       session.open_roll_by_character[cid]]),
                   character_id=cid) for cid in ready]


def roll_label(state: ArdriState, context: ChoiceContext, roll: ActionRoll) -> str:
    """A roll as a person names it: its label, or whose roll in which characteristic."""
    if roll.label:
        return roll.label
    return say(context.words, "%(name)s's %(characteristic)s roll",
               name=state.characters[roll.character_id].sheet.name,
               characteristic=glossary.characteristic(context.words, roll.characteristic))


def die_label(context: ChoiceContext, roll: ActionRoll, index: int) -> str:
    """A die of a roll: its face, and which die (« 4 (d10 n° 1) », the attribute die)."""
    face = may.die_value(roll, index)
    if index == 3:
        return say(context.words, "%(face)d (attribute die)", face=face)
    return say(context.words, "%(face)d (trinity die %(n)d)", face=face, n=index + 1)


def store_rolls(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """The open roll a character may store a success from."""
    return own_open_roll(state, context, may.store_ready(state))


PerRoll = Callable[[SessionState, str, ActionRoll], Iterable[Choice]]
"""``(session, character, its open roll) -> choices`` for that character."""


def per_open_roll(state: ArdriState, ready: Iterable[str], choices_of: PerRoll) -> list[Choice]:
    """The choices each ready character's open roll gives it."""
    session = state.session
    if session is None:
        return []
    found: list[Choice] = []
    for cid in ready:
        roll = may.open_roll_of(session, cid)
        assert roll is not None  # a ready character holds an open roll
        found.extend(choices_of(session, cid, roll))
    return found


def store_dice(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """The dice of that roll that may be stored."""
    return per_open_roll(state, may.store_ready(state), lambda session, cid, roll: (
        Choice(value=i, label=die_label(context, roll, i), character_id=cid)
        for i in may.storable(session, roll)))


def use_rolls(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """The open failed roll a character may complete."""
    return own_open_roll(state, context, may.use_ready(state))


def use_stored(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """The stored successes that fit the character's open failed roll."""
    return per_open_roll(state, may.use_ready(state), lambda session, cid, roll: (
        Choice(value=s.stored_success_id, label=stored_label(context, s.value), character_id=cid)
        for s in may.fitting(session.murphy_of(cid).stored, roll)))


def stored_label(context: ChoiceContext, value: int) -> str:
    """A stored success, by its value."""
    return say(context.words, "a stored success of %(value)d", value=value)


def gift_sources(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """The giver's open roll with a surplus."""
    return own_open_roll(state, context, may.gift_ready(state))


def gift_dice(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """The giver's dice that fit one of the partners' rolls."""
    def dice(session: SessionState, cid: str, source: ActionRoll) -> Iterable[Choice]:
        targets = may.gift_targets(session, source)
        return (Choice(value=i, label=die_label(context, source, i), character_id=cid)
                for i in may.giftable(source)
                if any(may.die_value(source, i) <= t.effective_threshold for t in targets))
    return per_open_roll(state, may.gift_ready(state), dice)


def gift_targets(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """The partners' open failed rolls on the giver's task."""
    return per_open_roll(state, may.gift_ready(state), lambda session, cid, source: (
        Choice(value=t.roll_id, label=roll_label(state, context, t), character_id=cid)
        for t in may.gift_targets(session, source)))


def supported_rolls(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """The instigators' failed rolls each supporter may help."""
    session = state.session
    if session is None:
        return []
    return [Choice(value=r.roll_id, label=roll_label(state, context, r), character_id=cid)
            for cid in may.support_ready(state) for r in may.supported_rolls(session, cid)]


def support_stored(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """Each supporter's stored successes that fit a supported roll."""
    session = state.session
    if session is None:
        return []
    found: list[Choice] = []
    for cid in may.support_ready(state):
        rolls = may.supported_rolls(session, cid)
        found.extend(Choice(value=s.stored_success_id, label=stored_label(context, s.value),
                            character_id=cid)
                     for s in session.murphy_of(cid).stored
                     if any(s.value <= r.effective_threshold for r in rolls))
    return found
