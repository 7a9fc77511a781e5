from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_trait_in_polarity import VoyagesTraitInPolarity






T = TypeVar("T", bound="VoyagesTraitIn")



@_attrs_define
class VoyagesTraitIn:
    """ An inherited trait, bound to a tint.

        Attributes:
            name (str): The name, as typed.
            polarity (VoyagesTraitInPolarity): `positive` or `negative`.
            tint (str): A tint (free text, such as « douceur »).
            trait_id (str): The inherited trait's id, unique on the sheet.
     """

    name: str
    polarity: VoyagesTraitInPolarity
    tint: str
    trait_id: str





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        polarity = self.polarity.value

        tint = self.tint

        trait_id = self.trait_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "polarity": polarity,
            "tint": tint,
            "trait_id": trait_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        polarity = VoyagesTraitInPolarity(d.pop("polarity"))




        tint = d.pop("tint")

        trait_id = d.pop("trait_id")

        voyages_trait_in = cls(
            name=name,
            polarity=polarity,
            tint=tint,
            trait_id=trait_id,
        )

        return voyages_trait_in

