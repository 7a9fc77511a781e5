from enum import StrEnum

class LocquemareRemoveKeyAffordanceType(StrEnum):
    REMOVEKEY = "RemoveKey"

    def __str__(self) -> str:
        return str(self.value)
