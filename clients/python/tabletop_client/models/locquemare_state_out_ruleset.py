from enum import StrEnum

class LocquemareStateOutRuleset(StrEnum):
    LOCQUEMARE = "locquemare"

    def __str__(self) -> str:
        return str(self.value)
