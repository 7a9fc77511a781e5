from enum import StrEnum

class EspriStateOutRuleset(StrEnum):
    ESPRI = "espri"

    def __str__(self) -> str:
        return str(self.value)
