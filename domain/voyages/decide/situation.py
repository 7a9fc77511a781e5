"""Situation commands: set-up, rolls, scoring, splitting, apportioning, closing (7.3)."""

from domain.core import Actor, DomainError, Emitter, NotAuthorized, RandomSource
from domain.core.guards import invalid, require_phase
from domain.core.words import sentence
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decide import (
    live_resolution,
    require_new_resolution,
)
from domain.voyages.decide.adjective import used_adjective_events
from domain.voyages.rules.dice import roll_d6
from domain.voyages.rules.model import Participant, Situation
from domain.voyages.rules.modifiers import check_modifiers, roll_modifiers, total
from domain.voyages.rules.situation import involved, score
from domain.voyages.state import VoyagesState, character


def situation(state: VoyagesState, situation_id: str) -> Situation:
    """An open situation (``unknown_resolution`` / ``resolution_closed``)."""
    return live_resolution(state.situations.get(situation_id), state, "situation",
                           situation_id)


def rolling(state: VoyagesState, situation_id: str) -> Situation:
    found = situation(state, situation_id)
    require_phase(found.status, ("rolling",), detail=sentence("the situation is already scored"))
    return found


def _participant(found: Situation, character_id: str) -> Participant:
    participant = found.participants.get(character_id)
    if participant is None:
        raise DomainError("not_a_participant",
                          sentence("“%(character)s” is not in the situation",
                                   character=character_id))
    return participant


def _unrolled(found: Situation, character_id: str) -> Participant:
    participant = _participant(found, character_id)
    if participant.roll is not None:
        raise DomainError("already_rolled",
                          sentence("“%(character)s” has rolled", character=character_id))
    return participant


def _own_unrolled(state: VoyagesState, situation_id: str, character_id: str,
                  actor: Actor) -> tuple[Situation, Participant]:
    """A rolling situation and the actor's own participant (checked by its move), who has
    not rolled yet."""
    found = rolling(state, situation_id)
    return found, _unrolled(found, character_id)


def open_situation(em: Emitter[VoyagesState], command: cmd.OpenSituation, actor: Actor,
                   rng: RandomSource) -> None:
    """GM: participants, group mode, shifted lists, terrain, result mode."""
    state = em.state
    require_new_resolution(state, command.situation_id)
    ids = [p.character_id for p in command.participants]
    if not ids or len(set(ids)) != len(ids):
        invalid(sentence("at least one participant, each once"))
    if (command.group_mode == "solo") != (len(ids) == 1):
        invalid(sentence("solo mode is for exactly one participant"), field="group_mode")
    if not (-2 <= command.opportunity_shift <= 2 and -2 <= command.risk_shift <= 2):
        invalid(sentence("list shifts are -2..2"))
    for cid in ids:
        character(state, cid)
    em.emit(ev.SituationOpened(
        situation_id=command.situation_id, description=command.description,
        participants=command.participants, group_mode=command.group_mode,
        opportunity_shift=command.opportunity_shift, risk_shift=command.risk_shift,
        terrain_player=command.terrain_player, terrain_environment=command.terrain_environment,
        result_mode=command.result_mode))


def set_involvement(em: Emitter[VoyagesState], command: cmd.SetInvolvement, actor: Actor,
                    rng: RandomSource) -> None:
    """Owner: involvement before rolling; locked at front line after a risk."""
    state = em.state
    found, participant = _own_unrolled(state, command.situation_id, command.character_id, actor)
    if participant.risk_taken and command.involvement != "front_line":
        raise DomainError("involvement_locked_by_risk",
                          sentence("taking a risk means the front line"))
    em.emit(ev.InvolvementSet(situation_id=found.situation_id, character_id=command.character_id,
                             involvement=command.involvement))


def take_risk(em: Emitter[VoyagesState], command: cmd.TakeRisk, actor: Actor,
              rng: RandomSource) -> None:
    """Owner: shift both lists by -1 for this character; front line."""
    state = em.state
    found, participant = _own_unrolled(state, command.situation_id, command.character_id, actor)
    if participant.risk_taken:
        raise DomainError("already_taken", sentence("the risk is already taken"))
    em.emit(ev.RiskTaken(situation_id=found.situation_id, character_id=command.character_id))
    if participant.involvement != "front_line":
        em.emit(ev.InvolvementSet(situation_id=found.situation_id,
                                 character_id=command.character_id, involvement="front_line"))


