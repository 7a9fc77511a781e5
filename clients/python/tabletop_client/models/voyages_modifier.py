from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="VoyagesModifier")



@_attrs_define
class VoyagesModifier:
    """ One modifier of a roll (7.1); `ref` names what it comes from.

        Attributes:
            ref (None | str): What the modifier refers to (an adjective, a trade…); null: nothing.
            source (str): Where it comes from: `delicate_task`, `adapted_trade`, `related_trade`, `taking_time`,
                `adjective`, `good_approach`…
            value (int): The modifier's value (+ or -).
     """

    ref: None | str
    source: str
    value: int





    def to_dict(self) -> dict[str, Any]:
        ref: None | str
        ref = self.ref

        source = self.source

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ref": ref,
            "source": source,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_ref(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ref = _parse_ref(d.pop("ref"))


        source = d.pop("source")

        value = d.pop("value")

        voyages_modifier = cls(
            ref=ref,
            source=source,
            value=value,
        )

        return voyages_modifier

