from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_invoke_flaw_type import VoyagesInvokeFlawType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_grid_adjective_in import VoyagesGridAdjectiveIn





T = TypeVar("T", bound="VoyagesInvokeFlaw")



@_attrs_define
class VoyagesInvokeFlaw:
    """ Owner or gm: redirect a harmful effect through a flaw until the next start (R1).

        Attributes:
            character_id (str): The character concerned (an id from the table's `characters`).
            effect_id (str): The effect concerned (an id from the table's `effects`: what a flaw may undo).
            flaw (str): The flaw invoked (one of the character's `flaws`).
            replacement_description (str): What happens instead of the undone effect.
            type_ (VoyagesInvokeFlawType): The message's tag: `InvokeFlaw`.
            replacement_adjective (None | Unset | VoyagesGridAdjectiveIn): A negative adjective given instead; null: none.
     """

    character_id: str
    effect_id: str
    flaw: str
    replacement_description: str
    type_: VoyagesInvokeFlawType
    replacement_adjective: None | Unset | VoyagesGridAdjectiveIn = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_grid_adjective_in import VoyagesGridAdjectiveIn # noqa: PLC0415
        character_id = self.character_id

        effect_id = self.effect_id

        flaw = self.flaw

        replacement_description = self.replacement_description

        type_ = self.type_.value

        replacement_adjective: dict[str, Any] | None | Unset
        if isinstance(self.replacement_adjective, Unset):
            replacement_adjective = UNSET
        elif isinstance(self.replacement_adjective, VoyagesGridAdjectiveIn):
            replacement_adjective = self.replacement_adjective.to_dict()
        else:
            replacement_adjective = self.replacement_adjective


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "effect_id": effect_id,
            "flaw": flaw,
            "replacement_description": replacement_description,
            "type": type_,
        })
        if replacement_adjective is not UNSET:
            field_dict["replacement_adjective"] = replacement_adjective

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_grid_adjective_in import VoyagesGridAdjectiveIn # noqa: PLC0415
        d = dict(src_dict)
        character_id = d.pop("character_id")

        effect_id = d.pop("effect_id")

        flaw = d.pop("flaw")

        replacement_description = d.pop("replacement_description")

        type_ = VoyagesInvokeFlawType(d.pop("type"))




        def _parse_replacement_adjective(data: object) -> None | Unset | VoyagesGridAdjectiveIn:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                replacement_adjective_type_0 = VoyagesGridAdjectiveIn.from_dict(data)



                return replacement_adjective_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | VoyagesGridAdjectiveIn, data)

        replacement_adjective = _parse_replacement_adjective(d.pop("replacement_adjective", UNSET))


        voyages_invoke_flaw = cls(
            character_id=character_id,
            effect_id=effect_id,
            flaw=flaw,
            replacement_description=replacement_description,
            type_=type_,
            replacement_adjective=replacement_adjective,
        )

        return voyages_invoke_flaw

