from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_create_game_in_ruleset import LocquemareCreateGameInRuleset
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_options import LocquemareOptions





T = TypeVar("T", bound="LocquemareCreateGameIn")



@_attrs_define
class LocquemareCreateGameIn:
    """ Create a game of Locquemare.

        Attributes:
            ruleset (LocquemareCreateGameInRuleset): The rule system.
            options (LocquemareOptions | Unset): Game creation options: the Chorus may prepare the secret pool up front.
            title (str | Unset): The game's title, as people will read it. Default: 'Untitled game'.
     """

    ruleset: LocquemareCreateGameInRuleset
    options: LocquemareOptions | Unset = UNSET
    title: str | Unset = 'Untitled game'





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_options import LocquemareOptions # noqa: PLC0415
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
        from ..models.locquemare_options import LocquemareOptions # noqa: PLC0415
        d = dict(src_dict)
        ruleset = LocquemareCreateGameInRuleset(d.pop("ruleset"))




        _options = d.pop("options", UNSET)
        options: LocquemareOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = LocquemareOptions.from_dict(_options)




        title = d.pop("title", UNSET)

        locquemare_create_game_in = cls(
            ruleset=ruleset,
            options=options,
            title=title,
        )

        return locquemare_create_game_in

