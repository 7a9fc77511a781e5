from enum import StrEnum

class LocquemareExtendKeyType(StrEnum):
    EXTENDKEY = "ExtendKey"

    def __str__(self) -> str:
        return str(self.value)
