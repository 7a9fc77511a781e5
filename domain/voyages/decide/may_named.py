"""Declared checks of what a command names by id (``Move.names``): the action, situation,
conflict, roll, stake or settlement, at its step.

A precondition says "there is one to act on now"; these say why the one named cannot be,
so a refusal names it (``resolution_closed``, ``reroll_window_closed``,
``already_declared``...). They are the checks the handlers made first, declared beside
them in ``decider.MOVES``.
"""

from collections.abc import Callable
from typing import Any

from domain.core import Actor, DomainError, NotAuthorized
from domain.core.guards import require_owner
from domain.core.words import Text, sentence
from domain.voyages import commands as cmd
from domain.voyages.decide import (
    acting_side,
    active_side,
    between_rounds,
    controls,
    fresh_turn,
    in_round,
    open_conflict,
    owned_character,
)
from domain.voyages.decide.action import find_roll, open_action
from domain.voyages.decide.conflict import owned_proposed_stake, stake_to_add
from domain.voyages.decide.flaw import invocable
from domain.voyages.decide.leaving import in_conflict, pending_stake, proposed_settlement
from domain.voyages.decide.settlement import pending_settlement
from domain.voyages.decide.situation import rolling, situation, spending
from domain.voyages.rules.conflict import Round
from domain.voyages.state import VoyagesState, character

NamedCheck = Callable[[VoyagesState, Actor, Any], None]


def action_named(state: VoyagesState, actor: Actor, command: Any) -> None:
    """The action named is open (``unknown_resolution`` / ``resolution_closed``)."""
    open_action(state, command.action_id)


def maybe_named(state: VoyagesState, actor: Actor, command: cmd.ChooseMaybeOption) -> None:
    """The action named is open, the seat plays its character, on a 'maybe' not answered."""
    action = open_action(state, command.action_id)
    owned_character(state, actor, action.character_id)
    if action.tier != "maybe":
        raise DomainError("not_maybe_outcome",
                          sentence("the action's outcome is %(tier)s", tier=action.tier))
    if action.maybe_option is not None:
        raise DomainError("already_chosen",
                          sentence("already chose %(option)s", option=action.maybe_option))


def help_named(state: VoyagesState, actor: Actor, command: cmd.JoinHelp) -> None:
    """The action named is open, asks that character's help, and still takes it."""
    action = open_action(state, command.action_id)
    sheet = state.characters.get(command.character_id)
    if sheet is not None and command.character_id not in action.invited:
        raise DomainError("not_invited", sentence(
            "%(name)s is not asked to help this action", name=sheet.name),
            field="character_id")
    if action.maybe_option is not None:
        raise DomainError("help_too_late", sentence(
            "the 'maybe' of this action is answered: help comes too late"))


def roll_named(state: VoyagesState, actor: Actor, command: cmd.RerollWithTint) -> None:
    """The roll named is open to rerolls (``reroll_window_closed``...), a character's
    roll the seat plays (``not_your_roll``)."""
    roll = find_roll(state, command.resolution_id, command.roll_id)
    sheet = state.characters.get(roll.character_id or "")
    if sheet is None:
        raise DomainError("not_your_roll", sentence("only a character's roll can be rerolled"))
    require_owner(actor, sheet.owner_player_id,
                  sentence("the roll belongs to another seat's character"),
                  code="not_your_roll")


def situation_named(state: VoyagesState, actor: Actor, command: Any) -> None:
    """The situation named is open."""
    situation(state, command.situation_id)


def rolling_named(state: VoyagesState, actor: Actor, command: Any) -> None:
    """The situation named waits for its rolls (``wrong_phase``)."""
    rolling(state, command.situation_id)


def spending_named(state: VoyagesState, actor: Actor, command: Any) -> None:
    """The situation named is scored, its points to spend (``wrong_phase``)."""
    spending(state, command.situation_id)


def between_named(state: VoyagesState, actor: Actor, command: Any) -> None:
    """The conflict named is open, in set-up or between rounds (``wrong_phase``)."""
    between_rounds(state, command.conflict_id)


def round_named(phase: str) -> NamedCheck:
    """The conflict named has its round in ``phase`` (``wrong_phase``)."""
    def check(state: VoyagesState, actor: Actor, command: Any) -> None:
        in_round(state, command.conflict_id, phase)
    return check


def turn_named(phase: str, done: Callable[[Round], Any], code: str, detail: Text) -> NamedCheck:
    """The conflict named is in ``phase``, the side named has that step still to take."""
    def check(state: VoyagesState, actor: Actor, command: Any) -> None:
        fresh_turn(state, command, phase, actor, done, code, detail)
    return check


