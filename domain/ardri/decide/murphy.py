"""The third law of Murphy and its corollary: store, use, mutual aid, support (§5, §7.4)."""

from domain.ardri.commands import (
    GiveSurplusSuccess,
    OfferMurphySupport,
    StoreMurphySuccess,
    UseMurphySuccess,
)
from domain.ardri.decide import active_session, new_id
from domain.ardri.decide.may import may_play
from domain.ardri.events import (
    MurphySuccessStored,
    MurphySuccessUsed,
    MurphySupportGiven,
    SurplusSuccessGiven,
)
from domain.ardri.rules.resolution import STORE_LIMIT, outcome_after_bonus
from domain.ardri.state import ActionRoll, ArdriState, StoredSuccess
from domain.core import Actor, DomainError, Emitter, RandomSource
from domain.core.guards import require
from domain.core.words import sentence


def found_roll(state: ArdriState, roll_id: str, field: str = "roll_id") -> ActionRoll:
    """A roll of this session, open (``roll_not_found``; a roll that closed when its
    character rolled again: ``roll_closed``)."""
    session = active_session(state)
    roll = session.roll(roll_id)
    if roll is None and closed_roll_id(state, roll_id):
        raise DomainError("roll_closed",
                          sentence("this roll is closed: its character rolled again"), field)
    if roll is None:
        raise DomainError("roll_not_found", sentence("this roll is not one of this session's"),
                          field)
    return roll


def closed_roll_id(state: ArdriState, roll_id: str) -> bool:
    """Whether ``roll_id`` names a roll this session made that is no longer kept: the
    state keeps open rolls only (C4), and every roll id is ``roll-<n>``, ``n`` the number
    of its event (``new_id``), so a roll of this session that is not open is closed."""
    prefix, _, number = roll_id.partition("-")
    session = active_session(state)
    return prefix == "roll" and number.isdigit() \
        and session.first_sequence < int(number) <= state.sequence


def open_roll(state: ArdriState, roll_id: str, character_id: str | None = None,
              field: str = "roll_id") -> ActionRoll:
    """A roll still open, optionally checked to be the character's own."""
    roll = found_roll(state, roll_id, field)
    require(character_id is None or roll.character_id == character_id, "roll_not_own",
            sentence("this roll is %(name)s's", name=state.characters[roll.character_id]
                     .sheet.name), field)
    require(roll_id in active_session(state).open_rolls, "roll_closed",
            sentence("this roll is closed: its character rolled again"), field)
    return roll


def check_untaken(roll: ActionRoll, field: str = "roll_id") -> None:
    """A roll something was taken from gets nothing (D13)."""
    require(not roll.taken, "roll_success_already_taken",
            sentence("a success of this roll was already kept or given"), field)


def check_surplus_left(roll: ActionRoll, storing: bool, field: str = "roll_id") -> None:
    """T2: up to ``total_successes - 2`` surplus successes leave a roll (the lost one: one),
    at most one of them stored."""
    stored = any(t.as_ == "stored" for t in roll.taken)
    require(not roll.taken or (roll.surplus_left() > 0 and not (storing and stored)),
            "roll_success_already_taken",
            sentence("no success of this roll is left to take"), field)


def check_failed(roll: ActionRoll, field: str = "roll_id") -> None:
    """Only a plain failure can be completed (D10)."""
    require(roll.outcome == "failure", "roll_not_failed",
            sentence("only a failed roll can be completed"), field)


def check_value_fits(value: int, roll: ActionRoll, field: str) -> None:
    """A success is a value <= the receiving roll's effective threshold (D11)."""
    require(value <= roll.effective_threshold, "murphy_value_above_threshold",
            sentence("%(value)d is above the threshold %(threshold)d", value=value,
                     threshold=roll.effective_threshold), field)


def check_storable(roll: ActionRoll, die_index: int, wanted_kind: str | None = None) -> None:
    """The die holds the roll's lost or wasted success (or, for mutual aid, a successful
    die of its surplus, the attribute die included: T1), not taken yet."""
    where = "from_roll_id" if wanted_kind == "wasted" else "roll_id"
    require(wanted_kind != "wasted" or roll.storable_kind == "wasted", "no_wasted_success",
            sentence("this roll has no wasted success"), where)
    require(roll.storable_kind is not None, "no_storable_success",
            sentence("this roll has no lost or wasted success"), where)
    dice = roll.giftable_now() if wanted_kind == "wasted" else roll.storable_now()
    require(die_index in dice, "die_not_storable",
            sentence("this die is not a success that may leave the roll"), "die_index")


