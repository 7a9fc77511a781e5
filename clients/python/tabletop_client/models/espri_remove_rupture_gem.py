from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_remove_rupture_gem_quadrant_type_0 import EspriRemoveRuptureGemQuadrantType0
from ..models.espri_remove_rupture_gem_type import EspriRemoveRuptureGemType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EspriRemoveRuptureGem")



@_attrs_define
class EspriRemoveRuptureGem:
    """ After a critical success, the leader may remove one rupture gem anywhere (or skip).

        Attributes:
            type_ (EspriRemoveRuptureGemType): The message's tag: `RemoveRuptureGem`.
            cell (int | None | Unset): The position of the rupture gem to remove (null with `skip`).
            quadrant (EspriRemoveRuptureGemQuadrantType0 | None | Unset): The quadrant of the rupture gem to remove (null
                with `skip`).
            skip (bool | Unset): True to pass instead of choosing. Default: False.
     """

    type_: EspriRemoveRuptureGemType
    cell: int | None | Unset = UNSET
    quadrant: EspriRemoveRuptureGemQuadrantType0 | None | Unset = UNSET
    skip: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        cell: int | None | Unset
        if isinstance(self.cell, Unset):
            cell = UNSET
        else:
            cell = self.cell

        quadrant: None | str | Unset
        if isinstance(self.quadrant, Unset):
            quadrant = UNSET
        elif isinstance(self.quadrant, EspriRemoveRuptureGemQuadrantType0):
            quadrant = self.quadrant.value
        else:
            quadrant = self.quadrant

        skip = self.skip


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if cell is not UNSET:
            field_dict["cell"] = cell
        if quadrant is not UNSET:
            field_dict["quadrant"] = quadrant
        if skip is not UNSET:
            field_dict["skip"] = skip

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = EspriRemoveRuptureGemType(d.pop("type"))




        def _parse_cell(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        cell = _parse_cell(d.pop("cell", UNSET))


        def _parse_quadrant(data: object) -> EspriRemoveRuptureGemQuadrantType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                quadrant_type_0 = EspriRemoveRuptureGemQuadrantType0(data)



                return quadrant_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriRemoveRuptureGemQuadrantType0 | None | Unset, data)

        quadrant = _parse_quadrant(d.pop("quadrant", UNSET))


        skip = d.pop("skip", UNSET)

        espri_remove_rupture_gem = cls(
            type_=type_,
            cell=cell,
            quadrant=quadrant,
            skip=skip,
        )

        return espri_remove_rupture_gem

