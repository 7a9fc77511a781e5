from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareProwess")



@_attrs_define
class LocquemareProwess:
    """ A hero's prowess; its bonus size is set by the Chorus when it is created.

        Attributes:
            action_types (list[str]): The action types the prowess applies to.
            bonus (int): The prowess's bonus (with `effect: bonus`).
            costs_token (bool): True when using the prowess costs a token.
            description (str): What it is, in the table's words.
            effect (str): `bonus`, `auto_success` or `narrative`.
            limit (str): How often it may be used: `none`, `once_per_scene` or `once_per_act`.
            name (str): The name, as typed.
            prowess_id (str): The prowess concerned (an id from the hero's `prowesses`).
     """

    action_types: list[str]
    bonus: int
    costs_token: bool
    description: str
    effect: str
    limit: str
    name: str
    prowess_id: str





    def to_dict(self) -> dict[str, Any]:
        action_types = self.action_types



        bonus = self.bonus

        costs_token = self.costs_token

        description = self.description

        effect = self.effect

        limit = self.limit

        name = self.name

        prowess_id = self.prowess_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action_types": action_types,
            "bonus": bonus,
            "costs_token": costs_token,
            "description": description,
            "effect": effect,
            "limit": limit,
            "name": name,
            "prowess_id": prowess_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action_types = cast(list[str], d.pop("action_types"))


        bonus = d.pop("bonus")

        costs_token = d.pop("costs_token")

        description = d.pop("description")

        effect = d.pop("effect")

        limit = d.pop("limit")

        name = d.pop("name")

        prowess_id = d.pop("prowess_id")

        locquemare_prowess = cls(
            action_types=action_types,
            bonus=bonus,
            costs_token=costs_token,
            description=description,
            effect=effect,
            limit=limit,
            name=name,
            prowess_id=prowess_id,
        )

        return locquemare_prowess

