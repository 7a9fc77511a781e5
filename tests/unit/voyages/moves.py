"""Random, mostly legal Voyages & Aventures moves for the property and liveness tests.

A move is ``MOVES[i](state, a, d)``: a command built from two small integers (or None
when it does not apply in that state), issued by the gm.
"""

from collections.abc import Callable

from domain.core import Command
from domain.voyages import commands as cmd
from domain.voyages.rules.conflict import ConflictPurchase
from domain.voyages.rules.model import Purchase
from domain.voyages.state import VoyagesState
from tests.unit.voyages.helpers import BRAWL, MARKET, NEGOTIATION, on, open_conflict, side

Move = tuple[int, int, int]
NAMES = ("fatigué", "reposé", "blessé")
DURATIONS = ("next_roll", "scene", "day", "adventure", "until_resolved")


def _open(state: VoyagesState, kind: str) -> str | None:
    items: dict[str, object] = getattr(state, kind)
    ids = [k for k, v in items.items() if getattr(v, "status", "") not in ("closed",)]
    return ids[-1] if ids else None


def _adjective(state: VoyagesState, a: int, d: int) -> Command | None:
    return cmd.AddAdjective(target=on("tetra" if d % 2 else "doc"), name=NAMES[a % 3],
                          value=a % 3 + 1, polarity="negative" if d > 3 else "positive",
                          duration=DURATIONS[d % 5])  # type: ignore[arg-type]


def _change(state: VoyagesState, a: int, d: int) -> Command | None:
    adjectives = state.characters["tetra"].adjectives + state.characters["doc"].adjectives
    if not adjectives:
        return None
    return cmd.ChangeAdjectiveValue(adjective_id=adjectives[a % len(adjectives)].adjective_id,
                                  delta=1 if d > 3 else -1)


def _time(state: VoyagesState, a: int, d: int) -> Command | None:
    options: list[Command] = [cmd.EndScene(), cmd.EndDay(), cmd.EndSession(), cmd.EndAdventure(),
                              cmd.RestNight(character_ids=("tetra", "doc"))]
    return options[a % 5]


def _action(state: VoyagesState, a: int, d: int) -> Command | None:
    return cmd.RollAction(action_id=f"a{len(state.actions) + 1}", character_id="tetra",
                        dice=(d,))


def _reroll(state: VoyagesState, a: int, d: int) -> Command | None:
    action = _open(state, "actions")
    if action is None:
        return None
    if a % 2:
        return cmd.CloseAction(action_id=action)
    return cmd.RerollWithTint(resolution_id=action, roll_id=f"{action}:main", tint_source="own",
                            tint="curiosity", dice=(d,))


def _situation(state: VoyagesState, a: int, d: int) -> Command | None:
    if _open(state, "situations") is not None:
        return None
    sid = f"s{len(state.situations) + 1}"
    if a % 2:
        return cmd.OpenSituation(situation_id=sid, participants=(cmd.ParticipantSpec(
            character_id="tetra", involvement="involved"),), risk_shift=a % 3 - 1)
    return cmd.OpenSituation(situation_id=sid, group_mode="average", participants=(
        cmd.ParticipantSpec(character_id="tetra"), cmd.ParticipantSpec(character_id="doc")))


def _situation_step(state: VoyagesState, a: int, d: int) -> Command | None:
    sid = _open(state, "situations")
    if sid is None:
        return None
    situation = state.situations[sid]
    if situation.status == "spending":
        return _spend(state, sid, a, d)
    for cid, participant in situation.participants.items():
        if participant.roll is None:
            return cmd.RollSituation(situation_id=sid, character_id=cid, dice=(d,))
    if situation.environment_roll is None:
        return cmd.RollEnvironment(situation_id=sid, dice=(d,))
    return cmd.ScoreSituation(situation_id=sid)


def _spend(state: VoyagesState, sid: str, a: int, d: int) -> Command | None:
    pools = list(state.situations[sid].pools.values())
    if a == 5 or not pools:
        return cmd.CloseSituation(situation_id=sid)
    pool = pools[d % len(pools)]
    polarity = "negative" if pool.kind == "environment" and pool.sign == "positive" \
        else "positive"
    purchase = (Purchase(effect="cosmetic_oriented", character_id=pool.owner_ids[0])
                if a % 2 else
                Purchase(effect="adjective", character_id=pool.owner_ids[0], tier=2 + a % 3,
                         value=1, name=NAMES[d % 3], polarity=polarity))  # type: ignore[arg-type]
    return cmd.SpendSituationPoints(situation_id=sid, pool_id=pool.pool_id, purchases=(purchase,))


