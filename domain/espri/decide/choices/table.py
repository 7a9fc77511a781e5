"""The table's choices: characters, seasons, helpers and what the between-calls commands
name (recharges, recipients, purposes)."""

from collections.abc import Iterable

from domain.core import Choice, ChoiceContext
from domain.espri.decide import between_calls, outcome, recharge
from domain.espri.narrate import glossary
from domain.espri.rules.gems import SEASONS
from domain.espri.rules.sheet import Character, is_active
from domain.espri.state import EspriState


def names(state: EspriState, ids: Iterable[str], for_character: str | None = None,
          ) -> list[Choice]:
    """Characters as choices, labelled with their names."""
    return [Choice(value=cid, label=state.characters[cid].name, character_id=for_character)
            for cid in ids if cid in state.characters]


def can_take_part(state: EspriState, sheet: Character) -> bool:
    """An active member whose setup draw is done (R3, T14)."""
    return is_active(sheet) and sheet.id in state.setup_done


def participants(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Characters who may lead or help a call (intact medium, still in the quartet, set up:
    T14)."""
    return names(state, [cid for cid, s in state.characters.items() if can_take_part(state, s)])


def helpers(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Per leader, the other characters who may help it."""
    able = [cid for cid, s in state.characters.items() if can_take_part(state, s)]
    return [choice for leader in able
            for choice in names(state, [cid for cid in able if cid != leader], leader)]


def seasons(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """The four seasons (« Hiver », « Printemps », « Été », « Automne »)."""
    return context.terms(SEASONS, glossary.season)


def talents(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Each possible participant's talents (valid when that character leads, or for a
    direct helper's own talent, T7)."""
    return [Choice(value=talent, label=talent, character_id=cid)
            for cid, sheet in state.characters.items() if can_take_part(state, sheet)
            for talent in sheet.talents]


def helper_modes(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Direct help (« Aide Directe ») for any helper; resonance (« Résonance ») for a
    helper holding a relation with a resonance left (the leader must be its target)."""
    resonant = [cid for cid, sheet in state.characters.items() if can_take_part(state, sheet)
                and any(rel.resonance >= 1 for rel in sheet.relations.values())]
    return [context.term("direct", glossary.helper_mode),
            *(context.term("resonance", glossary.helper_mode, cid) for cid in resonant)]


def difficulty_sources(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """The weather of the called quadrant, or an opponent's score."""
    return context.terms(("weather", "opposition"), glossary.difficulty_source)


def yes_no(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Yes or no (a passive call, an option turned on, a medium shattered)."""
    return [context.term(True, glossary.yes_no), context.term(False, glossary.yes_no)]


def modifier_targets(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Per leader, the participants a modifier may name (R5): the leader or a helper."""
    able = [cid for cid, s in state.characters.items() if can_take_part(state, s)]
    return [choice for leader in able for choice in names(state, able, leader)]


def recharge_targets(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Per character, the relations it may recharge now (empty, not recharged today)."""
    return [Choice(value=target, label=state.characters[target].name, character_id=cid)
            for cid, sheet in state.characters.items()
            for target in recharge.rechargeable(state, sheet)]


def requested_targets(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Per requesting character, the relations whose recharge waits for the gm (T11)."""
    return [Choice(value=r.target_id, label=_name(state, r.target_id),
                   character_id=r.character_id) for r in state.recharge_requests]


def _name(state: EspriState, cid: str) -> str:
    sheet = state.characters.get(cid)
    return sheet.name if sheet is not None else cid


def prayer_recipients(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Members whose prayers have room."""
    return names(state, between_calls.prayer_recipients(state))


def saved(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Per saver, the members it holds a prayer gem of the colour of."""
    return [Choice(value=target, label=state.characters[target].name, character_id=cid)
            for cid, sheet in state.characters.items()
            for target in between_calls.savable(state, sheet)]


def caterpillar_seasons(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """The nymphs the gem caterpillar may push on."""
    return context.terms(outcome.caterpillar_seasons(state), glossary.season)


def harmony_purposes(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """What harmony is spent on (T18): a score, a resistance test, something else."""
    return context.terms(("score", "resistance", "other"), glossary.purpose)
