from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_rest_night_type import VoyagesRestNightType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_rest_night_neglected import VoyagesRestNightNeglected





T = TypeVar("T", bound="VoyagesRestNight")



@_attrs_define
class VoyagesRestNight:
    """ GM: a night of rest regenerates one point of each own tint not neglected.

        Attributes:
            character_ids (list[str]): The characters concerned.
            type_ (VoyagesRestNightType): The message's tag: `RestNight`.
            neglected (VoyagesRestNightNeglected | Unset): Own tints the character neglected, by character id: they do not
                regenerate.
     """

    character_ids: list[str]
    type_: VoyagesRestNightType
    neglected: VoyagesRestNightNeglected | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_rest_night_neglected import VoyagesRestNightNeglected # noqa: PLC0415
        character_ids = self.character_ids



        type_ = self.type_.value

        neglected: dict[str, Any] | Unset = UNSET
        if not isinstance(self.neglected, Unset):
            neglected = self.neglected.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_ids": character_ids,
            "type": type_,
        })
        if neglected is not UNSET:
            field_dict["neglected"] = neglected

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_rest_night_neglected import VoyagesRestNightNeglected # noqa: PLC0415
        d = dict(src_dict)
        character_ids = cast(list[str], d.pop("character_ids"))


        type_ = VoyagesRestNightType(d.pop("type"))




        _neglected = d.pop("neglected", UNSET)
        neglected: VoyagesRestNightNeglected | Unset
        if isinstance(_neglected,  Unset):
            neglected = UNSET
        else:
            neglected = VoyagesRestNightNeglected.from_dict(_neglected)




        voyages_rest_night = cls(
            character_ids=character_ids,
            type_=type_,
            neglected=neglected,
        )

        return voyages_rest_night

