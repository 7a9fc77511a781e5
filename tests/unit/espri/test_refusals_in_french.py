"""Issue #27: every refusal ESPRI raises can be said in French (``Accept-Language: fr``),
in the rulebook's words; its ``code`` never changes. Details are ``sentence(…)`` with
named placeholders (``domain.espri.rules.terms``: a season, a gem colour or a step of
the call named in a detail is said with the glossary too, « en Hiver », not « en
winter »)."""

from pathlib import Path

import pytest

from domain.core import GM, Actor, Command, DomainError, InvalidValue, NotAuthorized
from domain.core.words import Text
from domain.espri import commands as cmd
from domain.espri.decider import ESPRI
from domain.espri.rules.call import Modifier
from domain.espri.state import EspriState
from services.i18n import words
from tests.support.decider_spec import spec
from tests.support.refusal_details import english_details, sentences, untranslated
from tests.unit.espri.helpers import PLAY, character, declared, drawn, given, seat

ROOT = Path(__file__).resolve().parents[3]
FOLDER = ROOT / "domain" / "espri"
CATALOG = ROOT / "services" / "locale" / "fr" / "LC_MESSAGES" / "espri.po"
FRENCH = words("fr", "espri")
NNBSP = "\u202f"
DEVA = seat("deva")

WRAPPERS = {"_fail", "require_player", "character", "open_call"}
"""ESPRI's own one-line wrappers of the raisers (``rules/sheet.py``, ``decide/__init__``,
``state.py``)."""


def test_every_refusal_detail_is_a_sentence() -> None:
    """No detail of ``domain/espri`` is glued English (138 were before issue #27), and none
    names a spec code or an identifier (17 did before issue #39: « (T7) », « (7.4) »,
    ``resonance_max``)."""
    glued = english_details(FOLDER, WRAPPERS)
    assert glued == [], "details not written with sentence(…): " + ", ".join(glued)


def _refused(state: EspriState, command: Command, actor: Actor = GM) -> DomainError:
    with pytest.raises(DomainError) as info:
        spec(ESPRI).at(state).when(command, actor).accepted()
    return info.value


PLAYING = given(character("deva"), PLAY)
WITH_CERES = given(character("deva"), character("ceres", tutelary="autumn"), PLAY)
DECLARED = given(character("deva"), PLAY, declared())

REFUSALS: list[tuple[str, EspriState, Command, Actor, type[DomainError], str, str, str]] = [
    ("gm_only", PLAYING, cmd.AwardHarmony(character_id="deva"), DEVA, NotAuthorized,
     "gm_only", "only the gm may do that", "seul le MJ peut faire cela"),
    ("not_owner", WITH_CERES, cmd.SpendHarmony(character_id="ceres", purpose="score"), DEVA,
     NotAuthorized, "not_owner", "this seat does not play Ceres",
     "cette place ne joue pas Ceres"),
    ("unknown_character", PLAYING, cmd.RemoveHarmony(character_id="zed"), GM, DomainError,
     "unknown_character", "there is no such character in this game",
     "ce personnage n'existe pas dans cette partie"),
    ("no_call", PLAYING, cmd.DrawGems(), GM, DomainError, "wrong_call_step",
     "no call in progress", "aucun Appel en cours"),
    ("colour", given(character("deva", prayers=["spring"]), PLAY, declared(),
                     drawn("winter", "spring")),
     cmd.AddPrayerGem(colour="autumn"), GM, DomainError, "no_such_prayer_gem",
     "Deva holds no autumn prayer",
     "Deva n'a aucune gemme de Prière de cette couleur (Automne)"),
    ("season", DECLARED, cmd.TakeRuptureTemptation(cells=[3]), GM, DomainError,
     "no_rupture_there", "no rupture gem in the winter quadrant",
     "aucune gemme de Rupture en Hiver"),
    ("step", DECLARED, cmd.PlaceCallGems(main="winter"), GM, DomainError, "wrong_call_step",
     "the call is declared, not drawn",
     f"l'Appel en est à «{NNBSP}Appel annoncé{NNBSP}», pas aux gemmes tirées"),
    ("modifier", PLAYING, cmd.DeclareCall(
        leader_id="deva", called_season="winter", talent="Abri",
        modifiers=[Modifier(label="Orage", value=1, cap=3, floor=1)]), GM, InvalidValue,
     "invalid_modifier", "Orage: a modifier has a cap or a floor, not both",
     f"Orage{NNBSP}: un bonus ou malus a un maximum ou un minimum, pas les deux"),
    ("talent", PLAYING, cmd.DeclareCall(leader_id="deva", called_season="winter",
                                        talent="Vol"), GM, DomainError,
     "unknown_talent", "Deva has no talent “Vol”",
     f"Deva n'a pas le Talent «{NNBSP}Vol{NNBSP}»"),
    ("harmony", given(character("deva", harmony=1), PLAY),
     cmd.RemoveHarmony(character_id="deva", amount=3), GM, DomainError, "not_enough_harmony",
     "Deva has 1 harmony", "Harmonie de Deva insuffisante (1)"),
    ("sheet", given(), cmd.RegisterCharacter(
        name="Déva", player_id="seat-deva", kind="guardian", tutelary_season="winter",
        devotion=2, seasons={"winter": 7, "spring": 2, "summer": 2, "autumn": 2}), GM,
     InvalidValue, "invalid_sheet", "winter, the tutelary season, is scored 1 to 6",
     "Hiver, la Saison tutélaire, se note de 1 à 6"),
    ("save_self", given(character("deva", prayers=["winter"]), PLAY),
     cmd.SaveFromDeath(saver_id="deva", saved_id="deva"), GM, DomainError, "cannot_save_self",
     "save another character", "sauvez un autre personnage"),
]


@pytest.mark.parametrize(("state", "command", "actor", "kind", "code", "english", "french"),
                         [pytest.param(*case[1:], id=case[0]) for case in REFUSALS])
def test_a_refusal_is_said_in_french_and_keeps_its_code(
        state: EspriState, command: Command, actor: Actor, kind: type[DomainError], code: str,
        english: str, french: str) -> None:
    """The real decider refuses with its code and kind; its detail is a ``Text``: the
    English sentence as written, and in French with the rulebook's words (glossary terms
    and inner sentences said in French too)."""
    error = _refused(state, command, actor)
    assert type(error) is kind
    assert error.code == code
    assert isinstance(error.detail, Text)
    assert str(error.detail) == english
    assert error.detail.said_in(FRENCH) == french


def test_every_refusal_sentence_is_translated_not_left_in_english() -> None:
    """Each refusal template has a French entry, and none is its English copied over (a
    detail made only of placeholders, like ``%(label)s: %(reason)s``, still takes the
    French colon)."""
    assert len(sentences(FOLDER)) > 100
    assert untranslated(FOLDER, CATALOG) == ([], [])
