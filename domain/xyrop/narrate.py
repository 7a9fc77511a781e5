"""Session-log lines in English for the events worth a line."""

from collections.abc import Callable, Sequence
from typing import Any

from domain.core import Event
from domain.xyrop import events as e
from domain.xyrop.rules.ladder import die_label
from domain.xyrop.state import GameState, RolledDie

_COUNTS = {1: "one", 2: "two", 3: "three", 4: "four"}


def _name(state: GameState, character_id: str) -> str:
    sheet = state.characters.get(character_id)
    return sheet.name if sheet is not None else character_id


def _count(number: int, noun: str) -> str:
    word = _COUNTS.get(number, str(number))
    return f"{word} {noun}" if number == 1 else f"{word} {noun}s"


def dice_text(pool: Sequence[RolledDie], stress_prefixes: tuple[str, ...]) -> str:
    """``d8 d6 d6 + stress d4: 7, 5, 1, 3`` (stress dice shown apart)."""
    main = [die for die in pool if not die.ref.startswith(stress_prefixes)]
    stress = [die for die in pool if die.ref.startswith(stress_prefixes)]
    faces = " ".join(f"d{die.faces}" for die in main)
    if stress:
        faces += " + stress " + " ".join(f"d{die.faces}" for die in stress)
    values = ", ".join(str(die.value) for die in main + stress)
    return f"{faces}: {values}"


def _kept(pool: Sequence[RolledDie], refs: Sequence[str], total: int) -> str:
    by_ref = {die.ref: die.value for die in pool}
    return " + ".join(str(by_ref[ref]) for ref in refs) + f" = {total}"


def _action_rolled(state: GameState, event: e.ActionRolled) -> str:
    line = (f"{_name(state, event.character_id)} rolls "
            f"{dice_text(event.pool, ('stress:',))} — keeps "
            f"{_kept(event.pool, event.kept_refs, event.player_total)}")
    if event.destiny_spent or event.destiny_gained:
        line += (f"; destiny {event.destiny_before} -> {event.destiny_after}")
    if event.player_ones:
        line += f"; {_count(event.player_ones, 'player 1')}"
    return line


def _opposition_rolled(state: GameState, event: e.OppositionRolled) -> str:
    who = "The difficulty" if event.kind == "difficulty" else (event.npc_id or "The npc")
    ordered = sorted(range(len(event.pool)), key=lambda i: (-event.pool[i].value, i))[:2]
    refs = [event.pool[index].ref for index in ordered]
    session = state.session
    contest = session.contests.get(event.contest_id) if session is not None else None
    roller = _name(state, contest.character_id) if contest is not None else "the player"
    if event.contest_ids and event.contest_ids[0] != event.contest_id:
        return (f"The same roll ({event.opposition_total}) vs {roller}'s "
                f"{event.player_total} — {event.outcome}")
    line = (f"{who} rolls {dice_text(event.pool, ('pc_stress:',))} — keeps "
            f"{_kept(event.pool, refs, event.opposition_total)} vs {roller}'s "
            f"{event.player_total} — {event.outcome}")
    if event.gm_ones:
        line += f"; {_count(event.gm_ones, 'gm 1')}"
    return line


def _extra_dice_kept(state: GameState, event: e.ExtraDiceKept | e.ContestRescored) -> str:
    session = state.session
    contest = session.contests.get(event.contest_id) if session is not None else None
    kept = _kept(contest.pool, event.kept_refs, event.player_total) if contest is not None \
        else str(event.player_total)
    return (f"{_name(state, event.character_id)} keeps "
            f"{_count(event.keep_extra, 'more die').replace('dies', 'dice')}: {kept}")


def _contest_rescored(state: GameState, event: e.ContestRescored) -> str:
    return (f"{_extra_dice_kept(state, event)} vs {event.opposition_total} — "
            f"{event.outcome}")


def _treasure_stepped(state: GameState, event: e.TreasureStepped) -> str:
    sheet = state.characters.get(event.character_id)
    treasure = next((t for t in sheet.treasures if t.treasure_id == event.treasure_id),
                    None) if sheet is not None else None
    name = treasure.name if treasure is not None else event.treasure_id
    return (f"{_name(state, event.character_id)}'s treasure {name!r} goes from "
            f"d{event.from_} to d{event.to} for this scene")