def store_murphy_success(em: Emitter[ArdriState], command: StoreMurphySuccess,
                         _actor: Actor, _rng: RandomSource) -> None:
    """Keep a lost or wasted trinity success: 3 stores per character per session (D12),
    one per roll (T2)."""
    state = em.state
    roll = open_roll(state, command.roll_id, command.character_id)
    check_surplus_left(roll, storing=True)
    check_storable(roll, command.die_index)
    murphy = active_session(state).murphy_of(command.character_id)
    require(murphy.store_count < STORE_LIMIT, "murphy_store_limit_reached",
            sentence("three successes were already kept this session"))
    assert roll.storable_kind is not None
    em.emit(MurphySuccessStored(
        character_id=command.character_id, roll_id=roll.roll_id, die_index=command.die_index,
        value=roll.trinity_dice[command.die_index], kind=roll.storable_kind,
        stored_success_id=new_id(state, "murphy"), store_count_after=murphy.store_count + 1))


def held(state: ArdriState, character_id: str, stored_success_id: str) -> StoredSuccess:
    """A stored success the character holds (``stored_success_not_found``)."""
    stored = active_session(state).murphy_of(character_id).find(stored_success_id)
    if stored is None:
        raise DomainError("stored_success_not_found",
                          sentence("%(name)s holds no such kept success",
                                   name=state.characters[character_id].sheet.name),
                          "stored_success_id")
    return stored


def use_murphy_success(em: Emitter[ArdriState], command: UseMurphySuccess, _actor: Actor,
                       _rng: RandomSource) -> None:
    """Complete one's own open failed roll with one stored success (D10, D11, D21)."""
    state = em.state
    roll = open_roll(state, command.roll_id, command.character_id)
    check_failed(roll)
    check_untaken(roll)
    stored = held(state, command.character_id, command.stored_success_id)
    check_value_fits(stored.value, roll, "stored_success_id")
    total = roll.total_successes + 1
    em.emit(MurphySuccessUsed(
        character_id=command.character_id, roll_id=roll.roll_id,
        stored_success_id=stored.stored_success_id, value=stored.value,
        total_successes_after=total, outcome_after=outcome_after_bonus(total)))


def give_surplus_success(em: Emitter[ArdriState], command: GiveSurplusSuccess,
                         actor: Actor, _rng: RandomSource) -> None:
    """Mutual aid: a surplus success (any successful die, T1; several, T2) to a partner on
    the same task, no counter (D14). The
    giver is the source roll's character: its seat (or the gm) sends it, present."""
    state = em.state
    source = found_roll(state, command.from_roll_id, "from_roll_id")
    target = found_roll(state, command.to_roll_id, "to_roll_id")
    may_play(state, actor, source.character_id)
    open_roll(state, source.roll_id, field="from_roll_id")
    open_roll(state, target.roll_id, field="to_roll_id")
    require(source.character_id != target.character_id, "same_character",
            sentence("mutual aid goes to another character"), "to_roll_id")
    require(source.task_id is not None and source.task_id == target.task_id, "not_same_task",
            sentence("both rolls must be on the same common task"), "to_roll_id")
    check_surplus_left(source, storing=False, field="from_roll_id")
    check_untaken(target, "to_roll_id")
    check_storable(source, command.die_index, wanted_kind="wasted")
    check_failed(target, "to_roll_id")
    value = source.die_face(command.die_index)
    assert value is not None  # a giftable die was rolled
    check_value_fits(value, target, "die_index")
    total = target.total_successes + 1
    em.emit(SurplusSuccessGiven(
        from_roll_id=source.roll_id, from_character_id=source.character_id,
        die_index=command.die_index, value=value, to_roll_id=target.roll_id,
        to_character_id=target.character_id, total_successes_after=total,
        outcome_after=outcome_after_bonus(total)))


def offer_murphy_support(em: Emitter[ArdriState], command: OfferMurphySupport,
                         _actor: Actor, _rng: RandomSource) -> None:
    """Support: a supporter's stored success to the instigator; its slot comes back (D15)."""
    state = em.state
    roll = open_roll(state, command.roll_id)
    if roll.supporter_ids is None:
        raise DomainError("roll_not_coordinated",
                          sentence("this roll is not a coordinated action"), "roll_id")
    require(command.supporter_id in roll.supporter_ids, "not_a_supporter",
            sentence("%(name)s does not support this roll",
                     name=state.characters[command.supporter_id].sheet.name), "supporter_id")
    stored = held(state, command.supporter_id, command.stored_success_id)
    check_failed(roll)
    check_untaken(roll)
    check_value_fits(stored.value, roll, "stored_success_id")
    count = active_session(state).murphy_of(command.supporter_id).store_count
    total = roll.total_successes + 1
    em.emit(MurphySupportGiven(
        roll_id=roll.roll_id, instigator_id=roll.character_id, supporter_id=command.supporter_id,
        stored_success_id=stored.stored_success_id, value=stored.value,
        supporter_store_count_after=count - 1, total_successes_after=total,
        outcome_after=outcome_after_bonus(total)))
