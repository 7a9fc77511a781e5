from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_empty_evolution_track_affordance_choices_choice_item import LocquemareEmptyEvolutionTrackAffordanceChoicesChoiceItem





T = TypeVar("T", bound="LocquemareEmptyEvolutionTrackAffordanceChoices")



@_attrs_define
class LocquemareEmptyEvolutionTrackAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            choice (list[LocquemareEmptyEvolutionTrackAffordanceChoicesChoiceItem]): The values `choice` may take now, each
                with what a person reads.
     """

    choice: list[LocquemareEmptyEvolutionTrackAffordanceChoicesChoiceItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_empty_evolution_track_affordance_choices_choice_item import LocquemareEmptyEvolutionTrackAffordanceChoicesChoiceItem # noqa: PLC0415
        choice = []
        for choice_item_data in self.choice:
            choice_item = choice_item_data.to_dict()
            choice.append(choice_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "choice": choice,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_empty_evolution_track_affordance_choices_choice_item import LocquemareEmptyEvolutionTrackAffordanceChoicesChoiceItem # noqa: PLC0415
        d = dict(src_dict)
        choice = []
        _choice = d.pop("choice")
        for choice_item_data in (_choice):
            choice_item = LocquemareEmptyEvolutionTrackAffordanceChoicesChoiceItem.from_dict(choice_item_data)



            choice.append(choice_item)


        locquemare_empty_evolution_track_affordance_choices = cls(
            choice=choice,
        )

        return locquemare_empty_evolution_track_affordance_choices

