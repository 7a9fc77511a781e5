"""Game options, RegisterCharacter, UpdateCharacterSheet and the generic checks."""

import msgspec
import pytest

from domain.ardri.commands import RegisterCharacter, UpdateCharacterSheet
from domain.ardri.decider import ARDRI
from domain.ardri.events import CharacterRegistered, CharacterSheetUpdated, GameInitialized
from domain.ardri.rules.values import Attribute
from domain.ardri.state import ArdriOptions, ArdriState
from domain.core import GM, Command, DomainError, InvalidValue, NotAuthorized
from tests.support.decider_spec import mixed, spec
from tests.unit.ardri.helpers import (
    OTHER_PLAYER,
    PLAYER,
    Game,
    registered,
    roll_command,
    session,
)

CHARS = {"strength": 4, "spirit": 3, "intention": 5}


def register(**fields: object) -> RegisterCharacter:
    """A RegisterCharacter with sensible defaults."""
    values: dict[str, object] = {"name": "Sinnead", "characteristics": dict(CHARS)}
    values.update(fields)
    return msgspec.convert({"type": "RegisterCharacter", **values}, RegisterCharacter)


def test_d1_the_default_catalog_names_the_five_seed_domains_and_four_placeholders() -> None:
    catalog = msgspec.json.decode(msgspec.json.encode(
        ARDRI.view(ARDRI.initial_state(ArdriOptions()), GM).domain_catalog))
    assert catalog == {"strength": ["body", "sword", "strength_domain_3"],
                       "spirit": ["knowledge", "spirit_domain_2", "spirit_domain_3"],
                       "intention": ["unworthy", "passion", "intention_domain_3"]}


def test_d1_a_game_may_configure_its_own_catalog() -> None:
    catalog = {"strength": ["body", "sword", "bow"], "spirit": ["knowledge", "faith", "focus"],
               "intention": ["unworthy", "passion", "charm"]}
    state = ARDRI.initial_state(ArdriOptions(domain_catalog=catalog))
    assert state.domain_catalog["intention"] == ("unworthy", "passion", "charm")


@pytest.mark.parametrize("catalog", [
    {"strength": ["body", "sword"], "spirit": ["a", "b", "c"], "intention": ["passion", "d", "e"]},
    {"strength": ["body", "sword", "x"], "spirit": ["a", "b", "c"],
     "intention": ["f", "d", "e"]},
    {"strength": ["body", "sword", "a"], "spirit": ["a", "b", "c"],
     "intention": ["passion", "d", "e"]},
    {"strength": ["Body", "sword", "x"], "spirit": ["a", "b", "c"],
     "intention": ["passion", "d", "e"]},
    {"spirit": ["a", "b", "c"], "intention": ["passion", "d", "e"]},
])
def test_a_catalog_breaking_the_rules_is_refused(catalog: dict[str, list[str]]) -> None:
    with pytest.raises(InvalidValue) as info:
        ARDRI.initial_state(ArdriOptions(domain_catalog=catalog))
    assert info.value.code == "invalid_domain_catalog"


def test_options_reject_unknown_fields() -> None:
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"domain_catalogue": {}}, ArdriOptions)


def test_a_player_registers_a_character_it_owns_with_all_nine_modifiers() -> None:
    (event,) = Game().when(register(domain_modifiers={"knowledge": 1}), PLAYER)
    assert isinstance(event, CharacterRegistered)
    assert (event.character_id, event.owner_player_id) == ("sinnead", "p1")
    assert len(event.sheet.domain_modifiers) == 9
    assert event.sheet.domain_modifiers["knowledge"] == 1


def test_generated_ids_are_slugs_numbered_when_taken() -> None:
    table = Game(registered("sinnead"))
    (event,) = table.when(register(name="  Sinnead  "), PLAYER)
    assert isinstance(event, CharacterRegistered)
    assert (event.character_id, event.sheet.name) == ("sinnead-2", "Sinnead")


def test_the_client_may_choose_the_character_id() -> None:
    (event,) = Game().when(register(character_id="hero"), PLAYER)
    assert isinstance(event, CharacterRegistered) and event.character_id == "hero"


def test_the_gm_registers_for_a_named_owner_and_must_name_one() -> None:
    (event,) = Game().when(register(owner_player_id="p2"), GM)
    assert isinstance(event, CharacterRegistered) and event.owner_player_id == "p2"
    spec(ARDRI).when(register(), GM).refused("invalid_sheet", InvalidValue)


def test_a_player_cannot_register_for_another_seat() -> None:
    spec(ARDRI).when(register(owner_player_id="p2"), PLAYER).refused(
        "not_authorized", NotAuthorized
    )


@pytest.mark.parametrize(("fields", "field"), [
    ({"name": "   "}, "name"),
    ({"name": "x" * 81}, "name"),
    ({"characteristics": {"strength": 6, "spirit": 3, "intention": 3}},
     "characteristics.strength"),
    ({"characteristics": {"strength": 3, "spirit": 3}}, "characteristics.intention"),
    ({"domain_modifiers": {"sword": 3}}, "domain_modifiers.sword"),
    ({"domain_modifiers": {"body": -2}}, "domain_modifiers.body"),
    ({"domain_modifiers": {"archery": 1}}, "domain_modifiers.archery"),
    ({"attributes": [{"attribute_id": "riding", "name": "R", "domain_id": "body",
                      "level": 4}]}, "attributes.0.level"),
    ({"attributes": [{"attribute_id": "Riding", "name": "R", "domain_id": "body",
                      "level": 1}]}, "attributes.0.attribute_id"),
    ({"attributes": [{"attribute_id": "riding", "name": "R", "domain_id": "archery",
                      "level": 1}]}, "attributes.0.domain_id"),
    ({"attributes": [{"attribute_id": "r", "name": "R", "domain_id": "body", "level": 1},
                     {"attribute_id": "r", "name": "S", "domain_id": "sword", "level": 1}]},
     "attributes.1.name"),
    ({"character_id": "sinnead"}, "character_id"),
])
def test_an_invalid_sheet_is_refused_naming_its_field(fields: dict[str, object],
                                                       field: str) -> None:
    """C5: an invalid sheet names its field; its detail says the rule in words, with no
    identifier ("Force : un seuil va de 3 à 5")."""
    error = (
        spec(ARDRI)
        .given(registered("sinnead"))
        .when(register(**fields), PLAYER)
        .refused("invalid_sheet", InvalidValue)
    )
    assert error.field == field
    assert "_" not in error.detail and f"{field}:" not in error.detail


