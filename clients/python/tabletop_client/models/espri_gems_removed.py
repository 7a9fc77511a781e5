from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_gems_removed_colours_item import EspriGemsRemovedColoursItem
from ..models.espri_gems_removed_quadrant import EspriGemsRemovedQuadrant
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EspriGemsRemoved")



@_attrs_define
class EspriGemsRemoved:
    """ Gems leave the board (the nymph falls back); `critical_failure` gems are held by
    the call until the leader keeps one, other reasons send them to the pool. `purpose`:
    the gm's words when the gems are `spent` (R7), present only then.

        Attributes:
            cells (list[int]): The positions emptied, in the order removed.
            colours (list[EspriGemsRemovedColoursItem]): The colours of the gems removed, cell by cell.
            quadrant (EspriGemsRemovedQuadrant): A quadrant of the board, named by its season.
            reason (str): Why, in a few words (shown in the session log).
            purpose (str | Unset): What it was spent for.
     """

    cells: list[int]
    colours: list[EspriGemsRemovedColoursItem]
    quadrant: EspriGemsRemovedQuadrant
    reason: str
    purpose: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cells = self.cells



        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.value
            colours.append(colours_item)



        quadrant = self.quadrant.value

        reason = self.reason

        purpose = self.purpose


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cells": cells,
            "colours": colours,
            "quadrant": quadrant,
            "reason": reason,
        })
        if purpose is not UNSET:
            field_dict["purpose"] = purpose

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cells = cast(list[int], d.pop("cells"))


        colours = []
        _colours = d.pop("colours")
        for colours_item_data in (_colours):
            colours_item = EspriGemsRemovedColoursItem(colours_item_data)



            colours.append(colours_item)


        quadrant = EspriGemsRemovedQuadrant(d.pop("quadrant"))




        reason = d.pop("reason")

        purpose = d.pop("purpose", UNSET)

        espri_gems_removed = cls(
            cells=cells,
            colours=colours,
            quadrant=quadrant,
            reason=reason,
            purpose=purpose,
        )


        espri_gems_removed.additional_properties = d
        return espri_gems_removed

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
