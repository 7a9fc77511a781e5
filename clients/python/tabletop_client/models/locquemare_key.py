from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_key_free_activations import LocquemareKeyFreeActivations





T = TypeVar("T", bound="LocquemareKey")



@_attrs_define
class LocquemareKey:
    """ A key card: character key, situation, complication, consequence or elan.

        Attributes:
            created_in_scene (int): The scene the key was created in.
            effect (None | str): A consequence's effect (`hemorrhage`, `stunned`, `exhausted`…); null: none.
            elan_holder (None | str): Who holds the elan (a hero id or `adversity`).
            free_activations (LocquemareKeyFreeActivations): Free activations of the key: holder (hero id or `adversity`) ->
                count.
            key_id (str): The key concerned (an id from the table's `keys`).
            kind (str): `character`, `situation`, `complication`, `consequence` or `elan`.
            known (bool): True when the heroes know it.
            known_when_met (bool): True when the heroes learn it on meeting its owner.
            owner_hero_id (None | str): The hero owning the key; null: none.
            owner_npc_id (None | str): The npc owning the key; null: none.
            persistent (bool): True when the key stays after the scene.
            role (None | str): A character key's role: `concept`, `hamartia` or `other`.
            severity (None | str): A consequence's severity: `minor`, `medium`, `grave` or `extreme`.
            text (str): The text, as the table words it.
     """

    created_in_scene: int
    effect: None | str
    elan_holder: None | str
    free_activations: LocquemareKeyFreeActivations
    key_id: str
    kind: str
    known: bool
    known_when_met: bool
    owner_hero_id: None | str
    owner_npc_id: None | str
    persistent: bool
    role: None | str
    severity: None | str
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_key_free_activations import LocquemareKeyFreeActivations # noqa: PLC0415
        created_in_scene = self.created_in_scene

        effect: None | str
        effect = self.effect

        elan_holder: None | str
        elan_holder = self.elan_holder

        free_activations = self.free_activations.to_dict()

        key_id = self.key_id

        kind = self.kind

        known = self.known

        known_when_met = self.known_when_met

        owner_hero_id: None | str
        owner_hero_id = self.owner_hero_id

        owner_npc_id: None | str
        owner_npc_id = self.owner_npc_id

        persistent = self.persistent

        role: None | str
        role = self.role

        severity: None | str
        severity = self.severity

        text = self.text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_in_scene": created_in_scene,
            "effect": effect,
            "elan_holder": elan_holder,
            "free_activations": free_activations,
            "key_id": key_id,
            "kind": kind,
            "known": known,
            "known_when_met": known_when_met,
            "owner_hero_id": owner_hero_id,
            "owner_npc_id": owner_npc_id,
            "persistent": persistent,
            "role": role,
            "severity": severity,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_key_free_activations import LocquemareKeyFreeActivations # noqa: PLC0415
        d = dict(src_dict)
        created_in_scene = d.pop("created_in_scene")

        def _parse_effect(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        effect = _parse_effect(d.pop("effect"))


        def _parse_elan_holder(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        elan_holder = _parse_elan_holder(d.pop("elan_holder"))


        free_activations = LocquemareKeyFreeActivations.from_dict(d.pop("free_activations"))




        key_id = d.pop("key_id")

        kind = d.pop("kind")

        known = d.pop("known")

        known_when_met = d.pop("known_when_met")

        def _parse_owner_hero_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        owner_hero_id = _parse_owner_hero_id(d.pop("owner_hero_id"))


        def _parse_owner_npc_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        owner_npc_id = _parse_owner_npc_id(d.pop("owner_npc_id"))


        persistent = d.pop("persistent")

        def _parse_role(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        role = _parse_role(d.pop("role"))


        def _parse_severity(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        severity = _parse_severity(d.pop("severity"))


        text = d.pop("text")

        locquemare_key = cls(
            created_in_scene=created_in_scene,
            effect=effect,
            elan_holder=elan_holder,
            free_activations=free_activations,
            key_id=key_id,
            kind=kind,
            known=known,
            known_when_met=known_when_met,
            owner_hero_id=owner_hero_id,
            owner_npc_id=owner_npc_id,
            persistent=persistent,
            role=role,
            severity=severity,
            text=text,
        )


        locquemare_key.additional_properties = d
        return locquemare_key

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
