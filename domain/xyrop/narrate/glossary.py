"""Xyrop's words in the reader's language, from the spec's glossary (French → identifier)
and the seed: stress and its levels, destiny's reasons, table elements, outcomes,
experience.

Each term is a ``pgettext`` entry of the ``xyrop`` catalog (context: the kind of term), so
the narration says the rulebook's word (destin, stress, Blessure, hors-jeu, atout…).
"""

from domain.core.words import Words


def number(words: Words, n: int) -> str:
    """A small count in words (``2`` -> « deux »), larger ones in digits."""
    return {
        1: words.pgettext("number", "one"),
        2: words.pgettext("number", "two"),
        3: words.pgettext("number", "three"),
        4: words.pgettext("number", "four"),
    }.get(n, str(n))


def stress(words: Words, stress_id: str) -> str:
    """A stress track (``wound`` -> « Blessure »; others as the table named them)."""
    return {"wound": words.pgettext("stress", "wound")}.get(stress_id, stress_id)


def level(words: Words, value: object) -> str:
    """A stress level: ``d4``…``d12``, none, out of play."""
    if isinstance(value, int):
        return f"d{value}"
    return {"none": words.pgettext("stress level", "none"),
            "out": words.pgettext("stress level", "out")}.get(str(value), str(value))


def outcome(words: Words, result: str) -> str:
    """A contest's outcome (``success`` -> « réussite »)."""
    return {"success": words.pgettext("outcome", "success"),
            "failure": words.pgettext("outcome", "failure")}.get(result, result)


def destiny_reason(words: Words, reason: str) -> str:
    """Why destiny moved (``keep_extra`` -> « un dé de plus conservé »)."""
    return {
        "player_one_exploited": words.pgettext("destiny", "player one exploited"),
        "gm_ones_exploited": words.pgettext("destiny", "gm ones exploited"),
        "asset": words.pgettext("destiny", "asset"),
        "value_decision": words.pgettext("destiny", "value decision"),
        "keep_extra": words.pgettext("destiny", "keep extra"),
    }.get(reason, reason.replace("_", " "))


def trait(words: Words, trait_id: str) -> str:
    """A trait id as the sheet names it (the table's own words: kept as written)."""
    return trait_id


def milestone(words: Words, option: str) -> str:
    """A milestone option (``increase_initial_destiny`` -> « nombre initial de points de
    Destin + 1 »)."""
    return {
        "new_distinction": words.pgettext("milestone", "new_distinction"),
        "new_treasure": words.pgettext("milestone", "new_treasure"),
        "step_up": words.pgettext("milestone", "step_up"),
        "increase_initial_destiny": words.pgettext("milestone", "increase_initial_destiny"),
    }.get(option, option)


def term(words: Words, value: object) -> str:
    """A value a command's field may take, in the rulebook's words (``npc`` -> « PNJ »,
    ``up`` -> « aggraver / monter d'un cran »)."""
    return {
        "difficulty": words.pgettext("term", "a difficulty"),
        "npc": words.pgettext("term", "an npc"),
        "character": words.pgettext("term", "a character"),
        "up": words.pgettext("term", "one step up"),
        "down": words.pgettext("term", "one step down"),
        "remove": words.pgettext("term", "off the table"),
        "approach": words.pgettext("term", "approach"),
        "role": words.pgettext("term", "role"),
        "value": words.pgettext("term", "value"),
        "treasure": words.pgettext("term", "treasure"),
        "d8": words.pgettext("term", "add a d8"),
        "d4": words.pgettext("term", "add a d4 and gain 1 destiny"),
        "stress_step": words.pgettext("term", "a stress step"),
        "element_step": words.pgettext("term", "a step of a rated situation"),
        "new_complication": words.pgettext("term", "a new complication"),
        "step_up_complication": words.pgettext("term", "a complication steps up"),
        "degrade_opportunity": words.pgettext("term", "an opportunity is lost"),
        "degrade_asset": words.pgettext("term", "an asset steps down"),
        "trigger_opportunity": words.pgettext("term", "an opportunity"),
        "improve_complication": words.pgettext("term", "a complication steps down"),
    }.get(str(value), str(value))


def reactivation(words: Words, value: object) -> str:
    """Whether a treasure used this session is reactivated (1 destiny)."""
    if value:
        return words.pgettext("term", "reactivated for 1 destiny")
    return words.pgettext("term", "its first use this session")
