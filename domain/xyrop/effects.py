"""Stepping stress tracks and table elements (contest effects and gm adjustments)."""

from typing import Literal

from domain.core import DomainError, InvalidValue
from domain.xyrop.events import ElementStepped, StressStepped
from domain.xyrop.guards import character
from domain.xyrop.ladder import StressLevel, step_down, step_up, stress_down, stress_up
from domain.xyrop.state import Element, GameState

StressReason = Literal["contest_effect", "gm_adjustment"]
ElementReason = Literal["contest_effect", "player_one", "gm_ones", "gm_adjustment"]


def stress_step(state: GameState, target_kind: Literal["character", "npc"], target_id: str,
                stress_id: str, direction: Literal["up", "down"], reason: StressReason,
                contest_id: str | None = None) -> StressStepped:
    """One step of a character's or an npc's stress track (spec section 7.1)."""
    levels = _stress_levels(state, target_kind, target_id)
    if stress_id not in state.config.stress_catalog:
        raise DomainError("unknown_stress", f"{stress_id!r} is not in the stress catalog")
    level = levels.get(stress_id, "none")
    new_level = stress_up(level) if direction == "up" else stress_down(level)
    incapacitated = None
    if target_kind == "character" and new_level == "out":
        incapacitated = state.scene_index + 1
    return StressStepped(target_kind=target_kind, target_id=target_id, stress_id=stress_id,
                         from_=level, to=new_level, incapacitated_until_scene=incapacitated,
                         reason=reason, contest_id=contest_id)


def _stress_levels(state: GameState, target_kind: str, target_id: str
                   ) -> dict[str, StressLevel]:
    if target_kind == "character":
        return character(state, target_id).stress
    if not target_id.strip():
        raise InvalidValue("invalid_effect", "an npc target needs an id")
    return state.npc_stress.get(target_id, {})


def rated_element(state: GameState, element_id: str, unrated_code: str) -> Element:
    """A table element holding a die; an opportunity raises ``unrated_code``."""
    element = state.elements.get(element_id)
    if element is None:
        raise DomainError("unknown_element", f"no element {element_id!r} on the table")
    if element.die is None:
        raise DomainError(unrated_code, f"{element.name!r} has no die")
    return element


def element_step(element: Element, direction: Literal["up", "down"], reason: ElementReason,
                 contest_id: str | None = None) -> ElementStepped:
    """One step of a rated element: at most d12, below d4 removed."""
    assert element.die is not None
    new_die = step_up(element.die, "element_at_max") if direction == "up" \
        else step_down(element.die)
    return ElementStepped(element_id=element.element_id, kind=element.kind, from_=element.die,
                          to=new_die, steps=1, reason=reason, contest_id=contest_id)


def element_removed(element: Element, reason: ElementReason,
                    contest_id: str | None = None) -> ElementStepped:
    """An element taken off the table."""
    return ElementStepped(element_id=element.element_id, kind=element.kind, from_=element.die,
                          to=None, steps=0, reason=reason, contest_id=contest_id)


def element_stepped_down(element: Element, steps: int, reason: ElementReason,
                         contest_id: str | None = None) -> ElementStepped:
    """Several steps down, stopping at removal; ``steps`` records the steps taken."""
    die: int | None = element.die
    taken = 0
    while die is not None and taken < steps:
        die = step_down(die)
        taken += 1
    return ElementStepped(element_id=element.element_id, kind=element.kind, from_=element.die,
                          to=die, steps=taken, reason=reason, contest_id=contest_id)
