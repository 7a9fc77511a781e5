"""The opposition pool (spec section 7.4), checked in the spec's order."""

from domain.core import DomainError, InvalidValue
from domain.xyrop.commands import RollOpposition
from domain.xyrop.dice import DieSpec
from domain.xyrop.ladder import is_rated_stress, on_ladder
from domain.xyrop.state import Contest, GameState, Sheet


def opposition_specs(state: GameState, contest: Contest,
                     command: RollOpposition) -> list[DieSpec]:
    """Difficulty or npc dice, then pc stress, pc value, elements and extra dice."""
    specs = _base_dice(command)
    acting = state.characters[contest.character_id]
    specs += _pc_stress_dice(acting, contest, command, state.config.stress_catalog)
    if command.pc_value_id is not None:
        if command.pc_value_id not in acting.values:
            raise DomainError("unknown_value", f"no value {command.pc_value_id!r}")
        if command.pc_value_id == contest.player_value_id:
            raise DomainError("value_already_in_player_pool", "the player rolled this value")
        specs.append(DieSpec("pc_value", acting.values[command.pc_value_id],
                             command.pc_value_id))
    specs += _element_dice(state, command.element_ids)
    specs += [DieSpec(f"extra:{index}", extra.faces, extra.label)
              for index, extra in enumerate(command.extra_dice, 1)]
    if len(specs) < 2:
        raise DomainError("opposition_pool_too_small", "the opposition rolls at least 2 dice")
    return specs


def _invalid(detail: str) -> InvalidValue:
    return InvalidValue("invalid_opposition", detail)


def _base_dice(command: RollOpposition) -> list[DieSpec]:
    if any(not on_ladder(extra.faces) for extra in command.extra_dice):
        raise _invalid("extra dice must be d4..d12")
    if command.kind == "difficulty":
        count = command.difficulty_dice
        if command.npc_id is not None or command.npc_dice is not None:
            raise _invalid("a difficulty has no npc")
        if count is None or not 2 <= count <= 4:
            raise _invalid("a difficulty rolls 2 to 4 d6")
        return [DieSpec(f"difficulty:{index}", 6) for index in range(1, count + 1)]
    if command.kind == "npc":
        if command.difficulty_dice is not None:
            raise _invalid("an npc roll has no difficulty dice")
        if not command.npc_dice or not all(on_ladder(faces) for faces in command.npc_dice):
            raise _invalid("an npc rolls one or more d4..d12")
        return [DieSpec(f"npc:{index}", faces, command.npc_id)
                for index, faces in enumerate(command.npc_dice, 1)]
    raise _invalid("kind is difficulty or npc")


def _pc_stress_dice(acting: Sheet, contest: Contest, command: RollOpposition,
                    catalog: tuple[str, ...]) -> list[DieSpec]:
    specs: list[DieSpec] = []
    for index, stress_id in enumerate(command.pc_stress_ids):
        level = acting.stress.get(stress_id, "none")
        repeated = stress_id in command.pc_stress_ids[:index]
        if stress_id not in catalog or not is_rated_stress(level) or repeated:
            raise DomainError("stress_not_usable", f"stress {stress_id!r} has no die to add")
        if stress_id in contest.player_stress_ids:
            raise DomainError("stress_already_in_player_pool", "the player rolled this stress")
        assert isinstance(level, int)
        specs.append(DieSpec(f"pc_stress:{stress_id}", level, stress_id))
    return specs


def _element_dice(state: GameState, element_ids: tuple[str, ...]) -> list[DieSpec]:
    specs = []
    for index, element_id in enumerate(element_ids):
        element = state.elements.get(element_id)
        if element is None or element.die is None or element_id in element_ids[:index]:
            raise DomainError("unknown_element", f"no rated element {element_id!r}")
        specs.append(DieSpec(f"element:{element_id}", element.die, element_id))
    return specs
