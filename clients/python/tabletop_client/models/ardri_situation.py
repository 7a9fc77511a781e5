from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ArdriSituation")



@_attrs_define
class ArdriSituation:
    """ The one-condition shape of a roll's conditions: normal, opposition, difficulty or
    facility (kept so that request bodies written before R1 stay valid).

    One flat shape, validated by decide, so that an unknown kind or level is the spec's
    `invalid_situation` rather than a decoding failure. Since R1 a roll may also name an
    `Opposition` and a `difficulty` separately, and both may apply together.

        Attributes:
            kind (str): `normal`, `opposition`, `difficulty` or `facility`.
            characteristic_challenge (int | None | Unset): With `opposition`: the challenge against the characteristic (0 to
                3).
            domain_challenge (int | None | Unset): With `opposition`: the challenge against the domain (0 to 3).
            level (None | str | Unset): With `difficulty`: `complicated` (-1) or `near_impossible` (-2).
     """

    kind: str
    characteristic_challenge: int | None | Unset = UNSET
    domain_challenge: int | None | Unset = UNSET
    level: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        characteristic_challenge: int | None | Unset
        if isinstance(self.characteristic_challenge, Unset):
            characteristic_challenge = UNSET
        else:
            characteristic_challenge = self.characteristic_challenge

        domain_challenge: int | None | Unset
        if isinstance(self.domain_challenge, Unset):
            domain_challenge = UNSET
        else:
            domain_challenge = self.domain_challenge

        level: None | str | Unset
        if isinstance(self.level, Unset):
            level = UNSET
        else:
            level = self.level


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
        })
        if characteristic_challenge is not UNSET:
            field_dict["characteristic_challenge"] = characteristic_challenge
        if domain_challenge is not UNSET:
            field_dict["domain_challenge"] = domain_challenge
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        def _parse_characteristic_challenge(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        characteristic_challenge = _parse_characteristic_challenge(d.pop("characteristic_challenge", UNSET))


        def _parse_domain_challenge(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        domain_challenge = _parse_domain_challenge(d.pop("domain_challenge", UNSET))


        def _parse_level(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        level = _parse_level(d.pop("level", UNSET))


        ardri_situation = cls(
            kind=kind,
            characteristic_challenge=characteristic_challenge,
            domain_challenge=domain_challenge,
            level=level,
        )

        return ardri_situation

