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





T = TypeVar("T", bound="VoyagesGridOptionIn")



@_attrs_define
class VoyagesGridOptionIn:
    """ One alternative of a grid entry (T4): « Adjectif "arnaqueur" ou 20 pièces » lists
    the adjective and the coins.

        Attributes:
            description (str): What it is, in the table's words.
            adjective (None | Unset | VoyagesGridAdjectiveIn): An adjective to give: its name, value (1 to 3) and duration;
                null: none.
     """

    description: str
    adjective: None | Unset | VoyagesGridAdjectiveIn = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_grid_adjective_in import VoyagesGridAdjectiveIn # noqa: PLC0415
        description = self.description

        adjective: dict[str, Any] | None | Unset
        if isinstance(self.adjective, Unset):
            adjective = UNSET
        elif isinstance(self.adjective, VoyagesGridAdjectiveIn):
            adjective = self.adjective.to_dict()
        else:
            adjective = self.adjective


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
        })
        if adjective is not UNSET:
            field_dict["adjective"] = adjective

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_grid_adjective_in import VoyagesGridAdjectiveIn # noqa: PLC0415
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


        voyages_grid_option_in = cls(
            description=description,
            adjective=adjective,
        )

        return voyages_grid_option_in

