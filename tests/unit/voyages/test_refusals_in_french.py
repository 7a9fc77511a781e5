"""Every refusal of Voyages & Aventures can be said in French (issue #27): its detail is a
sentence (a ``Text``: the English string, its template and values), the voyages catalog
says it in the rulebook's words, and the code never changes."""

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from domain.core import InvalidValue, NotAuthorized
from domain.core.words import Text
from domain.voyages import commands as cmd
from domain.voyages.decider import VOYAGES
from services.i18n import PROBLEMS, words
from tests.support.decider_spec import spec
from tests.support.refusal_details import english_details, sentences
from tests.unit.voyages.helpers import (
    PLAYER,
    adjective,
    conflict,
    mod,
    roll_side,
    scored,
    spend,
    table,
    wanted,
)

ROOT = Path(__file__).resolve().parents[3]
SYSTEM = ROOT / "domain" / "voyages"
CATALOG = ROOT / "services" / "locale" / "fr" / "LC_MESSAGES" / "voyages.po"
FRENCH = words("fr", "voyages")
NNBSP = "\u202f"
APOSTROPHE = "\u2019"

WRAPPERS = frozenset({
    "_wrong", "_bad", "_side", "_side_move", "acting_for_side", "some_side_step", "fresh_turn",
    "InvalidSheet"})
"""Voyages' own one-line wrappers, which take (or build) a detail."""
def test_every_refusal_detail_is_a_sentence() -> None:
    """No raiser, guard or wrapper of Voyages is given English glued in place (f-strings,
    ``%``, ``.format``, plain sentences): each detail is ``sentence("…%(name)s…")``, which
    French can say again. (Before #27: 246 such details.)"""
    assert english_details(SYSTEM, WRAPPERS) == []


def test_the_walk_finds_each_kind_of_glued_english(tmp_path: Path) -> None:
    """The walk itself: each way of gluing English it must refuse, one line each."""
    package = tmp_path / "domain" / "fake"
    package.mkdir(parents=True)
    (package / "m.py").write_text(
        "BETWEEN = (1, 'wrong_phase', 'not during a round')\n"
        "raise DomainError('x', f'no {a!r}')\n"
        "invalid('a d6 shows 1..6')\n"
        "raise NotAuthorized('x', 'seat %s' % a)\n"
        "require(ok, 'x', 'no {}'.format(a))\n"
        "_side_move(h, *BETWEEN)\n"
        "raise _wrong(sentence('a') if ok else 'two words')\n"
        "guards.require_gm(actor, code='forbidden')\n"
        "require_character(characters, cid)\n"
        "def _bad(detail='not a sentence'): ...\n"
        "invalid(sentence('fine %(x)s', x=a))\n"
        "raise DomainError('x', no.NOT_DURING_A_ROUND)\n", encoding="utf-8")
    found = english_details(package, WRAPPERS)
    # lines 8 and 9 lean on the core guards' defaults, sentences themselves (platform)
    assert sorted(int(f.rsplit(":", 1)[1]) for f in found) == [1, 2, 3, 4, 5, 7, 10]


def said(error: Exception) -> str:
    """The refusal's detail in French; it must be a sentence."""
    detail = getattr(error, "detail", None)
    assert isinstance(detail, Text), detail
    return detail.said_in(FRENCH)


def test_a_player_registering_for_another_seat_is_refused_in_french() -> None:
    error = (
        spec(VOYAGES)
        .at(table())
        .when(cmd.RegisterCharacter(name="X", owner_player_id="p2"), PLAYER)
        .refused("forbidden", NotAuthorized)
    )
    assert str(error.detail) == "a player registers characters for its own seat"
    assert said(error) == "une joueuse ou un joueur inscrit des personnages pour sa propre place"


def test_a_duplicate_character_names_it_between_guillemets() -> None:
    error = (
        spec(VOYAGES)
        .at(table())
        .when(cmd.RegisterCharacter(name="X", character_id="tetra"))
        .refused("duplicate_id")
    )
    assert str(error.detail) == "character “tetra” exists"
    assert said(error) == f"le personnage «{NNBSP}tetra{NNBSP}» existe déjà"


def test_a_gm_command_from_a_player_says_only_the_mj() -> None:
    error = (
        spec(VOYAGES)
        .at(table())
        .when(cmd.RegisterThing(thing_id="t1", name="lanterne"), PLAYER)
        .refused("forbidden", NotAuthorized)
    )
    assert said(error) == "seul le MJ peut faire cela"


def test_an_unknown_character_is_said_in_french() -> None:
    error = (
        spec(VOYAGES)
        .at(table())
        .when(cmd.AddInventoryTint(character_id="nobody", tint="x", points=1))
        .refused("unknown_character")
    )
    assert said(error) == f"aucun personnage «{NNBSP}nobody{NNBSP}»"


