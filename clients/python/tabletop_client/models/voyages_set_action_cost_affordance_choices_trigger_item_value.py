from enum import StrEnum

class VoyagesSetActionCostAffordanceChoicesTriggerItemValue(StrEnum):
    ESCALATE = "escalate"
    LEAVE_CONFLICT = "leave_conflict"
    OTHER = "other"
    REFUSE_CONFLICT = "refuse_conflict"
    REFUSE_SETTLEMENT = "refuse_settlement"
    REFUSE_STAKE = "refuse_stake"

    def __str__(self) -> str:
        return str(self.value)
