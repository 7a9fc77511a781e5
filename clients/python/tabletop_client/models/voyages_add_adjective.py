from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_add_adjective_duration import VoyagesAddAdjectiveDuration
from ..models.voyages_add_adjective_polarity import VoyagesAddAdjectivePolarity
from ..models.voyages_add_adjective_type import VoyagesAddAdjectiveType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_target_in import VoyagesTargetIn





T = TypeVar("T", bound="VoyagesAddAdjective")



@_attrs_define
class VoyagesAddAdjective:
    """ GM: add an adjective (or raise the value of the same one, A2).

        Attributes:
            duration (VoyagesAddAdjectiveDuration): How long the adjective lasts: `next_roll`, `scene`, `day`, `session`,
                `adventure` or `until_resolved`.
            name (str): The name, as typed.
            polarity (VoyagesAddAdjectivePolarity): `positive` or `negative`.
            target (VoyagesTargetIn): What carries an adjective: a character or a thing.
            type_ (VoyagesAddAdjectiveType): The message's tag: `AddAdjective`.
            value (int): The adjective's value, 1 to 3.
            is_false (bool | Unset): True for a false good opportunity. Default: False.
     """

    duration: VoyagesAddAdjectiveDuration
    name: str
    polarity: VoyagesAddAdjectivePolarity
    target: VoyagesTargetIn
    type_: VoyagesAddAdjectiveType
    value: int
    is_false: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_target_in import VoyagesTargetIn # noqa: PLC0415
        duration = self.duration.value

        name = self.name

        polarity = self.polarity.value

        target = self.target.to_dict()

        type_ = self.type_.value

        value = self.value

        is_false = self.is_false


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "duration": duration,
            "name": name,
            "polarity": polarity,
            "target": target,
            "type": type_,
            "value": value,
        })
        if is_false is not UNSET:
            field_dict["is_false"] = is_false

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_target_in import VoyagesTargetIn # noqa: PLC0415
        d = dict(src_dict)
        duration = VoyagesAddAdjectiveDuration(d.pop("duration"))




        name = d.pop("name")

        polarity = VoyagesAddAdjectivePolarity(d.pop("polarity"))




        target = VoyagesTargetIn.from_dict(d.pop("target"))




        type_ = VoyagesAddAdjectiveType(d.pop("type"))




        value = d.pop("value")

        is_false = d.pop("is_false", UNSET)

        voyages_add_adjective = cls(
            duration=duration,
            name=name,
            polarity=polarity,
            target=target,
            type_=type_,
            value=value,
            is_false=is_false,
        )

        return voyages_add_adjective

