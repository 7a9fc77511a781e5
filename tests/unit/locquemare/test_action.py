"""The action flow: declare, difficulty, roll, activations (given / when / then)."""

import pytest

from domain.core import ScriptedRandomSource, SeededRandomSource
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from domain.locquemare.state import Prowess
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    CONCEPT,
    HAMARTIA,
    SYBELINE_PLAYER,
    Game,
    declare,
    guard_scene,
    names,
    register_sybeline,
    rolled,
    table,
)


def _declare(**changes: object) -> cmd.DeclareAction:
    fields: dict[str, object] = {"action_id": "a1", "hero_id": "sybeline",
                                 "action_type": "attack", "approach": "aggro",
                                 "resource": "adrenaline", **changes}
    return cmd.DeclareAction(**fields)  # type: ignore[arg-type]


def test_declare_action_opens_the_action() -> None:
    game = table()
    events = game.when(_declare(), SYBELINE_PLAYER)
    assert events == [ev.ActionDeclared(action_id="a1", hero_id="sybeline",
                                        action_type="attack", approach="aggro",
                                        resource="adrenaline")]
    assert game.state.action is not None and game.state.action.status == "declared"


def test_declare_action_for_another_players_hero_is_forbidden() -> None:
    spec(LOCQUEMARE).at(table().state).when(_declare(), ARTUS_PLAYER).refused("forbidden")


def test_declare_action_outside_a_scene_is_refused() -> None:
    spec(LOCQUEMARE).at(table(scene=False).state).when(_declare()).refused("wrong_phase")


def test_declare_action_by_an_absent_hero_is_refused() -> None:
    game = table(scene=False)
    game.when(cmd.StartScene(present_hero_ids=("artus",)))
    spec(LOCQUEMARE).at(game.state).when(_declare()).refused("hero_unavailable")


def test_declare_action_with_pending_harm_is_refused() -> None:
    game = table()
    game.when(cmd.ApplyStress(hero_id="sybeline", amount=5, resource="adrenaline",
                           stress_check_d10=10))
    spec(LOCQUEMARE).at(game.state).when(_declare()).refused("harm_pending")


def test_declare_action_reusing_an_action_id_is_refused() -> None:
    game = table()
    rolled(game, (0, 0, 0, 0))
    game.when(cmd.ResolveAction(action_id="a1"))  # success: damage applies, the action closes
    assert game.state.action is None
    spec(LOCQUEMARE).at(game.state).when(_declare()).refused("duplicate_id")


@pytest.mark.parametrize("changes", [
    {"action_type": "dance"}, {"approach": "brawn"}, {"resource": "gold"},
    {"action_type": "create_advantage"},
    {"advantage": cmd.Advantage(mode="create", key_text="x")},
    {"action_type": "create_advantage", "advantage": cmd.Advantage(mode="create")},
    {"action_type": "create_advantage", "advantage": cmd.Advantage(mode="guess")},
    {"threat_resource": "volonte"},
    {"action_type": "defend", "threat_resource": "gold"},
])
def test_declare_action_rejects_malformed_payloads(changes: dict[str, object]) -> None:
    spec(LOCQUEMARE).at(table().state).when(_declare(**changes)).refused("invalid_payload")


def test_declare_action_targets_must_exist() -> None:
    game = table()
    spec(LOCQUEMARE).at(game.state).when(_declare(target=cmd.Target(npc_id="ghost"))).refused(
        "unknown_npc"
    )
    spec(LOCQUEMARE).at(game.state).when(_declare(target=cmd.Target(key_id="ghost"))).refused(
        "unknown_key"
    )
    spec(LOCQUEMARE).at(game.state).when(
        _declare(
            action_type="create_advantage", advantage=cmd.Advantage(mode="activate", key_id="ghost")
        )
    ).refused("unknown_key")


def auto_game(**prowess: object) -> Game:
    game = Game()
    game.when(
        register_sybeline(
            hero_prowesses=(
                Prowess(prowess_id="auto", name="Auto", effect="auto_success", **prowess),  # type: ignore[arg-type]
                Prowess(
                    prowess_id="plus",
                    name="Plus",
                    effect="bonus",
                    bonus=1,
                    limit="once_per_scene",
                    action_types=("attack",),
                ),
                Prowess(name="C"),
            )
        )
    )
    game.when(cmd.StartScenario())
    game.when(cmd.StartAct())
    game.when(cmd.StartScene(present_hero_ids=("sybeline",)))
    return game


def test_an_auto_success_prowess_with_a_limit_is_refused_the_second_time() -> None:
    game = auto_game(limit="once_per_scene")
    declare(game, "overcome", auto_success_prowess_id="auto")
    spec(LOCQUEMARE).at(game.state).when(
        _declare(action_id="a2", action_type="overcome", auto_success_prowess_id="auto")
    ).refused("prowess_limit_reached")


def test_an_auto_success_prowess_that_costs_a_token_spends_an_exploit() -> None:
    game = auto_game(costs_token=True)
    events = declare(game, "overcome", auto_success_prowess_id="auto")
    assert ev.TokenSpent(hero_id="sybeline", kind="exploit", purpose="prowess") in events


