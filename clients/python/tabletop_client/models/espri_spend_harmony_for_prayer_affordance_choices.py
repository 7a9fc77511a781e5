from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_spend_harmony_for_prayer_affordance_choices_recipient_id_item import EspriSpendHarmonyForPrayerAffordanceChoicesRecipientIdItem





T = TypeVar("T", bound="EspriSpendHarmonyForPrayerAffordanceChoices")



@_attrs_define
class EspriSpendHarmonyForPrayerAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            recipient_id (list[EspriSpendHarmonyForPrayerAffordanceChoicesRecipientIdItem]): The values `recipient_id` may
                take now, each with what a person reads.
     """

    recipient_id: list[EspriSpendHarmonyForPrayerAffordanceChoicesRecipientIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_spend_harmony_for_prayer_affordance_choices_recipient_id_item import EspriSpendHarmonyForPrayerAffordanceChoicesRecipientIdItem # noqa: PLC0415
        recipient_id = []
        for recipient_id_item_data in self.recipient_id:
            recipient_id_item = recipient_id_item_data.to_dict()
            recipient_id.append(recipient_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "recipient_id": recipient_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_spend_harmony_for_prayer_affordance_choices_recipient_id_item import EspriSpendHarmonyForPrayerAffordanceChoicesRecipientIdItem # noqa: PLC0415
        d = dict(src_dict)
        recipient_id = []
        _recipient_id = d.pop("recipient_id")
        for recipient_id_item_data in (_recipient_id):
            recipient_id_item = EspriSpendHarmonyForPrayerAffordanceChoicesRecipientIdItem.from_dict(recipient_id_item_data)



            recipient_id.append(recipient_id_item)


        espri_spend_harmony_for_prayer_affordance_choices = cls(
            recipient_id=recipient_id,
        )

        return espri_spend_harmony_for_prayer_affordance_choices

