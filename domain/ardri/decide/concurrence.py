"""Concurrence: PCs contest one objective, ranked by §7.6."""

import msgspec

from domain.ardri.commands import CancelConcurrence, OpenConcurrence, RollConcurrence
from domain.ardri.decide import (
    active_session,
    check_attribute,
    check_characteristic,
    check_domain,
    new_id,
)
from domain.ardri.decide.rolls import contest_conditions
from domain.ardri.events import (
    ConcurrenceCancelled,
    ConcurrenceOpened,
    ConcurrenceResolved,
    ConcurrenceRoll,
    ConcurrenceRolled,
    RankEntry,
)
from domain.ardri.rules.dice import roll_dice
from domain.ardri.rules.resolution import (
    ATTRIBUTE_FACES,
    concurrence_special,
    rank_key,
    ranks,
    threshold,
)
from domain.ardri.state import ArdriState, Concurrence
from domain.core import Actor, DomainError, Emitter, RandomSource
from domain.core.guards import require
from domain.core.words import sentence


def open_concurrence(em: Emitter[ArdriState], command: OpenConcurrence, _actor: Actor,
                     _rng: RandomSource) -> None:
    """A contest between at least two present characters."""
    state = em.state
    check_characteristic(command.characteristic)
    check_domain(state, command.characteristic, command.domain_id)
    ids = command.participant_ids
    present = active_session(state).present_character_ids
    require(len(ids) >= 2 and len(set(ids)) == len(ids) and all(cid in present for cid in ids),
            "invalid_participants", sentence("a concurrence sets two or more characters at the "
                                             "table against each other, each once"),
            "participant_ids")
    em.emit(ConcurrenceOpened(concurrence_id=new_id(state, "concurrence"),
                              characteristic=command.characteristic,
                              domain_id=command.domain_id, participant_ids=tuple(ids),
                              label=command.label))


def open_contest(state: ArdriState, concurrence_id: str) -> Concurrence:
    """An open concurrence (``concurrence_not_found``, ``concurrence_closed``)."""
    found = active_session(state).concurrences.get(concurrence_id)
    if found is None:
        closed = closed_contest_id(state, concurrence_id)
        raise DomainError("concurrence_closed" if closed else "concurrence_not_found",
                          sentence("this concurrence is over") if closed
                          else sentence("there is no such concurrence"), "concurrence_id")
    return found


def closed_contest_id(state: ArdriState, concurrence_id: str) -> bool:
    """Whether ``concurrence_id`` names a concurrence of this session that is over: the
    state keeps open ones only (C4), and every id is ``concurrence-<n>``, ``n`` the number
    of its event."""
    prefix, _, number = concurrence_id.partition("-")
    return prefix == "concurrence" and number.isdigit() \
        and active_session(state).first_sequence < int(number) <= state.sequence


def roll_concurrence(em: Emitter[ArdriState], command: RollConcurrence, _actor: Actor,
                     rng: RandomSource) -> None:
    """One participant's roll; the ranking follows once everyone rolled."""
    state = em.state
    contest = open_contest(state, command.concurrence_id)
    name = state.characters[command.character_id].sheet.name
    require(command.character_id in contest.participant_ids, "not_a_participant",
            sentence("%(name)s does not take part in this concurrence", name=name),
            "concurrence_id")
    require(command.character_id not in contest.rolls, "already_rolled",
            sentence("%(name)s already rolled in this concurrence", name=name),
            "concurrence_id")
    rolled = contest_roll(state, contest, command, rng)
    rolls = [*contest.rolls.values(), roll_of(rolled)]
    if len(rolls) < len(contest.participant_ids):
        em.emit(rolled)
        return
    em.emit_all([rolled, ConcurrenceResolved(concurrence_id=contest.concurrence_id,
                                             ranking=ranking(rolls))])


def contest_roll(state: ArdriState, contest: Concurrence, command: RollConcurrence,
                 rng: RandomSource) -> ConcurrenceRolled:
    """§7.6: every die under the threshold counts; the threshold takes the participant's
    own conditions (T3), no coordination."""
    sheet = state.characters[command.character_id].sheet
    attribute = check_attribute(sheet, command.attribute_id, contest.domain_id)
    conditions = contest_conditions(command.opposition, command.difficulty, contest.domain_id)
    # D8: the d8 is rolled even at threshold 8, its face matters for the tie-break.
    faces = ATTRIBUTE_FACES[attribute.level] if attribute else None
    dice = roll_dice(rng, command.dice, faces)
    modifier = sheet.domain_modifiers[contest.domain_id] if contest.domain_id else 0
    t = threshold(sheet.characteristics[contest.characteristic], modifier,
                  conditions.opposition, conditions.difficulty, coordinated=False)
    values = tuple(v for v in (*dice.trinity, dice.attribute)
                   if v is not None and v <= t.effective)
    return ConcurrenceRolled(
        concurrence_id=contest.concurrence_id, character_id=command.character_id,
        attribute_id=command.attribute_id, dice_source=dice.source, trinity_dice=dice.trinity,
        attribute_die_faces=faces, attribute_die_value=dice.attribute, threshold=t.effective,
        success_values=values, total_successes=len(values),
        special=concurrence_special(dice.trinity), opposition=conditions.opposition,
        difficulty=conditions.difficulty, situation_modifier=t.situation_modifier)


def roll_of(event: ConcurrenceRolled) -> ConcurrenceRoll:
    """The stored form of a concurrence roll."""
    return ConcurrenceRoll(**msgspec.structs.asdict(event))


def ranking(rolls: list[ConcurrenceRoll]) -> tuple[RankEntry, ...]:
    """Best first; equal keys share a rank (D16)."""
    keys = [rank_key(r.special, r.total_successes, r.threshold, r.success_values) for r in rolls]
    entries = [
        (key, RankEntry(character_id=r.character_id, rank=rank, special=r.special,
                        total_successes=r.total_successes, threshold=r.threshold,
                        success_sum=sum(r.success_values),
                        success_values_sorted=tuple(sorted(r.success_values))))
        for key, r, rank in zip(keys, rolls, ranks(keys), strict=True)]
    return tuple(entry for _, entry in sorted(entries, key=lambda pair: pair[0]))


def cancel_concurrence(em: Emitter[ArdriState], command: CancelConcurrence, _actor: Actor,
                       _rng: RandomSource) -> None:
    """The gm calls an open contest off."""
    open_contest(em.state, command.concurrence_id)
    em.emit(ConcurrenceCancelled(concurrence_id=command.concurrence_id, reason="gm"))
