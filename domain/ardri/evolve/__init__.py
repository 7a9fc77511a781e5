"""How each Ardri event changes the state, by topic (``characters``, ``sessions``,
``rolls``, ``murphy``, ``concurrence``); here, the state update they share.

Evolvers are total: an event that no longer fits the state (e.g. a Murphy event after its
session) leaves the state unchanged instead of failing. ``ArdriRuleset.evolve`` counts
every event in ``sequence`` around them.
"""

from msgspec.structs import replace

from domain.ardri.state import ArdriState, SessionState


def with_session(state: ArdriState, session: SessionState) -> ArdriState:
    """The state with its session replaced."""
    return replace(state, session=session)