def new_stake_named(state: VoyagesState, actor: Actor, command: Any) -> None:
    """Between rounds, a side the seat controls, a stake id not used yet."""
    stake_to_add(state, command.conflict_id, command.stake_id, actor, command.side_id)


def stake_to_price_named(statuses: tuple[str, ...]) -> NamedCheck:
    """The stake named waits for its price from a side the seat controls."""
    def check(state: VoyagesState, actor: Actor, command: Any) -> None:
        owned_proposed_stake(state, command.conflict_id, command.stake_id, actor, statuses)
    return check


def settlement_named(state: VoyagesState, actor: Actor, command: Any) -> None:
    """The settlement named is pending, for a side the seat controls to answer."""
    pending_settlement(state, command, actor)


def proposed_named(state: VoyagesState, actor: Actor, command: Any) -> None:
    """The settlement named is pending, proposed by the side acting (T1)."""
    proposed_settlement(state, command, actor)


def withdrawable_named(state: VoyagesState, actor: Actor, command: Any) -> None:
    """The stake named was put in play by the side acting and is not bought (T15)."""
    pending_stake(state, command, actor)


def open_conflict_named(state: VoyagesState, actor: Actor, command: Any) -> None:
    """The conflict named is open."""
    open_conflict(state, command.conflict_id)


def side_between_named(state: VoyagesState, actor: Actor, command: Any) -> None:
    """Between rounds, the side named (or the only one the seat controls) is active."""
    conflict = between_rounds(state, command.conflict_id)
    active_side(conflict, acting_side(conflict, actor, command.side_id).side_id)


def joining_named(state: VoyagesState, actor: Actor, command: cmd.JoinConflict) -> None:
    """T15: between rounds, an active side the seat controls, a character of the seat's
    (``not_owner``) not in the conflict yet (``already_in_conflict``)."""
    side_between_named(state, actor, command)
    sheet = character(state, command.character_id)
    require_owner(actor, sheet.owner_player_id,
                  sentence("seat does not play %(character)s", character=sheet.name),
                  code="not_owner")
    if in_conflict(state.conflicts[command.conflict_id], sheet.character_id):
        raise DomainError("already_in_conflict",
                          sentence("%(character)s is already in the conflict",
                                   character=sheet.name))


def holder_named(state: VoyagesState, actor: Actor, command: cmd.ChooseApproach) -> None:
    """The conflict named is in its approach phase, its holder a side the seat controls."""
    conflict, current = in_round(state, command.conflict_id, "approach")
    holder = conflict.side(current.approach_holder)
    if holder is None or not controls(actor, holder):
        raise NotAuthorized("not_approach_holder", sentence("another side holds the approach"))


def cost_named(state: VoyagesState, actor: Actor, command: cmd.ApplyActionCost) -> None:
    """The conflict named holds the cost named."""
    conflict = state.conflicts.get(command.conflict_id)
    if conflict is None:
        raise DomainError("unknown_resolution",
                          sentence("no conflict “%(conflict)s”", conflict=command.conflict_id))
    if command.cost_id not in conflict.action_costs:
        raise DomainError("unknown_cost", sentence("no cost “%(cost)s”", cost=command.cost_id))


def flaw_named(state: VoyagesState, actor: Actor, command: cmd.InvokeFlaw) -> None:
    """The character has the flaw named, and the effect named is a harm it may answer."""
    sheet = state.characters.get(command.character_id)
    if sheet is not None and command.flaw not in sheet.flaws:
        raise DomainError("unknown_flaw",
                          sentence("%(character)s has no flaw “%(flaw)s”",
                                   character=sheet.name, flaw=command.flaw))
    invocable(state, command)


def points_named(state: VoyagesState, actor: Actor, command: cmd.SpendSituationPoints) -> None:
    """The situation named is scored in adjective mode (``wrong_phase``)."""
    found = situation(state, command.situation_id)
    if found.status != "spending" or found.result_mode != "adjectives":
        raise DomainError("wrong_phase",
                          sentence("points are spent after scoring, in adjective mode"))


ROLLING = turn_named("rolling", lambda r: r.rolls, "already_rolled",
                     sentence("“%(side)s” has rolled"))
SPENDING = turn_named("spending", lambda r: r.spending, "already_declared",
                      sentence("“%(side)s” has declared"))
BLOCKING = turn_named("blocking", lambda r: r.blocks, "already_declared",
                      sentence("“%(side)s” has declared its blocks"))
