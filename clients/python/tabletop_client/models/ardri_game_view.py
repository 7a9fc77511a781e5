from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_game_view_phase import ArdriGameViewPhase
from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_game_view_characters import ArdriGameViewCharacters
  from ..models.ardri_game_view_concurrences import ArdriGameViewConcurrences
  from ..models.ardri_game_view_domain_catalog import ArdriGameViewDomainCatalog
  from ..models.ardri_game_view_open_rolls import ArdriGameViewOpenRolls





T = TypeVar("T", bound="ArdriGameView")



@_attrs_define
class ArdriGameView:
    """ The table as play needs it now (C4): sheets, the open rolls and the open
    concurrences; closed rolls and concurrences over are in the log.

        Attributes:
            characters (ArdriGameViewCharacters): Counts per character id.
            concurrences (ArdriGameViewConcurrences): The session's concurrences, by id.
            domain_catalog (ArdriGameViewDomainCatalog): The game's domains: characteristic -> its three domain ids
                (`passion` under `intention`).
            open_rolls (ArdriGameViewOpenRolls): The rolls still open, by roll id.
            phase (ArdriGameViewPhase): `in_session` or `between_sessions`.
            present_character_ids (list[str]): The characters present in the session.
            session_count (int): Sessions started so far (0 before the first).
            session_number (int | None): The session's number (1 for the first).
     """

    characters: ArdriGameViewCharacters
    concurrences: ArdriGameViewConcurrences
    domain_catalog: ArdriGameViewDomainCatalog
    open_rolls: ArdriGameViewOpenRolls
    phase: ArdriGameViewPhase
    present_character_ids: list[str]
    session_count: int
    session_number: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_game_view_characters import ArdriGameViewCharacters # noqa: PLC0415
        from ..models.ardri_game_view_concurrences import ArdriGameViewConcurrences # noqa: PLC0415
        from ..models.ardri_game_view_domain_catalog import ArdriGameViewDomainCatalog # noqa: PLC0415
        from ..models.ardri_game_view_open_rolls import ArdriGameViewOpenRolls # noqa: PLC0415
        characters = self.characters.to_dict()

        concurrences = self.concurrences.to_dict()

        domain_catalog = self.domain_catalog.to_dict()

        open_rolls = self.open_rolls.to_dict()

        phase = self.phase.value

        present_character_ids = self.present_character_ids



        session_count = self.session_count

        session_number: int | None
        session_number = self.session_number


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "characters": characters,
            "concurrences": concurrences,
            "domain_catalog": domain_catalog,
            "open_rolls": open_rolls,
            "phase": phase,
            "present_character_ids": present_character_ids,
            "session_count": session_count,
            "session_number": session_number,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_game_view_characters import ArdriGameViewCharacters # noqa: PLC0415
        from ..models.ardri_game_view_concurrences import ArdriGameViewConcurrences # noqa: PLC0415
        from ..models.ardri_game_view_domain_catalog import ArdriGameViewDomainCatalog # noqa: PLC0415
        from ..models.ardri_game_view_open_rolls import ArdriGameViewOpenRolls # noqa: PLC0415
        d = dict(src_dict)
        characters = ArdriGameViewCharacters.from_dict(d.pop("characters"))




        concurrences = ArdriGameViewConcurrences.from_dict(d.pop("concurrences"))




        domain_catalog = ArdriGameViewDomainCatalog.from_dict(d.pop("domain_catalog"))




        open_rolls = ArdriGameViewOpenRolls.from_dict(d.pop("open_rolls"))




        phase = ArdriGameViewPhase(d.pop("phase"))




        present_character_ids = cast(list[str], d.pop("present_character_ids"))


        session_count = d.pop("session_count")

        def _parse_session_number(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        session_number = _parse_session_number(d.pop("session_number"))


        ardri_game_view = cls(
            characters=characters,
            concurrences=concurrences,
            domain_catalog=domain_catalog,
            open_rolls=open_rolls,
            phase=phase,
            present_character_ids=present_character_ids,
            session_count=session_count,
            session_number=session_number,
        )


        ardri_game_view.additional_properties = d
        return ardri_game_view

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
