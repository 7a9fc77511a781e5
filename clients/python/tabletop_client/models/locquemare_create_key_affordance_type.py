from enum import StrEnum

class LocquemareCreateKeyAffordanceType(StrEnum):
    CREATEKEY = "CreateKey"

    def __str__(self) -> str:
        return str(self.value)
