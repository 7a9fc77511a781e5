"""Session-log lines for the table: stress, elements, destiny, assets, treasures."""

from domain.core.words import Words, say, say_n
from domain.xyrop import events as ev
from domain.xyrop.narrate.glossary import destiny_reason, level, stress
from domain.xyrop.narrate.rolls import name_of
from domain.xyrop.rules.ladder import die_label
from domain.xyrop.state import GameState


def stress_stepped(state: GameState, event: ev.StressStepped, words: Words) -> str:
    """A stress track's step; out of play until a scene."""
    who = name_of(state, event.target_id) if event.target_kind == "character" \
        else event.target_id
    line = say(words, "%(who)s's %(stress)s goes from %(before)s to %(after)s", who=who,
               stress=stress(words, event.stress_id), before=level(words, event.from_),
               after=level(words, event.to))
    if event.to == "out":
        line += say(words, ": out of play until scene %(scene)d",
                    scene=event.incapacitated_until_scene or 0)
    return line


def element_stepped(state: GameState, event: ev.ElementStepped, words: Words) -> str:
    """A table element's step, or its removal."""
    element = state.elements.get(event.element_id)
    name = element.name if element is not None else event.element_id
    if event.to is None:
        removed = {"situation": say(words, "The situation '%(name)s' is removed", name=name),
                   "complication": say(words, "The complication '%(name)s' is removed",
                                       name=name),
                   "opportunity": say(words, "The opportunity '%(name)s' is removed",
                                      name=name)}
        return removed[event.kind]
    values = {"name": name, "before": die_label(event.from_), "after": event.to}
    stepped = {
        "situation": say(words, "The situation '%(name)s' goes from %(before)s to d%(after)d",
                         **values),
        "complication": say(words, "The complication '%(name)s' goes from %(before)s to "
                            "d%(after)d", **values),
        "opportunity": say(words, "The opportunity '%(name)s' goes from %(before)s to "
                           "d%(after)d", **values)}
    return stepped[event.kind]


def destiny_changed(state: GameState, event: ev.DestinyChanged, words: Words) -> str:
    """Destiny gained or spent, and why."""
    values = {"name": name_of(state, event.character_id),
              "reason": destiny_reason(words, event.reason),
              "after": event.destiny_points_after}
    if event.delta > 0:
        return say_n(words, "%(name)s gains %(n)d destiny (%(reason)s): now %(after)d",
                     "%(name)s gains %(n)d destiny (%(reason)s): now %(after)d", event.delta,
                     **values)
    return say_n(words, "%(name)s spends %(n)d destiny (%(reason)s): now %(after)d",
                 "%(name)s spends %(n)d destiny (%(reason)s): now %(after)d", -event.delta,
                 **values)


def asset_stepped(state: GameState, event: ev.AssetStepped, words: Words) -> str:
    """An asset's step, loss or end with the session."""
    who = name_of(state, event.character_id)
    sheet = state.characters.get(event.character_id)
    asset = next((a for a in sheet.assets if a.asset_id == event.asset_id), None) \
        if sheet is not None else None
    name = asset.name if asset is not None else event.asset_id
    if event.to is None and event.reason == "session_end":
        return say(words, "%(who)s's asset '%(name)s' ends with the session", who=who,
                   name=name)
    if event.to is None:
        return say(words, "%(who)s's asset '%(name)s' is lost", who=who, name=name)
    return say(words, "%(who)s's asset '%(name)s' goes from d%(before)d to d%(after)d",
               who=who, name=name, before=event.from_, after=event.to)


def asset_created(state: GameState, event: ev.AssetCreated, words: Words) -> str:
    """A new asset."""
    return say(words, "%(who)s creates the asset '%(name)s' at d%(die)d",
               who=name_of(state, event.character_id), name=event.name, die=event.die)


def treasure_stepped(state: GameState, event: ev.TreasureStepped, words: Words) -> str:
    """T7: a treasure stepped up for the scene."""
    sheet = state.characters.get(event.character_id)
    treasure = next((t for t in sheet.treasures if t.treasure_id == event.treasure_id),
                    None) if sheet is not None else None
    name = treasure.name if treasure is not None else event.treasure_id
    return say(words, "%(who)s's treasure '%(name)s' goes from d%(before)d to d%(after)d for "
               "this scene", who=name_of(state, event.character_id), name=name,
               before=event.from_, after=event.to)
