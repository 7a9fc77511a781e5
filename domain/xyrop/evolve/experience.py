"""How the end of an adventure, the swap and the milestone change the sheets."""

from msgspec.structs import replace

from domain.xyrop import commands as cmd
from domain.xyrop import events as ev
from domain.xyrop.evolve import with_character
from domain.xyrop.state import Distinction, GameState, Treasure, pending

_CATEGORY_FIELD = {"approach": "approaches", "role": "roles", "value": "values"}


def adventure_ended(state: GameState, event: ev.AdventureEnded) -> GameState:
    """Adventure counts; one more swap pending, and one more milestone every third (T1)."""
    characters = dict(state.characters)
    for entry in event.participants:
        sheet = characters[entry.character_id]
        characters[entry.character_id] = replace(
            sheet, adventures_completed=entry.adventures_completed,
            **pending(sheet.swaps_pending + int(entry.swap),
                      sheet.milestones_pending + int(entry.milestone)))
    return replace(state, characters=characters)


def experience_swap_applied(state: GameState, event: ev.ExperienceSwapApplied) -> GameState:
    """One trait up, one down; the swap is spent."""
    sheet = state.characters[event.character_id]
    field = _CATEGORY_FIELD[event.category]
    traits = {**getattr(sheet, field), event.improve_id: event.improve_to,
              event.degrade_id: event.degrade_to}
    return with_character(state, event.character_id, **{field: traits},
                          **pending(sheet.swaps_pending - 1, sheet.milestones_pending))


def milestone_advance_applied(state: GameState, event: ev.MilestoneAdvanceApplied) -> GameState:
    """The advance taken; the milestone is spent."""
    sheet = state.characters[event.character_id]
    option = event.option
    state = with_character(state, event.character_id,
                           **pending(sheet.swaps_pending, sheet.milestones_pending - 1))
    if isinstance(option, cmd.IncreaseInitialDestiny):
        return with_character(state, event.character_id, initial_destiny=event.to)
    if isinstance(option, cmd.NewDistinction):
        new = Distinction(distinction_id=option.distinction_id, name=option.name)
        return with_character(state, event.character_id,
                              distinctions=(*sheet.distinctions, new))
    if isinstance(option, cmd.NewTreasure):
        treasure = Treasure(treasure_id=option.treasure_id, name=option.name, die=event.to or 6)
        return with_character(state, event.character_id, treasures=(*sheet.treasures, treasure))
    if option.category == "treasure":
        treasures = tuple(replace(t, die=event.to) if t.treasure_id == option.id else t
                          for t in sheet.treasures)
        return with_character(state, event.character_id, treasures=treasures)
    field = _CATEGORY_FIELD[option.category]
    return with_character(state, event.character_id,
                          **{field: {**getattr(sheet, field), option.id: event.to}})