def test_set_difficulty_adds_modifiers() -> None:
    game = table()
    declare(game)
    events = game.when(cmd.SetDifficulty(action_id="a1", modifiers=(
        cmd.Modifier(reason="armure", value=2),)))
    assert events == [ev.DifficultySet(action_id="a1", base=2, activations=(),
                                       modifiers=(cmd.Modifier(reason="armure", value=2),),
                                       panicked=0, total=4)]


def test_set_difficulty_for_an_unknown_action_is_refused() -> None:
    spec(LOCQUEMARE).at(table().state).when(cmd.SetDifficulty(action_id="nope")).refused(
        "unknown_action"
    )


def test_set_difficulty_needs_danger_tokens_for_each_danger_activation() -> None:
    game = table(heroes=2)
    declare(game)
    spec(LOCQUEMARE).at(game.state).when(cmd.SetDifficulty(action_id="a1", key_activations=tuple(
        cmd.KeyActivationSpec(key_id=k) for k in (CONCEPT, HAMARTIA, "artus-concept",
                                                 "artus-hamartia")))).refused("no_danger_token")


def test_set_difficulty_with_a_free_activation_the_adversity_lacks_is_refused() -> None:
    game = table()
    declare(game)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.SetDifficulty(
            action_id="a1",
            key_activations=(cmd.KeyActivationSpec(key_id=CONCEPT, payment="free_activation"),),
        )
    ).refused("no_free_activation")


def test_set_difficulty_twice_on_one_key_is_refused() -> None:
    game = table()
    declare(game)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.SetDifficulty(
            action_id="a1",
            key_activations=(
                cmd.KeyActivationSpec(key_id=CONCEPT),
                cmd.KeyActivationSpec(key_id=CONCEPT),
            ),
        )
    ).refused("key_already_activated")


def test_set_difficulty_on_a_discover_action_needs_an_unknown_key() -> None:
    game = table()
    game.when(cmd.CreateKey(key_id="secret-door", text="Porte dérobée", known=False))
    declare(game, "create_advantage", advantage=cmd.Advantage(mode="discover"))
    # T11: naming no key is allowed (the discovery finds nothing): see test_t11_*
    spec(LOCQUEMARE).at(game.state).when(
        cmd.SetDifficulty(action_id="a1", hidden_key_id=CONCEPT)
    ).refused("discover_needs_hidden_key")


def test_a_discovery_with_nothing_hidden_finds_nothing_and_closes() -> None:
    """R5: with no unknown key the action still closes (it used to block the scene)."""
    game = table()
    declare(game, "create_advantage", advantage=cmd.Advantage(mode="discover"))
    game.when(cmd.SetDifficulty(action_id="a1"))
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(0, 0, 0, 0))))
    events = game.when(cmd.ResolveAction(action_id="a1"))
    assert names(events) == ["ActionResolved", "OutcomeChosen", "ActionClosed"]


def test_the_adversity_may_spend_her_elan_against_an_action() -> None:
    game = table()
    game.given([ev.ElanCreated(key_id="e1", holder="adversity", text="Embuscade")])
    declare(game)
    events = game.when(cmd.SetDifficulty(action_id="a1", key_activations=(
        cmd.KeyActivationSpec(key_id="e1", payment="elan"),)))
    assert names(events) == ["DifficultySet", "KeyActivated", "ElanUsed", "KeyRemoved"]


def test_roll_action_records_physical_dice() -> None:
    game = table()
    declare(game)
    game.when(cmd.SetDifficulty(action_id="a1"))
    events = game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(1, 1, 0, -1))),
                     SYBELINE_PLAYER)
    rolled_event = events[0]
    assert isinstance(rolled_event, ev.ActionRolled)
    assert rolled_event.fate.values == (1, 1, 0, -1) and rolled_event.dice_total == 1


def test_roll_action_before_the_difficulty_is_a_wrong_step() -> None:
    game = table()
    declare(game)
    spec(LOCQUEMARE).at(game.state).when(cmd.RollAction(action_id="a1")).refused("wrong_step")


@pytest.mark.parametrize("dice", [cmd.FateDice(fate=(1, 1, 1)), cmd.FateDice(fate=(2, 0, 0, 0)),
                                  cmd.FateDice(fate=(0, 0, 0, 0), edge=3)])
def test_roll_action_validates_physical_dice(dice: cmd.FateDice) -> None:
    game = table()
    declare(game)
    game.when(cmd.SetDifficulty(action_id="a1"))
    spec(LOCQUEMARE).at(game.state).when(cmd.RollAction(action_id="a1", dice=dice)).refused(
        "invalid_dice"
    )


