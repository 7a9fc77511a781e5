"""Exploiting 1s (spec section 7.5): the gm uses the player's 1s, a player the gm's 1s."""

from domain.core import Actor, DomainError, Emitter, Event, RandomSource
from domain.core.guards import require
from domain.core.words import sentence
from domain.xyrop import commands as cmd
from domain.xyrop import events as ev
from domain.xyrop.decide import (
    acting_sheet,
    character,
    current_session,
    first_passing,
    live,
    live_contest,
    require_gm,
    require_session,
)
from domain.xyrop.decide.table import element_removed, element_step, element_stepped_down
from domain.xyrop.rules.ladder import step_down
from domain.xyrop.state import Contest, Element, GameState, new_id


def exploit_player_one(em: Emitter[GameState], command: cmd.ExploitPlayerOne, actor: Actor,
                       rng: RandomSource) -> None:
    """One player 1: +1 destiny to the roller and a complication (or a degraded boon)."""
    state = em.state
    contest = current_session(state).contests[command.contest_id]  # checked by player_one_to_use
    consequence = _player_one_consequence(state, contest, command)
    roller = state.characters[contest.character_id]
    em.emit_all([
        ev.PlayerOneExploited(contest_id=contest.contest_id, character_id=roller.character_id,
                              player_ones_remaining=contest.player_ones_remaining - 1),
        ev.DestinyChanged(character_id=roller.character_id, delta=1,
                          reason="player_one_exploited",
                          destiny_points_after=roller.destiny_points + 1),
        consequence,
    ])


def _player_one_consequence(state: GameState, contest: Contest,
                            command: cmd.ExploitPlayerOne) -> Event:
    effect = command.effect
    if isinstance(effect, cmd.NewComplication):
        if effect.target_character_id is not None:
            character(state, effect.target_character_id)
        return ev.ComplicationCreated(element_id=new_id(state, "complication", 3),
                                      description=effect.description, die=6,
                                      target_character_id=effect.target_character_id,
                                      contest_id=contest.contest_id)
    if isinstance(effect, cmd.StepUpComplication):
        element = _element_of_kind(state, effect.element_id, "complication")
        return element_step(element, "up", "player_one", contest.contest_id)
    if isinstance(effect, cmd.DegradeOpportunity):
        element = _element_of_kind(state, effect.element_id, "opportunity")
        return element_removed(element, "player_one", contest.contest_id)
    return _degrade_asset(state, effect)


def _degrade_asset(state: GameState, effect: cmd.DegradeAsset) -> ev.AssetStepped:
    sheet = character(state, effect.character_id)
    asset = next((a for a in sheet.assets if a.asset_id == effect.asset_id), None)
    if asset is None:
        raise DomainError("unknown_asset", sentence("%(name)s has no asset '%(asset_id)s'",
                                                    name=sheet.name, asset_id=effect.asset_id))
    return ev.AssetStepped(character_id=sheet.character_id, asset_id=asset.asset_id,
                           from_=asset.die, to=step_down(asset.die), reason="player_one")


def _element_of_kind(state: GameState, element_id: str, kind: str) -> Element:
    element = state.elements.get(element_id)
    if element is None or element.kind != kind:
        detail = (sentence("no complication '%(element_id)s' on the table", element_id=element_id)
                  if kind == "complication" else
                  sentence("no opportunity '%(element_id)s' on the table", element_id=element_id))
        raise DomainError("unknown_element", detail)
    return element


def exploit_gm_ones(em: Emitter[GameState], command: cmd.ExploitGmOnes, actor: Actor,
                    rng: RandomSource) -> None:
    """1 destiny on the gm's 1s: an opportunity, or a complication down one step per 1."""
    state = em.state
    sheet = state.characters[command.character_id]  # checked by for_gm_ones
    contest = live_contest(state, command.contest_id, "contest_not_current")
    gm_ones_open(state, actor, contest)  # the character's own check (for_gm_ones) speaks first
    opposition = contest.opposition
    assert opposition is not None
    effect = command.effect
    consequence: Event
    if isinstance(effect, cmd.TriggerOpportunity):
        consequence = ev.OpportunityTriggered(
            element_id=new_id(state, "opportunity", 3), description=effect.description,
            character_id=sheet.character_id, contest_id=contest.contest_id)
    else:
        element = _element_of_kind(state, effect.element_id, "complication")
        consequence = element_stepped_down(element, opposition.gm_ones, "gm_ones",
                                           contest.contest_id)
    em.emit_all([
        ev.GmOnesExploited(contest_id=contest.contest_id, character_id=sheet.character_id,
                           gm_ones=opposition.gm_ones),
        ev.DestinyChanged(character_id=sheet.character_id, delta=-1, reason="gm_ones_exploited",
                          destiny_points_after=sheet.destiny_points - 1),
        consequence,
    ])


def player_one_open(state: GameState, actor: Actor, contest: Contest) -> None:
    """The contest is live, not cancelled, a player 1 still unused."""
    require(contest.status != "cancelled", "contest_not_current",
            sentence("a cancelled roll's 1s are lost"))
    require(contest.player_ones_remaining != 0, "no_player_ones_left",
            sentence("every 1 of this roll is used"))


def player_one_to_use(state: GameState, actor: Actor, contest_id: str) -> None:
    """The contest named is its character's latest roll, with an unused player 1."""
    player_one_open(state, actor, live_contest(state, contest_id, "contest_not_current"))


def may_exploit_player_one(state: GameState, actor: Actor) -> None:
    """The gm, with a live contest holding an unused player 1."""
    require_gm(actor)
    require_session(state)
    first_passing(state, actor, live(state), player_one_open, "contest_not_found",
                  sentence("no contest in this session"))


def gm_ones_open(state: GameState, actor: Actor, contest: Contest) -> None:
    """The contest is live and its opposition rolled 1s not yet exploited."""
    opposition = contest.opposition
    if opposition is None or opposition.gm_ones == 0:
        raise DomainError("no_gm_ones", sentence("the gm rolled no 1 on this contest"))
    require(not opposition.gm_ones_exploited, "gm_ones_already_exploited",
            sentence("the gm's 1s are already used"))


def for_gm_ones(state: GameState, actor: Actor, character_id: str) -> None:
    """A present character this seat plays, in play, a contest's gm 1s to exploit, 1
    destiny."""
    sheet = acting_sheet(state, actor, character_id)
    first_passing(state, actor, live(state), gm_ones_open, "contest_not_found",
                  sentence("no contest in this session"))
    require(sheet.destiny_points >= 1, "insufficient_destiny",
            sentence("%(name)s has no destiny left", name=sheet.name))
