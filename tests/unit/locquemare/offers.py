"""Locquemare's side of the "offered <=> accepted" property (``tests.support.offers``): the
fields a command's choices leave open (and the coupled ones they cannot express), the
refusals a field may still cause, and the generator of commands for any seat."""

import random
from collections.abc import Callable, Iterator
from typing import Any

import msgspec

from domain.core import GM, ChoiceContext, Command
from domain.locquemare import commands as cmd
from domain.locquemare.decide import may, may_play
from domain.locquemare.decider import MOVES
from domain.locquemare.rules.harm import free_slots, npc_free_slots
from domain.locquemare.rules.keys import in_play
from domain.locquemare.state import (
    ADVERSITY,
    APPROACHES,
    CAPACITY,
    RESOURCES,
    LocquemareState,
)

State = LocquemareState
Fields = dict[str, Any]

FIELD_REFUSALS: dict[str, frozenset[str]] = {
    # the gm names the owner (optional for a player)
    "RegisterCharacter": frozenset({"invalid_owner@owner_player_id",
                                    "invalid_sheet@character_keys",
                                    "invalid_sheet@approaches", "invalid_sheet@resources"}),
    # a free activation or an elan is named apart from the key it is on
    "SetDifficulty": frozenset({"no_free_activation@key_activations"}),
    # with every key known, any key named is known already (or unknown)
    "RevealKey": frozenset({"key_already_known", "unknown_key"}),
    # the category is chosen apart from the consequence slots
    "CreateNpc": frozenset({"invalid_npc@category"}),
    # the hero or npc, its key and the token are chosen apart (and the proposer's seat)
    "ProposeComplication": frozenset({"not_hero_key@key_id", "not_npc_key@key_id",
                                      "invalid_payload@hero_id", "invalid_payload@npc_id",
                                      "invalid_payload@token", "no_token@token",
                                      "offering_only_helps@token"}),
    # the advantage and the threatened resource go with one action type each; an
    # advantage's mode apart from its key
    "DeclareAction": frozenset({"invalid_payload@advantage", "invalid_payload@threat_resource",
                                "invalid_payload@advantage.key_text",
                                "invalid_payload@advantage.key_id"}),
    # the ratings are chosen one by one; their sum is the hero's
    "RedistributeResources": frozenset({"invalid_allocation@resources"}),
    "AdjustApproaches": frozenset({"invalid_payload@down"}),
    "AdjustResources": frozenset({"invalid_payload@down"}),
    # the payment is chosen apart from the key (a free activation, an elan are on one key)
    "ActivateKey": frozenset({"invalid_payload@payment", "no_free_activation@payment",
                              "edge_die_needs_paid_activation@edge_die"}),
    # neither heroes nor npcs named
    "JoinScene": frozenset({"invalid_payload@hero_ids"}),
    # the named prowess decides: not a bonus one, already active, or unpaid
    # the severity named for the hero named: a taken slot while another is free (T3)
    "InflictConsequence": frozenset({"consequence_slot_taken"}),
    "RevealNpc": frozenset({"npc_already_known", "unknown_npc"}),
    "ActivateProwess": frozenset({"prowess_not_applicable", "prowess_limit_reached",
                                  "no_token"}),
}
"""Command -> the refusal codes a field the declaration does not cover may still cause."""

PROWESS = {"name": "Nouvelle prouesse", "effect": "bonus", "bonus": 1}


def _some(r: random.Random, ids: list[str]) -> tuple[str, ...]:
    return tuple(i for i in ids if r.random() < 0.5)


def _declaration(state: State, cid: str | None, r: random.Random) -> Fields:
    kind = r.choice(("create_advantage", "overcome", "attack", "defend"))
    fields: Fields = {"action_id": f"offer-{len(state.action_ids)}", "action_type": kind}
    if kind == "create_advantage":
        known = [k for k, key in state.keys.items() if in_play(state, key, cid or "")]
        mode = r.choice(("create", "discover", "activate") if known else ("create", "discover"))
        fields["advantage"] = {"mode": mode, "key_text": "Une idée",
                               "key_id": r.choice(known) if mode == "activate" else None}
    if kind == "defend":
        fields["threat_resource"] = r.choice(RESOURCES)
    return fields


def _difficulty(state: State, r: random.Random) -> Fields:
    action = state.action
    if action is None or action.advantage is None or action.advantage.mode != "discover":
        return {}
    hidden = [k for k, key in state.keys.items()
              if not key.known and in_play(state, key, ADVERSITY)]
    return {"hidden_key_id": r.choice([*hidden, None])}


def _activation(state: State, cid: str | None, r: random.Random) -> Fields:
    hero, action = state.heroes.get(cid or ""), state.action
    pairs = may_play.activations(state, hero, action) if hero and action else []
    key_id, payment = r.choice(pairs) if pairs else ("none", "exploit")
    return {"key_id": key_id, "payment": payment}


