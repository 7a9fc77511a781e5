from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareProwessIn")



@_attrs_define
class LocquemareProwessIn:
    """ A hero's prowess; its bonus size is set by the Chorus when it is created.

        Attributes:
            name (str): The name, as typed.
            action_types (list[str] | Unset): The action types the prowess applies to.
            bonus (int | Unset): The prowess's bonus (with `effect: bonus`). Default: 0.
            costs_token (bool | Unset): True when using the prowess costs a token. Default: False.
            description (str | Unset): What it is, in the table's words. Default: ''.
            effect (str | Unset): `bonus`, `auto_success` or `narrative`. Default: 'narrative'.
            limit (str | Unset): How often it may be used: `none`, `once_per_scene` or `once_per_act`. Default: 'none'.
            prowess_id (str | Unset): The prowess concerned (an id from the hero's `prowesses`). Default: ''.
     """

    name: str
    action_types: list[str] | Unset = UNSET
    bonus: int | Unset = 0
    costs_token: bool | Unset = False
    description: str | Unset = ''
    effect: str | Unset = 'narrative'
    limit: str | Unset = 'none'
    prowess_id: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        action_types: list[str] | Unset = UNSET
        if not isinstance(self.action_types, Unset):
            action_types = self.action_types



        bonus = self.bonus

        costs_token = self.costs_token

        description = self.description

        effect = self.effect

        limit = self.limit

        prowess_id = self.prowess_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if action_types is not UNSET:
            field_dict["action_types"] = action_types
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if costs_token is not UNSET:
            field_dict["costs_token"] = costs_token
        if description is not UNSET:
            field_dict["description"] = description
        if effect is not UNSET:
            field_dict["effect"] = effect
        if limit is not UNSET:
            field_dict["limit"] = limit
        if prowess_id is not UNSET:
            field_dict["prowess_id"] = prowess_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        action_types = cast(list[str], d.pop("action_types", UNSET))


        bonus = d.pop("bonus", UNSET)

        costs_token = d.pop("costs_token", UNSET)

        description = d.pop("description", UNSET)

        effect = d.pop("effect", UNSET)

        limit = d.pop("limit", UNSET)

        prowess_id = d.pop("prowess_id", UNSET)

        locquemare_prowess_in = cls(
            name=name,
            action_types=action_types,
            bonus=bonus,
            costs_token=costs_token,
            description=description,
            effect=effect,
            limit=limit,
            prowess_id=prowess_id,
        )

        return locquemare_prowess_in

