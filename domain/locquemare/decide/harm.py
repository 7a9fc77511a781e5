"""Harm, conflicts and npcs: stress, pending harm, defeat (7.6); and the stress and npc harm
that outcomes apply too (paid from a resource, the d10 conversion, overflow)."""

from domain.core import Actor, DomainError, Emitter, RandomSource
from domain.core.guards import invalid
from domain.core.words import sentence
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decide import (
    State,
    get_hero,
    get_key,
    get_npc,
    require_choice,
    require_no_pending_harm,
)
from domain.locquemare.rules.dice import d10_roll
from domain.locquemare.rules.harm import (
    consequence_text,
    first_free_slot,
    harm_options,
    npc_free_slots,
    owes_consequence,
    severity_for,
)
from domain.locquemare.state import (
    CAPACITY,
    EFFECTS,
    RESOURCES,
    Hero,
    Key,
    is_present,
    new_key_id,
)


def apply_stress_command(em: Emitter[State], command: cmd.ApplyStress, actor: Actor,
                         rng: RandomSource) -> None:
    """The Adversity deals stress to a present hero."""
    state = em.state
    hero = get_hero(state, command.hero_id)
    if not is_present(state, hero.hero_id) or hero.taken_out:
        raise DomainError("hero_unavailable", sentence("%(name)s is not in the scene",
                                                       name=hero.name))
    require_no_pending_harm(hero)
    if command.amount < 1:
        invalid(sentence("stress is at least 1"))
    require_choice("resource", command.resource, RESOURCES)
    apply_stress(em, rng, hero.hero_id, command.amount, command.resource, command.stress_check_d10)


def _absorb(em: Emitter[State], hero: Hero, command: cmd.ResolveHarm, overflow: int) -> None:
    absorb = command.absorb
    if absorb is None or not absorb.slots or len(absorb.texts) != len(absorb.slots):
        raise DomainError("invalid_option", sentence("absorb names slots and one text per slot"))
    slots = absorb.slots
    if len(set(slots)) != len(slots) or any(
            s not in CAPACITY or hero.consequence_slots.get(s) is not None for s in slots):
        raise DomainError("invalid_option", sentence("absorb uses distinct free slots"))
    if sum(CAPACITY[s] for s in slots) < overflow:
        raise DomainError("invalid_option", sentence("the slots absorb less than %(overflow)s",
                                                     overflow=overflow))
    for slot, text in zip(slots, absorb.texts, strict=True):
        em.emit(ev.ConsequenceInflicted(
            hero_id=hero.hero_id, key_id=new_key_id(em.state, f"{hero.hero_id}-consequence"),
            severity=slot, text=text, effect="none", cause="absorb"))


def _extreme(em: Emitter[State], hero: Hero, command: cmd.ResolveHarm) -> None:
    extreme = command.extreme
    if extreme is None or extreme.replace_key_id not in hero.character_key_ids \
            or not extreme.text.strip():
        raise DomainError("invalid_option", sentence(
            "the extreme consequence replaces a character key"))
    em.emit(ev.ExtremeConsequenceTaken(
        hero_id=hero.hero_id, replaced_key_id=extreme.replace_key_id,
        key_id=new_key_id(em.state, f"{hero.hero_id}-extreme"), text=extreme.text))


def concede(em: Emitter[State], hero_id: str) -> None:
    """A hero accepts defeat: 1 + consequences taken in the open conflict, or in the scene
    when no conflict is open, as danger tokens (D13, R2)."""
    state = em.state
    hero = state.heroes[hero_id]
    conflict = state.conflict
    taken = conflict.consequences_by_hero.get(hero_id, 0) if conflict \
        else hero.consequences_in_scene
    em.emit(ev.DefeatAccepted(hero_id=hero_id, consequences_in_conflict=taken,
                              tokens=1 + taken,
                              counted_in="conflict" if conflict else "scene"))
    em.emit(ev.TokenGained(hero_id=hero_id, kind="danger", count=1 + taken,
                           reason="accepted_defeat"))


