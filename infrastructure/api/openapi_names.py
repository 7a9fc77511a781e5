"""A character's name in the commands that give one: ``minLength`` / ``maxLength`` from
the constant its rule system checks (``NAME_MAX`` of the system's ``rules/sheet.py``), so
the document and the rule cannot disagree. Ardri and Locquemare count the name without
white space at either end: the document's figure is then a bound on the name as sent,
which a name padded past it exceeds (the rule would have trimmed it)."""

from typing import Any

from domain.ardri.rules import sheet as ardri
from domain.espri.rules import sheet as espri
from domain.locquemare.rules import sheet as locquemare
from domain.voyages.rules import sheet as voyages

NAME_LENGTHS = {  # command component: the longest name its rule system accepts
    "EspriRegisterCharacter": espri.NAME_MAX,
    "ArdriRegisterCharacter": ardri.NAME_MAX,
    "ArdriUpdateCharacterSheet": ardri.NAME_MAX,
    "VoyagesRegisterCharacter": voyages.NAME_MAX,
    "VoyagesReviseCharacterSheet": voyages.NAME_MAX,
    "LocquemareRegisterCharacter": locquemare.NAME_MAX,
}


def bound_character_names(schemas: dict[str, Any]) -> None:
    """``name`` of each command of ``NAME_LENGTHS``: 1 to its rule system's maximum."""
    for component, longest in NAME_LENGTHS.items():
        name = schemas[component]["properties"]["name"]
        for variant in [name, *name.get("anyOf", []), *name.get("oneOf", [])]:
            if variant.get("type") == "string":
                variant.update(minLength=1, maxLength=longest)
