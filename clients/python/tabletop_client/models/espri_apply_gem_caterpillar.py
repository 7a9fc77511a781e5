from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_apply_gem_caterpillar_season import EspriApplyGemCaterpillarSeason
from ..models.espri_apply_gem_caterpillar_type import EspriApplyGemCaterpillarType






T = TypeVar("T", bound="EspriApplyGemCaterpillar")



@_attrs_define
class EspriApplyGemCaterpillar:
    """ Optional rule: move a gem from behind a stalled nymph to the cell ahead of her (gm only).

        Attributes:
            from_cell (int): The paved cell behind the nymph the gem is taken from.
            season (EspriApplyGemCaterpillarSeason): The nymph's season (her quadrant).
            type_ (EspriApplyGemCaterpillarType): The message's tag: `ApplyGemCaterpillar`.
     """

    from_cell: int
    season: EspriApplyGemCaterpillarSeason
    type_: EspriApplyGemCaterpillarType





    def to_dict(self) -> dict[str, Any]:
        from_cell = self.from_cell

        season = self.season.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from_cell": from_cell,
            "season": season,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_cell = d.pop("from_cell")

        season = EspriApplyGemCaterpillarSeason(d.pop("season"))




        type_ = EspriApplyGemCaterpillarType(d.pop("type"))




        espri_apply_gem_caterpillar = cls(
            from_cell=from_cell,
            season=season,
            type_=type_,
        )

        return espri_apply_gem_caterpillar

