from enum import StrEnum

class ArdriStateOutRuleset(StrEnum):
    ARDRI = "ardri"

    def __str__(self) -> str:
        return str(self.value)
