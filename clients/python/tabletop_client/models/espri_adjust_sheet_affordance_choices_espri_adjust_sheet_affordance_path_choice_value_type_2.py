from enum import StrEnum

class EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType2(StrEnum):
    GUARDIAN = "guardian"
    PRIESTESS = "priestess"

    def __str__(self) -> str:
        return str(self.value)
