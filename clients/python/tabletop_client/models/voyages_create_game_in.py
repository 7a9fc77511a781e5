from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_create_game_in_ruleset import VoyagesCreateGameInRuleset
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_options import VoyagesOptions





T = TypeVar("T", bound="VoyagesCreateGameIn")



@_attrs_define
class VoyagesCreateGameIn:
    """ Create a game of Voyages & Aventures.

        Attributes:
            ruleset (VoyagesCreateGameInRuleset): The rule system.
            options (VoyagesOptions | Unset): Game creation options: none. Sheets, things, frames and grids arrive as
                commands
                (the seed sets up no table-wide catalogue).
            title (str | Unset): The game's title, as people will read it. Default: 'Untitled game'.
     """

    ruleset: VoyagesCreateGameInRuleset
    options: VoyagesOptions | Unset = UNSET
    title: str | Unset = 'Untitled game'





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_options import VoyagesOptions # noqa: PLC0415
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
        from ..models.voyages_options import VoyagesOptions # noqa: PLC0415
        d = dict(src_dict)
        ruleset = VoyagesCreateGameInRuleset(d.pop("ruleset"))




        _options = d.pop("options", UNSET)
        options: VoyagesOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = VoyagesOptions.from_dict(_options)




        title = d.pop("title", UNSET)

        voyages_create_game_in = cls(
            ruleset=ruleset,
            options=options,
            title=title,
        )

        return voyages_create_game_in

