"""Xyrop's words in the reader's language, from the spec's glossary (French → identifier)
and the seed: stress and its levels, destiny's reasons, table elements, outcomes,
experience.

Each term is a ``pgettext`` entry of the ``xyrop`` catalog (context: the kind of term), so
the narration says the rulebook's word (destin, stress, Blessure, hors-jeu, atout…).
"""

from domain.core.glossary import Glossary, spaced
from domain.core.words import Words

number = Glossary({"number": {"1": "one", "2": "two", "3": "three", "4": "four"}})
"""A small count in words (``2`` -> « deux »), larger ones in digits."""

stress = Glossary({"stress": {"wound": "wound"}})
"""A stress track (``wound`` -> « Blessure »; others as the table named them)."""


def level(words: Words, value: object) -> str:
    """A stress level: ``d4``…``d12``, none, out of play."""
    if isinstance(value, int):
        return f"d{value}"
    return {"none": words.pgettext("stress level", "none"),
            "out": words.pgettext("stress level", "out")}.get(str(value), str(value))


outcome = Glossary({"outcome": {"success": "success", "failure": "failure"}})
"""A contest's outcome (``success`` -> « réussite »)."""

destiny_reason = Glossary({"destiny": {
    "player_one_exploited": "player one exploited", "gm_ones_exploited": "gm ones exploited",
    "asset": "asset", "value_decision": "value decision", "keep_extra": "keep extra"}}, spaced)
"""Why destiny moved (``keep_extra`` -> « un dé de plus conservé »)."""


milestone = Glossary({"milestone": {
    "new_distinction": "new_distinction", "new_treasure": "new_treasure", "step_up": "step_up",
    "increase_initial_destiny": "increase_initial_destiny"}})
"""A milestone option (``increase_initial_destiny`` -> « nombre initial de points de
Destin + 1 »)."""

term = Glossary({"term": {
    "difficulty": "a difficulty", "npc": "an npc", "character": "a character", "up": "one step up",
    "down": "one step down", "remove": "off the table", "approach": "approach", "role": "role",
    "value": "value", "treasure": "treasure", "d8": "add a d8", "d4": "add a d4 and gain 1 destiny",
    "stress_step": "a stress step", "element_step": "a step of a rated situation",
    "new_complication": "a new complication", "step_up_complication": "a complication steps up",
    "degrade_opportunity": "an opportunity is lost", "degrade_asset": "an asset steps down",
    "trigger_opportunity": "an opportunity", "improve_complication": "a complication steps down"}})
"""A value a command's field may take, in the rulebook's words (``npc`` -> « PNJ »,
``up`` -> « aggraver / monter d'un cran »)."""


def reactivation(words: Words, value: object) -> str:
    """Whether a treasure used this session is reactivated (1 destiny)."""
    if value:
        return words.pgettext("term", "reactivated for 1 destiny")
    return words.pgettext("term", "its first use this session")
