from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_advantage import LocquemareAdvantage
  from ..models.locquemare_target import LocquemareTarget





T = TypeVar("T", bound="LocquemareActionDeclared")



@_attrs_define
class LocquemareActionDeclared:
    """ An action was declared (`action_type`: the spec's `type`).

        Attributes:
            action_id (str): The action concerned (the table's open `action`).
            action_type (str): The action's type: `create_advantage`, `overcome`, `attack` or `defend`.
            advantage (LocquemareAdvantage | None): With `create_advantage`: create, discover or activate a key; null
                otherwise.
            approach (str): The approach used: `aggro`, `metis`, `focus`, `flamme`, `flexx`, `ombre`, `techno` or `agora`.
            hero_id (str): The hero concerned (an id from the table's `characters`).
            resource (str): The resource used: `ichor`, `arsenal`, `biblos`, `adrenaline`, `volonte`, `dogma`, `paria` or
                `mystique`.
            target (LocquemareTarget | None): The action's target: an npc or a key; null: none.
            threat_resource (None | str): The resource an attack threatens; null: none.
     """

    action_id: str
    action_type: str
    advantage: LocquemareAdvantage | None
    approach: str
    hero_id: str
    resource: str
    target: LocquemareTarget | None
    threat_resource: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_advantage import LocquemareAdvantage # noqa: PLC0415
        from ..models.locquemare_target import LocquemareTarget # noqa: PLC0415
        action_id = self.action_id

        action_type = self.action_type

        advantage: dict[str, Any] | None
        if isinstance(self.advantage, LocquemareAdvantage):
            advantage = self.advantage.to_dict()
        else:
            advantage = self.advantage

        approach = self.approach

        hero_id = self.hero_id

        resource = self.resource

        target: dict[str, Any] | None
        if isinstance(self.target, LocquemareTarget):
            target = self.target.to_dict()
        else:
            target = self.target

        threat_resource: None | str
        threat_resource = self.threat_resource


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action_id": action_id,
            "action_type": action_type,
            "advantage": advantage,
            "approach": approach,
            "hero_id": hero_id,
            "resource": resource,
            "target": target,
            "threat_resource": threat_resource,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_advantage import LocquemareAdvantage # noqa: PLC0415
        from ..models.locquemare_target import LocquemareTarget # noqa: PLC0415
        d = dict(src_dict)
        action_id = d.pop("action_id")

        action_type = d.pop("action_type")

        def _parse_advantage(data: object) -> LocquemareAdvantage | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                advantage_type_0 = LocquemareAdvantage.from_dict(data)



                return advantage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareAdvantage | None, data)

        advantage = _parse_advantage(d.pop("advantage"))


        approach = d.pop("approach")

        hero_id = d.pop("hero_id")

        resource = d.pop("resource")

        def _parse_target(data: object) -> LocquemareTarget | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                target_type_0 = LocquemareTarget.from_dict(data)



                return target_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareTarget | None, data)

        target = _parse_target(d.pop("target"))


        def _parse_threat_resource(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        threat_resource = _parse_threat_resource(d.pop("threat_resource"))


        locquemare_action_declared = cls(
            action_id=action_id,
            action_type=action_type,
            advantage=advantage,
            approach=approach,
            hero_id=hero_id,
            resource=resource,
            target=target,
            threat_resource=threat_resource,
        )


        locquemare_action_declared.additional_properties = d
        return locquemare_action_declared

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
