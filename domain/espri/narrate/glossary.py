"""ESPRI's words in the reader's language, from the spec's glossary (French → identifier)
and the seed: seasons, gem colours, the nymphs, weather, results, and the other terms the
session log names (roles, helper modes, difficulty sources, steps of a call, sheet fields).

Each term is a ``pgettext`` entry of the ``espri`` catalog (context: the kind of term), so
a translator sees every term once and the narration, the board picture and the recap say
the same word (Appel, gemme, Nymphe, Réussite amère…).
"""

from domain.core.words import Words


def season(words: Words, name: str) -> str:
    """A season's name (``winter`` -> « Hiver »)."""
    return {
        "winter": words.pgettext("season", "winter"),
        "spring": words.pgettext("season", "spring"),
        "summer": words.pgettext("season", "summer"),
        "autumn": words.pgettext("season", "autumn"),
    }.get(name, name)


def colour(words: Words, name: str) -> str:
    """A gem colour as a label (``rupture`` -> « Rupture »)."""
    return {
        "winter": words.pgettext("colour", "winter"),
        "spring": words.pgettext("colour", "spring"),
        "summer": words.pgettext("colour", "summer"),
        "autumn": words.pgettext("colour", "autumn"),
        "time": words.pgettext("colour", "time"),
        "rupture": words.pgettext("colour", "rupture"),
    }.get(name, name)


def gem(words: Words, name: str) -> str:
    """A gem of a colour, without article (``winter`` -> « gemme d'Hiver »)."""
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
    """A call's result (``bitter_success`` -> « Réussite amère »)."""
    return {
        "critical_failure": words.pgettext("result", "critical failure"),
        "failure": words.pgettext("result", "failure"),
        "bitter_success": words.pgettext("result", "bitter success"),
        "success": words.pgettext("result", "success"),
        "critical_success": words.pgettext("result", "critical success"),
    }.get(name, name.replace("_", " "))


def a_gem(words: Words, name: str) -> str:
    """A gem of a colour, with its article (``autumn`` -> « une gemme d'Automne »)."""
    return {
        "winter": words.pgettext("a gem", "a winter gem"),
        "spring": words.pgettext("a gem", "a spring gem"),
        "summer": words.pgettext("a gem", "a summer gem"),
        "autumn": words.pgettext("a gem", "an autumn gem"),
        "time": words.pgettext("a gem", "a time gem"),
        "rupture": words.pgettext("a gem", "a rupture gem"),
    }.get(name, f"a {name} gem")


def a_prayer_gem(words: Words, name: str) -> str:
    """A prayer gem of a colour, with its article (« une gemme de Prière d'Automne »)."""
    return {
        "winter": words.pgettext("a prayer gem", "a winter prayer gem"),
        "spring": words.pgettext("a prayer gem", "a spring prayer gem"),
        "summer": words.pgettext("a prayer gem", "a summer prayer gem"),
        "autumn": words.pgettext("a prayer gem", "an autumn prayer gem"),
        "time": words.pgettext("a prayer gem", "a time prayer gem"),
        "rupture": words.pgettext("a prayer gem", "a rupture prayer gem"),
    }.get(name, f"a {name} prayer gem")


def one_of(words: Words, name: str) -> str:
    """A prayer gem sent back for another, named by its colour (``autumn`` -> "an autumn
    one")."""
    return {
        "winter": words.pgettext("a prayer gem sent back", "a winter one"),
        "spring": words.pgettext("a prayer gem sent back", "a spring one"),
        "summer": words.pgettext("a prayer gem sent back", "a summer one"),
        "autumn": words.pgettext("a prayer gem sent back", "an autumn one"),
        "time": words.pgettext("a prayer gem sent back", "a time one"),
        "rupture": words.pgettext("a prayer gem sent back", "a rupture one"),
    }.get(name, f"a {name} one")


def role(words: Words, kind: str, tutelary: str | None) -> str:
    """What a character is, with its article (« une Prêtresse », « un Gardien de
    l'Hiver »)."""
    if kind == "priestess":
        return words.pgettext("role", "a priestess")
    return {
        "winter": words.pgettext("role", "a winter guardian"),
        "spring": words.pgettext("role", "a spring guardian"),
        "summer": words.pgettext("role", "a summer guardian"),
        "autumn": words.pgettext("role", "an autumn guardian"),
    }.get(str(tutelary), f"a {tutelary} guardian")


