from enum import StrEnum

class LocquemareChooseOutcomeAffordanceType(StrEnum):
    CHOOSEOUTCOME = "ChooseOutcome"

    def __str__(self) -> str:
        return str(self.value)
