from enum import StrEnum

class LocquemareRecapRuleset(StrEnum):
    LOCQUEMARE = "locquemare"

    def __str__(self) -> str:
        return str(self.value)