def test_roll_action_needs_the_granted_edge_die_in_range() -> None:
    game = table()
    declare(game)
    game.when(cmd.SetDifficulty(action_id="a1", grant_edge_die=4))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(0, 0, 0, 0)))
    ).refused("invalid_dice")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(0, 0, 0, 0), edge=5))
    ).refused("invalid_dice")
    events = game.when(cmd.RollAction(action_id="a1"), rng=ScriptedRandomSource([2, 1, 0, 2, 3]))
    assert events[0].dice_total == 1 + 4  # type: ignore[attr-defined]


def test_server_games_refuse_physical_dice() -> None:
    game = table()
    declare(game)
    game.when(cmd.SetDifficulty(action_id="a1"))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(0, 0, 0, 0))),
        rng=SeededRandomSource(0, mode="server"),
    ).refused("physical_results_not_allowed")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RollAction(action_id="a1"), rng=SeededRandomSource(0, mode="physical")
    ).refused("physical_results_required")


def test_activate_key_with_an_exploit_adds_two() -> None:
    game = table()
    rolled(game, (0, 0, 0, 0))
    events = game.when(cmd.ActivateKey(action_id="a1", key_id=CONCEPT, activator_hero_id="sybeline",
                                    payment="exploit"), SYBELINE_PLAYER)
    assert events == [
        ev.KeyActivated(action_id="a1", key_id=CONCEPT, activator="sybeline",
                        beneficiary="sybeline", payment="exploit", bonus=2),
        ev.TokenSpent(hero_id="sybeline", kind="exploit", purpose="activate_key")]


def test_activate_key_with_a_held_free_activation() -> None:
    game = table()
    game.given([ev.FreeActivationsGranted(key_id=CONCEPT, holder="sybeline", count=1,
                                          reason="test")])
    rolled(game, (0, 0, 0, 0))
    events = game.when(cmd.ActivateKey(action_id="a1", key_id=CONCEPT, activator_hero_id="sybeline",
                                    payment="free_activation"))
    assert events[1] == ev.FreeActivationUsed(key_id=CONCEPT, holder="sybeline", action_id="a1")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateKey(
            action_id="a1", key_id=HAMARTIA, activator_hero_id="sybeline", payment="free_activation"
        )
    ).refused("no_free_activation")


def test_activate_key_needs_the_token_and_a_key_in_play() -> None:
    game = table(scene=False)
    game.when(cmd.StartScene(present_hero_ids=("sybeline",)))
    rolled(game, (0, 0, 0, 0))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateKey(
            action_id="a1", key_id=CONCEPT, activator_hero_id="sybeline", payment="danger"
        )
    ).refused("no_token")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateKey(
            action_id="a1", key_id="artus-concept", activator_hero_id="sybeline", payment="exploit"
        )
    ).refused("unknown_key")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateKey(
            action_id="a1", key_id=CONCEPT, activator_hero_id="sybeline", payment="gold"
        )
    ).refused("invalid_payload")


def test_activate_prowess_adds_its_bonus_once_per_action_and_scene() -> None:
    game = auto_game()
    rolled(game, (0, 0, 0, 0))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateProwess(action_id="a1", prowess_id="auto")
    ).refused("prowess_not_applicable")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateProwess(action_id="a1", prowess_id="ghost")
    ).refused("prowess_not_applicable")
    events = game.when(cmd.ActivateProwess(action_id="a1", prowess_id="plus"), SYBELINE_PLAYER)
    assert events == [ev.ProwessActivated(action_id="a1", hero_id="sybeline", prowess_id="plus",
                                          bonus=1)]
    # U2: no bonus prowess applies any more, so none is offered and any is refused
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateProwess(action_id="a1", prowess_id="plus")
    ).refused("prowess_limit_reached")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateProwess(action_id="a1", prowess_id="auto")
    ).refused("prowess_limit_reached")


def test_a_once_per_scene_prowess_is_refused_in_a_second_action_of_the_scene() -> None:
    game = auto_game()
    rolled(game, (1, 1, 1, 1))
    game.when(cmd.ActivateProwess(action_id="a1", prowess_id="plus"))
    game.when(cmd.ResolveAction(action_id="a1"))
    game.when(cmd.ChooseOutcome(action_id="a1", option="damage"))
    declare(game, action_id="a2")
    game.when(cmd.SetDifficulty(action_id="a2"))
    game.when(cmd.RollAction(action_id="a2", dice=cmd.FateDice(fate=(0, 0, 0, 0))))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateProwess(action_id="a2", prowess_id="plus")
    ).refused("prowess_limit_reached")


def test_a_prowess_for_attacks_does_not_apply_to_overcoming() -> None:
    game = auto_game()
    rolled(game, (0, 0, 0, 0), "overcome")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateProwess(action_id="a1", prowess_id="plus")
    ).refused("prowess_not_applicable")


def test_the_guard_key_can_be_activated_by_an_ally() -> None:
    game = table()
    guard_scene(game)
    rolled(game, (0, 0, 0, 0))
    assert (
        game.when(
            cmd.ActivateKey(
                action_id="a1", key_id="saoul", activator_hero_id="artus", payment="exploit"
            ),
            ARTUS_PLAYER,
        )[0].bonus
        == 2
    )  # type: ignore[attr-defined]
