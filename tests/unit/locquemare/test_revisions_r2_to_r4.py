"""Revisions R2-R4 of 2026-12-01: accepting defeat outside a conflict, tokens at session
start, and the panicked hero (given / when / then)."""

from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from domain.locquemare.state import Prowess
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    SYBELINE_PLAYER,
    Game,
    declare,
    names,
    register_sybeline,
    rolled,
    table,
)


def test_r2_a_hero_with_pending_harm_accepts_defeat_outside_a_conflict() -> None:
    """Seed: "Tu peux choisir d'accepter la défaite (avant de devenir hors-jeu). Tu reçois
    alors un instant, plus un instant supplémentaire pour chaque conséquence obtenue durant
    le conflit." Without a conflict, the scene's consequences count."""
    game = table()
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="Avant"))
    game.when(cmd.EndScene())
    game.when(cmd.StartScene(present_hero_ids=tuple(game.state.heroes)))
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="medium", text="Pendant"))
    game.when(cmd.ApplyStress(hero_id="sybeline", amount=9, resource="dogma", stress_check_d10=10))
    assert game.sybeline.pending_harm is not None
    assert "accept_defeat" in game.sybeline.pending_harm.options
    events = game.when(cmd.AcceptDefeat(hero_id="sybeline"), SYBELINE_PLAYER)
    assert events == [
        ev.DefeatAccepted(hero_id="sybeline", consequences_in_conflict=1, tokens=2,
                          counted_in="scene"),
        ev.TokenGained(hero_id="sybeline", kind="danger", count=2, reason="accepted_defeat"),
        ev.HarmResolved(hero_id="sybeline", option="accept_defeat")]
    assert game.sybeline.conceded and game.sybeline.pending_harm is None
    spec(LOCQUEMARE).at(game.state).when(
        cmd.AcceptDefeat(hero_id="sybeline"), SYBELINE_PLAYER
    ).refused("hero_unavailable")
    game.when(cmd.EndScene())
    assert not game.sybeline.conceded


def test_r2_accepting_defeat_settles_an_owed_consequence_and_closes_the_action() -> None:
    """Seed: "Tu peux choisir d'accepter la défaite (avant de devenir hors-jeu)." """
    game = table()
    rolled(game, (-1, -1, -1, -1), "attack")
    game.when(cmd.ResolveAction(action_id="a1"))
    game.when(cmd.ChooseOutcome(action_id="a1", option="elan_for_consequence"), SYBELINE_PLAYER)
    events = game.when(cmd.AcceptDefeat(hero_id="sybeline"), SYBELINE_PLAYER)
    assert names(events) == ["DefeatAccepted", "TokenGained", "ActionClosed"]
    assert events[1] == ev.TokenGained(hero_id="sybeline", kind="danger", count=1,
                                       reason="accepted_defeat")
    assert game.state.action is None
    assert names(game.when(cmd.EndScene()))[0] == "SceneEnded"


def test_r2_in_a_conflict_the_conflicts_consequences_count() -> None:
    """Seed: "un instant supplémentaire pour chaque conséquence obtenue durant le conflit"
    (the LOC-EX-6 reading of D13 is kept inside a conflict)."""
    game = table()
    game.when(cmd.InflictConsequence(hero_id="artus", severity="minor", text="Avant"))
    game.when(cmd.StartConflict(conflict_id="c1"))
    game.when(cmd.ApplyStress(hero_id="artus", amount=9, resource="dogma", stress_check_d10=10))
    events = game.when(cmd.ResolveHarm(hero_id="artus", option="accept_defeat"), ARTUS_PLAYER)
    assert events[0] == ev.DefeatAccepted(hero_id="artus", consequences_in_conflict=0,
                                          tokens=1, counted_in="conflict")


def test_r2_nothing_to_concede_outside_a_conflict_is_refused() -> None:
    """Seed: "Tu peux choisir d'accepter la défaite (avant de devenir hors-jeu)": with no
    conflict, no pending harm and no owed consequence, there is nothing to lose."""
    game = table()
    spec(LOCQUEMARE).at(game.state).when(
        cmd.AcceptDefeat(hero_id="sybeline"), SYBELINE_PLAYER
    ).refused("no_conflict")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.AcceptDefeat(hero_id="sybeline"), ARTUS_PLAYER
    ).refused("forbidden")


