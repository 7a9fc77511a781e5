from enum import StrEnum

class LocquemareStartSessionAffordanceType(StrEnum):
    STARTSESSION = "StartSession"

    def __str__(self) -> str:
        return str(self.value)
