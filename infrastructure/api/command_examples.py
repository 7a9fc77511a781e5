"""Hand-written command examples the server accepts (``RegisterCharacter`` of each rule
system: a sheet its rules take), used in the document instead of derived ones.

``player_id`` is the seat id ``addSeat`` returned (the example's ``seat_1``): the only
value a client must fill in from its own game. tests/api/test_command_examples.py sends
each of them to a live game.
"""

from typing import Any

SEAT = "seat_1"
"""The stand-in for a seat id in the examples (``addSeat``'s ``seat_id``)."""

LOCQUEMARE_APPROACHES = {"aggro": 2, "metis": 1, "focus": 1, "flamme": 1, "flexx": 1,
                         "ombre": 1, "techno": 1, "agora": 0}
LOCQUEMARE_RESOURCES = {"adrenaline": 2, "arsenal": 1, "biblos": 1, "volonte": 1, "dogma": 0,
                        "paria": 1, "mystique": 1, "ichor": 1}

REGISTER_CHARACTER: dict[str, dict[str, Any]] = {
    "espri": {"type": "RegisterCharacter", "id": "deva", "name": "Déva", "kind": "guardian",
              "player_id": SEAT, "devotion": 2, "tutelary_season": "winter",
              "seasons": {"winter": 3, "spring": 2, "summer": 2, "autumn": 2}},
    "ardri": {"type": "RegisterCharacter", "character_id": "brann", "name": "Brann",
              "characteristics": {"strength": 3, "spirit": 3, "intention": 3},
              "domain_modifiers": {}},
    "xyrop": {"type": "RegisterCharacter", "character_id": "pip", "name": "Pip",
              "race": {"name": "hobbit"},
              "distinctions": [
                  {"distinction_id": "master_burglar", "name": "Master burglar"},
                  {"distinction_id": "curious", "name": "Curious"},
                  {"distinction_id": "light_sleeper", "name": "Light sleeper"}],
              "approaches": {"careful": 8, "quick": 6}, "roles": {"burglar": 8, "scout": 6},
              "values": {"loyalty": 6},
              "treasure": {"treasure_id": "elven_cloak", "name": "Elven cloak"}},
    "voyages": {"type": "RegisterCharacter", "character_id": "tetra", "name": "Tetra",
                "trades": [{"trade_id": "alchimiste", "name": "alchimiste", "magical": True,
                            "aspects": ["potions"],
                            "tint_points": [{"tint": "mystère", "kind": "free"}]}],
                "own_tints": [{"tint": "curiosity", "base_score": 2}],
                "flaws": ["maladroite"]},
    "locquemare": {"type": "RegisterCharacter", "hero_id": "sybeline", "name": "Sybéline",
                   "journey": {"from": "Locquemare", "to": "La Rade"},
                   "character_keys": [
                       {"text": "Experte en arts martiaux", "role": "concept"},
                       {"text": "Je dois protéger mon frère", "role": "hamartia"},
                       *({"text": f"Clé {i}", "role": "other"} for i in (1, 2, 3))],
                   "prowesses": [{"name": f"Prouesse {i}"} for i in (1, 2, 3)],
                   "approaches": LOCQUEMARE_APPROACHES, "resources": LOCQUEMARE_RESOURCES},
}
"""Family -> a ``RegisterCharacter`` body its rules accept (sent by the player's seat)."""


def hand_written(family: str) -> dict[str, dict[str, Any]]:
    """Command type -> example, for one rule system's family."""
    example = REGISTER_CHARACTER.get(family)
    return {"RegisterCharacter": example} if example is not None else {}
