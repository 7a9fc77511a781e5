from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_step_up_asset_affordance_choices_asset_id_item import XyropStepUpAssetAffordanceChoicesAssetIdItem





T = TypeVar("T", bound="XyropStepUpAssetAffordanceChoices")



@_attrs_define
class XyropStepUpAssetAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            asset_id (list[XyropStepUpAssetAffordanceChoicesAssetIdItem]): The values `asset_id` may take now, each with
                what a person reads.
     """

    asset_id: list[XyropStepUpAssetAffordanceChoicesAssetIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_step_up_asset_affordance_choices_asset_id_item import XyropStepUpAssetAffordanceChoicesAssetIdItem # noqa: PLC0415
        asset_id = []
        for asset_id_item_data in self.asset_id:
            asset_id_item = asset_id_item_data.to_dict()
            asset_id.append(asset_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "asset_id": asset_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_step_up_asset_affordance_choices_asset_id_item import XyropStepUpAssetAffordanceChoicesAssetIdItem # noqa: PLC0415
        d = dict(src_dict)
        asset_id = []
        _asset_id = d.pop("asset_id")
        for asset_id_item_data in (_asset_id):
            asset_id_item = XyropStepUpAssetAffordanceChoicesAssetIdItem.from_dict(asset_id_item_data)



            asset_id.append(asset_id_item)


        xyrop_step_up_asset_affordance_choices = cls(
            asset_id=asset_id,
        )

        return xyrop_step_up_asset_affordance_choices

