"""Contest handlers (spec section 7.4): the opposition, one gm roll judged against one or
more awaiting contests (revision R2), its pool checked in the spec's order; cancelling;
the winner's effect."""

from typing import NoReturn

from domain.core import Actor, DomainError, Emitter, Event, NotAuthorized, RandomSource
from domain.core.guards import invalid, require
from domain.core.words import Text, sentence
from domain.xyrop import commands as cmd
from domain.xyrop import events as ev
from domain.xyrop.decide import (
    MAX_DIE,
    awaiting,
    current_session,
    find_contest,
    first_passing,
    live,
    live_contest,
    require_gm,
    require_session,
)
from domain.xyrop.decide.table import element_step, rated_element, stress_step
from domain.xyrop.rules.dice import DieSpec, count_ones, roll_pool, top_sum
from domain.xyrop.rules.ladder import is_rated_stress, on_ladder
from domain.xyrop.state import Contest, GameState, OppositionKind, Sheet


def roll_opposition(em: Emitter[GameState], command: cmd.RollOpposition, actor: Actor,
                    rng: RandomSource) -> None:
    """The gm's roll: its two highest dice against each player's total (a tie fails).

    T6: one roll, and each contest judged with the common dice plus its own roller's
    stress and value dice (``stress_of``, ``value_of``)."""
    state = em.state
    contests = opposed_contests(state, command)
    common = opposition_specs(state, contests, command)
    own = own_dice(state, contests, command)
    for contest in contests:
        require(len(common) + len(own[contest.contest_id]) >= 2, "opposition_pool_too_small",
                sentence("the opposition rolls at least 2 dice"))
    specs = common + [spec for contest in contests for spec in own[contest.contest_id]]
    rolled, source = roll_pool(rng, specs, command.dice)
    kind: OppositionKind = "difficulty" if command.kind == "difficulty" else "npc"
    ids = tuple(contest.contest_id for contest in contests)
    events = []
    for contest in contests:
        refs = {spec.ref for spec in own[contest.contest_id]}
        pool = rolled[:len(common)] + tuple(d for d in rolled[len(common):] if d.ref in refs)
        total, _ = top_sum(pool, 2)
        events.append(ev.OppositionRolled(
            contest_id=contest.contest_id, kind=kind, npc_id=command.npc_id, pool=pool,
            dice_source=source, opposition_total=total, gm_ones=count_ones(pool),
            player_total=contest.player_total,
            outcome="success" if contest.player_total > total else "failure",
            winner_side="player" if contest.player_total > total else "opposition",
            contest_ids=ids))
    em.emit_all(events)


def own_dice(state: GameState, contests: list[Contest], command: cmd.RollOpposition
             ) -> dict[str, list[DieSpec]]:
    """T6: each contest's own stress and value dice, from ``stress_of`` and ``value_of``."""
    ids = {contest.contest_id for contest in contests}
    if not set(command.stress_of) | set(command.value_of) <= ids:
        _invalid(sentence("a character's stress or value die is added only to a roll this "
                          "opposition answers"), "stress_of")
    own: dict[str, list[DieSpec]] = {}
    for contest in contests:
        acting = state.characters[contest.character_id]
        cid = contest.contest_id
        specs = _pc_stress_dice(acting, contest, command.stress_of.get(cid, ()),
                                state.config.stress_catalog, f"pc_stress:{cid}:")
        if cid in command.value_of:
            specs.append(_pc_value_die(acting, contest, command.value_of[cid],
                                       f"pc_value:{cid}"))
        own[cid] = specs
    return own


def opposed_contests(state: GameState, command: cmd.RollOpposition) -> list[Contest]:
    """The awaiting contests named by ``contest_ids`` (or the older ``contest_id``)."""
    if command.contest_ids and command.contest_id is not None:
        _invalid(sentence("name the rolls this opposition answers once, in one list"),
                 "contest_id")
    ids = command.contest_ids or (() if command.contest_id is None else (command.contest_id,))
    if not ids or len(set(ids)) != len(ids):
        _invalid(sentence("name one or more contests, each once"), "contest_ids")
    contests = []
    for contest_id in ids:
        _, contest = find_contest(state, contest_id, "contest_not_awaiting_opposition")
        require(contest.status == "awaiting_opposition", "contest_not_awaiting_opposition",
                sentence("contest '%(contest_id)s' is settled", contest_id=contest_id))
        contests.append(contest)
    return contests


