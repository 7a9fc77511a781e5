"""Harm (7.6): stress paid from a resource, the d10 conversion, overflow, npc harm."""

from domain.core import RandomSource
from domain.locquemare import events_play as pe
from domain.locquemare.checks import new_key_id
from domain.locquemare.dice import d10_roll
from domain.locquemare.evolve import Flow
from domain.locquemare.state import CAPACITY, SEVERITIES, Hero, LocquemareState, Npc


def severity_for(stress: int) -> str:
    """2-4 minor, 5-8 medium, 9+ grave."""
    return "minor" if stress <= 4 else "medium" if stress <= 8 else "grave"


def free_slots(hero: Hero) -> list[str]:
    """The hero's empty consequence slots, least severe first."""
    return [s for s in SEVERITIES if hero.consequence_slots.get(s) is None]


def first_free_slot(hero: Hero, severity: str) -> str | None:
    """The band's slot, or the next more severe free one (D7)."""
    candidates = SEVERITIES[SEVERITIES.index(severity):]
    return next((s for s in candidates if hero.consequence_slots.get(s) is None), None)


def harm_options(state: LocquemareState, hero: Hero, conversion: str | None,
                 overflow: int) -> tuple[str, ...]:
    """What the hero may do about pending harm; `taken_out` is always possible."""
    options = []
    if conversion is None and sum(CAPACITY[s] for s in free_slots(hero)) >= overflow:
        options.append("absorb")
    if not hero.extreme_used_in_scenario:
        options.append("extreme")
    if state.conflict is not None:
        options.append("accept_defeat")
    return (*options, "taken_out")


def consequence_text(severity: str) -> str:
    """A placeholder until the Adversity describes the consequence."""
    return f"{severity} consequence"


def apply_stress(flow: Flow, rng: RandomSource, hero_id: str, amount: int, resource: str,
                 d10: int | None) -> None:
    """Pay stress from the resource's current value, roll the d10, then place the harm."""
    hero = flow.state.heroes[hero_id]
    current = hero.resources_current.get(resource, 0)
    absorbed = min(amount, current)
    stress = hero.stress + absorbed
    roll = d10_roll(rng, d10, f"{hero_id}-d10-{flow.state.key_seq}-{stress}")
    flow.emit(pe.StressApplied(hero_id=hero_id, amount=amount, resource=resource,
                               absorbed=absorbed, overflow=amount - absorbed, stress=stress,
                               resource_current=current - absorbed))
    severity = severity_for(stress) if roll.values[0] < stress else None
    slot = first_free_slot(hero, severity) if severity else None
    flow.emit(pe.StressChecked(hero_id=hero_id, d10=roll, stress=stress,
                               converted=slot is not None, severity=severity))
    if slot is not None:
        flow.emit(pe.ConsequenceInflicted(
            hero_id=hero_id, key_id=new_key_id(flow.state, f"{hero_id}-consequence"),
            severity=slot, text=consequence_text(slot), effect="none", cause="conversion"))
    pending_conversion = severity if severity and slot is None else None
    _place_pending(flow, hero_id, pending_conversion, amount - absorbed)


def _place_pending(flow: Flow, hero_id: str, conversion: str | None, overflow: int) -> None:
    if conversion is None and overflow <= 0:
        return
    hero = flow.state.heroes[hero_id]
    options = harm_options(flow.state, hero, conversion, overflow)
    if options == ("taken_out",):
        flow.emit(pe.HeroTakenOut(hero_id=hero_id))
        return
    flow.emit(pe.HarmPending(hero_id=hero_id, conversion_severity=conversion,
                             overflow=max(0, overflow), options=options))


def npc_free_slots(npc: Npc) -> list[str]:
    """The npc's consequence slots not used yet."""
    free = list(npc.consequence_slots)
    for used in npc.consequences:
        if used in free:
            free.remove(used)
    return free


def apply_npc_stress(flow: Flow, npc_id: str, amount: int) -> None:
    """Boxes absorb 1 point each (D22); the rest takes the npc out or awaits slots."""
    npc = flow.state.npcs[npc_id]
    marked = min(amount, max(0, npc.stress_boxes - npc.stress_marked))
    remaining = amount - marked
    flow.emit(pe.NpcStressApplied(npc_id=npc_id, amount=amount, boxes_marked=marked,
                                  remaining=remaining))
    if remaining <= 0:
        return
    if npc.category in ("horde", "soldier") or not npc_free_slots(npc):
        flow.emit(pe.NpcTakenOut(npc_id=npc_id))
    else:
        flow.emit(pe.NpcHarmPending(npc_id=npc_id, remaining=remaining))
