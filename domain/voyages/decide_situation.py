"""Handlers: situation set-up, rolls, scoring, splitting, apportioning, closing (7.3)."""

from domain.core import Actor, DomainError, Event, RandomSource
from domain.voyages import commands as c
from domain.voyages import events as e
from domain.voyages.dice import roll_d6
from domain.voyages.guards import (
    character,
    invalid,
    owned_character,
    require_gm,
    used_adjective_events,
)
from domain.voyages.model import Participant, Situation
from domain.voyages.modifiers import check_modifiers, total
from domain.voyages.situation_rules import involved, score
from domain.voyages.state import VoyagesState, resolution_ids


def situation(state: VoyagesState, situation_id: str) -> Situation:
    """An open situation (``unknown_resolution`` / ``resolution_closed``)."""
    found = state.situations.get(situation_id)
    if found is None and situation_id in state.closed_ids:
        raise DomainError("resolution_closed", f"situation {situation_id!r} is closed")
    if found is None:
        raise DomainError("unknown_resolution", f"no situation {situation_id!r}")
    if found.status == "closed":
        raise DomainError("resolution_closed", f"situation {situation_id!r} is closed")
    return found


def _rolling(state: VoyagesState, situation_id: str) -> Situation:
    found = situation(state, situation_id)
    if found.status != "rolling":
        raise DomainError("wrong_phase", "the situation is already scored")
    return found


def _participant(found: Situation, character_id: str) -> Participant:
    participant = found.participants.get(character_id)
    if participant is None:
        raise DomainError("not_a_participant", f"{character_id!r} is not in the situation")
    return participant


def _unrolled(found: Situation, character_id: str) -> Participant:
    participant = _participant(found, character_id)
    if participant.roll is not None:
        raise DomainError("already_rolled", f"{character_id!r} has rolled")
    return participant


def open_situation(state: VoyagesState, command: c.OpenSituation, actor: Actor) -> list[Event]:
    """GM: participants, group mode, shifted lists, terrain, result mode."""
    require_gm(actor)
    if command.situation_id in resolution_ids(state):
        raise DomainError("duplicate_id", f"resolution {command.situation_id!r} exists")
    ids = [p.character_id for p in command.participants]
    if not ids or len(set(ids)) != len(ids):
        raise invalid("at least one participant, each once")
    if (command.group_mode == "solo") != (len(ids) == 1):
        raise invalid("solo mode is for exactly one participant")
    if not (-2 <= command.opportunity_shift <= 2 and -2 <= command.risk_shift <= 2):
        raise invalid("list shifts are -2..2 [D9]")
    for cid in ids:
        character(state, cid)
    return [e.SituationOpened(
        situation_id=command.situation_id, description=command.description,
        participants=command.participants, group_mode=command.group_mode,
        opportunity_shift=command.opportunity_shift, risk_shift=command.risk_shift,
        terrain_player=command.terrain_player, terrain_environment=command.terrain_environment,
        result_mode=command.result_mode)]


def set_involvement(state: VoyagesState, command: c.SetInvolvement, actor: Actor) -> list[Event]:
    """Owner: involvement before rolling; locked at front line after a risk."""
    found = _rolling(state, command.situation_id)
    owned_character(state, actor, command.character_id)
    participant = _unrolled(found, command.character_id)
    if participant.risk_taken and command.involvement != "front_line":
        raise DomainError("involvement_locked_by_risk", "taking a risk means the front line")
    return [e.InvolvementSet(situation_id=found.situation_id, character_id=command.character_id,
                             involvement=command.involvement)]


def take_risk(state: VoyagesState, command: c.TakeRisk, actor: Actor) -> list[Event]:
    """Owner: shift both lists by -1 for this character; front line."""
    found = _rolling(state, command.situation_id)
    owned_character(state, actor, command.character_id)
    participant = _unrolled(found, command.character_id)
    if participant.risk_taken:
        raise DomainError("already_taken", "the risk is already taken")
    events: list[Event] = [e.RiskTaken(situation_id=found.situation_id,
                                       character_id=command.character_id)]
    if participant.involvement != "front_line":
        events.append(e.InvolvementSet(situation_id=found.situation_id,
                                       character_id=command.character_id,
                                       involvement="front_line"))
    return events


def roll_situation(state: VoyagesState, command: c.RollSituation, actor: Actor,
                   rng: RandomSource) -> list[Event]:
    """Owner or gm: d6 + modifiers + player terrain - 4."""
    found = _rolling(state, command.situation_id)
    sheet = owned_character(state, actor, command.character_id)
    participant = _participant(found, command.character_id)
    if participant.involvement == "not_involved":
        raise DomainError("not_involved", f"{sheet.name} does not take part")
    _unrolled(found, command.character_id)
    used = check_modifiers(state, command.modifiers, sheet, "situation", actor.is_gm)
    roll_id = f"{found.situation_id}:{sheet.character_id}"
    dice = roll_d6(rng, command.dice, roll_id)
    value = dice.values[0] + total(command.modifiers) + found.terrain_player - 4
    return [e.SituationRolled(situation_id=found.situation_id, roll_id=roll_id,
                              character_id=sheet.character_id, dice=dice,
                              modifiers=command.modifiers, score=value),
            *used_adjective_events(used)]


