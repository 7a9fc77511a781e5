from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_asset_stepped_reason import XyropAssetSteppedReason
from typing import cast






T = TypeVar("T", bound="XyropAssetStepped")



@_attrs_define
class XyropAssetStepped:
    """ An asset moved (`to` None: removed).

        Attributes:
            asset_id (str): The asset concerned (an id from the character's `assets`).
            character_id (str): The character concerned (an id from the game's `characters`).
            from_ (int): The value before the step (a die's faces; for stress also `none`).
            reason (XyropAssetSteppedReason): What made it change: a contest effect, a gm adjustment, a player's or the gm's
                1s, destiny, the session's end (see the values allowed).
            to (int | None): The value after the step (a die's faces; null: removed; for stress also `out`).
     """

    asset_id: str
    character_id: str
    from_: int
    reason: XyropAssetSteppedReason
    to: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        asset_id = self.asset_id

        character_id = self.character_id

        from_ = self.from_

        reason = self.reason.value

        to: int | None
        to = self.to


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "asset_id": asset_id,
            "character_id": character_id,
            "from": from_,
            "reason": reason,
            "to": to,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        asset_id = d.pop("asset_id")

        character_id = d.pop("character_id")

        from_ = d.pop("from")

        reason = XyropAssetSteppedReason(d.pop("reason"))




        def _parse_to(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to = _parse_to(d.pop("to"))


        xyrop_asset_stepped = cls(
            asset_id=asset_id,
            character_id=character_id,
            from_=from_,
            reason=reason,
            to=to,
        )


        xyrop_asset_stepped.additional_properties = d
        return xyrop_asset_stepped

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
