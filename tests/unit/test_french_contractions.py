"""A French sentence contracts « de » and « à » before a name that starts with an article
(issue #37: « En attente de Les héros », « Approche de Les héros »): « des héros »,
« du MJ », « aux pirates »; any other name, and any other language, stays as written."""

from domain.core.words import say


class French:
    """Two French templates, as a catalog would give them."""

    TEMPLATES = {"Approach of %(side)s: %(description)s": "Approche de %(side)s : %(description)s",
                 "%(who)s speaks to %(whom)s": "%(who)s parle à %(whom)s"}

    def gettext(self, message: str) -> str:
        return self.TEMPLATES.get(message, message)


def test_de_and_a_contract_before_a_name_starting_with_an_article() -> None:
    words = French()
    assert say(words, "Approach of %(side)s: %(description)s", side="Les héros",
               description="à l'abordage") == "Approche des héros : à l'abordage"
    assert say(words, "%(who)s speaks to %(whom)s", who="Léa", whom="le MJ") == "Léa parle au MJ"
    assert say(words, "%(who)s speaks to %(whom)s", who="Léa", whom="Les 100% pirates") == (
        "Léa parle aux 100% pirates")


def test_other_names_and_english_stay_as_written() -> None:
    words = French()
    assert say(words, "Approach of %(side)s: %(description)s", side="Lesbos",
               description="x") == "Approche de Lesbos : x"
    assert say(words, "%(who)s speaks to %(whom)s", who="Léa", whom="Léo") == "Léa parle à Léo"
    assert say(words, "a mode %(x)s", x="les x") == "a mode les x"
