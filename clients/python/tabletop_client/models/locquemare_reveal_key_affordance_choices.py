from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_reveal_key_affordance_choices_key_id_item import LocquemareRevealKeyAffordanceChoicesKeyIdItem





T = TypeVar("T", bound="LocquemareRevealKeyAffordanceChoices")



@_attrs_define
class LocquemareRevealKeyAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            key_id (list[LocquemareRevealKeyAffordanceChoicesKeyIdItem]): The values `key_id` may take now, each with what a
                person reads.
     """

    key_id: list[LocquemareRevealKeyAffordanceChoicesKeyIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_reveal_key_affordance_choices_key_id_item import LocquemareRevealKeyAffordanceChoicesKeyIdItem # noqa: PLC0415
        key_id = []
        for key_id_item_data in self.key_id:
            key_id_item = key_id_item_data.to_dict()
            key_id.append(key_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key_id": key_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_reveal_key_affordance_choices_key_id_item import LocquemareRevealKeyAffordanceChoicesKeyIdItem # noqa: PLC0415
        d = dict(src_dict)
        key_id = []
        _key_id = d.pop("key_id")
        for key_id_item_data in (_key_id):
            key_id_item = LocquemareRevealKeyAffordanceChoicesKeyIdItem.from_dict(key_id_item_data)



            key_id.append(key_id_item)


        locquemare_reveal_key_affordance_choices = cls(
            key_id=key_id,
        )

        return locquemare_reveal_key_affordance_choices