def resolve_harm(em: Emitter[State], command: cmd.ResolveHarm,
                 actor: Actor, rng: RandomSource) -> None:
    """absorb | extreme | accept_defeat | taken_out, among the pending options; all but
    absorb also settle a consequence the open action owes (R1)."""
    state = em.state
    hero = state.heroes[command.hero_id]  # checked by may_resolve_harm
    pending = hero.pending_harm
    if pending is None:
        raise DomainError("no_pending_harm", sentence("%(name)s has no pending harm",
                                                      name=hero.name))
    if command.option not in pending.options:
        raise DomainError("invalid_option", sentence("options are %(options)s",
                                                    options=", ".join(pending.options)))
    if command.option == "absorb":
        _absorb(em, hero, command, pending.overflow)
    elif command.option == "extreme":
        _extreme(em, hero, command)
    elif command.option == "accept_defeat":
        concede(em, hero.hero_id)
    else:
        em.emit(ev.HeroTakenOut(hero_id=hero.hero_id))
    em.emit(ev.HarmResolved(hero_id=hero.hero_id, option=command.option))
    if command.option != "absorb":
        settle_owed(em, hero.hero_id)


def describe_consequence(em: Emitter[State], command: cmd.DescribeConsequence, actor: Actor,
                         rng: RandomSource) -> None:
    """The Adversity names a consequence and its effect."""
    state = em.state
    key = get_key(state, command.key_id)
    if key.kind != "consequence":
        raise DomainError("unknown_key", sentence("'%(key_id)s' is not a consequence",
                                                  key_id=command.key_id))
    require_choice("effect", command.effect, EFFECTS)
    em.emit(ev.ConsequenceDescribed(key_id=key.key_id, text=command.text, effect=command.effect))


def start_conflict(em: Emitter[State], command: cmd.StartConflict, actor: Actor,
                   rng: RandomSource) -> None:
    """The Adversity opens a conflict (D13)."""
    state = em.state
    if state.conflict is not None:
        raise DomainError("conflict_in_progress", sentence("a conflict is already open"))
    em.emit(ev.ConflictStarted(conflict_id=command.conflict_id))


def end_conflict(em: Emitter[State], command: cmd.EndConflict,
                 actor: Actor, rng: RandomSource) -> None:
    """The Adversity closes the conflict."""
    state = em.state
    if state.conflict is None:
        raise DomainError("no_conflict", sentence("no conflict is open"))
    em.emit(ev.ConflictEnded(conflict_id=state.conflict.conflict_id))


def accept_defeat(em: Emitter[State], command: cmd.AcceptDefeat, actor: Actor,
                  rng: RandomSource) -> None:
    """A hero concedes "avant de devenir hors-jeu": in a conflict, or whenever harm is
    pending or a consequence is owed (R2); that harm and that consequence are settled."""
    state = em.state
    hero = state.heroes[command.hero_id]  # may_accept_defeat checked it may concede now
    concede(em, hero.hero_id)
    if hero.pending_harm is not None:
        em.emit(ev.HarmResolved(hero_id=hero.hero_id, option="accept_defeat"))
    settle_owed(em, hero.hero_id)


def adversity_accepts_defeat(em: Emitter[State], command: cmd.AdversityAcceptsDefeat, actor: Actor,
                             rng: RandomSource) -> None:
    """The Adversity concedes: she keeps her tokens and gains 2 at scene end (D14)."""
    state = em.state
    conflict = state.conflict
    em.emit(ev.AdversityDefeatAccepted(conflict_id=conflict.conflict_id if conflict else None))


def apply_npc_stress_command(em: Emitter[State], command: cmd.ApplyNpcStress, actor: Actor,
                             rng: RandomSource) -> None:
    """Stress on a present npc."""
    state = em.state
    npc = get_npc(state, command.npc_id)
    present = state.scene is not None and npc.npc_id in state.scene.present_npc_ids
    if not present or npc.taken_out:
        raise DomainError("npc_unavailable", sentence("%(name)s is not in the scene",
                                                      name=npc.name))
    if npc.harm_pending is not None:
        raise DomainError("harm_pending", sentence("%(name)s has pending harm", name=npc.name))
    if command.amount < 1:
        invalid(sentence("stress is at least 1"))
    apply_npc_stress(em, npc.npc_id, command.amount)


