"""Harm (7.6): stress bands, free slots, what pending harm allows."""

from domain.locquemare.state import CAPACITY, SEVERITIES, Hero, LocquemareState, Npc


def severity_for(stress: int) -> str:
    """2-4 minor, 5-8 medium, 9+ grave."""
    return "minor" if stress <= 4 else "medium" if stress <= 8 else "grave"


def free_slots(hero: Hero) -> list[str]:
    """The hero's empty consequence slots, least severe first."""
    return [s for s in SEVERITIES if hero.consequence_slots.get(s) is None]


def first_free_slot(hero: Hero, severity: str) -> str | None:
    """The band's slot, or the next more severe free one (D7), or else the most severe
    lighter free one: the R1 path is for a hero with no free slot at all (T3)."""
    index = SEVERITIES.index(severity)
    candidates = (*SEVERITIES[index:], *reversed(SEVERITIES[:index]))
    return next((s for s in candidates if hero.consequence_slots.get(s) is None), None)


def harm_options(hero: Hero, conversion: str | None, overflow: int,
                 owed: bool = False) -> tuple[str, ...]:
    """What the hero may do about pending harm; `taken_out` is always possible.

    Accepting defeat is open whenever harm is pending, conflict or not (R2), to a hero
    who has not conceded yet; an owed consequence without a slot is never absorbed (R1).
    """
    options = []
    if not owed and conversion is None \
            and sum(CAPACITY[s] for s in free_slots(hero)) >= overflow:
        options.append("absorb")
    if not hero.extreme_used_in_scenario:
        options.append("extreme")
    if not hero.conceded:
        options.append("accept_defeat")
    return (*options, "taken_out")


def owes_consequence(state: LocquemareState, hero_id: str) -> bool:
    """True when the open action waits for a consequence of this hero (7.4)."""
    action = state.action
    return action is not None and action.hero_id == hero_id and action.pending_consequence


def consequence_text(severity: str) -> str:
    """A placeholder until the Adversity describes the consequence."""
    return f"{severity} consequence"


def npc_free_slots(npc: Npc) -> list[str]:
    """The npc's consequence slots not used yet."""
    free = list(npc.consequence_slots)
    for used in npc.consequences:
        if used in free:
            free.remove(used)
    return free
