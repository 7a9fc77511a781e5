"""The action roll (spec section 7.2) and destiny spent after the dice (revision R1):
"conserver un dé de plus dans la somme de son lancer de dés", one more kept die per
point, while the roll awaits its opposition."""

from domain.core import Actor, Emitter, RandomSource
from domain.core.guards import invalid, require
from domain.core.words import sentence
from domain.xyrop import commands as cmd
from domain.xyrop import events as ev
from domain.xyrop.decide import (
    can_act,
    current_session,
    find_contest,
    first_passing,
    live,
    owned_character,
    present_owned,
    require_session,
)
from domain.xyrop.rules.dice import count_ones, roll_pool, top_sum
from domain.xyrop.rules.pool import build_player_pool
from domain.xyrop.state import Contest, GameState, new_id


def roll_action(em: Emitter[GameState], command: cmd.RollAction, actor: Actor,
                rng: RandomSource) -> None:
    """Roll the character's pool: a new contest, the character's live one (R2: other
    characters' contests may await their opposition meanwhile)."""
    state = em.state
    sheet = state.characters[command.character_id]  # checked by for_roll
    pool = build_player_pool(sheet, command, state.config, state.scene_index)
    require(pool.cost <= sheet.destiny_points, "insufficient_destiny",
            sentence("this roll costs %(cost)d destiny, %(name)s has %(destiny)d",
                     cost=pool.cost, name=sheet.name, destiny=sheet.destiny_points))
    rolled, source = roll_pool(rng, pool.specs, command.dice)
    total, kept_refs = top_sum(rolled, pool.kept_count)
    treasure = command.treasure
    em.emit(ev.ActionRolled(
        contest_id=new_id(state, "contest"), character_id=sheet.character_id,
        label=command.label, pool=rolled, step_ups=pool.step_ups, kept_count=pool.kept_count,
        kept_refs=kept_refs, player_total=total, player_ones=count_ones(rolled),
        dice_source=source,
        distinctions=tuple(ev.DistinctionUsed(distinction_id=use.distinction_id,
                                              mode="d8" if use.mode == "d8" else "d4")
                           for use in command.distinctions),
        treasure_used=None if treasure is None else ev.TreasureUsed(
            treasure_id=treasure.treasure_id, reactivated=treasure.reactivate),
        own_stress_ids=command.own_stress_ids, value_id=command.value_id,
        spend=ev.SpendRecord(extra_approaches=command.destiny.extra_approaches,
                             extra_roles=command.destiny.extra_roles,
                             step_ups=command.destiny.step_ups,
                             keep_extra=command.destiny.keep_extra,
                             treasure_reactivation=treasure is not None and treasure.reactivate),
        destiny_before=sheet.destiny_points, destiny_spent=pool.cost,
        destiny_gained=pool.gain, destiny_after=sheet.destiny_points - pool.cost + pool.gain,
    ))


def _still_scoring(state: GameState, contest: Contest) -> None:
    """R1 and T2: a roll awaiting its opposition, or opposed while its effect is still to
    apply (and it is its character's latest roll)."""
    if contest.status == "awaiting_opposition":
        return
    require(contest.status == "resolved" and not contest.effect_applied,
            "contest_not_awaiting_opposition",
            sentence("destiny is kept in a roll before its effect is applied"))
    assert state.session is not None
    latest = state.session.live_contests().get(contest.character_id)
    require(latest is not None and latest.contest_id == contest.contest_id,
            "contest_not_current", sentence("only the character's latest roll can be used"))


def destiny_for_roll(contest: Contest) -> int:
    """T3: the destiny held before the roll minus what it already spent; destiny the roll
    gained (a d4 distinction, an exploited 1) cannot pay for its own kept dice."""
    return contest.destiny_before - contest.destiny_spent


