from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_activation import LocquemareActivation
  from ..models.locquemare_modifier import LocquemareModifier





T = TypeVar("T", bound="LocquemareDifficultySet")



@_attrs_define
class LocquemareDifficultySet:
    """ The Adversity set the difficulty (7.2); hidden parts are redacted for heroes.

        Attributes:
            action_id (str): The action concerned (the table's open `action`).
            activations (list[LocquemareActivation]): Keys activated for the action, with who paid and the bonus.
            base (int): The base difficulty (2).
            edge_dice (list[int]): Edge dice the Adversity grants.
            edge_die_sides (int | None): The edge die's faces; null: none.
            elan_text (None | str): The text of an elan gained; null: none.
            hidden_key_id (None | str): Null when hidden from this seat (an unknown key), or none.
            modifiers (list[LocquemareModifier]): Modifiers to the difficulty, each with its reason.
            panicked (int): The difficulty added by a panicked consequence.
            total (int): The difficulty's total.
     """

    action_id: str
    activations: list[LocquemareActivation]
    base: int
    edge_dice: list[int]
    edge_die_sides: int | None
    elan_text: None | str
    hidden_key_id: None | str
    modifiers: list[LocquemareModifier]
    panicked: int
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_activation import LocquemareActivation # noqa: PLC0415
        from ..models.locquemare_modifier import LocquemareModifier # noqa: PLC0415
        action_id = self.action_id

        activations = []
        for activations_item_data in self.activations:
            activations_item = activations_item_data.to_dict()
            activations.append(activations_item)



        base = self.base

        edge_dice = self.edge_dice



        edge_die_sides: int | None
        edge_die_sides = self.edge_die_sides

        elan_text: None | str
        elan_text = self.elan_text

        hidden_key_id: None | str
        hidden_key_id = self.hidden_key_id

        modifiers = []
        for modifiers_item_data in self.modifiers:
            modifiers_item = modifiers_item_data.to_dict()
            modifiers.append(modifiers_item)



        panicked = self.panicked

        total = self.total


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action_id": action_id,
            "activations": activations,
            "base": base,
            "edge_dice": edge_dice,
            "edge_die_sides": edge_die_sides,
            "elan_text": elan_text,
            "hidden_key_id": hidden_key_id,
            "modifiers": modifiers,
            "panicked": panicked,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_activation import LocquemareActivation # noqa: PLC0415
        from ..models.locquemare_modifier import LocquemareModifier # noqa: PLC0415
        d = dict(src_dict)
        action_id = d.pop("action_id")

        activations = []
        _activations = d.pop("activations")
        for activations_item_data in (_activations):
            activations_item = LocquemareActivation.from_dict(activations_item_data)



            activations.append(activations_item)


        base = d.pop("base")

        edge_dice = cast(list[int], d.pop("edge_dice"))


        def _parse_edge_die_sides(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        edge_die_sides = _parse_edge_die_sides(d.pop("edge_die_sides"))


        def _parse_elan_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        elan_text = _parse_elan_text(d.pop("elan_text"))


        def _parse_hidden_key_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hidden_key_id = _parse_hidden_key_id(d.pop("hidden_key_id"))


        modifiers = []
        _modifiers = d.pop("modifiers")
        for modifiers_item_data in (_modifiers):
            modifiers_item = LocquemareModifier.from_dict(modifiers_item_data)



            modifiers.append(modifiers_item)


        panicked = d.pop("panicked")

        total = d.pop("total")

        locquemare_difficulty_set = cls(
            action_id=action_id,
            activations=activations,
            base=base,
            edge_dice=edge_dice,
            edge_die_sides=edge_die_sides,
            elan_text=elan_text,
            hidden_key_id=hidden_key_id,
            modifiers=modifiers,
            panicked=panicked,
            total=total,
        )


        locquemare_difficulty_set.additional_properties = d
        return locquemare_difficulty_set

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
