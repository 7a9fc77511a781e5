"""Choosing a reader's language (RFC 9110 ``Accept-Language``, ``?lang=``, the game's own)
and the gettext words the rule systems say things with."""

import pytest

from domain.core.words import ENGLISH, Text, say, say_n, sentence
from services.i18n import (
    labels_in,
    messages,
    negotiate,
    parse_accept_language,
    system_catalogs,
    words,
)
from tools import i18n as i18n_tool


def test_accept_language_ranges_come_by_decreasing_weight_and_refused_ones_drop() -> None:
    assert parse_accept_language("de;q=0.5, fr-CA;q=0.9, en;q=0, *;q=0.1") == [
        "fr-CA", "de", "*"]
    assert parse_accept_language("fr, en") == ["fr", "en"]
    assert parse_accept_language("fr;q=abc, en") == ["en"]
    assert parse_accept_language(None) == [] == parse_accept_language("")


@pytest.mark.parametrize(("lang", "header", "default", "chosen"), [
    ("fr", "en", "en", "fr"),             # ?lang= wins
    ("de", "fr-FR,en;q=0.5", "en", "fr"),  # an unknown ?lang= is ignored
    (None, "de, fr-BE;q=0.8", "en", "fr"),  # a region matches its language (Babel)
    (None, "de, *;q=0.5", "fr", "fr"),    # * is the game's own
    (None, "de", "fr", "fr"),             # nothing spoken here: the game's own
    (None, None, "xx", "en"),
])
def test_a_read_speaks_lang_then_accept_language_then_the_games_language(
        lang: str | None, header: str | None, default: str, chosen: str) -> None:
    assert negotiate(lang, header, default) == chosen


def test_english_says_every_message_as_written_with_its_plural() -> None:
    assert say(ENGLISH, "%(name)s draws", name="Déva") == "Déva draws"
    assert say_n(ENGLISH, "%(n)d gem", "%(n)d gems", 1) == "1 gem"
    assert say_n(ENGLISH, "%(n)d gem", "%(n)d gems", 3) == "3 gems"
    assert words("en", "espri") is ENGLISH


def test_a_sentence_is_its_english_text_and_can_be_said_again() -> None:
    detail = sentence("%(name)s left the quartet", name="Déva")
    assert detail == "Déva left the quartet" and isinstance(detail, str)
    assert detail.said_in(ENGLISH) == "Déva left the quartet"
    assert (detail.template, detail.values) == ("%(name)s left the quartet", {"name": "Déva"})


def test_the_web_tables_french_comes_from_its_catalog() -> None:
    french = words("fr", "web")
    assert french.gettext("Session log") == "Journal de partie"
    assert french.gettext("Waiting for %(who)s to %(what)s") % {
        "who": "Déva (ana)", "what": "piocher des gemmes"} == \
        "En attente de Déva (ana) pour piocher des gemmes"


@pytest.mark.parametrize("domain", list(i18n_tool.SOURCES))
def test_the_french_catalog_is_fresh_complete_and_keeps_every_placeholder(domain: str) -> None:
    """``tools/i18n.py check``: no message of the code missing from the catalog (or gone
    from the code), none without a French translation, none that lost a placeholder."""
    assert list(i18n_tool.problems(domain, "fr")) == []


def test_the_check_finds_a_lost_placeholder_and_a_missing_translation() -> None:
    assert i18n_tool.placeholders("%(name)s draws %(n)d gems, {seat}") == {
        "%(name)s", "%(n)d", "{seat}"}
    catalog = i18n_tool.load("fr", "platform")
    assert catalog.get("%(name)s gets a new token.") is not None
    catalog["%(name)s gets a new token."].string = "un nouveau jeton"
    catalog.add("a message nobody translated")
    found = list(i18n_tool.catalog_problems(catalog, "platform", "fr",
                                            i18n_tool.extract("platform")))
    assert any("placeholders differ" in p and "new token" in p for p in found), found
    assert any("untranslated" in p and "nobody translated" in p for p in found), found
    assert any("stale (gone)" in p and "nobody translated" in p for p in found), found


def test_the_shared_guards_default_details_are_said_in_french() -> None:
    """The guards every rule system calls give their default detail as a sentence, so a
    French reader gets it in French; the code is unchanged, and (issue #39) no default
    detail names an identifier: the field a value belongs to is the refusal's ``field``."""
    from domain.core.actor import Actor
    from domain.core.errors import DomainError
    from domain.core.guards import require_character, require_choice, require_gm, require_phase

    french = words("fr", "platform")
    refusals = [(lambda: require_character({}, "deva"), "there is no such character",
                 "ce personnage n'existe pas"),
                (lambda: require_phase("setup", {"call"}), "not possible at this point of the game",
                 "impossible à ce moment de la partie"),
                (lambda: require_gm(Actor(seat_id="s", role="player")), "only the gm may do that",
                 "seul le MJ peut faire cela"),
                (lambda: require_choice("season", "mud", ["winter", "spring"]),
                 "this value is not one of those allowed here",
                 "cette valeur ne fait pas partie de celles permises ici")]
    for refuse, english, french_text in refusals:
        with pytest.raises(DomainError) as raised:
            refuse()
        detail = raised.value.detail
        assert isinstance(detail, Text) and detail.catalog == "platform"
        assert str(detail) == english and detail.said_in(french) == french_text


def test_a_refusal_is_said_with_the_words_of_the_rule_system_that_refused() -> None:
    """The same English sentence in two rulebooks' catalogs keeps each rulebook's word: an
    Ardri refusal says « séance » where Xyrop says « partie »."""
    from infrastructure.api.language import detail_words

    ardri = Text("start a session first", catalog="ardri")
    xyrop = Text("start a session first", catalog="xyrop")
    ardri_said = ardri.said_in(detail_words("fr", ardri))
    xyrop_said = xyrop.said_in(detail_words("fr", xyrop))
    assert ardri_said == words("fr", "ardri").gettext("start a session first")
    assert xyrop_said == words("fr", "xyrop").gettext("start a session first")
    assert "séance" in ardri_said and "partie" in xyrop_said


def test_a_sentence_belongs_to_the_catalog_of_the_module_that_said_it() -> None:
    from domain.core.words import catalog_of

    assert catalog_of("domain.xyrop.decide.session") == "xyrop"
    assert catalog_of("domain.core.guards") == "platform"
    assert catalog_of("services.commands") == "platform"
    assert sentence("%(name)s left the quartet", name="Déva").catalog == "platform"


def test_each_rule_system_keeps_its_own_label_where_systems_say_a_word_differently() -> None:
    """The labels of every system are merged for the web table; where two systems say one
    English label differently, each one's own is kept under ``system:English``."""
    by_system = {system: messages("fr", system, "field") for system in system_catalogs()}
    merged = labels_in("fr", "field")
    assert merged["voyages:Sides"] == "Camps" and merged["locquemare:Sides"] == "Faces"
    for system, said in by_system.items():
        for english, label in said.items():
            own = merged.get(f"{system}:{english}", merged[english])
            assert own == label, (system, english)
