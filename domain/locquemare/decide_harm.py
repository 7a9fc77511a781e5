"""Harm, conflicts and npcs: stress, pending harm, defeat (7.6)."""

from domain.core import Actor, DomainError, Event, RandomSource
from domain.locquemare import commands_play as cp
from domain.locquemare import events as ev
from domain.locquemare import events_play as pe
from domain.locquemare.checks import (
    get_hero,
    get_key,
    get_npc,
    invalid,
    is_present,
    new_key_id,
    owned_hero,
    require_choice,
    require_gm,
    require_no_pending_harm,
    require_phase,
)
from domain.locquemare.evolve import Flow
from domain.locquemare.harm import apply_npc_stress, apply_stress, npc_free_slots
from domain.locquemare.state import CAPACITY, EFFECTS, RESOURCES, Hero, LocquemareState

State = LocquemareState


def apply_stress_command(state: State, cmd: cp.ApplyStress, actor: Actor,
                         rng: RandomSource) -> list[Event]:
    """The Adversity deals stress to a present hero."""
    require_gm(actor)
    require_phase(state, "in_scene")
    hero = get_hero(state, cmd.hero_id)
    if not is_present(state, hero.hero_id) or hero.taken_out:
        raise DomainError("hero_unavailable", f"{hero.name} is not in the scene")
    require_no_pending_harm(hero)
    if cmd.amount < 1:
        invalid("stress is at least 1")
    require_choice("resource", cmd.resource, RESOURCES)
    flow = Flow(state)
    apply_stress(flow, rng, hero.hero_id, cmd.amount, cmd.resource, cmd.stress_check_d10)
    return flow.events


def _absorb(flow: Flow, hero: Hero, cmd: cp.ResolveHarm, overflow: int) -> None:
    absorb = cmd.absorb
    if absorb is None or not absorb.slots or len(absorb.texts) != len(absorb.slots):
        raise DomainError("invalid_option", "absorb names slots and one text per slot")
    slots = absorb.slots
    if len(set(slots)) != len(slots) or any(
            s not in CAPACITY or hero.consequence_slots.get(s) is not None for s in slots):
        raise DomainError("invalid_option", "absorb uses distinct free slots")
    if sum(CAPACITY[s] for s in slots) < overflow:
        raise DomainError("invalid_option", f"the slots absorb less than {overflow}")
    for slot, text in zip(slots, absorb.texts, strict=True):
        flow.emit(pe.ConsequenceInflicted(
            hero_id=hero.hero_id, key_id=new_key_id(flow.state, f"{hero.hero_id}-consequence"),
            severity=slot, text=text, effect="none", cause="absorb"))


def _extreme(flow: Flow, hero: Hero, cmd: cp.ResolveHarm) -> None:
    extreme = cmd.extreme
    if extreme is None or extreme.replace_key_id not in hero.character_key_ids \
            or not extreme.text.strip():
        raise DomainError("invalid_option", "the extreme consequence replaces a character key")
    flow.emit(pe.ExtremeConsequenceTaken(
        hero_id=hero.hero_id, replaced_key_id=extreme.replace_key_id,
        key_id=new_key_id(flow.state, f"{hero.hero_id}-extreme"), text=extreme.text))


def concede(flow: Flow, hero_id: str) -> None:
    """A hero accepts defeat: 1 + consequences taken in the conflict, as danger (D13)."""
    conflict = flow.state.conflict
    taken = conflict.consequences_by_hero.get(hero_id, 0) if conflict else 0
    flow.emit(pe.DefeatAccepted(hero_id=hero_id, consequences_in_conflict=taken,
                                tokens=1 + taken),
              ev.TokenGained(hero_id=hero_id, kind="danger", count=1 + taken,
                             reason="accepted_defeat"))


def resolve_harm(state: State, cmd: cp.ResolveHarm, actor: Actor,
                 rng: RandomSource) -> list[Event]:
    """absorb | extreme | accept_defeat | taken_out, among the pending options."""
    hero = owned_hero(state, actor, cmd.hero_id)
    pending = hero.pending_harm
    if pending is None:
        raise DomainError("no_pending_harm", f"{hero.name} has no pending harm")
    if cmd.option not in pending.options:
        raise DomainError("invalid_option", f"options are {', '.join(pending.options)}")
    flow = Flow(state)
    if cmd.option == "absorb":
        _absorb(flow, hero, cmd, pending.overflow)
    elif cmd.option == "extreme":
        _extreme(flow, hero, cmd)
    elif cmd.option == "accept_defeat":
        concede(flow, hero.hero_id)
    else:
        flow.emit(pe.HeroTakenOut(hero_id=hero.hero_id))
    flow.emit(pe.HarmResolved(hero_id=hero.hero_id, option=cmd.option))
    return flow.events


