from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_resolve_npc_harm_affordance_choices_npc_id_item import LocquemareResolveNpcHarmAffordanceChoicesNpcIdItem





T = TypeVar("T", bound="LocquemareResolveNpcHarmAffordanceChoices")



@_attrs_define
class LocquemareResolveNpcHarmAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            npc_id (list[LocquemareResolveNpcHarmAffordanceChoicesNpcIdItem]): The values `npc_id` may take now, each with
                what a person reads.
     """

    npc_id: list[LocquemareResolveNpcHarmAffordanceChoicesNpcIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_resolve_npc_harm_affordance_choices_npc_id_item import LocquemareResolveNpcHarmAffordanceChoicesNpcIdItem # noqa: PLC0415
        npc_id = []
        for npc_id_item_data in self.npc_id:
            npc_id_item = npc_id_item_data.to_dict()
            npc_id.append(npc_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "npc_id": npc_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_resolve_npc_harm_affordance_choices_npc_id_item import LocquemareResolveNpcHarmAffordanceChoicesNpcIdItem # noqa: PLC0415
        d = dict(src_dict)
        npc_id = []
        _npc_id = d.pop("npc_id")
        for npc_id_item_data in (_npc_id):
            npc_id_item = LocquemareResolveNpcHarmAffordanceChoicesNpcIdItem.from_dict(npc_id_item_data)



            npc_id.append(npc_id_item)


        locquemare_resolve_npc_harm_affordance_choices = cls(
            npc_id=npc_id,
        )

        return locquemare_resolve_npc_harm_affordance_choices

