"""ESPRI's words in the reader's language, from the spec's glossary (French → identifier)
and the seed: seasons, gem colours, the nymphs, weather, results, and the other terms the
session log names (roles, helper modes, difficulty sources, steps of a call, sheet fields).

Each term is a ``pgettext`` entry of the ``espri`` catalog (context: the kind of term), so
a translator sees every term once and the narration, the board picture and the recap say
the same word (Appel, gemme, Nymphe, Réussite amère…).
"""

from domain.core.glossary import Glossary, spaced
from domain.core.words import Words

season = Glossary({"season": {
    "winter": "winter", "spring": "spring", "summer": "summer", "autumn": "autumn"}})
"""A season's name (``winter`` -> « Hiver »)."""

colour = Glossary({"colour": {
    "winter": "winter", "spring": "spring", "summer": "summer", "autumn": "autumn", "time": "time",
    "rupture": "rupture"}})
"""A gem colour as a label (``rupture`` -> « Rupture »)."""

gem = Glossary({"gem": {
    "winter": "winter gem", "spring": "spring gem", "summer": "summer gem", "autumn": "autumn gem",
    "time": "time gem", "rupture": "rupture gem"}})
"""A gem of a colour, without article (``winter`` -> « gemme d'Hiver »)."""

nymph = Glossary({"nymph": {
    "winter": "Mÿelta", "spring": "Liana", "summer": "Fÿrellya", "autumn": "Ailma"}})
"""The nymph of a season (the seed's names: Mÿelta, Liana, Fÿrellya, Ailma)."""

climate = Glossary({"weather": {
    "winter": "precipitation", "spring": "wind", "summer": "temperature", "autumn": "visibility"}})
"""What a season's weather measures (``winter`` -> « précipitations »)."""

result = Glossary({"result": {
    "critical_failure": "critical failure", "failure": "failure",
    "bitter_success": "bitter success", "success": "success",
    "critical_success": "critical success"}}, spaced)
"""A call's result (``bitter_success`` -> « Réussite amère »)."""

a_gem = Glossary({"a gem": {
    "winter": "a winter gem", "spring": "a spring gem", "summer": "a summer gem",
    "autumn": "an autumn gem", "time": "a time gem",
    "rupture": "a rupture gem"}}, lambda value: f"a {value} gem")
"""A gem of a colour, with its article (``autumn`` -> « une gemme d'Automne »)."""

a_prayer_gem = Glossary({"a prayer gem": {
    "winter": "a winter prayer gem", "spring": "a spring prayer gem",
    "summer": "a summer prayer gem", "autumn": "an autumn prayer gem", "time": "a time prayer gem",
    "rupture": "a rupture prayer gem"}}, lambda value: f"a {value} prayer gem")
"""A prayer gem of a colour, with its article (« une gemme de Prière d'Automne »)."""

one_of = Glossary({"a prayer gem sent back": {
    "winter": "a winter one", "spring": "a spring one", "summer": "a summer one",
    "autumn": "an autumn one", "time": "a time one",
    "rupture": "a rupture one"}}, lambda value: f"a {value} one")
"""A prayer gem sent back for another, named by its colour (``autumn`` -> "an autumn
one")."""


GUARDIAN = Glossary({"role": {
    "winter": "a winter guardian", "spring": "a spring guardian",
    "summer": "a summer guardian", "autumn": "an autumn guardian"}},
    lambda value: f"a {value} guardian")
"""A guardian of a season, with its article (« un Gardien de l'Hiver »)."""


def role(words: Words, kind: str, tutelary: str | None) -> str:
    """What a character is, with its article (« une Prêtresse », « un Gardien de
    l'Hiver »)."""
    if kind == "priestess":
        return words.pgettext("role", "a priestess")
    return GUARDIAN(words, str(tutelary))


kind = Glossary({"kind": {"guardian": "guardian", "priestess": "priestess"}})
"""A kind of character (``guardian`` -> « Gardien »)."""

helper_mode = Glossary({"helper mode": {"direct": "direct", "resonance": "resonance"}})
"""How a helper helps (``direct`` -> « Aide Directe »)."""

difficulty_source = Glossary({"difficulty source": {
    "weather": "weather", "opposition": "opposition"}})
"""Where a call's difficulty comes from (``weather`` -> « Météo »)."""

shift = Glossary({"shift": {"up": "up", "down": "down"}})
"""Which way a time or rupture gem shifts the result (``up`` -> « un degré plus
haut »)."""

step = Glossary({"step": {
    "declared": "declared", "drawn": "drawn", "resolving": "resolving",
    "awaiting_extra_gems": "awaiting extra gems",
    "awaiting_rupture_removal": "awaiting rupture removal",
    "awaiting_prayer_keep": "awaiting prayer keep", "awaiting_shift": "awaiting shift"}}, spaced)
"""A step of an open call (``awaiting_extra_gems`` -> « gemmes supplémentaires à
poser »)."""

sheet_field = Glossary({"sheet field": {
    "name": "name", "player_id": "player id", "kind": "kind", "tutelary_season": "tutelary season",
    "devotion": "devotion", "seasons": "seasons", "harmony": "harmony",
    "rupture_points": "rupture points", "prayer_gems": "prayer gems", "talents": "talents",
    "relations": "relations", "lineage": "lineage",
    "medium_shattered": "medium shattered"}}, spaced)
"""A field of the character sheet as the log names it (``rupture_points`` ->
« points de Rupture »)."""


def yes_no(words: Words, value: bool) -> str:
    """A yes or a no (an option, a skip, a passive call)."""
    return words.pgettext("answer", "yes") if value else words.pgettext("answer", "no")


purpose = Glossary({"purpose": {
    "score": "a score", "resistance": "a resistance test", "other": "something else",
    "prayer_gem": "a prayer gem"}}, spaced)
"""What harmony is spent on (T18: ``resistance`` -> « un test de Résistance »)."""

payment = Glossary({"payment": {"harmony": "1 harmony point"}})
"""How a member pays the communion ritual (``harmony`` -> « 1 point d'Harmonie »)."""

punctuation = Glossary({"punctuation": {"; ": "; "}})
"""A separator between the parts of a line (``"; "`` -> " ; " with a narrow no-break
space in French)."""


__all__ = ["a_gem", "a_prayer_gem", "climate", "colour", "difficulty_source", "gem",
           "helper_mode", "kind", "nymph", "one_of", "payment", "punctuation", "purpose",
           "result", "role", "season", "sheet_field", "shift", "step", "yes_no"]
