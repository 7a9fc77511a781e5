from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_open_concurrence_affordance_choices_characteristic_item import ArdriOpenConcurrenceAffordanceChoicesCharacteristicItem
  from ..models.ardri_open_concurrence_affordance_choices_domain_id_item import ArdriOpenConcurrenceAffordanceChoicesDomainIdItem
  from ..models.ardri_open_concurrence_affordance_choices_participant_ids_item import ArdriOpenConcurrenceAffordanceChoicesParticipantIdsItem





T = TypeVar("T", bound="ArdriOpenConcurrenceAffordanceChoices")



@_attrs_define
class ArdriOpenConcurrenceAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            characteristic (list[ArdriOpenConcurrenceAffordanceChoicesCharacteristicItem]): The values `characteristic` may
                take now, each with what a person reads.
            domain_id (list[ArdriOpenConcurrenceAffordanceChoicesDomainIdItem]): The values `domain_id` may take now, each
                with what a person reads.
            participant_ids (list[ArdriOpenConcurrenceAffordanceChoicesParticipantIdsItem]): The values `participant_ids`
                may take now, each with what a person reads.
     """

    characteristic: list[ArdriOpenConcurrenceAffordanceChoicesCharacteristicItem]
    domain_id: list[ArdriOpenConcurrenceAffordanceChoicesDomainIdItem]
    participant_ids: list[ArdriOpenConcurrenceAffordanceChoicesParticipantIdsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_open_concurrence_affordance_choices_characteristic_item import ArdriOpenConcurrenceAffordanceChoicesCharacteristicItem # noqa: PLC0415
        from ..models.ardri_open_concurrence_affordance_choices_domain_id_item import ArdriOpenConcurrenceAffordanceChoicesDomainIdItem # noqa: PLC0415
        from ..models.ardri_open_concurrence_affordance_choices_participant_ids_item import ArdriOpenConcurrenceAffordanceChoicesParticipantIdsItem # noqa: PLC0415
        characteristic = []
        for characteristic_item_data in self.characteristic:
            characteristic_item = characteristic_item_data.to_dict()
            characteristic.append(characteristic_item)



        domain_id = []
        for domain_id_item_data in self.domain_id:
            domain_id_item = domain_id_item_data.to_dict()
            domain_id.append(domain_id_item)



        participant_ids = []
        for participant_ids_item_data in self.participant_ids:
            participant_ids_item = participant_ids_item_data.to_dict()
            participant_ids.append(participant_ids_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "characteristic": characteristic,
            "domain_id": domain_id,
            "participant_ids": participant_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_open_concurrence_affordance_choices_characteristic_item import ArdriOpenConcurrenceAffordanceChoicesCharacteristicItem # noqa: PLC0415
        from ..models.ardri_open_concurrence_affordance_choices_domain_id_item import ArdriOpenConcurrenceAffordanceChoicesDomainIdItem # noqa: PLC0415
        from ..models.ardri_open_concurrence_affordance_choices_participant_ids_item import ArdriOpenConcurrenceAffordanceChoicesParticipantIdsItem # noqa: PLC0415
        d = dict(src_dict)
        characteristic = []
        _characteristic = d.pop("characteristic")
        for characteristic_item_data in (_characteristic):
            characteristic_item = ArdriOpenConcurrenceAffordanceChoicesCharacteristicItem.from_dict(characteristic_item_data)



            characteristic.append(characteristic_item)


        domain_id = []
        _domain_id = d.pop("domain_id")
        for domain_id_item_data in (_domain_id):
            domain_id_item = ArdriOpenConcurrenceAffordanceChoicesDomainIdItem.from_dict(domain_id_item_data)



            domain_id.append(domain_id_item)


        participant_ids = []
        _participant_ids = d.pop("participant_ids")
        for participant_ids_item_data in (_participant_ids):
            participant_ids_item = ArdriOpenConcurrenceAffordanceChoicesParticipantIdsItem.from_dict(participant_ids_item_data)



            participant_ids.append(participant_ids_item)


        ardri_open_concurrence_affordance_choices = cls(
            characteristic=characteristic,
            domain_id=domain_id,
            participant_ids=participant_ids,
        )

        return ardri_open_concurrence_affordance_choices

