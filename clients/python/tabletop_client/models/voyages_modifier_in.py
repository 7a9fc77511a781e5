from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="VoyagesModifierIn")



@_attrs_define
class VoyagesModifierIn:
    """ One modifier of a roll (7.1); `ref` names what it comes from.

        Attributes:
            source (str): Where it comes from: `delicate_task`, `adapted_trade`, `related_trade`, `taking_time`,
                `adjective`…
            value (int): The modifier's value (+ or -).
            ref (None | str | Unset): What the modifier refers to (an adjective, a trade…); null: nothing.
     """

    source: str
    value: int
    ref: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        source = self.source

        value = self.value

        ref: None | str | Unset
        if isinstance(self.ref, Unset):
            ref = UNSET
        else:
            ref = self.ref


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "source": source,
            "value": value,
        })
        if ref is not UNSET:
            field_dict["ref"] = ref

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = d.pop("source")

        value = d.pop("value")

        def _parse_ref(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        ref = _parse_ref(d.pop("ref", UNSET))


        voyages_modifier_in = cls(
            source=source,
            value=value,
            ref=ref,
        )

        return voyages_modifier_in

