from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_empty_evolution_track_type import LocquemareEmptyEvolutionTrackType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_new_key import LocquemareNewKey
  from ..models.locquemare_prowess_in import LocquemareProwessIn





T = TypeVar("T", bound="LocquemareEmptyEvolutionTrack")



@_attrs_define
class LocquemareEmptyEvolutionTrack:
    """ Spend a full track: five exploits, a new prowess or a new key.

        Attributes:
            choice (str): What the emptied evolution track buys.
            hero_id (str): The hero concerned (an id from the table's `characters`).
            type_ (LocquemareEmptyEvolutionTrackType): The message's tag: `EmptyEvolutionTrack`.
            key (LocquemareNewKey | None | Unset): With a new key as the choice: the key to create; null otherwise.
            prowess (LocquemareProwessIn | None | Unset): With a new prowess as the choice: the prowess to gain; null
                otherwise.
     """

    choice: str
    hero_id: str
    type_: LocquemareEmptyEvolutionTrackType
    key: LocquemareNewKey | None | Unset = UNSET
    prowess: LocquemareProwessIn | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_new_key import LocquemareNewKey # noqa: PLC0415
        from ..models.locquemare_prowess_in import LocquemareProwessIn # noqa: PLC0415
        choice = self.choice

        hero_id = self.hero_id

        type_ = self.type_.value

        key: dict[str, Any] | None | Unset
        if isinstance(self.key, Unset):
            key = UNSET
        elif isinstance(self.key, LocquemareNewKey):
            key = self.key.to_dict()
        else:
            key = self.key

        prowess: dict[str, Any] | None | Unset
        if isinstance(self.prowess, Unset):
            prowess = UNSET
        elif isinstance(self.prowess, LocquemareProwessIn):
            prowess = self.prowess.to_dict()
        else:
            prowess = self.prowess


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "choice": choice,
            "hero_id": hero_id,
            "type": type_,
        })
        if key is not UNSET:
            field_dict["key"] = key
        if prowess is not UNSET:
            field_dict["prowess"] = prowess

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_new_key import LocquemareNewKey # noqa: PLC0415
        from ..models.locquemare_prowess_in import LocquemareProwessIn # noqa: PLC0415
        d = dict(src_dict)
        choice = d.pop("choice")

        hero_id = d.pop("hero_id")

        type_ = LocquemareEmptyEvolutionTrackType(d.pop("type"))




        def _parse_key(data: object) -> LocquemareNewKey | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                key_type_0 = LocquemareNewKey.from_dict(data)



                return key_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareNewKey | None | Unset, data)

        key = _parse_key(d.pop("key", UNSET))


        def _parse_prowess(data: object) -> LocquemareProwessIn | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                prowess_type_0 = LocquemareProwessIn.from_dict(data)



                return prowess_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareProwessIn | None | Unset, data)

        prowess = _parse_prowess(d.pop("prowess", UNSET))


        locquemare_empty_evolution_track = cls(
            choice=choice,
            hero_id=hero_id,
            type_=type_,
            key=key,
            prowess=prowess,
        )

        return locquemare_empty_evolution_track