def roll_environment(state: VoyagesState, command: c.RollEnvironment, actor: Actor,
                     rng: RandomSource) -> list[Event]:
    """GM: the environment's d6 + modifiers + environment terrain - 4."""
    require_gm(actor)
    found = _rolling(state, command.situation_id)
    if found.environment_roll is not None:
        raise DomainError("already_rolled", "the environment has rolled")
    used = check_modifiers(state, command.modifiers, None, "situation", True)
    roll_id = f"{found.situation_id}:environment"
    dice = roll_d6(rng, command.dice, roll_id)
    value = dice.values[0] + total(command.modifiers) + found.terrain_environment - 4
    return [e.SituationRolled(situation_id=found.situation_id, roll_id=roll_id,
                              character_id=None, dice=dice, modifiers=command.modifiers,
                              score=value),
            *used_adjective_events(used)]


def _scored(found: Situation, groups: tuple[tuple[str, ...], ...]) -> e.SituationScored:
    scores, env, subgroups, pools, value = score(found, groups, {})
    return e.SituationScored(situation_id=found.situation_id, scores=scores,
                             environment_score=env, subgroups=subgroups, pools=pools,
                             value=value)


def score_situation(state: VoyagesState, command: c.ScoreSituation, actor: Actor) -> list[Event]:
    """GM: every involved participant and the environment rolled: scores and pools."""
    require_gm(actor)
    found = _rolling(state, command.situation_id)
    members = involved(found)
    if (not members or found.environment_roll is None
            or any(found.participants[m].roll is None for m in members)):
        raise DomainError("rolls_incomplete", "every involved participant and the environment roll")
    return [_scored(found, (members,))]


def _spending(state: VoyagesState, situation_id: str) -> Situation:
    found = situation(state, situation_id)
    if found.status != "spending":
        raise DomainError("wrong_phase", "the situation is not scored yet")
    return found


def split_group(state: VoyagesState, command: c.SplitGroup, actor: Actor) -> list[Event]:
    """GM: split into subgroups before any point is spent [D20]."""
    require_gm(actor)
    found = _spending(state, command.situation_id)
    if found.group_mode == "solo" or found.result_mode == "value":
        raise invalid("only a sum or average group with adjective results splits")
    if any(p.spent for p in found.pools.values()):
        raise DomainError("points_already_spent", "split before spending")
    flat = [m for g in command.subgroups for m in g]
    if (any(not g for g in command.subgroups) or len(flat) != len(set(flat))
            or set(flat) != set(involved(found))):
        raise invalid("subgroups partition the involved participants")
    groups = tuple(tuple(g) for g in command.subgroups)
    return [e.GroupSplit(situation_id=found.situation_id, subgroups=groups),
            _scored(found, groups)]


def apportion_group_result(state: VoyagesState, command: c.ApportionGroupResult,
                           actor: Actor) -> list[Event]:
    """GM: an average group's consequences shared unevenly, same total [D20]."""
    require_gm(actor)
    found = _spending(state, command.situation_id)
    if found.group_mode != "average" or found.result_mode == "value":
        raise invalid("only an average group apportions its result")
    if not 0 <= command.subgroup < len(found.subgroups):
        raise invalid(f"no subgroup {command.subgroup}")
    sub = found.subgroups[command.subgroup]
    if any(p.spent for p in found.pools.values() if p.subgroup == command.subgroup):
        raise DomainError("points_already_spent", "apportion before spending")
    if set(command.allocations) != set(sub.members):
        raise invalid("one allocation per member of the subgroup")
    if sum(command.allocations.values()) != sub.group_score * len(sub.members):
        raise DomainError("invalid_apportion",
                          f"allocations must total {sub.group_score * len(sub.members)}")
    return [e.GroupResultApportioned(situation_id=found.situation_id, subgroup=command.subgroup,
                                     allocations=dict(command.allocations))]


def close_situation(state: VoyagesState, command: c.CloseSituation, actor: Actor) -> list[Event]:
    """GM: close; unspent points are forfeited [D23]."""
    require_gm(actor)
    found = situation(state, command.situation_id)
    forfeited = {pid: p.remaining for pid, p in found.pools.items()}
    return [e.SituationClosed(situation_id=found.situation_id, forfeited=forfeited)]
