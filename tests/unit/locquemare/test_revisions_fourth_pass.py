"""The fourth pass of 2026-12-07 (U1…U5): the reference says what the server does, offers
are complete, the danger pool is public, an npc's key follows its npc (given / when /
then)."""

import re
from pathlib import Path

from msgspec.structs import replace

from domain.core import GM
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.state import Prowess
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    CONCEPT,
    SYBELINE_PLAYER,
    Game,
    R,
    declare,
    register_sybeline,
    rolled,
    table,
)
from tests.unit.locquemare.test_revisions_r1 import failed_overcome_with_full_slots

REFERENCE = Path(__file__).resolve().parents[3] / "docs" / "rules" / "locquemare.md"


def offered(game: Game, kind: str, actor=GM):  # type: ignore[no-untyped-def]
    """The affordance of ``kind`` offered to ``actor`` now (None when not offered)."""
    return next((a for a in R.available(game.state, actor).available if a.type == kind), None)


def test_u1_with_three_slots_taken_the_consequence_option_leads_to_r1s_path() -> None:
    """Seed: "Si tu ne peux pas augmenter ton stress ou ajouter une conséquence, tu es
    hors-jeu." D24 as the server does it: the option stays, the debt goes to R1."""
    game = failed_overcome_with_full_slots()
    assert "overcome_with_consequence" in (game.state.action.options or ())  # type: ignore[union-attr]
    events = game.when(cmd.ChooseOutcome(action_id="a1", option="overcome_with_consequence"),
                     SYBELINE_PLAYER)
    assert isinstance(events[-1], ev.HarmPending)
    assert events[-1].options == ("extreme", "accept_defeat", "taken_out")
    text = REFERENCE.read_text(encoding="utf-8")
    d24 = re.search(r"^- \*\*D24\*\*.*$", text, re.M)
    assert d24 is not None and "unavailable when no slot is free" not in d24[0]
    assert "extreme" in d24[0] and "still offered" in d24[0]


def test_u1_a_panicked_hero_raises_the_others_difficulty_not_its_own() -> None:
    """Seed: "Paniqué: quitte la scène ou rend les choses compliquées pour les autres (+1
    difficulté pour tous)". D29 as the server does it (R4)."""
    game = table()
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="Peur",
                                  effect="panicked"))
    declare(game)
    assert game.when(cmd.SetDifficulty(action_id="a1"))[0].total == 2  # type: ignore[attr-defined]
    text = REFERENCE.read_text(encoding="utf-8")
    d29 = re.search(r"^- \*\*D29\*\*.*$", text, re.M)
    assert d29 is not None and "the panicked hero's included" not in d29[0]


def test_u2_an_activation_lists_the_keys_and_the_payments_the_seat_has_now() -> None:
    """Seed: "Tu peux activer une clé par la réalisation de certaines actions (obtenir un
    avantage) ou en dépensant un instant"."""
    game = table()
    rolled(game, (0, 0, 0, 0))
    offer = offered(game, "ActivateKey", SYBELINE_PLAYER)
    assert offer is not None
    keys = {c.value for c in offer.choices["key_id"]}
    assert CONCEPT in keys and "artus-concept" in keys  # Artus is present (T1)
    payments = {c.value for c in offer.choices["payment"] if c.character_id == "sybeline"}
    assert payments == {"exploit"}  # 2 exploits, and an offering only helps others (D32)
    assert {c.label for c in offer.choices["payment"]} <= {"exploit", "offering", "danger"}


def test_u2_the_adversity_lists_the_keys_she_may_activate_and_her_danger() -> None:
    """Seed: "Détermine le niveau de difficulté"; she pays with her danger tokens."""
    game = table()
    declare(game)
    offer = offered(game, "SetDifficulty")
    assert offer is not None
    assert CONCEPT in {c.value for c in offer.choices["key_activations.key_id"]}
    assert [c.value for c in offer.choices["key_activations.payment"]] == ["danger"]


