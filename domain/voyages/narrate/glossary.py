"""Voyages & Aventures' words in the reader's language, from the spec's glossary (French →
identifier) and the seed: outcomes, modifiers, escalation levels, involvement, what a side
buys and why a conflict ends.

Each term is a ``pgettext`` entry of the ``voyages`` catalog (context: the kind of term), so
a French table reads the rulebook's word (« peut-être », « tâche délicate », « tendu »…).
"""

from domain.core.words import Words


def tier(words: Words, value: str) -> str:
    """An action's outcome (``yes_and`` -> « oui et »)."""
    return {
        "no": words.pgettext("tier", "no"),
        "maybe": words.pgettext("tier", "maybe"),
        "yes": words.pgettext("tier", "yes"),
        "yes_and": words.pgettext("tier", "yes, and"),
        "fail_complication": words.pgettext("tier", "failure with a complication"),
    }.get(value, value)


def source(words: Words, value: str) -> str:
    """A modifier's source (``delicate_task`` -> « tâche délicate »)."""
    return {
        "delicate_task": words.pgettext("modifier", "delicate task"),
        "adapted_trade": words.pgettext("modifier", "adapted trade"),
        "related_trade": words.pgettext("modifier", "related trade"),
        "taking_time": words.pgettext("modifier", "taking time"),
        "good_approach": words.pgettext("modifier", "good approach"),
        "aspect": words.pgettext("modifier", "aspect"),
        "tint": words.pgettext("modifier", "tint"),
        "adjective": words.pgettext("modifier", "adjective"),
        "trait": words.pgettext("modifier", "inherited trait"),
        "group_help": words.pgettext("modifier", "group help"),
        "gm_other": words.pgettext("modifier", "gm"),
        "escalation": words.pgettext("modifier", "escalation"),
        "off_frame": words.pgettext("modifier", "off frame"),
        "terrain": words.pgettext("modifier", "terrain"),
    }.get(value, value.replace("_", " "))


def level(words: Words, value: str) -> str:
    """An escalation level (``tense`` -> « tendu »)."""
    return {
        "restrained": words.pgettext("escalation", "restrained"),
        "medium": words.pgettext("escalation", "medium"),
        "tense": words.pgettext("escalation", "tense"),
    }.get(value, value)


def polarity(words: Words, value: str) -> str:
    """An adjective's polarity (``negative`` -> « négatif »)."""
    return {"positive": words.pgettext("polarity", "positive"),
            "neutral": words.pgettext("polarity", "neutral"),
            "negative": words.pgettext("polarity", "negative")}.get(value, value)


def tint_kind(words: Words, value: str) -> str:
    """A trade's tint point (``free`` -> « libre »)."""
    return {"personal": words.pgettext("tint kind", "personal"),
            "free": words.pgettext("tint kind", "free")}.get(value, value)


def effect(words: Words, value: str) -> str:
    """What points buy (``keep_approach`` -> « conserver l'approche »)."""
    return {
        "cosmetic_neutral": words.pgettext("effect", "a neutral detail"),
        "cosmetic_oriented": words.pgettext("effect", "an oriented detail"),
        "adjective": words.pgettext("effect", "adjective"),
        "reduce_adjective": words.pgettext("effect", "reducing"),
        "stake": words.pgettext("effect", "stake"),
        "generic": words.pgettext("effect", "generic grid"),
        "terrain": words.pgettext("effect", "terrain"),
        "keep_approach": words.pgettext("effect", "keeping the approach"),
        "de_escalate": words.pgettext("effect", "de-escalation"),
    }.get(value, value.replace("_", " "))


def maybe_option(words: Words, value: str) -> str:
    """The answer to a « peut-être » (``lower_ambition`` -> « revoir ses prétentions »)."""
    return {
        "lower_ambition": words.pgettext("maybe", "lowers the ambition"),
        "pay_cost": words.pgettext("maybe", "pays a cost"),
        "decline": words.pgettext("maybe", "declines"),
    }.get(value, value)


def close_reason(words: Words, value: str) -> str:
    """Why a conflict ends (``sides_left`` -> « les camps l'ont quitté »)."""
    return {
        "settled": words.pgettext("conflict end", "settled amicably"),
        "agreement": words.pgettext("conflict end", "by agreement"),
        "sides_left": words.pgettext("conflict end", "the sides left"),
        "gm": words.pgettext("conflict end", "by the gm"),
    }.get(value, value)


def tint_source(words: Words, value: str) -> str:
    """What pays a reroll (``tattoo`` -> « tatouage »)."""
    return {"own": words.pgettext("tint source", "own tint"),
            "tattoo": words.pgettext("tint source", "tattoo")}.get(value, value)


def involvement(words: Words, value: str) -> str:
    """A participant's involvement (``in_retreat`` -> « en retrait »)."""
    return {"front_line": words.pgettext("involvement", "front line"),
            "involved": words.pgettext("involvement", "involved"),
            "in_retreat": words.pgettext("involvement", "in retreat"),
            "not_involved": words.pgettext("involvement", "not involved")}.get(value, value)


def duration(words: Words, value: str) -> str:
    """How long an adjective lasts (``next_roll`` -> « le prochain jet »)."""
    return {"next_roll": words.pgettext("duration", "next roll"),
            "scene": words.pgettext("duration", "scene"),
            "day": words.pgettext("duration", "day"),
            "session": words.pgettext("duration", "session"),
            "adventure": words.pgettext("duration", "adventure"),
            "until_resolved": words.pgettext("duration", "until resolved")}.get(value, value)


def target_kind(words: Words, value: str) -> str:
    """What an adjective is written on (``thing`` -> « chose »)."""
    return {"character": words.pgettext("target", "character"),
            "thing": words.pgettext("target", "thing")}.get(value, value)


def trigger(words: Words, value: str) -> str:
    """What sets off an action cost (``refuse_stake`` -> « refuser un enjeu »)."""
    return {"escalate": words.pgettext("trigger", "escalating"),
            "leave_conflict": words.pgettext("trigger", "leaving the conflict"),
            "refuse_conflict": words.pgettext("trigger", "refusing the conflict"),
            "refuse_settlement": words.pgettext("trigger", "refusing a settlement"),
            "refuse_stake": words.pgettext("trigger", "refusing a stake"),
            "other": words.pgettext("trigger", "something else")}.get(value, value)


def group_mode(words: Words, value: str) -> str:
    """How a group's rolls make one score (``average`` -> « la moyenne des scores »)."""
    return {"solo": words.pgettext("group mode", "alone"),
            "sum": words.pgettext("group mode", "the sum of the scores"),
            "average": words.pgettext("group mode", "the average of the scores")}.get(value, value)


def result_mode(words: Words, value: str) -> str:
    """What a situation's points buy (``value`` -> « une autre valeur »)."""
    return {"adjectives": words.pgettext("result mode", "adjectives"),
            "value": words.pgettext("result mode", "another value")}.get(value, value)
