"""Sheets, things, tints and time: given / when / then."""

import msgspec

from domain.core import NotAuthorized
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decide.sheet import InvalidSheet
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.sheet import InventoryTint, TintPoint, Trade
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    OTHER_PLAYER,
    PLAYER,
    adjective_event,
    given,
    registered,
    table,
    tetra,
)


def test_a_player_registers_a_character_for_its_own_seat_with_a_derived_id() -> None:
    [event] = spec(VOYAGES).at(table()).when(cmd.RegisterCharacter(
        name="Zoé Lune", own_tints=(cmd.OwnTintSpec(tint="passion", base_score=2),),
        tint_inventory=(cmd.InventorySpec(tint="sel", points=2, tattooed=True),)), PLAYER).events
    assert isinstance(event, ev.CharacterRegistered)
    sheet = event.character
    assert (sheet.character_id, sheet.owner_player_id) == ("zoe-lune-1", "p1")
    assert sheet.own_tints[0].current == 2
    assert sheet.tint_inventory[0].current == 2


def test_a_player_cannot_register_a_character_for_another_seat() -> None:
    spec(VOYAGES).at(table()).when(
        cmd.RegisterCharacter(name="X", owner_player_id="p2"), PLAYER
    ).refused("forbidden", NotAuthorized)


def test_registering_an_existing_character_id_is_a_duplicate() -> None:
    spec(VOYAGES).at(table()).when(cmd.RegisterCharacter(name="X", character_id="tetra")).refused(
        "duplicate_id"
    )


def test_adjective_ids_given_on_a_sheet_are_unique_at_the_table() -> None:
    state = given(*registered(tetra()), adjective_event("tetra", "adj-1", "blessé", 2))
    adjective = cmd.AdjectiveSpec(name="a", value=1, polarity="positive", duration="scene",
                                  adjective_id="adj-1")
    spec(VOYAGES).at(state).when(cmd.RegisterCharacter(name="X", adjectives=(adjective,))).refused(
        "duplicate_id"
    )
    [revised] = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.ReviseCharacterSheet(character_id="tetra", name="Tetra", adjectives=(adjective,)))
        .events
    )
    assert isinstance(revised, ev.CharacterSheetRevised)
    [registered_event] = spec(VOYAGES).at(state).when(cmd.RegisterCharacter(name="X", adjectives=(
        msgspec.structs.replace(adjective, adjective_id=None),))).events
    assert isinstance(registered_event, ev.CharacterRegistered)
    assert registered_event.character.adjectives[0].adjective_id == "adj-2"


def test_sheet_rules_t1_t5_a1_a2_are_reported_together() -> None:
    error = spec(VOYAGES).at(table()).when(cmd.RegisterCharacter(
        name="X", trades=(Trade(trade_id="t", name="t"),),
        tint_inventory=(cmd.InventorySpec(tint="a", points=7, tattooed=True),),
        adjectives=(cmd.AdjectiveSpec(name="a", value=4, polarity="positive", duration="scene"),
                    cmd.AdjectiveSpec(name="a", value=1, polarity="positive",
                                    duration="day")))).refused("invalid_sheet")
    assert isinstance(error, InvalidSheet)
    assert error.rules == ["T1", "T5", "A1", "A2"]


def test_only_the_gm_writes_false_adjectives_on_a_sheet_a3() -> None:
    command = cmd.RegisterCharacter(name="X", adjectives=(cmd.AdjectiveSpec(
        name="a", value=1, polarity="positive", duration="scene", is_false=True),))
    error = spec(VOYAGES).at(table()).when(command, PLAYER).refused("invalid_sheet")
    assert isinstance(error, InvalidSheet) and error.rules == ["A3"]
    assert isinstance(spec(VOYAGES).at(table()).when(command).events[0], ev.CharacterRegistered)