def test_u2_a_complication_lists_keys_and_the_allys_tokens() -> None:
    """Seed: "La personnage qui créé une complication pour votre personnage doit te donner
    un jeton : instant s'il s'agit d'un Allié"."""
    game = table()
    offer = offered(game, "ProposeComplication", ARTUS_PLAYER)
    assert offer is not None
    assert CONCEPT in {c.value for c in offer.choices["key_id"]}
    assert {c.value for c in offer.choices["token"] if c.character_id == "artus"} == {"exploit"}


def test_u2_a_prowess_is_offered_only_with_a_prowess_to_activate() -> None:
    """Seed: "Tu peux dépenser un instant pour : […] Activer une prouesse"."""
    game = table()
    rolled(game, (0, 0, 0, 0))
    assert offered(game, "ActivateProwess", SYBELINE_PLAYER) is None  # narrative prowesses
    game = Game()
    game.when(replace(register_sybeline(), prowesses=(
        Prowess(name="Coup", effect="bonus", bonus=1), Prowess(name="B"), Prowess(name="C"))),
        SYBELINE_PLAYER)
    game.when(cmd.StartScenario())
    game.when(cmd.StartAct())
    game.when(cmd.StartScene(present_hero_ids=("sybeline",)))
    rolled(game, (0, 0, 0, 0))
    offer = offered(game, "ActivateProwess", SYBELINE_PLAYER)
    assert offer is not None and [c.label for c in offer.choices["prowess_id"]] == ["Coup"]


def test_u3_every_seat_sees_the_adversitys_danger_tokens() -> None:
    """Seed: « Au début de chaque scène, l'Adversité prend un nombre de jetons de danger
    égal au nombre d'Alliés plus un »: they lie in front of her."""
    game = table(heroes=2)
    assert R.view(game.state, SYBELINE_PLAYER).adversity.danger == 3
    granted = next(e for e in game.history if isinstance(e, ev.DangerTokensGranted))
    assert R.visible(granted, SYBELINE_PLAYER) is True


def test_u4_an_npcs_key_created_known_becomes_known_when_the_npc_is_met() -> None:
    """Seed: "Une clé peut être activée par n'importe quel personnage présent dans une
    scène"."""
    game = table(heroes=2)
    game.when(cmd.CreateNpc(npc_id="brute", name="Brute", category="soldier", stress_boxes=1))
    game.when(cmd.CreateKey(key_id="saoul", text="Un peu saoul", persistent=True,
                         owner=cmd.KeyOwner(npc_id="brute")))
    assert "saoul" not in R.view(game.state, SYBELINE_PLAYER).keys
    events = game.when(cmd.JoinScene(npc_ids=("brute",)))
    assert ev.KeyRevealed(key_id="saoul", text="Un peu saoul") in events
    assert game.state.keys["saoul"].known
    rolled(game, (0, 0, 0, 0))
    game.when(cmd.ActivateKey(action_id="a1", key_id="saoul", activator_hero_id="sybeline",
                           payment="exploit"), SYBELINE_PLAYER)


def test_u4_a_key_created_hidden_stays_hidden_when_its_npc_is_met() -> None:
    """Only a key the Adversity created known follows its npc; a hidden one waits for
    RevealKey (T14)."""
    game = table(heroes=2)
    game.when(cmd.CreateNpc(npc_id="brute", name="Brute", category="soldier", stress_boxes=1))
    game.when(cmd.CreateKey(key_id="ruse", text="Une ruse", persistent=True, known=False,
                         owner=cmd.KeyOwner(npc_id="brute")))
    game.when(cmd.RevealNpc(npc_id="brute"))
    assert not game.state.keys["ruse"].known


def test_u5_no_english_inside_the_references_quotes_and_the_seeds_spelling_kept() -> None:
    """Seed: "Si tu as six prouesses, ton réserve d'instants est mise à 0" and "chaque
    joueur pioche 2 secrets et en choisis un" (both [sic])."""
    text = REFERENCE.read_text(encoding="utf-8")
    assert "« 3 at session start »" not in text
    assert "ton réserve d'instants est mise à 0 » [sic]" in text
    assert "en choisis un » [sic]" in text
