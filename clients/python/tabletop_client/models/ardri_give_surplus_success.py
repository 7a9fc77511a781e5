from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_give_surplus_success_type import ArdriGiveSurplusSuccessType






T = TypeVar("T", bound="ArdriGiveSurplusSuccess")



@_attrs_define
class ArdriGiveSurplusSuccess:
    """ Mutual aid: a surplus success goes to a partner's failed roll on the same task.

        Attributes:
            die_index (int): the successful die given: 0..2 a trinity d10, 3 the attribute die
            from_roll_id (str): The giver's roll the wasted success is taken from.
            to_roll_id (str): The failed roll receiving the success.
            type_ (ArdriGiveSurplusSuccessType): The message's tag: `GiveSurplusSuccess`.
     """

    die_index: int
    from_roll_id: str
    to_roll_id: str
    type_: ArdriGiveSurplusSuccessType





    def to_dict(self) -> dict[str, Any]:
        die_index = self.die_index

        from_roll_id = self.from_roll_id

        to_roll_id = self.to_roll_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "die_index": die_index,
            "from_roll_id": from_roll_id,
            "to_roll_id": to_roll_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        die_index = d.pop("die_index")

        from_roll_id = d.pop("from_roll_id")

        to_roll_id = d.pop("to_roll_id")

        type_ = ArdriGiveSurplusSuccessType(d.pop("type"))




        ardri_give_surplus_success = cls(
            die_index=die_index,
            from_roll_id=from_roll_id,
            to_roll_id=to_roll_id,
            type_=type_,
        )

        return ardri_give_surplus_success

