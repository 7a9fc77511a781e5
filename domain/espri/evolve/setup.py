"""How the setup's events change the state (total, never raises)."""

from msgspec.structs import replace

from domain.espri import events as ev
from domain.espri.evolve import prayers_of, with_character
from domain.espri.rules.gems import full_pool, give, remove_all, take
from domain.espri.state import EspriState


def character_registered(state: EspriState, e: ev.CharacterRegistered) -> EspriState:
    """A new sheet; its starting prayer gems come out of the pool."""
    characters = {**state.characters, e.character.id: e.character}
    return replace(state, characters=characters, pool=take(state.pool, e.character.prayer_gems))


def setup_gems_drawn(state: EspriState, e: ev.SetupGemsDrawn) -> EspriState:
    """The setup draw leaves the pool and waits for the choice."""
    draws = {**state.setup_draws, e.character_id: e.gems}
    return replace(state, setup_draws=draws, pool=take(state.pool, e.gems))


def setup_prayers_chosen(state: EspriState, e: ev.SetupPrayersChosen) -> EspriState:
    """Kept gems become prayers; the others go to the pool, from where they are placed."""
    drawn = state.setup_draws.get(e.character_id, ())
    draws = {k: v for k, v in state.setup_draws.items() if k != e.character_id}
    state = replace(state, setup_draws=draws, pool=give(state.pool, remove_all(drawn, e.kept)),
                    setup_done=(*state.setup_done, e.character_id))
    return with_character(state, e.character_id,
                          prayer_gems=(*prayers_of(state, e.character_id), *e.kept))


def setup_completed(state: EspriState, e: ev.SetupCompleted) -> EspriState:
    """Play begins; every member of the quartet is set up (``CompleteSetup`` waits for all of
    them, so this only matters to states built without the setup events)."""
    active = tuple(cid for cid, sheet in state.characters.items() if not sheet.retired)
    done = (*state.setup_done, *(cid for cid in active if cid not in state.setup_done))
    return replace(state, phase="play", setup_done=done)


def scenario_started(state: EspriState, e: ev.ScenarioStarted) -> EspriState:
    """Every gem back in the bag but the rupture prayer gems kept (T17), nymphs in their
    cages, a new setup."""
    kept = {cid: ("rupture",) * e.kept_rupture.get(cid, 0) for cid in state.characters}
    characters = {cid: replace(c, prayer_gems=kept[cid]) for cid, c in state.characters.items()}
    pool = take(full_pool(), tuple(gem for gems in kept.values() for gem in gems))
    return replace(state, phase="setup", pool=pool, board=EspriState().board,
                   characters=characters, setup_draws={}, setup_done=(),
                   nymphs_in_world=(), stalled_nymphs=())
