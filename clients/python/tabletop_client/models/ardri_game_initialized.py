from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_game_initialized_domain_catalog import ArdriGameInitializedDomainCatalog





T = TypeVar("T", bound="ArdriGameInitialized")



@_attrs_define
class ArdriGameInitialized:
    """ The game's configuration (from its creation options).

        Attributes:
            domain_catalog (ArdriGameInitializedDomainCatalog): The game's domains: characteristic -> its three domain ids
                (`passion` under `intention`).
            gm_player_id (None | str): The game master's seat id; null before it is known.
     """

    domain_catalog: ArdriGameInitializedDomainCatalog
    gm_player_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_game_initialized_domain_catalog import ArdriGameInitializedDomainCatalog # noqa: PLC0415
        domain_catalog = self.domain_catalog.to_dict()

        gm_player_id: None | str
        gm_player_id = self.gm_player_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "domain_catalog": domain_catalog,
            "gm_player_id": gm_player_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_game_initialized_domain_catalog import ArdriGameInitializedDomainCatalog # noqa: PLC0415
        d = dict(src_dict)
        domain_catalog = ArdriGameInitializedDomainCatalog.from_dict(d.pop("domain_catalog"))




        def _parse_gm_player_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        gm_player_id = _parse_gm_player_id(d.pop("gm_player_id"))


        ardri_game_initialized = cls(
            domain_catalog=domain_catalog,
            gm_player_id=gm_player_id,
        )


        ardri_game_initialized.additional_properties = d
        return ardri_game_initialized

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
