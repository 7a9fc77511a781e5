from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_contribution_pays_type_0 import EspriContributionPaysType0
from typing import cast

if TYPE_CHECKING:
  from ..models.espri_cell import EspriCell
  from ..models.espri_prayer_payment import EspriPrayerPayment





T = TypeVar("T", bound="EspriContribution")



@_attrs_define
class EspriContribution:
    """ One active quartet member's share of a communion ritual: `pays` is `"harmony"`
    or `{"prayer": colour}`.

        Attributes:
            cells (list[EspriCell]): The cells of its own colour the member removes.
            character_id (str): The character concerned (a character id of the game).
            pays (EspriContributionPaysType0 | EspriPrayerPayment): How the member pays its share: `harmony`, or `{"prayer":
                colour}` (one prayer gem).
     """

    cells: list[EspriCell]
    character_id: str
    pays: EspriContributionPaysType0 | EspriPrayerPayment





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_cell import EspriCell # noqa: PLC0415
        from ..models.espri_prayer_payment import EspriPrayerPayment # noqa: PLC0415
        cells = []
        for cells_item_data in self.cells:
            cells_item = cells_item_data.to_dict()
            cells.append(cells_item)



        character_id = self.character_id

        pays: dict[str, Any] | str
        if isinstance(self.pays, EspriContributionPaysType0):
            pays = self.pays.value
        else:
            pays = self.pays.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cells": cells,
            "character_id": character_id,
            "pays": pays,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_cell import EspriCell # noqa: PLC0415
        from ..models.espri_prayer_payment import EspriPrayerPayment # noqa: PLC0415
        d = dict(src_dict)
        cells = []
        _cells = d.pop("cells")
        for cells_item_data in (_cells):
            cells_item = EspriCell.from_dict(cells_item_data)



            cells.append(cells_item)


        character_id = d.pop("character_id")

        def _parse_pays(data: object) -> EspriContributionPaysType0 | EspriPrayerPayment:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                pays_type_0 = EspriContributionPaysType0(data)



                return pays_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            pays_type_1 = EspriPrayerPayment.from_dict(data)



            return pays_type_1

        pays = _parse_pays(d.pop("pays"))


        espri_contribution = cls(
            cells=cells,
            character_id=character_id,
            pays=pays,
        )

        return espri_contribution