def _prowess(state: State, cid: str | None) -> Fields:
    hero = state.heroes.get(cid or "")
    if hero is None or not hero.prowesses:
        return {"prowess_id": "none"}
    usable = may_play.bonus_prowesses(state, hero, state.action) if state.action else []
    prowess = (usable or list(hero.prowesses))[0]
    payment = None
    if prowess.costs_token:
        payment = "exploit" if hero.tokens["exploit"] else "danger"
    return {"prowess_id": prowess.prowess_id, "payment": payment}


def _complication(state: State, cid: str | None, r: random.Random) -> Fields:
    proposer = cid or ADVERSITY
    giver = state.heroes.get(proposer)
    targets = [h for h in state.heroes if proposer == ADVERSITY or h == proposer
               or (giver is not None and giver.tokens["exploit"] > 0)]
    target = r.choice(targets or list(state.heroes))
    token = None
    if giver is not None and target != proposer:
        token = "exploit"  # an offering only helps an action (T8)
    cid_ = f"offer-c{len(state.complications)}"
    wounds = [k for k in state.keys.values() if k.owner_npc_id and k.kind == "consequence"]
    if giver is not None and giver.tokens["exploit"] and wounds and r.random() < 0.5:
        wound = r.choice(wounds)  # T13: on an npc's consequence, paid with the ally's token
        return {"complication_id": cid_, "hero_id": None, "npc_id": wound.owner_npc_id,
                "key_id": wound.key_id, "text": "Un ennui", "token": "exploit"}
    return {"complication_id": cid_, "hero_id": target, "npc_id": None,
            "key_id": r.choice(state.heroes[target].character_key_ids), "text": "Un ennui",
            "token": token}


def _harm(state: State, cid: str | None) -> Fields:
    hero = state.heroes.get(cid or "")
    if hero is None:
        return {}
    slots = free_slots(hero)
    return {"absorb": {"slots": slots, "texts": [f"Blessure {s}" for s in slots]},
            "extreme": {"replace_key_id": hero.character_key_ids[0], "text": "Extrême"}}


def _npc_harm(state: State, r: random.Random) -> Fields:
    harmed = may_play.harmed_npcs(state)
    npc = state.npcs[harmed[0]] if harmed else None
    if npc is None:
        return {}
    slots = npc_free_slots(npc)
    absorbs = sum(CAPACITY[s] for s in slots) >= (npc.harm_pending or 0)
    if slots and absorbs and r.random() < 0.5:
        return {"slots": slots, "taken_out": False}
    return {"taken_out": True}


def _allocation(state: State, cid: str | None) -> Fields:
    hero = state.heroes.get(cid or "")
    total = 8 + (hero.acts_played if hero else 0)
    values = dict.fromkeys(RESOURCES, 0)
    for i in range(total):
        values[RESOURCES[i % 8]] += 1
    return {"resources": values}


def _adjustment(state: State, cid: str | None, names: tuple[str, ...],
                approaches: bool, r: random.Random) -> Fields:
    hero = state.heroes.get(cid or "")
    if hero is None:
        return {"up": names[0], "down": names[1]}
    pairs = may.adjustable_pairs(hero.approaches if approaches else hero.resources, names)
    up, down = r.choice(pairs) if pairs else (names[0], names[1])
    return {"up": up, "down": down}


def _register(state: State, r: random.Random) -> Fields:
    """The sheet's own words; its ratings, key roles and prowesses come from the choices
    (one text for every key: K1 wants them distinct, so the property sees that refusal)."""
    n = len(state.heroes) + 1
    return {"hero_id": f"offer-hero-{n}", "name": f"Héros {n}",
            "journey": {"from": "A", "to": "B"}, "character_keys.text": "Une clé",
            "prowesses.name": "Prouesse"}


def _npc(state: State, r: random.Random) -> Fields:
    category = r.choice(("horde", "soldier", "adversary", "nemesis"))
    boxes, slots = {"horde": (0, ()), "soldier": (1, ()), "adversary": (2, ("minor",)),
                    "nemesis": (3, ("minor", "grave"))}[category]
    return {"npc_id": f"offer-npc-{len(state.npcs)}", "name": "Sbire", "category": category,
            "stress_boxes": boxes, "consequence_slots": list(slots)}


def _key(state: State, r: random.Random) -> Fields:
    in_scene = state.phase == "in_scene"
    return {"key_id": f"brume-{len(state.keys)}-gm", "text": "Brume",
            "known": r.random() < 0.7, "persistent": not in_scene or r.random() < 0.3}


def _join(state: State, r: random.Random) -> Fields:
    present = state.scene or None
    heroes = [h for h in state.heroes if present is None or h not in present.present_hero_ids]
    npcs = [n for n in state.npcs if present is None or n not in present.present_npc_ids]
    fields = {"hero_ids": _some(r, heroes), "npc_ids": _some(r, npcs)}
    if not fields["hero_ids"] and not fields["npc_ids"]:
        fields["hero_ids"] = (r.choice(heroes or list(state.heroes) or ["none"]),)
    return fields


def _reveal_npc(state: State, r: random.Random) -> Fields:
    hidden = [n for n, npc in state.npcs.items() if not npc.known]
    return {} if hidden else {"npc_id": r.choice([*state.npcs, "none"])}


