"""The values Ardri's commands may take now, field by field (declared in ``decider.MOVES``).

Each function is ``(state, table) -> choices`` (``domain.core.choices``), labelled in the
reader's words (« Esprit », « Savoir », a character's name); a choice valid only when
sending for one character names it (``character_id``): a character holds at most one open
roll, so its roll, dice and stored successes are exact. ``FREE_FIELDS`` lists the fields
left to the table's own words and numbers; physical dice have no choices (the page hides
them when the server rolls).
"""

from collections.abc import Iterable, Mapping

from domain.ardri import commands as cmd
from domain.ardri.decide import may
from domain.ardri.decide.choices.murphy import (
    gift_dice,
    gift_sources,
    gift_targets,
    store_dice,
    store_rolls,
    support_stored,
    supported_rolls,
    use_rolls,
    use_stored,
)
from domain.ardri.narrate import glossary
from domain.ardri.rules.catalog import CHARACTERISTICS, all_domains
from domain.ardri.rules.resolution import DIFFICULTIES
from domain.ardri.state import ArdriState
from domain.core import Choice, ChoiceContext, Command, Count
from domain.core.words import say

FREE_FIELDS: Mapping[type[Command], tuple[str, ...]] = {
    cmd.RegisterCharacter: ("name", "class_name", "character_id", "attributes.attribute_id",
                            "attributes.name", "skills.name", "skills.description"),
    cmd.UpdateCharacterSheet: ("name", "class_name", "attributes.attribute_id",
                               "attributes.name", "skills.name", "skills.description"),
    cmd.RollAction: ("task_id", "label", "dice"),
    cmd.OpenConcurrence: ("label",),
    cmd.RollConcurrence: ("dice",),
}
"""The fields whose values are the table's own (a name, a label, a task everyone names
alike) or a physical roll: every other field an offer names has its choices."""


def names(state: ArdriState, ids: Iterable[str], for_character: str | None = None,
          ) -> list[Choice]:
    """Characters as choices, labelled with their names."""
    return [Choice(value=cid, label=state.characters[cid].sheet.name,
                   character_id=for_character) for cid in ids if cid in state.characters]


