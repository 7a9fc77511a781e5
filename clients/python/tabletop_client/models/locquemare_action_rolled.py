from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_dice_record import LocquemareDiceRecord





T = TypeVar("T", bound="LocquemareActionRolled")



@_attrs_define
class LocquemareActionRolled:
    """ The fate dice (and edge die) were rolled.

        Attributes:
            action_id (str): The action concerned (the table's open `action`).
            dice_total (int): The four fate dice's sum (-4 to +4).
            edge (LocquemareDiceRecord | None): The edge die rolled; null: none.
            fate (LocquemareDiceRecord): Every random value of a roll or draw, and whether the table or the server made it.
     """

    action_id: str
    dice_total: int
    edge: LocquemareDiceRecord | None
    fate: LocquemareDiceRecord
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_dice_record import LocquemareDiceRecord # noqa: PLC0415
        action_id = self.action_id

        dice_total = self.dice_total

        edge: dict[str, Any] | None
        if isinstance(self.edge, LocquemareDiceRecord):
            edge = self.edge.to_dict()
        else:
            edge = self.edge

        fate = self.fate.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action_id": action_id,
            "dice_total": dice_total,
            "edge": edge,
            "fate": fate,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_dice_record import LocquemareDiceRecord # noqa: PLC0415
        d = dict(src_dict)
        action_id = d.pop("action_id")

        dice_total = d.pop("dice_total")

        def _parse_edge(data: object) -> LocquemareDiceRecord | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                edge_type_0 = LocquemareDiceRecord.from_dict(data)



                return edge_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareDiceRecord | None, data)

        edge = _parse_edge(d.pop("edge"))


        fate = LocquemareDiceRecord.from_dict(d.pop("fate"))




        locquemare_action_rolled = cls(
            action_id=action_id,
            dice_total=dice_total,
            edge=edge,
            fate=fate,
        )


        locquemare_action_rolled.additional_properties = d
        return locquemare_action_rolled

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
