from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_set_difficulty_affordance_choices_action_id_item import LocquemareSetDifficultyAffordanceChoicesActionIdItem
  from ..models.locquemare_set_difficulty_affordance_choices_edge_dice_item import LocquemareSetDifficultyAffordanceChoicesEdgeDiceItem
  from ..models.locquemare_set_difficulty_affordance_choices_grant_edge_die_item import LocquemareSetDifficultyAffordanceChoicesGrantEdgeDieItem
  from ..models.locquemare_set_difficulty_affordance_choices_hidden_key_id_item import LocquemareSetDifficultyAffordanceChoicesHiddenKeyIdItem
  from ..models.path_choice import PathChoice





T = TypeVar("T", bound="LocquemareSetDifficultyAffordanceChoices")



@_attrs_define
class LocquemareSetDifficultyAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            action_id (list[LocquemareSetDifficultyAffordanceChoicesActionIdItem]): The values `action_id` may take now,
                each with what a person reads.
            edge_dice (list[LocquemareSetDifficultyAffordanceChoicesEdgeDiceItem]): The values `edge_dice` may take now,
                each with what a person reads.
            grant_edge_die (list[LocquemareSetDifficultyAffordanceChoicesGrantEdgeDieItem]): The values `grant_edge_die` may
                take now, each with what a person reads.
            hidden_key_id (list[LocquemareSetDifficultyAffordanceChoicesHiddenKeyIdItem]): The values `hidden_key_id` may
                take now, each with what a person reads.
     """

    action_id: list[LocquemareSetDifficultyAffordanceChoicesActionIdItem]
    edge_dice: list[LocquemareSetDifficultyAffordanceChoicesEdgeDiceItem]
    grant_edge_die: list[LocquemareSetDifficultyAffordanceChoicesGrantEdgeDieItem]
    hidden_key_id: list[LocquemareSetDifficultyAffordanceChoicesHiddenKeyIdItem]
    additional_properties: dict[str, list[PathChoice]] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_set_difficulty_affordance_choices_action_id_item import LocquemareSetDifficultyAffordanceChoicesActionIdItem # noqa: PLC0415
        from ..models.locquemare_set_difficulty_affordance_choices_edge_dice_item import LocquemareSetDifficultyAffordanceChoicesEdgeDiceItem # noqa: PLC0415
        from ..models.locquemare_set_difficulty_affordance_choices_grant_edge_die_item import LocquemareSetDifficultyAffordanceChoicesGrantEdgeDieItem # noqa: PLC0415
        from ..models.locquemare_set_difficulty_affordance_choices_hidden_key_id_item import LocquemareSetDifficultyAffordanceChoicesHiddenKeyIdItem # noqa: PLC0415
        from ..models.path_choice import PathChoice # noqa: PLC0415
        action_id = []
        for action_id_item_data in self.action_id:
            action_id_item = action_id_item_data.to_dict()
            action_id.append(action_id_item)



        edge_dice = []
        for edge_dice_item_data in self.edge_dice:
            edge_dice_item = edge_dice_item_data.to_dict()
            edge_dice.append(edge_dice_item)



        grant_edge_die = []
        for grant_edge_die_item_data in self.grant_edge_die:
            grant_edge_die_item = grant_edge_die_item_data.to_dict()
            grant_edge_die.append(grant_edge_die_item)



        hidden_key_id = []
        for hidden_key_id_item_data in self.hidden_key_id:
            hidden_key_id_item = hidden_key_id_item_data.to_dict()
            hidden_key_id.append(hidden_key_id_item)




        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item = additional_property_item_data.to_dict()
                field_dict[prop_name].append(additional_property_item)



        field_dict.update({
            "action_id": action_id,
            "edge_dice": edge_dice,
            "grant_edge_die": grant_edge_die,
            "hidden_key_id": hidden_key_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_set_difficulty_affordance_choices_action_id_item import LocquemareSetDifficultyAffordanceChoicesActionIdItem # noqa: PLC0415
        from ..models.locquemare_set_difficulty_affordance_choices_edge_dice_item import LocquemareSetDifficultyAffordanceChoicesEdgeDiceItem # noqa: PLC0415
        from ..models.locquemare_set_difficulty_affordance_choices_grant_edge_die_item import LocquemareSetDifficultyAffordanceChoicesGrantEdgeDieItem # noqa: PLC0415
        from ..models.locquemare_set_difficulty_affordance_choices_hidden_key_id_item import LocquemareSetDifficultyAffordanceChoicesHiddenKeyIdItem # noqa: PLC0415
        from ..models.path_choice import PathChoice # noqa: PLC0415
        d = dict(src_dict)
        action_id = []
        _action_id = d.pop("action_id")
        for action_id_item_data in (_action_id):
            action_id_item = LocquemareSetDifficultyAffordanceChoicesActionIdItem.from_dict(action_id_item_data)



            action_id.append(action_id_item)


        edge_dice = []
        _edge_dice = d.pop("edge_dice")
        for edge_dice_item_data in (_edge_dice):
            edge_dice_item = LocquemareSetDifficultyAffordanceChoicesEdgeDiceItem.from_dict(edge_dice_item_data)



            edge_dice.append(edge_dice_item)


        grant_edge_die = []
        _grant_edge_die = d.pop("grant_edge_die")
        for grant_edge_die_item_data in (_grant_edge_die):
            grant_edge_die_item = LocquemareSetDifficultyAffordanceChoicesGrantEdgeDieItem.from_dict(grant_edge_die_item_data)



            grant_edge_die.append(grant_edge_die_item)


        hidden_key_id = []
        _hidden_key_id = d.pop("hidden_key_id")
        for hidden_key_id_item_data in (_hidden_key_id):
            hidden_key_id_item = LocquemareSetDifficultyAffordanceChoicesHiddenKeyIdItem.from_dict(hidden_key_id_item_data)



            hidden_key_id.append(hidden_key_id_item)


        locquemare_set_difficulty_affordance_choices = cls(
            action_id=action_id,
            edge_dice=edge_dice,
            grant_edge_die=grant_edge_die,
            hidden_key_id=hidden_key_id,
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in (_additional_property):
                additional_property_item = PathChoice.from_dict(additional_property_item_data)



                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        locquemare_set_difficulty_affordance_choices.additional_properties = additional_properties
        return locquemare_set_difficulty_affordance_choices

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> list[PathChoice]:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: list[PathChoice]) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
