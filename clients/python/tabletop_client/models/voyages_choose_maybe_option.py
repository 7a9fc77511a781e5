from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_choose_maybe_option_option import VoyagesChooseMaybeOptionOption
from ..models.voyages_choose_maybe_option_type import VoyagesChooseMaybeOptionType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_maybe_cost_in import VoyagesMaybeCostIn





T = TypeVar("T", bound="VoyagesChooseMaybeOption")



@_attrs_define
class VoyagesChooseMaybeOption:
    """ The owner's answer to a 'maybe' outcome.

        Attributes:
            action_id (str): The action concerned (an id from the table's `actions`).
            option (VoyagesChooseMaybeOptionOption): `lower_ambition`, `pay_cost` or `decline`.
            type_ (VoyagesChooseMaybeOptionType): The message's tag: `ChooseMaybeOption`.
            cost (None | Unset | VoyagesMaybeCostIn): With `pay_cost`: the cost and maybe a negative adjective; null
                otherwise.
     """

    action_id: str
    option: VoyagesChooseMaybeOptionOption
    type_: VoyagesChooseMaybeOptionType
    cost: None | Unset | VoyagesMaybeCostIn = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_maybe_cost_in import VoyagesMaybeCostIn # noqa: PLC0415
        action_id = self.action_id

        option = self.option.value

        type_ = self.type_.value

        cost: dict[str, Any] | None | Unset
        if isinstance(self.cost, Unset):
            cost = UNSET
        elif isinstance(self.cost, VoyagesMaybeCostIn):
            cost = self.cost.to_dict()
        else:
            cost = self.cost


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action_id": action_id,
            "option": option,
            "type": type_,
        })
        if cost is not UNSET:
            field_dict["cost"] = cost

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_maybe_cost_in import VoyagesMaybeCostIn # noqa: PLC0415
        d = dict(src_dict)
        action_id = d.pop("action_id")

        option = VoyagesChooseMaybeOptionOption(d.pop("option"))




        type_ = VoyagesChooseMaybeOptionType(d.pop("type"))




        def _parse_cost(data: object) -> None | Unset | VoyagesMaybeCostIn:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cost_type_0 = VoyagesMaybeCostIn.from_dict(data)



                return cost_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | VoyagesMaybeCostIn, data)

        cost = _parse_cost(d.pop("cost", UNSET))


        voyages_choose_maybe_option = cls(
            action_id=action_id,
            option=option,
            type_=type_,
            cost=cost,
        )

        return voyages_choose_maybe_option

