from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_gain_prowess_type import LocquemareGainProwessType
from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_prowess_in import LocquemareProwessIn





T = TypeVar("T", bound="LocquemareGainProwess")



@_attrs_define
class LocquemareGainProwess:
    """ Chorus: a hero gains a prowess.

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            prowess (LocquemareProwessIn): A hero's prowess; its bonus size is set by the Chorus when it is created.
            type_ (LocquemareGainProwessType): The message's tag: `GainProwess`.
     """

    hero_id: str
    prowess: LocquemareProwessIn
    type_: LocquemareGainProwessType





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_prowess_in import LocquemareProwessIn # noqa: PLC0415
        hero_id = self.hero_id

        prowess = self.prowess.to_dict()

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hero_id": hero_id,
            "prowess": prowess,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_prowess_in import LocquemareProwessIn # noqa: PLC0415
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        prowess = LocquemareProwessIn.from_dict(d.pop("prowess"))




        type_ = LocquemareGainProwessType(d.pop("type"))




        locquemare_gain_prowess = cls(
            hero_id=hero_id,
            prowess=prowess,
            type_=type_,
        )

        return locquemare_gain_prowess

