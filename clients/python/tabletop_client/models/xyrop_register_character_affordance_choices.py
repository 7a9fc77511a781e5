from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_register_character_affordance_choices_owner_player_id_item import XyropRegisterCharacterAffordanceChoicesOwnerPlayerIdItem





T = TypeVar("T", bound="XyropRegisterCharacterAffordanceChoices")



@_attrs_define
class XyropRegisterCharacterAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            owner_player_id (list[XyropRegisterCharacterAffordanceChoicesOwnerPlayerIdItem]): The values `owner_player_id`
                may take now, each with what a person reads.
     """

    owner_player_id: list[XyropRegisterCharacterAffordanceChoicesOwnerPlayerIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_register_character_affordance_choices_owner_player_id_item import XyropRegisterCharacterAffordanceChoicesOwnerPlayerIdItem # noqa: PLC0415
        owner_player_id = []
        for owner_player_id_item_data in self.owner_player_id:
            owner_player_id_item = owner_player_id_item_data.to_dict()
            owner_player_id.append(owner_player_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "owner_player_id": owner_player_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_register_character_affordance_choices_owner_player_id_item import XyropRegisterCharacterAffordanceChoicesOwnerPlayerIdItem # noqa: PLC0415
        d = dict(src_dict)
        owner_player_id = []
        _owner_player_id = d.pop("owner_player_id")
        for owner_player_id_item_data in (_owner_player_id):
            owner_player_id_item = XyropRegisterCharacterAffordanceChoicesOwnerPlayerIdItem.from_dict(owner_player_id_item_data)



            owner_player_id.append(owner_player_id_item)


        xyrop_register_character_affordance_choices = cls(
            owner_player_id=owner_player_id,
        )

        return xyrop_register_character_affordance_choices

