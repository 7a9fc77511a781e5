from enum import StrEnum

class LocquemareRemoveKeyType(StrEnum):
    REMOVEKEY = "RemoveKey"

    def __str__(self) -> str:
        return str(self.value)
