"""Where a stored event names its character. What each rule system follows in a recap is
its own declaration (``Ruleset.recap``, ``domain.core.recap.RecapProfile``).
"""

from typing import Any


def character_of(data: dict[str, Any]) -> str | None:
    """The character an event is about, when its data names one (itself, or in the sheet,
    hero or target it carries)."""
    for key in ("character_id", "hero_id", "leader_id"):
        value = data.get(key)
        if isinstance(value, str):
            return value
    for key in ("character", "hero", "target"):
        nested = data.get(key)
        if isinstance(nested, dict) and (found := character_of(nested)) is not None:
            return found
    target = data.get("target")  # Voyages: {"kind": "character", "id": ...}
    if isinstance(target, dict) and target.get("kind") == "character":
        return str(target["id"]) if isinstance(target.get("id"), str) else None
    return None
