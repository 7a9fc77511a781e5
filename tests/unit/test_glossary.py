"""The glossaries written as data (``domain.core.glossary``): each table's word is said
through its context, a value no table names reads as the glossary's ``otherwise``, and the
catalogs' extractor finds every word of every shipped glossary."""

import importlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.core.glossary import Glossary, glossaries_of, spaced
from domain.core.words import ENGLISH
from services.i18n import words
from tools import i18n as i18n_tool

SYSTEMS = ("ardri", "espri", "locquemare", "voyages", "xyrop")


def shipped(system: str) -> list[Glossary]:
    return list(glossaries_of(importlib.import_module(f"domain.{system}.narrate.glossary")))


class Recorder:
    """Words that answer ``context|message``, to see which entry was asked for."""

    def gettext(self, message: str) -> str:
        return message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return singular if n == 1 else plural

    def pgettext(self, context: str, message: str) -> str:
        return f"{context}|{message}"


@pytest.mark.parametrize("system", SYSTEMS)
def test_each_value_is_said_through_its_tables_context(system: str) -> None:
    glossaries = shipped(system)
    assert glossaries
    for glossary in glossaries:
        for context, table in glossary.tables.items():
            for value, word in table.items():
                assert glossary(Recorder(), value) == f"{context}|{word}"
                assert glossary(ENGLISH, value) == word


@given(st.text(min_size=1, max_size=20))
def test_a_value_no_table_names_reads_as_otherwise(value: str) -> None:
    glossary = Glossary({"kind": {"known_value": "known value"}}, spaced)
    if value != "known_value":
        assert glossary(Recorder(), value) == spaced(value)
        assert glossary.said(Recorder(), value) is None


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_extractor_finds_every_word_of_the_glossaries(system: str) -> None:
    template = i18n_tool.extract(system)
    extracted = {(str(m.id), m.context) for m in template if m.id}
    for glossary in shipped(system):
        for context, word in glossary.entries():
            assert (word, context) in extracted


def test_a_french_reader_reads_the_rulebooks_word() -> None:
    season = next(g for g in shipped("espri") if "season" in g.tables)
    assert season(words("fr", "espri"), "winter") == "Hiver"
