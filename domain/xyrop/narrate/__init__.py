"""Session-log lines for the events worth a line, in the reader's language: the English
sentences go through ``words`` (``domain.core.words``), the rulebook's terms through the
glossary (``narrate.glossary``)."""

from collections.abc import Callable
from typing import Any

from domain.core import Event
from domain.core.words import ENGLISH, Words, say
from domain.xyrop import events as ev
from domain.xyrop.narrate import rolls, table
from domain.xyrop.narrate.glossary import milestone
from domain.xyrop.narrate.rolls import dice_text, name_of
from domain.xyrop.rules.ladder import die_label
from domain.xyrop.state import GameState, readable_id

__all__ = ["dice_text", "narrate"]


def _swap(state: GameState, event: ev.ExperienceSwapApplied, words: Words) -> str:
    return say(words, "%(name)s improves %(improve)s to d%(up)d and degrades %(degrade)s to "
               "d%(down)d", name=name_of(state, event.character_id),
               improve=_named(state, event.character_id, event.improve_id),
               up=event.improve_to,
               degrade=_named(state, event.character_id, event.degrade_id),
               down=event.degrade_to)


def _named(state: GameState, character_id: str, target_id: str) -> str:
    """What a sheet calls one of its traits, distinctions or treasures (the table's own
    words, as written): never its id."""
    sheet = state.characters.get(character_id)
    if sheet is None:
        return readable_id(target_id)
    named = {**{d.distinction_id: d.name for d in sheet.distinctions},
             **{t.treasure_id: t.name for t in sheet.treasures}}
    return named.get(target_id) or sheet.trait_name(target_id)


def _milestone(state: GameState, event: ev.MilestoneAdvanceApplied, words: Words) -> str:
    option = str(type(event.option).__struct_config__.tag)
    target = f" {_named(state, event.character_id, event.target_id)}" \
        if event.target_id else ""
    if event.to is not None:
        now = event.to if option == "increase_initial_destiny" else die_label(event.to)
        target += say(words, " (now %(value)s)", value=now)
    return say(words, "%(name)s takes a milestone: %(option)s%(target)s",
               name=name_of(state, event.character_id), option=milestone(words, option),
               target=target)


def _adventure_ended(state: GameState, event: ev.AdventureEnded, words: Words) -> str:
    names = ", ".join(name_of(state, p.character_id) for p in event.participants)
    return say(words, "The adventure ends for %(names)s", names=names)


def _session_started(state: GameState, event: ev.SessionStarted, words: Words) -> str:
    return say(words, "Session %(number)d begins (scene %(scene)d)",
               number=event.session_number, scene=event.scene_index)


def _complication(state: GameState, event: ev.ComplicationCreated, words: Words) -> str:
    return say(words, "Complication '%(name)s' at d%(die)d", name=event.description,
               die=event.die)


def _opportunity(state: GameState, event: ev.OpportunityTriggered, words: Words) -> str:
    return say(words, "%(who)s triggers an opportunity: '%(name)s'",
               who=name_of(state, event.character_id), name=event.description)


Narrator = Callable[[GameState, Any, Words], str]

_NARRATORS: dict[type[Event], Narrator] = {
    ev.ActionRolled: rolls.action_rolled,
    ev.OppositionRolled: rolls.opposition_rolled,
    ev.ExtraDiceKept: rolls.extra_dice_kept,
    ev.ContestRescored: rolls.contest_rescored,
    ev.TreasureStepped: table.treasure_stepped,
    ev.StressStepped: table.stress_stepped,
    ev.ElementStepped: table.element_stepped,
    ev.DestinyChanged: table.destiny_changed,
    ev.ContestCancelled: lambda s, event, w: say(w, "The contest %(contest)s is cancelled",
                                             contest=event.contest_id),
    ev.SituationCreated: lambda s, event, w: say(w, "Situation '%(name)s' at d%(die)d",
                                             name=event.name, die=event.die),
    ev.ComplicationCreated: _complication,
    ev.OpportunityTriggered: _opportunity,
    ev.SessionStarted: _session_started,
    ev.SessionEnded: lambda s, event, w: say(w, "Session %(number)d ends",
                                         number=event.session_number),
    ev.SceneAdvanced: lambda s, event, w: say(w, "Scene %(scene)d begins", scene=event.scene_index),
    ev.CharacterRegistered: lambda s, event, w: say(w, "%(name)s joins the game",
                                                name=event.sheet.name),
    ev.AssetStepped: table.asset_stepped,
    ev.AssetCreated: table.asset_created,
    ev.ExperienceSwapApplied: _swap,
    ev.MilestoneAdvanceApplied: _milestone,
    ev.AdventureEnded: _adventure_ended,
}


def narrate(state: GameState, event: Event, words: Words = ENGLISH) -> str | None:
    """One readable line for an event (``state`` is the state before it), in ``words``'
    language, or None."""
    narrator = _NARRATORS.get(type(event))
    return narrator(state, event, words) if narrator is not None else None
