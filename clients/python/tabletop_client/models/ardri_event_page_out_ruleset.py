from enum import StrEnum

class ArdriEventPageOutRuleset(StrEnum):
    ARDRI = "ardri"

    def __str__(self) -> str:
        return str(self.value)
