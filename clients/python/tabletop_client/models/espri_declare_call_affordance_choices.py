from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_declare_call_affordance_choices_called_season_item import EspriDeclareCallAffordanceChoicesCalledSeasonItem
  from ..models.espri_declare_call_affordance_choices_passive_item import EspriDeclareCallAffordanceChoicesPassiveItem
  from ..models.espri_declare_call_affordance_choices_talent_item import EspriDeclareCallAffordanceChoicesTalentItem
  from ..models.path_choice import PathChoice





T = TypeVar("T", bound="EspriDeclareCallAffordanceChoices")



@_attrs_define
class EspriDeclareCallAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            called_season (list[EspriDeclareCallAffordanceChoicesCalledSeasonItem]): The values `called_season` may take
                now, each with what a person reads.
            passive (list[EspriDeclareCallAffordanceChoicesPassiveItem]): The values `passive` may take now, each with what
                a person reads.
            talent (list[EspriDeclareCallAffordanceChoicesTalentItem]): The values `talent` may take now, each with what a
                person reads.
     """

    called_season: list[EspriDeclareCallAffordanceChoicesCalledSeasonItem]
    passive: list[EspriDeclareCallAffordanceChoicesPassiveItem]
    talent: list[EspriDeclareCallAffordanceChoicesTalentItem]
    additional_properties: dict[str, list[PathChoice]] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_declare_call_affordance_choices_called_season_item import EspriDeclareCallAffordanceChoicesCalledSeasonItem # noqa: PLC0415
        from ..models.espri_declare_call_affordance_choices_passive_item import EspriDeclareCallAffordanceChoicesPassiveItem # noqa: PLC0415
        from ..models.espri_declare_call_affordance_choices_talent_item import EspriDeclareCallAffordanceChoicesTalentItem # noqa: PLC0415
        from ..models.path_choice import PathChoice # noqa: PLC0415
        called_season = []
        for called_season_item_data in self.called_season:
            called_season_item = called_season_item_data.to_dict()
            called_season.append(called_season_item)



        passive = []
        for passive_item_data in self.passive:
            passive_item = passive_item_data.to_dict()
            passive.append(passive_item)



        talent = []
        for talent_item_data in self.talent:
            talent_item = talent_item_data.to_dict()
            talent.append(talent_item)




        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item = additional_property_item_data.to_dict()
                field_dict[prop_name].append(additional_property_item)



        field_dict.update({
            "called_season": called_season,
            "passive": passive,
            "talent": talent,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_declare_call_affordance_choices_called_season_item import EspriDeclareCallAffordanceChoicesCalledSeasonItem # noqa: PLC0415
        from ..models.espri_declare_call_affordance_choices_passive_item import EspriDeclareCallAffordanceChoicesPassiveItem # noqa: PLC0415
        from ..models.espri_declare_call_affordance_choices_talent_item import EspriDeclareCallAffordanceChoicesTalentItem # noqa: PLC0415
        from ..models.path_choice import PathChoice # noqa: PLC0415
        d = dict(src_dict)
        called_season = []
        _called_season = d.pop("called_season")
        for called_season_item_data in (_called_season):
            called_season_item = EspriDeclareCallAffordanceChoicesCalledSeasonItem.from_dict(called_season_item_data)



            called_season.append(called_season_item)


        passive = []
        _passive = d.pop("passive")
        for passive_item_data in (_passive):
            passive_item = EspriDeclareCallAffordanceChoicesPassiveItem.from_dict(passive_item_data)



            passive.append(passive_item)


        talent = []
        _talent = d.pop("talent")
        for talent_item_data in (_talent):
            talent_item = EspriDeclareCallAffordanceChoicesTalentItem.from_dict(talent_item_data)



            talent.append(talent_item)


        espri_declare_call_affordance_choices = cls(
            called_season=called_season,
            passive=passive,
            talent=talent,
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in (_additional_property):
                additional_property_item = PathChoice.from_dict(additional_property_item_data)



                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        espri_declare_call_affordance_choices.additional_properties = additional_properties
        return espri_declare_call_affordance_choices

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
