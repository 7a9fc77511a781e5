from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_view_phase import EspriViewPhase
from ..models.espri_view_stalled_nymphs_item import EspriViewStalledNymphsItem
from typing import cast

if TYPE_CHECKING:
  from ..models.espri_board_view import EspriBoardView
  from ..models.espri_call_view import EspriCallView
  from ..models.espri_options import EspriOptions
  from ..models.espri_recharge_request import EspriRechargeRequest
  from ..models.espri_view_characters import EspriViewCharacters
  from ..models.espri_view_setup_draws import EspriViewSetupDraws





T = TypeVar("T", bound="EspriView")



@_attrs_define
class EspriView:
    """ The whole game as any seat sees it (ESPRI has no hidden information).

        Attributes:
            board (EspriBoardView): The board as data: the pool, the four quadrants, the nymphs in the world.
            characters (EspriViewCharacters): Every character's sheet, by character id.
            day (int): The in-game day (starts at 1; `AdvanceDay` adds one).
            open_call (EspriCallView | None): The call in progress; null when none.
            options (EspriOptions): Game creation options.
            phase (EspriViewPhase): `setup` (characters draw and choose their prayers) or `play`.
            recharge_requests (list[EspriRechargeRequest]): Resonance recharges asked for and not yet confirmed or refused.
            setup_done (list[str]): The characters that completed their setup.
            setup_draws (EspriViewSetupDraws): The setup draws not yet chosen from, by character id.
            stalled_nymphs (list[EspriViewStalledNymphsItem]): The seasons whose nymph was due to advance in the last call
                and did not move (the gem caterpillar's chance).
     """

    board: EspriBoardView
    characters: EspriViewCharacters
    day: int
    open_call: EspriCallView | None
    options: EspriOptions
    phase: EspriViewPhase
    recharge_requests: list[EspriRechargeRequest]
    setup_done: list[str]
    setup_draws: EspriViewSetupDraws
    stalled_nymphs: list[EspriViewStalledNymphsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_board_view import EspriBoardView # noqa: PLC0415
        from ..models.espri_call_view import EspriCallView # noqa: PLC0415
        from ..models.espri_options import EspriOptions # noqa: PLC0415
        from ..models.espri_recharge_request import EspriRechargeRequest # noqa: PLC0415
        from ..models.espri_view_characters import EspriViewCharacters # noqa: PLC0415
        from ..models.espri_view_setup_draws import EspriViewSetupDraws # noqa: PLC0415
        board = self.board.to_dict()

        characters = self.characters.to_dict()

        day = self.day

        open_call: dict[str, Any] | None
        if isinstance(self.open_call, EspriCallView):
            open_call = self.open_call.to_dict()
        else:
            open_call = self.open_call

        options = self.options.to_dict()

        phase = self.phase.value

        recharge_requests = []
        for recharge_requests_item_data in self.recharge_requests:
            recharge_requests_item = recharge_requests_item_data.to_dict()
            recharge_requests.append(recharge_requests_item)



        setup_done = self.setup_done



        setup_draws = self.setup_draws.to_dict()

        stalled_nymphs = []
        for stalled_nymphs_item_data in self.stalled_nymphs:
            stalled_nymphs_item = stalled_nymphs_item_data.value
            stalled_nymphs.append(stalled_nymphs_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board": board,
            "characters": characters,
            "day": day,
            "open_call": open_call,
            "options": options,
            "phase": phase,
            "recharge_requests": recharge_requests,
            "setup_done": setup_done,
            "setup_draws": setup_draws,
            "stalled_nymphs": stalled_nymphs,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_board_view import EspriBoardView # noqa: PLC0415
        from ..models.espri_call_view import EspriCallView # noqa: PLC0415
        from ..models.espri_options import EspriOptions # noqa: PLC0415
        from ..models.espri_recharge_request import EspriRechargeRequest # noqa: PLC0415
        from ..models.espri_view_characters import EspriViewCharacters # noqa: PLC0415
        from ..models.espri_view_setup_draws import EspriViewSetupDraws # noqa: PLC0415
        d = dict(src_dict)
        board = EspriBoardView.from_dict(d.pop("board"))




        characters = EspriViewCharacters.from_dict(d.pop("characters"))




        day = d.pop("day")

        def _parse_open_call(data: object) -> EspriCallView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                open_call_type_0 = EspriCallView.from_dict(data)



                return open_call_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriCallView | None, data)

        open_call = _parse_open_call(d.pop("open_call"))


        options = EspriOptions.from_dict(d.pop("options"))




        phase = EspriViewPhase(d.pop("phase"))




        recharge_requests = []
        _recharge_requests = d.pop("recharge_requests")
        for recharge_requests_item_data in (_recharge_requests):
            recharge_requests_item = EspriRechargeRequest.from_dict(recharge_requests_item_data)



            recharge_requests.append(recharge_requests_item)


        setup_done = cast(list[str], d.pop("setup_done"))


        setup_draws = EspriViewSetupDraws.from_dict(d.pop("setup_draws"))




        stalled_nymphs = []
        _stalled_nymphs = d.pop("stalled_nymphs")
        for stalled_nymphs_item_data in (_stalled_nymphs):
            stalled_nymphs_item = EspriViewStalledNymphsItem(stalled_nymphs_item_data)



            stalled_nymphs.append(stalled_nymphs_item)


        espri_view = cls(
            board=board,
            characters=characters,
            day=day,
            open_call=open_call,
            options=options,
            phase=phase,
            recharge_requests=recharge_requests,
            setup_done=setup_done,
            setup_draws=setup_draws,
            stalled_nymphs=stalled_nymphs,
        )


        espri_view.additional_properties = d
        return espri_view

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