def _stress_stepped(state: GameState, event: e.StressStepped) -> str:
    who = _name(state, event.target_id) if event.target_kind == "character" \
        else event.target_id
    line = f"{who}'s {event.stress_id} goes from {_level(event.from_)} to {_level(event.to)}"
    if event.to == "out":
        line += f": out of play until scene {event.incapacitated_until_scene}"
    return line


def _level(level: object) -> str:
    return f"d{level}" if isinstance(level, int) else str(level)


def _element_stepped(state: GameState, event: e.ElementStepped) -> str:
    element = state.elements.get(event.element_id)
    name = element.name if element is not None else event.element_id
    if event.to is None:
        return f"The {event.kind} {name!r} is removed"
    return f"The {event.kind} {name!r} goes from {die_label(event.from_)} to d{event.to}"


def _destiny_changed(state: GameState, event: e.DestinyChanged) -> str:
    verb = "gains" if event.delta > 0 else "spends"
    return (f"{_name(state, event.character_id)} {verb} {abs(event.delta)} destiny "
            f"({event.reason.replace('_', ' ')}): now {event.destiny_points_after}")


def _asset_stepped(state: GameState, event: e.AssetStepped) -> str:
    who = _name(state, event.character_id)
    sheet = state.characters.get(event.character_id)
    asset = next((a for a in sheet.assets if a.asset_id == event.asset_id), None) \
        if sheet is not None else None
    name = asset.name if asset is not None else event.asset_id
    if event.to is None and event.reason == "session_end":
        return f"{who}'s asset {name!r} ends with the session"
    if event.to is None:
        return f"{who}'s asset {name!r} is lost"
    return f"{who}'s asset {name!r} goes from d{event.from_} to d{event.to}"


def _swap(state: GameState, event: e.ExperienceSwapApplied) -> str:
    return (f"{_name(state, event.character_id)} improves {event.improve_id} to "
            f"d{event.improve_to} and degrades {event.degrade_id} to d{event.degrade_to}")


def _milestone(state: GameState, event: e.MilestoneAdvanceApplied) -> str:
    option = type(event.option).__struct_config__.tag
    target = f" {event.target_id}" if event.target_id else ""
    change = f" (now {die_label(event.to) if option != 'increase_initial_destiny' else event.to})" \
        if event.to is not None else ""
    return f"{_name(state, event.character_id)} takes a milestone: {option}{target}{change}"


def _adventure_ended(state: GameState, event: e.AdventureEnded) -> str:
    names = ", ".join(_name(state, p.character_id) for p in event.participants)
    return f"The adventure ends for {names}"


_NARRATORS: dict[type[Event], Callable[[GameState, Any], str]] = {
    e.ActionRolled: _action_rolled,
    e.OppositionRolled: _opposition_rolled,
    e.ExtraDiceKept: _extra_dice_kept,
    e.ContestRescored: _contest_rescored,
    e.TreasureStepped: _treasure_stepped,
    e.StressStepped: _stress_stepped,
    e.ElementStepped: _element_stepped,
    e.DestinyChanged: _destiny_changed,
    e.ContestCancelled: lambda s, ev: f"The contest {ev.contest_id} is cancelled",
    e.SituationCreated: lambda s, ev: f"Situation {ev.name!r} at d{ev.die}",
    e.ComplicationCreated: lambda s, ev: f"Complication {ev.description!r} at d{ev.die}",
    e.OpportunityTriggered: lambda s, ev: (f"{_name(s, ev.character_id)} triggers an "
                                           f"opportunity: {ev.description!r}"),
    e.SessionStarted: lambda s, ev: (f"Session {ev.session_number} begins "
                                     f"(scene {ev.scene_index})"),
    e.SessionEnded: lambda s, ev: f"Session {ev.session_number} ends",
    e.SceneAdvanced: lambda s, ev: f"Scene {ev.scene_index} begins",
    e.CharacterRegistered: lambda s, ev: f"{ev.sheet.name} joins the game",
    e.AssetStepped: _asset_stepped,
    e.ExperienceSwapApplied: _swap,
    e.MilestoneAdvanceApplied: _milestone,
    e.AdventureEnded: _adventure_ended,
    e.AssetCreated: lambda s, ev: (f"{_name(s, ev.character_id)} creates the asset "
                                   f"{ev.name!r} at d{ev.die}"),
}


def narrate(state: GameState, event: Event) -> str | None:
    """One readable line for an event (``state`` is the state before it), or None."""
    narrator = _NARRATORS.get(type(event))
    return narrator(state, event) if narrator is not None else None
