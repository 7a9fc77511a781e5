from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_approach_contested_rounds_of_dice_item import VoyagesApproachContestedRoundsOfDiceItem





T = TypeVar("T", bound="VoyagesApproachContested")



@_attrs_define
class VoyagesApproachContested:
    """ Sides rolled for the approach; the highest won.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            rounds_of_dice (list[VoyagesApproachContestedRoundsOfDiceItem]): Each pass of the approach contest: side id ->
                its dice.
            winner_side_id (str): The side that won the approach contest.
     """

    conflict_id: str
    rounds_of_dice: list[VoyagesApproachContestedRoundsOfDiceItem]
    winner_side_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_approach_contested_rounds_of_dice_item import VoyagesApproachContestedRoundsOfDiceItem # noqa: PLC0415
        conflict_id = self.conflict_id

        rounds_of_dice = []
        for rounds_of_dice_item_data in self.rounds_of_dice:
            rounds_of_dice_item = rounds_of_dice_item_data.to_dict()
            rounds_of_dice.append(rounds_of_dice_item)



        winner_side_id = self.winner_side_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "conflict_id": conflict_id,
            "rounds_of_dice": rounds_of_dice,
            "winner_side_id": winner_side_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_approach_contested_rounds_of_dice_item import VoyagesApproachContestedRoundsOfDiceItem # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        rounds_of_dice = []
        _rounds_of_dice = d.pop("rounds_of_dice")
        for rounds_of_dice_item_data in (_rounds_of_dice):
            rounds_of_dice_item = VoyagesApproachContestedRoundsOfDiceItem.from_dict(rounds_of_dice_item_data)



            rounds_of_dice.append(rounds_of_dice_item)


        winner_side_id = d.pop("winner_side_id")

        voyages_approach_contested = cls(
            conflict_id=conflict_id,
            rounds_of_dice=rounds_of_dice,
            winner_side_id=winner_side_id,
        )


        voyages_approach_contested.additional_properties = d
        return voyages_approach_contested

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