def kind(words: Words, name: str) -> str:
    """A kind of character (``guardian`` -> « Gardien »)."""
    return {
        "guardian": words.pgettext("kind", "guardian"),
        "priestess": words.pgettext("kind", "priestess"),
    }.get(name, name)


def helper_mode(words: Words, name: str) -> str:
    """How a helper helps (``direct`` -> « Aide Directe »)."""
    return {
        "direct": words.pgettext("helper mode", "direct"),
        "resonance": words.pgettext("helper mode", "resonance"),
    }.get(name, name)


def difficulty_source(words: Words, name: str) -> str:
    """Where a call's difficulty comes from (``weather`` -> « Météo »)."""
    return {
        "weather": words.pgettext("difficulty source", "weather"),
        "opposition": words.pgettext("difficulty source", "opposition"),
    }.get(name, name)


def shift(words: Words, name: str) -> str:
    """Which way a time or rupture gem shifts the result (``up`` -> « un degré plus
    haut »)."""
    return {
        "up": words.pgettext("shift", "up"),
        "down": words.pgettext("shift", "down"),
    }.get(name, name)


def step(words: Words, name: str) -> str:
    """A step of an open call (``awaiting_extra_gems`` -> « gemmes supplémentaires à
    poser »)."""
    return {
        "declared": words.pgettext("step", "declared"),
        "drawn": words.pgettext("step", "drawn"),
        "resolving": words.pgettext("step", "resolving"),
        "awaiting_extra_gems": words.pgettext("step", "awaiting extra gems"),
        "awaiting_rupture_removal": words.pgettext("step", "awaiting rupture removal"),
        "awaiting_prayer_keep": words.pgettext("step", "awaiting prayer keep"),
        "awaiting_shift": words.pgettext("step", "awaiting shift"),
    }.get(name, name.replace("_", " "))


def sheet_field(words: Words, name: str) -> str:
    """A field of the character sheet as the log names it (``rupture_points`` ->
    « points de Rupture »)."""
    return {
        "name": words.pgettext("sheet field", "name"),
        "player_id": words.pgettext("sheet field", "player id"),
        "kind": words.pgettext("sheet field", "kind"),
        "tutelary_season": words.pgettext("sheet field", "tutelary season"),
        "devotion": words.pgettext("sheet field", "devotion"),
        "seasons": words.pgettext("sheet field", "seasons"),
        "harmony": words.pgettext("sheet field", "harmony"),
        "rupture_points": words.pgettext("sheet field", "rupture points"),
        "prayer_gems": words.pgettext("sheet field", "prayer gems"),
        "talents": words.pgettext("sheet field", "talents"),
        "relations": words.pgettext("sheet field", "relations"),
        "lineage": words.pgettext("sheet field", "lineage"),
        "medium_shattered": words.pgettext("sheet field", "medium shattered"),
    }.get(name, name.replace("_", " "))


def yes_no(words: Words, value: bool) -> str:
    """A yes or a no (an option, a skip, a passive call)."""
    return words.pgettext("answer", "yes") if value else words.pgettext("answer", "no")


def purpose(words: Words, name: str) -> str:
    """What harmony is spent on (T18: ``resistance`` -> « un test de Résistance »)."""
    return {
        "score": words.pgettext("purpose", "a score"),
        "resistance": words.pgettext("purpose", "a resistance test"),
        "other": words.pgettext("purpose", "something else"),
        "prayer_gem": words.pgettext("purpose", "a prayer gem"),
    }.get(name, name.replace("_", " "))


def payment(words: Words, name: str) -> str:
    """How a member pays the communion ritual (``harmony`` -> « 1 point d'Harmonie »)."""
    return {
        "harmony": words.pgettext("payment", "1 harmony point"),
    }.get(name, name)


def punctuation(words: Words, mark: str) -> str:
    """A separator between the parts of a line (``"; "`` -> " ; " with a narrow no-break
    space in French)."""
    return {
        "; ": words.pgettext("punctuation", "; "),
    }.get(mark, mark)


__all__ = ["a_gem", "a_prayer_gem", "climate", "colour", "difficulty_source", "gem",
           "helper_mode", "kind", "nymph", "one_of", "payment", "punctuation", "purpose",
           "result", "role", "season", "sheet_field", "shift", "step", "yes_no"]
