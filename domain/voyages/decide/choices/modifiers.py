"""The modifiers a roll may name (7.1), as choices: the sources a seat may send for that
kind of roll, in the rulebook's words (« tâche délicate », « métier adapté »), and what a
character's own modifier refers to (its traits, trades, aspects, tints and adjectives, by
name). A source, its reference and its value are picks of their own: the server still
checks that they belong together (``invalid_modifier``)."""

from collections.abc import Callable

from domain.core import Choice, ChoiceContext
from domain.core.words import say
from domain.voyages.narrate import glossary as g
from domain.voyages.rules.modifiers import RollKind
from domain.voyages.rules.sheet import Character
from domain.voyages.state import VoyagesState

_ANY_ROLLER = ("delicate_task", "taking_time", "tint", "adjective")
_CHARACTER_ONLY = ("adapted_trade", "related_trade", "aspect", "trait")
_GM_ONLY: dict[RollKind, str] = {"situation": "good_approach", "action": "group_help"}

ChoiceFn = Callable[[VoyagesState, ChoiceContext], list[Choice]]


def _sources(kind: RollKind, roller: str, context: ChoiceContext) -> list[str]:
    found = [*_ANY_ROLLER, *(_CHARACTER_ONLY if roller != "none" else ())]
    if context.actor.is_gm:
        found += [_GM_ONLY[kind]] if kind in _GM_ONLY else []
        found += ["gm_other"] if roller != "character" else []
    return found


def sources(kind: RollKind, roller: str) -> ChoiceFn:
    """The sources a seat may name on that kind of roll; ``roller``: ``character`` (a
    character rolls), ``none`` (the environment) or ``either`` (a side's members: a
    character or a non-player member). The gm adds its own (7.1: a good approach in
    situations, group help on actions, its own modifier on rolls without a character)."""
    def choose(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
        return context.terms(_sources(kind, roller, context), g.source)
    return choose


def helper_sources(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """U1: the sources of a helper's roll, for the helpers the seat plays (another seat's
    helper names its own modifiers when it joins)."""
    return [choice for sheet in state.characters.values()
            if context.actor.may_act_for(sheet.owner_player_id)
            for choice in context.terms(_sources("action", "character", context), g.source,
                                      sheet.character_id)]


def _refs(sheet: Character, state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    cid = sheet.character_id
    held = [a for t in state.things.values() if t.holder_character_id in (None, cid)
            for a in t.adjectives]
    return [*(Choice(value=t.trait_id, label=t.name, character_id=cid) for t in sheet.traits),
            *(Choice(value=t.trade_id, label=t.name, character_id=cid) for t in sheet.trades),
            *(Choice(value=f"{t.trade_id}/{a}", label=say(
                context.words, "%(aspect)s (%(trade)s)", aspect=a, trade=t.name),
                character_id=cid) for t in sheet.trades for a in t.aspects),
            *(Choice(value=t.tint, label=t.tint, character_id=cid) for t in sheet.own_tints),
            *(Choice(value=a.adjective_id, label=a.name, character_id=cid)
              for a in (*sheet.adjectives, *held))]


def references(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """For each character the seat plays, what its modifiers may refer to: its traits,
    trades, aspects, own tints and the adjectives it may use, by name."""
    return [choice for sheet in state.characters.values()
            if context.actor.may_act_for(sheet.owner_player_id)
            for choice in _refs(sheet, state, context)]
