from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_quadrant_view import EspriQuadrantView





T = TypeVar("T", bound="EspriQuadrantsView")



@_attrs_define
class EspriQuadrantsView:
    """ The four quadrants, one per season.

        Attributes:
            autumn (EspriQuadrantView): One season's path: `cells` has 22 entries, position 0 (the nymph's cage, never a
                gem) to 21 (the world cell), each a gem colour or null; `weather` is the number of
                rupture gems; `nymph` the nymph's position.
            spring (EspriQuadrantView): One season's path: `cells` has 22 entries, position 0 (the nymph's cage, never a
                gem) to 21 (the world cell), each a gem colour or null; `weather` is the number of
                rupture gems; `nymph` the nymph's position.
            summer (EspriQuadrantView): One season's path: `cells` has 22 entries, position 0 (the nymph's cage, never a
                gem) to 21 (the world cell), each a gem colour or null; `weather` is the number of
                rupture gems; `nymph` the nymph's position.
            winter (EspriQuadrantView): One season's path: `cells` has 22 entries, position 0 (the nymph's cage, never a
                gem) to 21 (the world cell), each a gem colour or null; `weather` is the number of
                rupture gems; `nymph` the nymph's position.
     """

    autumn: EspriQuadrantView
    spring: EspriQuadrantView
    summer: EspriQuadrantView
    winter: EspriQuadrantView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_quadrant_view import EspriQuadrantView # noqa: PLC0415
        autumn = self.autumn.to_dict()

        spring = self.spring.to_dict()

        summer = self.summer.to_dict()

        winter = self.winter.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "autumn": autumn,
            "spring": spring,
            "summer": summer,
            "winter": winter,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_quadrant_view import EspriQuadrantView # noqa: PLC0415
        d = dict(src_dict)
        autumn = EspriQuadrantView.from_dict(d.pop("autumn"))




        spring = EspriQuadrantView.from_dict(d.pop("spring"))




        summer = EspriQuadrantView.from_dict(d.pop("summer"))




        winter = EspriQuadrantView.from_dict(d.pop("winter"))




        espri_quadrants_view = cls(
            autumn=autumn,
            spring=spring,
            summer=summer,
            winter=winter,
        )


        espri_quadrants_view.additional_properties = d
        return espri_quadrants_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
