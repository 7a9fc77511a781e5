from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_grid_adjective import VoyagesGridAdjective





T = TypeVar("T", bound="VoyagesGridOption")



@_attrs_define
class VoyagesGridOption:
    """ One alternative of a grid entry (T4): « Adjectif "arnaqueur" ou 20 pièces » lists
    the adjective and the coins.

        Attributes:
            adjective (None | VoyagesGridAdjective): An adjective to give: its name, value (1 to 3) and duration; null:
                none.
            description (str): What it is, in the table's words.
     """

    adjective: None | VoyagesGridAdjective
    description: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_grid_adjective import VoyagesGridAdjective # noqa: PLC0415
        adjective: dict[str, Any] | None
        if isinstance(self.adjective, VoyagesGridAdjective):
            adjective = self.adjective.to_dict()
        else:
            adjective = self.adjective

        description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "adjective": adjective,
            "description": description,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_grid_adjective import VoyagesGridAdjective # noqa: PLC0415
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


        description = d.pop("description")

        voyages_grid_option = cls(
            adjective=adjective,
            description=description,
        )

        return voyages_grid_option

