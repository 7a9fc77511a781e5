"""Session-log lines for the events worth a line, in the reader's language: the English
sentences go through ``words`` (``domain.core.words``), the rulebook's terms through the
glossary (``narrate.glossary``)."""

from collections.abc import Callable
from typing import Any

from domain.core import Event
from domain.core.words import ENGLISH, Words, say
from domain.xyrop import events as e
from domain.xyrop.narrate import rolls, table
from domain.xyrop.narrate.glossary import milestone, trait
from domain.xyrop.narrate.rolls import dice_text, name_of
from domain.xyrop.rules.ladder import die_label
from domain.xyrop.state import GameState

__all__ = ["dice_text", "narrate"]


def _swap(state: GameState, event: e.ExperienceSwapApplied, words: Words) -> str:
    return say(words, "%(name)s improves %(improve)s to d%(up)d and degrades %(degrade)s to "
               "d%(down)d", name=name_of(state, event.character_id),
               improve=trait(words, event.improve_id), up=event.improve_to,
               degrade=trait(words, event.degrade_id), down=event.degrade_to)


def _milestone(state: GameState, event: e.MilestoneAdvanceApplied, words: Words) -> str:
    option = str(type(event.option).__struct_config__.tag)
    target = f" {event.target_id}" if event.target_id else ""
    if event.to is not None:
        now = event.to if option == "increase_initial_destiny" else die_label(event.to)
        target += say(words, " (now %(value)s)", value=now)
    return say(words, "%(name)s takes a milestone: %(option)s%(target)s",
               name=name_of(state, event.character_id), option=milestone(words, option),
               target=target)


def _adventure_ended(state: GameState, event: e.AdventureEnded, words: Words) -> str:
    names = ", ".join(name_of(state, p.character_id) for p in event.participants)
    return say(words, "The adventure ends for %(names)s", names=names)


def _session_started(state: GameState, event: e.SessionStarted, words: Words) -> str:
    return say(words, "Session %(number)d begins (scene %(scene)d)",
               number=event.session_number, scene=event.scene_index)


def _complication(state: GameState, event: e.ComplicationCreated, words: Words) -> str:
    return say(words, "Complication '%(name)s' at d%(die)d", name=event.description,
               die=event.die)


def _opportunity(state: GameState, event: e.OpportunityTriggered, words: Words) -> str:
    return say(words, "%(who)s triggers an opportunity: '%(name)s'",
               who=name_of(state, event.character_id), name=event.description)


Narrator = Callable[[GameState, Any, Words], str]

_NARRATORS: dict[type[Event], Narrator] = {
    e.ActionRolled: rolls.action_rolled,
    e.OppositionRolled: rolls.opposition_rolled,
    e.ExtraDiceKept: rolls.extra_dice_kept,
    e.ContestRescored: rolls.contest_rescored,
    e.TreasureStepped: table.treasure_stepped,
    e.StressStepped: table.stress_stepped,
    e.ElementStepped: table.element_stepped,
    e.DestinyChanged: table.destiny_changed,
    e.ContestCancelled: lambda s, ev, w: say(w, "The contest %(contest)s is cancelled",
                                             contest=ev.contest_id),
    e.SituationCreated: lambda s, ev, w: say(w, "Situation '%(name)s' at d%(die)d",
                                             name=ev.name, die=ev.die),
    e.ComplicationCreated: _complication,
    e.OpportunityTriggered: _opportunity,
    e.SessionStarted: _session_started,
    e.SessionEnded: lambda s, ev, w: say(w, "Session %(number)d ends",
                                         number=ev.session_number),
    e.SceneAdvanced: lambda s, ev, w: say(w, "Scene %(scene)d begins", scene=ev.scene_index),
    e.CharacterRegistered: lambda s, ev, w: say(w, "%(name)s joins the game",
                                                name=ev.sheet.name),
    e.AssetStepped: table.asset_stepped,
    e.AssetCreated: table.asset_created,
    e.ExperienceSwapApplied: _swap,
    e.MilestoneAdvanceApplied: _milestone,
    e.AdventureEnded: _adventure_ended,
}


def narrate(state: GameState, event: Event, words: Words = ENGLISH) -> str | None:
    """One readable line for an event (``state`` is the state before it), in ``words``'
    language, or None."""
    narrator = _NARRATORS.get(type(event))
    return narrator(state, event, words) if narrator is not None else None
