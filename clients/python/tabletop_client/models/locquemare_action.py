from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_action_status import LocquemareActionStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_activation import LocquemareActivation
  from ..models.locquemare_advantage import LocquemareAdvantage
  from ..models.locquemare_dice_record import LocquemareDiceRecord
  from ..models.locquemare_prowess_bonus import LocquemareProwessBonus
  from ..models.locquemare_target import LocquemareTarget





T = TypeVar("T", bound="LocquemareAction")



@_attrs_define
class LocquemareAction:
    """ The one open action (D35) and where it stands in its flow.

        Attributes:
            action_id (str): The action concerned (the table's open `action`).
            activations (list[LocquemareActivation]): Keys activated for the action, with who paid and the bonus.
            advantage (LocquemareAdvantage | None): With `create_advantage`: create, discover or activate a key; null
                otherwise.
            adversity_elan_text (None | str): The text of the elan the Adversity gains; null: none.
            approach (str): The approach used: `aggro`, `metis`, `focus`, `flamme`, `flexx`, `ombre`, `techno` or `agora`.
            chosen (None | str): The outcome option chosen; null: not yet.
            dice (LocquemareDiceRecord | None): Fate dice rolled at the table (-1, 0, +1 each) and the edge die; omit to let
                the server roll.
            dice_total (int): The four fate dice's sum (-4 to +4).
            difficulty (int | None): The action's difficulty total; null until set.
            edge (LocquemareDiceRecord | None): The edge die rolled; null: none.
            edge_dice (list[int]): Edge dice the Adversity grants.
            edge_die_sides (int | None): The edge die's faces; null: none.
            hero_id (str): The hero concerned (an id from the table's `characters`).
            hidden_key_id (None | str): Null when hidden from this seat (an unknown key), or none.
            motivation (int | None): The final motivation: dice, approach, keys and prowesses; null until rolled.
            options (list[str]): The outcome options to choose from.
            pending_consequence (bool): True when a consequence is still to be described.
            prowesses (list[LocquemareProwessBonus]): The hero's prowesses (three at creation).
            resource (str): The resource used: `ichor`, `arsenal`, `biblos`, `adrenaline`, `volonte`, `dogma`, `paria` or
                `mystique`.
            status (LocquemareActionStatus): `declared`, `difficulty_set`, `rolled`, `awaiting_choice` or `closed`.
            target (LocquemareTarget | None): The action's target: an npc or a key; null: none.
            threat_resource (None | str): The resource an attack threatens; null: none.
            tier (None | str): The outcome: `fail`, `tie`, `success` or `triumph`.
            type_ (str): The action's type: `create_advantage`, `overcome`, `attack` or `defend`.
     """

    action_id: str
    activations: list[LocquemareActivation]
    advantage: LocquemareAdvantage | None
    adversity_elan_text: None | str
    approach: str
    chosen: None | str
    dice: LocquemareDiceRecord | None
    dice_total: int
    difficulty: int | None
    edge: LocquemareDiceRecord | None
    edge_dice: list[int]
    edge_die_sides: int | None
    hero_id: str
    hidden_key_id: None | str
    motivation: int | None
    options: list[str]
    pending_consequence: bool
    prowesses: list[LocquemareProwessBonus]
    resource: str
    status: LocquemareActionStatus
    target: LocquemareTarget | None
    threat_resource: None | str
    tier: None | str
    type_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_activation import LocquemareActivation # noqa: PLC0415
        from ..models.locquemare_advantage import LocquemareAdvantage # noqa: PLC0415
        from ..models.locquemare_dice_record import LocquemareDiceRecord # noqa: PLC0415
        from ..models.locquemare_prowess_bonus import LocquemareProwessBonus # noqa: PLC0415
        from ..models.locquemare_target import LocquemareTarget # noqa: PLC0415
        action_id = self.action_id

        activations = []
        for activations_item_data in self.activations:
            activations_item = activations_item_data.to_dict()
            activations.append(activations_item)



        advantage: dict[str, Any] | None
        if isinstance(self.advantage, LocquemareAdvantage):
            advantage = self.advantage.to_dict()
        else:
            advantage = self.advantage

        adversity_elan_text: None | str
        adversity_elan_text = self.adversity_elan_text

        approach = self.approach

        chosen: None | str
        chosen = self.chosen

        dice: dict[str, Any] | None
        if isinstance(self.dice, LocquemareDiceRecord):
            dice = self.dice.to_dict()
        else:
            dice = self.dice

        dice_total = self.dice_total

        difficulty: int | None
        difficulty = self.difficulty

        edge: dict[str, Any] | None
        if isinstance(self.edge, LocquemareDiceRecord):
            edge = self.edge.to_dict()
        else:
            edge = self.edge

        edge_dice = self.edge_dice



        edge_die_sides: int | None
        edge_die_sides = self.edge_die_sides

        hero_id = self.hero_id

        hidden_key_id: None | str
        hidden_key_id = self.hidden_key_id

        motivation: int | None
        motivation = self.motivation

        options = self.options



        pending_consequence = self.pending_consequence

        prowesses = []
        for prowesses_item_data in self.prowesses:
            prowesses_item = prowesses_item_data.to_dict()
            prowesses.append(prowesses_item)



        resource = self.resource

        status = self.status.value

        target: dict[str, Any] | None
        if isinstance(self.target, LocquemareTarget):
            target = self.target.to_dict()
        else:
            target = self.target

        threat_resource: None | str
        threat_resource = self.threat_resource

        tier: None | str
        tier = self.tier

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action_id": action_id,
            "activations": activations,
            "advantage": advantage,
            "adversity_elan_text": adversity_elan_text,
            "approach": approach,
            "chosen": chosen,
            "dice": dice,
            "dice_total": dice_total,
            "difficulty": difficulty,
            "edge": edge,
            "edge_dice": edge_dice,
            "edge_die_sides": edge_die_sides,
            "hero_id": hero_id,
            "hidden_key_id": hidden_key_id,
            "motivation": motivation,
            "options": options,
            "pending_consequence": pending_consequence,
            "prowesses": prowesses,
            "resource": resource,
            "status": status,
            "target": target,
            "threat_resource": threat_resource,
            "tier": tier,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_activation import LocquemareActivation # noqa: PLC0415
        from ..models.locquemare_advantage import LocquemareAdvantage # noqa: PLC0415
        from ..models.locquemare_dice_record import LocquemareDiceRecord # noqa: PLC0415
        from ..models.locquemare_prowess_bonus import LocquemareProwessBonus # noqa: PLC0415
        from ..models.locquemare_target import LocquemareTarget # noqa: PLC0415
        d = dict(src_dict)
        action_id = d.pop("action_id")

        activations = []
        _activations = d.pop("activations")
        for activations_item_data in (_activations):
            activations_item = LocquemareActivation.from_dict(activations_item_data)



            activations.append(activations_item)


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


        def _parse_adversity_elan_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        adversity_elan_text = _parse_adversity_elan_text(d.pop("adversity_elan_text"))


        approach = d.pop("approach")

        def _parse_chosen(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        chosen = _parse_chosen(d.pop("chosen"))


        def _parse_dice(data: object) -> LocquemareDiceRecord | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                dice_type_0 = LocquemareDiceRecord.from_dict(data)



                return dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareDiceRecord | None, data)

        dice = _parse_dice(d.pop("dice"))


        dice_total = d.pop("dice_total")

        def _parse_difficulty(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        difficulty = _parse_difficulty(d.pop("difficulty"))


        def _parse_edge(data: object) -> LocquemareDiceRecord | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                edge_type_0 = LocquemareDiceRecord.from_dict(data)



                return edge_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareDiceRecord | None, data)

        edge = _parse_edge(d.pop("edge"))


        edge_dice = cast(list[int], d.pop("edge_dice"))


        def _parse_edge_die_sides(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        edge_die_sides = _parse_edge_die_sides(d.pop("edge_die_sides"))


        hero_id = d.pop("hero_id")

        def _parse_hidden_key_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hidden_key_id = _parse_hidden_key_id(d.pop("hidden_key_id"))


        def _parse_motivation(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        motivation = _parse_motivation(d.pop("motivation"))


        options = cast(list[str], d.pop("options"))


        pending_consequence = d.pop("pending_consequence")

        prowesses = []
        _prowesses = d.pop("prowesses")
        for prowesses_item_data in (_prowesses):
            prowesses_item = LocquemareProwessBonus.from_dict(prowesses_item_data)



            prowesses.append(prowesses_item)


        resource = d.pop("resource")

        status = LocquemareActionStatus(d.pop("status"))




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


        def _parse_tier(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tier = _parse_tier(d.pop("tier"))


        type_ = d.pop("type")

        locquemare_action = cls(
            action_id=action_id,
            activations=activations,
            advantage=advantage,
            adversity_elan_text=adversity_elan_text,
            approach=approach,
            chosen=chosen,
            dice=dice,
            dice_total=dice_total,
            difficulty=difficulty,
            edge=edge,
            edge_dice=edge_dice,
            edge_die_sides=edge_die_sides,
            hero_id=hero_id,
            hidden_key_id=hidden_key_id,
            motivation=motivation,
            options=options,
            pending_consequence=pending_consequence,
            prowesses=prowesses,
            resource=resource,
            status=status,
            target=target,
            threat_resource=threat_resource,
            tier=tier,
            type_=type_,
        )


        locquemare_action.additional_properties = d
        return locquemare_action

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
