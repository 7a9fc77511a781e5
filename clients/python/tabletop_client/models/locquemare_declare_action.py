from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_declare_action_type import LocquemareDeclareActionType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_advantage_in import LocquemareAdvantageIn
  from ..models.locquemare_target_in import LocquemareTargetIn





T = TypeVar("T", bound="LocquemareDeclareAction")



@_attrs_define
class LocquemareDeclareAction:
    """ Declare an action: type, approach and resource.

        Attributes:
            action_id (str): The action concerned (the table's open `action`).
            action_type (str): The action's type: `create_advantage`, `overcome`, `attack` or `defend`.
            approach (str): The approach used: `aggro`, `metis`, `focus`, `flamme`, `flexx`, `ombre`, `techno` or `agora`.
            hero_id (str): The hero concerned (an id from the table's `characters`).
            resource (str): The resource used: `ichor`, `arsenal`, `biblos`, `adrenaline`, `volonte`, `dogma`, `paria` or
                `mystique`.
            type_ (LocquemareDeclareActionType): The message's tag: `DeclareAction`.
            advantage (LocquemareAdvantageIn | None | Unset): With `create_advantage`: create, discover or activate a key;
                null otherwise.
            auto_success_prowess_id (None | str | Unset): A prowess that makes the action succeed on its own; null: none.
            stress_check_d10 (int | None | Unset): A d10 rolled at the table for the stress check; null: the server rolls
                it.
            target (LocquemareTargetIn | None | Unset): The action's target: an npc or a key; null: none.
            threat_resource (None | str | Unset): The resource an attack threatens; null: none.
     """

    action_id: str
    action_type: str
    approach: str
    hero_id: str
    resource: str
    type_: LocquemareDeclareActionType
    advantage: LocquemareAdvantageIn | None | Unset = UNSET
    auto_success_prowess_id: None | str | Unset = UNSET
    stress_check_d10: int | None | Unset = UNSET
    target: LocquemareTargetIn | None | Unset = UNSET
    threat_resource: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_advantage_in import LocquemareAdvantageIn # noqa: PLC0415
        from ..models.locquemare_target_in import LocquemareTargetIn # noqa: PLC0415
        action_id = self.action_id

        action_type = self.action_type

        approach = self.approach

        hero_id = self.hero_id

        resource = self.resource

        type_ = self.type_.value

        advantage: dict[str, Any] | None | Unset
        if isinstance(self.advantage, Unset):
            advantage = UNSET
        elif isinstance(self.advantage, LocquemareAdvantageIn):
            advantage = self.advantage.to_dict()
        else:
            advantage = self.advantage

        auto_success_prowess_id: None | str | Unset
        if isinstance(self.auto_success_prowess_id, Unset):
            auto_success_prowess_id = UNSET
        else:
            auto_success_prowess_id = self.auto_success_prowess_id

        stress_check_d10: int | None | Unset
        if isinstance(self.stress_check_d10, Unset):
            stress_check_d10 = UNSET
        else:
            stress_check_d10 = self.stress_check_d10

        target: dict[str, Any] | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        elif isinstance(self.target, LocquemareTargetIn):
            target = self.target.to_dict()
        else:
            target = self.target

        threat_resource: None | str | Unset
        if isinstance(self.threat_resource, Unset):
            threat_resource = UNSET
        else:
            threat_resource = self.threat_resource


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action_id": action_id,
            "action_type": action_type,
            "approach": approach,
            "hero_id": hero_id,
            "resource": resource,
            "type": type_,
        })
        if advantage is not UNSET:
            field_dict["advantage"] = advantage
        if auto_success_prowess_id is not UNSET:
            field_dict["auto_success_prowess_id"] = auto_success_prowess_id
        if stress_check_d10 is not UNSET:
            field_dict["stress_check_d10"] = stress_check_d10
        if target is not UNSET:
            field_dict["target"] = target
        if threat_resource is not UNSET:
            field_dict["threat_resource"] = threat_resource

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_advantage_in import LocquemareAdvantageIn # noqa: PLC0415
        from ..models.locquemare_target_in import LocquemareTargetIn # noqa: PLC0415
        d = dict(src_dict)
        action_id = d.pop("action_id")

        action_type = d.pop("action_type")

        approach = d.pop("approach")

        hero_id = d.pop("hero_id")

        resource = d.pop("resource")

        type_ = LocquemareDeclareActionType(d.pop("type"))




        def _parse_advantage(data: object) -> LocquemareAdvantageIn | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                advantage_type_0 = LocquemareAdvantageIn.from_dict(data)



                return advantage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareAdvantageIn | None | Unset, data)

        advantage = _parse_advantage(d.pop("advantage", UNSET))


        def _parse_auto_success_prowess_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        auto_success_prowess_id = _parse_auto_success_prowess_id(d.pop("auto_success_prowess_id", UNSET))


        def _parse_stress_check_d10(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        stress_check_d10 = _parse_stress_check_d10(d.pop("stress_check_d10", UNSET))


        def _parse_target(data: object) -> LocquemareTargetIn | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                target_type_0 = LocquemareTargetIn.from_dict(data)



                return target_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareTargetIn | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))


        def _parse_threat_resource(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        threat_resource = _parse_threat_resource(d.pop("threat_resource", UNSET))


        locquemare_declare_action = cls(
            action_id=action_id,
            action_type=action_type,
            approach=approach,
            hero_id=hero_id,
            resource=resource,
            type_=type_,
            advantage=advantage,
            auto_success_prowess_id=auto_success_prowess_id,
            stress_check_d10=stress_check_d10,
            target=target,
            threat_resource=threat_resource,
        )

        return locquemare_declare_action