def keep_open(state: GameState, actor: Actor, contest: Contest) -> None:
    """The seat plays the contest's character, which can act (T5); the roll still scores
    (R1, T2), a die is left to keep and 1 destiny can pay for it (T3)."""
    sheet = owned_character(state, actor, contest.character_id)
    require(can_act(sheet, state.scene_index), "character_out",
            sentence("%(name)s is out of play", name=sheet.name))
    _still_scoring(state, contest)
    require(contest.kept_count < len(contest.pool), "nothing_more_to_keep",
            sentence("every die of this roll is already kept"))
    require(sheet.destiny_points >= 1, "insufficient_destiny",
            sentence("%(name)s has no destiny left", name=sheet.name))
    require(destiny_for_roll(contest) >= 1, "not_enough_destiny",
            sentence("the destiny this roll gained cannot pay for it"))


def may_keep_more(state: GameState, actor: Actor) -> None:
    """A roll of a character this seat plays in which destiny can keep one more die."""
    require_session(state)
    first_passing(state, actor, live(state), keep_open, "contest_not_found",
                  sentence("no contest in this session"))


def to_keep_in(state: GameState, actor: Actor, contest_id: str) -> None:
    """The contest named is one in which destiny can keep one more die (``keep_open``)."""
    _, contest = find_contest(state, contest_id)
    keep_open(state, actor, contest)


def spend_destiny_on_roll(em: Emitter[GameState], command: cmd.SpendDestinyOnRoll, actor: Actor,
                          rng: RandomSource) -> None:
    """``keep_extra`` destiny: the roll keeps that many more dice; after the opposition
    (T2) it is judged again."""
    state = em.state
    contest = current_session(state).contests[command.contest_id]  # checked by to_keep_in
    sheet = state.characters[contest.character_id]
    if command.keep_extra < 1:
        invalid(sentence("keep at least one more die"), "invalid_keep_extra")
    kept_count = contest.kept_count + command.keep_extra
    require(kept_count <= len(contest.pool), "keep_exceeds_pool",
            sentence("cannot keep more dice than the pool holds"))
    require(command.keep_extra <= sheet.destiny_points, "insufficient_destiny",
            sentence("keeping %(more)d more costs %(more)d destiny, %(name)s has %(destiny)d",
                     more=command.keep_extra, name=sheet.name, destiny=sheet.destiny_points))
    require(command.keep_extra <= destiny_for_roll(contest), "not_enough_destiny",
            sentence("this roll may spend %(more)d more destiny",
                     more=destiny_for_roll(contest)))
    total, kept_refs = top_sum(contest.pool, kept_count)
    spend = ev.DestinyChanged(character_id=sheet.character_id, delta=-command.keep_extra,
                              reason="keep_extra",
                              destiny_points_after=sheet.destiny_points - command.keep_extra,
                              contest_id=contest.contest_id)
    em.emit_all([spend, _kept(contest, command.keep_extra, kept_count, kept_refs, total)])


def _kept(contest: Contest, keep_extra: int, kept_count: int, kept_refs: tuple[str, ...],
          total: int) -> ev.ExtraDiceKept | ev.ContestRescored:
    if contest.opposition is None:
        return ev.ExtraDiceKept(contest_id=contest.contest_id,
                                character_id=contest.character_id, keep_extra=keep_extra,
                                kept_count=kept_count, kept_refs=kept_refs,
                                player_total=total)
    against = contest.opposition.total
    success = total > against
    return ev.ContestRescored(
        contest_id=contest.contest_id, character_id=contest.character_id,
        keep_extra=keep_extra, kept_count=kept_count, kept_refs=kept_refs, player_total=total,
        opposition_total=against, outcome="success" if success else "failure",
        winner_side="player" if success else "opposition")


def for_roll(state: GameState, actor: Actor, character_id: str) -> None:
    """A present character this seat plays, able to act, its last roll settled."""
    sheet = present_owned(state, actor, character_id)
    require(can_act(sheet, state.scene_index), "character_out_of_play",
            sentence("%(name)s cannot act yet", name=sheet.name))
    assert state.session is not None
    latest = state.session.live_contests().get(sheet.character_id)
    require(latest is None or latest.status != "awaiting_opposition", "contest_pending",
            sentence("%(name)s's roll awaits its opposition", name=sheet.name))
