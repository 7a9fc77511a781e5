"""A check of Foundry VTT's ChatMessage and Roll data shapes (v12/v13), as Foundry's own
code reads them: ``BaseChatMessage.defineSchema`` (``_id`` a 16-alphanumeric id, rolls that
must be evaluated), ``Roll.fromData`` (``formula``, ``terms``, ``total``, ``evaluated``) and
``DiceTerm.SERIALIZE_ATTRIBUTES`` (``number``, ``faces``, ``modifiers``, ``results``); and
the roll content rule of ``ChatMessage#getHTML`` / ``#renderHTML``: rolls are drawn only
in place of a content with no child element, so a roll message's content is empty."""

import re
from typing import Any

from domain.core.foundry import expression, roll_total

FOUNDRY_ID = re.compile(r"^[a-zA-Z0-9]{16}$")
MESSAGE_KEYS = {"_id", "type", "style", "speaker", "content", "timestamp", "flavor", "rolls",
                "flags"}
TERM_CLASSES = {"Die", "FateDie", "OperatorTerm", "NumericTerm"}


def check_die(term: dict[str, Any]) -> None:
    """A Die / FateDie term as DiceTerm.toJSON writes it, with its results."""
    assert term["evaluated"] is True, term
    assert isinstance(term["number"], int) and term["number"] == len(term["results"]) >= 1
    assert isinstance(term["faces"], int) and isinstance(term["modifiers"], list)
    low, high = (-1, 1) if term["class"] == "FateDie" else (1, term["faces"])
    for result in term["results"]:
        assert isinstance(result["result"], int) and low <= result["result"] <= high, term
        assert isinstance(result["active"], bool)
        assert result.get("discarded", False) is not result["active"] or result["active"]


def check_roll(roll: dict[str, Any]) -> None:
    """An evaluated Roll: every term evaluated, every die with results, a matching total."""
    assert roll["class"] == "Roll" and roll["evaluated"] is True and roll["dice"] == []
    assert roll["terms"] and {t["class"] for t in roll["terms"]} <= TERM_CLASSES
    for term in roll["terms"]:
        assert term["evaluated"] is True
        if term["class"] in ("Die", "FateDie"):
            check_die(term)
    assert roll["formula"] == " ".join(expression(t) for t in roll["terms"])
    assert isinstance(roll["total"], int) and roll["total"] == roll_total(roll), roll


def check_message(message: dict[str, Any]) -> None:
    """A ChatMessage.create data object Foundry accepts."""
    assert set(message) == MESSAGE_KEYS, set(message) ^ MESSAGE_KEYS
    assert FOUNDRY_ID.match(message["_id"]), message["_id"]
    assert message["type"] == "base" and message["style"] in (0, 1, 2, 3)
    assert isinstance(message["speaker"]["alias"], str)
    assert isinstance(message["content"], str) and "<script" not in message["content"]
    assert isinstance(message["timestamp"], int) and message["timestamp"] > 0
    flags = message["flags"]["tabletop"]
    assert isinstance(flags["versions"], list) and isinstance(flags["command"], str)
    assert isinstance(flags["gm_only"], bool) and ("events" in flags) is not flags["gm_only"]
    if message["rolls"]:
        assert message["content"] == "", "Foundry would not draw the rolls of this message"
    for roll in message["rolls"]:
        check_roll(roll)


def dice_terms(message: dict[str, Any]) -> list[dict[str, Any]]:
    """Every Die / FateDie term of a message's rolls."""
    return [t for roll in message["rolls"] for t in roll["terms"]
            if t["class"] in ("Die", "FateDie")]


def event_of(message: dict[str, Any], event_type: str) -> dict[str, Any]:
    """The data of the first event of a type in a message's flags."""
    return next(e["data"] for e in message["flags"]["tabletop"]["events"]
                if e["type"] == event_type)
