from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_opposition_rolled_dice_source import XyropOppositionRolledDiceSource
from ..models.xyrop_opposition_rolled_kind import XyropOppositionRolledKind
from ..models.xyrop_opposition_rolled_outcome import XyropOppositionRolledOutcome
from ..models.xyrop_opposition_rolled_winner_side import XyropOppositionRolledWinnerSide
from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_rolled_die import XyropRolledDie





T = TypeVar("T", bound="XyropOppositionRolled")



@_attrs_define
class XyropOppositionRolled:
    """ The gm's roll judged against one contest, which is resolved.

    One roll against several contests (revision R2) is one event per contest, each with
    the same pool; `contest_ids` names them all (empty in streams older than R2).

        Attributes:
            contest_id (str): The contest concerned: the one a `RollAction` opened.
            contest_ids (list[str]): The contests the opposition answers.
            dice_source (XyropOppositionRolledDiceSource): Who rolled: `server` or `physical` (rolled at the table and typed
                in).
            gm_ones (int): How many 1s the gm's opposition rolled.
            kind (XyropOppositionRolledKind): `difficulty` (d6s) or `npc` (an npc's dice).
            npc_id (None | str): The npc opposing (its name or id, free text); null: none.
            opposition_total (int): The opposition's total: its two highest dice.
            outcome (XyropOppositionRolledOutcome): `success` (the player's total strictly higher) or `failure`.
            player_total (int): The player's total: the two highest dice plus extra kept.
            pool (list[XyropRolledDie]): The dice rolled, each with its ref, faces and value.
            winner_side (XyropOppositionRolledWinnerSide): `player` or `opposition` (a tie goes to the opposition).
     """

    contest_id: str
    contest_ids: list[str]
    dice_source: XyropOppositionRolledDiceSource
    gm_ones: int
    kind: XyropOppositionRolledKind
    npc_id: None | str
    opposition_total: int
    outcome: XyropOppositionRolledOutcome
    player_total: int
    pool: list[XyropRolledDie]
    winner_side: XyropOppositionRolledWinnerSide
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_rolled_die import XyropRolledDie # noqa: PLC0415
        contest_id = self.contest_id

        contest_ids = self.contest_ids



        dice_source = self.dice_source.value

        gm_ones = self.gm_ones

        kind = self.kind.value

        npc_id: None | str
        npc_id = self.npc_id

        opposition_total = self.opposition_total

        outcome = self.outcome.value

        player_total = self.player_total

        pool = []
        for pool_item_data in self.pool:
            pool_item = pool_item_data.to_dict()
            pool.append(pool_item)



        winner_side = self.winner_side.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "contest_id": contest_id,
            "contest_ids": contest_ids,
            "dice_source": dice_source,
            "gm_ones": gm_ones,
            "kind": kind,
            "npc_id": npc_id,
            "opposition_total": opposition_total,
            "outcome": outcome,
            "player_total": player_total,
            "pool": pool,
            "winner_side": winner_side,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_rolled_die import XyropRolledDie # noqa: PLC0415
        d = dict(src_dict)
        contest_id = d.pop("contest_id")

        contest_ids = cast(list[str], d.pop("contest_ids"))


        dice_source = XyropOppositionRolledDiceSource(d.pop("dice_source"))




        gm_ones = d.pop("gm_ones")

        kind = XyropOppositionRolledKind(d.pop("kind"))




        def _parse_npc_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        npc_id = _parse_npc_id(d.pop("npc_id"))


        opposition_total = d.pop("opposition_total")

        outcome = XyropOppositionRolledOutcome(d.pop("outcome"))




        player_total = d.pop("player_total")

        pool = []
        _pool = d.pop("pool")
        for pool_item_data in (_pool):
            pool_item = XyropRolledDie.from_dict(pool_item_data)



            pool.append(pool_item)


        winner_side = XyropOppositionRolledWinnerSide(d.pop("winner_side"))




        xyrop_opposition_rolled = cls(
            contest_id=contest_id,
            contest_ids=contest_ids,
            dice_source=dice_source,
            gm_ones=gm_ones,
            kind=kind,
            npc_id=npc_id,
            opposition_total=opposition_total,
            outcome=outcome,
            player_total=player_total,
            pool=pool,
            winner_side=winner_side,
        )


        xyrop_opposition_rolled.additional_properties = d
        return xyrop_opposition_rolled

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
