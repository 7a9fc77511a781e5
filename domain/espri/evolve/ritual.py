"""How the communion ritual changes the state (total, never raises)."""

from msgspec.structs import replace

from domain.espri import events as ev
from domain.espri.evolve import with_character
from domain.espri.rules.gems import give, remove_one
from domain.espri.rules.values import PrayerPayment
from domain.espri.state import EspriState


def ritual_performed(state: EspriState, e: ev.CommunionRitualPerformed) -> EspriState:
    """Each member pays one harmony point or one prayer gem (back to the pool)."""
    for contribution in e.contributions:
        found = state.characters.get(contribution.character_id)
        if found is None:
            continue
        if isinstance(contribution.pays, PrayerPayment):
            colour = contribution.pays.prayer
            state = replace(state, pool=give(state.pool, (colour,)))
            state = with_character(state, found.id,
                                   prayer_gems=remove_one(found.prayer_gems, colour))
        else:
            state = with_character(state, found.id, harmony=found.harmony - 1)
    return state
