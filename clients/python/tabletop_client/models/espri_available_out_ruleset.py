from enum import StrEnum

class EspriAvailableOutRuleset(StrEnum):
    ESPRI = "espri"

    def __str__(self) -> str:
        return str(self.value)
