"""How the opposition, a cancellation and the winner's effect change a contest."""

from domain.xyrop import events as ev
from domain.xyrop.evolve import with_contest
from domain.xyrop.state import GameState, Opposition


def opposition_rolled(state: GameState, event: ev.OppositionRolled) -> GameState:
    """The contest is resolved."""
    opposition = Opposition(kind=event.kind, npc_id=event.npc_id, pool=event.pool,
                            total=event.opposition_total, gm_ones=event.gm_ones,
                            contest_ids=event.contest_ids or (event.contest_id,))
    return with_contest(state, event.contest_id, status="resolved", opposition=opposition,
                         outcome=event.outcome, winner_side=event.winner_side)


def contest_cancelled(state: GameState, event: ev.ContestCancelled) -> GameState:
    """The contest is dropped."""
    return with_contest(state, event.contest_id, status="cancelled")


def contest_effect_applied(state: GameState, event: ev.ContestEffectApplied) -> GameState:
    """The contest's one effect is spent."""
    return with_contest(state, event.contest_id, effect_applied=True)
