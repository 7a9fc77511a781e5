from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_grid_adjective import VoyagesGridAdjective
  from ..models.voyages_grid_option import VoyagesGridOption





T = TypeVar("T", bound="VoyagesGridEntry")



@_attrs_define
class VoyagesGridEntry:
    """ One tier of the generic grid; with `alternatives` (two or more, T4) the payer
    picks one (`choice`) and the entry's own `adjective` stays empty.

        Attributes:
            adjective (None | VoyagesGridAdjective): An adjective to give: its name, value (1 to 3) and duration; null:
                none.
            alternatives (list[VoyagesGridOption]): Other adjectives the grid entry may give instead.
            description (str): What it is, in the table's words.
     """

    adjective: None | VoyagesGridAdjective
    alternatives: list[VoyagesGridOption]
    description: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_grid_adjective import VoyagesGridAdjective # noqa: PLC0415
        from ..models.voyages_grid_option import VoyagesGridOption # noqa: PLC0415
        adjective: dict[str, Any] | None
        if isinstance(self.adjective, VoyagesGridAdjective):
            adjective = self.adjective.to_dict()
        else:
            adjective = self.adjective

        alternatives = []
        for alternatives_item_data in self.alternatives:
            alternatives_item = alternatives_item_data.to_dict()
            alternatives.append(alternatives_item)



        description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "adjective": adjective,
            "alternatives": alternatives,
            "description": description,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_grid_adjective import VoyagesGridAdjective # noqa: PLC0415
        from ..models.voyages_grid_option import VoyagesGridOption # noqa: PLC0415
        d = dict(src_dict)
        def _parse_adjective(data: object) -> None | VoyagesGridAdjective:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                adjective_type_0 = VoyagesGridAdjective.from_dict(data)



                return adjective_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VoyagesGridAdjective, data)

        adjective = _parse_adjective(d.pop("adjective"))


        alternatives = []
        _alternatives = d.pop("alternatives")
        for alternatives_item_data in (_alternatives):
            alternatives_item = VoyagesGridOption.from_dict(alternatives_item_data)



            alternatives.append(alternatives_item)


        description = d.pop("description")

        voyages_grid_entry = cls(
            adjective=adjective,
            alternatives=alternatives,
            description=description,
        )

        return voyages_grid_entry