def describe_consequence(state: State, cmd: cp.DescribeConsequence, actor: Actor,
                         rng: RandomSource) -> list[Event]:
    """The Adversity names a consequence and its effect."""
    require_gm(actor)
    key = get_key(state, cmd.key_id)
    if key.kind != "consequence":
        raise DomainError("unknown_key", f"{cmd.key_id!r} is not a consequence")
    require_choice("effect", cmd.effect, EFFECTS)
    return [pe.ConsequenceDescribed(key_id=key.key_id, text=cmd.text, effect=cmd.effect)]


def start_conflict(state: State, cmd: cp.StartConflict, actor: Actor,
                   rng: RandomSource) -> list[Event]:
    """The Adversity opens a conflict (D13)."""
    require_gm(actor)
    require_phase(state, "in_scene")
    if state.conflict is not None:
        raise DomainError("conflict_in_progress", "a conflict is already open")
    return [pe.ConflictStarted(conflict_id=cmd.conflict_id)]


def end_conflict(state: State, cmd: cp.EndConflict, actor: Actor,
                 rng: RandomSource) -> list[Event]:
    """The Adversity closes the conflict."""
    require_gm(actor)
    if state.conflict is None:
        raise DomainError("no_conflict", "no conflict is open")
    return [pe.ConflictEnded(conflict_id=state.conflict.conflict_id)]


def accept_defeat(state: State, cmd: cp.AcceptDefeat, actor: Actor,
                  rng: RandomSource) -> list[Event]:
    """A hero concedes the conflict."""
    hero = owned_hero(state, actor, cmd.hero_id)
    if state.conflict is None:
        raise DomainError("no_conflict", "no conflict is open")
    if not is_present(state, hero.hero_id) or hero.taken_out or hero.conceded:
        raise DomainError("hero_unavailable", f"{hero.name} is out of this conflict")
    require_no_pending_harm(hero)
    flow = Flow(state)
    concede(flow, hero.hero_id)
    return flow.events


def adversity_accepts_defeat(state: State, cmd: cp.AdversityAcceptsDefeat, actor: Actor,
                             rng: RandomSource) -> list[Event]:
    """The Adversity concedes: she keeps her tokens and gains 2 at scene end (D14)."""
    require_gm(actor)
    if state.conflict is None:
        raise DomainError("no_conflict", "no conflict is open")
    if state.adversity.accepted_defeat_this_scene:
        raise DomainError("defeat_already_accepted", "the Adversity already conceded")
    return [pe.AdversityDefeatAccepted(conflict_id=state.conflict.conflict_id)]


def apply_npc_stress_command(state: State, cmd: cp.ApplyNpcStress, actor: Actor,
                             rng: RandomSource) -> list[Event]:
    """Stress on a present npc."""
    require_gm(actor)
    npc = get_npc(state, cmd.npc_id)
    present = state.scene is not None and npc.npc_id in state.scene.present_npc_ids
    if not present or npc.taken_out:
        raise DomainError("npc_unavailable", f"{npc.name} is not in the scene")
    if npc.harm_pending is not None:
        raise DomainError("harm_pending", f"{npc.name} has pending harm")
    if cmd.amount < 1:
        invalid("stress is at least 1")
    flow = Flow(state)
    apply_npc_stress(flow, npc.npc_id, cmd.amount)
    return flow.events


def resolve_npc_harm(state: State, cmd: cp.ResolveNpcHarm, actor: Actor,
                     rng: RandomSource) -> list[Event]:
    """Free slots absorbing the remaining stress, or the npc is out."""
    require_gm(actor)
    npc = get_npc(state, cmd.npc_id)
    if npc.harm_pending is None:
        raise DomainError("no_pending_harm", f"{npc.name} has no pending harm")
    if cmd.taken_out:
        return [pe.NpcTakenOut(npc_id=npc.npc_id)]
    free = npc_free_slots(npc)
    for slot in cmd.slots:
        if slot not in free:
            raise DomainError("invalid_option", f"{npc.name} has no free {slot} slot")
        free.remove(slot)
    if not cmd.slots or sum(CAPACITY[s] for s in cmd.slots) < npc.harm_pending:
        raise DomainError("invalid_option", f"the slots absorb less than {npc.harm_pending}")
    return [pe.NpcConsequenceTaken(npc_id=npc.npc_id, severity=s) for s in cmd.slots]
