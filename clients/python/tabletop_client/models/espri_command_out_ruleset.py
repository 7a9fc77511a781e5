from enum import StrEnum

class EspriCommandOutRuleset(StrEnum):
    ESPRI = "espri"

    def __str__(self) -> str:
        return str(self.value)