def _reveal(state: State, r: random.Random) -> Fields:
    hidden = [k for k, key in state.keys.items() if not key.known]
    return {} if hidden else {"key_id": r.choice([*state.keys, "none"])}


SIMPLE: dict[type[Command], Callable[[State, str | None, random.Random], Fields]] = {
    cmd.SetSecretPool: lambda s, c, r: {"secrets": [
        {"secret_id": f"offer-s{len(s.secret_pool)}-{i}", "text": "Un secret"} for i in (1, 2)]},
    cmd.RegisterCharacter: lambda s, c, r: _register(s, r),
    cmd.CreateNpc: lambda s, c, r: _npc(s, r),
    cmd.EndScenario: lambda s, c, r: {"grave_recovery_hero_ids": _some(r, list(s.heroes))},
    cmd.EndAct: lambda s, c, r: {"medium_recovery_hero_ids": _some(r, list(s.heroes))},
    cmd.StartScene: lambda s, c, r: {"present_hero_ids": _some(r, list(s.heroes)),
                                    "present_npc_ids": _some(r, list(s.npcs))},
    cmd.EndScene: lambda s, c, r: {"breather_hero_ids": _some(r, list(s.heroes))},
    cmd.CreateKey: lambda s, c, r: _key(s, r),
    cmd.RevealKey: lambda s, c, r: _reveal(s, r),
    cmd.EstablishFact: lambda s, c, r: {"text": "Il pleut", "key_ids": _some(
        r, [k for k, key in s.keys.items() if key.known])},
    cmd.SetDifficulty: lambda s, c, r: _difficulty(s, r),
    cmd.DeclareAction: lambda s, c, r: {"action_id": f"offer-{len(s.action_ids)}",
                                       "advantage.key_text": "Une idée"},
    cmd.ActivateKey: _activation,
    cmd.ActivateProwess: lambda s, c, r: _prowess(s, c),
    cmd.InflictConsequence: lambda s, c, r: {"text": "Une blessure"},
    cmd.ProposeComplication: _complication,
    cmd.ApplyStress: lambda s, c, r: {"amount": r.randint(1, 4)},
    cmd.ResolveHarm: lambda s, c, r: _harm(s, c),
    cmd.DescribeConsequence: lambda s, c, r: {"text": "Une entaille"},
    cmd.StartConflict: lambda s, c, r: {"conflict_id": f"offer-k{len(s.action_ids)}"},
    cmd.ApplyNpcStress: lambda s, c, r: {"amount": r.randint(1, 4)},
    cmd.ResolveNpcHarm: lambda s, c, r: _npc_harm(s, r),
    cmd.AwardEvolutionPoints: lambda s, c, r: {"reasons": ["made_a_plan"]},
    cmd.EmptyEvolutionTrack: lambda s, c, r: {
        "prowess": PROWESS, "key": {"key_id": f"amie-{len(s.keys)}-gm", "text": "Amie"}},
    cmd.ModifyCharacterKey: lambda s, c, r: {"text": "Réécrite"},
    cmd.RedistributeResources: lambda s, c, r: _allocation(s, c),
    cmd.AdjustApproaches: lambda s, c, r: _adjustment(s, c, APPROACHES, True, r),
    cmd.AdjustResources: lambda s, c, r: _adjustment(s, c, RESOURCES, False, r),
    cmd.GainProwess: lambda s, c, r: {"prowess": PROWESS},
    cmd.RevealTruth: lambda s, c, r: {"text": "La vérité"},
    cmd.RevealSecret: lambda s, c, r: {"description": "Tout se sait"},
    cmd.JoinScene: lambda s, c, r: _join(s, r),
    cmd.RevealNpc: lambda s, c, r: _reveal_npc(s, r),
}


def free(state: State, kind: type[Command], cid: str | None,
         r: random.Random) -> dict[str, Any]:
    """The fields of ``kind`` its choices leave to the generator: a field the move declares
    choices for is built from them (``tests.support.offer_build``), never here."""
    fill = SIMPLE.get(kind)
    fields = fill(state, cid, r) if fill is not None else {}
    declared = MOVES[kind].choices
    return {k: v for k, v in fields.items()
            if not any(k == name or name.startswith(k + ".") for name in declared)}


def generated(state: State, r: random.Random) -> Iterator[Command]:
    """Commands of every kind, for every hero, whatever the phase (the "not offered"
    side): each built from the gm's choices and the free fields."""
    table = ChoiceContext(actor=GM)
    for kind, move in MOVES.items():
        acting = move.acting
        targets: list[str | None] = [*acting.candidates(state), "ghost"] if acting else [None]
        offered = {name: [c.value for c in fn(state, table)] for name, fn in move.choices.items()
                   if "." not in name}
        for cid in targets:
            fields: Fields = {}
            if acting is not None and acting.field is not None:
                fields[acting.field] = cid
            for name, values in offered.items():
                if values:
                    fields[name] = r.choice(values)
            fields.update(free(state, kind, cid, r))
            tag = kind.__struct_config__.tag
            try:
                yield msgspec.convert({"type": tag, **fields}, kind)
            except msgspec.ValidationError:
                continue
