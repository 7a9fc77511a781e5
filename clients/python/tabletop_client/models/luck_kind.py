from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.face_count import FaceCount





T = TypeVar("T", bound="LuckKind")



@_attrs_define
class LuckKind:
    """ 
        Attributes:
            dof (int): Degrees of freedom of Pearson's test (faces chance could show, minus one).
            draws (int): How many draws of this kind from this source were made.
            faces (list[FaceCount]): Each face chance could show, with its observed and expected counts.
            kind (str): The kind of draw (a gem draw, a die size…), as the rule system names it.
            p_value (float | None): The p-value of Pearson's test: how likely a fair draw is to stray this far; null with
                fewer than two faces.
            small_sample (bool): True when a face's expected count is under 5: Pearson's test is then only a rough
                approximation.
            source (str): Who drew: `server` (from the game's seed) or `physical` (typed in at the table).
            statistic (float | None): Pearson's chi-squared statistic over the faces; null with fewer than two faces.
            values (int): How many values the draws came to (a draw of several gems counts each).
     """

    dof: int
    draws: int
    faces: list[FaceCount]
    kind: str
    p_value: float | None
    small_sample: bool
    source: str
    statistic: float | None
    values: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.face_count import FaceCount # noqa: PLC0415
        dof = self.dof

        draws = self.draws

        faces = []
        for faces_item_data in self.faces:
            faces_item = faces_item_data.to_dict()
            faces.append(faces_item)



        kind = self.kind

        p_value: float | None
        p_value = self.p_value

        small_sample = self.small_sample

        source = self.source

        statistic: float | None
        statistic = self.statistic

        values = self.values


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dof": dof,
            "draws": draws,
            "faces": faces,
            "kind": kind,
            "p_value": p_value,
            "small_sample": small_sample,
            "source": source,
            "statistic": statistic,
            "values": values,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.face_count import FaceCount # noqa: PLC0415
        d = dict(src_dict)
        dof = d.pop("dof")

        draws = d.pop("draws")

        faces = []
        _faces = d.pop("faces")
        for faces_item_data in (_faces):
            faces_item = FaceCount.from_dict(faces_item_data)



            faces.append(faces_item)


        kind = d.pop("kind")

        def _parse_p_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        p_value = _parse_p_value(d.pop("p_value"))


        small_sample = d.pop("small_sample")

        source = d.pop("source")

        def _parse_statistic(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        statistic = _parse_statistic(d.pop("statistic"))


        values = d.pop("values")

        luck_kind = cls(
            dof=dof,
            draws=draws,
            faces=faces,
            kind=kind,
            p_value=p_value,
            small_sample=small_sample,
            source=source,
            statistic=statistic,
            values=values,
        )


        luck_kind.additional_properties = d
        return luck_kind

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
