from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_spend_board_gems_type import EspriSpendBoardGemsType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.espri_cell_in import EspriCellIn





T = TypeVar("T", bound="EspriSpendBoardGems")



@_attrs_define
class EspriSpendBoardGems:
    """ The gm takes gems off the board to pay for something, e.g. a spell's cost or a
    Chimera's power (R7): they go back to the pool and the nymphs fall back.

        Attributes:
            cells (list[EspriCellIn]): The board cells whose gems are spent.
            type_ (EspriSpendBoardGemsType): The message's tag: `SpendBoardGems`.
            reason (str | Unset): Why, in a few words (shown in the session log). Default: ''.
     """

    cells: list[EspriCellIn]
    type_: EspriSpendBoardGemsType
    reason: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_cell_in import EspriCellIn # noqa: PLC0415
        cells = []
        for cells_item_data in self.cells:
            cells_item = cells_item_data.to_dict()
            cells.append(cells_item)



        type_ = self.type_.value

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cells": cells,
            "type": type_,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_cell_in import EspriCellIn # noqa: PLC0415
        d = dict(src_dict)
        cells = []
        _cells = d.pop("cells")
        for cells_item_data in (_cells):
            cells_item = EspriCellIn.from_dict(cells_item_data)



            cells.append(cells_item)


        type_ = EspriSpendBoardGemsType(d.pop("type"))




        reason = d.pop("reason", UNSET)

        espri_spend_board_gems = cls(
            cells=cells,
            type_=type_,
            reason=reason,
        )

        return espri_spend_board_gems

