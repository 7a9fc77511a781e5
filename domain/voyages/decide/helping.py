"""U1, double-edged help across seats: « un personnage effectue le jet normalement, les
autres effectuent aussi un jet mais appliquent -4 au score final obtenu ». The roller's seat
names helpers among every character; one of another seat is invited (``ActionRolled.
invited``) and its own seat (or the gm) rolls its help with ``JoinHelp``: its die, its
modifiers, its points. Help is welcome while the action is open and its « peut-être » not
answered (the outcome is computed again with it)."""

from domain.core import Actor, DomainError, Emitter, RandomSource
from domain.core.choices import Choice, ChoiceContext
from domain.core.words import sentence
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decide import edged_roll, owned_character
from domain.voyages.decide.action import action_result, helper_roll_id, open_action
from domain.voyages.decide.adjective import used_adjective_events
from domain.voyages.rules.model import Action
from domain.voyages.rules.modifiers import roll_modifiers
from domain.voyages.state import VoyagesState


def invitations(state: VoyagesState) -> list[tuple[Action, str]]:
    """(action, helper) of every invited helper whose help is still welcome."""
    return [(a, cid) for a in state.actions.values()
            if a.status == "open" and a.maybe_option is None
            for cid in a.invited if cid in state.characters]


def invited_characters(state: VoyagesState) -> list[str]:
    """The characters invited to help an action (play waits on their seats)."""
    return list(dict.fromkeys(cid for _, cid in invitations(state)))


def may_join(state: VoyagesState, actor: Actor, character_id: str) -> None:
    """The seat plays the character (``forbidden``), invited to help (``not_invited``)."""
    sheet = owned_character(state, actor, character_id)
    if character_id not in invited_characters(state):
        raise DomainError("not_invited", sentence(
            "nobody waits for %(name)s's help", name=sheet.name), field="character_id")


def invited_actions(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The actions each invited helper may join, named by their roller."""
    return [Choice(value=a.action_id, label=state.characters[a.character_id].name
                   if a.character_id in state.characters else a.action_id,
                   character_id=cid) for a, cid in invitations(state)]


def join_help(em: Emitter[VoyagesState], command: cmd.JoinHelp, actor: Actor,
              rng: RandomSource) -> None:
    """Owner of an invited helper, or gm: its double-edged roll (die + modifiers - 4), then
    the action's outcome again."""
    state = em.state
    action = open_action(state, command.action_id)
    sheet = state.characters[command.character_id]  # may_join and help_named checked it
    modifiers, used = roll_modifiers(state, command.modifiers, sheet, "action", actor.is_gm)
    spec = cmd.HelperSpec(character_id=sheet.character_id, modifiers=modifiers,
                        dice=command.dice)
    helper = edged_roll(ev.HelperRoll, spec, helper_roll_id(action.action_id,
                                                           sheet.character_id), rng)
    em.emit(ev.HelpJoined(action_id=action.action_id, helper=helper))
    em.emit(action_result(em.state, em.state.actions[action.action_id]))
    em.emit_all(used_adjective_events(used))
