from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_dice_record import LocquemareDiceRecord





T = TypeVar("T", bound="LocquemareSecretsDrawn")



@_attrs_define
class LocquemareSecretsDrawn:
    """ Two secrets were drawn for a hero (seen by the owner and the gm).

    `draw` and `secret_ids` are null when hidden from this seat.

        Attributes:
            draw (LocquemareDiceRecord | None): Null when hidden from this seat.
            hero_id (str): The hero concerned (an id from the table's `characters`).
            owner_player_id (str): The seat id of the player who controls the hero.
            secret_ids (list[str] | None): Null when hidden from this seat.
     """

    draw: LocquemareDiceRecord | None
    hero_id: str
    owner_player_id: str
    secret_ids: list[str] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_dice_record import LocquemareDiceRecord # noqa: PLC0415
        draw: dict[str, Any] | None
        if isinstance(self.draw, LocquemareDiceRecord):
            draw = self.draw.to_dict()
        else:
            draw = self.draw

        hero_id = self.hero_id

        owner_player_id = self.owner_player_id

        secret_ids: list[str] | None
        if isinstance(self.secret_ids, list):
            secret_ids = self.secret_ids


        else:
            secret_ids = self.secret_ids


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "draw": draw,
            "hero_id": hero_id,
            "owner_player_id": owner_player_id,
            "secret_ids": secret_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_dice_record import LocquemareDiceRecord # noqa: PLC0415
        d = dict(src_dict)
        def _parse_draw(data: object) -> LocquemareDiceRecord | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                draw_type_0 = LocquemareDiceRecord.from_dict(data)



                return draw_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareDiceRecord | None, data)

        draw = _parse_draw(d.pop("draw"))


        hero_id = d.pop("hero_id")

        owner_player_id = d.pop("owner_player_id")

        def _parse_secret_ids(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                secret_ids_type_0 = cast(list[str], data)

                return secret_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        secret_ids = _parse_secret_ids(d.pop("secret_ids"))


        locquemare_secrets_drawn = cls(
            draw=draw,
            hero_id=hero_id,
            owner_player_id=owner_player_id,
            secret_ids=secret_ids,
        )


        locquemare_secrets_drawn.additional_properties = d
        return locquemare_secrets_drawn

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