def _conflict(state: VoyagesState, a: int, d: int) -> Command | None:
    if _open(state, "conflicts") is not None:
        return cmd.EndConflict(conflict_id=_open(state, "conflicts") or "") if a == 5 else None
    return open_conflict(f"k{len(state.conflicts) + 1}", level=("restrained", "medium",
                                                                 "tense")[a % 3],
                         grid=MARKET if d % 2 else NEGOTIATION, initiator="pcs",
                         sides=(side("pcs", "tetra", "doc", controllers=("p1",), mode="sum"),
                                side("npc", "bandits")))


def _round_step(state: VoyagesState, a: int, d: int) -> Command | None:
    cid = _open(state, "conflicts")
    if cid is None:
        return None
    conflict = state.conflicts[cid]
    current = conflict.round
    if current is None:
        if conflict.frame_change_due:
            return cmd.ChangeFrame(conflict_id=cid, frame="combat", level="restrained",
                                 generic_grid=BRAWL)
        return cmd.StartRound(conflict_id=cid)
    if current.phase == "approach":
        return cmd.ChooseApproach(conflict_id=cid, description="x")
    if current.phase == "rolling":
        return _side_roll(state, cid, set(current.rolls), a, d)
    if current.phase == "spending":
        side_id = next(s for s in ("pcs", "npc") if s not in current.spending)
        return cmd.DeclareSpending(conflict_id=cid, side_id=side_id,
                                 purchases=_purchases(state, cid, side_id, a))
    side_id = next(s for s in ("pcs", "npc") if s not in current.blocks)
    return cmd.DeclareBlocks(conflict_id=cid, side_id=side_id)


def _members(state: VoyagesState, cid: str, side_id: str) -> tuple[str, ...]:
    found = state.conflicts[cid].side(side_id)
    return found.members if found is not None else ()


def _side_roll(state: VoyagesState, cid: str, rolled: set[str], a: int, d: int) -> Command:
    if "pcs" not in rolled:
        return cmd.RollConflict(conflict_id=cid, side_id="pcs", escalation_bonus=a % 3,
                              member_rolls=tuple(
                                  cmd.MemberRollSpec(member=m, dice=(d if n % 2 else 7 - d,))
                                  for n, m in enumerate(_members(state, cid, "pcs"), 1)))
    if "npc" not in rolled:
        return cmd.RollConflict(conflict_id=cid, side_id="npc", escalation_bonus=(a + 1) % 3,
                              member_rolls=(cmd.MemberRollSpec(member="bandits", dice=(d,)),))
    return cmd.ScoreRound(conflict_id=cid)


def _purchases(state: VoyagesState, cid: str, side_id: str,
               a: int) -> tuple[ConflictPurchase, ...]:
    conflict = state.conflicts[cid]
    points = max(0, conflict.round.final_scores.get(side_id, 0) if conflict.round else 0)
    if points == 0:
        return ()
    effect = ("terrain", "de_escalate", "generic")[a % 3]
    if effect == "generic":
        tier = min(points, 3)
        other = "npc" if side_id == "pcs" else "pcs"
        members = _members(state, cid, other)
        alternatives = conflict.generic_grid[tier - 1].alternatives
        return (ConflictPurchase(  # T4: the alternative, T5: the member of a group
            purchase_id=f"{side_id}-1", effect="generic", generic_tier=tier,
            target_side_id=other, score_points=tier,
            choice=a % len(alternatives) if alternatives else None,
            member=members[a % len(members)] if len(members) > 1 else None),)
    return (ConflictPurchase(purchase_id=f"{side_id}-1", effect=effect,  # type: ignore[arg-type]
                             magnitude=1, score_points=1),)


def _flaw(state: VoyagesState, a: int, d: int) -> Command | None:
    harmful = [x for x in state.effects.values() if x.harmful and not x.negated
               and "tetra" in x.concerns_character_ids]
    if not harmful:
        return None
    return cmd.InvokeFlaw(effect_id=harmful[a % len(harmful)].effect_id, character_id="tetra",
                        flaw="maladroite", replacement_description="oops")


def _tattoo(state: VoyagesState, a: int, d: int) -> Command | None:
    return cmd.AddInventoryTint(character_id="tetra", tint="sel", points=a + 1, tattooed=True)


def _between(state: VoyagesState) -> str | None:
    cid = _open(state, "conflicts")
    return cid if cid is not None and state.conflicts[cid].round is None else None


def _cast(state: VoyagesState, a: int, d: int, member: str = "doc") -> Command | None:
    """T15: ``member`` leaves the party between rounds, or comes back to it."""
    cid = _between(state)
    if cid is None:
        return None
    if member in _members(state, cid, "pcs"):
        return cmd.LeaveConflict(conflict_id=cid, side_id="pcs", character_id=member)
    return cmd.JoinConflict(conflict_id=cid, side_id="pcs", character_id=member,
                          group_mode="average" if a % 2 else "sum")


