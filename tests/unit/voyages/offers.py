"""Voyages' side of the "offered <=> accepted" property (``tests.support.offers``): the
fields a command's choices leave open, the refusals a field may still cause, and the
generator of commands at any step for any seat."""

import random
from collections.abc import Iterator
from typing import Any

from domain.core import Command
from domain.voyages import commands as cmd
from domain.voyages.decide import may_conflict as k
from domain.voyages.decide import may_spending as sp
from domain.voyages.rules.conflict import Conflict, SettlementTerm
from domain.voyages.state import VoyagesState, resolution_ids
from tests.support.offer_build import Each
from tests.unit.voyages.moves import MOVES, PLAYER_MOVES

FIELD_REFUSALS: dict[str, frozenset[str]] = {
    # the tier is a free pick: its grid adjective may pass 3 on the paying member (T2)
    # and a term's stake, sides, tier, member and alternative are picks of their own: a
    # term is a stake or a tier, a stake goes to a side that does not own it, a tier with
    # alternatives names one (T4)
    "ProposeSettlement": frozenset({"adjective_value_cap", "invalid_payload",
                                    "choice_required", "invalid_choice"}),
    # the situation and the pool are two picks: with two scored situations they may not match
    # and what is bought, its character and its price are picks of their own: the pool may
    # not afford it, or the character's involvement cap refuse it
    "SpendSituationPoints": frozenset({"invalid_payload", "insufficient_points@purchases",
                                       "involvement_cap_exceeded@purchases",
                                       "wrong_effect_for_pool@purchases",
                                       "unknown_adjective@purchases"}),
    # a character or a thing, and one of the table's characters and things: two picks
    "AddAdjective": frozenset({"unknown_character@target", "unknown_thing@target"}),
    # every share is a pick of its own: together they must make the group's total (and a
    # player's must leave the others' whole, T9)
    "ApportionGroupResult": frozenset({"invalid_apportion@allocations",
                                       "not_owner@allocations"}),
    # a trade's tint points are picks of their own (their number and kind): a free first
    # point of an ordinary trade, or one point too many, breaks the sheet (T2, T3)
    "RegisterCharacter": frozenset({"invalid_sheet@trades"}),
    "ReviseCharacterSheet": frozenset({"invalid_sheet@trades"}),
    # each side's members and group mode are picks of their own: a member picked for two
    # sides, or a group mode that does not fit its number of members
    # and a grid entry's alternatives (T4) are picks beside its own adjective
    "OpenConflict": frozenset({"invalid_payload@sides", "invalid_payload@generic_grid"}),
    "ChangeFrame": frozenset({"invalid_payload@generic_grid"}),
    # the group mode and the participants are picks of their own: alone is for one
    "OpenSituation": frozenset({"invalid_payload@group_mode"}),
    # what a side buys, from whom, and the points it pays are picks of their own (7.7)
    "DeclareSpending": frozenset({"price_mismatch", "insufficient_points", "invalid_payload",
                                  "stake_not_purchasable", "not_approach_holder",
                                  "bonus_not_available", "escalation_at_minimum",
                                  "adjective_value_cap", "unknown_stake", "choice_required",
                                  "invalid_choice"}),
    # a modifier's source, reference and value are picks of their own (7.1)
    **dict.fromkeys(("RollAction", "JoinHelp", "RollSituation", "RollEnvironment",
                     "RollConflict"), frozenset({"invalid_modifier"})),
}
"""Command -> the refusal codes a field the declaration does not cover may still cause."""


def _fresh(state: VoyagesState, prefix: str) -> str:
    used = resolution_ids(state)
    return next(f"{prefix}{n}" for n in range(len(used) + 2) if f"{prefix}{n}" not in used)


def _sheet(state: VoyagesState) -> dict[str, Any]:
    return {"character_id": f"new-{len(state.characters)}", "name": "Nouvelle",
            "flaws": ["distraite"], **SHEET_WORDS}


SHEET_WORDS = {"traits.trait_id": "t1", "traits.name": "patient", "traits.tint": "sel",
               "trades.trade_id": "m1", "trades.name": "marin", "trades.aspects": ["voile"],
               "trades.tint_points.tint": "sel",
               "adjectives.name": "las", "adjectives.value": 1}
"""The words of a sheet's parts the choices built (one of each)."""


def _first(conflicts: list[Conflict]) -> Conflict:
    return conflicts[0]