def roll_situation(em: Emitter[VoyagesState], command: cmd.RollSituation, actor: Actor,
                   rng: RandomSource) -> None:
    """Owner or gm: d6 + modifiers + player terrain - 4."""
    state = em.state
    found = rolling(state, command.situation_id)
    sheet = state.characters[command.character_id]  # checked by may_roll_situation
    participant = _participant(found, command.character_id)
    if participant.involvement == "not_involved":
        raise DomainError("not_involved",
                          sentence("%(character)s does not take part", character=sheet.name))
    _unrolled(found, command.character_id)
    modifiers, used = roll_modifiers(state, command.modifiers, sheet, "situation",
                                     actor.is_gm)
    roll_id = f"{found.situation_id}:{sheet.character_id}"
    dice = roll_d6(rng, command.dice, roll_id)
    value = dice.values[0] + total(modifiers) + found.terrain_player - 4
    em.emit(ev.SituationRolled(situation_id=found.situation_id, roll_id=roll_id,
                              character_id=sheet.character_id, dice=dice,
                              modifiers=modifiers, score=value))
    em.emit_all(used_adjective_events(used))


def roll_environment(em: Emitter[VoyagesState], command: cmd.RollEnvironment, actor: Actor,
                     rng: RandomSource) -> None:
    """GM: the environment's d6 + modifiers + environment terrain - 4."""
    state = em.state
    found = rolling(state, command.situation_id)
    if found.environment_roll is not None:
        raise DomainError("already_rolled", sentence("the environment has rolled"))
    used = check_modifiers(state, command.modifiers, None, "situation", True)
    roll_id = f"{found.situation_id}:environment"
    dice = roll_d6(rng, command.dice, roll_id)
    value = dice.values[0] + total(command.modifiers) + found.terrain_environment - 4
    em.emit(ev.SituationRolled(situation_id=found.situation_id, roll_id=roll_id,
                              character_id=None, dice=dice, modifiers=command.modifiers,
                              score=value))
    em.emit_all(used_adjective_events(used))


def scored_event(found: Situation, groups: tuple[tuple[str, ...], ...]) -> ev.SituationScored:
    """Scores and pools of a rolled situation for these subgroups (no apportioning)."""
    scores, env, subgroups, pools, value = score(found, groups, {})
    return ev.SituationScored(situation_id=found.situation_id, scores=scores,
                             environment_score=env, subgroups=subgroups, pools=pools,
                             value=value)


def score_situation(em: Emitter[VoyagesState], command: cmd.ScoreSituation, actor: Actor,
                    rng: RandomSource) -> None:
    """GM: every involved participant and the environment rolled: scores and pools."""
    state = em.state
    found = rolling(state, command.situation_id)
    members = involved(found)
    if (not members or found.environment_roll is None
            or any(found.participants[m].roll is None for m in members)):
        raise DomainError("rolls_incomplete",
                          sentence("every involved participant and the environment roll"))
    em.emit(scored_event(found, (members,)))


def spending(state: VoyagesState, situation_id: str) -> Situation:
    found = situation(state, situation_id)
    require_phase(found.status, ("spending",), detail=sentence("the situation is not scored yet"))
    return found


def _owned_participants(state: VoyagesState, found: Situation, actor: Actor) -> set[str]:
    """The participants whose sheets the acting seat owns (``forbidden`` when none)."""
    owned = {cid for cid in found.participants if cid in state.characters
             and actor.may_act_for(state.characters[cid].owner_player_id)}
    if not owned:
        raise NotAuthorized("forbidden",
                            sentence("only the gm or a participant's owner splits or shares "
                                     "a group"))
    return owned


def _splits_off_own_subgroup(found: Situation, groups: tuple[tuple[str, ...], ...],
                             owned: set[str]) -> bool:
    """R2: one current subgroup parts in two, one part made only of the seat's characters
    (a player decides for its own characters, never for another player's)."""
    current = [frozenset(g.members) for g in found.subgroups]
    new = [frozenset(g) for g in groups]
    parted = [g for g in current if g not in new]
    parts = [g for g in new if g not in current]
    return (len(parted) == 1 and len(parts) == 2 and parts[0] | parts[1] == parted[0]
            and any(part <= owned for part in parts))


