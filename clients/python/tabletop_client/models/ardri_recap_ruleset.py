from enum import StrEnum

class ArdriRecapRuleset(StrEnum):
    ARDRI = "ardri"

    def __str__(self) -> str:
        return str(self.value)
