from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.seat_out import SeatOut





T = TypeVar("T", bound="GameSummaryOut")



@_attrs_define
class GameSummaryOut:
    """ 
        Attributes:
            closed (bool): True once the gm closed the game: it is read only and its seed revealed.
            game_id (str): The game's id (in every `/v1/games/{game_id}/…` path).
            language (str): The game's language (`en` or `fr`), chosen at creation.
            phase (None | str): The game's phase as its rule system names it (`setup`, `play`…); null when the rule system
                has none.
            randomness (str): Who draws: `server`, `physical` (results typed in at the table) or `mixed` (both).
            ruleset (str): The rule system's name (`espri`, `ardri`, `xyrop`, `voyages`, `locquemare`).
            seats (list[SeatOut]): The seats, oldest first.
            seed_commitment (str): SHA-256 of the game's secret seed (hex), published at creation and checked against the
                seed revealed at close.
            title (str): The game's title, as the gm typed it.
            version (int): The game's current version (its last event's).
     """

    closed: bool
    game_id: str
    language: str
    phase: None | str
    randomness: str
    ruleset: str
    seats: list[SeatOut]
    seed_commitment: str
    title: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_out import SeatOut # noqa: PLC0415
        closed = self.closed

        game_id = self.game_id

        language = self.language

        phase: None | str
        phase = self.phase

        randomness = self.randomness

        ruleset = self.ruleset

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        seed_commitment = self.seed_commitment

        title = self.title

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "closed": closed,
            "game_id": game_id,
            "language": language,
            "phase": phase,
            "randomness": randomness,
            "ruleset": ruleset,
            "seats": seats,
            "seed_commitment": seed_commitment,
            "title": title,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_out import SeatOut # noqa: PLC0415
        d = dict(src_dict)
        closed = d.pop("closed")

        game_id = d.pop("game_id")

        language = d.pop("language")

        def _parse_phase(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        phase = _parse_phase(d.pop("phase"))


        randomness = d.pop("randomness")

        ruleset = d.pop("ruleset")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatOut.from_dict(seats_item_data)



            seats.append(seats_item)


        seed_commitment = d.pop("seed_commitment")

        title = d.pop("title")

        version = d.pop("version")

        game_summary_out = cls(
            closed=closed,
            game_id=game_id,
            language=language,
            phase=phase,
            randomness=randomness,
            ruleset=ruleset,
            seats=seats,
            seed_commitment=seed_commitment,
            title=title,
            version=version,
        )


        game_summary_out.additional_properties = d
        return game_summary_out

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
