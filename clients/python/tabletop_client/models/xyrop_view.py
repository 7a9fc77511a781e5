from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_view_phase import XyropViewPhase
from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_config import XyropConfig
  from ..models.xyrop_contest import XyropContest
  from ..models.xyrop_session_view import XyropSessionView
  from ..models.xyrop_view_characters import XyropViewCharacters
  from ..models.xyrop_view_elements import XyropViewElements
  from ..models.xyrop_view_live_contests import XyropViewLiveContests
  from ..models.xyrop_view_npc_stress import XyropViewNpcStress





T = TypeVar("T", bound="XyropView")



@_attrs_define
class XyropView:
    """ The table as every seat sees it: nothing in Xyrop is hidden.

        Attributes:
            characters (XyropViewCharacters): Every character's sheet, by character id.
            config (XyropConfig): The table's configuration, fixed at game creation.
            current_contest (None | XyropContest): The session's current contest (the latest roll's); null: none.
            elements (XyropViewElements): The table's situations, complications and opportunities, by id.
            live_contests (XyropViewLiveContests): The session's contests still open, by id.
            npc_stress (XyropViewNpcStress): Npcs' stress: npc id -> stress id -> level.
            phase (XyropViewPhase): `between_sessions`, `in_session` or `awaiting_opposition`.
            scene_index (int): The current scene's number (the gm advances it).
            session (None | XyropSessionView): The session in progress; null between sessions.
            session_count (int): Sessions started so far.
     """

    characters: XyropViewCharacters
    config: XyropConfig
    current_contest: None | XyropContest
    elements: XyropViewElements
    live_contests: XyropViewLiveContests
    npc_stress: XyropViewNpcStress
    phase: XyropViewPhase
    scene_index: int
    session: None | XyropSessionView
    session_count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_config import XyropConfig # noqa: PLC0415
        from ..models.xyrop_contest import XyropContest # noqa: PLC0415
        from ..models.xyrop_session_view import XyropSessionView # noqa: PLC0415
        from ..models.xyrop_view_characters import XyropViewCharacters # noqa: PLC0415
        from ..models.xyrop_view_elements import XyropViewElements # noqa: PLC0415
        from ..models.xyrop_view_live_contests import XyropViewLiveContests # noqa: PLC0415
        from ..models.xyrop_view_npc_stress import XyropViewNpcStress # noqa: PLC0415
        characters = self.characters.to_dict()

        config = self.config.to_dict()

        current_contest: dict[str, Any] | None
        if isinstance(self.current_contest, XyropContest):
            current_contest = self.current_contest.to_dict()
        else:
            current_contest = self.current_contest

        elements = self.elements.to_dict()

        live_contests = self.live_contests.to_dict()

        npc_stress = self.npc_stress.to_dict()

        phase = self.phase.value

        scene_index = self.scene_index

        session: dict[str, Any] | None
        if isinstance(self.session, XyropSessionView):
            session = self.session.to_dict()
        else:
            session = self.session

        session_count = self.session_count


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "characters": characters,
            "config": config,
            "current_contest": current_contest,
            "elements": elements,
            "live_contests": live_contests,
            "npc_stress": npc_stress,
            "phase": phase,
            "scene_index": scene_index,
            "session": session,
            "session_count": session_count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_config import XyropConfig # noqa: PLC0415
        from ..models.xyrop_contest import XyropContest # noqa: PLC0415
        from ..models.xyrop_session_view import XyropSessionView # noqa: PLC0415
        from ..models.xyrop_view_characters import XyropViewCharacters # noqa: PLC0415
        from ..models.xyrop_view_elements import XyropViewElements # noqa: PLC0415
        from ..models.xyrop_view_live_contests import XyropViewLiveContests # noqa: PLC0415
        from ..models.xyrop_view_npc_stress import XyropViewNpcStress # noqa: PLC0415
        d = dict(src_dict)
        characters = XyropViewCharacters.from_dict(d.pop("characters"))




        config = XyropConfig.from_dict(d.pop("config"))




        def _parse_current_contest(data: object) -> None | XyropContest:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_contest_type_0 = XyropContest.from_dict(data)



                return current_contest_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | XyropContest, data)

        current_contest = _parse_current_contest(d.pop("current_contest"))


        elements = XyropViewElements.from_dict(d.pop("elements"))




        live_contests = XyropViewLiveContests.from_dict(d.pop("live_contests"))




        npc_stress = XyropViewNpcStress.from_dict(d.pop("npc_stress"))




        phase = XyropViewPhase(d.pop("phase"))




        scene_index = d.pop("scene_index")

        def _parse_session(data: object) -> None | XyropSessionView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                session_type_0 = XyropSessionView.from_dict(data)



                return session_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | XyropSessionView, data)

        session = _parse_session(d.pop("session"))


        session_count = d.pop("session_count")

        xyrop_view = cls(
            characters=characters,
            config=config,
            current_contest=current_contest,
            elements=elements,
            live_contests=live_contests,
            npc_stress=npc_stress,
            phase=phase,
            scene_index=scene_index,
            session=session,
            session_count=session_count,
        )


        xyrop_view.additional_properties = d
        return xyrop_view

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