def test_d2_the_passion_modifier_reaches_a_domain_threshold_of_8() -> None:
    for intention, top in ((3, 5), (4, 4), (5, 3)):
        chars = {"strength": 3, "spirit": 3, "intention": intention}
        Game().when(register(characteristics=chars, domain_modifiers={"passion": top}), PLAYER)
        spec(ARDRI).when(
            register(characteristics=chars, domain_modifiers={"passion": top + 1}), PLAYER
        ).refused("invalid_sheet", InvalidValue)


def test_d18_the_gm_edits_domains_and_attributes_but_not_characteristics() -> None:
    table = Game(registered("sinnead", spirit=4), session("sinnead"))
    roll = table.roll("sinnead", "spirit", "knowledge", [4, 7, 9])
    riding = Attribute(attribute_id="riding", name="Riding", domain_id="body", level=2)
    (event,) = table.when(UpdateCharacterSheet(
        character_id="sinnead", domain_modifiers={"knowledge": 2}, attributes=[riding],
        characteristics={"strength": 3, "spirit": 4, "intention": 3}))
    assert isinstance(event, CharacterSheetUpdated)
    assert event.sheet.domain_modifiers["knowledge"] == 2 and event.sheet.attributes == (riding,)
    assert event.sheet.name == "Sinnead"
    assert table.state.session is not None
    assert table.state.session.open_rolls[roll.roll_id].effective_threshold == 4
    spec(ARDRI).at(table.state).when(
        UpdateCharacterSheet(
            character_id="sinnead", characteristics={"strength": 3, "spirit": 5, "intention": 3}
        )
    ).refused("characteristics_are_fixed")
    spec(ARDRI).at(table.state).when(
        UpdateCharacterSheet(character_id="sinnead", domain_modifiers={"knowledge": 3})
    ).refused("invalid_sheet", InvalidValue)


def test_only_the_gm_edits_a_sheet() -> None:
    spec(ARDRI).given(registered("sinnead")).when(
        UpdateCharacterSheet(character_id="sinnead", name="Sin"), PLAYER
    ).refused("not_authorized", NotAuthorized)
    spec(ARDRI).when(UpdateCharacterSheet(character_id="ghost", name="Sin")).refused(
        "character_not_found"
    )


def test_an_uninitialized_game_refuses_every_command() -> None:
    with pytest.raises(DomainError) as info:
        ARDRI.decide(ArdriState(), register(), PLAYER, mixed())
    assert info.value.code == "game_not_initialized"


def test_a_player_cannot_act_for_a_character_of_another_seat() -> None:
    table = Game(registered("sinnead", owner="p1"), session("sinnead"))
    spec(ARDRI).at(table.state).when(
        roll_command("sinnead", "spirit", None, [1, 2, 3]), OTHER_PLAYER
    ).refused("not_authorized", NotAuthorized)
    assert table.roll("sinnead", "spirit", None, [1, 2, 3], actor=PLAYER).outcome == "success"


def test_not_authorized_comes_before_no_active_session() -> None:
    table = Game(registered("sinnead", owner="p1"))
    spec(ARDRI).at(table.state).when(
        roll_command("sinnead", "spirit", None, [1, 2, 3]), OTHER_PLAYER
    ).refused("not_authorized", NotAuthorized)
    spec(ARDRI).at(table.state).when(
        roll_command("sinnead", "spirit", None, [1, 2, 3]), PLAYER
    ).refused("no_active_session")


def test_unknown_and_absent_characters_cannot_act() -> None:
    table = Game(registered("sinnead"), registered("findell"), session("sinnead"))
    spec(ARDRI).at(table.state).when(roll_command("ghost", "spirit", None, [1, 2, 3])).refused(
        "character_not_found"
    )
    spec(ARDRI).at(table.state).when(roll_command("findell", "spirit", None, [1, 2, 3])).refused(
        "character_not_present"
    )


def test_a_command_of_another_rule_system_is_refused() -> None:
    class Dance(Command, frozen=True, kw_only=True):
        """Not an Ardri command."""

    spec(ARDRI).given(registered("sinnead"), session("sinnead")).when(Dance()).refused(
        "unknown_command"
    )


def test_a_game_initialized_event_configures_a_bare_stream() -> None:
    catalog = {"strength": ("body", "sword", "bow"), "spirit": ("knowledge", "faith", "focus"),
               "intention": ("unworthy", "passion", "charm")}
    state = ARDRI.evolve(ArdriState(), GameInitialized(gm_player_id="gm", domain_catalog=catalog))
    assert (state.initialized, state.gm_player_id, state.domain_catalog) == (True, "gm", catalog)
    (event,) = ARDRI.decide(state, register(domain_modifiers={"charm": 2}), PLAYER, mixed())
    assert isinstance(event, CharacterRegistered)
    assert event.sheet.domain_modifiers["charm"] == 2
