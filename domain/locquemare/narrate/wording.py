"""How the log names things: heroes and npcs by their names, the Adversity in the
reader's language, key texts quoted (hidden ones unsaid), dice signed."""

from domain.core.words import Words, say
from domain.locquemare.state import ADVERSITY, LocquemareState

State = LocquemareState


def capital(text: str) -> str:
    """The text with its first letter in capital (a name starting a sentence)."""
    return text[:1].upper() + text[1:]


def name(state: State, who: str | None, words: Words) -> str:
    """A hero's name, an npc's name, or « the Adversity »."""
    if who == ADVERSITY:
        return words.pgettext("role", "the Adversity")
    hero = state.heroes.get(who or "")
    if hero is not None:
        return hero.name
    return npc_name(state, who)


def npc_name(state: State, npc_id: str | None) -> str:
    """An npc's name (its id if unknown)."""
    npc = state.npcs.get(npc_id or "")
    return npc.name if npc else str(npc_id)


def names(state: State, hero_ids: tuple[str, ...], npc_ids: tuple[str, ...],
          words: Words) -> str:
    """``Sybéline, Artus, Le chef`` (``Nobody``)."""
    found = [name(state, h, words) for h in hero_ids] + [npc_name(state, n) for n in npc_ids]
    return ", ".join(found) or words.gettext("Nobody")


def actor(state: State, action_id: str) -> str:
    """The name of the hero of the open action ``action_id`` (``?`` otherwise)."""
    action = state.action
    if action is None or action.action_id != action_id:
        return "?"
    hero = state.heroes.get(action.hero_id)
    return hero.name if hero else action.hero_id


def signed(values: tuple[int, ...]) -> str:
    """Fate dice: ``+1, 0, 0, -1``."""
    return ", ".join(f"{v:+d}" if v else "0" for v in values)


def quoted(words: Words, text: str) -> str:
    """A text as the log quotes it: ``'Un peu saoul'`` (« Un peu saoul »)."""
    return say(words, "'%(text)s'", text=text)


def key_text(state: State, key_id: str | None, words: Words) -> str:
    """A known key's quoted text, or ``a hidden key``."""
    key = state.keys.get(key_id or "")
    if key is None or not key.known:
        return words.gettext("a hidden key")
    return quoted(words, key.text)
