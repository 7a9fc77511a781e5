from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_prayer_payment_in_prayer import EspriPrayerPaymentInPrayer






T = TypeVar("T", bound="EspriPrayerPaymentIn")



@_attrs_define
class EspriPrayerPaymentIn:
    """ A ritual paid with one prayer gem: `{"prayer": colour}`.

        Attributes:
            prayer (EspriPrayerPaymentInPrayer): The colour of the prayer gem paid.
     """

    prayer: EspriPrayerPaymentInPrayer





    def to_dict(self) -> dict[str, Any]:
        prayer = self.prayer.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "prayer": prayer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        prayer = EspriPrayerPaymentInPrayer(d.pop("prayer"))




        espri_prayer_payment_in = cls(
            prayer=prayer,
        )

        return espri_prayer_payment_in

