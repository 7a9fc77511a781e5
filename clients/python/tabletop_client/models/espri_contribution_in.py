from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_contribution_in_pays_type_0 import EspriContributionInPaysType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.espri_cell_in import EspriCellIn
  from ..models.espri_prayer_payment_in import EspriPrayerPaymentIn





T = TypeVar("T", bound="EspriContributionIn")



@_attrs_define
class EspriContributionIn:
    """ One active quartet member's share of a communion ritual: `pays` is `"harmony"`
    or `{"prayer": colour}`.

        Attributes:
            character_id (str): The character concerned (a character id of the game).
            pays (EspriContributionInPaysType0 | EspriPrayerPaymentIn): How the member pays its share: `harmony`, or
                `{"prayer": colour}` (one prayer gem).
            cells (list[EspriCellIn] | Unset): The cells of its own colour the member removes.
     """

    character_id: str
    pays: EspriContributionInPaysType0 | EspriPrayerPaymentIn
    cells: list[EspriCellIn] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_cell_in import EspriCellIn # noqa: PLC0415
        from ..models.espri_prayer_payment_in import EspriPrayerPaymentIn # noqa: PLC0415
        character_id = self.character_id

        pays: dict[str, Any] | str
        if isinstance(self.pays, EspriContributionInPaysType0):
            pays = self.pays.value
        else:
            pays = self.pays.to_dict()


        cells: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.cells, Unset):
            cells = []
            for cells_item_data in self.cells:
                cells_item = cells_item_data.to_dict()
                cells.append(cells_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "pays": pays,
        })
        if cells is not UNSET:
            field_dict["cells"] = cells

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_cell_in import EspriCellIn # noqa: PLC0415
        from ..models.espri_prayer_payment_in import EspriPrayerPaymentIn # noqa: PLC0415
        d = dict(src_dict)
        character_id = d.pop("character_id")

        def _parse_pays(data: object) -> EspriContributionInPaysType0 | EspriPrayerPaymentIn:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                pays_type_0 = EspriContributionInPaysType0(data)



                return pays_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            pays_type_1 = EspriPrayerPaymentIn.from_dict(data)



            return pays_type_1

        pays = _parse_pays(d.pop("pays"))


        _cells = d.pop("cells", UNSET)
        cells: list[EspriCellIn] | Unset = UNSET
        if _cells is not UNSET:
            cells = []
            for cells_item_data in _cells:
                cells_item = EspriCellIn.from_dict(cells_item_data)



                cells.append(cells_item)


        espri_contribution_in = cls(
            character_id=character_id,
            pays=pays,
            cells=cells,
        )

        return espri_contribution_in

