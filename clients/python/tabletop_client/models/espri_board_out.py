from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_board_out_nymphs_in_world_item import EspriBoardOutNymphsInWorldItem
from typing import cast

if TYPE_CHECKING:
  from ..models.espri_pool_counts import EspriPoolCounts
  from ..models.espri_quadrants_view import EspriQuadrantsView





T = TypeVar("T", bound="EspriBoardOut")



@_attrs_define
class EspriBoardOut:
    """ The board at a version. The board as data: the pool, the four quadrants, the nymphs in the world.

        Attributes:
            nymphs_in_world (list[EspriBoardOutNymphsInWorldItem]): The seasons whose nymph reached the world cell this
                scenario.
            pool (EspriPoolCounts): How many gems of each colour are in the bag (12 each at the start).
            quadrants (EspriQuadrantsView): The four quadrants, one per season.
            version (int): The game version it shows.
     """

    nymphs_in_world: list[EspriBoardOutNymphsInWorldItem]
    pool: EspriPoolCounts
    quadrants: EspriQuadrantsView
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_pool_counts import EspriPoolCounts # noqa: PLC0415
        from ..models.espri_quadrants_view import EspriQuadrantsView # noqa: PLC0415
        nymphs_in_world = []
        for nymphs_in_world_item_data in self.nymphs_in_world:
            nymphs_in_world_item = nymphs_in_world_item_data.value
            nymphs_in_world.append(nymphs_in_world_item)



        pool = self.pool.to_dict()

        quadrants = self.quadrants.to_dict()

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "nymphs_in_world": nymphs_in_world,
            "pool": pool,
            "quadrants": quadrants,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_pool_counts import EspriPoolCounts # noqa: PLC0415
        from ..models.espri_quadrants_view import EspriQuadrantsView # noqa: PLC0415
        d = dict(src_dict)
        nymphs_in_world = []
        _nymphs_in_world = d.pop("nymphs_in_world")
        for nymphs_in_world_item_data in (_nymphs_in_world):
            nymphs_in_world_item = EspriBoardOutNymphsInWorldItem(nymphs_in_world_item_data)



            nymphs_in_world.append(nymphs_in_world_item)


        pool = EspriPoolCounts.from_dict(d.pop("pool"))




        quadrants = EspriQuadrantsView.from_dict(d.pop("quadrants"))




        version = d.pop("version")

        espri_board_out = cls(
            nymphs_in_world=nymphs_in_world,
            pool=pool,
            quadrants=quadrants,
            version=version,
        )


        espri_board_out.additional_properties = d
        return espri_board_out

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
