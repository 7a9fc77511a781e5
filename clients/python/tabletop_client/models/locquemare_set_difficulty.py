from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_set_difficulty_type import LocquemareSetDifficultyType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_key_activation_spec import LocquemareKeyActivationSpec
  from ..models.locquemare_modifier_in import LocquemareModifierIn





T = TypeVar("T", bound="LocquemareSetDifficulty")



@_attrs_define
class LocquemareSetDifficulty:
    """ Adversity: difficulty of the declared action (7.2).

        Attributes:
            action_id (str): The action concerned (the table's open `action`).
            type_ (LocquemareSetDifficultyType): The message's tag: `SetDifficulty`.
            edge_dice (list[int] | Unset): Edge dice the Adversity grants.
            elan_text (None | str | Unset): The text of an elan gained; null: none.
            grant_edge_die (int | None | Unset): An edge die's faces granted to the hero; null: none.
            hidden_key_id (None | str | Unset): A hidden key the Adversity activates for the difficulty; null: none.
            key_activations (list[LocquemareKeyActivationSpec] | Unset): Keys the Adversity activates against the action.
            modifiers (list[LocquemareModifierIn] | Unset): Modifiers to the difficulty, each with its reason.
     """

    action_id: str
    type_: LocquemareSetDifficultyType
    edge_dice: list[int] | Unset = UNSET
    elan_text: None | str | Unset = UNSET
    grant_edge_die: int | None | Unset = UNSET
    hidden_key_id: None | str | Unset = UNSET
    key_activations: list[LocquemareKeyActivationSpec] | Unset = UNSET
    modifiers: list[LocquemareModifierIn] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_key_activation_spec import LocquemareKeyActivationSpec # noqa: PLC0415
        from ..models.locquemare_modifier_in import LocquemareModifierIn # noqa: PLC0415
        action_id = self.action_id

        type_ = self.type_.value

        edge_dice: list[int] | Unset = UNSET
        if not isinstance(self.edge_dice, Unset):
            edge_dice = self.edge_dice



        elan_text: None | str | Unset
        if isinstance(self.elan_text, Unset):
            elan_text = UNSET
        else:
            elan_text = self.elan_text

        grant_edge_die: int | None | Unset
        if isinstance(self.grant_edge_die, Unset):
            grant_edge_die = UNSET
        else:
            grant_edge_die = self.grant_edge_die

        hidden_key_id: None | str | Unset
        if isinstance(self.hidden_key_id, Unset):
            hidden_key_id = UNSET
        else:
            hidden_key_id = self.hidden_key_id

        key_activations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.key_activations, Unset):
            key_activations = []
            for key_activations_item_data in self.key_activations:
                key_activations_item = key_activations_item_data.to_dict()
                key_activations.append(key_activations_item)



        modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.modifiers, Unset):
            modifiers = []
            for modifiers_item_data in self.modifiers:
                modifiers_item = modifiers_item_data.to_dict()
                modifiers.append(modifiers_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action_id": action_id,
            "type": type_,
        })
        if edge_dice is not UNSET:
            field_dict["edge_dice"] = edge_dice
        if elan_text is not UNSET:
            field_dict["elan_text"] = elan_text
        if grant_edge_die is not UNSET:
            field_dict["grant_edge_die"] = grant_edge_die
        if hidden_key_id is not UNSET:
            field_dict["hidden_key_id"] = hidden_key_id
        if key_activations is not UNSET:
            field_dict["key_activations"] = key_activations
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_key_activation_spec import LocquemareKeyActivationSpec # noqa: PLC0415
        from ..models.locquemare_modifier_in import LocquemareModifierIn # noqa: PLC0415
        d = dict(src_dict)
        action_id = d.pop("action_id")

        type_ = LocquemareSetDifficultyType(d.pop("type"))




        edge_dice = cast(list[int], d.pop("edge_dice", UNSET))


        def _parse_elan_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        elan_text = _parse_elan_text(d.pop("elan_text", UNSET))


        def _parse_grant_edge_die(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        grant_edge_die = _parse_grant_edge_die(d.pop("grant_edge_die", UNSET))


        def _parse_hidden_key_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        hidden_key_id = _parse_hidden_key_id(d.pop("hidden_key_id", UNSET))


        _key_activations = d.pop("key_activations", UNSET)
        key_activations: list[LocquemareKeyActivationSpec] | Unset = UNSET
        if _key_activations is not UNSET:
            key_activations = []
            for key_activations_item_data in _key_activations:
                key_activations_item = LocquemareKeyActivationSpec.from_dict(key_activations_item_data)



                key_activations.append(key_activations_item)


        _modifiers = d.pop("modifiers", UNSET)
        modifiers: list[LocquemareModifierIn] | Unset = UNSET
        if _modifiers is not UNSET:
            modifiers = []
            for modifiers_item_data in _modifiers:
                modifiers_item = LocquemareModifierIn.from_dict(modifiers_item_data)



                modifiers.append(modifiers_item)


        locquemare_set_difficulty = cls(
            action_id=action_id,
            type_=type_,
            edge_dice=edge_dice,
            elan_text=elan_text,
            grant_edge_die=grant_edge_die,
            hidden_key_id=hidden_key_id,
            key_activations=key_activations,
            modifiers=modifiers,
        )

        return locquemare_set_difficulty

