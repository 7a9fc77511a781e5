from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_create_game_in_ruleset import ArdriCreateGameInRuleset
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_options import ArdriOptions





T = TypeVar("T", bound="ArdriCreateGameIn")



@_attrs_define
class ArdriCreateGameIn:
    """ Create a game of Ardri.

        Attributes:
            ruleset (ArdriCreateGameInRuleset): The rule system.
            options (ArdriOptions | Unset): Game creation options (the spec's `InitializeGame` parameters).
            title (str | Unset): The game's title, as people will read it. Default: 'Untitled game'.
     """

    ruleset: ArdriCreateGameInRuleset
    options: ArdriOptions | Unset = UNSET
    title: str | Unset = 'Untitled game'





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_options import ArdriOptions # noqa: PLC0415
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
        from ..models.ardri_options import ArdriOptions # noqa: PLC0415
        d = dict(src_dict)
        ruleset = ArdriCreateGameInRuleset(d.pop("ruleset"))




        _options = d.pop("options", UNSET)
        options: ArdriOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = ArdriOptions.from_dict(_options)




        title = d.pop("title", UNSET)

        ardri_create_game_in = cls(
            ruleset=ruleset,
            options=options,
            title=title,
        )

        return ardri_create_game_in

