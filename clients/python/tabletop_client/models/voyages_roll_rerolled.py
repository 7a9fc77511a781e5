from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_dice_record import VoyagesDiceRecord





T = TypeVar("T", bound="VoyagesRollRerolled")



@_attrs_define
class VoyagesRollRerolled:
    """ A die was rerolled; the roll's score follows.

        Attributes:
            dice (VoyagesDiceRecord): Every die a command used, and whether the server or the table rolled it.
            new_score (int): The roll's score after the reroll.
            previous_die (int): The die before the reroll.
            resolution_id (str): The action, situation or conflict concerned.
            roll_id (str): The roll concerned.
     """

    dice: VoyagesDiceRecord
    new_score: int
    previous_die: int
    resolution_id: str
    roll_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_dice_record import VoyagesDiceRecord # noqa: PLC0415
        dice = self.dice.to_dict()

        new_score = self.new_score

        previous_die = self.previous_die

        resolution_id = self.resolution_id

        roll_id = self.roll_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dice": dice,
            "new_score": new_score,
            "previous_die": previous_die,
            "resolution_id": resolution_id,
            "roll_id": roll_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_dice_record import VoyagesDiceRecord # noqa: PLC0415
        d = dict(src_dict)
        dice = VoyagesDiceRecord.from_dict(d.pop("dice"))




        new_score = d.pop("new_score")

        previous_die = d.pop("previous_die")

        resolution_id = d.pop("resolution_id")

        roll_id = d.pop("roll_id")

        voyages_roll_rerolled = cls(
            dice=dice,
            new_score=new_score,
            previous_die=previous_die,
            resolution_id=resolution_id,
            roll_id=roll_id,
        )


        voyages_roll_rerolled.additional_properties = d
        return voyages_roll_rerolled

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
