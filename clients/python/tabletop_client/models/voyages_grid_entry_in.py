from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_grid_adjective_in import VoyagesGridAdjectiveIn
  from ..models.voyages_grid_option_in import VoyagesGridOptionIn





T = TypeVar("T", bound="VoyagesGridEntryIn")



@_attrs_define
class VoyagesGridEntryIn:
    """ One tier of the generic grid; with `alternatives` (two or more, T4) the payer
    picks one (`choice`) and the entry's own `adjective` stays empty.

        Attributes:
            description (str): What it is, in the table's words.
            adjective (None | Unset | VoyagesGridAdjectiveIn): An adjective to give: its name, value (1 to 3) and duration;
                null: none.
            alternatives (list[VoyagesGridOptionIn] | Unset): Other adjectives the grid entry may give instead.
     """

    description: str
    adjective: None | Unset | VoyagesGridAdjectiveIn = UNSET
    alternatives: list[VoyagesGridOptionIn] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_grid_adjective_in import VoyagesGridAdjectiveIn # noqa: PLC0415
        from ..models.voyages_grid_option_in import VoyagesGridOptionIn # noqa: PLC0415
        description = self.description

        adjective: dict[str, Any] | None | Unset
        if isinstance(self.adjective, Unset):
            adjective = UNSET
        elif isinstance(self.adjective, VoyagesGridAdjectiveIn):
            adjective = self.adjective.to_dict()
        else:
            adjective = self.adjective

        alternatives: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.alternatives, Unset):
            alternatives = []
            for alternatives_item_data in self.alternatives:
                alternatives_item = alternatives_item_data.to_dict()
                alternatives.append(alternatives_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
        })
        if adjective is not UNSET:
            field_dict["adjective"] = adjective
        if alternatives is not UNSET:
            field_dict["alternatives"] = alternatives

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_grid_adjective_in import VoyagesGridAdjectiveIn # noqa: PLC0415
        from ..models.voyages_grid_option_in import VoyagesGridOptionIn # noqa: PLC0415
        d = dict(src_dict)
        description = d.pop("description")

        def _parse_adjective(data: object) -> None | Unset | VoyagesGridAdjectiveIn:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                adjective_type_0 = VoyagesGridAdjectiveIn.from_dict(data)



                return adjective_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | VoyagesGridAdjectiveIn, data)

        adjective = _parse_adjective(d.pop("adjective", UNSET))


        _alternatives = d.pop("alternatives", UNSET)
        alternatives: list[VoyagesGridOptionIn] | Unset = UNSET
        if _alternatives is not UNSET:
            alternatives = []
            for alternatives_item_data in _alternatives:
                alternatives_item = VoyagesGridOptionIn.from_dict(alternatives_item_data)



                alternatives.append(alternatives_item)


        voyages_grid_entry_in = cls(
            description=description,
            adjective=adjective,
            alternatives=alternatives,
        )

        return voyages_grid_entry_in

