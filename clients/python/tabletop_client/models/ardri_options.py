from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_options_language import ArdriOptionsLanguage
from ..models.ardri_options_randomness import ArdriOptionsRandomness
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_options_domain_catalog_type_0 import ArdriOptionsDomainCatalogType0





T = TypeVar("T", bound="ArdriOptions")



@_attrs_define
class ArdriOptions:
    """ Game creation options (the spec's `InitializeGame` parameters).

        Attributes:
            domain_catalog (ArdriOptionsDomainCatalogType0 | None | Unset): The game's domains: characteristic -> its three
                domain ids (`passion` under `intention`).
            language (ArdriOptionsLanguage | Unset): The game's language: the default of everything it says to people
                (session log, board, problems); a reader may ask for another (`?lang=`, `Accept-Language`). Default:
                ArdriOptionsLanguage.EN.
            randomness (ArdriOptionsRandomness | Unset): Who draws: the server, the table (physical results) or both.
                Default: ArdriOptionsRandomness.SERVER.
     """

    domain_catalog: ArdriOptionsDomainCatalogType0 | None | Unset = UNSET
    language: ArdriOptionsLanguage | Unset = ArdriOptionsLanguage.EN
    randomness: ArdriOptionsRandomness | Unset = ArdriOptionsRandomness.SERVER





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_options_domain_catalog_type_0 import ArdriOptionsDomainCatalogType0 # noqa: PLC0415
        domain_catalog: dict[str, Any] | None | Unset
        if isinstance(self.domain_catalog, Unset):
            domain_catalog = UNSET
        elif isinstance(self.domain_catalog, ArdriOptionsDomainCatalogType0):
            domain_catalog = self.domain_catalog.to_dict()
        else:
            domain_catalog = self.domain_catalog

        language: str | Unset = UNSET
        if not isinstance(self.language, Unset):
            language = self.language.value


        randomness: str | Unset = UNSET
        if not isinstance(self.randomness, Unset):
            randomness = self.randomness.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if domain_catalog is not UNSET:
            field_dict["domain_catalog"] = domain_catalog
        if language is not UNSET:
            field_dict["language"] = language
        if randomness is not UNSET:
            field_dict["randomness"] = randomness

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_options_domain_catalog_type_0 import ArdriOptionsDomainCatalogType0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_domain_catalog(data: object) -> ArdriOptionsDomainCatalogType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                domain_catalog_type_0 = ArdriOptionsDomainCatalogType0.from_dict(data)



                return domain_catalog_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArdriOptionsDomainCatalogType0 | None | Unset, data)

        domain_catalog = _parse_domain_catalog(d.pop("domain_catalog", UNSET))


        _language = d.pop("language", UNSET)
        language: ArdriOptionsLanguage | Unset
        if isinstance(_language,  Unset):
            language = UNSET
        else:
            language = ArdriOptionsLanguage(_language)




        _randomness = d.pop("randomness", UNSET)
        randomness: ArdriOptionsRandomness | Unset
        if isinstance(_randomness,  Unset):
            randomness = UNSET
        else:
            randomness = ArdriOptionsRandomness(_randomness)




        ardri_options = cls(
            domain_catalog=domain_catalog,
            language=language,
            randomness=randomness,
        )

        return ardri_options

