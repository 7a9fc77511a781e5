from enum import StrEnum

class ArdriCharacterOutRuleset(StrEnum):
    ARDRI = "ardri"

    def __str__(self) -> str:
        return str(self.value)
