from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_propose_complication_affordance_choices_complication_kind_item import LocquemareProposeComplicationAffordanceChoicesComplicationKindItem
  from ..models.locquemare_propose_complication_affordance_choices_hero_id_item import LocquemareProposeComplicationAffordanceChoicesHeroIdItem
  from ..models.locquemare_propose_complication_affordance_choices_key_id_item import LocquemareProposeComplicationAffordanceChoicesKeyIdItem
  from ..models.locquemare_propose_complication_affordance_choices_npc_id_item import LocquemareProposeComplicationAffordanceChoicesNpcIdItem
  from ..models.locquemare_propose_complication_affordance_choices_token_item import LocquemareProposeComplicationAffordanceChoicesTokenItem





T = TypeVar("T", bound="LocquemareProposeComplicationAffordanceChoices")



@_attrs_define
class LocquemareProposeComplicationAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            complication_kind (list[LocquemareProposeComplicationAffordanceChoicesComplicationKindItem]): The values
                `complication_kind` may take now, each with what a person reads.
            hero_id (list[LocquemareProposeComplicationAffordanceChoicesHeroIdItem]): The values `hero_id` may take now,
                each with what a person reads.
            key_id (list[LocquemareProposeComplicationAffordanceChoicesKeyIdItem]): The values `key_id` may take now, each
                with what a person reads.
            npc_id (list[LocquemareProposeComplicationAffordanceChoicesNpcIdItem]): The values `npc_id` may take now, each
                with what a person reads.
            token (list[LocquemareProposeComplicationAffordanceChoicesTokenItem]): The values `token` may take now, each
                with what a person reads.
     """

    complication_kind: list[LocquemareProposeComplicationAffordanceChoicesComplicationKindItem]
    hero_id: list[LocquemareProposeComplicationAffordanceChoicesHeroIdItem]
    key_id: list[LocquemareProposeComplicationAffordanceChoicesKeyIdItem]
    npc_id: list[LocquemareProposeComplicationAffordanceChoicesNpcIdItem]
    token: list[LocquemareProposeComplicationAffordanceChoicesTokenItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_propose_complication_affordance_choices_complication_kind_item import LocquemareProposeComplicationAffordanceChoicesComplicationKindItem # noqa: PLC0415
        from ..models.locquemare_propose_complication_affordance_choices_hero_id_item import LocquemareProposeComplicationAffordanceChoicesHeroIdItem # noqa: PLC0415
        from ..models.locquemare_propose_complication_affordance_choices_key_id_item import LocquemareProposeComplicationAffordanceChoicesKeyIdItem # noqa: PLC0415
        from ..models.locquemare_propose_complication_affordance_choices_npc_id_item import LocquemareProposeComplicationAffordanceChoicesNpcIdItem # noqa: PLC0415
        from ..models.locquemare_propose_complication_affordance_choices_token_item import LocquemareProposeComplicationAffordanceChoicesTokenItem # noqa: PLC0415
        complication_kind = []
        for complication_kind_item_data in self.complication_kind:
            complication_kind_item = complication_kind_item_data.to_dict()
            complication_kind.append(complication_kind_item)



        hero_id = []
        for hero_id_item_data in self.hero_id:
            hero_id_item = hero_id_item_data.to_dict()
            hero_id.append(hero_id_item)



        key_id = []
        for key_id_item_data in self.key_id:
            key_id_item = key_id_item_data.to_dict()
            key_id.append(key_id_item)



        npc_id = []
        for npc_id_item_data in self.npc_id:
            npc_id_item = npc_id_item_data.to_dict()
            npc_id.append(npc_id_item)



        token = []
        for token_item_data in self.token:
            token_item = token_item_data.to_dict()
            token.append(token_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "complication_kind": complication_kind,
            "hero_id": hero_id,
            "key_id": key_id,
            "npc_id": npc_id,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_propose_complication_affordance_choices_complication_kind_item import LocquemareProposeComplicationAffordanceChoicesComplicationKindItem # noqa: PLC0415
        from ..models.locquemare_propose_complication_affordance_choices_hero_id_item import LocquemareProposeComplicationAffordanceChoicesHeroIdItem # noqa: PLC0415
        from ..models.locquemare_propose_complication_affordance_choices_key_id_item import LocquemareProposeComplicationAffordanceChoicesKeyIdItem # noqa: PLC0415
        from ..models.locquemare_propose_complication_affordance_choices_npc_id_item import LocquemareProposeComplicationAffordanceChoicesNpcIdItem # noqa: PLC0415
        from ..models.locquemare_propose_complication_affordance_choices_token_item import LocquemareProposeComplicationAffordanceChoicesTokenItem # noqa: PLC0415
        d = dict(src_dict)
        complication_kind = []
        _complication_kind = d.pop("complication_kind")
        for complication_kind_item_data in (_complication_kind):
            complication_kind_item = LocquemareProposeComplicationAffordanceChoicesComplicationKindItem.from_dict(complication_kind_item_data)



            complication_kind.append(complication_kind_item)


        hero_id = []
        _hero_id = d.pop("hero_id")
        for hero_id_item_data in (_hero_id):
            hero_id_item = LocquemareProposeComplicationAffordanceChoicesHeroIdItem.from_dict(hero_id_item_data)



            hero_id.append(hero_id_item)


        key_id = []
        _key_id = d.pop("key_id")
        for key_id_item_data in (_key_id):
            key_id_item = LocquemareProposeComplicationAffordanceChoicesKeyIdItem.from_dict(key_id_item_data)



            key_id.append(key_id_item)


        npc_id = []
        _npc_id = d.pop("npc_id")
        for npc_id_item_data in (_npc_id):
            npc_id_item = LocquemareProposeComplicationAffordanceChoicesNpcIdItem.from_dict(npc_id_item_data)



            npc_id.append(npc_id_item)


        token = []
        _token = d.pop("token")
        for token_item_data in (_token):
            token_item = LocquemareProposeComplicationAffordanceChoicesTokenItem.from_dict(token_item_data)



            token.append(token_item)


        locquemare_propose_complication_affordance_choices = cls(
            complication_kind=complication_kind,
            hero_id=hero_id,
            key_id=key_id,
            npc_id=npc_id,
            token=token,
        )

        return locquemare_propose_complication_affordance_choices

