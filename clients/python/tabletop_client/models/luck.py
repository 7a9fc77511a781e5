from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.luck_kind import LuckKind





T = TypeVar("T", bound="Luck")



@_attrs_define
class Luck:
    """ 
        Attributes:
            explanation (str): What the luck figures mean and what they do not, in the reader's language.
            physical (list[LuckKind]): Physical draws (results typed in at the table), counted apart from the server's.
            server (list[LuckKind]): Draws the server made, from the game's seed.
            imported (list[LuckKind] | Unset): Draws an imported game's source server made, which no revealed seed lets
                anyone check: counted apart as imported, unverified.
     """

    explanation: str
    physical: list[LuckKind]
    server: list[LuckKind]
    imported: list[LuckKind] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.luck_kind import LuckKind # noqa: PLC0415
        explanation = self.explanation

        physical = []
        for physical_item_data in self.physical:
            physical_item = physical_item_data.to_dict()
            physical.append(physical_item)



        server = []
        for server_item_data in self.server:
            server_item = server_item_data.to_dict()
            server.append(server_item)



        imported: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.imported, Unset):
            imported = []
            for imported_item_data in self.imported:
                imported_item = imported_item_data.to_dict()
                imported.append(imported_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "explanation": explanation,
            "physical": physical,
            "server": server,
        })
        if imported is not UNSET:
            field_dict["imported"] = imported

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.luck_kind import LuckKind # noqa: PLC0415
        d = dict(src_dict)
        explanation = d.pop("explanation")

        physical = []
        _physical = d.pop("physical")
        for physical_item_data in (_physical):
            physical_item = LuckKind.from_dict(physical_item_data)



            physical.append(physical_item)


        server = []
        _server = d.pop("server")
        for server_item_data in (_server):
            server_item = LuckKind.from_dict(server_item_data)



            server.append(server_item)


        _imported = d.pop("imported", UNSET)
        imported: list[LuckKind] | Unset = UNSET
        if _imported is not UNSET:
            imported = []
            for imported_item_data in _imported:
                imported_item = LuckKind.from_dict(imported_item_data)



                imported.append(imported_item)


        luck = cls(
            explanation=explanation,
            physical=physical,
            server=server,
            imported=imported,
        )


        luck.additional_properties = d
        return luck

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
