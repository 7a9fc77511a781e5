from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_helper_roll import VoyagesHelperRoll
  from ..models.voyages_main_roll import VoyagesMainRoll





T = TypeVar("T", bound="VoyagesActionRolled")



@_attrs_define
class VoyagesActionRolled:
    """ The dice of an action.

        Attributes:
            action_id (str): The action concerned (an id from the table's `actions`).
            character_id (str): The character concerned (an id from the table's `characters`).
            helpers (list[VoyagesHelperRoll]): Characters who help (a double-edged help), each with their roll.
            invited (list[str]): Characters invited to help the action.
            main (VoyagesMainRoll): The main roll of an action.
     """

    action_id: str
    character_id: str
    helpers: list[VoyagesHelperRoll]
    invited: list[str]
    main: VoyagesMainRoll
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_helper_roll import VoyagesHelperRoll # noqa: PLC0415
        from ..models.voyages_main_roll import VoyagesMainRoll # noqa: PLC0415
        action_id = self.action_id

        character_id = self.character_id

        helpers = []
        for helpers_item_data in self.helpers:
            helpers_item = helpers_item_data.to_dict()
            helpers.append(helpers_item)



        invited = self.invited



        main = self.main.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action_id": action_id,
            "character_id": character_id,
            "helpers": helpers,
            "invited": invited,
            "main": main,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_helper_roll import VoyagesHelperRoll # noqa: PLC0415
        from ..models.voyages_main_roll import VoyagesMainRoll # noqa: PLC0415
        d = dict(src_dict)
        action_id = d.pop("action_id")

        character_id = d.pop("character_id")

        helpers = []
        _helpers = d.pop("helpers")
        for helpers_item_data in (_helpers):
            helpers_item = VoyagesHelperRoll.from_dict(helpers_item_data)



            helpers.append(helpers_item)


        invited = cast(list[str], d.pop("invited"))


        main = VoyagesMainRoll.from_dict(d.pop("main"))




        voyages_action_rolled = cls(
            action_id=action_id,
            character_id=character_id,
            helpers=helpers,
            invited=invited,
            main=main,
        )


        voyages_action_rolled.additional_properties = d
        return voyages_action_rolled

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
