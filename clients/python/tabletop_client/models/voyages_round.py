from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_round_phase import VoyagesRoundPhase
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_round_blocks import VoyagesRoundBlocks
  from ..models.voyages_round_final_scores import VoyagesRoundFinalScores
  from ..models.voyages_round_rolls import VoyagesRoundRolls
  from ..models.voyages_round_spending import VoyagesRoundSpending





T = TypeVar("T", bound="VoyagesRound")



@_attrs_define
class VoyagesRound:
    """ The round in progress.

        Attributes:
            approach (None | str): The approach the holder chose for the round; null until chosen.
            approach_holder (str): The side that chooses the round's approach.
            blocks (VoyagesRoundBlocks): Points spent to block other sides' purchases.
            contested (bool): True when the round's approach was contested.
            final_scores (VoyagesRoundFinalScores): Each side's final score, by side id (after halving or doubling).
            good_approach (bool): True when the gm ruled the approach well thought out (+1).
            number (int): The round's number (1 for the first).
            off_frame (bool): True when the gm ruled the approach off frame.
            phase (VoyagesRoundPhase): The round's phase: `approach`, `rolling`, `spending` or `blocking`.
            rolls (VoyagesRoundRolls): Each side's roll, by side id.
            spending (VoyagesRoundSpending): What each side spent this round, by side id.
     """

    approach: None | str
    approach_holder: str
    blocks: VoyagesRoundBlocks
    contested: bool
    final_scores: VoyagesRoundFinalScores
    good_approach: bool
    number: int
    off_frame: bool
    phase: VoyagesRoundPhase
    rolls: VoyagesRoundRolls
    spending: VoyagesRoundSpending





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_round_blocks import VoyagesRoundBlocks # noqa: PLC0415
        from ..models.voyages_round_final_scores import VoyagesRoundFinalScores # noqa: PLC0415
        from ..models.voyages_round_rolls import VoyagesRoundRolls # noqa: PLC0415
        from ..models.voyages_round_spending import VoyagesRoundSpending # noqa: PLC0415
        approach: None | str
        approach = self.approach

        approach_holder = self.approach_holder

        blocks = self.blocks.to_dict()

        contested = self.contested

        final_scores = self.final_scores.to_dict()

        good_approach = self.good_approach

        number = self.number

        off_frame = self.off_frame

        phase = self.phase.value

        rolls = self.rolls.to_dict()

        spending = self.spending.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "approach": approach,
            "approach_holder": approach_holder,
            "blocks": blocks,
            "contested": contested,
            "final_scores": final_scores,
            "good_approach": good_approach,
            "number": number,
            "off_frame": off_frame,
            "phase": phase,
            "rolls": rolls,
            "spending": spending,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_round_blocks import VoyagesRoundBlocks # noqa: PLC0415
        from ..models.voyages_round_final_scores import VoyagesRoundFinalScores # noqa: PLC0415
        from ..models.voyages_round_rolls import VoyagesRoundRolls # noqa: PLC0415
        from ..models.voyages_round_spending import VoyagesRoundSpending # noqa: PLC0415
        d = dict(src_dict)
        def _parse_approach(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        approach = _parse_approach(d.pop("approach"))


        approach_holder = d.pop("approach_holder")

        blocks = VoyagesRoundBlocks.from_dict(d.pop("blocks"))




        contested = d.pop("contested")

        final_scores = VoyagesRoundFinalScores.from_dict(d.pop("final_scores"))




        good_approach = d.pop("good_approach")

        number = d.pop("number")

        off_frame = d.pop("off_frame")

        phase = VoyagesRoundPhase(d.pop("phase"))




        rolls = VoyagesRoundRolls.from_dict(d.pop("rolls"))




        spending = VoyagesRoundSpending.from_dict(d.pop("spending"))




        voyages_round = cls(
            approach=approach,
            approach_holder=approach_holder,
            blocks=blocks,
            contested=contested,
            final_scores=final_scores,
            good_approach=good_approach,
            number=number,
            off_frame=off_frame,
            phase=phase,
            rolls=rolls,
            spending=spending,
        )

        return voyages_round

