from enum import StrEnum

class LocquemareExtendKeyAffordanceType(StrEnum):
    EXTENDKEY = "ExtendKey"

    def __str__(self) -> str:
        return str(self.value)
