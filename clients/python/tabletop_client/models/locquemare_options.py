from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_options_language import LocquemareOptionsLanguage
from ..models.locquemare_options_randomness import LocquemareOptionsRandomness
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_secret_card_in import LocquemareSecretCardIn





T = TypeVar("T", bound="LocquemareOptions")



@_attrs_define
class LocquemareOptions:
    """ Game creation options: the Chorus may prepare the secret pool up front.

        Attributes:
            language (LocquemareOptionsLanguage | Unset): The game's language: the default of everything it says to people
                (session log, board, problems); a reader may ask for another (`?lang=`, `Accept-Language`). Default:
                LocquemareOptionsLanguage.EN.
            randomness (LocquemareOptionsRandomness | Unset): Who draws: the server, the table (physical results) or both.
                Default: LocquemareOptionsRandomness.SERVER.
            secrets (list[LocquemareSecretCardIn] | Unset): The secret cards of the pool.
     """

    language: LocquemareOptionsLanguage | Unset = LocquemareOptionsLanguage.EN
    randomness: LocquemareOptionsRandomness | Unset = LocquemareOptionsRandomness.SERVER
    secrets: list[LocquemareSecretCardIn] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_secret_card_in import LocquemareSecretCardIn # noqa: PLC0415
        language: str | Unset = UNSET
        if not isinstance(self.language, Unset):
            language = self.language.value


        randomness: str | Unset = UNSET
        if not isinstance(self.randomness, Unset):
            randomness = self.randomness.value


        secrets: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.secrets, Unset):
            secrets = []
            for secrets_item_data in self.secrets:
                secrets_item = secrets_item_data.to_dict()
                secrets.append(secrets_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if language is not UNSET:
            field_dict["language"] = language
        if randomness is not UNSET:
            field_dict["randomness"] = randomness
        if secrets is not UNSET:
            field_dict["secrets"] = secrets

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_secret_card_in import LocquemareSecretCardIn # noqa: PLC0415
        d = dict(src_dict)
        _language = d.pop("language", UNSET)
        language: LocquemareOptionsLanguage | Unset
        if isinstance(_language,  Unset):
            language = UNSET
        else:
            language = LocquemareOptionsLanguage(_language)




        _randomness = d.pop("randomness", UNSET)
        randomness: LocquemareOptionsRandomness | Unset
        if isinstance(_randomness,  Unset):
            randomness = UNSET
        else:
            randomness = LocquemareOptionsRandomness(_randomness)




        _secrets = d.pop("secrets", UNSET)
        secrets: list[LocquemareSecretCardIn] | Unset = UNSET
        if _secrets is not UNSET:
            secrets = []
            for secrets_item_data in _secrets:
                secrets_item = LocquemareSecretCardIn.from_dict(secrets_item_data)



                secrets.append(secrets_item)


        locquemare_options = cls(
            language=language,
            randomness=randomness,
            secrets=secrets,
        )

        return locquemare_options

