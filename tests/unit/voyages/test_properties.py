"""Hypothesis: random legal command sequences keep the invariants, replay, and snapshot."""

import time
from collections.abc import Callable
from random import Random

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.core import GM, Command, DomainError, Event, fold
from domain.voyages import commands as c
from domain.voyages.conflict_model import ConflictPurchase
from domain.voyages.decider import VOYAGES
from domain.voyages.model import Purchase
from domain.voyages.resolution import level_name
from domain.voyages.sheet import MAX_ADJECTIVE_VALUE, TATTOO_LIMIT, tattooed_points
from domain.voyages.state import VoyagesOptions, VoyagesState
from tests.unit.voyages.helpers import BRAWL, doc, mixed, on, open_conflict, registered, side
from tests.unit.voyages.helpers import tetra as tetra_sheet

Move = tuple[int, int, int]
NAMES = ("fatigué", "reposé", "blessé")
DURATIONS = ("next_roll", "scene", "day", "adventure", "until_resolved")


def _open(state: VoyagesState, kind: str) -> str | None:
    items: dict[str, object] = getattr(state, kind)
    ids = [k for k, v in items.items() if getattr(v, "status", "") not in ("closed",)]
    return ids[-1] if ids else None


def _adjective(state: VoyagesState, a: int, d: int) -> Command | None:
    return c.AddAdjective(target=on("tetra" if d % 2 else "doc"), name=NAMES[a % 3],
                          value=a % 3 + 1, polarity="negative" if d > 3 else "positive",
                          duration=DURATIONS[d % 5])  # type: ignore[arg-type]


def _change(state: VoyagesState, a: int, d: int) -> Command | None:
    adjectives = state.characters["tetra"].adjectives + state.characters["doc"].adjectives
    if not adjectives:
        return None
    return c.ChangeAdjectiveValue(adjective_id=adjectives[a % len(adjectives)].adjective_id,
                                  delta=1 if d > 3 else -1)


def _time(state: VoyagesState, a: int, d: int) -> Command | None:
    options: list[Command] = [c.EndScene(), c.EndDay(), c.EndSession(), c.EndAdventure(),
                              c.RestNight(character_ids=("tetra", "doc"))]
    return options[a % 5]


def _action(state: VoyagesState, a: int, d: int) -> Command | None:
    return c.RollAction(action_id=f"a{len(state.actions) + 1}", character_id="tetra",
                        dice=(d,))


def _reroll(state: VoyagesState, a: int, d: int) -> Command | None:
    action = _open(state, "actions")
    if action is None:
        return None
    if a % 2:
        return c.CloseAction(action_id=action)
    return c.RerollWithTint(resolution_id=action, roll_id=f"{action}:main", tint_source="own",
                            tint="curiosity", dice=(d,))


def _situation(state: VoyagesState, a: int, d: int) -> Command | None:
    if _open(state, "situations") is not None:
        return None
    sid = f"s{len(state.situations) + 1}"
    if a % 2:
        return c.OpenSituation(situation_id=sid, participants=(c.ParticipantSpec(
            character_id="tetra", involvement="involved"),), risk_shift=a % 3 - 1)
    return c.OpenSituation(situation_id=sid, group_mode="average", participants=(
        c.ParticipantSpec(character_id="tetra"), c.ParticipantSpec(character_id="doc")))


def _situation_step(state: VoyagesState, a: int, d: int) -> Command | None:
    sid = _open(state, "situations")
    if sid is None:
        return None
    situation = state.situations[sid]
    if situation.status == "spending":
        return _spend(state, sid, a, d)
    for cid, participant in situation.participants.items():
        if participant.roll is None:
            return c.RollSituation(situation_id=sid, character_id=cid, dice=(d,))
    if situation.environment_roll is None:
        return c.RollEnvironment(situation_id=sid, dice=(d,))
    return c.ScoreSituation(situation_id=sid)


