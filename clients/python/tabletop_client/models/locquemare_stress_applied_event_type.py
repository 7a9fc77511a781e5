from enum import StrEnum

class LocquemareStressAppliedEventType(StrEnum):
    STRESSAPPLIED = "StressApplied"

    def __str__(self) -> str:
        return str(self.value)
