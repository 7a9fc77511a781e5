"""How the log names things: characters and sides by their names, modifiers in the
rulebook's words, scores signed."""

from domain.core.words import Words, say
from domain.voyages.narrate import glossary as g
from domain.voyages.rules.model import Modifier
from domain.voyages.rules.sheet import Target
from domain.voyages.state import VoyagesState


def signed(value: int) -> str:
    """``+2``, ``-1``, ``+0``."""
    return f"{value:+d}"


def capital(text: str) -> str:
    """The text with its first letter in capital (a name starting a sentence)."""
    return text[:1].upper() + text[1:]


def who(state: VoyagesState, character_id: str | None, words: Words) -> str:
    """A character's name; the environment when none."""
    if character_id is None:
        return words.pgettext("pool", "the environment")
    sheet = state.characters.get(character_id)
    return sheet.name if sheet else character_id


def member(state: VoyagesState, label: str) -> str:
    """A side member: a character's name, a thing's name, or the label as given."""
    sheet = state.characters.get(label)
    if sheet is not None:
        return sheet.name
    thing = state.things.get(label)
    return thing.name if thing is not None else label


def side(state: VoyagesState, conflict_id: str, side_id: str) -> str:
    """A side's name in its conflict (its id if unknown)."""
    conflict = state.conflicts.get(conflict_id)
    for candidate in conflict.sides if conflict else ():
        if candidate.side_id == side_id:
            return candidate.name
    return side_id


def target(state: VoyagesState, carrier: Target) -> str:
    """Who or what carries an adjective."""
    return member(state, carrier.id)


def modifiers(mods: tuple[Modifier, ...], words: Words) -> str:
    """``delicate task -2, adapted trade médecin +2`` (``no modifier``)."""
    if not mods:
        return words.gettext("no modifier")
    return ", ".join(f"{g.source(words, m.source)}{' ' + m.ref if m.ref else ''} "
                     f"{signed(m.value)}" for m in mods)


def pool(state: VoyagesState, pool_id: str, words: Words) -> str:
    """A situation pool: ``player:tetra`` -> Tetra, ``environment:1`` -> the environment,
    ``group:1`` -> the group 1."""
    kind, _, rest = pool_id.partition(":")
    if kind == "player":
        return who(state, rest, words)
    if kind == "environment":
        return say(words, "the environment of group %(n)s", n=rest) if rest not in ("", "1") \
            else words.pgettext("pool", "the environment")
    if kind == "group":
        return say(words, "the group %(n)s", n=rest)
    return pool_id