def _spend(state: VoyagesState, sid: str, a: int, d: int) -> Command | None:
    pools = list(state.situations[sid].pools.values())
    if a == 5 or not pools:
        return c.CloseSituation(situation_id=sid)
    pool = pools[d % len(pools)]
    polarity = "negative" if pool.kind == "environment" and pool.sign == "positive" \
        else "positive"
    purchase = (Purchase(effect="cosmetic_oriented", character_id=pool.owner_ids[0])
                if a % 2 else
                Purchase(effect="adjective", character_id=pool.owner_ids[0], tier=2 + a % 3,
                         value=1, name=NAMES[d % 3], polarity=polarity))  # type: ignore[arg-type]
    return c.SpendSituationPoints(situation_id=sid, pool_id=pool.pool_id, purchases=(purchase,))


def _conflict(state: VoyagesState, a: int, d: int) -> Command | None:
    if _open(state, "conflicts") is not None:
        return c.EndConflict(conflict_id=_open(state, "conflicts") or "") if a == 5 else None
    return open_conflict(f"k{len(state.conflicts) + 1}", level=("restrained", "medium",
                                                                 "tense")[a % 3],
                         sides=(side("pcs", "tetra", "doc", controllers=("p1",), mode="sum"),
                                side("npc", "bandits")), initiator="pcs")


def _round_step(state: VoyagesState, a: int, d: int) -> Command | None:
    cid = _open(state, "conflicts")
    if cid is None:
        return None
    conflict = state.conflicts[cid]
    current = conflict.round
    if current is None:
        if conflict.frame_change_due:
            return c.ChangeFrame(conflict_id=cid, frame="combat", level="restrained",
                                 generic_grid=BRAWL)
        return c.StartRound(conflict_id=cid)
    if current.phase == "approach":
        return c.ChooseApproach(conflict_id=cid, description="x")
    if current.phase == "rolling":
        return _side_roll(cid, set(current.rolls), a, d)
    if current.phase == "spending":
        side_id = next(s for s in ("pcs", "npc") if s not in current.spending)
        return c.DeclareSpending(conflict_id=cid, side_id=side_id,
                                 purchases=_purchases(side_id, a, current.final_scores))
    side_id = next(s for s in ("pcs", "npc") if s not in current.blocks)
    return c.DeclareBlocks(conflict_id=cid, side_id=side_id)


def _side_roll(cid: str, rolled: set[str], a: int, d: int) -> Command:
    if "pcs" not in rolled:
        return c.RollConflict(conflict_id=cid, side_id="pcs", escalation_bonus=a % 3,
                              member_rolls=(c.MemberRollSpec(member="tetra", dice=(d,)),
                                            c.MemberRollSpec(member="doc", dice=(7 - d,))))
    if "npc" not in rolled:
        return c.RollConflict(conflict_id=cid, side_id="npc", escalation_bonus=(a + 1) % 3,
                              member_rolls=(c.MemberRollSpec(member="bandits", dice=(d,)),))
    return c.ScoreRound(conflict_id=cid)


def _purchases(side_id: str, a: int, finals: dict[str, int]) -> tuple[ConflictPurchase, ...]:
    points = max(0, finals.get(side_id, 0))
    if points == 0:
        return ()
    effect = ("terrain", "de_escalate", "generic")[a % 3]
    if effect == "generic":
        tier = min(points, 3)
        other = "npc" if side_id == "pcs" else "pcs"
        return (ConflictPurchase(purchase_id=f"{side_id}-1", effect="generic",
                                 generic_tier=tier, target_side_id=other, score_points=tier),)
    return (ConflictPurchase(purchase_id=f"{side_id}-1", effect=effect,  # type: ignore[arg-type]
                             magnitude=1, score_points=1),)


def _flaw(state: VoyagesState, a: int, d: int) -> Command | None:
    harmful = [x for x in state.effects.values() if x.harmful and not x.negated
               and "tetra" in x.concerns_character_ids]
    if not harmful:
        return None
    return c.InvokeFlaw(effect_id=harmful[a % len(harmful)].effect_id, character_id="tetra",
                        flaw="maladroite", replacement_description="oops")


def _tattoo(state: VoyagesState, a: int, d: int) -> Command | None:
    return c.AddInventoryTint(character_id="tetra", tint="sel", points=a + 1, tattooed=True)


