"""Every refusal Locquemare raises can be said in French (issue #27): its detail is a
``sentence`` the catalog translates, its code unchanged."""

from pathlib import Path

from babel.messages.pofile import read_po
from msgspec.structs import replace

from domain.core import GM, Actor, Command, NotAuthorized
from domain.core.words import Text
from domain.locquemare import commands as cmd
from domain.locquemare.decider import LOCQUEMARE
from services.i18n import words
from tests.support.decider_spec import spec
from tests.support.refusal_details import english_details
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    SYBELINE_PLAYER,
    Game,
    declare,
    register_sybeline,
    table,
)

ROOT = Path(__file__).resolve().parents[3]
DOMAIN = ROOT / "domain" / "locquemare"
CATALOG = ROOT / "services" / "locale" / "fr" / "LC_MESSAGES" / "locquemare.po"
WRAPPERS = {"bad_dice", "require_choice", "require_phase"}
"""Locquemare's own wrappers taking or building a detail."""
FRENCH = words("fr", "locquemare")
NNBSP, NBSP, APOS, MINUS = "\u202f", "\u00a0", "\u2019", "\u2212"


def said(game: Game, command: Command, code: str, english: str, actor: Actor = GM) -> str:
    """The refusal of ``command`` (code ``code``, English ``english``), said in French."""
    error = spec(LOCQUEMARE).at(game.state).when(command, actor).refused(code)
    assert isinstance(error.detail, Text)
    assert str(error.detail) == english
    return error.detail.said_in(FRENCH)


def test_every_refusal_detail_is_a_sentence() -> None:
    """No refusal detail of Locquemare is an f-string, a bare English string, a ``%`` or
    ``.format`` or ``+`` glued string, nor a core guard's English default."""
    found = english_details(DOMAIN, WRAPPERS)
    assert not found, "English details (not sentence(...)):\n" + "\n".join(found)


def test_the_catalog_says_every_sentence_in_french() -> None:
    """No entry of the French catalog is left in English (msgstr equal to its msgid)."""
    with CATALOG.open("rb") as handle:
        catalog = read_po(handle)
    left = [m.id for m in catalog if m.id and isinstance(m.id, str) and m.string == m.id
            and " " in m.id]
    empty = [m.id for m in catalog if m.id and not m.string]
    assert not left and not empty, (left, empty)


def test_an_unknown_hero_is_refused_in_french() -> None:
    assert said(Game(), cmd.ChooseSecret(hero_id="nobody", secret_id="s1"), "unknown_hero",
                "no hero 'nobody'") == f"aucun héros «{NBSP}nobody{NBSP}»"


def test_another_seats_hero_is_refused_in_french() -> None:
    refusal = said(table(), cmd.DeclareAction(action_id="a1", hero_id="sybeline",
                                             action_type="attack", approach="aggro",
                                             resource="adrenaline"),
                   "forbidden", "this seat does not play Sybéline", ARTUS_PLAYER)
    assert refusal == "cette place ne joue pas Sybéline"


def test_the_adversitys_commands_are_refused_to_a_player_in_french() -> None:
    assert said(table(), cmd.EndScene(), "forbidden", "only the Adversity (gm seat) may do this",
                SYBELINE_PLAYER) == f"seule l{APOS}Adversité (la place du MJ) peut faire cela"


def test_a_command_of_another_phase_is_refused_in_french() -> None:
    refusal = said(table(scene=False), cmd.DeclareAction(
        action_id="a1", hero_id="sybeline", action_type="attack", approach="aggro",
        resource="adrenaline"), "wrong_phase", "not possible at this point of the game")
    assert "in_act" not in refusal and "_" not in refusal


def test_a_value_out_of_its_choices_is_refused_in_french() -> None:
    refusal = said(table(), cmd.DeclareAction(action_id="a1", hero_id="sybeline",
                                             action_type="attack", approach="aggro",
                                             resource="gold"), "invalid_payload",
                   "this value is not one of those allowed here")
    assert refusal == "cette valeur ne fait pas partie de celles permises ici"


def test_a_wrong_fate_die_is_refused_in_french() -> None:
    game = table()
    declare(game)
    game.when(cmd.SetDifficulty(action_id="a1"))
    refusal = said(game, cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(2, 0, 0, 0))),
                   "invalid_dice", "a fate die shows -1, 0 or +1")
    assert refusal == f"un dé FATE montre {MINUS}1, 0 ou +1"


def test_a_broken_sheet_is_refused_in_french() -> None:
    bad = {**register_sybeline().resources, "adrenaline": 3}
    refusal = said(Game(), replace(register_sybeline(), resources=bad), "invalid_sheet",
                   "at creation the eight resources share 8 points, each from 0 to 3",
                   SYBELINE_PLAYER)
    assert refusal == ("à la création, les huit ressources se partagent 8 points, chacune "
                       "de 0 à 3")


def test_a_duplicate_hero_is_refused_in_french() -> None:
    game = Game()
    game.when(register_sybeline())
    assert said(game, register_sybeline(), "duplicate_id", "hero 'sybeline' exists") == (
        f"le héros «{NBSP}sybeline{NBSP}» existe déjà")


def test_a_second_conflict_is_refused_in_french() -> None:
    game = table()
    game.when(cmd.StartConflict(conflict_id="c1"))
    assert said(game, cmd.StartConflict(conflict_id="c2"), "conflict_in_progress",
                "a conflict is already open") == "un conflit est déjà en cours"


def test_no_stress_is_refused_in_french() -> None:
    refusal = said(table(), cmd.ApplyStress(hero_id="sybeline", amount=0, resource="adrenaline"),
                   "invalid_payload", "stress is at least 1")
    assert refusal == "le stress vaut au moins 1"


def test_a_player_registering_for_another_seat_is_refused_in_french() -> None:
    error = (
        spec(LOCQUEMARE)
        .at(Game().state)
        .when(register_sybeline(), ARTUS_PLAYER)
        .refused("forbidden")
    )
    assert isinstance(error, NotAuthorized) and isinstance(error.detail, Text)
    assert error.detail.said_in(FRENCH) == (
        "une joueuse ou un joueur inscrit des héros pour sa propre place")