def _side_fields(state: VoyagesState, kind: type[Command], side_id: str,
                 r: random.Random) -> dict[str, Any]:
    """The fields of a side's command, in the first conflict where the side may act."""
    steps = {cmd.RollConflict: k.TO_ROLL, cmd.DeclareSpending: k.TO_SPEND,
             cmd.DeclareBlocks: k.TO_BLOCK, cmd.AcceptSettlement: k.pending_for,
             cmd.RejectSettlement: k.pending_for, cmd.WithdrawSettlement: k.proposed_pending}
    conflict = _first(k.side_steps(state, side_id, steps.get(kind, k.between)))
    fields: dict[str, Any] = {}
    if kind is cmd.RollConflict:
        fields.update(escalation_bonus=r.randrange(3),
                      **_modifier_values(r, "member_rolls.modifiers"))
    elif kind is cmd.DeclareSpending:
        fields.update({"purchases.purchase_id": f"{side_id}-buys", "purchases.magnitude": 1,
                       "purchases.score_points": r.randrange(3)})
    elif kind in (cmd.ProposeStake, cmd.OfferStake):
        fields.update(stake_id=f"st{len(conflict.stakes)}", description="x")
    elif kind is cmd.ProposeSettlement:
        fields.update(settlement_id=f"pact{len(conflict.settlements)}")
    return fields


def _modifier_values(r: random.Random, *paths: str) -> dict[str, int]:
    """A modifier's value is typed (a fixed value of its source, a tint's points)."""
    return {f"{path}.value": r.choice((-2, -1, 1, 2)) for path in paths}


def _character_fields(state: VoyagesState, kind: type[Command], cid: str,
                      r: random.Random) -> dict[str, Any]:
    """The fields of a command sent for a character."""
    if kind is cmd.RollAction:
        return {"action_id": _fresh(state, "o"),
                **_modifier_values(r, "modifiers", "helpers.modifiers")}
    if kind in (cmd.RollSituation, cmd.JoinHelp):
        return _modifier_values(r, "modifiers")
    if kind is cmd.ChooseMaybeOption:
        return {"cost": {"description": "x"}}  # what paying costs, whatever the option
    if kind is cmd.InvokeFlaw:
        return {"replacement_description": "x", "replacement_adjective.name": "las"}
    if kind is cmd.SplitGroup:
        return _split(state, cid)
    if kind is cmd.ApportionGroupResult:
        return _worse_share(state, cid)
    return {}


def _worse_share(state: VoyagesState, cid: str) -> dict[str, Any]:
    """T9: ``cid`` takes one point off its share and gives it to another member."""
    found, n = next((s, n) for s, n in sp.apportionable(state)
                    if cid in s.subgroups[n].members)
    members = found.subgroups[n].members
    allocations = {m: found.pools[f"player:{m}"].points for m in members}
    other = next((m for m in members if m != cid), None)
    if other is not None:
        allocations[cid] -= 1
        allocations[other] += 1
    return {"subgroup": n}


def _split(state: VoyagesState, cid: str) -> dict[str, Any]:
    """Split ``cid`` off its subgroup (R2), or send the partition as it is."""
    found = next(s for s in sp.splittable(state)
                 if any(cid in g.members for g in s.subgroups))
    groups: list[list[str]] = []
    for g in found.subgroups:
        if cid in g.members and len(g.members) > 1:
            groups += [[cid], [x for x in g.members if x != cid]]
        else:
            groups.append(list(g.members))
    return {"subgroups": groups}


def _gm_fields(state: VoyagesState, kind: type[Command], r: random.Random) -> dict[str, Any]:
    """The fields of a gm's command its choices leave open."""
    simple: dict[type[Command], dict[str, Any]] = {
        cmd.RegisterCharacter: _sheet(state),
        cmd.RegisterThing: {"thing_id": f"thing{len(state.things)}", "name": "bandits"},
        cmd.AddInventoryTint: {"tint": "sel", "points": 1},
        cmd.AddAdjective: {"name": "las", "value": 1},
        cmd.ChangeAdjectiveValue: {"delta": -1},
        cmd.OpenSituation: {"situation_id": _fresh(state, "os")},
        cmd.OpenConflict: {"conflict_id": _fresh(state, "ok"), "frame": "bagarre",
                         **GRID_WORDS, "initiator_side_id": "s0", "sides.name": "x",
                         "sides.side_id": Each(f"s{n}" for n in range(
                             max(2, len(state.characters) + len(state.things))))},
        cmd.SetActionCost: {"cost_id": f"cost{r.randrange(10**6)}", "description": "x",
                          "adjective.name": "las"},
        cmd.ChangeFrame: {"frame": "combat", **GRID_WORDS},
        cmd.RollEnvironment: _modifier_values(r, "modifiers"),
        cmd.ChooseApproach: {"description": "x"},
    }
    if kind in simple:
        return simple[kind]
    if kind is cmd.ReviseCharacterSheet:
        return {"name": "Révisée", **SHEET_WORDS}
    if kind is cmd.SpendSituationPoints:
        return {"purchases.description": "x", "purchases.tier": 2, "purchases.value": 1,
                "purchases.name": "las", "purchases.amount": 1}
    return {}


