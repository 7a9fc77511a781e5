from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.platform_game_created_randomness import PlatformGameCreatedRandomness
from typing import cast

if TYPE_CHECKING:
  from ..models.platform_game_created_options import PlatformGameCreatedOptions





T = TypeVar("T", bound="PlatformGameCreated")



@_attrs_define
class PlatformGameCreated:
    """ The game exists: its rule system, title, options and seed commitment.

        Attributes:
            gm_seat_id (str): The id of the game master's seat.
            language (str): The game's language (`en` or `fr`), chosen at creation.
            options (PlatformGameCreatedOptions): The rule system's creation options, as the gm chose them (gm-only options
                left out for other seats).
            randomness (PlatformGameCreatedRandomness): Who draws: `server`, `physical` (results typed in at the table) or
                `mixed` (both).
            ruleset (str): The rule system's name (`espri`, `ardri`, `xyrop`, `voyages`, `locquemare`).
            seed_commitment (str): SHA-256 of the game's secret seed (hex), published at creation and checked against the
                seed revealed at close.
            title (str): The game's title, as the gm typed it.
     """

    gm_seat_id: str
    language: str
    options: PlatformGameCreatedOptions
    randomness: PlatformGameCreatedRandomness
    ruleset: str
    seed_commitment: str
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.platform_game_created_options import PlatformGameCreatedOptions # noqa: PLC0415
        gm_seat_id = self.gm_seat_id

        language = self.language

        options = self.options.to_dict()

        randomness = self.randomness.value

        ruleset = self.ruleset

        seed_commitment = self.seed_commitment

        title = self.title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "gm_seat_id": gm_seat_id,
            "language": language,
            "options": options,
            "randomness": randomness,
            "ruleset": ruleset,
            "seed_commitment": seed_commitment,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.platform_game_created_options import PlatformGameCreatedOptions # noqa: PLC0415
        d = dict(src_dict)
        gm_seat_id = d.pop("gm_seat_id")

        language = d.pop("language")

        options = PlatformGameCreatedOptions.from_dict(d.pop("options"))




        randomness = PlatformGameCreatedRandomness(d.pop("randomness"))




        ruleset = d.pop("ruleset")

        seed_commitment = d.pop("seed_commitment")

        title = d.pop("title")

        platform_game_created = cls(
            gm_seat_id=gm_seat_id,
            language=language,
            options=options,
            randomness=randomness,
            ruleset=ruleset,
            seed_commitment=seed_commitment,
            title=title,
        )


        platform_game_created.additional_properties = d
        return platform_game_created

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
