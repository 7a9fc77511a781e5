"""The registry of rule systems: name -> Ruleset."""

from typing import Any

from domain.ardri.decider import ARDRI
from domain.core import Ruleset
from domain.espri.decider import ESPRI
from domain.locquemare.decider import LOCQUEMARE
from domain.voyages.decider import VOYAGES
from domain.xyrop.decider import XYROP

RULESETS: dict[str, Ruleset[Any]] = {
    ruleset.name: ruleset for ruleset in (ESPRI, ARDRI, XYROP, VOYAGES, LOCQUEMARE)
}


def get_ruleset(name: str) -> Ruleset[Any] | None:
    """The rule system registered under ``name``, if any."""
    return RULESETS.get(name)


def register(ruleset: Ruleset[Any]) -> None:
    """Add a rule system at run time (test rule systems, plug-ins)."""
    RULESETS[ruleset.name] = ruleset
