from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_register_character_type import VoyagesRegisterCharacterType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_adjective_spec import VoyagesAdjectiveSpec
  from ..models.voyages_inventory_spec import VoyagesInventorySpec
  from ..models.voyages_own_tint_spec import VoyagesOwnTintSpec
  from ..models.voyages_trade_in import VoyagesTradeIn
  from ..models.voyages_trait_in import VoyagesTraitIn





T = TypeVar("T", bound="VoyagesRegisterCharacter")



@_attrs_define
class VoyagesRegisterCharacter:
    """ Create a character (id and owner default to a slug and the issuing seat).

        Attributes:
            name (str): The name, as typed.
            type_ (VoyagesRegisterCharacterType): The message's tag: `RegisterCharacter`.
            adjectives (list[VoyagesAdjectiveSpec] | Unset): Its adjectives (durable or temporary), each a bonus or malus of
                1 to 3.
            character_id (None | str | Unset): The character concerned (an id from the table's `characters`).
            flaws (list[str] | Unset): The character's flaws (travers).
            own_tints (list[VoyagesOwnTintSpec] | Unset): The character's own tints, each with its base score and current
                points.
            owner_player_id (None | str | Unset): The seat id of the player who controls the character.
            tint_inventory (list[VoyagesInventorySpec] | Unset): The character's tint inventory (tattooed or not).
            trades (list[VoyagesTradeIn] | Unset): The character's trades (ordinary or magical).
            traits (list[VoyagesTraitIn] | Unset): The character's inherited traits (positive, negative or neutral).
     """

    name: str
    type_: VoyagesRegisterCharacterType
    adjectives: list[VoyagesAdjectiveSpec] | Unset = UNSET
    character_id: None | str | Unset = UNSET
    flaws: list[str] | Unset = UNSET
    own_tints: list[VoyagesOwnTintSpec] | Unset = UNSET
    owner_player_id: None | str | Unset = UNSET
    tint_inventory: list[VoyagesInventorySpec] | Unset = UNSET
    trades: list[VoyagesTradeIn] | Unset = UNSET
    traits: list[VoyagesTraitIn] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_adjective_spec import VoyagesAdjectiveSpec # noqa: PLC0415
        from ..models.voyages_inventory_spec import VoyagesInventorySpec # noqa: PLC0415
        from ..models.voyages_own_tint_spec import VoyagesOwnTintSpec # noqa: PLC0415
        from ..models.voyages_trade_in import VoyagesTradeIn # noqa: PLC0415
        from ..models.voyages_trait_in import VoyagesTraitIn # noqa: PLC0415
        name = self.name

        type_ = self.type_.value

        adjectives: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.adjectives, Unset):
            adjectives = []
            for adjectives_item_data in self.adjectives:
                adjectives_item = adjectives_item_data.to_dict()
                adjectives.append(adjectives_item)



        character_id: None | str | Unset
        if isinstance(self.character_id, Unset):
            character_id = UNSET
        else:
            character_id = self.character_id

        flaws: list[str] | Unset = UNSET
        if not isinstance(self.flaws, Unset):
            flaws = self.flaws



        own_tints: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.own_tints, Unset):
            own_tints = []
            for own_tints_item_data in self.own_tints:
                own_tints_item = own_tints_item_data.to_dict()
                own_tints.append(own_tints_item)



        owner_player_id: None | str | Unset
        if isinstance(self.owner_player_id, Unset):
            owner_player_id = UNSET
        else:
            owner_player_id = self.owner_player_id

        tint_inventory: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tint_inventory, Unset):
            tint_inventory = []
            for tint_inventory_item_data in self.tint_inventory:
                tint_inventory_item = tint_inventory_item_data.to_dict()
                tint_inventory.append(tint_inventory_item)



        trades: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.trades, Unset):
            trades = []
            for trades_item_data in self.trades:
                trades_item = trades_item_data.to_dict()
                trades.append(trades_item)



        traits: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.traits, Unset):
            traits = []
            for traits_item_data in self.traits:
                traits_item = traits_item_data.to_dict()
                traits.append(traits_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "type": type_,
        })
        if adjectives is not UNSET:
            field_dict["adjectives"] = adjectives
        if character_id is not UNSET:
            field_dict["character_id"] = character_id
        if flaws is not UNSET:
            field_dict["flaws"] = flaws
        if own_tints is not UNSET:
            field_dict["own_tints"] = own_tints
        if owner_player_id is not UNSET:
            field_dict["owner_player_id"] = owner_player_id
        if tint_inventory is not UNSET:
            field_dict["tint_inventory"] = tint_inventory
        if trades is not UNSET:
            field_dict["trades"] = trades
        if traits is not UNSET:
            field_dict["traits"] = traits

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_adjective_spec import VoyagesAdjectiveSpec # noqa: PLC0415
        from ..models.voyages_inventory_spec import VoyagesInventorySpec # noqa: PLC0415
        from ..models.voyages_own_tint_spec import VoyagesOwnTintSpec # noqa: PLC0415
        from ..models.voyages_trade_in import VoyagesTradeIn # noqa: PLC0415
        from ..models.voyages_trait_in import VoyagesTraitIn # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        type_ = VoyagesRegisterCharacterType(d.pop("type"))




        _adjectives = d.pop("adjectives", UNSET)
        adjectives: list[VoyagesAdjectiveSpec] | Unset = UNSET
        if _adjectives is not UNSET:
            adjectives = []
            for adjectives_item_data in _adjectives:
                adjectives_item = VoyagesAdjectiveSpec.from_dict(adjectives_item_data)



                adjectives.append(adjectives_item)


        def _parse_character_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        character_id = _parse_character_id(d.pop("character_id", UNSET))


        flaws = cast(list[str], d.pop("flaws", UNSET))


        _own_tints = d.pop("own_tints", UNSET)
        own_tints: list[VoyagesOwnTintSpec] | Unset = UNSET
        if _own_tints is not UNSET:
            own_tints = []
            for own_tints_item_data in _own_tints:
                own_tints_item = VoyagesOwnTintSpec.from_dict(own_tints_item_data)



                own_tints.append(own_tints_item)


        def _parse_owner_player_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner_player_id = _parse_owner_player_id(d.pop("owner_player_id", UNSET))


        _tint_inventory = d.pop("tint_inventory", UNSET)
        tint_inventory: list[VoyagesInventorySpec] | Unset = UNSET
        if _tint_inventory is not UNSET:
            tint_inventory = []
            for tint_inventory_item_data in _tint_inventory:
                tint_inventory_item = VoyagesInventorySpec.from_dict(tint_inventory_item_data)



                tint_inventory.append(tint_inventory_item)


        _trades = d.pop("trades", UNSET)
        trades: list[VoyagesTradeIn] | Unset = UNSET
        if _trades is not UNSET:
            trades = []
            for trades_item_data in _trades:
                trades_item = VoyagesTradeIn.from_dict(trades_item_data)



                trades.append(trades_item)


        _traits = d.pop("traits", UNSET)
        traits: list[VoyagesTraitIn] | Unset = UNSET
        if _traits is not UNSET:
            traits = []
            for traits_item_data in _traits:
                traits_item = VoyagesTraitIn.from_dict(traits_item_data)



                traits.append(traits_item)


        voyages_register_character = cls(
            name=name,
            type_=type_,
            adjectives=adjectives,
            character_id=character_id,
            flaws=flaws,
            own_tints=own_tints,
            owner_player_id=owner_player_id,
            tint_inventory=tint_inventory,
            trades=trades,
            traits=traits,
        )

        return voyages_register_character

