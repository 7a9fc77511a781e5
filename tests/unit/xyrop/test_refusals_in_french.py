"""Issue #27: every refusal Xyrop raises can be said in French. Its ``detail`` is a
``sentence`` (a ``Text``) the French catalog translates in the rulebook's words (destin,
stress, partie, jet, atout...); its ``code`` never changes."""

from pathlib import Path

from domain.core import GM, Actor, Command, DomainError, InvalidValue, NotAuthorized
from domain.core.words import Text
from domain.xyrop.commands import (
    AdvanceScene,
    ApplyContestEffect,
    ApplyExperienceSwap,
    CreateSituation,
    DestinySpend,
    EndAdventure,
    RollAction,
    RollOpposition,
    StressStep,
    TreasureUse,
)
from domain.xyrop.decider import XYROP
from domain.xyrop.state import GameState
from services.i18n import words
from tests.support.decider_spec import spec
from tests.support.refusal_details import english_details, sentences, untranslated
from tests.unit.xyrop.helpers import (
    PIP_SEAT,
    SAM_SEAT,
    given,
    history,
    pip_in_session,
    register_pip,
)

ROOT = Path(__file__).resolve().parents[3]
DOMAIN = ROOT / "domain" / "xyrop"
CATALOG = ROOT / "services" / "locale" / "fr" / "LC_MESSAGES" / "xyrop.po"
FRENCH = words("fr", "xyrop")
NNBSP = "\u202f"
PROPER_NOUNS: set[str] = set()
"""Sentences whose French is their English (none: ids and dice stay, the words change)."""
WRAPPERS = {"_invalid", "invalid_sheet", "first_passing"}
"""Xyrop's own wrappers, which pass a detail on."""


def test_every_refusal_detail_is_a_sentence() -> None:
    """No detail of a Xyrop refusal is an f-string, a plain English string or a formatted
    one: each is a ``sentence`` the catalogs can say in French."""
    found = english_details(DOMAIN, WRAPPERS)
    assert not found, f"{len(found)} plain details:\n" + "\n".join(found)


def refused(state: GameState, command: Command, code: str, actor: Actor = GM,
            kind: type[DomainError] = DomainError) -> Text:
    """The refusal's detail, a sentence (the code unchanged)."""
    detail = spec(XYROP).at(state).when(command, actor).refused(code, kind).detail
    assert isinstance(detail, Text), detail
    return detail


def roll(**changes: object) -> RollAction:
    """Pip's careful burglary (6 + 5 on the table), with changes."""
    fields: dict[str, object] = {"character_id": "pip", "approach_id": "careful",
                                 "role_id": "burglar", "dice": {"approach": 6, "role": 5}}
    fields.update(changes)
    return RollAction(**fields)  # type: ignore[arg-type]


def test_the_generic_refusals_are_said_in_french() -> None:
    """No session, no such character, another seat's character, a player's gm command."""
    registered = given(history(register_pip()))
    detail = refused(registered, roll(), "no_active_session", PIP_SEAT)
    assert (str(detail), detail.said_in(FRENCH)) == (
        "start a session first", "commencez d'abord une partie")
    playing = given(pip_in_session())
    detail = refused(playing, roll(character_id="sam"), "character_not_found")
    assert (str(detail), detail.said_in(FRENCH)) == (
        "no character 'sam'", f"aucun personnage «{NNBSP}sam{NNBSP}»")
    detail = refused(playing, roll(), "not_authorized", SAM_SEAT, NotAuthorized)
    assert detail.said_in(FRENCH) == "cette place ne joue pas Pip"
    detail = refused(playing, AdvanceScene(), "not_authorized", PIP_SEAT, NotAuthorized)
    assert detail.said_in(FRENCH) == "seul le MJ peut faire cela"


