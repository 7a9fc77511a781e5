"""ESPRI's words in the reader's language, from the spec's glossary (French → identifier)
and the seed: seasons, gem colours, the nymphs, weather, results.

Each term is a ``pgettext`` entry of the ``espri`` catalog (context: the kind of term), so
a translator sees every term once and the narration, the board picture and the recap say
the same word (Appel, gemme, Nymphe, Réussite amère…).
"""

from domain.core.words import Words


def season(words: Words, name: str) -> str:
    """A season's name (``winter`` -> « hiver »)."""
    return {
        "winter": words.pgettext("season", "winter"),
        "spring": words.pgettext("season", "spring"),
        "summer": words.pgettext("season", "summer"),
        "autumn": words.pgettext("season", "autumn"),
    }.get(name, name)


def colour(words: Words, name: str) -> str:
    """A gem colour as a label (``rupture`` -> « rupture »)."""
    return {
        "winter": words.pgettext("colour", "winter"),
        "spring": words.pgettext("colour", "spring"),
        "summer": words.pgettext("colour", "summer"),
        "autumn": words.pgettext("colour", "autumn"),
        "time": words.pgettext("colour", "time"),
        "rupture": words.pgettext("colour", "rupture"),
    }.get(name, name)


def gem(words: Words, name: str) -> str:
    """A gem of a colour, without article (``winter`` -> « gemme d'hiver »)."""
    return {
        "winter": words.pgettext("gem", "winter gem"),
        "spring": words.pgettext("gem", "spring gem"),
        "summer": words.pgettext("gem", "summer gem"),
        "autumn": words.pgettext("gem", "autumn gem"),
        "time": words.pgettext("gem", "time gem"),
        "rupture": words.pgettext("gem", "rupture gem"),
    }.get(name, name)


def nymph(words: Words, name: str) -> str:
    """The nymph of a season (the seed's names: Mÿelta, Liana, Fÿrellya, Ailma)."""
    return {
        "winter": words.pgettext("nymph", "Mÿelta"),
        "spring": words.pgettext("nymph", "Liana"),
        "summer": words.pgettext("nymph", "Fÿrellya"),
        "autumn": words.pgettext("nymph", "Ailma"),
    }.get(name, name)


def climate(words: Words, name: str) -> str:
    """What a season's weather measures (``winter`` -> « précipitations »)."""
    return {
        "winter": words.pgettext("weather", "precipitation"),
        "spring": words.pgettext("weather", "wind"),
        "summer": words.pgettext("weather", "temperature"),
        "autumn": words.pgettext("weather", "visibility"),
    }.get(name, name)


def result(words: Words, name: str) -> str:
    """A call's result (``bitter_success`` -> « réussite amère »)."""
    return {
        "critical_failure": words.pgettext("result", "critical failure"),
        "failure": words.pgettext("result", "failure"),
        "bitter_success": words.pgettext("result", "bitter success"),
        "success": words.pgettext("result", "success"),
        "critical_success": words.pgettext("result", "critical success"),
    }.get(name, name.replace("_", " "))


__all__ = ["climate", "colour", "gem", "nymph", "result", "season"]
