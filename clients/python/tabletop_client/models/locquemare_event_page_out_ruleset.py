from enum import StrEnum

class LocquemareEventPageOutRuleset(StrEnum):
    LOCQUEMARE = "locquemare"

    def __str__(self) -> str:
        return str(self.value)
