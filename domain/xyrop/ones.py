"""Exploiting 1s (spec section 7.5): the gm uses the player's 1s, a player the gm's 1s."""

from domain.core import Actor, DomainError, Event, RandomSource
from domain.xyrop.commands import (
    DegradeAsset,
    DegradeOpportunity,
    ExploitGmOnes,
    ExploitPlayerOne,
    NewComplication,
    StepUpComplication,
    TriggerOpportunity,
)
from domain.xyrop.effects import element_removed, element_step, element_stepped_down
from domain.xyrop.events import (
    AssetStepped,
    ComplicationCreated,
    DestinyChanged,
    GmOnesExploited,
    OpportunityTriggered,
    PlayerOneExploited,
)
from domain.xyrop.guards import character, current_contest, present_owned, require_gm
from domain.xyrop.ladder import step_down
from domain.xyrop.state import Contest, Element, GameState, new_id


def exploit_player_one(state: GameState, command: ExploitPlayerOne, actor: Actor,
                       rng: RandomSource) -> list[Event]:
    """One player 1: +1 destiny to the roller and a complication (or a degraded boon)."""
    require_gm(actor)
    contest = current_contest(state, command.contest_id, "contest_not_current")
    if contest.status == "cancelled":
        raise DomainError("contest_not_current", "a cancelled roll's 1s are lost")
    if contest.player_ones_remaining == 0:
        raise DomainError("no_player_ones_left", "every 1 of this roll is used")
    consequence = _player_one_consequence(state, contest, command)
    roller = state.characters[contest.character_id]
    return [
        PlayerOneExploited(contest_id=contest.contest_id, character_id=roller.character_id,
                           player_ones_remaining=contest.player_ones_remaining - 1),
        DestinyChanged(character_id=roller.character_id, delta=1,
                       reason="player_one_exploited",
                       destiny_points_after=roller.destiny_points + 1),
        consequence,
    ]


def _player_one_consequence(state: GameState, contest: Contest,
                            command: ExploitPlayerOne) -> Event:
    effect = command.effect
    if isinstance(effect, NewComplication):
        if effect.target_character_id is not None:
            character(state, effect.target_character_id)
        return ComplicationCreated(element_id=new_id(state, "complication", 3),
                                   description=effect.description, die=6,
                                   target_character_id=effect.target_character_id,
                                   contest_id=contest.contest_id)
    if isinstance(effect, StepUpComplication):
        element = _element_of_kind(state, effect.element_id, "complication")
        return element_step(element, "up", "player_one", contest.contest_id)
    if isinstance(effect, DegradeOpportunity):
        element = _element_of_kind(state, effect.element_id, "opportunity")
        return element_removed(element, "player_one", contest.contest_id)
    return _degrade_asset(state, effect)


def _degrade_asset(state: GameState, effect: DegradeAsset) -> AssetStepped:
    sheet = character(state, effect.character_id)
    asset = next((a for a in sheet.assets if a.asset_id == effect.asset_id), None)
    if asset is None:
        raise DomainError("unknown_asset", f"{sheet.name} has no asset {effect.asset_id!r}")
    return AssetStepped(character_id=sheet.character_id, asset_id=asset.asset_id,
                        from_=asset.die, to=step_down(asset.die), reason="player_one")


def _element_of_kind(state: GameState, element_id: str, kind: str) -> Element:
    element = state.elements.get(element_id)
    if element is None or element.kind != kind:
        raise DomainError("unknown_element", f"no {kind} {element_id!r} on the table")
    return element


def exploit_gm_ones(state: GameState, command: ExploitGmOnes, actor: Actor,
                    rng: RandomSource) -> list[Event]:
    """1 destiny on the gm's 1s: an opportunity, or a complication down one step per 1."""
    sheet = present_owned(state, actor, command.character_id)
    contest = current_contest(state, command.contest_id, "contest_not_current")
    opposition = contest.opposition
    if opposition is None or opposition.gm_ones == 0:
        raise DomainError("no_gm_ones", "the gm rolled no 1 on this contest")
    if opposition.gm_ones_exploited:
        raise DomainError("gm_ones_already_exploited", "the gm's 1s are already used")
    if sheet.destiny_points < 1:
        raise DomainError("insufficient_destiny", f"{sheet.name} has no destiny left")
    effect = command.effect
    consequence: Event
    if isinstance(effect, TriggerOpportunity):
        consequence = OpportunityTriggered(
            element_id=new_id(state, "opportunity", 3), description=effect.description,
            character_id=sheet.character_id, contest_id=contest.contest_id)
    else:
        element = _element_of_kind(state, effect.element_id, "complication")
        consequence = element_stepped_down(element, opposition.gm_ones, "gm_ones",
                                           contest.contest_id)
    return [
        GmOnesExploited(contest_id=contest.contest_id, character_id=sheet.character_id,
                        gm_ones=opposition.gm_ones),
        DestinyChanged(character_id=sheet.character_id, delta=-1, reason="gm_ones_exploited",
                       destiny_points_after=sheet.destiny_points - 1),
        consequence,
    ]
