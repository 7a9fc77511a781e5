"""Voyages & Aventures over HTTP: the seed's fixtures (Tetra, Doc) as request bodies and
the steps of an action, a situation and a conflict, each sent by the right seat."""

from typing import Any

from tests.support.api import Client, Table
from tests.support.api import data_of as data_of
from tests.support.api import sheet_of as sheet_of
from tests.support.api import state_of as state_of
from tests.support.api import types_of as types_of

Body = dict[str, Any]

NEGOTIATION: list[Body] = [
    {"description": "mauvais client or 10 pièces",
     "adjective": {"name": "mauvais client", "duration": "adventure"}},
    {"description": "arnaqueur or 20 pièces",
     "adjective": {"name": "arnaqueur", "duration": "adventure"}},
    {"description": "expulsion du marché"}]
BRAWL: list[Body] = [
    {"description": "étourdi", "adjective": {"name": "étourdi"}},
    {"description": "assommé", "adjective": {"name": "assommé"}},
    {"description": "blessé", "adjective": {"name": "blessé", "duration": "adventure"}}]


def tetra_sheet() -> Body:
    """Tetra: magical alchemist, own tint curiosity 2/2, flaw maladroite (owner: the sender)."""
    return {"type": "RegisterCharacter", "character_id": "tetra", "name": "Tetra",
            "trades": [{"trade_id": "alchimiste", "name": "alchimiste", "magical": True,
                        "aspects": ["potions"],
                        "tint_points": [{"tint": "mystère", "kind": "free"}]}],
            "own_tints": [{"tint": "curiosity", "base_score": 2}], "flaws": ["maladroite"]}


def doc_sheet(owner_seat_id: str) -> Body:
    """Doc: ordinary physician, aspect surgery, personal tint douceur."""
    return {"type": "RegisterCharacter", "character_id": "doc", "name": "Doc",
            "owner_player_id": owner_seat_id,
            "trades": [{"trade_id": "médecin", "name": "médecin", "aspects": ["surgery"],
                        "tint_points": [{"tint": "douceur", "kind": "personal"}]}]}


async def voyages_table(client: Client, randomness: str = "mixed") -> Table:
    """Seats "tetra" and "doc", each sheet registered by its own player's seat."""
    table = await Table.create(client, "voyages", randomness=randomness)
    await table.seat("tetra")
    doc_seat = await table.seat("doc")
    await table.ok(tetra_sheet(), as_="tetra")
    await table.ok(doc_sheet(doc_seat), as_="doc")
    return table


def mod(source: str, value: int, ref: str | None = None) -> Body:
    """A modifier (7.1)."""
    return {"source": source, "value": value, "ref": ref}


def roll_action(action_id: str, character_id: str, dice: list[int] | None,
                *modifiers: Body, **extra: Any) -> Body:
    """A RollAction, with the table's die unless ``dice`` is None."""
    command = {"type": "RollAction", "action_id": action_id, "character_id": character_id,
               "modifiers": list(modifiers), **extra}
    return command if dice is None else {**command, "dice": dice}










# --- situation ---------------------------------------------------------------------------

def open_tetra_situation(**options: Any) -> Body:
    """GM: situation s1 with Tetra alone in the front line."""
    return {"type": "OpenSituation", "situation_id": "s1", "description": "the old mill",
            "participants": [{"character_id": "tetra", "involvement": "front_line"}],
            **options}


def adjective_purchase(tier: int, value: int, name: str, polarity: str = "positive",
                       character_id: str = "tetra") -> Body:
    """A situation purchase of an adjective."""
    return {"effect": "adjective", "character_id": character_id, "tier": tier,
            "value": value, "name": name, "polarity": polarity}


def spend(pool_id: str, *purchases: Body) -> Body:
    """SpendSituationPoints on s1."""
    return {"type": "SpendSituationPoints", "situation_id": "s1", "pool_id": pool_id,
            "purchases": list(purchases)}


# --- conflict ----------------------------------------------------------------------------

def side(side_id: str, *members: str, controllers: tuple[str, ...] = ()) -> Body:
    """A solo side for OpenConflict."""
    return {"side_id": side_id, "name": side_id, "members": list(members),
            "controller_player_ids": list(controllers), "group_mode": "solo"}


