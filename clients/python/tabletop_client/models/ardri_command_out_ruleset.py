from enum import StrEnum

class ArdriCommandOutRuleset(StrEnum):
    ARDRI = "ardri"

    def __str__(self) -> str:
        return str(self.value)