def split_group(em: Emitter[VoyagesState], command: cmd.SplitGroup, actor: Actor,
                rng: RandomSource) -> None:
    """Split into subgroups before any point is spent [D20]: the gm any way, an owner
    only by splitting off the subgroup that holds its own character (R2)."""
    state = em.state
    found = spending(state, command.situation_id)
    owned = set() if actor.is_gm else _owned_participants(state, found, actor)
    if found.group_mode == "solo" or found.result_mode == "value":
        invalid(sentence("only a sum or average group with adjective results splits"))
    if any(p.spent for p in found.pools.values()):
        raise DomainError("points_already_spent", sentence("split before spending"))
    flat = [m for g in command.subgroups for m in g]
    if (any(not g for g in command.subgroups) or len(flat) != len(set(flat))
            or set(flat) != set(involved(found))):
        invalid(sentence("subgroups partition the involved participants"))
    groups = tuple(tuple(g) for g in command.subgroups)
    if not actor.is_gm and not _splits_off_own_subgroup(found, groups, owned):
        raise NotAuthorized("forbidden",
                            sentence("a player only splits off its own character's subgroup"))
    em.emit(ev.GroupSplit(situation_id=found.situation_id, subgroups=groups))
    em.emit(scored_event(found, groups))


def _spares_the_others(state: VoyagesState, found: Situation, allocations: dict[str, int],
                       actor: Actor) -> None:
    """T9: a player takes the worse share onto its own characters: every member it does
    not play keeps at least the points it has now (``not_owner``)."""
    for cid, points in allocations.items():
        sheet = state.characters.get(cid)
        pool = found.pools.get(f"player:{cid}")
        if sheet is None or pool is None or actor.may_act_for(sheet.owner_player_id):
            continue
        if points < pool.points:
            raise NotAuthorized("not_owner", sentence(
                "%(name)s is played by another seat: a player takes the worse share for its "
                "own character only, %(name)s keeps at least %(points)s",
                name=sheet.name, points=pool.points), field="allocations")


def apportion_group_result(em: Emitter[VoyagesState], command: cmd.ApportionGroupResult,
                           actor: Actor, rng: RandomSource) -> None:
    """An average group's consequences shared unevenly, same total [D20]: the gm freely,
    a player by taking the worse share onto its own character (T9)."""
    state = em.state
    found = spending(state, command.situation_id)
    owned = set() if actor.is_gm else _owned_participants(state, found, actor)
    if found.group_mode != "average" or found.result_mode == "value":
        invalid(sentence("only an average group apportions its result"))
    if not 0 <= command.subgroup < len(found.subgroups):
        invalid(sentence("no subgroup %(subgroup)s", subgroup=command.subgroup))
    sub = found.subgroups[command.subgroup]
    if not actor.is_gm and not owned & set(sub.members):
        raise NotAuthorized("forbidden", sentence(
            "a player shares the result of a subgroup holding its own character"))
    if any(p.spent for p in found.pools.values() if p.subgroup == command.subgroup):
        raise DomainError("points_already_spent", sentence("apportion before spending"))
    if set(command.allocations) != set(sub.members):
        invalid(sentence("one allocation per member of the subgroup"))
    if sum(command.allocations.values()) != sub.group_score * len(sub.members):
        raise DomainError("invalid_apportion",
                          sentence("allocations must total %(total)d",
                                   total=sub.group_score * len(sub.members)),
                          field="allocations")
    if not actor.is_gm:
        _spares_the_others(state, found, dict(command.allocations), actor)
    em.emit(ev.GroupResultApportioned(situation_id=found.situation_id, subgroup=command.subgroup,
                                     allocations=dict(command.allocations)))


def close_situation(em: Emitter[VoyagesState], command: cmd.CloseSituation, actor: Actor,
                    rng: RandomSource) -> None:
    """GM: close; unspent points are forfeited [D23]."""
    state = em.state
    found = situation(state, command.situation_id)
    forfeited = {pid: p.remaining for pid, p in found.pools.items()}
    em.emit(ev.SituationClosed(situation_id=found.situation_id, forfeited=forfeited))
