from enum import StrEnum

class LocquemareCreateGameInRuleset(StrEnum):
    LOCQUEMARE = "locquemare"

    def __str__(self) -> str:
        return str(self.value)