def test_the_gm_revises_a_sheet_and_keeps_its_owner() -> None:
    state = (
        spec(VOYAGES)
        .at(table())
        .when(cmd.ReviseCharacterSheet(character_id="tetra", name="Tetra II", reason="evolution"))
        .state
    )
    assert state.characters["tetra"].name == "Tetra II"
    assert state.characters["tetra"].owner_player_id == "p1"
    spec(VOYAGES).at(table()).when(
        cmd.ReviseCharacterSheet(character_id="tetra", name="T"), PLAYER
    ).refused("forbidden", NotAuthorized)
    spec(VOYAGES).at(table()).when(
        cmd.ReviseCharacterSheet(character_id="nobody", name="T")
    ).refused("unknown_character")
    bad = Trade(trade_id="t", name="t", aspects=("a",), tint_points=(
        TintPoint(tint="x", kind="free"),))
    spec(VOYAGES).at(table()).when(
        cmd.ReviseCharacterSheet(character_id="tetra", name="T", trades=(bad,))
    ).refused("invalid_sheet")


def test_things_are_registered_once() -> None:
    state = spec(VOYAGES).at(table()).when(cmd.RegisterThing(thing_id="pot", name="pot")).state
    spec(VOYAGES).at(state).when(cmd.RegisterThing(thing_id="pot", name="pot")).refused(
        "duplicate_id"
    )


def test_inventory_tints_are_added_and_tattoos_restored_within_their_points() -> None:
    outcome = (
        spec(VOYAGES)
        .at(table())
        .played(
            cmd.AddInventoryTint(character_id="tetra", tint="sel", points=3, tattooed=True),
            cmd.AddInventoryTint(character_id="tetra", tint="vent", points=2),
        )
    )
    state, events = outcome.state, outcome.history
    assert [event.inventory_id for event in events if isinstance(event, ev.InventoryTintAdded)] == [
        "inv-1", "inv-2"]
    sheet = state.characters["tetra"]
    emptied = msgspec.structs.replace(sheet, tint_inventory=(
        InventoryTint(inventory_id="inv-1", tint="sel", points=3, tattooed=True, current=1),
        sheet.tint_inventory[1]))
    state = given(ev.CharacterRegistered(character=emptied))
    [restored] = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.RestoreTattooTint(character_id="tetra", inventory_id="inv-1", amount=2))
        .events
    )
    assert isinstance(restored, ev.TattooTintRestored) and restored.current == 3
    spec(VOYAGES).at(state).when(cmd.RestoreTattooTint(character_id="tetra", inventory_id="inv-1",
                                          amount=3)).refused("invalid_payload")
    spec(VOYAGES).at(state).when(cmd.RestoreTattooTint(character_id="tetra", inventory_id="inv-2",
                                          amount=1)).refused("not_tattooed")


def test_rest_needs_known_characters() -> None:
    spec(VOYAGES).at(table()).when(cmd.RestNight(character_ids=("nobody",))).refused(
        "unknown_character"
    )


def test_time_boundaries_expire_adjectives_of_exactly_that_duration() -> None:
    state = given(*registered(tetra()),
                  adjective_event("tetra", "adj-1", "ivre", 1, duration="scene"),
                  adjective_event("tetra", "adj-2", "las", 1, duration="day"))
    outcome = spec(VOYAGES).at(state).when(cmd.EndScene())
    state, events = outcome.state, outcome.events
    assert [type(event).__name__ for event in events] == ["TimeBoundaryPassed", "AdjectiveRemoved"]
    assert state.clock.scene == 2
    assert [a.name for a in state.characters["tetra"].adjectives] == ["las"]
    for command, field in ((cmd.EndDay(), "day"), (cmd.EndSession(), "session"),
                           (cmd.EndAdventure(), "adventure")):
        state = spec(VOYAGES).at(state).when(command).state
        assert getattr(state.clock, field) == 2
    assert state.characters["tetra"].adjectives == ()
    spec(VOYAGES).at(state).when(cmd.EndScene(), OTHER_PLAYER).refused("forbidden", NotAuthorized)
