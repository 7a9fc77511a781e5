from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_create_game_in_ruleset import EspriCreateGameInRuleset
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.espri_options_in import EspriOptionsIn





T = TypeVar("T", bound="EspriCreateGameIn")



@_attrs_define
class EspriCreateGameIn:
    """ Create a game of ESPRI.

        Attributes:
            ruleset (EspriCreateGameInRuleset): The rule system.
            options (EspriOptionsIn | Unset): Game creation options.
            title (str | Unset): The game's title, as people will read it. Default: 'Untitled game'.
     """

    ruleset: EspriCreateGameInRuleset
    options: EspriOptionsIn | Unset = UNSET
    title: str | Unset = 'Untitled game'





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_options_in import EspriOptionsIn # noqa: PLC0415
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
        from ..models.espri_options_in import EspriOptionsIn # noqa: PLC0415
        d = dict(src_dict)
        ruleset = EspriCreateGameInRuleset(d.pop("ruleset"))




        _options = d.pop("options", UNSET)
        options: EspriOptionsIn | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = EspriOptionsIn.from_dict(_options)




        title = d.pop("title", UNSET)

        espri_create_game_in = cls(
            ruleset=ruleset,
            options=options,
            title=title,
        )

        return espri_create_game_in

