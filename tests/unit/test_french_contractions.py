"""A French sentence contracts « de » and « à » before a name that starts with an article
(issue #37: « En attente de Les héros », « Approche de Les héros »): « des héros »,
« du MJ », « aux pirates »; any other name, and English, stay as written."""

from domain.core.words import ENGLISH, say
from services.i18n import words

FRENCH = words("fr", "voyages")
APPROACH = "%(side)s's approach: %(description)s"
BUYS = "%(by)s buys tier %(tier)d of the grid from %(target)s: « %(what)s »"


def test_de_and_a_contract_before_a_name_starting_with_an_article() -> None:
    assert say(FRENCH, APPROACH, side="Les héros", description="à l'abordage") == (
        "Approche des héros : à l'abordage")
    assert say(FRENCH, APPROACH, side="Le 100% Gardien", description="x") == (
        "Approche du 100% Gardien : x")
    assert say(FRENCH, BUYS, by="Léa", tier=2, target="les pirates", what="x") == (
        "Achat de Léa : le niveau 2 de la grille générique, pris aux pirates : « x »")


def test_other_names_and_english_stay_as_written() -> None:
    assert say(FRENCH, APPROACH, side="Lesbos", description="x") == "Approche de Lesbos : x"
    assert say(FRENCH, BUYS, by="Léa", tier=1, target="Léo", what="x") == (
        "Achat de Léa : le niveau 1 de la grille générique, pris à Léo : « x »")
    assert say(ENGLISH, APPROACH, side="Les héros", description="x") == "Les héros's approach: x"