def resolve_npc_harm(em: Emitter[State], command: cmd.ResolveNpcHarm, actor: Actor,
                     rng: RandomSource) -> None:
    """Free slots absorbing the remaining stress, or the npc is out."""
    state = em.state
    npc = get_npc(state, command.npc_id)
    if npc.harm_pending is None:
        raise DomainError("no_pending_harm", sentence("%(name)s has no pending harm",
                                                      name=npc.name))
    if command.taken_out:
        em.emit(ev.NpcTakenOut(npc_id=npc.npc_id))
        return
    free = npc_free_slots(npc)
    for slot in command.slots:
        if slot not in free:
            raise DomainError("invalid_option", sentence("%(name)s has no free %(slot)s slot",
                                                         name=npc.name, slot=slot))
        free.remove(slot)
    if not command.slots or sum(CAPACITY[s] for s in command.slots) < npc.harm_pending:
        raise DomainError("invalid_option", sentence("the slots absorb less than %(overflow)s",
                                                     overflow=npc.harm_pending))
    for slot in command.slots:  # T13: each consequence is a key the npc owns
        em.emit(ev.NpcConsequenceTaken(npc_id=npc.npc_id, severity=slot))
        em.emit(ev.KeyCreated(key=Key(
            key_id=new_key_id(em.state, f"{npc.npc_id}-consequence"), kind="consequence",
            text=consequence_text(slot), severity=slot, effect="none", known=npc.known,
            owner_npc_id=npc.npc_id, persistent=True,
            created_in_scene=em.state.counters.scene)))


def settle_owed(em: Emitter[State], hero_id: str) -> None:
    """The owed consequence is paid otherwise (extreme, defeat, out): the action closes."""
    action = em.state.action
    if action is not None and action.chosen is not None and owes_consequence(em.state,
                                                                             hero_id):
        em.emit(ev.ActionClosed(action_id=action.action_id))


def consequence_without_slot(em: Emitter[State], hero_id: str) -> None:
    """A consequence (an outcome's or the Adversity's) with no free slot: the owner
    pays it with the extreme consequence, accepts defeat or is taken out (R1, R2)."""
    _place_pending(em, hero_id, None, 0, owed=True)


def apply_stress(em: Emitter[State], rng: RandomSource, hero_id: str, amount: int, resource: str,
                 d10: int | None) -> None:
    """Pay stress from the resource's current value, roll the d10, then place the harm."""
    hero = em.state.heroes[hero_id]
    current = hero.resources_current.get(resource, 0)
    absorbed = min(amount, current)
    stress = hero.stress + absorbed
    roll = d10_roll(rng, d10, f"{hero_id}-d10-{em.state.key_seq}-{stress}")
    em.emit(ev.StressApplied(hero_id=hero_id, amount=amount, resource=resource,
                             absorbed=absorbed, overflow=amount - absorbed, stress=stress,
                             resource_current=current - absorbed))
    severity = severity_for(stress) if roll.values[0] < stress else None
    slot = first_free_slot(hero, severity) if severity else None
    em.emit(ev.StressChecked(hero_id=hero_id, d10=roll, stress=stress,
                             converted=slot is not None, severity=severity))
    if slot is not None:
        em.emit(ev.ConsequenceInflicted(
            hero_id=hero_id, key_id=new_key_id(em.state, f"{hero_id}-consequence"),
            severity=slot, text=consequence_text(slot), effect="none", cause="conversion"))
    pending_conversion = severity if severity and slot is None else None
    _place_pending(em, hero_id, pending_conversion, amount - absorbed)


def _place_pending(em: Emitter[State], hero_id: str, conversion: str | None, overflow: int,
                   owed: bool = False) -> None:
    if conversion is None and overflow <= 0 and not owed:
        return
    hero = em.state.heroes[hero_id]
    options = harm_options(hero, conversion, overflow, owed)
    if options == ("taken_out",):
        em.emit(ev.HeroTakenOut(hero_id=hero_id))
        settle_owed(em, hero_id)
        return
    em.emit(ev.HarmPending(hero_id=hero_id, conversion_severity=conversion,
                           overflow=max(0, overflow), options=options,
                           owed_consequence=owed))


def apply_npc_stress(em: Emitter[State], npc_id: str, amount: int) -> None:
    """Boxes absorb 1 point each (D22); the rest takes the npc out or awaits slots."""
    npc = em.state.npcs[npc_id]
    marked = min(amount, max(0, npc.stress_boxes - npc.stress_marked))
    remaining = amount - marked
    em.emit(ev.NpcStressApplied(npc_id=npc_id, amount=amount, boxes_marked=marked,
                                remaining=remaining))
    if remaining <= 0:
        return
    if npc.category in ("horde", "soldier") or not npc_free_slots(npc):
        em.emit(ev.NpcTakenOut(npc_id=npc_id))
    else:
        em.emit(ev.NpcHarmPending(npc_id=npc_id, remaining=remaining))
