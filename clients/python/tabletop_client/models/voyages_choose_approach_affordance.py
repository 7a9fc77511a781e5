from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_choose_approach_affordance_type import VoyagesChooseApproachAffordanceType
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_choose_approach_affordance_choices import VoyagesChooseApproachAffordanceChoices
  from ..models.voyages_choose_approach_affordance_counts import VoyagesChooseApproachAffordanceCounts





T = TypeVar("T", bound="VoyagesChooseApproachAffordance")



@_attrs_define
class VoyagesChooseApproachAffordance:
    """ `ChooseApproach` may be sent now.

        Attributes:
            awaited (bool): Play waits for this seat to send it.
            character_field (None | str): The field naming that character (null: implied by the state, or none).
            character_ids (list[str] | None): The characters this seat may send it for (null: it acts for none).
            choices (VoyagesChooseApproachAffordanceChoices): Field -> the values the state allows now (a path such as `a.b`
                or `m.*` for a field inside a list or a map).
            counts (VoyagesChooseApproachAffordanceCounts): List field -> how many elements it takes now, when the state
                fixes it (one entry per character it holds for, or one for all).
            type_ (VoyagesChooseApproachAffordanceType): The command's type.
     """

    awaited: bool
    character_field: None | str
    character_ids: list[str] | None
    choices: VoyagesChooseApproachAffordanceChoices
    counts: VoyagesChooseApproachAffordanceCounts
    type_: VoyagesChooseApproachAffordanceType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_choose_approach_affordance_choices import VoyagesChooseApproachAffordanceChoices # noqa: PLC0415
        from ..models.voyages_choose_approach_affordance_counts import VoyagesChooseApproachAffordanceCounts # noqa: PLC0415
        awaited = self.awaited

        character_field: None | str
        character_field = self.character_field

        character_ids: list[str] | None
        if isinstance(self.character_ids, list):
            character_ids = self.character_ids


        else:
            character_ids = self.character_ids

        choices = self.choices.to_dict()

        counts = self.counts.to_dict()

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "awaited": awaited,
            "character_field": character_field,
            "character_ids": character_ids,
            "choices": choices,
            "counts": counts,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_choose_approach_affordance_choices import VoyagesChooseApproachAffordanceChoices # noqa: PLC0415
        from ..models.voyages_choose_approach_affordance_counts import VoyagesChooseApproachAffordanceCounts # noqa: PLC0415
        d = dict(src_dict)
        awaited = d.pop("awaited")

        def _parse_character_field(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        character_field = _parse_character_field(d.pop("character_field"))


        def _parse_character_ids(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                character_ids_type_0 = cast(list[str], data)

                return character_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        character_ids = _parse_character_ids(d.pop("character_ids"))


        choices = VoyagesChooseApproachAffordanceChoices.from_dict(d.pop("choices"))




        counts = VoyagesChooseApproachAffordanceCounts.from_dict(d.pop("counts"))




        type_ = VoyagesChooseApproachAffordanceType(d.pop("type"))




        voyages_choose_approach_affordance = cls(
            awaited=awaited,
            character_field=character_field,
            character_ids=character_ids,
            choices=choices,
            counts=counts,
            type_=type_,
        )


        voyages_choose_approach_affordance.additional_properties = d
        return voyages_choose_approach_affordance

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
