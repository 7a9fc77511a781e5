"""The Ruleset contract: every command dispatched, every event evolved, JSON shapes, log lines."""

import functools
import operator

import msgspec

from domain.core import GM, Event, event_data, event_type
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.commands import COMMAND_TYPES
from domain.locquemare.decider import EVOLVERS, HANDLERS, LOCQUEMARE
from domain.locquemare.events import EVENT_TYPES
from domain.locquemare.state import LocquemareOptions, LocquemareState
from tests.unit.locquemare.helpers import SYBELINE_PLAYER, guard_scene, register_sybeline, table


def test_every_command_has_a_handler_and_every_event_an_evolver() -> None:
    assert set(HANDLERS) == set(COMMAND_TYPES)
    assert set(EVOLVERS) == set(EVENT_TYPES)
    assert len(COMMAND_TYPES) == 51  # T1, T13, T14: JoinScene, RestoreNpc, RevealNpc


def test_the_ruleset_names_its_types() -> None:
    assert (LOCQUEMARE.name, LOCQUEMARE.title) == ("locquemare", "Locquemare")
    assert LOCQUEMARE.options_type is LocquemareOptions
    assert LOCQUEMARE.state_type is LocquemareState


def test_options_are_all_defaulted_and_strict() -> None:
    assert msgspec.json.decode(b"{}", type=LocquemareOptions) == LocquemareOptions()
    try:
        msgspec.json.decode(b'{"typo": 1}', type=LocquemareOptions)
    except msgspec.ValidationError:
        pass
    else:
        raise AssertionError("unknown option accepted")


def test_a_command_decodes_from_its_tagged_json() -> None:
    raw = (b'{"type": "DeclareAction", "action_id": "a1", "hero_id": "sybeline", '
           b'"action_type": "attack", "approach": "aggro", "resource": "adrenaline"}')
    command = msgspec.json.decode(raw, type=cmd.DeclareAction)
    assert command.action_type == "attack"


def test_an_unknown_event_leaves_the_state_unchanged() -> None:
    class Stray(Event, frozen=True, kw_only=True):
        """Not a Locquemare event."""

    state = table().state
    assert LOCQUEMARE.evolve(state, Stray()) is state


def test_the_view_has_phase_and_character_sheets() -> None:
    game = table()
    data = msgspec.to_builtins(LOCQUEMARE.view(game.state, GM))
    assert data["phase"] == "in_scene"
    sheet = data["characters"]["sybeline"]
    assert sheet["name"] == "Sybéline" and sheet["journey"] == {"from": "A", "to": "B"}
    assert [k["text"] for k in sheet["character_keys"]][:2] == [
        "Experte en arts martiaux", "Je dois protéger mon frère"]
    assert data["adversity"] == {"danger": 6, "accepted_defeat_this_scene": False}


def test_narrate_tells_the_main_resolution_events() -> None:
    game = table()
    guard_scene(game)
    before = len(game.history)
    game.when(cmd.DeclareAction(action_id="a1", hero_id="sybeline", action_type="attack",
                             approach="aggro", resource="adrenaline",
                             target=cmd.Target(npc_id="guard")), SYBELINE_PLAYER)
    game.when(cmd.SetDifficulty(action_id="a1"))
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(1, 0, 0, -1))))
    game.when(cmd.ActivateKey(action_id="a1", key_id="saoul", activator_hero_id="sybeline",
                           payment="exploit"))
    game.when(cmd.ResolveAction(action_id="a1"))
    game.when(cmd.ChooseOutcome(action_id="a1", option="damage"))
    game.when(cmd.ApplyStress(hero_id="sybeline", amount=3, resource="adrenaline",
                           stress_check_d10=2))
    state = LOCQUEMARE.initial_state(LocquemareOptions())
    lines = []
    for index, event in enumerate(game.history):
        if index >= before:
            lines.append(LOCQUEMARE.narrate(state, event))
        state = LOCQUEMARE.evolve(state, event)
    assert [line for line in lines if line] == [
        "Sybéline declares attack (aggro + adrenaline)",
        "The Adversity sets the difficulty for Sybéline: 2",
        "Sybéline rolls fate [+1, 0, 0, -1]: +0",
        "Sybéline activates 'Un peu saoul' (exploit, +2)",
        "Sybéline spends an exploit token",
        "Sybéline: motivation 6 vs difficulty 2 — triumph (damage | 1 damage less for an "
        "elan)",
        "Sybéline chooses damage",
        "Sybéline deals 4 damage to Guard",
        "Guard takes 4 stress: 1 box marked, 3 remaining",
        "Guard is taken out",
        "Sybéline's action is over",
        "Sybéline takes 3 adrenaline stress: absorbed 2, overflow 1, stress 2",
        "Sybéline stress check: d10 2 vs 2 — no conversion",
        "Sybéline must resolve harm (absorb | extreme consequence | accept defeat | taken out)",
    ]


def test_stored_event_data_converts_back_to_the_same_events() -> None:
    game = table()
    guard_scene(game)
    game.when(cmd.DeclareAction(action_id="a1", hero_id="sybeline", action_type="attack",
                             approach="aggro", resource="adrenaline"))
    game.when(cmd.SetDifficulty(action_id="a1", key_activations=(
        cmd.KeyActivationSpec(key_id="artus-concept"),)))
    game.when(cmd.RollAction(action_id="a1"))
    union = functools.reduce(operator.or_, EVENT_TYPES)
    for event in game.history:
        stored = {**event_data(event), "type": event_type(event)}
        assert msgspec.convert(stored, union) == event


def test_a_command_converts_strictly_from_a_json_object() -> None:
    raw = msgspec.json.decode(msgspec.json.encode(register_sybeline()))
    union = functools.reduce(operator.or_, COMMAND_TYPES)
    assert msgspec.convert(raw, union, strict=True) == register_sybeline()


def test_events_stored_before_the_revisions_still_decode() -> None:
    union = functools.reduce(operator.or_, EVENT_TYPES)
    stored = [{"type": "HarmPending", "hero_id": "h", "conversion_severity": None,
               "overflow": 2, "options": ["absorb", "taken_out"]},
              {"type": "DefeatAccepted", "hero_id": "h", "consequences_in_conflict": 1,
               "tokens": 2},
              {"type": "SecretsDrawn", "hero_id": "h", "owner_player_id": "p1",
               "draw": None, "secret_ids": []}]
    harm, defeat, drawn = (msgspec.convert(data, union) for data in stored)
    assert isinstance(harm, ev.HarmPending) and harm.owed_consequence is False
    assert isinstance(defeat, ev.DefeatAccepted) and defeat.counted_in == "conflict"
    assert isinstance(drawn, ev.SecretsDrawn) and drawn.secret_ids == ()