def owners(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """The seats a new character may belong to: the player's own, any player's for the gm."""
    if context.actor.is_gm:
        return context.seat_choices()
    name = context.seat_name(context.actor.seat_id) or context.actor.seat_id
    return [Choice(value=context.actor.seat_id, label=name)]


def characters(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """Every registered character."""
    return names(state, state.characters)


def present(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """The characters at the table."""
    return names(state, may.present(state))


def absent(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """Registered characters not at the table (who may join)."""
    seated = set(may.present(state))
    return names(state, [cid for cid in state.characters if cid not in seated])


def leaving(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """Present characters who may leave (the table keeps someone)."""
    seated = may.present(state)
    if len(seated) > 1 or len(seated) < len(state.characters):
        return names(state, seated)
    return []


def characteristics(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """Strength, spirit, intention (« Force », « Esprit », « Intention »)."""
    return context.terms(CHARACTERISTICS, glossary.characteristic)


def thresholds(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """A characteristic's threshold: 3..5 (§3)."""
    return context.numbers(range(3, 6))


def domains(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """The catalog's domains (each sits under one characteristic): « Savoir »…"""
    return context.terms(all_domains(state.domain_catalog), glossary.domain)


def domain_modifiers(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """A domain's modifier: -1..+2 (« de -1 à +2 sauf pour la Passion »)."""
    return context.numbers(range(-1, 3))


def passion_modifiers(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """The passion's modifier: -1 up to a threshold of 8, so +5 at intention 3 (decision
    2)."""
    return context.numbers(range(-1, 9 - 3))


def levels(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """An attribute's level: I, II, III (a d20, d12 or d8)."""
    return [Choice(value=n, label=label) for n, label in ((1, "I"), (2, "II"), (3, "III"))]


def challenges(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """An opponent's challenge level: none, or 1..3."""
    return context.numbers(range(4))


def characteristic_challenges(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """The opponent's challenge on the characteristic, 1..3 (an opposition has one)."""
    return context.numbers(range(1, 4))


def supporters(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """Per present character, the others who may coordinate with it."""
    seated = may.present(state)
    return [choice for cid in seated
            for choice in names(state, [o for o in seated if o != cid], cid)]


def supporter_counts(state: ArdriState, context: ChoiceContext) -> list[Count]:
    """« tous (ou au moins 3 d'entre eux) »: two supporters or more, or every other
    present character (decision 9)."""
    others = len(may.present(state)) - 1
    return [Count(min=min(2, others), max=others)] if others >= 1 else []


def roster_counts(state: ArdriState, context: ChoiceContext) -> list[Count]:
    """A session seats one character or more."""
    return [Count(min=1, max=len(state.characters))] if state.characters else []


def contest_counts(state: ArdriState, context: ChoiceContext) -> list[Count]:
    """A concurrence sets two present characters or more against each other."""
    seated = len(may.present(state))
    return [Count(min=2, max=seated)] if seated >= 2 else []


def attributes(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """Each present character's attributes (valid with their own domain)."""
    return [Choice(value=a.attribute_id, label=a.name, character_id=cid)
            for cid in may.present(state) for a in state.characters[cid].sheet.attributes]


def difficulties(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """Complicated, near impossible, or a facility."""
    return context.terms(list(DIFFICULTIES), glossary.difficulty)


def open_contests(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """The open concurrences."""
    return _contests(state, context, may.open_contest_ids(state), None)


def _contests(state: ArdriState, context: ChoiceContext, ids: Iterable[str],
              cid: str | None) -> list[Choice]:
    session = state.session
    if session is None:
        return []
    return [Choice(value=k, label=contest_label(state, context, k), character_id=cid)
            for k in ids]


def contest_label(state: ArdriState, context: ChoiceContext, contest_id: str) -> str:
    """A concurrence as a person names it: its label, or its characteristic and domain."""
    assert state.session is not None
    contest = state.session.concurrences[contest_id]
    if contest.label:
        return contest.label
    words = context.words
    if contest.domain_id is None:
        return say(words, "concurrence in %(characteristic)s",
                   characteristic=glossary.characteristic(words, contest.characteristic))
    return say(words, "concurrence in %(characteristic)s (%(domain)s)",
               characteristic=glossary.characteristic(words, contest.characteristic),
               domain=glossary.domain(words, contest.domain_id))


def awaiting_contests(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """For each participant, the open concurrences it has still to roll in."""
    return [choice for cid in may.contest_ready(state)
            for choice in _contests(state, context, may.contests_awaiting(state, cid), cid)]


def contest_attributes(state: ArdriState, context: ChoiceContext) -> list[Choice]:
    """Each participant's attributes of the domain of a concurrence it has to roll in."""
    session = state.session
    if session is None:
        return []
    found: list[Choice] = []
    for cid in may.contest_ready(state):
        wanted = {session.concurrences[k].domain_id for k in may.contests_awaiting(state, cid)}
        found.extend(Choice(value=a.attribute_id, label=a.name, character_id=cid)
                     for a in state.characters[cid].sheet.attributes if a.domain_id in wanted)
    return found


__all__ = [
    "FREE_FIELDS",
    "absent",
    "attributes",
    "awaiting_contests",
    "challenges",
    "characteristic_challenges",
    "characteristics",
    "characters",
    "contest_attributes",
    "contest_counts",
    "contest_label",
    "difficulties",
    "domain_modifiers",
    "domains",
    "gift_dice",
    "gift_sources",
    "gift_targets",
    "leaving",
    "levels",
    "names",
    "open_contests",
    "owners",
    "passion_modifiers",
    "present",
    "roster_counts",
    "store_dice",
    "store_rolls",
    "support_stored",
    "supported_rolls",
    "supporter_counts",
    "supporters",
    "thresholds",
    "use_rolls",
    "use_stored",
]
