from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_situation_group_mode import VoyagesSituationGroupMode
from ..models.voyages_situation_result_mode import VoyagesSituationResultMode
from ..models.voyages_situation_status import VoyagesSituationStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_roll import VoyagesRoll
  from ..models.voyages_situation_participants import VoyagesSituationParticipants
  from ..models.voyages_situation_pools import VoyagesSituationPools
  from ..models.voyages_situation_spent_on import VoyagesSituationSpentOn
  from ..models.voyages_subgroup_score import VoyagesSubgroupScore





T = TypeVar("T", bound="VoyagesSituation")



@_attrs_define
class VoyagesSituation:
    """ A situation resolution (7.3).

        Attributes:
            description (str): What it is, in the table's words.
            environment_roll (None | VoyagesRoll): The environment's roll; null until rolled.
            group_mode (VoyagesSituationGroupMode): How a group rolls: `solo`, `sum` or `average`.
            opportunity_shift (int): The shift of the opportunities list (-2 to 2).
            participants (VoyagesSituationParticipants): The characters taking part, with their involvement.
            pools (VoyagesSituationPools): The points pools to spend, by pool id.
            result_mode (VoyagesSituationResultMode): `adjectives` (points buy adjectives) or `value` (a score).
            risk_shift (int): The shift of the risks list (-2 to 2).
            situation_id (str): The situation concerned (an id from the table's `situations`).
            spent_on (VoyagesSituationSpentOn): Points spent on each character, by character id.
            status (VoyagesSituationStatus): Where it stands.
            subgroups (list[VoyagesSubgroupScore]): The group's subgroups, each a list of character ids.
            terrain_environment (int): The environment's terrain bonus or malus.
            terrain_player (int): The players' terrain bonus or malus.
            value (int | None): With `result_mode: value`: the group's score; null otherwise.
     """

    description: str
    environment_roll: None | VoyagesRoll
    group_mode: VoyagesSituationGroupMode
    opportunity_shift: int
    participants: VoyagesSituationParticipants
    pools: VoyagesSituationPools
    result_mode: VoyagesSituationResultMode
    risk_shift: int
    situation_id: str
    spent_on: VoyagesSituationSpentOn
    status: VoyagesSituationStatus
    subgroups: list[VoyagesSubgroupScore]
    terrain_environment: int
    terrain_player: int
    value: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_roll import VoyagesRoll # noqa: PLC0415
        from ..models.voyages_situation_participants import VoyagesSituationParticipants # noqa: PLC0415
        from ..models.voyages_situation_pools import VoyagesSituationPools # noqa: PLC0415
        from ..models.voyages_situation_spent_on import VoyagesSituationSpentOn # noqa: PLC0415
        from ..models.voyages_subgroup_score import VoyagesSubgroupScore # noqa: PLC0415
        description = self.description

        environment_roll: dict[str, Any] | None
        if isinstance(self.environment_roll, VoyagesRoll):
            environment_roll = self.environment_roll.to_dict()
        else:
            environment_roll = self.environment_roll

        group_mode = self.group_mode.value

        opportunity_shift = self.opportunity_shift

        participants = self.participants.to_dict()

        pools = self.pools.to_dict()

        result_mode = self.result_mode.value

        risk_shift = self.risk_shift

        situation_id = self.situation_id

        spent_on = self.spent_on.to_dict()

        status = self.status.value

        subgroups = []
        for subgroups_item_data in self.subgroups:
            subgroups_item = subgroups_item_data.to_dict()
            subgroups.append(subgroups_item)



        terrain_environment = self.terrain_environment

        terrain_player = self.terrain_player

        value: int | None
        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
            "environment_roll": environment_roll,
            "group_mode": group_mode,
            "opportunity_shift": opportunity_shift,
            "participants": participants,
            "pools": pools,
            "result_mode": result_mode,
            "risk_shift": risk_shift,
            "situation_id": situation_id,
            "spent_on": spent_on,
            "status": status,
            "subgroups": subgroups,
            "terrain_environment": terrain_environment,
            "terrain_player": terrain_player,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_roll import VoyagesRoll # noqa: PLC0415
        from ..models.voyages_situation_participants import VoyagesSituationParticipants # noqa: PLC0415
        from ..models.voyages_situation_pools import VoyagesSituationPools # noqa: PLC0415
        from ..models.voyages_situation_spent_on import VoyagesSituationSpentOn # noqa: PLC0415
        from ..models.voyages_subgroup_score import VoyagesSubgroupScore # noqa: PLC0415
        d = dict(src_dict)
        description = d.pop("description")

        def _parse_environment_roll(data: object) -> None | VoyagesRoll:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                environment_roll_type_0 = VoyagesRoll.from_dict(data)



                return environment_roll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VoyagesRoll, data)

        environment_roll = _parse_environment_roll(d.pop("environment_roll"))


        group_mode = VoyagesSituationGroupMode(d.pop("group_mode"))




        opportunity_shift = d.pop("opportunity_shift")

        participants = VoyagesSituationParticipants.from_dict(d.pop("participants"))




        pools = VoyagesSituationPools.from_dict(d.pop("pools"))




        result_mode = VoyagesSituationResultMode(d.pop("result_mode"))




        risk_shift = d.pop("risk_shift")

        situation_id = d.pop("situation_id")

        spent_on = VoyagesSituationSpentOn.from_dict(d.pop("spent_on"))




        status = VoyagesSituationStatus(d.pop("status"))




        subgroups = []
        _subgroups = d.pop("subgroups")
        for subgroups_item_data in (_subgroups):
            subgroups_item = VoyagesSubgroupScore.from_dict(subgroups_item_data)



            subgroups.append(subgroups_item)


        terrain_environment = d.pop("terrain_environment")

        terrain_player = d.pop("terrain_player")

        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))


        voyages_situation = cls(
            description=description,
            environment_roll=environment_roll,
            group_mode=group_mode,
            opportunity_shift=opportunity_shift,
            participants=participants,
            pools=pools,
            result_mode=result_mode,
            risk_shift=risk_shift,
            situation_id=situation_id,
            spent_on=spent_on,
            status=status,
            subgroups=subgroups,
            terrain_environment=terrain_environment,
            terrain_player=terrain_player,
            value=value,
        )

        return voyages_situation

