"""#26, the completion property: from a state, every open interaction (an action, a
situation, a conflict's round, stake or settlement) is carried to its end by its
participants' own commands — the owners of the characters, the seats playing the sides,
and the gm for its own steps (rolling the environment, scoring, closing a scored
situation or an answered action, changing a full frame) — never by ``EndConflict``."""

from domain.core import GM, Actor, Command, DomainError, fold
from domain.voyages import commands as cmd
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.conflict import Conflict
from domain.voyages.state import VoyagesState
from tests.support.decider_spec import mixed
from tests.unit.voyages.helpers import BRAWL
from tests.unit.voyages.side_moves import seat_of

Step = tuple[Command, Actor]


def _owner(state: VoyagesState, character_id: str) -> Actor:
    return Actor(seat_id=state.characters[character_id].owner_player_id, role="player")


def _action_step(state: VoyagesState) -> Step | None:
    for a in state.actions.values():
        if a.status != "open":
            continue
        if a.tier == "maybe" and a.maybe_option is None:
            return (cmd.ChooseMaybeOption(action_id=a.action_id, option="decline"),
                    _owner(state, a.character_id))
        return cmd.CloseAction(action_id=a.action_id), GM
    return None


def _situation_step(state: VoyagesState) -> Step | None:
    for s in state.situations.values():
        sid = s.situation_id
        if s.status == "spending":
            return cmd.CloseSituation(situation_id=sid), GM
        if s.status != "rolling":
            continue
        for cid, p in s.participants.items():
            if p.roll is None and p.involvement != "not_involved":
                return cmd.RollSituation(situation_id=sid, character_id=cid), _owner(state, cid)
        if s.environment_roll is None:
            return cmd.RollEnvironment(situation_id=sid), GM
        return cmd.ScoreSituation(situation_id=sid), GM
    return None


def _round_step(conflict: Conflict) -> Step | None:
    current, kid = conflict.round, conflict.conflict_id
    if current is None:
        return None
    active = [s for s in conflict.sides if s.active]
    if current.phase == "approach":
        holder = conflict.side(current.approach_holder)
        assert holder is not None
        return cmd.ChooseApproach(conflict_id=kid, description="de front"), seat_of(holder)
    done = {"rolling": current.rolls, "spending": current.spending,
            "blocking": current.blocks}[current.phase]
    side = next((s for s in active if s.side_id not in done), None)
    if side is None:
        return cmd.ScoreRound(conflict_id=kid), GM
    if current.phase == "rolling":
        return cmd.RollConflict(conflict_id=kid, side_id=side.side_id, member_rolls=tuple(
            cmd.MemberRollSpec(member=m) for m in side.members)), seat_of(side)
    if current.phase == "spending":
        return cmd.DeclareSpending(conflict_id=kid, side_id=side.side_id), seat_of(side)
    return cmd.DeclareBlocks(conflict_id=kid, side_id=side.side_id), seat_of(side)


def _between_step(conflict: Conflict) -> Step | None:
    kid = conflict.conflict_id
    for stake in conflict.stakes.values():
        owner = conflict.side(stake.owner_side_id)
        if stake.status == "proposed" and owner is not None:
            return cmd.PriceStake(conflict_id=kid, stake_id=stake.stake_id, cost=1), \
                seat_of(owner)
    for pact in conflict.settlements.values():
        if pact.status != "pending":
            continue
        side = next((s for s in conflict.sides
                     if s.active and s.side_id not in pact.accepted_by), None)
        if side is None:
            raise AssertionError(f"settlement {pact.settlement_id!r} of {kid!r} is pending "
                                 "but no active side can answer it")
        return cmd.AcceptSettlement(conflict_id=kid, settlement_id=pact.settlement_id,
                                  side_id=side.side_id), seat_of(side)
    if conflict.frame_change_due:
        return cmd.ChangeFrame(conflict_id=kid, frame="autre", generic_grid=BRAWL), GM
    return None


def next_step(state: VoyagesState) -> Step | None:
    """The next participant's command that carries an open interaction on, or None."""
    step = _action_step(state) or _situation_step(state)
    for conflict in state.conflicts.values():
        if step is not None or conflict.status == "closed":
            continue
        step = _round_step(conflict) or _between_step(conflict)
    return step


def assert_everything_completes(state: VoyagesState) -> None:
    """Drive every open interaction to its end; each step must be accepted, and every
    conflict still open must then accept a new round."""
    for _ in range(80):
        step = next_step(state)
        if step is None:
            break
        command, actor = step
        try:
            events = VOYAGES.decide(state, command, actor, mixed())
        except DomainError as error:
            raise AssertionError(f"{command!r} by {actor.seat_id} refused ({error.code}): "
                                 f"{error}") from None
        state = fold(VOYAGES, state, events)
    else:
        raise AssertionError("the interactions did not complete in 80 steps")
    for conflict in state.conflicts.values():
        if conflict.status != "closed":
            VOYAGES.decide(state, cmd.StartRound(conflict_id=conflict.conflict_id), GM, mixed())
