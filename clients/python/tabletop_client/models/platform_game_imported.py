from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.platform_version_range import PlatformVersionRange





T = TypeVar("T", bound="PlatformGameImported")



@_attrs_define
class PlatformGameImported:
    """ The stream was imported from an export: the events before it are the source game's
    (re-sealed under this game's id); later server draws use a new seed, committed here, and
    the importer holds the new gm seat.

        Attributes:
            gm_seat_id (str): The id of the game master's seat.
            seed_commitment (str): SHA-256 of the game's secret seed (hex), published at creation and checked against the
                seed revealed at close.
            source_game_id (str): The id of the game this one was copied from.
            source_last_hash (None | str): The source's last event hash (hex); null for seats other than the gm.
            unverified (list[PlatformVersionRange] | None): Version ranges of the imported history whose server draws could
                not be re-derived (the file did not reveal their seed); empty: all matched; null (older imports): every version
                before the import.
     """

    gm_seat_id: str
    seed_commitment: str
    source_game_id: str
    source_last_hash: None | str
    unverified: list[PlatformVersionRange] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.platform_version_range import PlatformVersionRange # noqa: PLC0415
        gm_seat_id = self.gm_seat_id

        seed_commitment = self.seed_commitment

        source_game_id = self.source_game_id

        source_last_hash: None | str
        source_last_hash = self.source_last_hash

        unverified: list[dict[str, Any]] | None
        if isinstance(self.unverified, list):
            unverified = []
            for unverified_type_0_item_data in self.unverified:
                unverified_type_0_item = unverified_type_0_item_data.to_dict()
                unverified.append(unverified_type_0_item)


        else:
            unverified = self.unverified


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "gm_seat_id": gm_seat_id,
            "seed_commitment": seed_commitment,
            "source_game_id": source_game_id,
            "source_last_hash": source_last_hash,
            "unverified": unverified,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.platform_version_range import PlatformVersionRange # noqa: PLC0415
        d = dict(src_dict)
        gm_seat_id = d.pop("gm_seat_id")

        seed_commitment = d.pop("seed_commitment")

        source_game_id = d.pop("source_game_id")

        def _parse_source_last_hash(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_last_hash = _parse_source_last_hash(d.pop("source_last_hash"))


        def _parse_unverified(data: object) -> list[PlatformVersionRange] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                unverified_type_0 = []
                _unverified_type_0 = data
                for unverified_type_0_item_data in (_unverified_type_0):
                    unverified_type_0_item = PlatformVersionRange.from_dict(unverified_type_0_item_data)



                    unverified_type_0.append(unverified_type_0_item)

                return unverified_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PlatformVersionRange] | None, data)

        unverified = _parse_unverified(d.pop("unverified"))


        platform_game_imported = cls(
            gm_seat_id=gm_seat_id,
            seed_commitment=seed_commitment,
            source_game_id=source_game_id,
            source_last_hash=source_last_hash,
            unverified=unverified,
        )


        platform_game_imported.additional_properties = d
        return platform_game_imported

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
