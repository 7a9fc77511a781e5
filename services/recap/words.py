"""The recap's own terms in the reader's language: the period unit (day, session) and
the values each rule system follows (the series' fields), as the charts and the Markdown
summary name them. Each is a ``pgettext`` entry of the ``platform`` catalog (context
``recap``), worded as the rulebooks word them in French (Harmonie, points de Rupture,
points de Destin, points de Teinte, jetons…); outcomes come from each rule system's own
glossary (``services.recap.systems``)."""

from domain.core.words import Words


def draw_kind(words: Words, kind: str) -> str:
    """A kind of draw (``gems`` -> « gemmes », ``fate`` -> « dés FATE »; ``d10`` reads the
    same in every language)."""
    return {
        "gems": words.pgettext("draw kind", "gems"),
        "fate": words.pgettext("draw kind", "fate dice"),
    }.get(kind, kind)


def decimal(words: Words, value: float, places: int) -> str:
    """A number with ``places`` decimals, with the language's decimal mark (« 0,05 »)."""
    return f"{value:.{places}f}".replace(".", words.pgettext("decimal mark", "."))


def unit_name(words: Words, unit: str) -> str:
    """What a period is (``day`` -> « jour », ``session`` -> « séance »)."""
    return {
        "day": words.pgettext("recap unit", "day"),
        "session": words.pgettext("recap unit", "session"),
    }.get(unit, unit)


def value_name(words: Words, name: str) -> str:
    """A tracked value of a series (``tint_points`` -> « points de Teinte »)."""
    return {
        "harmony": words.pgettext("recap value", "harmony"),
        "rupture_points": words.pgettext("recap value", "rupture points"),
        "resonance": words.pgettext("recap value", "resonance"),
        "stored_successes": words.pgettext("recap value", "stored successes"),
        "stress": words.pgettext("recap value", "stress"),
        "destiny": words.pgettext("recap value", "destiny"),
        "tint_points": words.pgettext("recap value", "tint points"),
        "adjectives": words.pgettext("recap value", "adjectives"),
        "tokens": words.pgettext("recap value", "tokens"),
        "consequences": words.pgettext("recap value", "consequences"),
    }.get(name, name.replace("_", " "))
