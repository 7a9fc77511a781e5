from enum import StrEnum

class LocquemareChooseOutcomeType(StrEnum):
    CHOOSEOUTCOME = "ChooseOutcome"

    def __str__(self) -> str:
        return str(self.value)
