from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.finding import Finding





T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ An RFC 9457 problem document; `field`: the command's field a refusal concerns.

        Attributes:
            code (str): A stable, machine-readable error code (`not_your_turn`, `text_too_long`…); it never changes with the
                language.
            detail (str): What went wrong, in the reader's language (never an identifier or a code).
            status (int): The HTTP status code of this answer.
            title (str): A short summary of the kind of problem, in the reader's language.
            type_ (str): A URI naming the kind of problem (RFC 9457); `about:blank` when the status says it all.
            field (None | str | Unset): The request field the problem concerns (a path such as `helpers.0.talent`); null
                when it concerns none.
            findings (list[Finding] | Unset): Every rule the command breaks, each with its field and its detail, when the
                rules list them all (a character sheet); the first is the problem's own `code` and `field`. Absent when only one
                refusal is known.
            instance (None | str | Unset): This occurrence of the problem: the request's path.
     """

    code: str
    detail: str
    status: int
    title: str
    type_: str
    field: None | str | Unset = UNSET
    findings: list[Finding] | Unset = UNSET
    instance: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.finding import Finding # noqa: PLC0415
        code = self.code

        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        field: None | str | Unset
        if isinstance(self.field, Unset):
            field = UNSET
        else:
            field = self.field

        findings: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.findings, Unset):
            findings = []
            for findings_item_data in self.findings:
                findings_item = findings_item_data.to_dict()
                findings.append(findings_item)



        instance: None | str | Unset
        if isinstance(self.instance, Unset):
            instance = UNSET
        else:
            instance = self.instance


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "detail": detail,
            "status": status,
            "title": title,
            "type": type_,
        })
        if field is not UNSET:
            field_dict["field"] = field
        if findings is not UNSET:
            field_dict["findings"] = findings
        if instance is not UNSET:
            field_dict["instance"] = instance

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.finding import Finding # noqa: PLC0415
        d = dict(src_dict)
        code = d.pop("code")

        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        def _parse_field(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        field = _parse_field(d.pop("field", UNSET))


        _findings = d.pop("findings", UNSET)
        findings: list[Finding] | Unset = UNSET
        if _findings is not UNSET:
            findings = []
            for findings_item_data in _findings:
                findings_item = Finding.from_dict(findings_item_data)



                findings.append(findings_item)


        def _parse_instance(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        instance = _parse_instance(d.pop("instance", UNSET))


        problem = cls(
            code=code,
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            field=field,
            findings=findings,
            instance=instance,
        )


        problem.additional_properties = d
        return problem

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
