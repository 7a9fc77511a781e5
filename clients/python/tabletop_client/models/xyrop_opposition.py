from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_opposition_kind import XyropOppositionKind
from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_rolled_die import XyropRolledDie





T = TypeVar("T", bound="XyropOpposition")



@_attrs_define
class XyropOpposition:
    """ The gm's roll against a contest; `contest_ids`: every contest it was judged
    against (revision R2), whose gm 1s are exploited once for all.

        Attributes:
            contest_ids (list[str]): The contests the opposition answers.
            gm_ones (int): How many 1s the gm's opposition rolled.
            gm_ones_exploited (bool): True once a player exploited the gm's 1s.
            kind (XyropOppositionKind): `difficulty` (d6s) or `npc` (an npc's dice).
            npc_id (None | str): The npc opposing (its name or id, free text); null: none.
            pool (list[XyropRolledDie]): The dice rolled, each with its ref, faces and value.
            total (int): The opposition's total.
     """

    contest_ids: list[str]
    gm_ones: int
    gm_ones_exploited: bool
    kind: XyropOppositionKind
    npc_id: None | str
    pool: list[XyropRolledDie]
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_rolled_die import XyropRolledDie # noqa: PLC0415
        contest_ids = self.contest_ids



        gm_ones = self.gm_ones

        gm_ones_exploited = self.gm_ones_exploited

        kind = self.kind.value

        npc_id: None | str
        npc_id = self.npc_id

        pool = []
        for pool_item_data in self.pool:
            pool_item = pool_item_data.to_dict()
            pool.append(pool_item)



        total = self.total


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "contest_ids": contest_ids,
            "gm_ones": gm_ones,
            "gm_ones_exploited": gm_ones_exploited,
            "kind": kind,
            "npc_id": npc_id,
            "pool": pool,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_rolled_die import XyropRolledDie # noqa: PLC0415
        d = dict(src_dict)
        contest_ids = cast(list[str], d.pop("contest_ids"))


        gm_ones = d.pop("gm_ones")

        gm_ones_exploited = d.pop("gm_ones_exploited")

        kind = XyropOppositionKind(d.pop("kind"))




        def _parse_npc_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        npc_id = _parse_npc_id(d.pop("npc_id"))


        pool = []
        _pool = d.pop("pool")
        for pool_item_data in (_pool):
            pool_item = XyropRolledDie.from_dict(pool_item_data)



            pool.append(pool_item)


        total = d.pop("total")

        xyrop_opposition = cls(
            contest_ids=contest_ids,
            gm_ones=gm_ones,
            gm_ones_exploited=gm_ones_exploited,
            kind=kind,
            npc_id=npc_id,
            pool=pool,
            total=total,
        )


        xyrop_opposition.additional_properties = d
        return xyrop_opposition

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
