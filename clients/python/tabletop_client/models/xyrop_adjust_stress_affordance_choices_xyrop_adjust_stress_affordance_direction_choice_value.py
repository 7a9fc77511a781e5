from enum import StrEnum

class XyropAdjustStressAffordanceChoicesXyropAdjustStressAffordanceDirectionChoiceValue(StrEnum):
    DOWN = "down"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
