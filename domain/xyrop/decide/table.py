"""Table handlers: assets, value destiny, situations, gm adjustments of elements and stress;
and the steps of stress tracks and table elements that contest effects and 1s emit."""

from typing import Literal

from domain.core import Actor, Emitter, RandomSource
from domain.core.guards import invalid, require, require_found
from domain.core.words import sentence
from domain.xyrop import commands as cmd
from domain.xyrop import events as ev
from domain.xyrop.decide import (
    MAX_DIE,
    acting_sheet,
    character,
    present_owned,
    require_gm,
    require_session,
)
from domain.xyrop.rules.ladder import (
    StressLevel,
    on_ladder,
    step_down,
    step_up,
    stress_down,
    stress_up,
)
from domain.xyrop.state import Asset, Element, GameState, Sheet, new_id

StressReason = Literal["contest_effect", "gm_adjustment"]
ElementReason = Literal["contest_effect", "player_one", "gm_ones", "gm_adjustment"]


def stress_step(state: GameState, target_kind: Literal["character", "npc"], target_id: str,
                stress_id: str, direction: Literal["up", "down"], reason: StressReason,
                contest_id: str | None = None, within: str = "") -> ev.StressStepped:
    """One step of a character's or an npc's stress track (spec section 7.1); a refusal
    names its field (``within``: the struct holding them, ``effect.``)."""
    levels = _stress_levels(state, target_kind, target_id, within)
    require(stress_id in state.config.stress_catalog, "unknown_stress",
            sentence("'%(stress_id)s' is not in the stress catalog", stress_id=stress_id),
            within + "stress_id")
    level = levels.get(stress_id, "none")
    require(direction == "down" or level != "out", "already_out_of_play",
            sentence("this stress is already out of play"), within + "direction")
    require(direction == "up" or level != "none", "no_stress",
            sentence("this stress track is empty"), within + "direction")
    new_level = stress_up(level) if direction == "up" else stress_down(level)
    incapacitated = None
    if target_kind == "character" and new_level == "out":
        incapacitated = state.scene_index + 1
    return ev.StressStepped(target_kind=target_kind, target_id=target_id, stress_id=stress_id,
                            from_=level, to=new_level, incapacitated_until_scene=incapacitated,
                            reason=reason, contest_id=contest_id)


def _stress_levels(state: GameState, target_kind: str, target_id: str, within: str
                   ) -> dict[str, StressLevel]:
    if target_kind == "character":
        return character(state, target_id, within + "target_id").stress
    if not target_id.strip():
        invalid(sentence("an npc target needs an id"), "invalid_effect", within + "target_id")
    return state.npc_stress.get(target_id, {})


def rated_element(state: GameState, element_id: str, unrated_code: str) -> Element:
    """A table element holding a die; an opportunity raises ``unrated_code``."""
    element = require_found(state.elements, element_id, "unknown_element",
                            sentence("no element '%(element_id)s' on the table",
                                     element_id=element_id))
    require(element.die is not None, unrated_code,
            sentence("'%(name)s' has no die", name=element.name))
    return element


def element_step(element: Element, direction: Literal["up", "down"], reason: ElementReason,
                 contest_id: str | None = None) -> ev.ElementStepped:
    """One step of a rated element: at most d12, below d4 removed."""
    assert element.die is not None
    new_die = step_up(element.die, "element_at_max") if direction == "up" \
        else step_down(element.die)
    return ev.ElementStepped(element_id=element.element_id, kind=element.kind, from_=element.die,
                             to=new_die, steps=1, reason=reason, contest_id=contest_id)


def element_removed(element: Element, reason: ElementReason,
                    contest_id: str | None = None) -> ev.ElementStepped:
    """An element taken off the table."""
    return ev.ElementStepped(element_id=element.element_id, kind=element.kind, from_=element.die,
                             to=None, steps=0, reason=reason, contest_id=contest_id)


def element_stepped_down(element: Element, steps: int, reason: ElementReason,
                         contest_id: str | None = None) -> ev.ElementStepped:
    """Several steps down, stopping at removal; ``steps`` records the steps taken."""
    die: int | None = element.die
    taken = 0
    while die is not None and taken < steps:
        die = step_down(die)
        taken += 1
    return ev.ElementStepped(element_id=element.element_id, kind=element.kind, from_=element.die,
                             to=die, steps=taken, reason=reason, contest_id=contest_id)


def _asset(sheet: Sheet, asset_id: str) -> Asset:
    assets = {a.asset_id: a for a in sheet.assets}
    return require_found(assets, asset_id, "unknown_asset",
                         sentence("%(name)s has no asset '%(asset_id)s'", name=sheet.name,
                                  asset_id=asset_id))


def _spend_one(sheet: Sheet) -> ev.DestinyChanged:
    require(sheet.destiny_points >= 1, "insufficient_destiny",
            sentence("%(name)s has no destiny left", name=sheet.name))
    return ev.DestinyChanged(character_id=sheet.character_id, delta=-1, reason="asset",
                             destiny_points_after=sheet.destiny_points - 1)


def create_asset(em: Emitter[GameState], command: cmd.CreateAsset, actor: Actor,
                 rng: RandomSource) -> None:
    """1 destiny: a d6 asset."""
    state = em.state
    sheet = state.characters[command.character_id]  # checked by for_new_asset
    spend = _spend_one(sheet)
    em.emit_all([spend, ev.AssetCreated(character_id=sheet.character_id,
                                        asset_id=new_id(state, "asset", 2), name=command.name,
                                        die=6)])


