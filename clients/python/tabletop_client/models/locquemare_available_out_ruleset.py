from enum import StrEnum

class LocquemareAvailableOutRuleset(StrEnum):
    LOCQUEMARE = "locquemare"

    def __str__(self) -> str:
        return str(self.value)
