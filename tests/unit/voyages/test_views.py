"""Read models, narration, and the ruleset's published messages."""

import msgspec

from domain.core import Actor, Event
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.conflict import ConflictPurchase
from domain.voyages.rules.sheet import Target
from services.i18n import words
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    PLAYER,
    finish_round,
    json_view,
    mod,
    open_conflict,
    roll_side,
    rolled_round,
    table,
)

SPEC_COMMANDS = (
    "RegisterCharacter", "ReviseCharacterSheet", "RegisterThing", "AddAdjective",
    "ChangeAdjectiveValue", "RemoveAdjective", "AddInventoryTint", "RestoreTattooTint",
    "RestNight", "EndScene", "EndDay", "EndSession", "EndAdventure", "RollAction",
    "RerollWithTint", "ChooseMaybeOption", "CloseAction", "InvokeFlaw", "OpenSituation",
    "SetInvolvement", "TakeRisk", "RollSituation", "RollEnvironment", "ScoreSituation",
    "SplitGroup", "ApportionGroupResult", "SpendSituationPoints", "CloseSituation",
    "OpenConflict", "ProposeStake", "OfferStake", "PriceStake", "RefuseStake", "SetActionCost",
    "ApplyActionCost", "ProposeSettlement", "AcceptSettlement", "RejectSettlement", "StartRound",
    "ContestApproach", "ChooseApproach", "RuleApproach", "RollConflict", "ScoreRound",
    "DeclareSpending", "DeclareBlocks", "ChangeFrame", "LeaveConflict", "EndConflict",
)

SPEC_EVENTS = (
    "CharacterRegistered", "CharacterSheetRevised", "ThingRegistered", "AdjectiveAdded",
    "AdjectiveValueChanged", "AdjectiveRemoved", "InventoryTintAdded", "TattooTintRestored",
    "OwnTintRegenerated", "TimeBoundaryPassed", "ActionRolled", "ActionResultComputed",
    "MaybeResolved", "ActionClosed", "TintSpentForReroll", "RollRerolled", "FlawInvoked",
    "StakeReturned", "SituationOpened", "InvolvementSet", "RiskTaken", "SituationRolled",
    "GroupSplit", "GroupResultApportioned", "SituationScored", "SituationPointsSpent",
    "SituationClosed", "ConflictOpened", "StakeProposed", "StakeOffered", "StakePriced",
    "StakeRefused", "ActionCostSet", "ActionCostApplied", "SettlementProposed",
    "SettlementAccepted", "SettlementRejected", "ConflictSettled", "RoundStarted",
    "ApproachContested", "ApproachChosen", "ApproachRuled", "ConflictSideRolled", "RoundScored",
    "SpendingDeclared", "BlocksDeclared", "RoundResolved", "StakeAcquired",
    "GenericStakeAcquired", "TerrainChanged", "ApproachKept", "EscalationChanged", "FrameChanged",
    "SideLeftConflict", "ConflictClosed",
)


THIRD_PASS_COMMANDS = ("WithdrawSettlement", "WithdrawStake", "JoinConflict")
THIRD_PASS_EVENTS = ("SettlementWithdrawn", "StakeWithdrawn", "MemberJoinedConflict",
                     "MemberLeftConflict")
"""What the third pass (T1…) adds."""
FOURTH_PASS_COMMANDS = ("JoinHelp",)
FOURTH_PASS_EVENTS = ("HelpJoined",)
"""What the fourth pass (U1) adds."""


def test_the_ruleset_publishes_every_command_and_event_of_the_spec() -> None:
    assert sorted(t.__name__ for t in VOYAGES.command_types) == sorted(
        SPEC_COMMANDS + THIRD_PASS_COMMANDS + FOURTH_PASS_COMMANDS)
    assert sorted(t.__name__ for t in VOYAGES.event_types) == sorted(
        SPEC_EVENTS + THIRD_PASS_EVENTS + FOURTH_PASS_EVENTS)
    assert msgspec.json.decode(b"{}", type=VOYAGES.options_type) == VOYAGES.options_type()


