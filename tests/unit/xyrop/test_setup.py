"""Game options, character registration and the gm's amendments."""

import msgspec
import pytest

from domain.core import InvalidValue, NotAuthorized
from domain.xyrop.commands import AmendCharacterSheet, RegisterCharacter
from domain.xyrop.decider import XYROP
from domain.xyrop.events import CharacterRegistered, CharacterSheetAmended, GameInitialized
from domain.xyrop.state import Distinction, GameState, Race, Treasure, XyropOptions
from tests.support.decider_spec import spec
from tests.unit.xyrop.helpers import PIP_SEAT, given, history, register_pip


def test_a_new_table_has_the_default_options() -> None:
    state = XYROP.initial_state(XyropOptions())
    assert state.config.stress_catalog == ("wound",)
    assert state.config.max_distinctions_per_roll == 1


@pytest.mark.parametrize("options", [
    {"stress_catalog": []},
    {"stress_catalog": ["wound", "wound"]},
])
def test_a_bad_configuration_is_refused(options: dict[str, object]) -> None:
    decoded = msgspec.convert(options, XyropOptions)
    with pytest.raises(InvalidValue) as raised:
        XYROP.initial_state(decoded)
    assert raised.value.code == "invalid_config"


@pytest.mark.parametrize("options", [
    {"max_distinctions_per_roll": 5},
    {"stress_catalog": ["Wound"]},
    {"stressed": True},
])
def test_malformed_options_are_refused_when_decoded(options: dict[str, object]) -> None:
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert(options, XyropOptions)


def test_an_uninitialized_game_refuses_commands() -> None:
    state = GameState(initialized=False)
    spec(XYROP).at(state).when(register_pip()).refused("game_not_initialized")
    configured = XYROP.evolve(state, GameInitialized(
        gm_player_id="gm", stress_catalog=("wound", "fear"), max_distinctions_per_roll=2))
    assert configured.initialized and configured.config.stress_catalog == ("wound", "fear")


def test_a_player_registers_a_character_for_its_seat() -> None:
    command = msgspec.structs.replace(register_pip(), owner_player_id=None, character_id=None)
    (event,) = spec(XYROP).given([]).when(command, PIP_SEAT).events
    assert isinstance(event, CharacterRegistered)
    assert (event.character_id, event.owner_player_id) == ("pip", "seat-pip")
    sheet = event.sheet
    assert (sheet.destiny_points, sheet.initial_destiny, sheet.stress) == (1, 1, {"wound": "none"})
    assert sheet.treasures == (Treasure(treasure_id="elven_cloak", name="Elven cloak"),)


def test_a_generated_id_never_collides() -> None:
    command = msgspec.structs.replace(register_pip(), character_id=None)
    state = given(history(command))
    (event,) = spec(XYROP).at(state).when(command).events
    assert event.character_id == "pip-2"  # type: ignore[attr-defined]


def test_a_player_cannot_register_for_another_seat() -> None:
    spec(XYROP).given([]).when(register_pip(owner="seat-sam"), PIP_SEAT).refused(
        "not_authorized", NotAuthorized
    )


BAD_SHEETS: list[dict[str, object]] = [
    {"owner_player_id": None},
    {"character_id": "Pip!"},
    {"name": "   "},
    {"race": Race(name="")},
    {"distinctions": ()},
    {"distinctions": tuple(Distinction(distinction_id=f"d{i}", name="x") for i in range(4))},
    {"distinctions": (Distinction(distinction_id="race", name="x"),
                      Distinction(distinction_id="a", name="x"),
                      Distinction(distinction_id="b", name="x"))},
    {"distinctions": (Distinction(distinction_id="a", name="x"),) * 3},
    {"distinctions": (Distinction(distinction_id="a", name=" "),
                      Distinction(distinction_id="b", name="x"),
                      Distinction(distinction_id="c", name="x"))},
    {"approaches": {}},
    {"roles": {"burglar": 7}},
    {"values": {"  ": 6}},
    {"values": {"Loyauté": 6, "loyaute": 8}},  # one id for both
    {"values": {"!?": 6}},
]


@pytest.mark.parametrize("changes", BAD_SHEETS)
def test_an_invalid_sheet_is_refused(changes: dict[str, object]) -> None:
    command = msgspec.structs.replace(register_pip(), **changes)
    spec(XYROP).given([]).when(command).refused("invalid_sheet", InvalidValue)


def test_a_character_id_is_unique() -> None:
    spec(XYROP).given(history(register_pip())).when(register_pip()).refused(
        "invalid_sheet", InvalidValue
    )


def test_unknown_fields_are_refused_when_decoded() -> None:
    raw = msgspec.json.encode(register_pip()).replace(b'"name":"Pip"', b'"nom":"Pip"')
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(raw, type=RegisterCharacter)


def test_the_gm_amends_a_sheet() -> None:
    state = given(history(register_pip()))
    amend = AmendCharacterSheet(character_id="pip", roles={"burglar": 10},
                                treasures=(Treasure(treasure_id="ring", name="Ring", die=8),))
    (event,) = spec(XYROP).at(state).when(amend).events
    assert isinstance(event, CharacterSheetAmended)
    after = XYROP.evolve(state, event).characters["pip"]
    assert after.roles == {"burglar": 10} and after.approaches == {"careful": 8, "quick": 6}
    assert after.treasures[0].die == 8


@pytest.mark.parametrize("changes", [
    {"distinctions": ()},
    {"treasures": ()},
    {"treasures": (Treasure(treasure_id="ring", name="Ring", die=4),)},
    {"approaches": {"careful": 14}},
])
def test_an_amendment_must_leave_a_valid_sheet(changes: dict[str, object]) -> None:
    state = given(history(register_pip()))
    spec(XYROP).at(state).when(AmendCharacterSheet(character_id="pip", **changes)).refused(
        "invalid_sheet", InvalidValue
    )


def test_only_the_gm_amends_and_only_known_characters() -> None:
    state = given(history(register_pip()))
    spec(XYROP).at(state).when(
        AmendCharacterSheet(character_id="pip", name="Pippin"), PIP_SEAT
    ).refused("not_authorized", NotAuthorized)
    spec(XYROP).at(state).when(AmendCharacterSheet(character_id="sam")).refused(
        "character_not_found"
    )
