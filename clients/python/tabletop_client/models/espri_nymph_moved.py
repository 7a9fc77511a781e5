from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_nymph_moved_season import EspriNymphMovedSeason






T = TypeVar("T", bound="EspriNymphMoved")



@_attrs_define
class EspriNymphMoved:
    """ A nymph went from one position to another (advance, fallback, ...).

        Attributes:
            from_ (int): The nymph's position before the move (0: her cage).
            reason (str): Why, in a few words (shown in the session log).
            season (EspriNymphMovedSeason): A season: `winter`, `spring`, `summer` or `autumn`.
            to (int): The nymph's position after the move.
     """

    from_: int
    reason: str
    season: EspriNymphMovedSeason
    to: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        reason = self.reason

        season = self.season.value

        to = self.to


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "from": from_,
            "reason": reason,
            "season": season,
            "to": to,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        reason = d.pop("reason")

        season = EspriNymphMovedSeason(d.pop("season"))




        to = d.pop("to")

        espri_nymph_moved = cls(
            from_=from_,
            reason=reason,
            season=season,
            to=to,
        )


        espri_nymph_moved.additional_properties = d
        return espri_nymph_moved

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
