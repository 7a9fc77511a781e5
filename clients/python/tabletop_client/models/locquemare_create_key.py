from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_create_key_type import LocquemareCreateKeyType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_key_owner_in import LocquemareKeyOwnerIn





T = TypeVar("T", bound="LocquemareCreateKey")



@_attrs_define
class LocquemareCreateKey:
    """ Adversity or Chorus: a situation or complication key.

        Attributes:
            key_id (str): The key concerned (an id from the table's `keys`).
            text (str): The text, as the table words it.
            type_ (LocquemareCreateKeyType): The message's tag: `CreateKey`.
            kind (str | Unset): `situation`, `complication`, `consequence` or `elan`. Default: 'situation'.
            known (bool | Unset): True when the heroes know it. Default: True.
            owner (LocquemareKeyOwnerIn | None | Unset): Whose key it is: a hero, an npc, the scene; null: none.
            persistent (bool | Unset): True when the key stays after the scene. Default: False.
     """

    key_id: str
    text: str
    type_: LocquemareCreateKeyType
    kind: str | Unset = 'situation'
    known: bool | Unset = True
    owner: LocquemareKeyOwnerIn | None | Unset = UNSET
    persistent: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_key_owner_in import LocquemareKeyOwnerIn # noqa: PLC0415
        key_id = self.key_id

        text = self.text

        type_ = self.type_.value

        kind = self.kind

        known = self.known

        owner: dict[str, Any] | None | Unset
        if isinstance(self.owner, Unset):
            owner = UNSET
        elif isinstance(self.owner, LocquemareKeyOwnerIn):
            owner = self.owner.to_dict()
        else:
            owner = self.owner

        persistent = self.persistent


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key_id": key_id,
            "text": text,
            "type": type_,
        })
        if kind is not UNSET:
            field_dict["kind"] = kind
        if known is not UNSET:
            field_dict["known"] = known
        if owner is not UNSET:
            field_dict["owner"] = owner
        if persistent is not UNSET:
            field_dict["persistent"] = persistent

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_key_owner_in import LocquemareKeyOwnerIn # noqa: PLC0415
        d = dict(src_dict)
        key_id = d.pop("key_id")

        text = d.pop("text")

        type_ = LocquemareCreateKeyType(d.pop("type"))




        kind = d.pop("kind", UNSET)

        known = d.pop("known", UNSET)

        def _parse_owner(data: object) -> LocquemareKeyOwnerIn | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                owner_type_0 = LocquemareKeyOwnerIn.from_dict(data)



                return owner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareKeyOwnerIn | None | Unset, data)

        owner = _parse_owner(d.pop("owner", UNSET))


        persistent = d.pop("persistent", UNSET)

        locquemare_create_key = cls(
            key_id=key_id,
            text=text,
            type_=type_,
            kind=kind,
            known=known,
            owner=owner,
            persistent=persistent,
        )

        return locquemare_create_key

