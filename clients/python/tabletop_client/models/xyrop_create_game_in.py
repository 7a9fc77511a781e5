from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_create_game_in_ruleset import XyropCreateGameInRuleset
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_options import XyropOptions





T = TypeVar("T", bound="XyropCreateGameIn")



@_attrs_define
class XyropCreateGameIn:
    """ Create a game of Xyrop.

        Attributes:
            ruleset (XyropCreateGameInRuleset): The rule system.
            options (XyropOptions | Unset): Game creation options (the spec's `InitializeGame` parameters).
            title (str | Unset): The game's title, as people will read it. Default: 'Untitled game'.
     """

    ruleset: XyropCreateGameInRuleset
    options: XyropOptions | Unset = UNSET
    title: str | Unset = 'Untitled game'





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_options import XyropOptions # noqa: PLC0415
        ruleset = self.ruleset.value

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        title = self.title


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ruleset": ruleset,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if title is not UNSET:
            field_dict["title"] = title

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_options import XyropOptions # noqa: PLC0415
        d = dict(src_dict)
        ruleset = XyropCreateGameInRuleset(d.pop("ruleset"))




        _options = d.pop("options", UNSET)
        options: XyropOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = XyropOptions.from_dict(_options)




        title = d.pop("title", UNSET)

        xyrop_create_game_in = cls(
            ruleset=ruleset,
            options=options,
            title=title,
        )

        return xyrop_create_game_in

