"""How situations change, up to scoring and closing."""

from msgspec.structs import replace

from domain.voyages import events as ev
from domain.voyages.evolve import with_situation
from domain.voyages.rules.model import Participant, Roll, Situation
from domain.voyages.rules.situation import make_pool
from domain.voyages.state import VoyagesState, close_resolution, started


def _participant(state: VoyagesState, situation_id: str, character_id: str,
                 **changes: object) -> VoyagesState:
    found = state.situations.get(situation_id)
    if found is None or character_id not in found.participants:
        return state
    participant = replace(found.participants[character_id], **changes)
    return with_situation(state, replace(found, participants={**found.participants,
                                                              character_id: participant}))


def situation_opened(state: VoyagesState, event: ev.SituationOpened) -> VoyagesState:
    """A situation starts rolling."""
    participants = {p.character_id: Participant(involvement=p.involvement)
                    for p in event.participants}
    state = started(state, participants)
    return with_situation(state, Situation(
        situation_id=event.situation_id, description=event.description,
        result_mode=event.result_mode, group_mode=event.group_mode,
        opportunity_shift=event.opportunity_shift, risk_shift=event.risk_shift,
        terrain_player=event.terrain_player, terrain_environment=event.terrain_environment,
        participants=participants))


def involvement_set(state: VoyagesState, event: ev.InvolvementSet) -> VoyagesState:
    """A participant's involvement."""
    return _participant(state, event.situation_id, event.character_id,
                        involvement=event.involvement)


def risk_taken(state: VoyagesState, event: ev.RiskTaken) -> VoyagesState:
    """A participant took a risk."""
    return _participant(state, event.situation_id, event.character_id, risk_taken=True)


def situation_rolled(state: VoyagesState, event: ev.SituationRolled) -> VoyagesState:
    """A participant's or the environment's roll."""
    found = state.situations.get(event.situation_id)
    if found is None:
        return state
    roll = Roll(roll_id=event.roll_id, character_id=event.character_id,
                die=event.dice.values[0], modifiers=event.modifiers, score=event.score,
                window=state.starts.get(event.character_id or "", 0))
    if event.character_id is None:
        return with_situation(state, replace(found, environment_roll=roll))
    return _participant(state, event.situation_id, event.character_id, roll=roll)


def situation_scored(state: VoyagesState, event: ev.SituationScored) -> VoyagesState:
    """Scores and pools; spending opens."""
    found = state.situations.get(event.situation_id)
    if found is None:
        return state
    return with_situation(state, replace(found, status="spending", subgroups=event.subgroups,
                                         pools={p.pool_id: p for p in event.pools},
                                         value=event.value))


def group_split(state: VoyagesState, event: ev.GroupSplit) -> VoyagesState:
    """Subgroups are recorded by the SituationScored that follows."""
    return state


def group_apportioned(state: VoyagesState, event: ev.GroupResultApportioned) -> VoyagesState:
    """Members' pools take their allocated points."""
    found = state.situations.get(event.situation_id)
    if found is None:
        return state
    pools = dict(found.pools)
    for cid, points in event.allocations.items():
        old = pools.get(f"player:{cid}")
        if old is not None:
            pools[old.pool_id] = make_pool(old.pool_id, old.kind, old.owner_ids, old.subgroup,
                                           points)
    return with_situation(state, replace(found, pools=pools))


def situation_closed(state: VoyagesState, event: ev.SituationClosed) -> VoyagesState:
    """The situation is over."""
    return close_resolution(state, event.situation_id)
