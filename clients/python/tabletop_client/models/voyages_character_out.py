from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_character_out_ruleset import VoyagesCharacterOutRuleset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_adjective_view import VoyagesAdjectiveView
  from ..models.voyages_inventory_tint import VoyagesInventoryTint
  from ..models.voyages_own_tint import VoyagesOwnTint
  from ..models.voyages_sheet_escalation import VoyagesSheetEscalation
  from ..models.voyages_trade_view import VoyagesTradeView
  from ..models.voyages_trait import VoyagesTrait





T = TypeVar("T", bound="VoyagesCharacterOut")



@_attrs_define
class VoyagesCharacterOut:
    """ One character sheet and its rule system. One character sheet as the read model shows it.

        Attributes:
            adjectives (list[VoyagesAdjectiveView]): Its adjectives (durable or temporary), each a bonus or malus of 1 to 3.
            character_id (str): The character concerned (an id from the table's `characters`).
            escalation (None | VoyagesSheetEscalation): The escalation: level, counter and points.
            flaws (list[str]): The character's flaws (travers).
            name (str): The name, as typed.
            own_tints (list[VoyagesOwnTint]): The character's own tints, each with its base score and current points.
            owner_player_id (str): The seat id of the player who controls the character.
            ruleset (VoyagesCharacterOutRuleset): The game's rule system.
            tattooed_points (int): The character's tattooed points in all (at most 6).
            tint_inventory (list[VoyagesInventoryTint]): The character's tint inventory (tattooed or not).
            trades (list[VoyagesTradeView]): The character's trades (ordinary or magical).
            traits (list[VoyagesTrait]): The character's inherited traits (positive, negative or neutral).
     """

    adjectives: list[VoyagesAdjectiveView]
    character_id: str
    escalation: None | VoyagesSheetEscalation
    flaws: list[str]
    name: str
    own_tints: list[VoyagesOwnTint]
    owner_player_id: str
    ruleset: VoyagesCharacterOutRuleset
    tattooed_points: int
    tint_inventory: list[VoyagesInventoryTint]
    trades: list[VoyagesTradeView]
    traits: list[VoyagesTrait]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_adjective_view import VoyagesAdjectiveView # noqa: PLC0415
        from ..models.voyages_inventory_tint import VoyagesInventoryTint # noqa: PLC0415
        from ..models.voyages_own_tint import VoyagesOwnTint # noqa: PLC0415
        from ..models.voyages_sheet_escalation import VoyagesSheetEscalation # noqa: PLC0415
        from ..models.voyages_trade_view import VoyagesTradeView # noqa: PLC0415
        from ..models.voyages_trait import VoyagesTrait # noqa: PLC0415
        adjectives = []
        for adjectives_item_data in self.adjectives:
            adjectives_item = adjectives_item_data.to_dict()
            adjectives.append(adjectives_item)



        character_id = self.character_id

        escalation: dict[str, Any] | None
        if isinstance(self.escalation, VoyagesSheetEscalation):
            escalation = self.escalation.to_dict()
        else:
            escalation = self.escalation

        flaws = self.flaws



        name = self.name

        own_tints = []
        for own_tints_item_data in self.own_tints:
            own_tints_item = own_tints_item_data.to_dict()
            own_tints.append(own_tints_item)



        owner_player_id = self.owner_player_id

        ruleset = self.ruleset.value

        tattooed_points = self.tattooed_points

        tint_inventory = []
        for tint_inventory_item_data in self.tint_inventory:
            tint_inventory_item = tint_inventory_item_data.to_dict()
            tint_inventory.append(tint_inventory_item)



        trades = []
        for trades_item_data in self.trades:
            trades_item = trades_item_data.to_dict()
            trades.append(trades_item)



        traits = []
        for traits_item_data in self.traits:
            traits_item = traits_item_data.to_dict()
            traits.append(traits_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "adjectives": adjectives,
            "character_id": character_id,
            "escalation": escalation,
            "flaws": flaws,
            "name": name,
            "own_tints": own_tints,
            "owner_player_id": owner_player_id,
            "ruleset": ruleset,
            "tattooed_points": tattooed_points,
            "tint_inventory": tint_inventory,
            "trades": trades,
            "traits": traits,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_adjective_view import VoyagesAdjectiveView # noqa: PLC0415
        from ..models.voyages_inventory_tint import VoyagesInventoryTint # noqa: PLC0415
        from ..models.voyages_own_tint import VoyagesOwnTint # noqa: PLC0415
        from ..models.voyages_sheet_escalation import VoyagesSheetEscalation # noqa: PLC0415
        from ..models.voyages_trade_view import VoyagesTradeView # noqa: PLC0415
        from ..models.voyages_trait import VoyagesTrait # noqa: PLC0415
        d = dict(src_dict)
        adjectives = []
        _adjectives = d.pop("adjectives")
        for adjectives_item_data in (_adjectives):
            adjectives_item = VoyagesAdjectiveView.from_dict(adjectives_item_data)



            adjectives.append(adjectives_item)


        character_id = d.pop("character_id")

        def _parse_escalation(data: object) -> None | VoyagesSheetEscalation:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                escalation_type_0 = VoyagesSheetEscalation.from_dict(data)



                return escalation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VoyagesSheetEscalation, data)

        escalation = _parse_escalation(d.pop("escalation"))


        flaws = cast(list[str], d.pop("flaws"))


        name = d.pop("name")

        own_tints = []
        _own_tints = d.pop("own_tints")
        for own_tints_item_data in (_own_tints):
            own_tints_item = VoyagesOwnTint.from_dict(own_tints_item_data)



            own_tints.append(own_tints_item)


        owner_player_id = d.pop("owner_player_id")

        ruleset = VoyagesCharacterOutRuleset(d.pop("ruleset"))




        tattooed_points = d.pop("tattooed_points")

        tint_inventory = []
        _tint_inventory = d.pop("tint_inventory")
        for tint_inventory_item_data in (_tint_inventory):
            tint_inventory_item = VoyagesInventoryTint.from_dict(tint_inventory_item_data)



            tint_inventory.append(tint_inventory_item)


        trades = []
        _trades = d.pop("trades")
        for trades_item_data in (_trades):
            trades_item = VoyagesTradeView.from_dict(trades_item_data)



            trades.append(trades_item)


        traits = []
        _traits = d.pop("traits")
        for traits_item_data in (_traits):
            traits_item = VoyagesTrait.from_dict(traits_item_data)



            traits.append(traits_item)


        voyages_character_out = cls(
            adjectives=adjectives,
            character_id=character_id,
            escalation=escalation,
            flaws=flaws,
            name=name,
            own_tints=own_tints,
            owner_player_id=owner_player_id,
            ruleset=ruleset,
            tattooed_points=tattooed_points,
            tint_inventory=tint_inventory,
            trades=trades,
            traits=traits,
        )


        voyages_character_out.additional_properties = d
        return voyages_character_out

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
