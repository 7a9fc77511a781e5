from enum import StrEnum

class ArdriAvailableOutRuleset(StrEnum):
    ARDRI = "ardri"

    def __str__(self) -> str:
        return str(self.value)
