from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_view_phase import LocquemareViewPhase
from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_action import LocquemareAction
  from ..models.locquemare_adversity_view import LocquemareAdversityView
  from ..models.locquemare_conflict import LocquemareConflict
  from ..models.locquemare_counters import LocquemareCounters
  from ..models.locquemare_scene import LocquemareScene
  from ..models.locquemare_secret_card import LocquemareSecretCard
  from ..models.locquemare_view_characters import LocquemareViewCharacters
  from ..models.locquemare_view_complications import LocquemareViewComplications
  from ..models.locquemare_view_keys import LocquemareViewKeys
  from ..models.locquemare_view_npcs import LocquemareViewNpcs





T = TypeVar("T", bound="LocquemareView")



@_attrs_define
class LocquemareView:
    """ The whole table (spec section 4) as one seat may see it.

    `keys` lists only known keys for heroes and observers; the open action's hidden key
    ids are null for them. `complications` lists the pending ones: an answered one is in
    the log and the events (C4: the read does not grow with the game).

        Attributes:
            action (LocquemareAction | None): The action in progress; null: none.
            adversity (LocquemareAdversityView): The Adversity's pool as a seat sees it.
            characters (LocquemareViewCharacters): Every hero's sheet, by hero id.
            complications (LocquemareViewComplications): Complications proposed, by id.
            conflict (LocquemareConflict | None): The conflict in progress; null: none.
            counters (LocquemareCounters): Numbers of the current (or last) session, scenario, act and scene.
            keys (LocquemareViewKeys): Every key in play, by key id.
            npcs (LocquemareViewNpcs): Every npc, by id.
            phase (LocquemareViewPhase): Where the game stands: `setup`, `between_scenarios`, `between_acts`, `in_act` or
                `in_scene`.
            scene (LocquemareScene | None): The scene's number.
            secret_pool (list[LocquemareSecretCard] | None): Null when hidden from this seat.
            session_open (bool): True while a session is open.
     """

    action: LocquemareAction | None
    adversity: LocquemareAdversityView
    characters: LocquemareViewCharacters
    complications: LocquemareViewComplications
    conflict: LocquemareConflict | None
    counters: LocquemareCounters
    keys: LocquemareViewKeys
    npcs: LocquemareViewNpcs
    phase: LocquemareViewPhase
    scene: LocquemareScene | None
    secret_pool: list[LocquemareSecretCard] | None
    session_open: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_action import LocquemareAction # noqa: PLC0415
        from ..models.locquemare_adversity_view import LocquemareAdversityView # noqa: PLC0415
        from ..models.locquemare_conflict import LocquemareConflict # noqa: PLC0415
        from ..models.locquemare_counters import LocquemareCounters # noqa: PLC0415
        from ..models.locquemare_scene import LocquemareScene # noqa: PLC0415
        from ..models.locquemare_secret_card import LocquemareSecretCard # noqa: PLC0415
        from ..models.locquemare_view_characters import LocquemareViewCharacters # noqa: PLC0415
        from ..models.locquemare_view_complications import LocquemareViewComplications # noqa: PLC0415
        from ..models.locquemare_view_keys import LocquemareViewKeys # noqa: PLC0415
        from ..models.locquemare_view_npcs import LocquemareViewNpcs # noqa: PLC0415
        action: dict[str, Any] | None
        if isinstance(self.action, LocquemareAction):
            action = self.action.to_dict()
        else:
            action = self.action

        adversity = self.adversity.to_dict()

        characters = self.characters.to_dict()

        complications = self.complications.to_dict()

        conflict: dict[str, Any] | None
        if isinstance(self.conflict, LocquemareConflict):
            conflict = self.conflict.to_dict()
        else:
            conflict = self.conflict

        counters = self.counters.to_dict()

        keys = self.keys.to_dict()

        npcs = self.npcs.to_dict()

        phase = self.phase.value

        scene: dict[str, Any] | None
        if isinstance(self.scene, LocquemareScene):
            scene = self.scene.to_dict()
        else:
            scene = self.scene

        secret_pool: list[dict[str, Any]] | None
        if isinstance(self.secret_pool, list):
            secret_pool = []
            for secret_pool_type_0_item_data in self.secret_pool:
                secret_pool_type_0_item = secret_pool_type_0_item_data.to_dict()
                secret_pool.append(secret_pool_type_0_item)


        else:
            secret_pool = self.secret_pool

        session_open = self.session_open


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action": action,
            "adversity": adversity,
            "characters": characters,
            "complications": complications,
            "conflict": conflict,
            "counters": counters,
            "keys": keys,
            "npcs": npcs,
            "phase": phase,
            "scene": scene,
            "secret_pool": secret_pool,
            "session_open": session_open,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_action import LocquemareAction # noqa: PLC0415
        from ..models.locquemare_adversity_view import LocquemareAdversityView # noqa: PLC0415
        from ..models.locquemare_conflict import LocquemareConflict # noqa: PLC0415
        from ..models.locquemare_counters import LocquemareCounters # noqa: PLC0415
        from ..models.locquemare_scene import LocquemareScene # noqa: PLC0415
        from ..models.locquemare_secret_card import LocquemareSecretCard # noqa: PLC0415
        from ..models.locquemare_view_characters import LocquemareViewCharacters # noqa: PLC0415
        from ..models.locquemare_view_complications import LocquemareViewComplications # noqa: PLC0415
        from ..models.locquemare_view_keys import LocquemareViewKeys # noqa: PLC0415
        from ..models.locquemare_view_npcs import LocquemareViewNpcs # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> LocquemareAction | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = LocquemareAction.from_dict(data)



                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareAction | None, data)

        action = _parse_action(d.pop("action"))


        adversity = LocquemareAdversityView.from_dict(d.pop("adversity"))




        characters = LocquemareViewCharacters.from_dict(d.pop("characters"))




        complications = LocquemareViewComplications.from_dict(d.pop("complications"))




        def _parse_conflict(data: object) -> LocquemareConflict | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                conflict_type_0 = LocquemareConflict.from_dict(data)



                return conflict_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareConflict | None, data)

        conflict = _parse_conflict(d.pop("conflict"))


        counters = LocquemareCounters.from_dict(d.pop("counters"))




        keys = LocquemareViewKeys.from_dict(d.pop("keys"))




        npcs = LocquemareViewNpcs.from_dict(d.pop("npcs"))




        phase = LocquemareViewPhase(d.pop("phase"))




        def _parse_scene(data: object) -> LocquemareScene | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scene_type_0 = LocquemareScene.from_dict(data)



                return scene_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareScene | None, data)

        scene = _parse_scene(d.pop("scene"))


        def _parse_secret_pool(data: object) -> list[LocquemareSecretCard] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                secret_pool_type_0 = []
                _secret_pool_type_0 = data
                for secret_pool_type_0_item_data in (_secret_pool_type_0):
                    secret_pool_type_0_item = LocquemareSecretCard.from_dict(secret_pool_type_0_item_data)



                    secret_pool_type_0.append(secret_pool_type_0_item)

                return secret_pool_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[LocquemareSecretCard] | None, data)

        secret_pool = _parse_secret_pool(d.pop("secret_pool"))


        session_open = d.pop("session_open")

        locquemare_view = cls(
            action=action,
            adversity=adversity,
            characters=characters,
            complications=complications,
            conflict=conflict,
            counters=counters,
            keys=keys,
            npcs=npcs,
            phase=phase,
            scene=scene,
            secret_pool=secret_pool,
            session_open=session_open,
        )


        locquemare_view.additional_properties = d
        return locquemare_view

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
