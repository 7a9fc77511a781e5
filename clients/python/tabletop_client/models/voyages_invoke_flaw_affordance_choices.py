from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_invoke_flaw_affordance_choices_effect_id_item import VoyagesInvokeFlawAffordanceChoicesEffectIdItem
  from ..models.voyages_invoke_flaw_affordance_choices_flaw_item import VoyagesInvokeFlawAffordanceChoicesFlawItem





T = TypeVar("T", bound="VoyagesInvokeFlawAffordanceChoices")



@_attrs_define
class VoyagesInvokeFlawAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            effect_id (list[VoyagesInvokeFlawAffordanceChoicesEffectIdItem]): The values `effect_id` may take now, each with
                what a person reads.
            flaw (list[VoyagesInvokeFlawAffordanceChoicesFlawItem]): The values `flaw` may take now, each with what a person
                reads.
     """

    effect_id: list[VoyagesInvokeFlawAffordanceChoicesEffectIdItem]
    flaw: list[VoyagesInvokeFlawAffordanceChoicesFlawItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_invoke_flaw_affordance_choices_effect_id_item import VoyagesInvokeFlawAffordanceChoicesEffectIdItem # noqa: PLC0415
        from ..models.voyages_invoke_flaw_affordance_choices_flaw_item import VoyagesInvokeFlawAffordanceChoicesFlawItem # noqa: PLC0415
        effect_id = []
        for effect_id_item_data in self.effect_id:
            effect_id_item = effect_id_item_data.to_dict()
            effect_id.append(effect_id_item)



        flaw = []
        for flaw_item_data in self.flaw:
            flaw_item = flaw_item_data.to_dict()
            flaw.append(flaw_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "effect_id": effect_id,
            "flaw": flaw,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_invoke_flaw_affordance_choices_effect_id_item import VoyagesInvokeFlawAffordanceChoicesEffectIdItem # noqa: PLC0415
        from ..models.voyages_invoke_flaw_affordance_choices_flaw_item import VoyagesInvokeFlawAffordanceChoicesFlawItem # noqa: PLC0415
        d = dict(src_dict)
        effect_id = []
        _effect_id = d.pop("effect_id")
        for effect_id_item_data in (_effect_id):
            effect_id_item = VoyagesInvokeFlawAffordanceChoicesEffectIdItem.from_dict(effect_id_item_data)



            effect_id.append(effect_id_item)


        flaw = []
        _flaw = d.pop("flaw")
        for flaw_item_data in (_flaw):
            flaw_item = VoyagesInvokeFlawAffordanceChoicesFlawItem.from_dict(flaw_item_data)



            flaw.append(flaw_item)


        voyages_invoke_flaw_affordance_choices = cls(
            effect_id=effect_id,
            flaw=flaw,
        )

        return voyages_invoke_flaw_affordance_choices

