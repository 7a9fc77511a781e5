"""Table handlers: assets, value destiny, situations, gm adjustments of elements and stress."""

from domain.core import Actor, DomainError, Event, InvalidValue, RandomSource
from domain.xyrop.commands import (
    AdjustElement,
    AdjustStress,
    AwardValueDestiny,
    CreateAsset,
    CreateSituation,
    RemoveAsset,
    StepUpAsset,
)
from domain.xyrop.effects import element_removed, element_step, stress_step
from domain.xyrop.events import (
    AssetCreated,
    AssetStepped,
    DestinyChanged,
    SituationCreated,
)
from domain.xyrop.guards import present_owned, require_gm, require_session
from domain.xyrop.ladder import on_ladder, step_up
from domain.xyrop.state import Asset, GameState, Sheet, new_id


def _asset(sheet: Sheet, asset_id: str) -> Asset:
    asset = next((a for a in sheet.assets if a.asset_id == asset_id), None)
    if asset is None:
        raise DomainError("unknown_asset", f"{sheet.name} has no asset {asset_id!r}")
    return asset


def _spend_one(sheet: Sheet) -> DestinyChanged:
    if sheet.destiny_points < 1:
        raise DomainError("insufficient_destiny", f"{sheet.name} has no destiny left")
    return DestinyChanged(character_id=sheet.character_id, delta=-1, reason="asset",
                          destiny_points_after=sheet.destiny_points - 1)


def create_asset(state: GameState, command: CreateAsset, actor: Actor,
                 rng: RandomSource) -> list[Event]:
    """1 destiny: a d6 asset."""
    sheet = present_owned(state, actor, command.character_id)
    spend = _spend_one(sheet)
    return [spend, AssetCreated(character_id=sheet.character_id,
                                asset_id=new_id(state, "asset", 2), name=command.name, die=6)]


def step_up_asset(state: GameState, command: StepUpAsset, actor: Actor,
                  rng: RandomSource) -> list[Event]:
    """1 destiny: an asset one step up, at most d12."""
    sheet = present_owned(state, actor, command.character_id)
    asset = _asset(sheet, command.asset_id)
    raised = step_up(asset.die)
    return [_spend_one(sheet), AssetStepped(character_id=sheet.character_id,
                                            asset_id=asset.asset_id, from_=asset.die,
                                            to=raised, reason="destiny")]


def remove_asset(state: GameState, command: RemoveAsset, actor: Actor,
                 rng: RandomSource) -> list[Event]:
    """The gm takes an asset away."""
    require_gm(actor)
    sheet = present_owned(state, actor, command.character_id)
    asset = _asset(sheet, command.asset_id)
    return [AssetStepped(character_id=sheet.character_id, asset_id=asset.asset_id,
                         from_=asset.die, to=None, reason="gm_adjustment")]


def award_value_destiny(state: GameState, command: AwardValueDestiny, actor: Actor,
                        rng: RandomSource) -> list[Event]:
    """The gm gives 1 destiny for a decision driven by a value against one's interest."""
    require_gm(actor)
    sheet = present_owned(state, actor, command.character_id)
    if command.value_id not in sheet.values:
        raise DomainError("unknown_value", f"{sheet.name} has no value {command.value_id!r}")
    return [DestinyChanged(character_id=sheet.character_id, delta=1, reason="value_decision",
                           destiny_points_after=sheet.destiny_points + 1,
                           note=command.note or None)]


def create_situation(state: GameState, command: CreateSituation, actor: Actor,
                     rng: RandomSource) -> list[Event]:
    """The gm rates a situation with a ladder die."""
    require_gm(actor)
    require_session(state)
    if not on_ladder(command.die):
        raise InvalidValue("invalid_die", "a situation die is d4..d12")
    return [SituationCreated(element_id=new_id(state, "situation"), name=command.name,
                             die=command.die)]


def adjust_element(state: GameState, command: AdjustElement, actor: Actor,
                   rng: RandomSource) -> list[Event]:
    """The gm steps an element up or down, or removes it (an evolution of the situation)."""
    require_gm(actor)
    require_session(state)
    element = state.elements.get(command.element_id)
    if element is None:
        raise DomainError("unknown_element", f"no element {command.element_id!r}")
    if command.action == "remove":
        return [element_removed(element, "gm_adjustment")]
    if element.die is None:
        raise DomainError("element_not_rated", "an opportunity has no die to step")
    return [element_step(element, command.action, "gm_adjustment")]


def adjust_stress(state: GameState, command: AdjustStress, actor: Actor,
                  rng: RandomSource) -> list[Event]:
    """The gm steps a stress track, with the checks of a contest effect."""
    require_gm(actor)
    require_session(state)
    return [stress_step(state, command.target_kind, command.target_id, command.stress_id,
                        command.direction, "gm_adjustment")]
