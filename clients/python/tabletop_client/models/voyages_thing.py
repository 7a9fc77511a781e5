from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_adjective import VoyagesAdjective





T = TypeVar("T", bound="VoyagesThing")



@_attrs_define
class VoyagesThing:
    """ An object (or anything) that carries adjectives ("scores alternatifs").

        Attributes:
            adjectives (list[VoyagesAdjective]): Its adjectives (durable or temporary), each a bonus or malus of 1 to 3.
            holder_character_id (None | str): The character holding the thing; null: none.
            name (str): The name, as typed.
            thing_id (str): The thing concerned (an id from the table's `things`).
     """

    adjectives: list[VoyagesAdjective]
    holder_character_id: None | str
    name: str
    thing_id: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_adjective import VoyagesAdjective # noqa: PLC0415
        adjectives = []
        for adjectives_item_data in self.adjectives:
            adjectives_item = adjectives_item_data.to_dict()
            adjectives.append(adjectives_item)



        holder_character_id: None | str
        holder_character_id = self.holder_character_id

        name = self.name

        thing_id = self.thing_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "adjectives": adjectives,
            "holder_character_id": holder_character_id,
            "name": name,
            "thing_id": thing_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_adjective import VoyagesAdjective # noqa: PLC0415
        d = dict(src_dict)
        adjectives = []
        _adjectives = d.pop("adjectives")
        for adjectives_item_data in (_adjectives):
            adjectives_item = VoyagesAdjective.from_dict(adjectives_item_data)



            adjectives.append(adjectives_item)


        def _parse_holder_character_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        holder_character_id = _parse_holder_character_id(d.pop("holder_character_id"))


        name = d.pop("name")

        thing_id = d.pop("thing_id")

        voyages_thing = cls(
            adjectives=adjectives,
            holder_character_id=holder_character_id,
            name=name,
            thing_id=thing_id,
        )

        return voyages_thing

