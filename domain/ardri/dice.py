"""Ardri's dice: the trinity (3d10) and the attribute die, counting successes."""

from domain.core.dice import Dice
from domain.core.foundry import Json, die, numeric, roll


def _counted(values: list[int], successes: set[int], faces: int, threshold: int,
             flavor: str) -> Json:
    results = [{"result": v, "active": True, "success": i in successes,
                "count": 1 if i in successes else 0} for i, v in enumerate(values)]
    return die(faces, results, (f"cs<={threshold}",), flavor)


def foundry_rolls(event_type: str, data: Json) -> list[Json]:
    """Ardri's trinity (3d10) and attribute die, counting successes."""
    trinity = data.get("trinity_dice")
    if event_type not in ("ActionRolled", "ConcurrenceRolled") or not trinity:
        return []
    if event_type == "ActionRolled":
        threshold = int(data["effective_threshold"])
        wins = set(data.get("trinity_success_indices") or ())
        attribute_wins = bool(data.get("attribute_success"))
    else:
        threshold = int(data["threshold"])
        wins = {i for i, v in enumerate(trinity) if v <= threshold}
        attribute_wins = (data.get("attribute_die_value") or threshold + 1) <= threshold
    terms = [_counted(list(trinity), wins, 10, threshold, "trinity")]
    faces, value = data.get("attribute_die_faces"), data.get("attribute_die_value")
    if faces and value is not None:
        terms.append(_counted([value], {0} if attribute_wins else set(), faces, threshold,
                              "attribute"))
    elif data.get("attribute_auto_success"):
        terms.append(numeric(1))
    return [roll(terms, int(data["total_successes"]), event_type)]



DICE = Dice(foundry_rolls=foundry_rolls)
"""Ardri's dice declaration (its events say their ``dice_source``)."""
