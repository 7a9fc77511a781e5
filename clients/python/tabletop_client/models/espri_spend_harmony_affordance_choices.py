from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_spend_harmony_affordance_choices_purpose_item import EspriSpendHarmonyAffordanceChoicesPurposeItem





T = TypeVar("T", bound="EspriSpendHarmonyAffordanceChoices")



@_attrs_define
class EspriSpendHarmonyAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            purpose (list[EspriSpendHarmonyAffordanceChoicesPurposeItem]): The values `purpose` may take now, each with what
                a person reads.
     """

    purpose: list[EspriSpendHarmonyAffordanceChoicesPurposeItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_spend_harmony_affordance_choices_purpose_item import EspriSpendHarmonyAffordanceChoicesPurposeItem # noqa: PLC0415
        purpose = []
        for purpose_item_data in self.purpose:
            purpose_item = purpose_item_data.to_dict()
            purpose.append(purpose_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "purpose": purpose,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_spend_harmony_affordance_choices_purpose_item import EspriSpendHarmonyAffordanceChoicesPurposeItem # noqa: PLC0415
        d = dict(src_dict)
        purpose = []
        _purpose = d.pop("purpose")
        for purpose_item_data in (_purpose):
            purpose_item = EspriSpendHarmonyAffordanceChoicesPurposeItem.from_dict(purpose_item_data)



            purpose.append(purpose_item)


        espri_spend_harmony_affordance_choices = cls(
            purpose=purpose,
        )

        return espri_spend_harmony_affordance_choices

