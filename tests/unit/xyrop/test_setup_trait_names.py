"""Approaches, roles and values by name (issue #37): the player writes « Prudence », the
sheet keeps the name beside the id it gives, and every place that shows a trait shows
the name; a sheet from before names replays and reads its ids as words. A sheet breaking
several rules is refused with every broken rule listed, each with its field."""

import msgspec
import pytest

from domain.core import GM, InvalidValue
from domain.xyrop.commands import (
    AmendCharacterSheet,
    ApplyExperienceSwap,
    EndAdventure,
    RegisterCharacter,
    RollAction,
    StartSession,
)
from domain.xyrop.decider import XYROP
from domain.xyrop.events import CharacterRegistered
from domain.xyrop.rules.sheet import identifier_of
from domain.xyrop.state import Race, Sheet, Treasure
from tests.support.decider_spec import spec
from tests.unit.xyrop.helpers import PIP_SEAT, given, history, register_pip


def register_iris() -> RegisterCharacter:
    """Pip's sheet written in French names, accents and spaces included."""
    return msgspec.structs.replace(
        register_pip(), approaches={"Prudence": 8, "Ruse éclair": 6},
        roles={"Chef de bande": 8, "Éclaireuse": 6}, values={"Loyauté": 6})


def test_the_sheet_keeps_the_names_and_the_ids_they_give() -> None:
    (event,) = spec(XYROP).given([]).when(register_iris(), PIP_SEAT).events
    assert isinstance(event, CharacterRegistered)
    sheet = event.sheet
    assert sheet.approaches == {"prudence": 8, "ruse_eclair": 6}
    assert sheet.roles == {"chef_de_bande": 8, "eclaireuse": 6}
    assert sheet.values == {"loyaute": 6}
    assert sheet.trait_names == {"prudence": "Prudence", "ruse_eclair": "Ruse éclair",
                                 "chef_de_bande": "Chef de bande",
                                 "eclaireuse": "Éclaireuse", "loyaute": "Loyauté"}


@pytest.mark.parametrize(("name", "identifier"), [
    ("Chef de bande", "chef_de_bande"), ("  Cœur  vaillant ", "coeur_vaillant"),
    ("3 lunes", "n_3_lunes"), ("careful", "careful"), ("Ça-va", "ca_va")])
def test_a_name_gives_a_lowercase_identifier(name: str, identifier: str) -> None:
    assert identifier_of(name) == identifier


def test_two_names_giving_one_identifier_are_refused_at_the_second() -> None:
    command = msgspec.structs.replace(register_iris(),
                                      approaches={"Prudence": 8, "prudence ": 6})
    error = spec(XYROP).given([]).when(command, PIP_SEAT).refused("invalid_sheet",
                                                                   InvalidValue)
    assert error.field == "approaches.prudence "


def test_the_offered_choices_and_the_view_name_the_traits() -> None:
    state = given(history((register_iris(), PIP_SEAT),
                          StartSession(present_character_ids=("pip",))))
    offers = XYROP.available(state, PIP_SEAT)
    (roll,) = [a for a in offers.available if a.type == "RollAction"]
    assert {(c.value, c.label) for c in roll.choices["approach_id"]} == {
        ("prudence", "Prudence"), ("ruse_eclair", "Ruse éclair")}
    assert {c.label for c in roll.choices["role_id"]} == {"Chef de bande", "Éclaireuse"}
    assert [c.label for c in roll.choices["value_id"]] == ["Loyauté"]
    action = RollAction(character_id="pip", approach_id="ruse_eclair",
                        role_id="chef_de_bande", dice={"approach": 5, "role": 7})
    spec(XYROP).at(state).when(action, PIP_SEAT).accepted()
    assert XYROP.view(state, GM).characters["pip"].trait_names["chef_de_bande"] == \
        "Chef de bande"


def test_the_swap_is_told_with_the_names() -> None:
    state = given(history((register_iris(), PIP_SEAT), EndAdventure(participant_ids=("pip",))))
    (event,) = (
        spec(XYROP)
        .at(state)
        .when(
            ApplyExperienceSwap(
                character_id="pip",
                category="approach",
                improve_id="ruse_eclair",
                degrade_id="prudence",
            )
        )
        .events
    )
    assert XYROP.narrate(state, event) == \
        "Pip improves Ruse éclair to d8 and degrades Prudence to d6"


def test_a_sheet_from_before_names_replays_and_reads_its_ids_as_words() -> None:
    old = Sheet(character_id="pip", owner_player_id="seat-pip", name="Pip",
                race=Race(name="hobbit"), distinctions=(), approaches={"careful": 8},
                roles={"chef_de_bande": 8}, values={}, treasures=(), stress={})
    raw = msgspec.json.encode(old).replace(b',"trait_names":{}', b"")
    assert b"trait_names" not in raw  # the shape stored before names
    sheet = msgspec.json.decode(raw, type=Sheet)
    state = given([CharacterRegistered(character_id="pip", owner_player_id="seat-pip",
                                       sheet=sheet)])
    shown = XYROP.view(state, GM).characters["pip"]
    assert shown.trait_names == {"careful": "Careful", "chef_de_bande": "Chef de bande"}


def test_an_amendment_renames_the_parts_it_replaces_only() -> None:
    state = given(history((register_iris(), PIP_SEAT)))
    after = spec(XYROP).at(state).when(AmendCharacterSheet(
        character_id="pip", roles={"Meneuse": 10})).state.characters["pip"]
    assert after.roles == {"meneuse": 10}
    assert after.trait_names == {"prudence": "Prudence", "ruse_eclair": "Ruse éclair",
                                 "meneuse": "Meneuse", "loyaute": "Loyauté"}


def test_a_sheet_breaking_three_rules_lists_the_three_with_their_fields() -> None:
    command = msgspec.structs.replace(
        register_iris(), name=" ", approaches={"Prudence": 7}, roles={},
        treasure=msgspec.structs.replace(register_iris().treasure, treasure_id="Cape!"))
    error = spec(XYROP).given([]).when(command, PIP_SEAT).refused("invalid_sheet",
                                                                   InvalidValue)
    assert error.field == "name"  # the refusal itself is the first, as before
    assert [found.field for found in error.findings] == [
        "name", "approaches.Prudence", "roles", "treasures.0.treasure_id"]
    assert all(found.code == "invalid_sheet" for found in error.findings)


def test_a_sheet_breaking_one_rule_lists_that_one() -> None:
    state = given(history((register_iris(), PIP_SEAT)))
    error = spec(XYROP).at(state).when(AmendCharacterSheet(
        character_id="pip", treasures=(Treasure(treasure_id="cape", name="Cape", die=4),)
    )).refused("invalid_sheet", InvalidValue)
    assert [found.field for found in error.findings] == ["treasures.0.die"]
