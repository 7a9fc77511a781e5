from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_resolve_harm_type import LocquemareResolveHarmType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_absorb_option import LocquemareAbsorbOption
  from ..models.locquemare_extreme_option import LocquemareExtremeOption





T = TypeVar("T", bound="LocquemareResolveHarm")



@_attrs_define
class LocquemareResolveHarm:
    """ Resolve pending harm: absorb | extreme | accept_defeat | taken_out.

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            option (str): The option chosen.
            type_ (LocquemareResolveHarmType): The message's tag: `ResolveHarm`.
            absorb (LocquemareAbsorbOption | None | Unset): Absorb the harm with consequences: the slots and their texts;
                null: no.
            extreme (LocquemareExtremeOption | None | Unset): Take an extreme consequence, replacing a key; null: no.
     """

    hero_id: str
    option: str
    type_: LocquemareResolveHarmType
    absorb: LocquemareAbsorbOption | None | Unset = UNSET
    extreme: LocquemareExtremeOption | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_absorb_option import LocquemareAbsorbOption # noqa: PLC0415
        from ..models.locquemare_extreme_option import LocquemareExtremeOption # noqa: PLC0415
        hero_id = self.hero_id

        option = self.option

        type_ = self.type_.value

        absorb: dict[str, Any] | None | Unset
        if isinstance(self.absorb, Unset):
            absorb = UNSET
        elif isinstance(self.absorb, LocquemareAbsorbOption):
            absorb = self.absorb.to_dict()
        else:
            absorb = self.absorb

        extreme: dict[str, Any] | None | Unset
        if isinstance(self.extreme, Unset):
            extreme = UNSET
        elif isinstance(self.extreme, LocquemareExtremeOption):
            extreme = self.extreme.to_dict()
        else:
            extreme = self.extreme


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hero_id": hero_id,
            "option": option,
            "type": type_,
        })
        if absorb is not UNSET:
            field_dict["absorb"] = absorb
        if extreme is not UNSET:
            field_dict["extreme"] = extreme

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_absorb_option import LocquemareAbsorbOption # noqa: PLC0415
        from ..models.locquemare_extreme_option import LocquemareExtremeOption # noqa: PLC0415
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        option = d.pop("option")

        type_ = LocquemareResolveHarmType(d.pop("type"))




        def _parse_absorb(data: object) -> LocquemareAbsorbOption | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                absorb_type_0 = LocquemareAbsorbOption.from_dict(data)



                return absorb_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareAbsorbOption | None | Unset, data)

        absorb = _parse_absorb(d.pop("absorb", UNSET))


        def _parse_extreme(data: object) -> LocquemareExtremeOption | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                extreme_type_0 = LocquemareExtremeOption.from_dict(data)



                return extreme_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareExtremeOption | None | Unset, data)

        extreme = _parse_extreme(d.pop("extreme", UNSET))


        locquemare_resolve_harm = cls(
            hero_id=hero_id,
            option=option,
            type_=type_,
            absorb=absorb,
            extreme=extreme,
        )

        return locquemare_resolve_harm