def opposition_specs(state: GameState, contests: list[Contest],
                     command: cmd.RollOpposition) -> list[DieSpec]:
    """Difficulty or npc dice, then pc stress, pc value, elements and extra dice.

    The pc dice are the acting character's, so a roll against several contests (one
    per character) takes none of them: ``invalid_opposition``."""
    specs = _base_dice(command)
    contest = contests[0]
    if len(contests) > 1 and (command.pc_stress_ids or command.pc_value_id is not None):
        _invalid(sentence("a roll against several contests adds no character's stress or value"),
                 "pc_stress_ids")
    acting = state.characters[contest.character_id]
    specs += _pc_stress_dice(acting, contest, command.pc_stress_ids,
                             state.config.stress_catalog, "pc_stress:")
    if command.pc_value_id is not None:
        specs.append(_pc_value_die(acting, contest, command.pc_value_id, "pc_value"))
    specs += _element_dice(state, command.element_ids)
    specs += [DieSpec(f"extra:{index}", extra.faces, extra.label)
              for index, extra in enumerate(command.extra_dice, 1)]
    return specs


def _pc_value_die(acting: Sheet, contest: Contest, value_id: str, ref: str) -> DieSpec:
    if value_id not in acting.values:
        raise DomainError("unknown_value", sentence("no value '%(value_id)s'", value_id=value_id))
    require(value_id != contest.player_value_id, "value_already_in_player_pool",
            sentence("the player rolled this value"))
    return DieSpec(ref, acting.values[value_id], value_id)


def _invalid(detail: Text, field: str | None = None) -> NoReturn:
    invalid(detail, "invalid_opposition", field)


def _base_dice(command: cmd.RollOpposition) -> list[DieSpec]:
    if any(not on_ladder(extra.faces) for extra in command.extra_dice):
        _invalid(sentence("extra dice must be d4..d12"), "extra_dice")
    if command.kind == "difficulty":
        count = command.difficulty_dice
        if command.npc_id is not None or command.npc_dice is not None:
            _invalid(sentence("a difficulty has no npc"), "npc_id")
        if count is None or not 2 <= count <= 4:
            _invalid(sentence("a difficulty rolls 2 to 4 d6"), "difficulty_dice")
        return [DieSpec(f"difficulty:{index}", 6) for index in range(1, count + 1)]
    if command.kind == "npc":
        if command.difficulty_dice is not None:
            _invalid(sentence("an npc roll has no difficulty dice"), "difficulty_dice")
        if not command.npc_dice or not all(on_ladder(faces) for faces in command.npc_dice):
            _invalid(sentence("an npc rolls one or more d4..d12"), "npc_dice")
        return [DieSpec(f"npc:{index}", faces, command.npc_id)
                for index, faces in enumerate(command.npc_dice, 1)]
    _invalid(sentence("kind is difficulty or npc"), "kind")


def _pc_stress_dice(acting: Sheet, contest: Contest, stress_ids: tuple[str, ...],
                    catalog: tuple[str, ...], prefix: str) -> list[DieSpec]:
    specs: list[DieSpec] = []
    for index, stress_id in enumerate(stress_ids):
        level = acting.stress.get(stress_id, "none")
        repeated = stress_id in stress_ids[:index]
        if stress_id not in catalog or not is_rated_stress(level) or repeated:
            raise DomainError("stress_not_usable",
                              sentence("stress '%(stress_id)s' has no die to add",
                                       stress_id=stress_id))
        require(stress_id not in contest.player_stress_ids, "stress_already_in_player_pool",
                sentence("the player rolled this stress"))
        assert isinstance(level, int)
        specs.append(DieSpec(f"{prefix}{stress_id}", level, stress_id))
    return specs