MOVES: tuple[Callable[[VoyagesState, int, int], Command | None], ...] = (
    _adjective, _change, _time, _action, _reroll, _situation, _situation_step,
    _situation_step, _conflict, _round_step, _round_step, _round_step, _flaw, _tattoo)


def _check_invariants(state: VoyagesState) -> None:
    for conflict in state.conflicts.values():
        assert 0 <= conflict.escalation_points <= 9
    view = VOYAGES.view(state, GM)
    for cid, data in view["conflicts"].items():
        points = state.conflicts[cid].escalation_points
        assert data["escalation"]["level"] == level_name(points)
    adjectives = [a for h in state.characters.values() for a in h.adjectives]
    adjectives += [a for h in state.things.values() for a in h.adjectives]
    assert all(1 <= a.value <= MAX_ADJECTIVE_VALUE for a in adjectives)
    for sheet in state.characters.values():
        assert tattooed_points(sheet.tint_inventory) <= TATTOO_LIMIT


def _history(moves: list[Move]) -> list[Event]:
    state = fold(VOYAGES, VOYAGES.initial_state(VoyagesOptions()), [])
    history: list[Event] = registered(tetra_sheet(), doc())
    state = fold(VOYAGES, state, history)
    for move, a, d in moves:
        command = MOVES[move](state, a, d)
        try:
            events = [] if command is None else VOYAGES.decide(state, command, GM, mixed())
        except DomainError:
            continue
        history += events
        state = fold(VOYAGES, state, events)
    return history


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.integers(0, len(MOVES) - 1), st.integers(0, 5),
                          st.integers(1, 6)), max_size=40), st.randoms(use_true_random=False))
def test_evolve_is_total_even_on_events_out_of_order(moves: list[Move],
                                                     random: Random) -> None:
    history = _history(moves)
    random.shuffle(history)
    kept = history[: random.randint(0, len(history))]
    fold(VOYAGES, VOYAGES.initial_state(VoyagesOptions()), kept)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, len(MOVES) - 1), st.integers(0, 5),
                          st.integers(1, 6)), max_size=60))
def test_random_legal_sequences_keep_invariants_replay_and_snapshot(moves: list[Move]) -> None:
    initial = VOYAGES.initial_state(VoyagesOptions())
    history: list[Event] = registered(tetra_sheet(), doc())
    state = fold(VOYAGES, initial, history)
    for move, a, d in moves:
        command = MOVES[move](state, a, d)
        if command is None:
            continue
        try:
            events = VOYAGES.decide(state, command, GM, mixed())
        except DomainError:
            continue
        history += events
        state = fold(VOYAGES, state, events)
        _check_invariants(state)
    replayed = fold(VOYAGES, initial, history)
    assert replayed == state
    assert VOYAGES.view(replayed, GM) == VOYAGES.view(state, GM)
    snapshot = msgspec.json.decode(msgspec.json.encode(state), type=VOYAGES.state_type)
    assert snapshot == state
    assert VOYAGES.view(snapshot, GM) == VOYAGES.view(state, GM)
    stored = [msgspec.json.decode(msgspec.json.encode(ev), type=type(ev)) for ev in history]
    assert fold(VOYAGES, initial, stored) == state


def test_folding_ten_thousand_action_events_is_fast() -> None:
    initial = VOYAGES.initial_state(VoyagesOptions())
    state = fold(VOYAGES, initial, registered(tetra_sheet(), doc()))
    history: list[Event] = []
    for n in range(3334):
        for command in (c.RollAction(action_id=f"a{n}", character_id="tetra", dice=(4,)),
                        c.CloseAction(action_id=f"a{n}")):
            events = VOYAGES.decide(state, command, GM, mixed())
            state = fold(VOYAGES, state, events)
            history += events
    started = time.perf_counter()
    replayed = fold(VOYAGES, fold(VOYAGES, initial, registered(tetra_sheet(), doc())), history)
    elapsed = time.perf_counter() - started
    assert replayed == state
    assert elapsed < 1.0, f"{len(history)} events folded in {elapsed:.3f}s"
