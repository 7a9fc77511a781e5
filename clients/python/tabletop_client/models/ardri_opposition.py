from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ArdriOpposition")



@_attrs_define
class ArdriOpposition:
    """ An opponent's challenge levels 0..3 (at least one above 0); a domain challenge
    replaces the characteristic challenge (decision 6).

        Attributes:
            characteristic_challenge (int): The opposition's challenge level against the characteristic (0 to 3: a malus of
                as much).
            domain_challenge (int): The opposition's challenge level against the domain (0 to 3); it replaces the
                characteristic challenge when above 0.
     """

    characteristic_challenge: int
    domain_challenge: int





    def to_dict(self) -> dict[str, Any]:
        characteristic_challenge = self.characteristic_challenge

        domain_challenge = self.domain_challenge


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "characteristic_challenge": characteristic_challenge,
            "domain_challenge": domain_challenge,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        characteristic_challenge = d.pop("characteristic_challenge")

        domain_challenge = d.pop("domain_challenge")

        ardri_opposition = cls(
            characteristic_challenge=characteristic_challenge,
            domain_challenge=domain_challenge,
        )

        return ardri_opposition

