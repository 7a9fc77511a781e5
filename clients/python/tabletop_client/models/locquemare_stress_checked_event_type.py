from enum import StrEnum

class LocquemareStressCheckedEventType(StrEnum):
    STRESSCHECKED = "StressChecked"

    def __str__(self) -> str:
        return str(self.value)
