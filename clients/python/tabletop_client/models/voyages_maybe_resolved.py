from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_maybe_resolved_option import VoyagesMaybeResolvedOption
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_maybe_cost import VoyagesMaybeCost





T = TypeVar("T", bound="VoyagesMaybeResolved")



@_attrs_define
class VoyagesMaybeResolved:
    """ The owner answered a 'maybe'.

        Attributes:
            action_id (str): The action concerned (an id from the table's `actions`).
            cost (None | VoyagesMaybeCost): The cost paid; null: none.
            effect_id (None | str): The effect concerned (an id from the table's `effects`: what a flaw may undo).
            option (VoyagesMaybeResolvedOption): `lower_ambition`, `pay_cost` or `decline`.
     """

    action_id: str
    cost: None | VoyagesMaybeCost
    effect_id: None | str
    option: VoyagesMaybeResolvedOption
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_maybe_cost import VoyagesMaybeCost # noqa: PLC0415
        action_id = self.action_id

        cost: dict[str, Any] | None
        if isinstance(self.cost, VoyagesMaybeCost):
            cost = self.cost.to_dict()
        else:
            cost = self.cost

        effect_id: None | str
        effect_id = self.effect_id

        option = self.option.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action_id": action_id,
            "cost": cost,
            "effect_id": effect_id,
            "option": option,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_maybe_cost import VoyagesMaybeCost # noqa: PLC0415
        d = dict(src_dict)
        action_id = d.pop("action_id")

        def _parse_cost(data: object) -> None | VoyagesMaybeCost:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cost_type_0 = VoyagesMaybeCost.from_dict(data)



                return cost_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VoyagesMaybeCost, data)

        cost = _parse_cost(d.pop("cost"))


        def _parse_effect_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        effect_id = _parse_effect_id(d.pop("effect_id"))


        option = VoyagesMaybeResolvedOption(d.pop("option"))




        voyages_maybe_resolved = cls(
            action_id=action_id,
            cost=cost,
            effect_id=effect_id,
            option=option,
        )


        voyages_maybe_resolved.additional_properties = d
        return voyages_maybe_resolved

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