def test_a_side_rolling_twice_is_said_of_that_side() -> None:
    """``fresh_turn`` says its sentence of the side (its ``%(side)s``) in either language."""
    state = (
        spec(VOYAGES)
        .at(wanted())
        .played(
            cmd.StartRound(conflict_id="k1"),
            cmd.ChooseApproach(conflict_id="k1", description="mystery"),
            cmd.RuleApproach(conflict_id="k1"),
            roll_side("k1", "merchant", 3, members=["marchand"]),
        )
        .state
    )
    error = (
        spec(VOYAGES)
        .at(state)
        .when(roll_side("k1", "merchant", 3, members=["marchand"]))
        .refused("already_rolled")
    )
    assert str(error.detail) == "“merchant” has rolled"
    assert said(error) == f"«{NNBSP}merchant{NNBSP}» a déjà lancé"


def test_a_stake_priced_out_of_range_is_refused_in_french() -> None:
    error = (
        spec(VOYAGES)
        .at(wanted(cost=None))
        .when(cmd.PriceStake(conflict_id="k1", stake_id="article", cost=5))
        .refused("invalid_payload", InvalidValue)
    )
    assert said(error) == "un enjeu coûte de 1 à 3"


def test_a_fixed_modifier_keeps_its_signed_value() -> None:
    error = (
        spec(VOYAGES)
        .at(table())
        .when(
            cmd.RollAction(
                action_id="a1",
                character_id="tetra",
                dice=(4,),
                modifiers=(mod("delicate_task", -1),),
            ),
            PLAYER,
        )
        .refused("invalid_modifier", InvalidValue)
    )
    assert str(error.detail) == "delicate_task is worth -2"
    assert said(error) == "delicate_task vaut -2"


def test_a_pool_buying_the_wrong_polarity_says_it_in_french() -> None:
    error = (
        spec(VOYAGES)
        .at(scored(6, 6))
        .when(spend("player:tetra", adjective(polarity="negative")), PLAYER)
        .refused("wrong_effect_for_pool")
    )
    assert str(error.detail) == "this pool buys positive adjectives"
    assert said(error) == "cette réserve achète des adjectifs positifs"


def test_a_closed_action_is_said_in_french() -> None:
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            cmd.RollAction(action_id="a1", character_id="tetra", dice=(3,)),
            cmd.CloseAction(action_id="a1"),
        )
        .state
    )
    error = (
        spec(VOYAGES).at(state).when(cmd.CloseAction(action_id="a1")).refused("resolution_closed")
    )
    assert str(error.detail) == "action “a1” is closed"
    assert said(error) == f"«{NNBSP}a1{NNBSP}» (action) est close"


def test_a_round_with_an_unpriced_stake_waits_in_french() -> None:
    error = (
        spec(VOYAGES)
        .at(wanted(cost=None))
        .when(cmd.StartRound(conflict_id="k1"))
        .refused("stakes_unpriced")
    )
    assert said(error) == f"chaque enjeu proposé est d{APOSTROPHE}abord chiffré ou refusé"
    assert error.detail.said_in(words("fr", PROBLEMS)) == said(error)


def test_a_broken_sheet_says_its_rule_in_french_and_names_its_field() -> None:
    """#37/#39: no rule id (« T5 ») but the rule in words, and the field it concerns."""
    error = (
        spec(VOYAGES)
        .at(table())
        .when(
            cmd.RegisterCharacter(
                name="X", tint_inventory=(cmd.InventorySpec(tint="a", points=7, tattooed=True),)
            )
        )
        .refused("invalid_sheet")
    )
    assert said(error) == "les tatouages portent au plus 6 points en tout"
    assert error.field == "tint_inventory"


def test_a_sheet_breaking_two_rules_says_both() -> None:
    error = (
        spec(VOYAGES)
        .at(table())
        .when(
            cmd.RegisterCharacter(
                name="", tint_inventory=(cmd.InventorySpec(tint="a", points=7, tattooed=True),)
            )
        )
        .refused("invalid_sheet")
    )
    assert said(error) == (f"un nom compte de 1 à 100 caractères{NNBSP}; "
                           "les tatouages portent au plus 6 points en tout")
    assert error.field == "name"


def test_a_conflict_refusal_before_any_round_says_pas_pendant_un_round() -> None:
    state = spec(VOYAGES).at(conflict()).when(cmd.StartRound(conflict_id="k1")).state
    error = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.LeaveConflict(conflict_id="k1", side_id="merchant"))
        .refused("wrong_phase")
    )
    assert said(error) == "pas pendant un round"


PROPER_NOUNS: frozenset[str] = frozenset()
"""Sentences whose French is their English (none: Voyages' are all said in French)."""


@pytest.fixture(scope="module")
def catalog() -> dict[str, str]:
    """The voyages catalog's French, by English sentence."""
    with CATALOG.open("rb") as handle:
        return {str(m.id): str(m.string) for m in read_po(handle) if m.id and not m.context}


def test_no_refusal_is_left_in_english_in_the_catalog(catalog: dict[str, str]) -> None:
    """Every sentence of the rule system has its French, which is not the English again,
    and keeps French typography (narrow no-break space before ``: ; ? !`` and inside « »)."""
    written = sentences(SYSTEM)
    assert written - catalog.keys() == set()
    assert {s for s in written if catalog[s] == s} - PROPER_NOUNS == set()
    loose = {s for s in written if re.search(r" [:;?!]|« | »", catalog[s])}
    assert loose == set()
