from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="PlatformGameForked")



@_attrs_define
class PlatformGameForked:
    """ The stream was forked from another game at version `at`: the events before it
    are the source's first `at` events (re-sealed under this game's id; `source_hash`
    is the source's hash at `at`). The seats keep their ids with new tokens; later server
    draws use a new seed, committed here. `source_seed` is the source's seed when the
    source had already revealed it (closed), so the draws before the fork still verify.

        Attributes:
            at (int): A version of the source game: the fork holds its events up to this one.
            seed_commitment (str): SHA-256 of the game's secret seed (hex), published at creation and checked against the
                seed revealed at close.
            source_game_id (str): The id of the game this one was copied from.
            source_hash (None | str): The source's event hash at `at` (hex); null for seats other than the gm.
            source_seed (None | str): The source's seed when it was already revealed (closed), so draws before the fork
                still verify; null otherwise.
            title (None | str): The fork's title (the source's, said to be a fork); null in forks made before forks were
                titled.
     """

    at: int
    seed_commitment: str
    source_game_id: str
    source_hash: None | str
    source_seed: None | str
    title: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        at = self.at

        seed_commitment = self.seed_commitment

        source_game_id = self.source_game_id

        source_hash: None | str
        source_hash = self.source_hash

        source_seed: None | str
        source_seed = self.source_seed

        title: None | str
        title = self.title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "at": at,
            "seed_commitment": seed_commitment,
            "source_game_id": source_game_id,
            "source_hash": source_hash,
            "source_seed": source_seed,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        seed_commitment = d.pop("seed_commitment")

        source_game_id = d.pop("source_game_id")

        def _parse_source_hash(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_hash = _parse_source_hash(d.pop("source_hash"))


        def _parse_source_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_seed = _parse_source_seed(d.pop("source_seed"))


        def _parse_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        title = _parse_title(d.pop("title"))


        platform_game_forked = cls(
            at=at,
            seed_commitment=seed_commitment,
            source_game_id=source_game_id,
            source_hash=source_hash,
            source_seed=source_seed,
            title=title,
        )


        platform_game_forked.additional_properties = d
        return platform_game_forked

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
