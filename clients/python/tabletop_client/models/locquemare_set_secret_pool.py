from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_set_secret_pool_type import LocquemareSetSecretPoolType
from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_secret_card_in import LocquemareSecretCardIn





T = TypeVar("T", bound="LocquemareSetSecretPool")



@_attrs_define
class LocquemareSetSecretPool:
    """ Chorus: the secrets heroes will draw from.

        Attributes:
            secrets (list[LocquemareSecretCardIn]): The secret cards of the pool.
            type_ (LocquemareSetSecretPoolType): The message's tag: `SetSecretPool`.
     """

    secrets: list[LocquemareSecretCardIn]
    type_: LocquemareSetSecretPoolType





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_secret_card_in import LocquemareSecretCardIn # noqa: PLC0415
        secrets = []
        for secrets_item_data in self.secrets:
            secrets_item = secrets_item_data.to_dict()
            secrets.append(secrets_item)



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "secrets": secrets,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_secret_card_in import LocquemareSecretCardIn # noqa: PLC0415
        d = dict(src_dict)
        secrets = []
        _secrets = d.pop("secrets")
        for secrets_item_data in (_secrets):
            secrets_item = LocquemareSecretCardIn.from_dict(secrets_item_data)



            secrets.append(secrets_item)


        type_ = LocquemareSetSecretPoolType(d.pop("type"))




        locquemare_set_secret_pool = cls(
            secrets=secrets,
            type_=type_,
        )

        return locquemare_set_secret_pool

