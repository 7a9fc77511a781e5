from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_create_key_affordance_choices_kind_item import LocquemareCreateKeyAffordanceChoicesKindItem





T = TypeVar("T", bound="LocquemareCreateKeyAffordanceChoices")



@_attrs_define
class LocquemareCreateKeyAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            kind (list[LocquemareCreateKeyAffordanceChoicesKindItem]): The values `kind` may take now, each with what a
                person reads.
     """

    kind: list[LocquemareCreateKeyAffordanceChoicesKindItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_create_key_affordance_choices_kind_item import LocquemareCreateKeyAffordanceChoicesKindItem # noqa: PLC0415
        kind = []
        for kind_item_data in self.kind:
            kind_item = kind_item_data.to_dict()
            kind.append(kind_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_create_key_affordance_choices_kind_item import LocquemareCreateKeyAffordanceChoicesKindItem # noqa: PLC0415
        d = dict(src_dict)
        kind = []
        _kind = d.pop("kind")
        for kind_item_data in (_kind):
            kind_item = LocquemareCreateKeyAffordanceChoicesKindItem.from_dict(kind_item_data)



            kind.append(kind_item)


        locquemare_create_key_affordance_choices = cls(
            kind=kind,
        )

        return locquemare_create_key_affordance_choices

