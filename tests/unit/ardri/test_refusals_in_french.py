"""Issues #27 and #39 for Ardri: every refusal is a sentence of the ``ardri`` catalog,
with no spec code and no identifier inside (no roll or character id, no ``task_id``), said
in French with the rulebook's words, and it names the field it concerns (C5)."""

from pathlib import Path

from domain.ardri import commands as cmd
from domain.ardri.decider import ARDRI
from domain.core import InvalidValue
from domain.core.words import Text
from services.i18n import words
from tests.support.decider_spec import spec
from tests.support.refusal_details import english_details, untranslated
from tests.unit.ardri.helpers import PLAYER, Game, registered, session

ROOT = Path(__file__).resolve().parents[3]
FOLDER = ROOT / "domain" / "ardri"
CATALOG = ROOT / "services" / "locale" / "fr" / "LC_MESSAGES" / "ardri.po"
FRENCH = words("fr", "ardri")
NNBSP = "\u202f"


def test_every_refusal_detail_is_a_sentence_with_no_code_nor_identifier() -> None:
    """The ast walk of ``tests.support.refusal_details`` finds nothing in ``domain/ardri``
    (a catalog problem said ``snake_case``, roll refusals named ``roll-12``)."""
    assert english_details(FOLDER, {"invalid_sheet", "bad_situation", "found_roll",
                                   "open_roll", "check_value_fits"}) == []


def test_every_refusal_sentence_is_translated() -> None:
    assert untranslated(FOLDER, CATALOG) == ([], [])


def test_a_closed_roll_is_refused_in_french_without_its_id() -> None:
    table = Game(registered("sinnead", spirit=4), session("sinnead"))
    first = table.roll("sinnead", "spirit", None, [4, 7, 9])
    table.roll("sinnead", "spirit", None, [5, 8, 9])
    error = (
        spec(ARDRI)
        .at(table.state)
        .when(cmd.StoreMurphySuccess(character_id="sinnead", roll_id=first.roll_id, die_index=0))
        .refused("roll_closed")
    )
    assert error.field == "roll_id" and first.roll_id not in error.detail
    assert isinstance(error.detail, Text)
    assert error.detail.said_in(FRENCH) == (
        f"ce jet est clos{NNBSP}: son personnage a lancé de nouveau")


def test_a_sheet_refusal_names_its_field_and_says_its_range() -> None:
    error = (
        spec(ARDRI)
        .when(
            cmd.RegisterCharacter(
                name="Sinnead", characteristics={"strength": 3, "spirit": 6, "intention": 3}
            ),
            PLAYER,
        )
        .refused("invalid_sheet", InvalidValue)
    )
    assert error.field == "characteristics.spirit"
    assert isinstance(error.detail, Text)
    assert error.detail.said_in(FRENCH) == f"Esprit{NNBSP}: un seuil va de 3 à 5"