GRID_WORDS = {"generic_grid.description": "x", "generic_grid.adjective.name": "las",
              "generic_grid.alternatives.description": "x",
              "generic_grid.alternatives.adjective.name": "las"}
"""A generic grid's words (its tiers, values and durations are choices)."""


SIDE_COMMANDS = (cmd.ProposeStake, cmd.OfferStake, cmd.ProposeSettlement, cmd.AcceptSettlement,
                 cmd.RejectSettlement, cmd.WithdrawSettlement, cmd.LeaveConflict, cmd.RollConflict,
                 cmd.DeclareSpending, cmd.DeclareBlocks)


def free(state: VoyagesState, kind: type[Command], cid: str | None,
         r: random.Random) -> dict[str, Any]:
    """The fields of ``kind`` its choices leave to the generator (``cid``: the character,
    or for a side's command the side, it is sent for)."""
    if kind in SIDE_COMMANDS and cid is not None:
        return _side_fields(state, kind, cid, r)
    if kind is cmd.RestoreTattooTint:
        return {"amount": 1}
    if cid is not None:
        return _character_fields(state, kind, cid, r)
    return _gm_fields(state, kind, r)


def generated(state: VoyagesState, r: random.Random) -> Iterator[Command]:
    """Commands of every kind whatever the step (the property's "not offered" side)."""
    for move in (*MOVES, *PLAYER_MOVES):
        command = move(state, r.randrange(6), r.randrange(1, 7))
        if command is not None:
            yield command
    for kid in [*state.conflicts, "nowhere"]:
        for side_id in ("pcs", "npc", "tetra_side"):
            yield cmd.ProposeStake(conflict_id=kid, stake_id="g", owner_side_id="npc",
                                 side_id=side_id, description="x")
            yield cmd.OfferStake(conflict_id=kid, stake_id="g", cost=1, side_id=side_id,
                               description="x")
            yield cmd.ProposeSettlement(conflict_id=kid, settlement_id="g", side_id=side_id,
                                      terms=(SettlementTerm(generic_tier=1,
                                                              payer_side_id=side_id),))
            yield cmd.LeaveConflict(conflict_id=kid, side_id=side_id)
            for cid in state.characters:
                yield cmd.LeaveConflict(conflict_id=kid, side_id=side_id, character_id=cid)
                yield cmd.JoinConflict(conflict_id=kid, side_id=side_id, character_id=cid)
            for st in (state.conflicts[kid].stakes if kid in state.conflicts else {}):
                yield cmd.WithdrawStake(conflict_id=kid, stake_id=st, side_id=side_id)
            yield cmd.DeclareBlocks(conflict_id=kid, side_id=side_id)
            yield cmd.DeclareSpending(conflict_id=kid, side_id=side_id)
            for st in (state.conflicts[kid].settlements if kid in state.conflicts else {}):
                yield cmd.AcceptSettlement(conflict_id=kid, settlement_id=st, side_id=side_id)
                yield cmd.RejectSettlement(conflict_id=kid, settlement_id=st, side_id=side_id)
                yield cmd.WithdrawSettlement(conflict_id=kid, settlement_id=st, side_id=side_id)
        for st in (state.conflicts[kid].stakes if kid in state.conflicts else {}):
            yield cmd.PriceStake(conflict_id=kid, stake_id=st, cost=2)
            yield cmd.RefuseStake(conflict_id=kid, stake_id=st)
        yield cmd.ChooseApproach(conflict_id=kid, description="x")
        yield cmd.RuleApproach(conflict_id=kid)
        yield cmd.ContestApproach(conflict_id=kid, side_ids=("pcs", "npc"))
        yield cmd.StartRound(conflict_id=kid)
        yield cmd.ScoreRound(conflict_id=kid)
    for aid in [*state.actions, "nowhere"]:
        yield cmd.ChooseMaybeOption(action_id=aid, option="decline")
        yield cmd.CloseAction(action_id=aid)
    for sid in [*state.situations, "nowhere"]:
        for cid in state.characters:
            yield cmd.SetInvolvement(situation_id=sid, character_id=cid, involvement="involved")
            yield cmd.TakeRisk(situation_id=sid, character_id=cid)
            yield cmd.RollSituation(situation_id=sid, character_id=cid)
        yield cmd.RollEnvironment(situation_id=sid)
        yield cmd.ScoreSituation(situation_id=sid)
        yield cmd.CloseSituation(situation_id=sid)
        yield cmd.SpendSituationPoints(situation_id=sid, pool_id="environment:1", purchases=())
    yield cmd.RestoreTattooTint(character_id="tetra", inventory_id="inv-1", amount=1)
    yield cmd.RemoveAdjective(adjective_id="adj-1")
