"""The session log in the reader's language: names instead of ids, the rulebook's words;
refusal details said in the reader's language too."""

import pytest

from domain.core import DomainError, SeededRandomSource
from domain.core.words import ENGLISH, Words
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from domain.locquemare.state import LocquemareOptions
from infrastructure.api.language import said
from services.i18n import words
from tests.unit.locquemare.helpers import SYBELINE_PLAYER, Game, guard_scene, table

APOS = "\u2019"


def _lines(game: Game, since: int, language: Words) -> list[str]:
    state = LOCQUEMARE.initial_state(LocquemareOptions())
    lines = []
    for index, event in enumerate(game.history):
        if index >= since:
            line = LOCQUEMARE.narrate(state, event, language)
            if line:
                lines.append(line)
        state = LOCQUEMARE.evolve(state, event)
    return lines


def _attack(game: Game) -> int:
    guard_scene(game)
    since = len(game.history)
    game.when(cmd.DeclareAction(action_id="a1", hero_id="sybeline", action_type="attack",
                             approach="aggro", resource="adrenaline",
                             target=cmd.Target(npc_id="guard")), SYBELINE_PLAYER)
    game.when(cmd.SetDifficulty(action_id="a1"))
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(1, 0, 0, -1))))
    game.when(cmd.ActivateKey(action_id="a1", key_id="saoul", activator_hero_id="sybeline",
                           payment="exploit"))
    game.when(cmd.ResolveAction(action_id="a1"))
    game.when(cmd.ChooseOutcome(action_id="a1", option="damage"))
    return since


def test_narration_reads_in_french_with_the_rulebooks_words() -> None:
    """« Compare ta motivation avec le niveau de difficulté. […] motivation > (difficulté
    +2) = triomphe »; « Féroce (Aggro) », « Adrénaline (Santé) », « dés FATE »: the French
    log says the rulebook's words, and names the heroes and npcs."""
    game = table()
    since = _attack(game)
    assert _lines(game, since, words("fr", "locquemare")) == [
        "Sybéline déclare : attaquer (Féroce + Adrénaline)",
        "L'Adversité fixe la difficulté pour Sybéline : 2",
        "Sybéline lance les dés : +1, 0, 0, -1, soit +0",
        "Sybéline active la clé « Un peu saoul » (jeton d'exploit, +2)",
        "Sybéline dépense un jeton d'exploit",
        "Sybéline : motivation 6 contre difficulté 2 — triomphe (dégâts | 1 dégât de moins "
        "pour un élan)",
        "Sybéline choisit : dégâts",
        "Sybéline inflige 4 dégâts à Guard",
        "Guard subit 4 de stress : 1 case cochée, 3 restant",
        "Guard est hors-jeu",
        f"L{APOS}action de Sybéline est terminée",
    ]


def test_narration_in_english_is_the_source_text() -> None:
    """The same log, as written (no catalog)."""
    game = table()
    since = _attack(game)
    lines = _lines(game, since, ENGLISH)
    assert lines[5] == ("Sybéline: motivation 6 vs difficulty 2 — triumph "
                        "(damage | 1 damage less for an elan)")
    assert lines[-4:] == ["Sybéline deals 4 damage to Guard",
                          "Guard takes 4 stress: 1 box marked, 3 remaining",
                          "Guard is taken out", "Sybéline's action is over"]


def test_a_complication_on_an_npc_is_told_with_its_names() -> None:
    """« n'importe qui peut activer cette clé pour créer une complication » (T13): the log
    names the hero and the npc, in French too."""
    game = table(scene=False)
    game.when(cmd.CreateNpc(npc_id="boss", name="Le chef", category="adversary",
                         stress_boxes=1, consequence_slots=("minor",)))
    game.when(cmd.StartScene(present_hero_ids=("sybeline",), present_npc_ids=("boss",)))
    game.when(cmd.ApplyNpcStress(npc_id="boss", amount=3))
    events = game.when(cmd.ResolveNpcHarm(npc_id="boss", slots=("minor",)))
    key_id = next(e.key.key_id for e in events if isinstance(e, ev.KeyCreated))
    since = len(game.history)
    game.when(cmd.ProposeComplication(complication_id="c1", npc_id="boss", key_id=key_id,
                                   complication_kind="event", text="Il boite",
                                   proposer="sybeline", token="exploit"), SYBELINE_PLAYER)
    game.when(cmd.AcceptComplication(complication_id="c1"))
    assert _lines(game, since, words("fr", "locquemare"))[:2] == [
        "Sybéline propose une complication d'événement pour Le chef : « Il boite »",
        "Le chef accepte la complication « Il boite »"]
    assert _lines(game, since, ENGLISH)[0] == (
        "Sybéline proposes an event complication for Le chef: 'Il boite'")


def test_a_complication_refusal_reads_in_french() -> None:
    """« Non, tu ne peux pas refuser de complication si tu n'as pas de jeton. »: the
    refusal's detail is a sentence the reader's language says."""
    game = table()
    game.when(cmd.ProposeComplication(complication_id="c1", hero_id="sybeline",
                                   key_id="sybeline-hamartia", complication_kind="decision",
                                   text="Un verre de trop", proposer="adversity"))
    for kind in ("exploit", "danger"):
        game.state.heroes["sybeline"].tokens[kind] = 0
    with pytest.raises(DomainError) as refused:
        LOCQUEMARE.decide(game.state, cmd.RefuseComplication(complication_id="c1",
                                                            payment="exploit"),
                          SYBELINE_PLAYER, SeededRandomSource(1))
    assert refused.value.code == "no_token"
    assert refused.value.detail == "Sybéline has no exploit or danger token"
    assert said(refused.value.detail, words("fr", "locquemare")) == (
        "Sybéline n'a pas de jeton d'exploit ni de danger")


def test_the_gm_is_called_the_adversity_in_french() -> None:
    """Seed: « l'Adversité, qui va créer des embûches pour les Héros »: the log and the
    waiting lines name Locquemare's gm seat with the rulebook's word, not « MJ »."""
    from services.history.session import gm_name
    from services.i18n import words
    assert gm_name(words("fr", "locquemare")) == "l\u2019Adversité"
    assert gm_name(words("fr", "espri")) == "MJ"


def test_every_event_of_a_registration_and_a_secret_pool_is_narrated() -> None:
    """Every event of a registration is told but a hero's character keys (its command's
    line says the hero; the keys are on its sheet), and a pool of secrets hidden from the
    reader still says what happened."""
    game = table(heroes=1, scene=False, session=False)
    state = LOCQUEMARE.initial_state(LocquemareOptions())
    hidden = LOCQUEMARE.narrate(state, ev.SecretPoolSet(secrets=[]), words("fr", "locquemare"))
    assert hidden == "Le Choeur prépare les secrets"
    for event in game.history:
        silent = isinstance(event, ev.KeyCreated) and event.key.kind == "character"
        assert silent or LOCQUEMARE.narrate(state, event, ENGLISH), event
        state = LOCQUEMARE.evolve(state, event)
