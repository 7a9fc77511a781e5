from enum import StrEnum

class LocquemareCharacterOutRuleset(StrEnum):
    LOCQUEMARE = "locquemare"

    def __str__(self) -> str:
        return str(self.value)