def _stakes(state: VoyagesState, a: int, d: int) -> Command | None:
    """T15: the party wants something of the bandits'; they price it (again); the party
    withdraws it."""
    cid = _between(state)
    if cid is None:
        return None
    stakes = [st for st in state.conflicts[cid].stakes.values()
              if st.status in ("proposed", "priced")]
    if a % 3 == 0 or not stakes:
        return cmd.ProposeStake(conflict_id=cid, stake_id=f"st{len(state.conflicts[cid].stakes)}",
                              owner_side_id="npc", side_id="pcs", description="un butin")
    if a % 3 == 1:
        return cmd.PriceStake(conflict_id=cid, stake_id=stakes[-1].stake_id, cost=d % 3 + 1)
    return cmd.WithdrawStake(conflict_id=cid, stake_id=stakes[-1].stake_id, side_id="pcs")


def _thing(state: VoyagesState, a: int, d: int) -> Command | None:
    """T11: the bandits, registered as a thing, carry the grid adjectives they pay."""
    return None if "bandits" in state.things else cmd.RegisterThing(thing_id="bandits",
                                                                  name="les bandits")


MOVES: tuple[Callable[[VoyagesState, int, int], Command | None], ...] = (
    _adjective, _change, _time, _action, _reroll, _situation, _situation_step,
    _situation_step, _conflict, _round_step, _round_step, _round_step, _flaw, _tattoo,
    _cast, _stakes, _thing)


def _player_flaw(state: VoyagesState, a: int, d: int) -> Command | None:
    """Tetra's player invokes her flaw on any effect, closed window or not (R1)."""
    ids = sorted(state.effects)
    if not ids:
        return None
    return cmd.InvokeFlaw(effect_id=ids[(a * 7 + d) % len(ids)], character_id="tetra",
                        flaw="maladroite", replacement_description="her player's choice")


def _player_split(state: VoyagesState, a: int, d: int) -> Command | None:
    """Tetra's player splits her off the group, or tries a split that is not hers (R2)."""
    open_ids = [k for k, s in state.situations.items()
                if s.status == "spending" and s.group_mode != "solo"]
    if not open_ids:
        return None
    groups = (("tetra",), ("doc",)) if a % 3 else (("doc",), ("tetra",))
    return cmd.SplitGroup(situation_id=open_ids[-1], subgroups=groups)


def _player_apportion(state: VoyagesState, a: int, d: int) -> Command | None:
    """T9: Tetra's player takes the worse share, or tries to push it onto Doc, or shares
    a group she is not in."""
    found = [s for s in state.situations.values()
             if s.status == "spending" and s.group_mode == "average"]
    if not found:
        return None
    situation = found[-1]
    n = a % len(situation.subgroups)
    members = situation.subgroups[n].members
    allocations = {m: situation.pools[f"player:{m}"].points
                   for m in members if f"player:{m}" in situation.pools}
    if len(allocations) > 1:
        worse, spared = ("tetra", "doc") if d % 2 else ("doc", "tetra")
        if worse in allocations and spared in allocations:
            allocations[worse] -= d // 2
            allocations[spared] += d // 2
    return cmd.ApportionGroupResult(situation_id=situation.situation_id, subgroup=n,
                                  allocations=allocations)


def _player_reroll(state: VoyagesState, a: int, d: int) -> Command | None:
    """T12: Tetra's player rerolls one of her rolls, whether she has moved on or not."""
    rolls = [(k, f"{k}:main") for k in state.actions] + [
        (k, f"{k}:tetra") for k in state.situations] + [
        (k, f"{k}:r{x.round.number}:pcs:tetra") for k, x in state.conflicts.items() if x.round]
    if not rolls:
        return None
    resolution_id, roll_id = rolls[(a * 7 + d) % len(rolls)]
    return cmd.RerollWithTint(resolution_id=resolution_id, roll_id=roll_id, tint_source="own",
                            tint="curiosity", dice=(d,))


def _player_action(state: VoyagesState, a: int, d: int) -> Command | None:
    """Tetra's player rolls an action: her flaw windows close (R1)."""
    return cmd.RollAction(action_id=f"pa{len(state.closed_ids) + len(state.actions)}",
                        character_id="tetra", dice=(d,))


def _player_cast(state: VoyagesState, a: int, d: int) -> Command | None:
    """T15: Tetra's player takes her out of the party, or brings her back."""
    return _cast(state, a, d, "tetra")


PLAYER_MOVES: tuple[Callable[[VoyagesState, int, int], Command | None], ...] = (
    _player_flaw, _player_flaw, _player_split, _player_split, _player_split, _player_action,
    _player_cast, _player_apportion, _player_apportion, _player_reroll)
"""Moves issued by Tetra's owner (seat ``p1``)."""
