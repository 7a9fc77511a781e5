from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_participant_involvement import VoyagesParticipantInvolvement
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_roll import VoyagesRoll





T = TypeVar("T", bound="VoyagesParticipant")



@_attrs_define
class VoyagesParticipant:
    """ A character taking part in a situation.

        Attributes:
            involvement (VoyagesParticipantInvolvement): How involved the character is: `not_involved`, `in_retreat`,
                `involved` or `front_line`.
            risk_taken (bool): True when the character took a risk (-1 on its costs).
            roll (None | VoyagesRoll): The character's roll; null until rolled.
     """

    involvement: VoyagesParticipantInvolvement
    risk_taken: bool
    roll: None | VoyagesRoll





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_roll import VoyagesRoll # noqa: PLC0415
        involvement = self.involvement.value

        risk_taken = self.risk_taken

        roll: dict[str, Any] | None
        if isinstance(self.roll, VoyagesRoll):
            roll = self.roll.to_dict()
        else:
            roll = self.roll


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "involvement": involvement,
            "risk_taken": risk_taken,
            "roll": roll,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_roll import VoyagesRoll # noqa: PLC0415
        d = dict(src_dict)
        involvement = VoyagesParticipantInvolvement(d.pop("involvement"))




        risk_taken = d.pop("risk_taken")

        def _parse_roll(data: object) -> None | VoyagesRoll:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                roll_type_0 = VoyagesRoll.from_dict(data)



                return roll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VoyagesRoll, data)

        roll = _parse_roll(d.pop("roll"))


        voyages_participant = cls(
            involvement=involvement,
            risk_taken=risk_taken,
            roll=roll,
        )

        return voyages_participant

