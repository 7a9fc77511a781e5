from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_establish_fact_affordance_choices_key_ids_item import LocquemareEstablishFactAffordanceChoicesKeyIdsItem





T = TypeVar("T", bound="LocquemareEstablishFactAffordanceChoices")



@_attrs_define
class LocquemareEstablishFactAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            key_ids (list[LocquemareEstablishFactAffordanceChoicesKeyIdsItem]): The values `key_ids` may take now, each with
                what a person reads.
     """

    key_ids: list[LocquemareEstablishFactAffordanceChoicesKeyIdsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_establish_fact_affordance_choices_key_ids_item import LocquemareEstablishFactAffordanceChoicesKeyIdsItem # noqa: PLC0415
        key_ids = []
        for key_ids_item_data in self.key_ids:
            key_ids_item = key_ids_item_data.to_dict()
            key_ids.append(key_ids_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key_ids": key_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_establish_fact_affordance_choices_key_ids_item import LocquemareEstablishFactAffordanceChoicesKeyIdsItem # noqa: PLC0415
        d = dict(src_dict)
        key_ids = []
        _key_ids = d.pop("key_ids")
        for key_ids_item_data in (_key_ids):
            key_ids_item = LocquemareEstablishFactAffordanceChoicesKeyIdsItem.from_dict(key_ids_item_data)



            key_ids.append(key_ids_item)


        locquemare_establish_fact_affordance_choices = cls(
            key_ids=key_ids,
        )

        return locquemare_establish_fact_affordance_choices

