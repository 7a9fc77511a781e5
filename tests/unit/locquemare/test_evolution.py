"""Evolution, adjustments, prowesses, truths and secrets (given / when / then)."""

from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from domain.locquemare.state import Prowess, SecretCard
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    CONCEPT,
    SYBELINE_PLAYER,
    Game,
    register_sybeline,
    table,
)


def full_track() -> Game:
    game = Game()
    game.when(register_sybeline())
    game.when(cmd.AwardEvolutionPoints(hero_id="sybeline", reasons=(
        "killed_undetected", "erased_evidence", "used_stealth", "convinced_someone",
        "used_influence", "used_others", "used_force", "used_cunning")))
    return game


def test_award_evolution_points_rejects_unknown_or_repeated_reasons() -> None:
    game = Game()
    game.when(register_sybeline())
    spec(LOCQUEMARE).at(game.state).when(
        cmd.AwardEvolutionPoints(hero_id="sybeline", reasons=())
    ).refused("invalid_payload")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.AwardEvolutionPoints(hero_id="sybeline", reasons=("used_force",) * 2)
    ).refused("invalid_payload")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.AwardEvolutionPoints(hero_id="sybeline", reasons=("bravery",))
    ).refused("invalid_payload")


def test_empty_evolution_track_needs_a_full_track() -> None:
    game = Game()
    game.when(register_sybeline())
    spec(LOCQUEMARE).at(game.state).when(
        cmd.EmptyEvolutionTrack(hero_id="sybeline", choice="five_exploits"), SYBELINE_PLAYER
    ).refused("track_not_full")


def test_empty_evolution_track_for_a_prowess_is_a_chorus_decision() -> None:
    game = full_track()
    command = cmd.EmptyEvolutionTrack(hero_id="sybeline", choice="new_prowess",
                                     prowess=Prowess(name="Saut", effect="bonus", bonus=1))
    spec(LOCQUEMARE).at(game.state).when(command, SYBELINE_PLAYER).refused("forbidden")
    events = game.when(command)
    assert events[1] == ev.ProwessGained(hero_id="sybeline", prowess=Prowess(
        prowess_id="sybeline-prowess-4", name="Saut", effect="bonus", bonus=1))


def test_empty_evolution_track_for_a_new_character_key() -> None:
    game = full_track()
    events = game.when(cmd.EmptyEvolutionTrack(hero_id="sybeline", choice="new_key",
                                            key=cmd.NewKey(key_id="k6", text="Amie des chats")))
    assert events[1].key.kind == "character"  # type: ignore[attr-defined]
    assert "k6" in game.sybeline.character_key_ids


def test_modify_character_key_once_between_acts() -> None:
    game = table(scene=False)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ModifyCharacterKey(hero_id="sybeline", key_id=CONCEPT, text="x"), SYBELINE_PLAYER
    ).refused("wrong_phase")
    game.when(cmd.EndAct())
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ModifyCharacterKey(hero_id="sybeline", key_id="artus-concept", text="y")
    ).refused("not_hero_key")
    events = game.when(cmd.ModifyCharacterKey(hero_id="sybeline", key_id=CONCEPT,
                                           text="Maîtresse d'armes"), SYBELINE_PLAYER)
    assert events == [ev.CharacterKeyModified(hero_id="sybeline", key_id=CONCEPT,
                                              old_text="Experte en arts martiaux",
                                              text="Maîtresse d'armes")]
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ModifyCharacterKey(hero_id="sybeline", key_id=CONCEPT, text="y"), SYBELINE_PLAYER
    ).refused("already_modified")
    # the once-per-act-end limit is the declaration's precondition: checked first (#23)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ModifyCharacterKey(hero_id="sybeline", key_id="artus-concept", text="y")
    ).refused("already_modified")


def test_redistribute_resources_only_between_acts() -> None:
    game = table(scene=False)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RedistributeResources(hero_id="sybeline", resources=dict(game.sybeline.resources)),
        SYBELINE_PLAYER,
    ).refused("wrong_phase")


def between_scenarios() -> Game:
    game = table(scene=False)
    game.when(cmd.EndAct())
    for hero_id, hero in game.state.heroes.items():
        game.when(cmd.RedistributeResources(hero_id=hero_id, resources={
            **hero.resources, "ichor": hero.resources["ichor"] + 1}))
    game.when(cmd.EndScenario())
    return game