def test_t6_a_session_inside_an_act_discards_nothing() -> None:
    """Replaces R3. « Tu commences une session avec 3 instants, que tu récupères à la fin
    d'un acte »: the act's grant is the session's 3 instants; a later session of the same
    act keeps the reserve."""
    game = Game()
    game.when(register_sybeline())
    game.when(cmd.StartScenario())
    game.when(cmd.GainProwess(hero_id="sybeline", prowess=Prowess(name="Fourth")))
    game.when(cmd.StartAct())
    game.when(cmd.ProposeComplication(complication_id="c1", hero_id="sybeline",
                                   key_id="sybeline-hamartia", complication_kind="event",
                                   text="x", proposer="adversity"))
    game.when(cmd.AcceptComplication(complication_id="c1"))
    assert game.sybeline.tokens == {"exploit": 1, "offering": 1, "danger": 1}
    assert game.when(cmd.StartSession()) == [ev.SessionStarted(session=1)]
    game.when(cmd.EndSession())
    assert game.when(cmd.StartSession()) == [ev.SessionStarted(session=2)]
    assert game.sybeline.tokens == {"exploit": 1, "offering": 1, "danger": 1}


def test_t6_the_first_session_of_an_act_has_the_act_start_tokens() -> None:
    """Replaces R3. « Tu commences une session avec 3 instants, que tu récupères à la fin
    d'un acte »: the 3 instants come with the act (its first session), not with a
    session started before it."""
    game = Game()
    game.when(register_sybeline())
    assert names(game.when(cmd.StartSession())) == ["SessionStarted"]
    game.when(cmd.StartScenario())
    assert names(game.when(cmd.StartAct())) == ["ActStarted", "TokensGranted"]
    assert game.sybeline.tokens == {"exploit": 2, "offering": 1, "danger": 0}


def panicked_sybeline() -> Game:
    game = table()
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="Panique",
                                  effect="panicked"))
    return game


def test_r4_panic_troubles_the_others_not_the_panicked_hero() -> None:
    """Seed: "Paniqué: quitte la scène ou rend les choses compliquées pour les autres (+1
    difficulté pour tous)"."""
    game = panicked_sybeline()
    declare(game)
    own = game.when(cmd.SetDifficulty(action_id="a1"))[0]
    assert (own.panicked, own.total) == (0, 2)  # type: ignore[attr-defined]
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(0, 0, 0, 0))))
    game.when(cmd.ResolveAction(action_id="a1"))
    declare(game, hero="artus", action_id="a2")
    other = game.when(cmd.SetDifficulty(action_id="a2"))[0]
    assert (other.panicked, other.total) == (1, 3)  # type: ignore[attr-defined]


def test_r4_a_panicked_hero_leaves_the_scene_and_acts_no_more_in_it() -> None:
    """Seed: "Paniqué: quitte la scène ou rend les choses compliquées pour les autres"."""
    game = panicked_sybeline()
    spec(LOCQUEMARE).at(game.state).when(cmd.LeaveScene(hero_id="artus"), ARTUS_PLAYER).refused(
        "not_panicked"
    )
    spec(LOCQUEMARE).at(game.state).when(cmd.LeaveScene(hero_id="sybeline"), ARTUS_PLAYER).refused(
        "forbidden"
    )
    events = game.when(cmd.LeaveScene(hero_id="sybeline"), SYBELINE_PLAYER)
    assert events == [ev.HeroLeftScene(hero_id="sybeline")]
    assert game.state.scene is not None
    assert "sybeline" not in game.state.scene.present_hero_ids
    spec(LOCQUEMARE).at(game.state).when(
        cmd.LeaveScene(hero_id="sybeline"), SYBELINE_PLAYER
    ).refused("hero_unavailable")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.DeclareAction(
            action_id="a1",
            hero_id="sybeline",
            action_type="attack",
            approach="aggro",
            resource="adrenaline",
        )
    ).refused("hero_unavailable")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ApplyStress(hero_id="sybeline", amount=1, resource="ichor")
    ).refused("hero_unavailable")
    declare(game, "overcome", hero="artus", action_id="a2")
    assert game.when(cmd.SetDifficulty(action_id="a2"))[0].panicked == 0  # type: ignore[attr-defined]
    game.when(cmd.RollAction(action_id="a2", dice=cmd.FateDice(fate=(1, 1, 1, 1))))
    game.when(cmd.ResolveAction(action_id="a2"))
    game.when(cmd.EndScene())
    game.when(cmd.StartScene(present_hero_ids=("sybeline",)))
    assert names(declare(game)) == ["ActionDeclared"]


def test_r4_leaving_waits_for_the_heros_own_action_and_a_scene() -> None:
    """Seed: "Paniqué: quitte la scène" (only a hero present in an open scene can)."""
    game = panicked_sybeline()
    declare(game)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.LeaveScene(hero_id="sybeline"), SYBELINE_PLAYER
    ).refused("action_in_progress")
    game = table(scene=False)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.LeaveScene(hero_id="sybeline"), SYBELINE_PLAYER
    ).refused("wrong_phase")
