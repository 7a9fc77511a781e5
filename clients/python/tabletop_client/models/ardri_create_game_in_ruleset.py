from enum import StrEnum

class ArdriCreateGameInRuleset(StrEnum):
    ARDRI = "ardri"

    def __str__(self) -> str:
        return str(self.value)