def step_up_asset(em: Emitter[GameState], command: cmd.StepUpAsset, actor: Actor,
                  rng: RandomSource) -> None:
    """1 destiny: an asset one step up, at most d12; or a treasure, for the scene (T7:
    « un trésor … qui représente un atout d'une valeur d'1d6 »)."""
    state = em.state
    sheet = state.characters[command.character_id]  # checked by for_asset_step
    treasure = next((t for t in sheet.treasures if t.treasure_id == command.asset_id), None)
    if treasure is not None:
        die = treasure.die_in(state.scene_index)
        em.emit_all([_spend_one(sheet), ev.TreasureStepped(
            character_id=sheet.character_id, treasure_id=treasure.treasure_id, from_=die,
            to=step_up(die), scene_index=state.scene_index)])
        return
    asset = _asset(sheet, command.asset_id)
    raised = step_up(asset.die)
    em.emit_all([_spend_one(sheet), ev.AssetStepped(character_id=sheet.character_id,
                                                    asset_id=asset.asset_id, from_=asset.die,
                                                    to=raised, reason="destiny")])


def remove_asset(em: Emitter[GameState], command: cmd.RemoveAsset, actor: Actor,
                 rng: RandomSource) -> None:
    """The gm takes an asset away."""
    state = em.state
    sheet = state.characters[command.character_id]  # checked by for_asset_removal
    asset = _asset(sheet, command.asset_id)
    em.emit(ev.AssetStepped(character_id=sheet.character_id, asset_id=asset.asset_id,
                            from_=asset.die, to=None, reason="gm_adjustment"))


def award_value_destiny(em: Emitter[GameState], command: cmd.AwardValueDestiny, actor: Actor,
                        rng: RandomSource) -> None:
    """The gm gives 1 destiny for a decision driven by a value against one's interest."""
    state = em.state
    sheet = state.characters[command.character_id]  # checked by for_value_award
    require(command.value_id in sheet.values, "unknown_value",
            sentence("%(name)s has no value '%(value_id)s'", name=sheet.name,
                     value_id=command.value_id))
    em.emit(ev.DestinyChanged(character_id=sheet.character_id, delta=1, reason="value_decision",
                              destiny_points_after=sheet.destiny_points + 1,
                              note=command.note or None))


def create_situation(em: Emitter[GameState], command: cmd.CreateSituation, actor: Actor,
                     rng: RandomSource) -> None:
    """The gm rates a situation with a ladder die."""
    state = em.state
    if not on_ladder(command.die):
        invalid(sentence("a situation die is d4..d12"), "invalid_die")
    em.emit(ev.SituationCreated(element_id=new_id(state, "situation"), name=command.name,
                                die=command.die))


def adjust_element(em: Emitter[GameState], command: cmd.AdjustElement, actor: Actor,
                   rng: RandomSource) -> None:
    """The gm steps an element up or down, or removes it (an evolution of the situation)."""
    state = em.state
    element = require_found(state.elements, command.element_id, "unknown_element",
                            sentence("no element '%(element_id)s'",
                                     element_id=command.element_id))
    if command.action == "remove":
        em.emit(element_removed(element, "gm_adjustment"))
        return
    require(element.die is not None, "element_not_rated",
            sentence("an opportunity has no die to step"), "action")
    require(command.action == "down" or element.die != MAX_DIE, "element_at_max",
            sentence("a d%(faces)d cannot be stepped up", faces=MAX_DIE), "action")
    em.emit(element_step(element, command.action, "gm_adjustment"))


def adjust_stress(em: Emitter[GameState], command: cmd.AdjustStress, actor: Actor,
                  rng: RandomSource) -> None:
    """The gm steps a stress track, with the checks of a contest effect."""
    state = em.state
    em.emit(stress_step(state, command.target_kind, command.target_id, command.stress_id,
                        command.direction, "gm_adjustment"))


def for_new_asset(state: GameState, actor: Actor, character_id: str) -> None:
    """A present character this seat plays, in play, with 1 destiny."""
    sheet = acting_sheet(state, actor, character_id)
    require(sheet.destiny_points >= 1, "insufficient_destiny",
            sentence("%(name)s has no destiny left", name=sheet.name))


def steppable_assets(sheet: Sheet, scene_index: int) -> list[str]:
    """The ids of the character's assets below d12, and of its treasures below d12 in
    this scene (T7)."""
    return [a.asset_id for a in sheet.assets if a.die < MAX_DIE] + [
        t.treasure_id for t in sheet.treasures if t.die_in(scene_index) < MAX_DIE]


def for_asset_step(state: GameState, actor: Actor, character_id: str) -> None:
    """A present character this seat plays, in play, with an asset or a treasure below
    d12 (T7) and 1 destiny."""
    sheet = acting_sheet(state, actor, character_id)
    require(bool(sheet.assets) or bool(sheet.treasures), "unknown_asset",
            sentence("%(name)s has no asset", name=sheet.name))
    require(bool(steppable_assets(sheet, state.scene_index)), "die_at_max",
            sentence("%(name)s's assets and treasures are d12", name=sheet.name))
    require(sheet.destiny_points >= 1, "insufficient_destiny",
            sentence("%(name)s has no destiny left", name=sheet.name))


def for_asset_removal(state: GameState, actor: Actor, character_id: str) -> None:
    """A present character with an asset (the gm removes it)."""
    sheet = present_owned(state, actor, character_id)
    require(bool(sheet.assets), "unknown_asset",
            sentence("%(name)s has no asset", name=sheet.name))


def for_value_award(state: GameState, actor: Actor, character_id: str) -> None:
    """A present character with a value."""
    sheet = present_owned(state, actor, character_id)
    require(bool(sheet.values), "unknown_value",
            sentence("%(name)s has no value", name=sheet.name))


def may_adjust_element(state: GameState, actor: Actor) -> None:
    """The gm, in a session, with an element on the table."""
    require_gm(actor)
    require_session(state)
    require(bool(state.elements), "unknown_element", sentence("no element on the table"))
