"""Xyrop's dice: a pool whose two best dice are kept."""

from domain.core.dice import Dice
from domain.core.foundry import Json, die, roll


def foundry_rolls(event_type: str, data: Json) -> list[Json]:
    """Xyrop's pool: kept dice active, the others dropped (one term per die size)."""
    pool = data.get("pool")
    if event_type not in ("ActionRolled", "OppositionRolled") or not pool:
        return []
    if event_type == "ActionRolled":
        kept_refs, total = set(data.get("kept_refs") or ()), int(data["player_total"])
    else:
        order = sorted(range(len(pool)), key=lambda i: (-pool[i]["value"], i))
        kept_refs, total = {pool[i]["ref"] for i in order[:2]}, int(data["opposition_total"])
    by_faces: dict[int, list[Json]] = {}
    for rolled in pool:
        result: Json = {"result": rolled["value"], "active": rolled["ref"] in kept_refs}
        if not result["active"]:
            result["discarded"] = True
        by_faces.setdefault(int(rolled["faces"]), []).append(result)
    terms = [die(faces, results, flavor=f"d{faces}")
             for faces, results in sorted(by_faces.items(), reverse=True)]
    return [roll(terms, total, "player" if event_type == "ActionRolled" else "opposition")]


DICE = Dice(foundry_rolls=foundry_rolls)
"""Xyrop's dice declaration (its events say their ``dice_source``)."""
