from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_pool_cost_list import VoyagesPoolCostList
from ..models.voyages_pool_kind import VoyagesPoolKind
from ..models.voyages_pool_sign import VoyagesPoolSign
from typing import cast






T = TypeVar("T", bound="VoyagesPool")



@_attrs_define
class VoyagesPool:
    """ Points to spend after a situation is scored (7.3).

        Attributes:
            cost_list (VoyagesPoolCostList): The cost list its purchases are priced from: `opportunities` or `risks`.
            is_false (bool): True for a false good opportunity.
            kind (VoyagesPoolKind): `character`, `group` or `environment`.
            owner_ids (list[str]): The characters who own the pool.
            points (int): The pool's points (negative: a budget of false opportunities).
            pool_id (str): The pool concerned (an id from the situation's `pools`).
            sign (VoyagesPoolSign): `positive` or `negative`: which cost list and effects the pool has.
            spent (int): Points already spent from the pool.
            subgroup (int): The subgroup's index.
     """

    cost_list: VoyagesPoolCostList
    is_false: bool
    kind: VoyagesPoolKind
    owner_ids: list[str]
    points: int
    pool_id: str
    sign: VoyagesPoolSign
    spent: int
    subgroup: int





    def to_dict(self) -> dict[str, Any]:
        cost_list = self.cost_list.value

        is_false = self.is_false

        kind = self.kind.value

        owner_ids = self.owner_ids



        points = self.points

        pool_id = self.pool_id

        sign = self.sign.value

        spent = self.spent

        subgroup = self.subgroup


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cost_list": cost_list,
            "is_false": is_false,
            "kind": kind,
            "owner_ids": owner_ids,
            "points": points,
            "pool_id": pool_id,
            "sign": sign,
            "spent": spent,
            "subgroup": subgroup,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cost_list = VoyagesPoolCostList(d.pop("cost_list"))




        is_false = d.pop("is_false")

        kind = VoyagesPoolKind(d.pop("kind"))




        owner_ids = cast(list[str], d.pop("owner_ids"))


        points = d.pop("points")

        pool_id = d.pop("pool_id")

        sign = VoyagesPoolSign(d.pop("sign"))




        spent = d.pop("spent")

        subgroup = d.pop("subgroup")

        voyages_pool = cls(
            cost_list=cost_list,
            is_false=is_false,
            kind=kind,
            owner_ids=owner_ids,
            points=points,
            pool_id=pool_id,
            sign=sign,
            spent=spent,
            subgroup=subgroup,
        )

        return voyages_pool