def open_conflict(sides: list[Body], initiator: str, grid: list[Body],
                  frame: str = "négociation", level: str = "medium") -> Body:
    """GM: OpenConflict k1."""
    return {"type": "OpenConflict", "conflict_id": "k1", "frame": frame, "level": level,
            "generic_grid": grid, "sides": sides, "initiator_side_id": initiator}


def roll_side(side_id: str, member: str, die: int, bonus: int = 0) -> Body:
    """RollConflict of a one-member side with the table's die."""
    return {"type": "RollConflict", "conflict_id": "k1", "side_id": side_id,
            "escalation_bonus": bonus, "member_rolls": [{"member": member, "dice": [die]}]}


def purchase(purchase_id: str, effect: str, **points: Any) -> Body:
    """A conflict purchase."""
    return {"purchase_id": purchase_id, "effect": effect, **points}


def declare(side_id: str, *purchases: Body) -> Body:
    """DeclareSpending of one side (nothing: pass)."""
    return {"type": "DeclareSpending", "conflict_id": "k1", "side_id": side_id,
            "purchases": list(purchases)}


def blocks(side_id: str, *declared: Body) -> Body:
    """DeclareBlocks of one side (nothing: no block)."""
    return {"type": "DeclareBlocks", "conflict_id": "k1", "side_id": side_id,
            "blocks": list(declared)}


def step(kind: str, **fields: Any) -> Body:
    """A conflict command on k1 with no other structure (StartRound, ScoreRound...)."""
    return {"type": kind, "conflict_id": "k1", **fields}


# --- scenarios ---------------------------------------------------------------------------

async def market(table: Table) -> None:
    """VA-EX-14's set-up: artefact refused, article priced 2, service offered at 1."""
    seat = table.seat_ids["tetra"]
    await table.ok(open_conflict([side("tetra_side", "tetra", controllers=(seat,)),
                                  side("merchant", "marchand")], "tetra_side", NEGOTIATION))
    await table.ok(step("ProposeStake", stake_id="artefact", side_id="merchant",
                        owner_side_id="tetra_side", description="artefact"))
    await table.ok(step("RefuseStake", stake_id="artefact"), as_="tetra")
    await table.ok(step("ProposeStake", stake_id="article", owner_side_id="merchant",
                        description="article"), as_="tetra")
    await table.ok(step("PriceStake", stake_id="article", cost=2))
    await table.ok(step("OfferStake", stake_id="service", description="a service", cost=1),
                   as_="tetra")


async def bandits_round(table: Table) -> Body:
    """VA-EX-15 up to the scored round 1; the ScoreRound response."""
    seat = table.seat_ids["tetra"]
    await table.ok(open_conflict([side("tetra_side", "tetra", controllers=(seat,)),
                                  side("bandits", "bandits")], "bandits", BRAWL,
                                 frame="bagarre"))
    await table.ok(step("ProposeStake", stake_id="artefact", side_id="bandits",
                        owner_side_id="tetra_side", description="artefact"))
    await table.ok(step("PriceStake", stake_id="artefact", cost=2), as_="tetra")
    started = await table.ok(step("StartRound"))
    assert data_of(started, "RoundStarted")["approach_holder"] == "bandits"
    await table.ok(step("ChooseApproach", description="slings"))
    tetra_roll = await table.ok(roll_side("tetra_side", "tetra", 2), as_="tetra")
    assert data_of(tetra_roll, "ConflictSideRolled")["raw_score"] == -2
    await table.ok(roll_side("bandits", "bandits", 6))
    return await table.ok(step("ScoreRound"))


async def bandits_spend(table: Table) -> Body:
    """VA-EX-15's spending: the bandits buy the artefact and keep the approach, Tetra
    passes, nobody blocks; the response of the last DeclareBlocks."""
    await table.ok(declare("bandits", purchase("p1", "stake", stake_id="artefact",
                                               score_points=1, bonus_points=1),
                           purchase("p2", "keep_approach", score_points=1, free_points=1)))
    await table.ok(declare("tetra_side"), as_="tetra")
    await table.ok(blocks("bandits"))
    return await table.ok(blocks("tetra_side"), as_="tetra")


SURGERY = (mod("delicate_task", -2), mod("adapted_trade", 2, "médecin"))