def test_the_sheet_view_shows_tints_trades_adjectives_and_escalation() -> None:
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            cmd.AddAdjective(
                target=Target(kind="character", id="tetra"),
                name="reposé",
                value=1,
                polarity="positive",
                duration="next_roll",
            ),
            open_conflict(),
        )
        .state
    )
    typed = VOYAGES.view(state, PLAYER)
    assert isinstance(typed, VOYAGES.view_type)
    assert isinstance(typed.characters["tetra"], VOYAGES.sheet_type)
    assert msgspec.json.decode(msgspec.json.encode(typed), type=VOYAGES.view_type) == typed
    view = json_view(state, PLAYER)
    assert view["phase"] == "conflict"
    sheet = view["characters"]["tetra"]
    assert sheet["own_tints"] == [{"tint": "curiosity", "base_score": 2, "current": 2}]
    assert sheet["trades"][0]["trade_index"] == 1
    assert sheet["adjectives"][0]["category"] == "temporary"
    assert sheet["escalation"] == {"conflict_id": "k1", "points": 3, "level": "medium",
                                   "counter": 0, "frame_change_due": False}
    assert msgspec.json.decode(msgspec.json.encode(view)) == view


def test_the_view_shows_the_open_situation_and_every_event_is_visible() -> None:
    outcome = (
        spec(VOYAGES)
        .at(table())
        .when(
            cmd.OpenSituation(
                situation_id="s1", participants=(cmd.ParticipantSpec(character_id="tetra"),)
            )
        )
    )
    state, events = outcome.state, outcome.events
    view = json_view(state, Actor(seat_id="o", role="observer"))
    assert view["phase"] == "situation"
    assert view["situations"]["s1"]["status"] == "rolling"
    assert all(VOYAGES.visible(event, PLAYER) is True for event in events)


def _lines(state: object, events: list[Event]) -> list[str]:
    lines = []
    for event in events:
        line = VOYAGES.narrate(state, event)  # type: ignore[arg-type]
        if line is not None:
            lines.append(line)
        state = VOYAGES.evolve(state, event)  # type: ignore[arg-type]
    return lines


def test_narration_reads_the_main_resolution_events() -> None:
    state = table()
    events = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.RollAction(
                action_id="a1",
                character_id="doc",
                dice=(4,),
                modifiers=(mod("delicate_task", -2), mod("adapted_trade", 2, "médecin")),
            )
        )
        .events
    )
    assert _lines(state, events) == [
        "Doc rolls: 4 (delicate task -2, adapted trade médecin +2)",
        "Doc: total 4 — yes"]
    events = (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.OpenSituation(
                situation_id="s1", participants=(cmd.ParticipantSpec(character_id="tetra"),)
            ),
            cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(6,)),
            cmd.RollEnvironment(situation_id="s1", dice=(2,)),
            cmd.ScoreSituation(situation_id="s1"),
        )
        .history
    )
    assert _lines(state, events) == [
        "A situation for Tetra",
        "Tetra rolls in the situation: 6 (no modifier) — score +2",
        "The environment rolls in the situation: 2 (no modifier) — score -2",
        "Situation scored: Tetra +2, the environment -2"]


def test_narration_reads_a_conflict_round() -> None:
    outcome = spec(VOYAGES).at(table()).when(open_conflict(initiator="merchant"))
    state, events = outcome.state, outcome.events
    state, events = rolled_round(state, "k1", [
        roll_side("k1", "tetra_side", 3, members=["tetra"]),
        roll_side("k1", "merchant", 6, members=["marchand"])])
    lines = [VOYAGES.narrate(state, event) for event in events if isinstance(event, ev.RoundScored)]
    assert lines == ["Round 1: escalation 3 (medium); final scores "
                     "tetra_side -1, merchant +2"]
    _, events = finish_round(state, "k1", {"merchant": (ConflictPurchase(
        purchase_id="p1", effect="terrain", magnitude=2, score_points=2),), "tetra_side": ()})
    resolved = next(event for event in events if isinstance(event, ev.RoundResolved))
    assert VOYAGES.narrate(state, resolved) == (
        "Round 1 resolved: p1 succeeds; tetra_side holds the approach next")
    assert VOYAGES.narrate(state, events[0]) == (  # #39: every step is told
        "merchant declares its spending: terrain")


def test_narration_reads_in_french_with_the_rulebooks_words() -> None:
    """« Une tâche particulièrement délicate (par exemple une opération chirurgicale) réduit
    le score de deux points »: the French log says « tâche délicate », « métier adapté »
    and the outcome « oui »."""
    state = table()
    events = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.RollAction(
                action_id="a1",
                character_id="doc",
                dice=(4,),
                modifiers=(mod("delicate_task", -2), mod("adapted_trade", 2, "médecin")),
            )
        )
        .events
    )
    french = words("fr", "voyages")
    lines = []
    for event in events:
        line = VOYAGES.narrate(state, event, french)
        if line is not None:
            lines.append(line)
        state = VOYAGES.evolve(state, event)
    assert lines == ["Doc lance : 4 (tâche délicate -2, métier adapté médecin +2)",
                     "Doc : total 4 — oui"]
