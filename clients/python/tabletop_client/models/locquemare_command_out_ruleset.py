from enum import StrEnum

class LocquemareCommandOutRuleset(StrEnum):
    LOCQUEMARE = "locquemare"

    def __str__(self) -> str:
        return str(self.value)
