from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_action_status import VoyagesActionStatus
from ..models.voyages_action_tier import VoyagesActionTier
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_roll import VoyagesRoll





T = TypeVar("T", bound="VoyagesAction")



@_attrs_define
class VoyagesAction:
    """ An action resolution (7.2).

        Attributes:
            action_id (str): The action concerned (an id from the table's `actions`).
            character_id (str): The character concerned (an id from the table's `characters`).
            helpers (list[VoyagesRoll]): Characters who help (a double-edged help), each with their roll.
            invited (list[str]): Characters invited to help the action.
            main (VoyagesRoll): A rolled d6 with its modifiers; `score = die + offset` survives rerolls.
            margin (int | None): By how much the total beat or missed; null on a natural 1.
            maybe_option (None | str): The option chosen on a maybe; null: not chosen.
            natural_one (bool): True when the die showed a natural 1 (a failure with a complication).
            outcome_effect_id (None | str): The effect the outcome caused; null: none.
            status (VoyagesActionStatus): `open` or `closed`.
            tier (VoyagesActionTier): The outcome tier: `no`, `maybe`, `yes`, `yes_and` or `fail_complication` (a natural
                1).
            total (int | None): The action's total; null on a natural 1.
     """

    action_id: str
    character_id: str
    helpers: list[VoyagesRoll]
    invited: list[str]
    main: VoyagesRoll
    margin: int | None
    maybe_option: None | str
    natural_one: bool
    outcome_effect_id: None | str
    status: VoyagesActionStatus
    tier: VoyagesActionTier
    total: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_roll import VoyagesRoll # noqa: PLC0415
        action_id = self.action_id

        character_id = self.character_id

        helpers = []
        for helpers_item_data in self.helpers:
            helpers_item = helpers_item_data.to_dict()
            helpers.append(helpers_item)



        invited = self.invited



        main = self.main.to_dict()

        margin: int | None
        margin = self.margin

        maybe_option: None | str
        maybe_option = self.maybe_option

        natural_one = self.natural_one

        outcome_effect_id: None | str
        outcome_effect_id = self.outcome_effect_id

        status = self.status.value

        tier = self.tier.value

        total: int | None
        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action_id": action_id,
            "character_id": character_id,
            "helpers": helpers,
            "invited": invited,
            "main": main,
            "margin": margin,
            "maybe_option": maybe_option,
            "natural_one": natural_one,
            "outcome_effect_id": outcome_effect_id,
            "status": status,
            "tier": tier,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_roll import VoyagesRoll # noqa: PLC0415
        d = dict(src_dict)
        action_id = d.pop("action_id")

        character_id = d.pop("character_id")

        helpers = []
        _helpers = d.pop("helpers")
        for helpers_item_data in (_helpers):
            helpers_item = VoyagesRoll.from_dict(helpers_item_data)



            helpers.append(helpers_item)


        invited = cast(list[str], d.pop("invited"))


        main = VoyagesRoll.from_dict(d.pop("main"))




        def _parse_margin(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        margin = _parse_margin(d.pop("margin"))


        def _parse_maybe_option(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        maybe_option = _parse_maybe_option(d.pop("maybe_option"))


        natural_one = d.pop("natural_one")

        def _parse_outcome_effect_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        outcome_effect_id = _parse_outcome_effect_id(d.pop("outcome_effect_id"))


        status = VoyagesActionStatus(d.pop("status"))




        tier = VoyagesActionTier(d.pop("tier"))




        def _parse_total(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        total = _parse_total(d.pop("total"))


        voyages_action = cls(
            action_id=action_id,
            character_id=character_id,
            helpers=helpers,
            invited=invited,
            main=main,
            margin=margin,
            maybe_option=maybe_option,
            natural_one=natural_one,
            outcome_effect_id=outcome_effect_id,
            status=status,
            tier=tier,
            total=total,
        )

        return voyages_action

