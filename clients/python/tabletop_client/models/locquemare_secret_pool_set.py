from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_secret_card import LocquemareSecretCard





T = TypeVar("T", bound="LocquemareSecretPoolSet")



@_attrs_define
class LocquemareSecretPoolSet:
    """ The Chorus prepared the secret pool (gm only).

        Attributes:
            secrets (list[LocquemareSecretCard]): The secret cards of the pool.
     """

    secrets: list[LocquemareSecretCard]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_secret_card import LocquemareSecretCard # noqa: PLC0415
        secrets = []
        for secrets_item_data in self.secrets:
            secrets_item = secrets_item_data.to_dict()
            secrets.append(secrets_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "secrets": secrets,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_secret_card import LocquemareSecretCard # noqa: PLC0415
        d = dict(src_dict)
        secrets = []
        _secrets = d.pop("secrets")
        for secrets_item_data in (_secrets):
            secrets_item = LocquemareSecretCard.from_dict(secrets_item_data)



            secrets.append(secrets_item)


        locquemare_secret_pool_set = cls(
            secrets=secrets,
        )


        locquemare_secret_pool_set.additional_properties = d
        return locquemare_secret_pool_set

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