def test_a_refused_roll_says_the_sheet_and_the_destiny_in_french() -> None:
    """The pool's refusals: a trait not on the sheet, a treasure Pip lacks, destiny short."""
    playing = given(pip_in_session())
    detail = refused(playing, roll(approach_id="sneaky"), "unknown_approach", PIP_SEAT)
    assert (str(detail), detail.said_in(FRENCH)) == (
        "'sneaky' is not on the sheet", f"«{NNBSP}sneaky{NNBSP}» n'est pas sur la fiche")
    detail = refused(playing, roll(treasure=TreasureUse(treasure_id="ring")), "unknown_treasure",
                     PIP_SEAT)
    assert detail.said_in(FRENCH) == f"Pip n'a pas de trésor «{NNBSP}ring{NNBSP}»"
    costly = roll(destiny=DestinySpend(extra_approaches=("quick",), step_ups=("approach",)),
                  dice={"approach": 6, "role": 5, "extra_approach:quick": 2})
    detail = refused(playing, costly, "insufficient_destiny", PIP_SEAT)
    assert (str(detail), detail.said_in(FRENCH)) == (
        "this roll costs 2 destiny, Pip has 1",
        "ce jet coûte 2 point(s) de Destin, Pip en a 1")


def test_the_table_and_the_opposition_refuse_in_french() -> None:
    """A situation off the ladder, a difficulty of 5d6, the losing side's effect."""
    playing = given(pip_in_session())
    detail = refused(playing, CreateSituation(name="fog", die=3), "invalid_die", kind=InvalidValue)
    assert detail.said_in(FRENCH) == "le dé d'une situation chiffrée va de d4 à d12"
    state = spec(XYROP).at(playing).when(roll(), PIP_SEAT).state
    assert state.session is not None and state.session.current_contest_id is not None
    contest_id = state.session.current_contest_id
    five = RollOpposition(contest_id=contest_id, kind="difficulty", difficulty_dice=5)
    detail = refused(state, five, "invalid_opposition", kind=InvalidValue)
    assert detail.said_in(FRENCH) == "une difficulté lance de 2d6 à 4d6"
    state = (
        spec(XYROP)
        .at(state)
        .when(
            RollOpposition(
                contest_id=contest_id,
                kind="difficulty",
                difficulty_dice=2,
                dice={"difficulty:1": 3, "difficulty:2": 2},
            )
        )
        .state
    )
    wound = StressStep(target_kind="npc", target_id="orc", stress_id="wound", direction="up")
    effect = ApplyContestEffect(contest_id=contest_id, effect=wound)
    detail = refused(state, effect, "not_authorized", SAM_SEAT, NotAuthorized)
    assert (str(detail), detail.said_in(FRENCH)) == (
        "the player side won", "la faction du joueur a remporté l'opposition")


def test_a_sheet_and_experience_refuse_in_french() -> None:
    """A character id already used; a swap with no adventure's end, then an unknown trait."""
    registered = given(history(register_pip()))
    error = spec(XYROP).at(registered).when(register_pip()).refused("invalid_sheet", InvalidValue)
    assert isinstance(error.detail, Text)
    assert (error.field, str(error.detail), error.detail.said_in(FRENCH)) == (
        "character_id", "another character already has this identifier",
        "un autre personnage a déjà cet identifiant")
    swap = ApplyExperienceSwap(character_id="pip", category="approach", improve_id="sneaky",
                               degrade_id="careful")
    detail = refused(registered, swap, "no_pending_experience", PIP_SEAT)
    assert detail.said_in(FRENCH) == "aucune fin d'aventure en attente"
    ended = given(history(register_pip(), EndAdventure(participant_ids=("pip",))))
    detail = refused(ended, swap, "unknown_trait", PIP_SEAT)
    assert (str(detail), detail.said_in(FRENCH)) == (
        "no approach 'sneaky'", f"aucune approche «{NNBSP}sneaky{NNBSP}»")


def test_no_refusal_is_left_in_english_in_the_french_catalog() -> None:
    """Every refusal sentence has a French msgstr, and none merely repeats its English."""
    assert len(sentences(DOMAIN)) > 100
    assert untranslated(DOMAIN, CATALOG) == ([], [])