def test_adjust_approaches_once_per_scenario_end() -> None:
    game = between_scenarios()
    events = game.when(cmd.AdjustApproaches(hero_id="sybeline", up="agora", down="aggro"),
                     SYBELINE_PLAYER)
    assert events == [ev.ApproachesAdjusted(hero_id="sybeline", up="agora", down="aggro")]
    assert (game.sybeline.approaches["agora"], game.sybeline.approaches["aggro"]) == (1, 1)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.AdjustApproaches(hero_id="sybeline", up="metis", down="focus")
    ).refused("already_adjusted")


def test_adjust_resources_keeps_values_within_0_to_5() -> None:
    game = between_scenarios()
    spec(LOCQUEMARE).at(game.state).when(
        cmd.AdjustResources(hero_id="sybeline", up="adrenaline", down="dogma")
    ).refused("invalid_allocation")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.AdjustResources(hero_id="sybeline", up="ichor", down="ichor")
    ).refused("invalid_payload")
    game.when(cmd.AdjustResources(hero_id="sybeline", up="adrenaline", down="ichor"))
    assert game.sybeline.resources["adrenaline"] == 3
    assert game.sybeline.resources_current == game.sybeline.resources


def test_adjustments_wait_for_the_scenario_end() -> None:
    spec(LOCQUEMARE).at(table(scene=False).state).when(
        cmd.AdjustApproaches(hero_id="sybeline", up="agora", down="aggro")
    ).refused("wrong_phase")


def test_gain_prowess_between_acts_only() -> None:
    game = table(scene=False)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.GainProwess(hero_id="sybeline", prowess=Prowess(name="x"))
    ).refused("wrong_phase")
    game.when(cmd.EndAct())
    assert game.when(cmd.GainProwess(hero_id="sybeline", prowess=Prowess(name="x")))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.GainProwess(hero_id="sybeline", prowess=Prowess(name="y")), SYBELINE_PLAYER
    ).refused("forbidden")


def test_reveal_truth_needs_an_open_session_a_token_and_an_own_key() -> None:
    game = table(session=False)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RevealTruth(hero_id="sybeline", key_id=CONCEPT, text="x", payment="exploit"),
        SYBELINE_PLAYER,
    ).refused("wrong_phase")
    game.when(cmd.EndScene())
    game.when(cmd.StartSession())
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RevealTruth(hero_id="sybeline", key_id=CONCEPT, text="x", payment="danger"),
        SYBELINE_PLAYER,
    ).refused("no_token")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RevealTruth(hero_id="sybeline", key_id="artus-concept", text="x", payment="exploit"),
        SYBELINE_PLAYER,
    ).refused("not_hero_key")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RevealTruth(hero_id="sybeline", key_id=CONCEPT, text="x", payment="exploit"),
        ARTUS_PLAYER,
    ).refused("forbidden")


def test_a_new_session_allows_a_new_truth() -> None:
    game = table(scene=False)
    game.when(cmd.RevealTruth(hero_id="sybeline", key_id=CONCEPT, text="x", payment="exploit"))
    game.when(cmd.EndSession())
    game.when(cmd.StartSession())
    assert game.when(cmd.RevealTruth(hero_id="sybeline", key_id=CONCEPT, text="y",
                                  payment="exploit"))


def test_reveal_secret_once_the_secret_is_chosen() -> None:
    game = Game()
    game.when(cmd.SetSecretPool(secrets=(SecretCard(secret_id="s1", text="Fille du roi"),
                                      SecretCard(secret_id="s2", text="Traîtresse"))))
    game.when(register_sybeline())
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RevealSecret(hero_id="sybeline"), SYBELINE_PLAYER
    ).refused("no_secret")
    game.when(cmd.DrawSecrets(hero_id="sybeline", drawn=("s1", "s2")))
    game.when(cmd.ChooseSecret(hero_id="sybeline", secret_id="s1"))
    events = game.when(cmd.RevealSecret(hero_id="sybeline", description="Au bal"), SYBELINE_PLAYER)
    assert events == [ev.SecretRevealed(hero_id="sybeline", secret_id="s1", text="Fille du roi",
                                        description="Au bal")]
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RevealSecret(hero_id="sybeline"), SYBELINE_PLAYER
    ).refused("no_secret")