def _element_dice(state: GameState, element_ids: tuple[str, ...]) -> list[DieSpec]:
    specs = []
    for index, element_id in enumerate(element_ids):
        element = state.elements.get(element_id)
        if element is None or element.die is None or element_id in element_ids[:index]:
            raise DomainError("unknown_element",
                              sentence("no rated element '%(element_id)s'", element_id=element_id))
        specs.append(DieSpec(f"element:{element_id}", element.die, element_id))
    return specs


def cancel_contest(em: Emitter[GameState], command: cmd.CancelContest, actor: Actor,
                   rng: RandomSource) -> None:
    """The gm drops a roll awaiting opposition (no refund)."""
    em.emit(ev.ContestCancelled(contest_id=command.contest_id))  # checked by to_cancel


def to_cancel(state: GameState, actor: Actor, contest_id: str) -> None:
    """The contest named is one awaiting its opposition (``CancelContest``)."""
    _, contest = find_contest(state, contest_id, "contest_not_awaiting_opposition")
    require(contest.status == "awaiting_opposition", "contest_not_awaiting_opposition",
            sentence("this contest is settled"))


def apply_contest_effect(em: Emitter[GameState], command: cmd.ApplyContestEffect, actor: Actor,
                         rng: RandomSource) -> None:
    """The winning side steps one stress or rated element, once per contest."""
    state = em.state
    contest = current_session(state).contests[command.contest_id]  # checked by to_apply
    assert contest.winner_side is not None
    effect = command.effect
    applied = ev.ContestEffectApplied(contest_id=contest.contest_id, side=contest.winner_side,
                                      effect=effect)
    step: Event
    if isinstance(effect, cmd.StressStep):
        step = stress_step(state, effect.target_kind, effect.target_id, effect.stress_id,
                           effect.direction, "contest_effect", contest.contest_id, "effect.")
    else:
        element = rated_element(state, effect.element_id, "unknown_element")
        require(effect.direction == "down" or element.die != MAX_DIE, "element_at_max",
                sentence("a d%(faces)d cannot be stepped up", faces=MAX_DIE),
                "effect.direction")
        step = element_step(element, effect.direction, "contest_effect", contest.contest_id)
    em.emit_all([applied, step])


def may_oppose(state: GameState, actor: Actor) -> None:
    """The gm, while a roll awaits its opposition (``RollOpposition``, ``CancelContest``)."""
    require_gm(actor)
    require_session(state)
    require(bool(awaiting(state)), "contest_not_awaiting_opposition",
            sentence("no roll awaits its opposition"))


def awaits_opposition(state: GameState) -> list[str | None]:
    """Play waits for the gm while a roll awaits its opposition."""
    return [None] if awaiting(state) else []


def effect_open(state: GameState, actor: Actor, contest: Contest) -> None:
    """The contest is live, resolved, its effect not applied, and ``actor`` on the winning
    side (``ApplyContestEffect``)."""
    if contest.status != "resolved" or contest.winner_side is None:
        raise DomainError("contest_not_resolved", sentence("the opposition has not rolled"))
    owner = state.characters[contest.character_id].owner_player_id
    allowed = actor.may_act_for(owner) if contest.winner_side == "player" else actor.is_gm
    if not allowed:
        raise NotAuthorized("not_authorized", _side_won(contest))
    require(not contest.effect_applied, "effect_already_applied",
            sentence("one effect per contest"))


def to_apply(state: GameState, actor: Actor, contest_id: str) -> None:
    """The contest named is its character's latest roll, open to ``actor``'s effect."""
    effect_open(state, actor, live_contest(state, contest_id, "contest_not_current"))


def _side_won(contest: Contest) -> Text:
    if contest.winner_side == "player":
        return sentence("the player side won")
    return sentence("the opposition side won")


def may_apply_effect(state: GameState, actor: Actor) -> None:
    """A live contest whose winning side this seat is, its effect still to apply."""
    require_session(state)
    first_passing(state, actor, live(state), effect_open, "contest_not_found",
                  sentence("no contest in this session"))
