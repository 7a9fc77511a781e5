"""The generic tiers a side inflicts, shared by settlements and round resolution: the
alternative the payer picks (T4), the member it lands on (T5), and its adjective written
on a character or a thing member (T2, T11)."""

from dataclasses import dataclass

from domain.core import DomainError, Event
from domain.voyages import events as e
from domain.voyages.decide.adjective import AdjectiveWriter
from domain.voyages.rules.conflict import Conflict, GridAdjective, GridEntry, GridOption
from domain.voyages.rules.sheet import Target
from domain.voyages.state import VoyagesState


@dataclass(frozen=True)
class GenericTier:
    """A generic tier declared against a side: in a settlement term or a purchase."""

    tier: int
    target_side_id: str
    member: str | None = None
    choice: int | None = None


def default_member(conflict: Conflict, side_id: str, member: str | None) -> str | None:
    """The member a generic tier lands on: the named one, or a lone member."""
    side = conflict.side(side_id)
    if member is not None or side is None:
        return member
    return side.members[0] if len(side.members) == 1 else None


def member_target(state: VoyagesState, member: str | None) -> Target | None:
    """Where a grid adjective is written: a character, or a registered thing (T11: bandits,
    a storm); an npc label carries none."""
    if member in state.characters:
        return Target(kind="character", id=member)
    if member is not None and member in state.things:
        return Target(kind="thing", id=member)
    return None


def chosen(entry: GridEntry, choice: int | None) -> GridOption:
    """T4: the alternative the payer picks (``choice_required`` when the entry lists some
    and none is named; ``invalid_choice`` out of range or for an entry that lists none)."""
    if not entry.alternatives:
        if choice is not None:
            raise DomainError("invalid_choice", "this tier lists no alternatives")
    elif choice is None:
        raise DomainError("choice_required", f"pick one of {len(entry.alternatives)} "
                                             f"alternatives of « {entry.description} »")
    elif not 0 <= choice < len(entry.alternatives):
        raise DomainError("invalid_choice", f"choice is 0..{len(entry.alternatives) - 1}")
    return entry.option(choice)


def _inflict(writer: AdjectiveWriter, target: Target, adjective: GridAdjective,
             effect_id: str | None) -> Event:
    return writer.add(target, adjective.name, adjective.value, "negative", adjective.duration,
                      cause="generic_stake", effect_id=effect_id)


def check_generic_tiers(state: VoyagesState, conflict: Conflict,
                        tiers: list[GenericTier]) -> None:
    """Generic tiers as declared: the alternative picked (T4), a member named against a
    side of several when the tier carries an adjective (T5, ``member_required``), and the
    adjectives they would write staying within 3 (T2, ``adjective_value_cap``)."""
    writer = AdjectiveWriter(state)
    for declared in tiers:
        if not 1 <= declared.tier <= len(conflict.generic_grid):
            continue
        option = chosen(conflict.generic_grid[declared.tier - 1], declared.choice)
        if option.adjective is None:
            continue
        member = default_member(conflict, declared.target_side_id, declared.member)
        if member is None:
            raise DomainError("member_required", f"tier {declared.tier} writes "
                              f"« {option.adjective.name} »: name the member it lands on")
        target = member_target(state, member)
        if target is not None:
            _inflict(writer, target, option.adjective, None)


def generic_events(state: VoyagesState, writer: AdjectiveWriter, conflict: Conflict,
                   by_side_id: str, declared: GenericTier, effect_id: str) -> list[Event]:
    """A generic tier inflicted: the alternative's description, and its adjective on a
    character or thing member."""
    option = conflict.generic_grid[declared.tier - 1].option(declared.choice)
    member = default_member(conflict, declared.target_side_id, declared.member)
    events: list[Event] = [e.GenericStakeAcquired(
        conflict_id=conflict.conflict_id, tier=declared.tier, description=option.description,
        by_side_id=by_side_id, target_side_id=declared.target_side_id, member=member,
        choice=declared.choice, effect_id=effect_id)]
    target = member_target(state, member)
    if option.adjective is not None and target is not None:
        events.append(_inflict(writer, target, option.adjective, effect_id))
    return events
