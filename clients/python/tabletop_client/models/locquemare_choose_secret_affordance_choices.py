from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_choose_secret_affordance_choices_secret_id_item import LocquemareChooseSecretAffordanceChoicesSecretIdItem





T = TypeVar("T", bound="LocquemareChooseSecretAffordanceChoices")



@_attrs_define
class LocquemareChooseSecretAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            secret_id (list[LocquemareChooseSecretAffordanceChoicesSecretIdItem]): The values `secret_id` may take now, each
                with what a person reads.
     """

    secret_id: list[LocquemareChooseSecretAffordanceChoicesSecretIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_choose_secret_affordance_choices_secret_id_item import LocquemareChooseSecretAffordanceChoicesSecretIdItem # noqa: PLC0415
        secret_id = []
        for secret_id_item_data in self.secret_id:
            secret_id_item = secret_id_item_data.to_dict()
            secret_id.append(secret_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "secret_id": secret_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_choose_secret_affordance_choices_secret_id_item import LocquemareChooseSecretAffordanceChoicesSecretIdItem # noqa: PLC0415
        d = dict(src_dict)
        secret_id = []
        _secret_id = d.pop("secret_id")
        for secret_id_item_data in (_secret_id):
            secret_id_item = LocquemareChooseSecretAffordanceChoicesSecretIdItem.from_dict(secret_id_item_data)



            secret_id.append(secret_id_item)


        locquemare_choose_secret_affordance_choices = cls(
            secret_id=secret_id,
        )

        return locquemare_choose_secret_affordance_choices

